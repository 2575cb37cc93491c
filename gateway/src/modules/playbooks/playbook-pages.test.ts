/**
 * The page rules of a stored playbook catalogue (P3; original sections 4 and 5): which products a
 * page shows (page gender, the gender filter with unisex, the product-type filter), the saved
 * filters, and the pages in order with and without Cover and Index (empty pages dropped). The
 * default catalogs are tested in playbook-default-catalogs.test.ts, the page arithmetic of
 * moving, compacting and placing in playbook-placements.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { CatalogProductRow, PlaybookCatalogRow, PlaybookSportRow } from '../../db/types.js';

import {
  PAGE_CAPACITY,
  PAGE_FILL,
  catalogProductsInOrder,
  filtersOf,
  playbookPages,
  productShows,
  sportsInOrder,
  type StyleFacts,
} from './playbook-pages.js';

const NO_FILTERS = { genders: [], productTypes: [] };
const facts = (genders: string[], product_type: StyleFacts['product_type'] = 'SUBLIMATED'): StyleFacts => ({
  genders,
  product_type,
});
const MEN = facts(['MEN']);
const WOMEN = facts(['WOMEN']);
const BOTH = facts(['MEN', 'WOMEN']);
const YOUTH = facts(['YOUTH']);
const UNISEX = facts(['UNISEX']);

describe('constants', () => {
  it('a page holds at most 6 products; a created page holds 3', () => {
    expect(PAGE_CAPACITY).toBe(6);
    expect(PAGE_FILL).toBe(3);
  });
});

describe('productShows (P3 page gender and filters)', () => {
  it('shows every product on a page without gender when nothing is filtered', () => {
    for (const s of [MEN, WOMEN, BOTH, YOUTH, UNISEX]) expect(productShows(s, null, NO_FILTERS)).toBe(true);
  });

  it('shows on a WOMEN page the products that include WOMEN and unisex ones, nothing else', () => {
    expect(productShows(WOMEN, 'WOMEN', NO_FILTERS)).toBe(true);
    expect(productShows(BOTH, 'WOMEN', NO_FILTERS)).toBe(true);
    expect(productShows(UNISEX, 'WOMEN', NO_FILTERS)).toBe(true);
    expect(productShows(MEN, 'WOMEN', NO_FILTERS)).toBe(false);
    expect(productShows(YOUTH, 'WOMEN', NO_FILTERS)).toBe(false);
  });

  it('the gender filter keeps the chosen genders and unisex products', () => {
    const men = { genders: ['MEN'], productTypes: [] };
    expect(productShows(MEN, null, men)).toBe(true);
    expect(productShows(BOTH, null, men)).toBe(true);
    expect(productShows(UNISEX, null, men)).toBe(true);
    expect(productShows(WOMEN, null, men)).toBe(false);
    expect(productShows(YOUTH, null, men)).toBe(false);
    const both = { genders: ['MEN', 'WOMEN'], productTypes: [] };
    expect(productShows(WOMEN, null, both)).toBe(true);
    expect(productShows(YOUTH, null, both)).toBe(false);
  });

  it('page gender and gender filter both apply: a WOMEN page under the MEN filter keeps unisex and two-gender products', () => {
    const men = { genders: ['MEN'], productTypes: [] };
    expect(productShows(WOMEN, 'WOMEN', men)).toBe(false);
    expect(productShows(BOTH, 'WOMEN', men)).toBe(true);
    expect(productShows(UNISEX, 'WOMEN', men)).toBe(true);
  });

  it('the product-type filter keeps the chosen types only, unisex or not', () => {
    const stock = { genders: [], productTypes: ['STOCK'] };
    expect(productShows(facts(['UNISEX'], 'STOCK'), null, stock)).toBe(true);
    expect(productShows(facts(['UNISEX'], 'SUBLIMATED'), null, stock)).toBe(false);
    const two = { genders: [], productTypes: ['FIVE_DAY', 'SUBLIMATED'] };
    expect(productShows(facts(['MEN'], 'FIVE_DAY'), null, two)).toBe(true);
    expect(productShows(facts(['MEN'], 'SUBLIMATED'), null, two)).toBe(true);
    expect(productShows(facts(['MEN'], 'STOCK'), null, two)).toBe(false);
  });
});

describe('filtersOf (saved filters in projects.settings)', () => {
  it('reads both lists in the allowed order and drops unknown values', () => {
    expect(
      filtersOf({ genderFilter: ['WOMEN', 'YOUTH', 'MEN'], productTypeFilter: ['STOCK', 'NOPE', 'FIVE_DAY'] }),
    ).toEqual({ genders: ['MEN', 'WOMEN'], productTypes: ['FIVE_DAY', 'STOCK'] });
  });

  it('reads missing, null and malformed settings as no filter', () => {
    for (const settings of [
      null,
      undefined,
      {},
      { genderFilter: null, productTypeFilter: null },
      { genderFilter: 'MEN' },
    ])
      expect(filtersOf(settings)).toEqual({ genders: [], productTypes: [] });
  });
});

// Rows of one playbook, as the repository reads them.
const sportRow = (id: number, sport_id: string, sort_order: number): PlaybookSportRow => ({
  id,
  project_id: 1,
  sport_id,
  name: sport_id.replace('fsg-', 'Sport '),
  sort_order,
});
const catalogRow = (
  id: number,
  playbook_sport_id: number,
  sort_order: number,
  gender: string | null = null,
): PlaybookCatalogRow => ({
  id,
  project_id: 1,
  playbook_sport_id,
  name: `Catalog ${id}`,
  catalog_type: 'UNIFORM',
  gender,
  sort_order,
});
const productRow = (
  id: number,
  catalog_id: number,
  style_id: string,
  page: number,
  order: number,
): CatalogProductRow => ({
  id,
  project_id: 1,
  catalog_id,
  style_id,
  name: null,
  variant_id: null,
  design_id: null,
  custom_price_cents: null,
  configuration_id: null,
  customized: false,
  catalog_page_index: page,
  catalog_page_order: order,
  created_at: new Date(0),
});

describe('playbookPages (P3, API.md Playbook.pages)', () => {
  const styles: Record<string, StyleFacts> = {
    M: MEN,
    W: WOMEN,
    U: UNISEX,
    Y: YOUTH,
    S: facts(['MEN'], 'STOCK'),
  };
  const styleOf = (id: string) => styles[id.split('-')[0]!];
  // Sport 20 (sort 1) with catalogs 200 (sort 1) and 201 (WOMEN, sort 2); sport 10 (sort 2) with catalog 100.
  const catalogue = {
    sports: [sportRow(10, 'fsg-soccer', 2), sportRow(20, 'fsg-football', 1)],
    catalogs: [catalogRow(100, 10, 1), catalogRow(201, 20, 2, 'WOMEN'), catalogRow(200, 20, 1)],
    products: [
      productRow(5, 200, 'M-1', 2, 1),
      productRow(1, 200, 'M-2', 1, 2),
      productRow(2, 200, 'W-1', 1, 1),
      productRow(3, 201, 'W-2', 1, 1),
      productRow(4, 201, 'M-3', 1, 2),
      productRow(6, 201, 'U-1', 2, 1),
      productRow(7, 100, 'Y-1', 3, 1),
      productRow(8, 100, 'S-1', 1, 1),
      productRow(9, 100, 'gone', 1, 2),
    ],
  };
  const summary = (pages: ReturnType<typeof playbookPages>) =>
    pages.map((p) => [
      p.number,
      p.kind,
      p.title,
      p.catalog?.id ?? null,
      p.catalogPageIndex,
      p.products.map((x) => x.id),
    ]);

  it('numbers Cover 1, Index 2, the product pages by sport, catalog, page index and position, Back Cover last', () => {
    const pages = playbookPages(
      { showCoverAndIndex: true, teamName: 'Tigers', filters: NO_FILTERS },
      catalogue,
      styleOf,
    );
    expect(summary(pages)).toEqual([
      [1, 'COVER', 'Tigers', null, null, []],
      [2, 'INDEX', 'Index', null, null, []],
      [3, 'PRODUCTS', 'Sport football', 200, 1, [2, 1]],
      [4, 'PRODUCTS', 'Sport football', 200, 2, [5]],
      // The WOMEN page does not show the men's product 4.
      [5, 'PRODUCTS', 'Sport football', 201, 1, [3]],
      [6, 'PRODUCTS', 'Sport football', 201, 2, [6]],
      // Page indexes keep their order with a gap (1, 3); a product of an unknown style is not shown.
      [7, 'PRODUCTS', 'Sport soccer', 100, 1, [8]],
      [8, 'PRODUCTS', 'Sport soccer', 100, 3, [7]],
      [9, 'BACK_COVER', 'Back Cover', null, null, []],
    ]);
    expect(pages[4]!.gender).toBe('WOMEN');
    expect(pages[4]!.sport?.id).toBe(20);
    expect(pages[2]!.gender).toBeNull();
  });

  it('starts the product pages at 1 without Cover and Index', () => {
    const pages = playbookPages(
      { showCoverAndIndex: false, teamName: 'Tigers', filters: NO_FILTERS },
      catalogue,
      styleOf,
    );
    expect(pages.map((p) => [p.number, p.kind])).toEqual([
      [1, 'PRODUCTS'],
      [2, 'PRODUCTS'],
      [3, 'PRODUCTS'],
      [4, 'PRODUCTS'],
      [5, 'PRODUCTS'],
      [6, 'PRODUCTS'],
      [7, 'BACK_COVER'],
    ]);
  });

  it('drops the pages the filters leave empty and numbers the rest without gaps', () => {
    const pages = playbookPages(
      { showCoverAndIndex: true, teamName: 'Tigers', filters: { genders: ['MEN'], productTypes: [] } },
      catalogue,
      styleOf,
    );
    // Women-only products 2 and 3 and the youth product 7 go; page 201/1 (only product 3) and 100/3 disappear.
    expect(summary(pages)).toEqual([
      [1, 'COVER', 'Tigers', null, null, []],
      [2, 'INDEX', 'Index', null, null, []],
      [3, 'PRODUCTS', 'Sport football', 200, 1, [1]],
      [4, 'PRODUCTS', 'Sport football', 200, 2, [5]],
      [5, 'PRODUCTS', 'Sport football', 201, 2, [6]],
      [6, 'PRODUCTS', 'Sport soccer', 100, 1, [8]],
      [7, 'BACK_COVER', 'Back Cover', null, null, []],
    ]);
    const stock = playbookPages(
      { showCoverAndIndex: false, teamName: 'Tigers', filters: { genders: [], productTypes: ['STOCK'] } },
      catalogue,
      styleOf,
    );
    expect(summary(stock)).toEqual([
      [1, 'PRODUCTS', 'Sport soccer', 100, 1, [8]],
      [2, 'BACK_COVER', 'Back Cover', null, null, []],
    ]);
  });

  it('an empty catalogue has Cover, Index and Back Cover only', () => {
    const pages = playbookPages(
      { showCoverAndIndex: true, teamName: 'Lady Rams', filters: NO_FILTERS },
      { sports: [], catalogs: [], products: [] },
      styleOf,
    );
    expect(pages.map((p) => [p.number, p.kind, p.title])).toEqual([
      [1, 'COVER', 'Lady Rams'],
      [2, 'INDEX', 'Index'],
      [3, 'BACK_COVER', 'Back Cover'],
    ]);
  });

  it('sportsInOrder and catalogProductsInOrder follow sort order and page places, not ids', () => {
    expect(sportsInOrder(catalogue).map((s) => [s.sport.id, s.catalogs.map((c) => c.id)])).toEqual([
      [20, [200, 201]],
      [10, [100]],
    ]);
    expect(catalogProductsInOrder(catalogue, 200).map((p) => p.id)).toEqual([2, 1, 5]);
    expect(catalogProductsInOrder(catalogue, 999)).toEqual([]);
  });
});
