import { describe, expect, it } from 'vitest';
import { addedProduct, moveOptions, pageOfProduct, screenPages } from './pages';

const page = (number: number, products: string[], emptySlots = 0) => ({ number, products, emptySlots });

describe('screenPages (P5)', () => {
  it('shows the server pages unchanged without empty slots (visitors, locked snapsheets)', () => {
    const pages = screenPages([page(1, ['a', 'b', 'c']), page(2, ['d'])]);
    expect(pages.map((p) => p.slots.length)).toEqual([3, 1]);
    expect(pages[1]!.slots[0]).toEqual({ kind: 'product', product: 'd' });
  });

  it('draws the last page empty slot as an add card after the products', () => {
    const pages = screenPages([page(1, ['a', 'b', 'c']), page(2, ['d'], 1)]);
    expect(pages).toHaveLength(2);
    expect(pages[1]!.slots).toEqual([{ kind: 'product', product: 'd' }, { kind: 'add' }]);
  });

  it('keeps the page of its own the server gives the slot when the last page is full', () => {
    const pages = screenPages([page(1, ['a', 'b', 'c']), page(2, [], 1)]);
    expect(pages).toEqual([
      { number: 1, slots: ['a', 'b', 'c'].map((product) => ({ kind: 'product', product })) },
      { number: 2, slots: [{ kind: 'add' }] },
    ]);
  });

  it('gives an empty snapsheet one add page for its editor and nothing for anyone else', () => {
    expect(screenPages([page(1, [], 1)])).toEqual([{ number: 1, slots: [{ kind: 'add' }] }]);
    expect(screenPages([])).toEqual([]);
    expect(screenPages([page(1, [])])).toEqual([]);
  });

  it('never draws more slots than a page holds, and renumbers after dropping empty pages', () => {
    expect(screenPages([page(1, ['a', 'b'], 5)])[0]!.slots).toHaveLength(3);
    expect(screenPages([page(1, ['a']), page(2, []), page(3, ['b'])]).map((p) => p.number)).toEqual([1, 2]);
  });
});

describe('snapsheet product helpers (P5)', () => {
  const pages = screenPages([
    { number: 1, products: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] },
    { number: 2, products: [{ id: 'd' }], emptySlots: 1 },
  ]);

  it('finds the page of a product', () => {
    expect(pageOfProduct(pages, 'a')).toBe(1);
    expect(pageOfProduct(pages, 'd')).toBe(2);
    expect(pageOfProduct(pages, 'x')).toBeNull();
  });

  it('offers Move up except on the first product and Move down except on the last', () => {
    expect(moveOptions(1, 4)).toEqual({ up: false, down: true });
    expect(moveOptions(2, 4)).toEqual({ up: true, down: true });
    expect(moveOptions(4, 4)).toEqual({ up: true, down: false });
    expect(moveOptions(1, 1)).toEqual({ up: false, down: false });
  });

  it('finds the product an add appended', () => {
    expect(addedProduct(['a', 'b'], [{ id: 'a' }, { id: 'b' }, { id: 'c' }])).toEqual({ id: 'c' });
    expect(addedProduct(['a'], [{ id: 'a' }])).toBeNull();
  });
});
