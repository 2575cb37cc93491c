/**
 * The price panel of the customiser (C1, L3): the product's price for the base size (the
 * snapsheet's customer price when the product is on it, else the msrp for the chosen design
 * and colour), each decoration's price for one garment, and the total per garment. All prices
 * come from the server; the client only adds them up for display.
 */
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import type { DecorationInput } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Skeleton } from '../../ui/Skeleton';

const CustomizerPricesDocument = graphql(`
  query CustomizerPrices(
    $styleId: ID!
    $size: String!
    $designId: ID
    $colorId: ID
    $decorations: [DecorationInput!]!
    $hasDecorations: Boolean!
  ) {
    product(styleId: $styleId) {
      styleId
      msrp(size: $size, designId: $designId, colorId: $colorId)
    }
    decorationPrices(decorations: $decorations, quantity: 1, styleId: $styleId) @include(if: $hasDecorations)
  }
`);

const LABEL: Record<string, string> = {
  PLAYER_NUMBER: 'Player number',
  PLAYER_NAME: 'Player name',
  CUSTOM_TEXT: 'Custom text',
  UPLOADS: 'Logo',
  GRAPHICS: 'Graphic',
};

export function PricePanel({
  styleId,
  baseSize,
  designId,
  colorId,
  decorations,
  customerPriceCents,
  showPrices,
}: {
  styleId: string;
  baseSize: string;
  designId: string | null;
  colorId: string | null;
  decorations: readonly DecorationInput[];
  /** The snapsheet's customer price of this product, when it is on the snapsheet. */
  customerPriceCents: number | null;
  showPrices: boolean;
}) {
  // Prices depend on content type and location, not on the text being typed.
  const priced = decorations.map((d) => ({ ...d, text: null }));
  const key = useDebouncedValue(JSON.stringify(priced), 300);
  const debounced = useMemo(() => JSON.parse(key) as DecorationInput[], [key]);
  const { data, previousData, loading, error } = useQuery(CustomizerPricesDocument, {
    variables: {
      styleId,
      size: baseSize,
      designId,
      colorId,
      decorations: debounced,
      hasDecorations: debounced.length > 0,
    },
    skip: !showPrices,
  });
  if (!showPrices) return null;
  const shown = data ?? previousData;
  const msrp = shown?.product?.msrp ?? null;
  const decorationPrices = debounced.length > 0 ? (shown?.decorationPrices ?? null) : [];
  const productPrice = customerPriceCents ?? msrp;
  const decorationsTotal = decorationPrices?.reduce((a, b) => a + b, 0) ?? null;
  const total = productPrice !== null && decorationsTotal !== null ? productPrice + decorationsTotal : null;
  const pending = !shown && loading;

  return (
    <section className="price-panel" aria-label="Price" aria-busy={loading || undefined}>
      <dl>
        <div className="price-panel__row">
          <dt>{customerPriceCents !== null ? `Price (size ${baseSize})` : `MSRP (size ${baseSize})`}</dt>
          <dd>{pending ? <Skeleton width={56} height={14} /> : formatCents(productPrice)}</dd>
        </div>
        {customerPriceCents !== null && msrp !== null ? (
          <div className="price-panel__row price-panel__row--muted">
            <dt>MSRP</dt>
            <dd>{formatCents(msrp)}</dd>
          </div>
        ) : null}
        {debounced.map((d, i) => (
          <div key={`${d.contentType}-${d.location}-${i}`} className="price-panel__row price-panel__row--muted">
            <dt>{LABEL[d.contentType] ?? d.contentType}</dt>
            <dd>{decorationPrices ? formatCents(decorationPrices[i] ?? 0) : <Skeleton width={48} height={12} />}</dd>
          </div>
        ))}
        <div className="price-panel__row price-panel__total">
          <dt>Total per garment</dt>
          <dd>{total === null ? error ? '\u2014' : <Skeleton width={64} height={16} /> : formatCents(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
