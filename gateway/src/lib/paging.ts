/**
 * Keyset paging of Relay connections (D5, D7, D9, D10): the page size a list takes, and the
 * connection of a page read one row past it. The key of a row (its id, or a packed sort key) is
 * the cursor, encoded by cursor.ts.
 */
import { encodeCursor } from './cursor.js';

/** Rows a page holds when `first` is not given. */
export const DEFAULT_PAGE_SIZE = 20;
/** The largest page a list answers. */
export const MAX_PAGE_SIZE = 100;

/** The page size for `first`: DEFAULT_PAGE_SIZE when absent, within 1..MAX_PAGE_SIZE. */
export function pageSize(first: number | null | undefined): number {
  return Math.min(Math.max(first ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
}

/** A Relay connection of one page: edges with cursors, the nodes, and whether more follow. */
export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/**
 * The connection of `rows`, read with a limit of `size + 1` (the extra row says a next page
 * exists), each row's cursor the encoded `keyOf(row)`.
 */
export function connectionOf<T>(rows: readonly T[], size: number, keyOf: (row: T) => number): Connection<T> {
  const page = rows.slice(0, size);
  return {
    edges: page.map((node) => ({ cursor: encodeCursor(keyOf(node)), node })),
    nodes: page,
    pageInfo: {
      hasNextPage: rows.length > size,
      endCursor: page.length ? encodeCursor(keyOf(page[page.length - 1]!)) : null,
    },
  };
}
