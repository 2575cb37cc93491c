import type { CursorPages } from '../lib/use-cursor-pages';
import { Button } from './Button';
import { IconChevronLeft, IconChevronRight } from './icons';

/** What the pager reads of a GraphQL connection page. */
interface ConnectionPage {
  totalCount: number;
  nodes: readonly unknown[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/**
 * The footer of a paged list: '{first}–{last} of {total}' and Previous / Next buttons. Renders
 * nothing while there is no page or the list is empty.
 */
export function ListPager({
  connection,
  pages,
  pageSize,
}: {
  connection: ConnectionPage | null | undefined;
  pages: CursorPages;
  pageSize: number;
}) {
  if (!connection || connection.totalCount === 0) return null;
  const first = pages.pageIndex * pageSize + 1;
  const last = pages.pageIndex * pageSize + connection.nodes.length;
  const endCursor = connection.pageInfo.endCursor;
  return (
    <div className="list-footer">
      <span>
        {first}–{last} of {connection.totalCount}
      </span>
      <div className="row">
        <Button
          size="sm"
          icon={<IconChevronLeft size={14} />}
          disabled={pages.pageIndex === 0}
          onClick={pages.previous}
        >
          Previous
        </Button>
        <Button
          size="sm"
          disabled={!connection.pageInfo.hasNextPage || !endCursor}
          onClick={() => endCursor && pages.next(endCursor)}
        >
          Next
          <IconChevronRight size={14} />
        </Button>
      </div>
    </div>
  );
}
