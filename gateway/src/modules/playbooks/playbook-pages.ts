/**
 * A playbook's catalogue as pure functions (P3): the default catalogs of a sport, the pages the
 * viewer and the PDF show (Cover, Index, product pages, Back Cover) after the page gender and
 * the saved filters, and the page arithmetic of adding, moving and removing catalog products.
 * No database: the service loads rows and writes what these functions decide.
 */
import type {
  CatalogProductRow,
  CatalogTypeValue,
  PlaybookCatalogRow,
  PlaybookSportRow,
  StyleRow,
} from '../../db/types.js';

/** Most products a playbook page holds (P3); a page the catalogue creates holds `PAGE_FILL`. */
export const PAGE_CAPACITY = 6;
/** Products per page when a catalogue is created or a product is added to a new page. */
export const PAGE_FILL = 3;

/** Genders the viewer's gender filter takes (P3, original section 5: men, women). */
export const FILTER_GENDERS = ['MEN', 'WOMEN'] as const;
/** Product types of the product-type filter (P3: Five Day, Sublimated, Stock). */
export const FILTER_PRODUCT_TYPES = ['FIVE_DAY', 'SUBLIMATED', 'STOCK'] as const;

/** The saved filters of a playbook (`projects.settings`); [] shows everything. */
export interface PlaybookFilters {
  genders: readonly string[];
  productTypes: readonly string[];
}

/** The filters stored in a playbook's settings; unknown values are dropped. */
export function filtersOf(settings: unknown): PlaybookFilters {
  const s = (settings ?? {}) as { genderFilter?: unknown; productTypeFilter?: unknown };
  const list = (v: unknown, allowed: readonly string[]) =>
    Array.isArray(v) ? allowed.filter((a) => v.includes(a)) : [];
  return {
    genders: list(s.genderFilter, FILTER_GENDERS),
    productTypes: list(s.productTypeFilter, FILTER_PRODUCT_TYPES),
  };
}

/** What the page rules need of a product's style. */
export type StyleFacts = Pick<StyleRow, 'genders' | 'product_type'>;

/**
 * P3 (original section 5): whether a product shows on a page of gender `pageGender` under the
 * filters. A page shows products whose genders include its gender, or that are unisex (null
 * gender: every product); the gender filter keeps products of a chosen gender or unisex; the
 * product-type filter keeps the chosen types. Empty filters keep everything.
 */
export function productShows(style: StyleFacts, pageGender: string | null, filters: PlaybookFilters): boolean {
  const unisex = style.genders.includes('UNISEX');
  if (pageGender && !unisex && !style.genders.includes(pageGender)) return false;
  if (filters.genders.length && !unisex && !filters.genders.some((g) => style.genders.includes(g))) return false;
  if (filters.productTypes.length && !filters.productTypes.includes(style.product_type)) return false;
  return true;
}

/** A catalog a new playbook sport starts with, with its products in page order. */
export interface DefaultCatalog {
  name: string;
  catalogType: CatalogTypeValue;
  gender: string | null;
  products: { styleId: string; pageIndex: number; pageOrder: number }[];
}

/**
 * P3: the catalogs a sport starts with, from the styles of that sport in catalog order:
 * 'Uniforms' (uniforms not only for women, every page gender), "Women's Uniforms" (women-only
 * uniforms, page gender WOMEN), 'Fan Gear' (spiritwear) and 'Coaches' (coaches wear); empty
 * ones are left out. Products fill pages of `PAGE_FILL`.
 */
export function defaultCatalogs(styles: readonly Pick<StyleRow, 'id' | 'category' | 'genders'>[]): DefaultCatalog[] {
  const womenOnly = (s: Pick<StyleRow, 'genders'>) => s.genders.length > 0 && s.genders.every((g) => g === 'WOMEN');
  const groups: {
    name: string;
    catalogType: CatalogTypeValue;
    gender: string | null;
    pick: (s: (typeof styles)[number]) => boolean;
  }[] = [
    { name: 'Uniforms', catalogType: 'UNIFORM', gender: null, pick: (s) => s.category === 'UNIFORM' && !womenOnly(s) },
    {
      name: "Women's Uniforms",
      catalogType: 'UNIFORM',
      gender: 'WOMEN',
      pick: (s) => s.category === 'UNIFORM' && womenOnly(s),
    },
    { name: 'Fan Gear', catalogType: 'SPIRITWEAR', gender: null, pick: (s) => s.category === 'SPIRITWEAR' },
    { name: 'Coaches', catalogType: 'COACHES', gender: null, pick: (s) => s.category === 'COACHES' },
  ];
  return groups
    .map(({ pick, ...g }) => ({
      ...g,
      products: styles.filter(pick).map((s, i) => ({
        styleId: s.id,
        pageIndex: Math.floor(i / PAGE_FILL) + 1,
        pageOrder: (i % PAGE_FILL) + 1,
      })),
    }))
    .filter((c) => c.products.length > 0);
}

