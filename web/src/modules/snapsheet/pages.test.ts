import { describe, expect, it } from 'vitest';
import { screenPages } from './pages';

const page = (number: number, products: string[]) => ({ number, products });

describe('screenPages (P5)', () => {
  it('shows the server pages unchanged for visitors', () => {
    const pages = screenPages([page(1, ['a', 'b', 'c']), page(2, ['d'])], false);
    expect(pages.map((p) => p.slots.length)).toEqual([3, 1]);
    expect(pages[1]!.slots[0]).toEqual({ kind: 'product', product: 'd' });
  });

  it('appends the add slot on the last page when it has room (dealer mode)', () => {
    const pages = screenPages([page(1, ['a', 'b', 'c']), page(2, ['d'])], true);
    expect(pages).toHaveLength(2);
    expect(pages[1]!.slots).toEqual([{ kind: 'product', product: 'd' }, { kind: 'add' }]);
  });

  it('starts a new page for the add slot when the last page is full', () => {
    const pages = screenPages([page(1, ['a', 'b', 'c'])], true);
    expect(pages).toHaveLength(2);
    expect(pages[1]).toEqual({ number: 2, slots: [{ kind: 'add' }] });
  });

  it('gives an empty snapsheet one page with the add slot for dealers and none for visitors', () => {
    expect(screenPages([], true)).toEqual([{ number: 1, slots: [{ kind: 'add' }] }]);
    expect(screenPages([], false)).toEqual([]);
  });

  it('drops empty trailing pages and renumbers', () => {
    const pages = screenPages([page(1, ['a']), page(2, [])], false);
    expect(pages).toEqual([{ number: 1, slots: [{ kind: 'product', product: 'a' }] }]);
  });
});
