import { describe, expect, it } from 'vitest';
import { decodeCursor } from './cursor.js';
import { connectionOf, pageSize } from './paging.js';

describe('keyset paging (D5, D7, D9, D10)', () => {
  it('takes 20 rows by default and 1 to 100 when asked', () => {
    expect(pageSize(undefined)).toBe(20);
    expect(pageSize(null)).toBe(20);
    expect(pageSize(0)).toBe(1);
    expect(pageSize(-5)).toBe(1);
    expect(pageSize(7)).toBe(7);
    expect(pageSize(500)).toBe(100);
  });

  it('answers the page, its cursors and whether a next page exists (one row read past it)', () => {
    const rows = [{ id: 9 }, { id: 7 }, { id: 4 }];
    const page = connectionOf(rows, 2, (r) => r.id);
    expect(page.nodes).toEqual([{ id: 9 }, { id: 7 }]);
    expect(page.edges.map((e) => decodeCursor(e.cursor))).toEqual([9, 7]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(decodeCursor(page.pageInfo.endCursor!)).toBe(7);
    const last = connectionOf(rows.slice(2), 2, (r) => r.id);
    expect(last.pageInfo).toEqual({ hasNextPage: false, endCursor: last.edges[0]!.cursor });
    expect(connectionOf([], 2, (r: { id: number }) => r.id).pageInfo).toEqual({ hasNextPage: false, endCursor: null });
  });
});
