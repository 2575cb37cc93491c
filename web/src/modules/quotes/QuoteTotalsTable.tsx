/** A quote's totals as the gateway computed them: the dealer's page and the customer's. */
import { graphql } from '../../gql';
import type { QuoteTotals_TotalsFragment } from '../../gql/graphql';
import { formatCents } from '../../lib/money';

export const QuoteTotalsFragment = graphql(`
  fragment QuoteTotals_totals on QuoteTotals {
    subtotalCents
    discountCents
    shippingCents
    taxCents
    totalCents
    depositCents
    balanceCents
  }
`);

export function QuoteTotalsTable({ totals }: { totals: QuoteTotals_TotalsFragment }) {
  const rows: [string, number, boolean][] = [
    ['Subtotal', totals.subtotalCents, true],
    ['Discount', -totals.discountCents, totals.discountCents > 0],
    ['Shipping', totals.shippingCents, totals.shippingCents > 0],
    ['Tax', totals.taxCents, totals.taxCents > 0],
  ];
  return (
    <dl className="quote-totals" data-testid="quote-totals">
      {rows
        .filter(([, , shown]) => shown)
        .map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCents(cents)}</dd>
          </div>
        ))}
      <div className="quote-totals__total">
        <dt>Total</dt>
        <dd data-testid="quote-grand-total">{formatCents(totals.totalCents)}</dd>
      </div>
      {totals.depositCents > 0 ? (
        <>
          <div>
            <dt>Deposit due</dt>
            <dd>{formatCents(totals.depositCents)}</dd>
          </div>
          <div>
            <dt>Balance</dt>
            <dd>{formatCents(totals.balanceCents)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
