/**
 * The items of a quote (D9) as they were requested (or last proofed): each with its front
 * snapshot, style and configuration, production time and minimum pieces (with a warning below
 * it), the roster with unit prices and totals, and the quote's total.
 */
import { graphql } from '../../gql';
import type { QuoteItems_QuoteFragment } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { Card } from '../../ui/Card';
import { TableScroll } from '../../ui/TableScroll';
import { SnapshotImage } from '../snapshots/SnapshotImage';

export const QuoteItemsFragment = graphql(`
  fragment QuoteItems_quote on Quote {
    totalCents
    items {
      configurationShortId
      styleId
      productName
      quantity
      lineTotalCents
      productionDays
      minimumPieces
      snapshot(view: FRONT) {
        ...SnapshotImage_snapshot
      }
      sizeLines {
        size
        quantity
        playerName
        playerNumber
        unitPriceCents
        lineTotalCents
      }
    }
  }
`);

export function QuoteItems({
  quote,
  onImageSettled,
}: {
  quote: QuoteItems_QuoteFragment;
  /** Called with the item's index once its snapshot loaded or failed (the print page's readiness). */
  onImageSettled?: (key: string) => void;
}) {
  const garments = quote.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <Card padded={false}>
      <div className="card__header" style={{ padding: '16px 16px 0' }}>
        <h2 className="card__title">
          Items <span className="muted">({garments} garments)</span>
        </h2>
      </div>
      {quote.items.map((item, index) => (
        <article className="quote-item" key={`${item.configurationShortId}-${index}`}>
          <SnapshotImage
            snapshot={item.snapshot}
            alt={`${item.productName}, front`}
            className="quote-item__image"
            onSettled={onImageSettled ? () => onImageSettled(String(index)) : undefined}
          />
          <div className="quote-item__head">
            <h3 className="quote-item__title">{item.productName}</h3>
            <p className="cell-sub" style={{ margin: 0 }}>
              Style <span className="mono">{item.styleId}</span> · Configuration{' '}
              <span className="mono">{item.configurationShortId}</span>
            </p>
            <p className="cell-sub" style={{ margin: 0 }} data-testid="quote-item-terms">
              Made in about {item.productionDays} working days
              {item.minimumPieces > 1 ? ` · at least ${item.minimumPieces} pieces per order` : ''}
            </p>
            {item.quantity < item.minimumPieces ? (
              <p className="quote-item__warning" role="note">
                Below the {item.minimumPieces}-piece minimum: this quote cannot become an order until the item has{' '}
                {item.minimumPieces} pieces.
              </p>
            ) : null}
          </div>
          <TableScroll label={`Roster and sizes of ${item.productName}`} className="quote-item__table">
            <table className="table">
              <caption className="visually-hidden">Roster and sizes of {item.productName}</caption>
              <thead>
                <tr>
                  <th scope="col">Size</th>
                  <th scope="col">Player</th>
                  <th scope="col">No.</th>
                  <th scope="col" className="num">
                    Qty
                  </th>
                  <th scope="col" className="num">
                    Unit
                  </th>
                  <th scope="col" className="num">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {item.sizeLines.map((l, i) => (
                  <tr key={i}>
                    <td>{l.size}</td>
                    <td>{l.playerName ?? <span className="muted">—</span>}</td>
                    <td>{l.playerNumber ?? <span className="muted">—</span>}</td>
                    <td className="num">{l.quantity}</td>
                    <td className="num">{formatCents(l.unitPriceCents)}</td>
                    <td className="num">{formatCents(l.lineTotalCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={3}>Item total</td>
                  <td className="num">{item.quantity}</td>
                  <td />
                  <td className="num">{formatCents(item.lineTotalCents)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        </article>
      ))}
      <div className="quote-total">
        <span>Quote total</span>
        <span data-testid="quote-total">{formatCents(quote.totalCents)}</span>
      </div>
    </Card>
  );
}
