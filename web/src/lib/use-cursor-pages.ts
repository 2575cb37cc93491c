import { useState } from 'react';

/** Cursor paging of a connection list (D5, D7, D9, D10): Previous / Next over `first`/`after`. */
export interface CursorPages {
  /** The current page's `after` cursor (null on the first page). */
  after: string | null;
  /** 0-based index of the current page. */
  pageIndex: number;
  /** Back to the first page (after a filter or search change). */
  reset(): void;
  previous(): void;
  /** To the page after `endCursor`, the current page's `pageInfo.endCursor`. */
  next(endCursor: string): void;
}

/** Keeps the cursor of each page shown so far; the last one is the current page's `after`. */
export function useCursorPages(): CursorPages {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    after: cursors[cursors.length - 1] ?? null,
    pageIndex: cursors.length - 1,
    reset: () => setCursors([null]),
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    next: (endCursor) => setCursors((c) => [...c, endCursor]),
  };
}
