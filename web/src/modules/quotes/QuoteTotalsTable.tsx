/**
 * A quote's totals as the gateway computed them: the dealer's quote and order pages, the
 * customer's quote page and the quote PDF. A percentage discount and the tax name their rates
 * ("Discount (10 %)", "Tax (7.25 %)") when the quote's terms are given.
 */
import { graphql } from '../../gql';
import type { QuoteTotals_PricingFragment, QuoteTotals_TotalsFragment } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { discountLabel, taxLabel } from './quote-labels';

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

export const QuoteTotalsPricingFragment = graphql(`
  fragment QuoteTotals_pricing on QuotePricing {
    discount {
      kind
      value
    }
    taxRateBasisPoints
  }
`);

export function QuoteTotalsTable({
  totals,
  pricing,
}: {
  totals: QuoteTotals_TotalsFragment;
  /** The terms whose rates the labels name; bare labels without them. */
  pricing?: QuoteTotals_PricingFragment | null;
}) {
  const rows: [string, number, boolean][] = [
    ['Subtotal', totals.subtotalCents, true],
    [discountLabel(pricing?.discount), -totals.discountCents, totals.discountCents > 0],
    ['Shipping', totals.shippingCents, totals.shippingCents > 0],
    [taxLabel(pricing?.taxRateBasisPoints ?? 0), totals.taxCents, totals.taxCents > 0],
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
