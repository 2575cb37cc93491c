/**
 * The product search of the catalog pickers: the styles matching a filter, a page at a time in
 * catalog order, and the filter values (sport, category, type, brand) with their counts. Both
 * read the catalog in memory (catalog-cache.ts), so the list and its counts apply one matching
 * rule and a request runs no SQL.
 */
import { brandDisplayName, PRODUCT_CATEGORY_LABELS, PRODUCT_TYPE_LABELS } from '@tas/rules';
import type { StyleRow } from '../../db/types.js';
import type { CatalogCache } from './catalog-cache.js';

export interface ProductQuery {
  /** Case-insensitive part of the name or style id; blank matches every style. */
  search?: string | null;
  category?: StyleRow['category'] | null;
  productType?: StyleRow['product_type'] | null;
  gender?: string | null;
  /** A brand key (`chromagear`). */
  brand?: string | null;
  /** A sport id (`fsg-football`): styles whose `sports` list it. */
  sport?: string | null;
}

/** A filter value with its display name and the number of styles choosing it shows. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

/** What `ProductFacets` resolves from: the catalog and the connection's filter. */
export interface ProductFacetsSource {
  catalog: CatalogCache;
  query: ProductQuery;
}

type Dimension = 'sport' | 'category' | 'productType' | 'brand';

/** Whether `style` matches every field of `q` but the one of `skip`. */
function matches(style: StyleRow, q: ProductQuery, skip?: Dimension): boolean {
  const search = q.search?.trim().toLowerCase();
  if (search && !style.name.toLowerCase().includes(search) && !style.id.toLowerCase().includes(search)) return false;
  if (q.gender && !style.genders.includes(q.gender)) return false;
  if (skip !== 'category' && q.category && style.category !== q.category) return false;
  if (skip !== 'productType' && q.productType && style.product_type !== q.productType) return false;
  if (skip !== 'brand' && q.brand && style.brand !== q.brand) return false;
  if (skip !== 'sport' && q.sport && !style.sports.includes(q.sport)) return false;
  return true;
}

/**
 * A page of the styles matching `q` in catalog order: at most `limit` after the style of
 * `afterSortOrder` (its `sort_order`, the cursor), whether more follow, and how many match in all.
 */
export function searchProducts(
  catalog: CatalogCache,
  q: ProductQuery,
  page: { afterSortOrder: number | null; limit: number },
): { rows: StyleRow[]; hasNextPage: boolean; total: number } {
  const all = [...catalog.styles.values()].filter((s) => matches(s, q));
  const rest = page.afterSortOrder == null ? all : all.filter((s) => s.sort_order > page.afterSortOrder!);
  return { rows: rest.slice(0, page.limit), hasNextPage: rest.length > page.limit, total: all.length };
}

/**
 * Counts per value of one dimension over the styles matching `q` but that dimension's own
 * field, listed in `order` (values no style has are left out, except the chosen one).
 */
function facet(
  catalog: CatalogCache,
  q: ProductQuery,
  dimension: Dimension,
  valuesOf: (s: StyleRow) => readonly string[],
  order: readonly { value: string; label: string }[],
): FacetValue[] {
  const counts = new Map<string, number>();
  for (const s of catalog.styles.values()) {
    if (!matches(s, q, dimension)) continue;
    for (const v of valuesOf(s)) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const chosen = q[dimension];
  return order
    .filter((o) => counts.has(o.value) || o.value === chosen)
    .map((o) => ({ ...o, count: counts.get(o.value) ?? 0 }));
}

/** Sports of `template` in sport order, counted for `q` with its sport left out. */
export function sportFacet({ catalog, query }: ProductFacetsSource, template: 'FSG' | 'UA'): FacetValue[] {
  const order = catalog.sports.filter((s) => s.template === template).map((s) => ({ value: s.id, label: s.name }));
  return facet(catalog, query, 'sport', (s) => s.sports, order);
}

/** Categories in enum order, counted for `q` with its category left out. */
export function categoryFacet({ catalog, query }: ProductFacetsSource): FacetValue[] {
  const order = Object.entries(PRODUCT_CATEGORY_LABELS).map(([value, label]) => ({ value, label }));
  return facet(catalog, query, 'category', (s) => [s.category], order);
}

/** Product types in enum order, counted for `q` with its type left out. */
export function productTypeFacet({ catalog, query }: ProductFacetsSource): FacetValue[] {
  const order = Object.entries(PRODUCT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
  return facet(catalog, query, 'productType', (s) => [s.product_type], order);
}

/**
 * The catalog's brands by display name (`BRAND_NAMES`; a key without one is its own name), counted
 * for `q` with its brand left out.
 */
export function brandFacet({ catalog, query }: ProductFacetsSource): FacetValue[] {
  const keys = new Set([...catalog.styles.values()].map((s) => s.brand));
  const order = [...keys]
    .map((value) => ({ value, label: brandDisplayName(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return facet(catalog, query, 'brand', (s) => [s.brand], order);
}
