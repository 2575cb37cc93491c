import { SNAPSHEET_PAGE_SIZE } from '@tas/rules';
/**
 * Snapsheet pages on screen (P5, section 4): the server's pages of 3 products, each followed by
 * its empty slots (`SnapsheetPage.emptySlots`: the dealer's "Add product" card, 1 on the last
 * page for a caller who may edit an unlocked snapsheet, on a page of its own when the last page
 * is full). Pages with neither products nor slots are dropped and the rest numbered 1..n.
 */

/** Products per snapsheet page (section 9). */
export { SNAPSHEET_PAGE_SIZE };

export interface PageLike<P> {
  number: number;
  products: readonly P[];
  /** Empty slots after the products; absent reads as 0. */
  emptySlots?: number | null;
}

/** A slot on a page: a product or the dealer's "Add product" card. */
export type Slot<P> = { kind: 'product'; product: P } | { kind: 'add' };

export interface ScreenPage<P> {
  number: number;
  slots: Slot<P>[];
}

/** The pages to show: products, then the page's empty slots (at most a page's worth). */
export function screenPages<P>(pages: readonly PageLike<P>[]): ScreenPage<P>[] {
  return pages
    .map((p) => {
      const free = Math.max(0, SNAPSHEET_PAGE_SIZE - p.products.length);
      const empty = Math.min(free, Math.max(0, Math.floor(p.emptySlots ?? 0)));
      const slots: Slot<P>[] = p.products.map((product) => ({ kind: 'product' as const, product }));
      for (let i = 0; i < empty; i++) slots.push({ kind: 'add' });
      return slots;
    })
    .filter((slots) => slots.length > 0)
    .map((slots, i) => ({ number: i + 1, slots }));
}

/** The 1-based page (of {@link screenPages}) showing the product `id`, or null. */
export function pageOfProduct<P extends { id: string }>(pages: readonly ScreenPage<P>[], id: string): number | null {
  const page = pages.find((p) => p.slots.some((s) => s.kind === 'product' && s.product.id === id));
  return page ? page.number : null;
}

/** Which neighbours a product at `order` (1-based) of `count` products can swap with (P5). */
export function moveOptions(order: number, count: number): { up: boolean; down: boolean } {
  return { up: order > 1, down: order < count };
}

/**
 * The product an add appended (P5): the first of `after` whose id `before` did not have, or null.
 * `addSnapsheetProduct` answers the whole snapsheet, so this finds the new one.
 */
export function addedProduct<P extends { id: string }>(before: readonly string[], after: readonly P[]): P | null {
  const known = new Set(before);
  return after.find((p) => !known.has(p.id)) ?? null;
}
