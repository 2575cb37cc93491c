/**
 * The Index page of a playbook (P3): each sport with the page where it starts and its catalogs,
 * with dotted leaders like a printed table of contents. In the viewer a line goes to its page;
 * in the PDF it links to the page.
 */
import type { PlaybookPage_PlaybookFragment } from '../../gql/graphql';
import { pageAnchor, type IndexEntry } from './playbook-pages';

export function PlaybookIndex({
  playbook,
  entries,
  onGoToPage,
}: {
  playbook: PlaybookPage_PlaybookFragment;
  entries: readonly IndexEntry[];
  onGoToPage?: (page: number) => void;
}) {
  const line = (label: string, page: number, className: string) =>
    onGoToPage ? (
      <button
        type="button"
        className={className}
        onClick={() => onGoToPage(page)}
        aria-label={`${label}, page ${page}`}
      >
        <span>{label}</span>
        <span className="pb-index__dots" aria-hidden="true" />
        <span className="pb-index__num">{page}</span>
      </button>
    ) : (
      <a className={className} href={`#${pageAnchor(page)}`}>
        <span>{label}</span>
        <span className="pb-index__dots" aria-hidden="true" />
        <span className="pb-index__num">{page}</span>
      </a>
    );
  return (
    <div className="pb-index">
      <header className="pb-index__head">
        <p className="pb-index__team">{playbook.teamName}</p>
        <h2 className="pb-index__title">Index</h2>
      </header>
      {entries.length === 0 ? (
        <p className="pb-index__empty">No products match the playbook's filters.</p>
      ) : (
        <ol className="pb-index__list">
          {entries.map((e, i) => (
            <li key={e.sportId}>
              <span className="pb-index__order" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <div className="pb-index__sport">
                {line(e.name, e.page, 'pb-index__line pb-index__line--sport')}
                {e.catalogs.length > 1 ? (
                  <ul>
                    {e.catalogs.map((c) => (
                      <li key={c.id}>{line(c.name, c.page, 'pb-index__line')}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="pb-band" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
