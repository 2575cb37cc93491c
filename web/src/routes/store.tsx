/**
 * A team store as its buyers open it (`/stores/{dealerCode}/{id}/`), phone first: the team, the
 * dealer, the countdown to the advertised close, and the items with their pictures, prices (the
 * team's fundraising part named) and size charts. Choosing an item opens its page, where the
 * buyer personalises it and sees it in 3D.
 */
import { Link } from 'react-router';
import { usePollWhile } from '../lib/use-poll-while';
import { chartOf, SizeChartButton } from '../modules/store/SizeChartDialog';
import { PriceLine } from '../modules/store/LineSummary';
import { StoreShell } from '../modules/store/StoreShell';
import { StoreMinimumsProgress } from '../modules/store/StoreMinimumsProgress';
import { useBuyerStore } from '../modules/store/use-buyer-store';
import { anyPending, SnapshotImage } from '../modules/snapshots/SnapshotImage';
import { EmptyState } from '../ui/EmptyState';
import { IconShirt } from '../ui/icons';
import '../styles/store-bundles.css';

const FULFILMENT_NOTE = {
  BULK: 'Delivered to the team together once the store closes.',
  SHIP_HOME: 'Shipped to your home once the store closes.',
  PICKUP: 'Picked up once the store closes.',
} as const;

/** The same, once the store has closed: the close is no longer ahead of the buyer. */
const CLOSED_FULFILMENT_NOTE = {
  BULK: 'Orders are delivered to the team together.',
  SHIP_HOME: 'Orders are shipped to each home.',
  PICKUP: 'Orders are picked up from the team.',
} as const;

type Store = NonNullable<ReturnType<typeof useBuyerStore>['store']>;

/** A bundle as the store lists it: its items' pictures and names, its price, required or not. */
function BundleCard({
  bundle,
  items,
  to,
  open,
}: {
  bundle: Store['bundles'][number];
  items: Store['items'];
  to: string;
  open: boolean;
}) {
  const held = bundle.itemIds.flatMap((id) => items.filter((i) => i.id === id));
  const separate = held.reduce((sum, i) => sum + i.priceCents, 0);
  return (
    <li className="store-item store-bundle card">
      <Link to={to} className="store-bundle__media focus-ring-over" tabIndex={-1}>
        {held.map((item) => (
          <SnapshotImage key={item.id} snapshot={item.configuration.snapshot} alt={item.name} />
        ))}
      </Link>
      <div className="store-item__body">
        <h3 className="store-item__name">
          <Link to={to}>{bundle.name}</Link>
        </h3>
        <PriceLine
          priceCents={bundle.priceCents}
          fundraisingCents={bundle.fundraisingCents}
          required={bundle.required}
          separateCents={separate}
        />
        <p className="muted store-bundle__items">{held.map((i) => i.name).join(' + ')}</p>
        {open ? (
          <div className="store-item__actions">
            <Link to={to} className="btn btn--primary btn--sm" aria-label={`Choose ${bundle.name}`}>
              Choose
            </Link>
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function Component() {
  const buyer = useBuyerStore();
  const items = buyer.store?.items ?? [];
  usePollWhile(anyPending(items.map((i) => i.configuration.snapshot)), buyer.query, 2000);
  return (
    <StoreShell buyer={buyer}>
      {(store) =>
        store.items.length === 0 ? (
          <EmptyState icon={<IconShirt size={22} />} title="No items yet">
            This store has no items to order yet.
          </EmptyState>
        ) : (
          <>
            <p className="muted store-page__lead">
              {
                (store.state === 'OPEN' || store.state === 'SCHEDULED' ? FULFILMENT_NOTE : CLOSED_FULFILMENT_NOTE)[
                  store.fulfilment
                ]
              }
            </p>
            {store.state === 'OPEN' ? <StoreMinimumsProgress minimums={store.minimums} /> : null}
            <ul className="store-items" aria-label="Items">
              {store.items.map((item) => (
                <li key={item.id} className="store-item card">
                  <Link to={buyer.paths.item(item.id)} className="store-item__media focus-ring-over" tabIndex={-1}>
                    <SnapshotImage snapshot={item.configuration.snapshot} alt={item.name} />
                  </Link>
                  <div className="store-item__body">
                    <h2 className="store-item__name">
                      <Link to={buyer.paths.item(item.id)}>{item.name}</Link>
                    </h2>
                    <PriceLine
                      priceCents={item.priceCents}
                      fundraisingCents={item.fundraisingCents}
                      required={item.required}
                    />
                    <p className="muted store-item__sizes">Sizes {item.sizes.join(', ')}</p>
                    <div className="store-item__actions">
                      <SizeChartButton item={item} chart={chartOf(buyer.store?.sizeCharts, item.id)} />
                      {store.state === 'OPEN' ? (
                        <Link
                          to={buyer.paths.item(item.id)}
                          className="btn btn--primary btn--sm"
                          aria-label={`Choose ${item.name}`}
                        >
                          Choose
                        </Link>
                      ) : null}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            {store.bundles.length > 0 ? (
              <section className="store-bundles" aria-labelledby="store-bundles-title">
                <h2 className="store-section-title" id="store-bundles-title">
                  Bundles
                </h2>
                <ul className="store-items" aria-label="Bundles">
                  {store.bundles.map((bundle) => (
                    <BundleCard
                      key={bundle.id}
                      bundle={bundle}
                      items={store.items}
                      to={buyer.paths.bundle(bundle.id)}
                      open={store.state === 'OPEN'}
                    />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )
      }
    </StoreShell>
  );
}
