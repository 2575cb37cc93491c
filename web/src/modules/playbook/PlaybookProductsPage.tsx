/**
 * A products page of a playbook (P3): the sport's title and the catalog's name on the team's
 * colour, up to 6 catalog products in a 3 x 2 grid, each with its snapshot in the team's look
 * (polled by the page's query while PENDING), name, style id, product type and, when the
 * playbook shows prices, its customer price; the page number and team at the foot.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type {
  PlaybookPage_PageFragment,
  PlaybookPage_PlaybookFragment,
  PlaybookProductsPage_ProductFragment,
} from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { SnapshotImage } from '../snapshots/SnapshotImage';
import { PRODUCT_TYPE_LABELS, pageGenderLabel } from './playbook-pages';

export const PlaybookProductsPage_product = graphql(`
  fragment PlaybookProductsPage_product on PlaybookProduct {
    id
    name
    priceCents
    customized
    catalogPageOrder
    product {
      styleId
      name
      productType
    }
    configuration {
      shortId
    }
    snapshot {
      ...SnapshotImage_snapshot
    }
  }
`);

/** How the products of a page are linked, decorated and reported loaded. */
export interface ProductSlotProps {
  /** The product page of a product (visitors customise it there); none in print. */
  href?: (product: PlaybookProductsPage_ProductFragment) => string;
  /** Extra controls on a product (edit mode: CatalogProductActions). */
  actions?: (product: PlaybookProductsPage_ProductFragment) => ReactNode;
  /** Called once a product's picture has loaded or failed (print readiness). */
  onImageSettled?: (productId: string) => void;
}

export function PlaybookProductsPage({
  playbook,
  page,
  total,
  product: slot = {},
}: {
  playbook: PlaybookPage_PlaybookFragment;
  page: PlaybookPage_PageFragment;
  total: number;
  product?: ProductSlotProps;
}) {
  const gender = pageGenderLabel(page.gender);
  return (
    <div className="pb-products">
      <header className="pb-products__head">
        <h2 className="pb-products__sport">{page.sport?.name ?? page.title}</h2>
        <p className="pb-products__catalog">
          {page.catalog?.name}
          {gender && !page.catalog?.name.startsWith(gender) ? <span> · {gender}</span> : null}
        </p>
      </header>
      <ul className={`pb-products__grid pb-products__grid--${Math.min(page.products.length, 6)}`}>
        {page.products.map((item) => {
          const href = slot.href?.(item);
          const picture = (
            <SnapshotImage
              snapshot={item.snapshot}
              alt={item.name}
              onSettled={slot.onImageSettled ? () => slot.onImageSettled?.(item.id) : undefined}
            />
          );
          return (
            <li key={item.id} className="pb-product">
              <div className="pb-product__frame">
                {href ? (
                  <Link
                    to={href}
                    className="pb-product__picture pb-product__link focus-ring-over"
                    aria-label={`Customize ${item.name}`}
                  >
                    {picture}
                  </Link>
                ) : (
                  <div className="pb-product__picture">{picture}</div>
                )}
              </div>
              <div className="pb-product__text">
                <p className="pb-product__name">{item.name}</p>
                <p className="pb-product__meta">
                  <span className="pb-product__style">{item.product.styleId}</span>
                  {' · '}
                  {PRODUCT_TYPE_LABELS[item.product.productType]}
                </p>
                {playbook.showPrices ? (
                  <p className="pb-product__price" aria-label={`Price ${formatCents(item.priceCents)}`}>
                    {formatCents(item.priceCents)}
                  </p>
                ) : null}
              </div>
              {slot.actions ? <div className="pb-product__actions">{slot.actions(item)}</div> : null}
            </li>
          );
        })}
      </ul>
      <footer className="pb-products__foot">
        <span>{playbook.teamName}</span>
        <span className="pb-products__num">
          {page.number}
          <span className="pb-products__of"> / {total}</span>
        </span>
      </footer>
    </div>
  );
}
