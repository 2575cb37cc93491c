/**
 * The print view of a store round's bag labels (`/print/stores/:storeId/bag-labels/:round`,
 * R2): Letter sheets of 30 labels 1" x 2-5/8" (Avery 5160: 3 columns x 10 rows, top margin
 * 0.5", side margin 0.1875", 2.75" from one column to the next), one per bag in the packing
 * list's order: the player, the group and the item count.
 */
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { usePrintSignals } from '../modules/print/use-print-ready';
import { StorePackingListDocument } from '../modules/store/store-close-documents';
import '../styles/store-print.css';
import { MAIN_ID } from '../ui/focus';

/** Labels on one Letter sheet. */
const PER_SHEET = 30;

export function Component() {
  const { storeId = '', round = '1' } = useParams();
  const { data, error } = useQuery(StorePackingListDocument, { variables: { storeId, round: Number(round) } });
  const list = data?.storePackingList;
  usePageTitle(list ? `${list.teamName ?? 'Store'} bag labels, round ${list.round}` : null);
  usePrintSignals(Boolean(list), !data && error ? error.message || 'ERROR' : null);
  if (!list)
    return (
      <main id={MAIN_ID} className="print-message">
        {error ? 'Store not found' : 'Loading…'}
      </main>
    );
  const sheets: (typeof list.bags)[] = [];
  for (let i = 0; i < list.bags.length; i += PER_SHEET) sheets.push(list.bags.slice(i, i + PER_SHEET));
  return (
    <main id={MAIN_ID} className="print-labels">
      {sheets.map((bags, s) => (
        <section className="print-labels__sheet" key={s} aria-label={`Sheet ${s + 1}`}>
          {bags.map((bag) => (
            <div className="print-labels__label" key={bag.orderNumber}>
              <p className="print-labels__player">{bag.player}</p>
              <p className="print-labels__line">
                {bag.group ?? '—'} · {bag.itemCount} {bag.itemCount === 1 ? 'item' : 'items'}
              </p>
              <p className="print-labels__line print-labels__muted">
                {list.teamName} · {bag.orderNumber}
              </p>
            </div>
          ))}
        </section>
      ))}
    </main>
  );
}