/** What a playbook page holds (API.md `Playbook.pages`). */
export type PlaybookPageKind = 'COVER' | 'INDEX' | 'PRODUCTS' | 'BACK_COVER';

/** A page of a playbook (P3), the parent of the `PlaybookPage` GraphQL type. */
export interface PlaybookPageValue {
  /** 1-based page number: what the viewer shows and the PDF prints. */
  number: number;
  kind: PlaybookPageKind;
  /** Team name on the cover, 'Index', the sport's name on a product page, 'Back Cover'. */
  title: string;
  sport: PlaybookSportRow | null;
  catalog: PlaybookCatalogRow | null;
  /** The page's `catalog_page_index` (product pages). */
  catalogPageIndex: number | null;
  /** The page gender (its catalog's). */
  gender: string | null;
  /** Products shown, in page order, after the filters. */
  products: CatalogProductRow[];
}

/** A playbook's stored catalogue: its sports, catalogs and products (any order). */
export interface Catalogue {
  sports: readonly PlaybookSportRow[];
  catalogs: readonly PlaybookCatalogRow[];
  products: readonly CatalogProductRow[];
}

const byOrder = <T extends { sort_order: number; id: number }>(a: T, b: T) =>
  a.sort_order - b.sort_order || a.id - b.id;
const byPage = (a: CatalogProductRow, b: CatalogProductRow) =>
  a.catalog_page_index - b.catalog_page_index || a.catalog_page_order - b.catalog_page_order || a.id - b.id;

/** The sports in playbook order, each with its catalogs in order. */
export function sportsInOrder(c: Catalogue): { sport: PlaybookSportRow; catalogs: PlaybookCatalogRow[] }[] {
  return [...c.sports].sort(byOrder).map((sport) => ({
    sport,
    catalogs: c.catalogs.filter((k) => k.playbook_sport_id === sport.id).sort(byOrder),
  }));
}

/** The products of one catalog in page order (page index, then position). */
export function catalogProductsInOrder(c: Pick<Catalogue, 'products'>, catalogId: number): CatalogProductRow[] {
  return c.products.filter((p) => p.catalog_id === catalogId).sort(byPage);
}

/**
 * P3, API.md: the pages of a playbook in order: Cover and Index (only with
 * `showCoverAndIndex`), then for each sport in order, each of its catalogs in order, each page
 * index of the catalog with the products that show on it (`productShows`); a page the filters
 * leave empty is not shown. The Back Cover closes. `styleOf` gives a product's style facts
 * (a product whose style is unknown is not shown).
 */
export function playbookPages(
  project: { showCoverAndIndex: boolean; teamName: string; filters: PlaybookFilters },
  catalogue: Catalogue,
  styleOf: (styleId: string) => StyleFacts | null | undefined,
): PlaybookPageValue[] {
  const pages: Omit<PlaybookPageValue, 'number'>[] = [];
  const plain = { sport: null, catalog: null, catalogPageIndex: null, gender: null, products: [] };
  if (project.showCoverAndIndex) {
    pages.push({ ...plain, kind: 'COVER', title: project.teamName });
    pages.push({ ...plain, kind: 'INDEX', title: 'Index' });
  }
  for (const { sport, catalogs } of sportsInOrder(catalogue)) {
    for (const catalog of catalogs) {
      const byIndex = new Map<number, CatalogProductRow[]>();
      for (const p of catalogProductsInOrder(catalogue, catalog.id)) {
        const style = styleOf(p.style_id);
        if (!style || !productShows(style, catalog.gender, project.filters)) continue;
        const list = byIndex.get(p.catalog_page_index);
        if (list) list.push(p);
        else byIndex.set(p.catalog_page_index, [p]);
      }
      for (const [index, products] of [...byIndex].sort(([a], [b]) => a - b)) {
        pages.push({
          kind: 'PRODUCTS',
          title: sport.name,
          sport,
          catalog,
          catalogPageIndex: index,
          gender: catalog.gender,
          products,
        });
      }
    }
  }
  pages.push({ ...plain, kind: 'BACK_COVER', title: 'Back Cover' });
  return pages.map((p, i) => ({ ...p, number: i + 1 }));
}

