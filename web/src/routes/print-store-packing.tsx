/**
 * The print view of a store round's packing list (`/print/stores/:storeId/packing-list/:round`,
 * R2): one Letter page per buyer's bag, by group then player: the player and group, the
 * buyer's contact, and each item with its own picture (the garment with its name and number),
 * size and quantity. Read with the PDF job's print grant; ready for the render service once every
 * picture has loaded or failed (`__TAS_PRINT_ERROR__ = 'NOT_FOUND'` for a store it may not read).
 */
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { usePrintSignals } from '../modules/print/use-print-ready';
import { StorePackingListDocument } from '../modules/store/store-close-documents';
import { useImagesSettled } from '../modules/store/use-images-settled';
import '../styles/store-print.css';
import { MAIN_ID } from '../ui/focus';

export function Component() {
  const { storeId = '', round = '1' } = useParams();
  const { data, error } = useQuery(StorePackingListDocument, { variables: { storeId, round: Number(round) } });
  const list = data?.storePackingList;
  usePageTitle(list ? `${list.teamName ?? 'Store'} packing list, round ${list.round}` : null);
  const urls = list
    ? [...new Set(list.bags.flatMap((b) => b.items.flatMap((i) => (i.pictureUrl ? [i.pictureUrl] : []))))]
    : [];
  const { settled, onSettled } = useImagesSettled(urls);
  usePrintSignals(Boolean(list) && settled, !data && error ? error.message || 'ERROR' : null);
  if (!list)
    return (
      <main id={MAIN_ID} className="print-message">
        {error ? 'Store not found' : 'Loading…'}
      </main>
    );
  const groupLabel = list.groupLabel || 'Group';
  return (
    <main id={MAIN_ID} className="print-packing">
      {list.bags.length === 0 ? <p>No orders to pack in round {list.round}.</p> : null}
      {list.bags.map((bag) => (
        <section className="print-packing__bag" key={bag.orderNumber} aria-label={`Bag of ${bag.player}`}>
          <header className="print-packing__head">
            <div>
              <h1 className="print-packing__player">{bag.player}</h1>
              <p className="print-packing__group">
                {groupLabel}: {bag.group ?? '—'}
              </p>
            </div>
            <div className="print-packing__meta">
              <p>
                {list.teamName} · round {list.round}
              </p>
              <p>Order {bag.orderNumber}</p>
              <p>
                {bag.itemCount} {bag.itemCount === 1 ? 'item' : 'items'}
              </p>
            </div>
          </header>
          <p className="print-packing__contact">
            {[bag.buyerName, bag.buyerEmail, bag.buyerPhone].filter(Boolean).join(' · ')}
          </p>
          <table className="print-packing__items">
            <thead>
              <tr>
                <th scope="col">Picture</th>
                <th scope="col">Item</th>
                <th scope="col">Name / number</th>
                <th scope="col">Size</th>
                <th scope="col">Qty</th>
                <th scope="col">Packed</th>
              </tr>
            </thead>
            <tbody>
              {bag.items.map((item, n) => (
                <tr key={n}>
                  <td>
                    {item.pictureUrl ? (
                      <img
                        className="print-packing__picture"
                        src={item.pictureUrl}
                        alt={`${item.itemName} ${[item.playerName, item.playerNumber].filter(Boolean).join(' ')}`}
                        decoding="sync"
                        onLoad={() => onSettled(item.pictureUrl!)}
                        onError={() => onSettled(item.pictureUrl!)}
                      />
                    ) : null}
                  </td>
                  <td>{item.itemName}</td>
                  <td>
                    {[item.playerName, item.playerNumber && `#${item.playerNumber}`].filter(Boolean).join(' ') || '—'}
                  </td>
                  <td className="print-packing__size">{item.size}</td>
                  <td className="tabular">{item.quantity}</td>
                  <td>
                    <span className="print-packing__box" aria-hidden="true" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </main>
  );
}
