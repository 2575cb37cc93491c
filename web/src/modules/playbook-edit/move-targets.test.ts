import { describe, expect, it } from 'vitest';
import { currentPlacement, isSamePlace, moveTargets, positionCount, type PageLike } from './move-targets';

const products = (...ids: string[]) => ids.map((id) => ({ id }));

const PAGES: PageLike[] = [
  { number: 1, kind: 'COVER', title: 'Eagles', products: [] },
  { number: 2, kind: 'INDEX', title: 'Index', products: [] },
  {
    number: 3,
    kind: 'PRODUCTS',
    title: 'Football',
    catalog: { id: 'c1', name: 'Uniforms' },
    products: products('a', 'b'),
  },
  {
    number: 4,
    kind: 'PRODUCTS',
    title: 'Football',
    catalog: { id: 'c2', name: 'Fan Gear' },
    products: products('c', 'd', 'e', 'f', 'g', 'h'),
  },
  { number: 5, kind: 'PRODUCTS', title: 'Soccer', catalog: { id: 'c3', name: 'Soccer' }, products: products('i') },
  { number: 6, kind: 'BACK_COVER', title: 'Back Cover', products: [] },
];

describe('move targets (P3 moveCatalogProduct)', () => {
  it('offers the product pages only, numbered as the viewer shows them', () => {
    const targets = moveTargets(PAGES, 'a');
    expect(targets.map((t) => t.pageNumber)).toEqual([3, 4, 5]);
    expect(targets[0]).toEqual({
      pageNumber: 3,
      label: 'Page 3 · Football · Uniforms (2 of 6)',
      productCount: 2,
      current: true,
      full: false,
    });
    // A catalog named like its sport is not repeated.
    expect(targets[2]?.label).toBe('Page 5 · Soccer (1 of 6)');
  });

  it('marks a page of 6 full unless the product is on it', () => {
    expect(moveTargets(PAGES, 'a')[1]?.full).toBe(true);
    expect(moveTargets(PAGES, 'c')[1]).toMatchObject({ full: false, current: true });
  });

  it('finds where the product is', () => {
    expect(currentPlacement(PAGES, 'e')).toEqual({ pageNumber: 4, position: 3 });
    expect(currentPlacement(PAGES, 'zzz')).toBeNull();
  });

  it('counts the positions on a page', () => {
    const [own, full, other] = moveTargets(PAGES, 'a');
    expect(positionCount(own!)).toBe(2);
    expect(positionCount(other!)).toBe(2);
    expect(positionCount(full!)).toBe(6);
  });

  it('tells a move that changes nothing', () => {
    const here = { pageNumber: 3, position: 1 };
    expect(isSamePlace(here, { pageNumber: 3, position: 1 })).toBe(true);
    expect(isSamePlace(here, { pageNumber: 3, position: 2 })).toBe(false);
    expect(isSamePlace(here, { pageNumber: 3, position: 1, newPage: true })).toBe(false);
    expect(isSamePlace(null, { pageNumber: 3, position: 1 })).toBe(false);
  });
});
