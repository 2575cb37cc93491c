/**
 * Snapsheet rules that need no database (P5, original section 4): pages of three products with
 * the dealer's empty slot, moving and removing products (orders), and the featured colour's
 * variant (the lock rule of every project: projects/project-lock.ts). Pure.
 */
import { SNAPSHEET_PAGE_SIZE } from '@tas/rules';

/** Products per snapsheet page (section 9). */
export { SNAPSHEET_PAGE_SIZE };

/** Statuses a snapsheet may take (section 4; API `SnapsheetSettingsInput.status`). */
export const SNAPSHEET_STATUSES = ['OPEN', 'LOCKER', 'QUOTE', 'COMPLETE', 'CLOSED'] as const;

/** The player number a snapsheet product shows where its template takes one (C3 default). */
export const SNAPSHEET_PLAYER_NUMBER = '00';

/** A snapsheet page (API `SnapsheetPage`). */
export interface SnapsheetPageValue<T> {
  /** 1-based page number. */
  number: number;
  products: T[];
  /** Empty "add here" slots drawn after the products (0 or 1). */
  emptySlots: number;
}

/**
 * Splits products (in order) into pages of three, numbered from 1 (P5). With `addSlot` (a
 * caller who may edit an unlocked snapsheet) one empty slot follows the last product: on the
 * last page when it has room, else on a new page of its own (also the only page of an empty
 * snapsheet). Without it no slot is drawn and no page is empty: an empty snapsheet has none.
 */
export function snapsheetPages<T>(products: readonly T[], opts: { addSlot: boolean }): SnapsheetPageValue<T>[] {
  const pages: SnapsheetPageValue<T>[] = [];
  for (let i = 0; i < products.length; i += SNAPSHEET_PAGE_SIZE) {
    pages.push({ number: pages.length + 1, products: products.slice(i, i + SNAPSHEET_PAGE_SIZE), emptySlots: 0 });
  }
  if (opts.addSlot) {
    const last = pages.at(-1);
    if (last && last.products.length < SNAPSHEET_PAGE_SIZE) last.emptySlots = 1;
    else pages.push({ number: pages.length + 1, products: [], emptySlots: 1 });
  }
  return pages;
}

/**
 * The orders after moving product `id` one place UP (towards order 1) or DOWN (P5: it swaps
 * orders with its neighbour). `products` are in order. Returns the two rows whose order
 * changes with their new order, or [] at either end (a no-op) and for an unknown id.
 */
export function moveOrders<P extends { id: number; sort_order: number }>(
  products: readonly P[],
  id: number,
  direction: 'UP' | 'DOWN',
): { id: number; sortOrder: number }[] {
  const i = products.findIndex((p) => p.id === id);
  const j = direction === 'UP' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= products.length) return [];
  const [a, b] = [products[i]!, products[j]!];
  return [
    { id: a.id, sortOrder: b.sort_order },
    { id: b.id, sortOrder: a.sort_order },
  ];
}

/**
 * The orders after removing product `id` (P5: later products move up one, so orders stay
 * 1..n). `products` are in order. Returns the rows whose order changes, with their new order.
 */
export function ordersAfterRemoving<P extends { id: number; sort_order: number }>(
  products: readonly P[],
  id: number,
): { id: number; sortOrder: number }[] {
  return products
    .filter((p) => p.id !== id)
    .map((p, i) => ({ id: p.id, sortOrder: i + 1, was: p.sort_order }))
    .filter((p) => p.sortOrder !== p.was)
    .map(({ id: pid, sortOrder }) => ({ id: pid, sortOrder }));
}

/**
 * The featured colour's variant of a style (P5, original featured-color): the first variant in
 * catalog order (sort order, then id) whose colour is of `family`; undefined when none is.
 */
export function featuredVariant<V extends { id: string; color_id: number; sort_order: number }>(
  variants: readonly V[],
  familyOf: (colorId: number) => string | undefined,
  family: string,
): V | undefined {
  return [...variants]
    .sort((a, b) => a.sort_order - b.sort_order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .find((v) => familyOf(v.color_id) === family);
}
