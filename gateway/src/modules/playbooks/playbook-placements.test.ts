/**
 * The page arithmetic of a stored playbook catalogue (P3; original sections 4 and 5): moving a
 * product (within a page, across pages and catalogs, to a full page, to a new page), compacting
 * after a removal and placing an added product (PAGE_CAPACITY 6, PAGE_FILL 3).
 */
import { describe, expect, it } from 'vitest';

import { addPlacement, compactCatalog, moveProduct, type Placement } from './playbook-pages.js';

/** Places of one or more catalogs, written `catalog:page.order` per product id. */
const place = (id: number, catalogId: number, pageIndex: number, pageOrder: number): Placement => ({
  id,
  catalogId,
  pageIndex,
  pageOrder,
});
/** Products of each catalog page in order: `{ '1/1': [ids], ... }`. */
function layout(placements: readonly Placement[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const p of [...placements].sort(
    (a, b) => a.catalogId - b.catalogId || a.pageIndex - b.pageIndex || a.pageOrder - b.pageOrder,
  )) {
    (out[`${p.catalogId}/${p.pageIndex}`] ??= []).push(p.id);
  }
  // Positions run 1..k on each page.
  for (const [key, ids] of Object.entries(out)) {
    const orders = placements
      .filter((p) => `${p.catalogId}/${p.pageIndex}` === key)
      .map((p) => p.pageOrder)
      .sort((a, b) => a - b);
    expect(orders, key).toEqual(ids.map((_, i) => i + 1));
  }
  return out;
}

describe('compactCatalog (a removal leaves no gap)', () => {
  it('renumbers pages 1..n and positions 1..k keeping the order', () => {
    const out = compactCatalog([place(1, 1, 1, 2), place(2, 1, 3, 1), place(3, 1, 3, 4), place(4, 1, 5, 1)]);
    expect(out).toEqual([place(1, 1, 1, 1), place(2, 1, 2, 1), place(3, 1, 2, 2), place(4, 1, 3, 1)]);
  });

  it('breaks a tie of positions by id and returns [] for an empty catalog', () => {
    expect(compactCatalog([place(9, 1, 1, 1), place(4, 1, 1, 1)])).toEqual([place(4, 1, 1, 1), place(9, 1, 1, 2)]);
    expect(compactCatalog([])).toEqual([]);
  });

  it('after removing the only product of page 2 of 3, page 3 becomes page 2', () => {
    const before = [place(1, 1, 1, 1), place(2, 1, 1, 2), place(3, 1, 2, 1), place(4, 1, 3, 1), place(5, 1, 3, 2)];
    expect(layout(compactCatalog(before.filter((p) => p.id !== 3)))).toEqual({ '1/1': [1, 2], '1/2': [4, 5] });
  });
});

