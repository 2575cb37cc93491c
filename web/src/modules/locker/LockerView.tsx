/** The locker (L1, L3): its items and the locker total; read-only while locked (section 4). */
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import type { LockerView_LockerFragment } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { LockerItemCard } from './LockerItemCard';

export const LockerView_locker = graphql(`
  fragment LockerView_locker on Locker {
    code
    totalCents
    quantity
    items {
      id
      ...LockerItemCard_item
    }
  }
`);

export function LockerView({
  locker,
  productHref,
  onRemove,
  removingId,
  summaryAction,
  readOnly = false,
  summaryLabel = 'Locker total',
}: {
  locker: LockerView_LockerFragment;
  productHref: (styleId: string, shortId: string, itemId: string) => string;
  onRemove: (itemId: string) => void;
  removingId: string | null;
  /** Shown at the end of the summary (e.g. the 'Request a quote' button, L4). */
  summaryAction?: ReactNode;
  /** A locked locker (section 4): items without Edit / Remove. */
  readOnly?: boolean;
  /** The summary's landmark name; unique on a page with several lockers. */
  summaryLabel?: string;
}) {
  return (
    <div className="locker">
      <div className="locker__items">
        {locker.items.map((item) => (
          <LockerItemCard
            key={item.id}
            item={item}
            productHref={productHref(item.product.styleId, item.configuration.shortId, item.id)}
            removing={removingId === item.id}
            onRemove={() => onRemove(item.id)}
            readOnly={readOnly}
          />
        ))}
      </div>
      <aside className="locker__summary card card--padded" aria-label={summaryLabel}>
        <h2 className="card__title">Summary</h2>
        <dl>
          <div className="locker__summary-row">
            <dt>Items</dt>
            <dd>{locker.items.length}</dd>
          </div>
          <div className="locker__summary-row">
            <dt>Garments</dt>
            <dd>{locker.quantity}</dd>
          </div>
          <div className="locker__summary-row locker__summary-total">
            <dt>Total</dt>
            <dd>{formatCents(locker.totalCents)}</dd>
          </div>
        </dl>
        <p className="muted" style={{ fontSize: 12 }}>
          Locker <span className="mono">{locker.code}</span>
        </p>
        {summaryAction}
      </aside>
    </div>
  );
}
