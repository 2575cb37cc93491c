/**
 * One locker item (L1, L3): front and back snapshots (470x588), product, decorations, the
 * size lines with their server-computed unit prices, the decoration price and the line total;
 * the product's production time and, below its minimum pieces, a warning;
 * what the roster prints and a warning when it holds names or numbers the design does not print
 * (roster-print.ts).
 */
import { graphql } from '../../gql';
import type { LockerItemCard_ItemFragment } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { IconAlert, IconEdit, IconTrash } from '../../ui/icons';
import { SwatchRow } from '../../ui/Swatch';
import { SnapshotImage } from '../snapshots/SnapshotImage';
import { Link } from 'react-router';
import { TableScroll } from '../../ui/TableScroll';
import { ItemAlias } from './ItemAlias';
import { rosterPrintNotice } from './roster-print';

export const LockerItemCard_item = graphql(`
  fragment LockerItemCard_item on LockerItem {
    id
    alias
    quantity
    lineTotalCents
    product {
      styleId
      name
      brand
      productionDays
      minimumPieces
    }
    configuration {
      shortId
      variant {
        id
        name
      }
      design {
        id
        code
        name
      }
      colors {
        id
        name
        hex
      }
      decorations {
        contentType
        location
        text
      }
      front: snapshot(view: FRONT) {
        ...SnapshotImage_snapshot
      }
      back: snapshot(view: BACK) {
        ...SnapshotImage_snapshot
      }
    }
    sizeLines {
      size
      quantity
      playerName
      playerNumber
      unitPriceCents
      lineTotalCents
      skuSuffix
    }
    prices {
      productPriceCents
      decorationsPriceCents
      finalPriceCents
      decorationPricesCents
    }
  }
`);

const CONTENT_LABEL: Record<string, string> = {
  PLAYER_NUMBER: 'Player number',
  PLAYER_NAME: 'Player name',
  CUSTOM_TEXT: 'Custom text',
  UPLOADS: 'Logo',
  GRAPHICS: 'Graphic',
};

function locationLabel(name: string): string {
  return name
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

export function LockerItemCard({
  item,
  productHref,
  onRemove,
  removing,
  readOnly = false,
}: {
  item: LockerItemCard_ItemFragment;
  productHref: string;
  onRemove: () => void;
  removing: boolean;
  /** A locked locker (section 4): no Edit / Remove. */
  readOnly?: boolean;
}) {
  const config = item.configuration;
  const notice = rosterPrintNotice(
    config.decorations.map((d) => d.contentType),
    item.sizeLines,
  );
  return (
    <article className="locker-item" aria-label={item.product.name}>
      <div className="locker-item__images">
        <SnapshotImage snapshot={config.front} alt={`${item.product.name}, front`} />
        <SnapshotImage snapshot={config.back} alt={`${item.product.name}, back`} />
      </div>
      <div className="locker-item__body">
        <header className="locker-item__header">
          <div style={{ minWidth: 0 }}>
            <p className="muted" style={{ fontSize: 12 }}>
              {item.product.brand} · <span className="mono">{item.product.styleId}</span>
            </p>
            <ItemAlias itemId={item.id} alias={item.alias} productName={item.product.name} readOnly={readOnly} />
            <h2 className="locker-item__name">{item.product.name}</h2>
            <p className="locker-item__meta">
              {config.variant ? <span>{config.variant.name}</span> : null}
              {config.design ? (
                <span>
                  Design <span className="mono">{config.design.code}</span>
                </span>
              ) : null}
              <SwatchRow colors={config.colors} />
            </p>
            <p className="locker-item__terms" data-testid="locker-item-terms">
              Made in about {item.product.productionDays} working days
              {item.product.minimumPieces > 1 ? ` · at least ${item.product.minimumPieces} pieces per order` : ''}
            </p>
            {item.quantity < item.product.minimumPieces ? (
              <p className="locker-item__warning" role="note">
                Add {item.product.minimumPieces - item.quantity} more{' '}
                {item.product.minimumPieces - item.quantity === 1 ? 'piece' : 'pieces'}: this product is made from{' '}
                {item.product.minimumPieces} pieces.
              </p>
            ) : null}
          </div>
          {readOnly ? null : (
            <div className="row">
              <Button size="sm" variant="ghost" asChild>
                <Link to={productHref} aria-label={`Edit ${item.product.name}`}>
                  <IconEdit size={14} />
                  Edit
                </Link>
              </Button>
              <Button
                size="sm"
                variant="danger"
                icon={<IconTrash size={14} />}
                loading={removing}
                onClick={onRemove}
                aria-label={`Remove ${item.product.name}`}
              >
                Remove
              </Button>
            </div>
          )}
        </header>

        {config.decorations.length > 0 ? (
          <ul className="locker-item__decorations" aria-label="Decorations">
            {config.decorations.map((d, i) => (
              <li key={`${d.contentType}-${d.location}-${i}`}>
                <span>
                  {CONTENT_LABEL[d.contentType] ?? d.contentType}
                  {d.text ? <strong> “{d.text}”</strong> : null}
                  <span className="muted"> · {locationLabel(d.location)}</span>
                </span>
                <span className="tabular">{formatCents(item.prices.decorationPricesCents[i] ?? null)}</span>
              </li>
            ))}
          </ul>
        ) : null}

        {notice ? (
          <div className="locker-item__print" data-testid="roster-print-notice">
            <p>{notice.text}</p>
            {notice.warning ? (
              <p className="locker-item__print-warning" role="note">
                <IconAlert size={14} /> {notice.warning}
              </p>
            ) : null}
          </div>
        ) : null}

        <TableScroll label={`Sizes of ${item.product.name}`}>
          <table className="table locker-item__lines">
            <caption className="visually-hidden">Sizes of {item.product.name}</caption>
            <thead>
              <tr>
                <th scope="col">Size</th>
                <th scope="col">Player</th>
                <th scope="col" className="num">
                  Qty
                </th>
                <th scope="col" className="num">
                  Unit price
                </th>
                <th scope="col" className="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {item.sizeLines.map((line, i) => (
                <tr key={`${line.size}-${i}`}>
                  <td>
                    <strong>{line.size}</strong>
                  </td>
                  <td>
                    {line.playerName || line.playerNumber ? (
                      <>
                        {line.playerName}
                        {line.playerNumber ? <span className="muted"> #{line.playerNumber}</span> : null}
                      </>
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                  <td className="num">{line.quantity}</td>
                  <td className="num">{formatCents(line.unitPriceCents)}</td>
                  <td className="num">{formatCents(line.lineTotalCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={2}>
                  <span className="muted" style={{ fontWeight: 450 }}>
                    Includes decorations {formatCents(item.prices.decorationsPriceCents)} per garment
                  </span>
                </td>
                <td className="num">{item.quantity}</td>
                <td />
                <td className="num">{formatCents(item.lineTotalCents)}</td>
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      </div>
    </article>
  );
}