describe('moveProduct (P3 update-order)', () => {
  // Catalog 1: page 1 [1, 2, 3], page 2 [4, 5]; catalog 2: page 1 [6].
  const start = [
    place(1, 1, 1, 1),
    place(2, 1, 1, 2),
    place(3, 1, 1, 3),
    place(4, 1, 2, 1),
    place(5, 1, 2, 2),
    place(6, 2, 1, 1),
  ];

  it('moves within a page', () => {
    expect(layout(moveProduct(start, 3, { catalogId: 1, pageIndex: 1, position: 1 }))).toEqual({
      '1/1': [3, 1, 2],
      '1/2': [4, 5],
      '2/1': [6],
    });
    expect(layout(moveProduct(start, 1, { catalogId: 1, pageIndex: 1, position: 2 }))).toEqual({
      '1/1': [2, 1, 3],
      '1/2': [4, 5],
      '2/1': [6],
    });
  });

  it('puts a position past the end last and a position below 1 first', () => {
    expect(layout(moveProduct(start, 1, { catalogId: 1, pageIndex: 1, position: 99 }))['1/1']).toEqual([2, 3, 1]);
    expect(layout(moveProduct(start, 3, { catalogId: 1, pageIndex: 1, position: 0 }))['1/1']).toEqual([3, 1, 2]);
  });

  it('moves across pages: the page it left closes up, the page it joins makes room', () => {
    expect(layout(moveProduct(start, 1, { catalogId: 1, pageIndex: 2, position: 2 }))).toEqual({
      '1/1': [2, 3],
      '1/2': [4, 1, 5],
      '2/1': [6],
    });
  });

  it('a page left empty disappears and later pages move up', () => {
    const two = [place(1, 1, 1, 1), place(2, 1, 2, 1), place(3, 1, 3, 1)];
    expect(layout(moveProduct(two, 2, { catalogId: 1, pageIndex: 3, position: 1 }))).toEqual({
      '1/1': [1],
      '1/2': [2, 3],
    });
  });

  it('moves across catalogs: both catalogs are renumbered', () => {
    const out = moveProduct(start, 4, { catalogId: 2, pageIndex: 1, position: 1 });
    expect(layout(out)).toEqual({ '1/1': [1, 2, 3], '1/2': [5], '2/1': [4, 6] });
    expect(out.find((p) => p.id === 4)).toEqual(place(4, 2, 1, 1));
  });

  it('refuses a page that already holds 6 other products (RangeError), but reorders within a full page', () => {
    const full = [...Array.from({ length: 6 }, (_, i) => place(10 + i, 1, 2, i + 1)), place(1, 1, 1, 1)];
    expect(() => moveProduct(full, 1, { catalogId: 1, pageIndex: 2, position: 1 })).toThrow(RangeError);
    expect(layout(moveProduct(full, 15, { catalogId: 1, pageIndex: 2, position: 1 }))['1/2']).toEqual([
      15, 10, 11, 12, 13, 14,
    ]);
    // Five others: the sixth fits.
    const five = full.filter((p) => p.id !== 14);
    expect(layout(moveProduct(five, 1, { catalogId: 1, pageIndex: 2, position: 6 }))).toEqual({
      '1/1': [10, 11, 12, 13, 15, 1],
    });
  });

  it('opens a new page right after the target page; later pages move on', () => {
    expect(layout(moveProduct(start, 2, { catalogId: 1, pageIndex: 1, position: 1, newPage: true }))).toEqual({
      '1/1': [1, 3],
      '1/2': [2],
      '1/3': [4, 5],
      '2/1': [6],
    });
    // After the last page of another catalog; the page it left closes up.
    expect(layout(moveProduct(start, 4, { catalogId: 2, pageIndex: 1, position: 1, newPage: true }))).toEqual({
      '1/1': [1, 2, 3],
      '1/2': [5],
      '2/1': [6],
      '2/2': [4],
    });
  });

  it('a product alone on its page moved to a new page after it stays where it is', () => {
    const one = [place(1, 1, 1, 1), place(2, 1, 2, 1)];
    expect(layout(moveProduct(one, 2, { catalogId: 1, pageIndex: 1, position: 1, newPage: true }))).toEqual({
      '1/1': [1],
      '1/2': [2],
    });
  });

  it('throws RangeError for a product that is not among the places', () => {
    expect(() => moveProduct(start, 99, { catalogId: 1, pageIndex: 1, position: 1 })).toThrow(RangeError);
  });
});

describe('addPlacement (P3: where an added product goes)', () => {
  it('the first product of an empty catalog opens page 1', () => {
    expect(addPlacement([])).toEqual({ pageIndex: 1, pageOrder: 1 });
  });

  it('joins the last page while it holds fewer than 3, else opens a new page', () => {
    expect(addPlacement([place(1, 1, 1, 1), place(2, 1, 2, 1), place(3, 1, 2, 2)])).toEqual({
      pageIndex: 2,
      pageOrder: 3,
    });
    expect(addPlacement([place(1, 1, 1, 1), place(2, 1, 1, 2), place(3, 1, 1, 3)])).toEqual({
      pageIndex: 2,
      pageOrder: 1,
    });
    // A last page filled past 3 by moves also gets a new page after it.
    const four = Array.from({ length: 4 }, (_, i) => place(i + 1, 1, 1, i + 1));
    expect(addPlacement(four)).toEqual({ pageIndex: 2, pageOrder: 1 });
  });

  it('a given page takes the product last, up to 6', () => {
    const page1 = Array.from({ length: 5 }, (_, i) => place(i + 1, 1, 1, i + 1));
    expect(addPlacement([...page1, place(9, 1, 2, 1)], 1)).toEqual({ pageIndex: 1, pageOrder: 6 });
    expect(() => addPlacement([...page1, place(6, 1, 1, 6)], 1)).toThrow(RangeError);
  });
});
