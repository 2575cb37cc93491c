/**
 * Snapsheet pages on screen (P5): pages of 3 products from the server; in dealer mode one
 * empty slot is appended for adding a product (on the last page when it has room, else on a
 * new page). Visitors never see empty slots.
 */

/** Products per snapsheet page (section 9). */
export const SNAPSHEET_PAGE_SIZE = 3;

export interface PageLike<P> {
  number: number;
  products: readonly P[];
}

/** A slot on a page: a product or the dealer's "Add product" card. */
export type Slot<P> = { kind: 'product'; product: P } | { kind: 'add' };

export interface ScreenPage<P> {
  number: number;
  slots: Slot<P>[];
}

/** The pages to show, with the dealer-mode add slot. Empty pages from the server are dropped. */
export function screenPages<P>(pages: readonly PageLike<P>[], dealerMode: boolean): ScreenPage<P>[] {
  const out: ScreenPage<P>[] = pages
    .filter((p) => p.products.length > 0)
    .map((p, i) => ({
      number: i + 1,
      slots: p.products.map((product) => ({ kind: 'product' as const, product })),
    }));
  if (!dealerMode) return out;
  const last = out[out.length - 1];
  if (last && last.slots.length < SNAPSHEET_PAGE_SIZE) last.slots.push({ kind: 'add' });
  else out.push({ number: out.length + 1, slots: [{ kind: 'add' }] });
  return out;
}
