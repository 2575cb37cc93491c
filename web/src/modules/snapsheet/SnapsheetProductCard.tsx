import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { SnapsheetProductCard_ProductFragment } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { SnapshotImage } from '../snapshots/SnapshotImage';

export const SnapsheetProductCard_product = graphql(`
  fragment SnapsheetProductCard_product on SnapsheetProduct {
    id
    order
    priceCents
    product {
      styleId
      name
      brand
    }
    variant {
      id
      name
    }
    configuration {
      shortId
    }
    snapshot(view: FRONT) {
      ...SnapshotImage_snapshot
    }
  }
`);

/**
 * A product on a snapsheet page (P5): front snapshot, name, style id, variant and price; in
 * dealer mode `actions` (the product's menu) sits on the picture's corner.
 */
export function SnapsheetProductCard({
  item,
  showPrice,
  href,
  actions,
}: {
  item: SnapsheetProductCard_ProductFragment;
  showPrice: boolean;
  href: string;
  actions?: ReactNode;
}) {
  return (
    <article className="product-card" data-testid="snapsheet-product" data-style-id={item.product.styleId}>
      <div className="product-card__frame">
        <Link to={href} className="product-card__link focus-ring-over" aria-label={`Customize ${item.product.name}`}>
          <SnapshotImage snapshot={item.snapshot} alt={item.product.name} className="product-card__image" />
        </Link>
        {actions ? <div className="product-card__actions">{actions}</div> : null}
      </div>
      <div className="product-card__body">
        <h2 className="product-card__name">
          <Link to={href}>{item.product.name}</Link>
        </h2>
        <p className="product-card__meta">
          <span className="mono">{item.product.styleId}</span>
          {item.variant ? <span> · {item.variant.name}</span> : null}
        </p>
        {showPrice ? (
          <p className="product-card__price" aria-label={`Price ${formatCents(item.priceCents)}`}>
            {formatCents(item.priceCents)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
