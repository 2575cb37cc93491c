/**
 * The quotes module's door for the other modules: a dealer's quote by id, and a quote's items and
 * total set again (when a proof is sent, the quote shows the locker as it is then). Quotes are
 * written only by this module; other modules call these, never its repository.
 */
export { quoteOfDealer, setQuoteItems } from './quotes.repository.js';
export type { QuotesService } from './quotes.service.js';
