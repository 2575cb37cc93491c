/**
 * The snapsheet rules that need no database (P5; original sections 4 and 9): pages of three with
 * the dealer's empty slot (on the last page, or a page of its own when the last is full; none
 * and no empty page for anyone else), the locked rule, moving (swap with the neighbour, no-op
 * at either end), removing (later orders move up) and the featured colour's variant (first of
 * the family in catalog order).
 */
import { isLocked } from '../projects/project-lock.js';
import { describe, expect, it } from 'vitest';
import {
  SNAPSHEET_PAGE_SIZE,
  featuredVariant,
  moveOrders,
  ordersAfterRemoving,
  snapsheetPages,
} from './snapsheet-pages.js';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 10 + i, sort_order: i + 1 }));

describe('snapsheetPages', () => {
  it('holds three products a page', () => {
    expect(SNAPSHEET_PAGE_SIZE).toBe(3);
    expect(snapsheetPages([1, 2, 3, 4, 5, 6, 7], { addSlot: false })).toEqual([
      { number: 1, products: [1, 2, 3], emptySlots: 0 },
      { number: 2, products: [4, 5, 6], emptySlots: 0 },
      { number: 3, products: [7], emptySlots: 0 },
    ]);
  });

  it('appends one empty slot for an editor: on the last page with room, else on a new page', () => {
    expect(snapsheetPages([1, 2], { addSlot: true })).toEqual([{ number: 1, products: [1, 2], emptySlots: 1 }]);
    expect(snapsheetPages([1, 2, 3], { addSlot: true })).toEqual([
      { number: 1, products: [1, 2, 3], emptySlots: 0 },
      { number: 2, products: [], emptySlots: 1 },
    ]);
    expect(snapsheetPages([], { addSlot: true })).toEqual([{ number: 1, products: [], emptySlots: 1 }]);
  });

  it('gives anyone else no slot and no empty page', () => {
    expect(snapsheetPages([1, 2, 3], { addSlot: false })).toEqual([{ number: 1, products: [1, 2, 3], emptySlots: 0 }]);
    expect(snapsheetPages([], { addSlot: false })).toEqual([]);
  });
});

describe('isLocked', () => {
  it('locks a static template and the QUOTE and CLOSED statuses only', () => {
    const row = (status: string, is_static_template = false) => ({ status, is_static_template });
    expect(['OPEN', 'LOCKER', 'QUOTE', 'COMPLETE', 'CLOSED'].map((s) => isLocked(row(s)))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
    expect(isLocked(row('OPEN', true))).toBe(true);
  });
});

describe('moveOrders', () => {
  it('swaps orders with the neighbour', () => {
    expect(moveOrders(rows(4), 11, 'UP')).toEqual([
      { id: 11, sortOrder: 1 },
      { id: 10, sortOrder: 2 },
    ]);
    expect(moveOrders(rows(4), 11, 'DOWN')).toEqual([
      { id: 11, sortOrder: 3 },
      { id: 12, sortOrder: 2 },
    ]);
  });

  it('is a no-op at either end and for an unknown id', () => {
    expect(moveOrders(rows(4), 10, 'UP')).toEqual([]);
    expect(moveOrders(rows(4), 13, 'DOWN')).toEqual([]);
    expect(moveOrders(rows(4), 99, 'UP')).toEqual([]);
  });
});

describe('ordersAfterRemoving', () => {
  it('moves the later products up one', () => {
    expect(ordersAfterRemoving(rows(4), 11)).toEqual([
      { id: 12, sortOrder: 2 },
      { id: 13, sortOrder: 3 },
    ]);
    expect(ordersAfterRemoving(rows(4), 13)).toEqual([]);
  });

  it('closes gaps left by older data', () => {
    const gappy = [
      { id: 1, sort_order: 1 },
      { id: 2, sort_order: 3 },
      { id: 3, sort_order: 7 },
    ];
    expect(ordersAfterRemoving(gappy, 1)).toEqual([
      { id: 2, sortOrder: 1 },
      { id: 3, sortOrder: 2 },
    ]);
  });
});

describe('featuredVariant', () => {
  const family: Record<number, string> = { 25: 'White', 16: 'Grey', 12: 'Grey', 1: 'Red', 13: 'Red' };
  const variants = [
    { id: 't-silver', color_id: 12, sort_order: 10 },
    { id: 't-white', color_id: 25, sort_order: 1 },
    { id: 't-heather', color_id: 16, sort_order: 6 },
    { id: 't-scarlet', color_id: 1, sort_order: 5 },
  ];
  it('takes the first variant of the family in catalog order', () => {
    expect(featuredVariant(variants, (id) => family[id], 'Grey')?.id).toBe('t-heather');
    expect(featuredVariant(variants, (id) => family[id], 'Red')?.id).toBe('t-scarlet');
  });

  it('finds none when no variant is of the family', () => {
    expect(featuredVariant(variants, (id) => family[id], 'Blue')).toBeUndefined();
    expect(featuredVariant([], (id) => family[id], 'Grey')).toBeUndefined();
  });
});
