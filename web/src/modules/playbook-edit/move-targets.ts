/**
 * Where a catalog product may be moved (P3, `moveCatalogProduct`): the playbook's product pages
 * as the viewer numbers them, each with its title and how many products it holds, and the
 * positions on a page. A page holds at most {@link MAX_PAGE_PRODUCTS} products; the server
 * refuses a full page (BAD_USER_INPUT `pageNumber`).
 */
import type { MoveCatalogProductInput } from '../../gql/graphql';

/** Most products a playbook page holds (API: created pages hold 3, a page at most 6). */
export const MAX_PAGE_PRODUCTS = 6;

/** What these functions read of a `PlaybookPage`. */
export interface PageLike {
  number: number;
  kind: string;
  title: string;
  catalog?: { id: string; name: string } | null;
  products: readonly { id: string }[];
}

/** A product page offered as a move target. */
export interface MoveTarget {
  pageNumber: number;
  /** e.g. 'Page 5 · Football · Uniforms (3 of 6)'. */
  label: string;
  /** Products on the page now, the moving one included. */
  productCount: number;
  /** The page the product is on. */
  current: boolean;
  /** The page cannot take one more product (another page holding 6 already). */
  full: boolean;
}

/** The product pages as move targets for `productId`, in page order. */
export function moveTargets(pages: readonly PageLike[], productId: string): MoveTarget[] {
  return pages
    .filter((p) => p.kind === 'PRODUCTS')
    .map((p) => {
      const current = p.products.some((x) => x.id === productId);
      const count = p.products.length;
      const section = p.catalog && p.catalog.name !== p.title ? `${p.title} · ${p.catalog.name}` : p.title;
      return {
        pageNumber: p.number,
        label: `Page ${p.number} · ${section} (${count} of ${MAX_PAGE_PRODUCTS})`,
        productCount: count,
        current,
        full: !current && count >= MAX_PAGE_PRODUCTS,
      };
    });
}

/** Where the product is now: its page number and 1-based position there; null if not shown. */
export function currentPlacement(
  pages: readonly PageLike[],
  productId: string,
): { pageNumber: number; position: number } | null {
  for (const page of pages) {
    const index = page.products.findIndex((p) => p.id === productId);
    if (index >= 0) return { pageNumber: page.number, position: index + 1 };
  }
  return null;
}

/**
 * The positions the product may take on `target`: 1 to the page's count on its own page, 1 to
 * count + 1 on another (the last one: after the page's products).
 */
export function positionCount(target: MoveTarget): number {
  return target.current ? target.productCount : Math.min(target.productCount + 1, MAX_PAGE_PRODUCTS);
}

/** True when moving to `input` would leave the product where it is. */
export function isSamePlace(
  placement: { pageNumber: number; position: number } | null,
  input: MoveCatalogProductInput,
): boolean {
  return !input.newPage && placement?.pageNumber === input.pageNumber && placement.position === input.position;
}
