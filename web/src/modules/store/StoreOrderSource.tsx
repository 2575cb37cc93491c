/**
 * How the dealer's order screens name a store's production order's source (its kind's
 * `orderSource`, app/web-kinds.ts): the store, linked to its dashboard page, and its round; held
 * until the dealer sends it from the store's page.
 */
import { Link } from 'react-router';
import { dateTimeFormat } from '../quotes/quote-labels';
import type { OrderSourceProps } from '../../app/web-kind';

const storeLink = (source: OrderSourceProps['source']) => (
  <Link to={`/dashboard/stores/${encodeURIComponent(source.id)}`}>{source.name}</Link>
);

/** The order sync list's Customer cell. */
export function StoreOrderSourceCell({ source, sentAt }: OrderSourceProps) {
  return (
    <>
      {storeLink(source)}
      <div className="cell-sub">
        Store round {source.round}
        {sentAt ? '' : ' · held, not sent to production'}
      </div>
    </>
  );
}

/** The order page's line under its title. */
export function StoreOrderSourceSummary({ source, sentAt }: OrderSourceProps) {
  return (
    <p style={{ margin: 0 }}>
      The production order of round {source.round} of the store {storeLink(source)}
      {sentAt
        ? `, sent to production ${dateTimeFormat.format(new Date(sentAt))}.`
        : ': held, not sent to production yet (send it from the store’s page).'}
    </p>
  );
}
