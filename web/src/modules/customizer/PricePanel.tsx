/**
 * The price panel of the customiser (C1, L3): the price of the configuration on screen as the
 * server computes it (`configurationPrice`, the same computation as the snapsheet, the locker
 * and the quote): the product's price for the base size, each decoration's price and the total
 * per garment, for the project's dealer and custom price. The client only formats the cents.
 * The msrp row is the dealer's: the server answers it only to the owning dealer.
 */
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { isNamedByDealerCode } from '@tas/rules';
import { graphql } from '../../gql';
import type { ConfigurationPriceInput, DecorationInput, ProjectType } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Skeleton } from '../../ui/Skeleton';

const CustomizerPriceDocument = graphql(`
  query CustomizerPrice($input: ConfigurationPriceInput!) {
    configurationPrice(input: $input) {
      styleId
      size
      sizePriceCents
      decorationPricesCents
      unitPriceCents
      msrpCents
    }
  }
`);

const LABEL: Record<string, string> = {
  PLAYER_NUMBER: 'Player number',
  PLAYER_NAME: 'Player name',
  CUSTOM_TEXT: 'Custom text',
  UPLOADS: 'Logo',
  GRAPHICS: 'Graphic',
};

/** How long the configuration must stay unchanged before it is priced, ms. */
const PRICE_DEBOUNCE_MS = 300;

/** What the price of the configuration on screen is asked for with. */
export interface CustomizerPriceArgs {
  styleId: string;
  variantId: string | null;
  designId: string | null;
  decorations: readonly DecorationInput[];
  /** The project the product is customised for: its dealer's margin and custom price apply. */
  dealerCode: string;
  projectId: string;
  /** The project's type; SHOWROOM: the dealer code's showroom, no project id (P6). */
  projectType?: ProjectType;
  showPrices: boolean;
}

/**
 * The server's price of the configuration on screen (`configurationPrice`, L3), asked once the
 * input stayed unchanged for 300 ms; `stale` while what is shown is not yet priced.
 * `decorationPricesCents[i]` is the price of decoration i of the input (in its order).
 */
export function useCustomizerPrice({
  styleId,
  variantId,
  designId,
  decorations,
  dealerCode,
  projectId,
  projectType = 'SNAPSHEET',
  showPrices,
}: CustomizerPriceArgs) {
  // Prices depend on content type, location and colours, not on the text being typed.
  const input: ConfigurationPriceInput = {
    styleId,
    variantId,
    designId,
    decorations: decorations.map((d) => ({ ...d, text: null })),
    quantity: 1,
    projectType,
    projectId: isNamedByDealerCode(projectType) ? null : projectId,
    dealerCode,
  };
  const key = useDebouncedValue(JSON.stringify(input), PRICE_DEBOUNCE_MS);
  const priced = useMemo(() => JSON.parse(key) as ConfigurationPriceInput, [key]);
  const { data, previousData, loading, error } = useQuery(CustomizerPriceDocument, {
    variables: { input: priced },
    skip: !showPrices,
  });
  const price = (data ?? previousData)?.configurationPrice ?? null;
  return {
    showPrices,
    price,
    pricedDecorations: priced.decorations ?? [],
    // While the configuration on screen is not yet priced, the numbers shown are stale.
    stale: loading || key !== JSON.stringify(input),
    error: Boolean(error),
  };
}

export type CustomizerPrice = ReturnType<typeof useCustomizerPrice>;

/** The price panel: the product, each decoration and the total per garment (see the module doc). */
export function PricePanel({
  pricing,
  dealerMode,
}: {
  pricing: CustomizerPrice;
  /** The dealer's own view: the msrp is shown beside the customer price. */
  dealerMode: boolean;
}) {
  const { showPrices, price, pricedDecorations, stale, error } = pricing;
  if (!showPrices) return null;
  const amount = (cents: number | undefined, width: number, height: number) =>
    price && cents !== undefined ? formatCents(cents) : error ? '\u2014' : <Skeleton width={width} height={height} />;

  return (
    <section
      className={['price-panel', stale && price ? 'price-panel--stale' : null].filter(Boolean).join(' ')}
      aria-label="Price"
      aria-busy={stale || undefined}
    >
      <dl>
        <div className="price-panel__row">
          <dt>{price ? `Price (size ${price.size})` : 'Price'}</dt>
          <dd>{amount(price?.sizePriceCents, 56, 14)}</dd>
        </div>
        {dealerMode && price?.msrpCents != null ? (
          <div className="price-panel__row price-panel__row--muted">
            <dt>MSRP</dt>
            <dd>{formatCents(price.msrpCents)}</dd>
          </div>
        ) : null}
        {pricedDecorations.map((d, i) => (
          <div key={`${d.contentType}-${d.location}-${i}`} className="price-panel__row price-panel__row--muted">
            <dt>{LABEL[d.contentType] ?? d.contentType}</dt>
            <dd>{amount(price?.decorationPricesCents[i], 48, 12)}</dd>
          </div>
        ))}
        <div className="price-panel__row price-panel__total">
          <dt>Total per garment</dt>
          <dd>{amount(price?.unitPriceCents, 64, 16)}</dd>
        </div>
      </dl>
    </section>
  );
}
