/**
 * The pages of a snapsheet (P2, P5) in a Book: two-page spreads on desktop, one page at
 * <= 1024 px, arrows, keyboard (Left/Right, Home/End) and a page index. In dealer mode an "Add
 * product" slot follows the last product.
 */
import { graphql } from '../../gql';
import type { SnapsheetBook_SnapsheetFragment } from '../../gql/graphql';
import { snapsheetPaths } from '../../lib/urls';
import { IconPlus } from '../../ui/icons';
import { Book } from '../project/Book';
import { screenPages } from './pages';
import { SnapsheetProductCard } from './SnapsheetProductCard';

export const SnapsheetBook_snapsheet = graphql(`
  fragment SnapsheetBook_snapsheet on Snapsheet {
    id
    showPrices
    pages {
      number
      products {
        id
        ...SnapsheetProductCard_product
      }
    }
  }
`);

export function SnapsheetBook({
  snapsheet,
  dealerCode,
  projectId,
  dealerMode,
  page,
  onPageChange,
  onAddProduct,
}: {
  snapsheet: SnapsheetBook_SnapsheetFragment;
  dealerCode: string;
  projectId: string;
  dealerMode: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onAddProduct: () => void;
}) {
  const pages = screenPages(snapsheet.pages, dealerMode);
  const paths = snapsheetPaths(dealerCode, projectId);
  const showPrices = snapsheet.showPrices;

  return (
    <Book
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
              {p.slots.map((slot) =>
                slot.kind === 'product' ? (
                  <SnapsheetProductCard
                    key={slot.product.id}
                    item={slot.product}
                    showPrice={showPrices}
                    href={paths.product(slot.product.product.styleId, slot.product.configuration?.shortId)}
                  />
                ) : (
                  <button key="add" type="button" className="add-card" onClick={onAddProduct}>
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