/** A product's place in its catalog. */
export interface Placement {
  id: number;
  catalogId: number;
  pageIndex: number;
  pageOrder: number;
}

/**
 * Renumbers one catalog's products so page indexes run 1..n without gaps (a page left empty
 * disappears) and positions run 1..k on each page, keeping their order. Returns every product
 * of the catalog with its new place.
 */
export function compactCatalog(products: readonly Placement[]): Placement[] {
  const sorted = [...products].sort((a, b) => a.pageIndex - b.pageIndex || a.pageOrder - b.pageOrder || a.id - b.id);
  const out: Placement[] = [];
  let page = 0;
  let lastIndex: number | null = null;
  let order = 0;
  for (const p of sorted) {
    if (p.pageIndex !== lastIndex) {
      page += 1;
      order = 0;
      lastIndex = p.pageIndex;
    }
    order += 1;
    out.push({ ...p, pageIndex: page, pageOrder: order });
  }
  return out;
}

/**
 * P3 (the original's `update-order`): the places after moving product `id` to page
 * `target.pageIndex` of catalog `target.catalogId` at 1-based `target.position` (past the end:
 * last), or alone onto a new page right after that page when `target.newPage`. `products` are
 * the products of the source and target catalogs. Both catalogs come back compacted; only
 * products whose place changed need writing. Throws RangeError when the target page already
 * holds `PAGE_CAPACITY` other products.
 */
export function moveProduct(
  products: readonly Placement[],
  id: number,
  target: { catalogId: number; pageIndex: number; position: number; newPage?: boolean },
): Placement[] {
  const moving = products.find((p) => p.id === id);
  if (!moving) throw new RangeError('unknown product');
  const rest = products.filter((p) => p.id !== id);
  let placed: Placement[];
  if (target.newPage) {
    // Later pages of the target catalog move one page on; the product opens the new page.
    placed = rest.map((p) =>
      p.catalogId === target.catalogId && p.pageIndex > target.pageIndex ? { ...p, pageIndex: p.pageIndex + 1 } : p,
    );
    placed.push({ ...moving, catalogId: target.catalogId, pageIndex: target.pageIndex + 1, pageOrder: 1 });
  } else {
    const page = rest
      .filter((p) => p.catalogId === target.catalogId && p.pageIndex === target.pageIndex)
      .sort((a, b) => a.pageOrder - b.pageOrder || a.id - b.id);
    if (page.length >= PAGE_CAPACITY) throw new RangeError('page full');
    const at = Math.min(Math.max(target.position, 1), page.length + 1) - 1;
    const ordered = [
      ...page.slice(0, at),
      { ...moving, catalogId: target.catalogId, pageIndex: target.pageIndex },
      ...page.slice(at),
    ];
    const onPage = new Map(ordered.map((p, i) => [p.id, i + 1]));
    placed = rest.map((p) => (onPage.has(p.id) ? { ...p, pageOrder: onPage.get(p.id)! } : p));
    placed.push({ ...moving, catalogId: target.catalogId, pageIndex: target.pageIndex, pageOrder: onPage.get(id)! });
  }
  const catalogIds = [...new Set(placed.map((p) => p.catalogId))];
  return catalogIds.flatMap((c) => compactCatalog(placed.filter((p) => p.catalogId === c)));
}

/**
 * P3: where a product added to a catalog goes: onto page `pageIndex` when given (last on it),
 * else onto the catalog's last page when it holds fewer than `PAGE_FILL` products, else onto a
 * new page after it. Throws RangeError when the given page already holds `PAGE_CAPACITY`.
 */
export function addPlacement(
  catalogProducts: readonly Placement[],
  pageIndex?: number | null,
): { pageIndex: number; pageOrder: number } {
  const countOn = (i: number) => catalogProducts.filter((p) => p.pageIndex === i).length;
  if (pageIndex != null) {
    const n = countOn(pageIndex);
    if (n >= PAGE_CAPACITY) throw new RangeError('page full');
    return { pageIndex, pageOrder: n + 1 };
  }
  const last = catalogProducts.reduce((m, p) => Math.max(m, p.pageIndex), 0);
  if (last > 0 && countOn(last) < PAGE_FILL) return { pageIndex: last, pageOrder: countOn(last) + 1 };
  return { pageIndex: last + 1, pageOrder: 1 };
}
