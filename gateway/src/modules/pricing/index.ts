export { NO_QUOTE_TERMS, carriedLinePrices, pricedItems, quoteTermsProblem, quoteTotals } from './quote-totals.js';
