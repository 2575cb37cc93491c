/**
 * The pages of a snapsheet (P2, P5) in a Book: two-page spreads on desktop, one page at
 * <= 1024 px, arrows, keyboard (Left/Right, Home/End) and a page index. A page's empty slots
 * (`SnapsheetPage.emptySlots`, the server's "add here" slot for a caller who may edit an
 * unlocked snapsheet) are "Add product" cards; with `editing` each product has its menu
 * (SnapsheetProductActions) and its picture customises the product itself.
 */
import { graphql } from '../../gql';
import type { SnapsheetBook_SnapsheetFragment } from '../../gql/graphql';
import { snapsheetPaths } from '../../lib/urls';
import { IconPlus } from '../../ui/icons';
import { Book } from '../project/Book';
import { pageOfProduct, screenPages, type PageLike } from './pages';
import { SnapsheetProductActions } from './SnapsheetProductActions';
import { SnapsheetProductCard } from './SnapsheetProductCard';

export const SnapsheetBook_snapsheet = graphql(`
  fragment SnapsheetBook_snapsheet on Snapsheet {
    id
    showPrices
    pages {
      number
      emptySlots
      products {
        id
        product {
          styleId
          category
        }
        ...SnapsheetProductCard_product
        ...SnapsheetProductActions_product
      }
    }
  }
`);

export function SnapsheetBook({
  snapsheet,
  dealerCode,
  projectId,
  editing,
  page,
  onPageChange,
  onAddProduct,
  single = false,
}: {
  snapsheet: SnapsheetBook_SnapsheetFragment;
  dealerCode: string;
  projectId: string;
  /** The dealer's tools: product menus (the snapsheet is the caller's and not locked). */
  editing: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onAddProduct: () => void;
  /** One page at a time (create mode, P2). */
  single?: boolean;
}) {
  const pages = screenPages(snapsheet.pages);
  const paths = snapsheetPaths(dealerCode, projectId);
  const showPrices = snapsheet.showPrices;
  const count = snapsheet.pages.reduce((n, p) => n + p.products.length, 0);

  // After a move the product may sit on another page: show that page.
  const follow = (productId: string, after: readonly PageLike<{ id: string }>[]) => {
    const next = pageOfProduct(screenPages(after), productId);
    if (next !== null) onPageChange(next);
  };

  return (
    <Book
      single={single}
      label="Snapsheet pages"
      total={pages.length}
      page={page}
      onPageChange={onPageChange}
      renderPage={(n) => {
        const p = pages[n - 1];
        if (!p) return null;
        return (
          <div className="sheet" role="group" aria-roledescription="page" aria-label={`Page ${n}`}>
            <div className="sheet__slots">
              {p.slots.map((slot, i) =>
                slot.kind === 'product' ? (
                  <SnapsheetProductCard
                    key={slot.product.id}
                    item={slot.product}
                    showPrice={showPrices}
                    href={paths.product(
                      slot.product.product.styleId,
                      slot.product.configuration?.shortId,
                      editing ? slot.product.id : null,
                    )}
                    actions={
                      editing ? (
                        <SnapsheetProductActions
                          product={slot.product}
                          count={count}
                          dealerCode={dealerCode}
                          projectId={projectId}
                          onMoved={follow}
                        />
                      ) : undefined
                    }
                  />
                ) : (
                  <button key={`add-${i}`} type="button" className="add-card" onClick={onAddProduct}>
                    <span className="add-card__icon">
                      <IconPlus size={22} />
                    </span>
                    Add product
                  </button>
                ),
              )}
            </div>
            <footer className="sheet__footer">{n}</footer>
          </div>
        );
      }}
    />
  );
}
