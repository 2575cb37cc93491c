/**
 * One chosen catalog of the showroom catalogue (P6): its products as cards in the visitor's look
 * (ShowroomProductCard), skeleton cards while they load, polled while a snapshot renders, an
 * error with retry. Each catalog is its own query (`products(catalogId:)`), so a visitor's
 * choice of catalogs needs no server-side selection.
 */
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { showroomPaths } from '../../lib/urls';
import { usePollWhile } from '../../lib/use-poll-while';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { anyPending } from '../snapshots/SnapshotImage';
import { ShowroomProductCard } from './ShowroomProductCard';
import type { ShowroomState } from './use-showroom';
import { lookKey } from './showroom-look';

const ShowroomCatalogProductsDocument = graphql(`
  query ShowroomCatalogProducts($dealerCode: String!, $catalogId: ID!) {
    showroom(dealerCode: $dealerCode) {
      id
      products(catalogId: $catalogId) {
        ...ShowroomProductCard_product
      }
    }
  }
`);

/** How often a catalog with rendering snapshots asks again, ms. */
const POLL_MS = 3000;

export function ShowroomCatalogSection({
  dealerCode,
  catalog,
  state,
  showPrices,
}: {
  dealerCode: string;
  catalog: { id: string; name: string; productCount: number };
  state: ShowroomState;
  showPrices: boolean;
}) {
  const query = useQuery(ShowroomCatalogProductsDocument, { variables: { dealerCode, catalogId: catalog.id } });
  const { data, error, refetch } = query;
  const products = data?.showroom?.products;
  const pending = anyPending(products?.map((p) => p.snapshot) ?? []) && state.isSavedLook;
  usePollWhile(pending, query, POLL_MS);
  const paths = showroomPaths(dealerCode);
  const headingId = `catalog-${catalog.id}`;
  const key = state.look ? lookKey(state.look) : '';

  return (
    <section className="showroom-catalog" aria-labelledby={headingId}>
      <header className="showroom-catalog__header">
        <h2 id={headingId} className="showroom-catalog__title">
          {catalog.name}
        </h2>
        <span className="showroom-catalog__count">
          {catalog.productCount === 1 ? '1 product' : `${catalog.productCount} products`}
        </span>
      </header>
      {error && !data ? (
        <ErrorState title={`Could not load ${catalog.name}`} onRetry={() => void refetch()} />
      ) : !products ? (
        <div className="showroom-grid" aria-busy="true" aria-label={`Loading ${catalog.name}`}>
          {Array.from({ length: Math.min(catalog.productCount, 8) || 4 }, (_, i) => (
            <div key={i} className="showroom-card">
              <Skeleton style={{ aspectRatio: '470 / 588', width: '100%' }} />
              <Skeleton height={14} width="70%" style={{ marginTop: 10 }} />
              <Skeleton height={12} width="40%" style={{ marginTop: 6 }} />
            </div>
          ))}
        </div>
      ) : products.length === 0 ? (
        <p className="muted">No products in this catalog yet.</p>
      ) : (
        <div className="showroom-grid">
          {products.map((item) => (
            <ShowroomProductCard
              key={item.id}
              item={item}
              look={state.resolved}
              lookKey={key}
              isSavedLook={state.isSavedLook}
              showPrice={showPrices}
              href={paths.product(item.product.styleId)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
