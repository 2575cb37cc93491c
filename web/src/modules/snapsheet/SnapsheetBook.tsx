/**
 * The pages of a snapsheet (P2, P5): two-page spreads on desktop, one page at <= 1024 px,
 * arrows, keyboard (Left/Right, Home/End) and a page index. In dealer mode an "Add product"
 * slot follows the last product.
 */
import { useEffect } from 'react';
import { graphql } from '../../gql';
import type { SnapsheetBook_SnapsheetFragment } from '../../gql/graphql';
import { MOBILE_MAX_WIDTH_PX, canStep, pageLabel, spreadStart, stepPage, visiblePages } from '../../lib/pagination';
import { useMediaQuery } from '../../lib/use-media-query';
import { snapsheetPaths } from '../../lib/urls';
import { IconChevronLeft, IconChevronRight, IconPlus } from '../../ui/icons';
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

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

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
  const single = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
  const twoUp = !single;
  const pages = screenPages(snapsheet.pages, dealerMode);
  const total = pages.length;
  const shown = visiblePages(page, total, twoUp);
  const paths = snapsheetPaths(dealerCode, projectId);
  const showPrices = snapsheet.showPrices;

  // Keep the current page valid when pages or layout change (forced odd on a spread).
  useEffect(() => {
    const normalized = spreadStart(page, total, twoUp);
    if (total > 0 && normalized !== page) onPageChange(normalized);
  }, [page, total, twoUp, onPageChange]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
      if (e.key === 'ArrowRight' && canStep(page, total, twoUp, 1)) onPageChange(stepPage(page, total, twoUp, 1));
      else if (e.key === 'ArrowLeft' && canStep(page, total, twoUp, -1)) onPageChange(stepPage(page, total, twoUp, -1));
      else if (e.key === 'Home') onPageChange(1);
      else if (e.key === 'End') onPageChange(spreadStart(total, total, twoUp));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [page, total, twoUp, onPageChange]);

  if (total === 0) return null;

  return (
    <section className="book" aria-label="Snapsheet pages" aria-roledescription="carousel">
      <div className="book__stage">
        <button
          type="button"
          className="icon-btn icon-btn--bordered book__arrow"
          aria-label="Previous page"
          disabled={!canStep(page, total, twoUp, -1)}
          onClick={() => onPageChange(stepPage(page, total, twoUp, -1))}
        >
          <IconChevronLeft size={18} />
        </button>
        <div className={`book__spread${shown.length === 2 ? ' book__spread--two' : ''}`} aria-live="polite">
          {shown.map((n) => {
            const p = pages[n - 1];
            if (!p) return null;
            return (
              <div key={n} className="sheet" role="group" aria-roledescription="page" aria-label={`Page ${n}`}>
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
          })}
        </div>
        <button
          type="button"
          className="icon-btn icon-btn--bordered book__arrow"
          aria-label="Next page"
          disabled={!canStep(page, total, twoUp, 1)}
          onClick={() => onPageChange(stepPage(page, total, twoUp, 1))}
        >
          <IconChevronRight size={18} />
        </button>
      </div>
      <nav className="book__index" aria-label="Page index">
        <span className="book__label">{pageLabel(page, total, twoUp)}</span>
        <ol>
          {pages.map((p) => (
            <li key={p.number}>
              <button
                type="button"
                className="book__dot"
                aria-label={`Go to page ${p.number}`}
                aria-current={shown.includes(p.number) ? 'page' : undefined}
                onClick={() => onPageChange(spreadStart(p.number, total, twoUp))}
              >
                {p.number}
              </button>
            </li>
          ))}
        </ol>
      </nav>
    </section>
  );
}
