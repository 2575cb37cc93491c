/**
 * The pages of a project as a book (P2), for snapsheets and playbooks: two-page spreads on
 * desktop, one page at <= 1024 px or when `single` (create mode), the current page forced odd on
 * a spread, arrows, keyboard (Left/Right, Home/End; not while typing or in a dialog) and a page
 * index. Pages are 1-based; `renderPage(n)` draws page n. When the page changes and the top of
 * the new page is hidden (on a phone the arrows sit under a long page), it is scrolled into view
 * below the sticky header (its scroll-margin-top, lib/use-sticky-offset).
 */
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { MOBILE_MAX_WIDTH_PX, canStep, pageLabel, spreadStart, stepPage, visiblePages } from '../../lib/pagination';
import { useMediaQuery } from '../../lib/use-media-query';
import { revealTop } from '../../lib/use-sticky-offset';
import { IconChevronLeft, IconChevronRight } from '../../ui/icons';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

export function Book({
  label,
  total,
  page,
  onPageChange,
  single = false,
  className,
  renderPage,
}: {
  /** Accessible name of the book, e.g. 'Snapsheet pages'. */
  label: string;
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  /** One page at a time whatever the width (create mode, P2). */
  single?: boolean;
  className?: string;
  renderPage: (page: number) => ReactNode;
}) {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
  const twoUp = !narrow && !single;
  const shown = visiblePages(page, total, twoUp);

  // Keep the current page valid when pages or layout change (forced odd on a spread).
  useEffect(() => {
    const normalized = spreadStart(page, total, twoUp);
    if (total > 0 && normalized !== page) onPageChange(normalized);
  }, [page, total, twoUp, onPageChange]);

  // A new page shows from its top: not hidden above the window or under the sticky header.
  const spreadRef = useRef<HTMLDivElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    revealTop(spreadRef.current);
  }, [page]);

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
    <section
      className={['book', className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-roledescription="carousel"
    >
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
        <div
          ref={spreadRef}
          className={`book__spread${shown.length === 2 ? ' book__spread--two' : ''}`}
          aria-live="polite"
        >
          {shown.map((n) => (
            <Fragment key={n}>{renderPage(n)}</Fragment>
          ))}
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
          {Array.from({ length: total }, (_, i) => i + 1).map((n) => (
            <li key={n}>
              <button
                type="button"
                className="book__dot"
                aria-label={`Go to page ${n}`}
                aria-current={shown.includes(n) ? 'page' : undefined}
                onClick={() => onPageChange(spreadStart(n, total, twoUp))}
              >
                {n}
              </button>
            </li>
          ))}
        </ol>
      </nav>
    </section>
  );
}
