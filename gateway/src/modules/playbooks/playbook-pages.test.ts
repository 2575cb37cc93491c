/**
 * The page rules of a stored playbook catalogue (P3; original sections 4 and 5): which products a
 * page shows (page gender, the gender filter with unisex, the product-type filter), the saved
 * filters, the default catalogs of a sport (from the seed's basketball styles and small cases),
 * the pages in order with and without Cover and Index (empty pages dropped), and the page
 * arithmetic of moving (within a page, across pages and catalogs, to a full page, to a new page),
 * compacting after a removal and placing an added product (PAGE_CAPACITY 6, PAGE_FILL 3).
 */
import { describe, expect, it } from 'vitest';
import type { CatalogProductRow, PlaybookCatalogRow, PlaybookSportRow } from '../../db/types.js';
import { buildStyleCatalog } from '../../../migrations/seed/styles.js';
import {
  PAGE_CAPACITY,
  PAGE_FILL,
  addPlacement,
  catalogProductsInOrder,
  compactCatalog,
  defaultCatalogs,
  filtersOf,
  moveProduct,
  playbookPages,
  productShows,
  sportsInOrder,
  type Placement,
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

describe('defaultCatalogs (P3: the catalogs a sport starts with)', () => {
  const style = (id: string, category: 'UNIFORM' | 'SPIRITWEAR' | 'COACHES', genders: string[]) => ({
    id,
    category,
    genders,
  });

  it("makes Uniforms, Women's Uniforms and Fan Gear from the seed's basketball styles, 3 to a page", () => {
    const basketball = buildStyleCatalog()
      .styles.filter((s) => (s.sports as string[]).includes('fsg-basketball'))
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((s) => ({ id: s.id, category: s.category, genders: s.genders }));
    const pages = (ids: string[]) =>
      ids.map((styleId, i) => ({ styleId, pageIndex: Math.floor(i / 3) + 1, pageOrder: (i % 3) + 1 }));
    expect(defaultCatalogs(basketball)).toEqual([
      {
        name: 'Uniforms',
        catalogType: 'UNIFORM',
        gender: null,
        products: pages([
          'CG2100',
          'CG2100Y',
          'CG2150',
          'CG2170',
          'CG2200',
          'CG2200Y',
          'CG9150',
          'BC2600',
          'BC2650',
          'BD8900',
          'BD8910',
          'BD8920',
          'AL538J',
          'AL538JY',
          'AL538P',
          'AL538PY',
        ]),
      },
      { name: "Women's Uniforms", catalogType: 'UNIFORM', gender: 'WOMEN', products: pages(['CG2100W']) },
      { name: 'Fan Gear', catalogType: 'SPIRITWEAR', gender: null, products: pages(['CG1200']) },
    ]);
  });

  it('keeps the given order, leaves out empty catalogs and puts coaches wear in Coaches', () => {
    expect(
      defaultCatalogs([
        style('C1', 'COACHES', ['UNISEX']),
        style('U2', 'UNIFORM', ['MEN', 'WOMEN']),
        style('U1', 'UNIFORM', []),
        style('C2', 'COACHES', ['WOMEN']),
      ]),
    ).toEqual([
      {
        name: 'Uniforms',
        catalogType: 'UNIFORM',
        gender: null,
        products: [
          { styleId: 'U2', pageIndex: 1, pageOrder: 1 },
          { styleId: 'U1', pageIndex: 1, pageOrder: 2 },
        ],
      },
      {
        name: 'Coaches',
        catalogType: 'COACHES',
        gender: null,
        products: [
          { styleId: 'C1', pageIndex: 1, pageOrder: 1 },
          { styleId: 'C2', pageIndex: 1, pageOrder: 2 },
        ],
      },
    ]);
  });

  it('fills pages of 3: the 4th product opens page 2, the 7th page 3', () => {
    const styles = Array.from({ length: 7 }, (_, i) => style(`W${i + 1}`, 'UNIFORM', ['WOMEN']));
    const [women] = defaultCatalogs(styles);
    expect(women!.name).toBe("Women's Uniforms");
    expect(women!.products.map((p) => [p.styleId, p.pageIndex, p.pageOrder])).toEqual([
      ['W1', 1, 1],
      ['W2', 1, 2],
      ['W3', 1, 3],
      ['W4', 2, 1],
      ['W5', 2, 2],
      ['W6', 2, 3],
      ['W7', 3, 1],
    ]);
  });

  it('makes no catalog for a sport without styles', () => {
    expect(defaultCatalogs([])).toEqual([]);
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

/** Places of one or more catalogs, written `catalog:page.order` per product id. */
const place = (id: number, catalogId: number, pageIndex: number, pageOrder: number): Placement => ({
  id,
  catalogId,
  pageIndex,
  pageOrder,
});
/** Products of each catalog page in order: `{ '1/1': [ids], ... }`. */
function layout(placements: readonly Placement[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const p of [...placements].sort(
    (a, b) => a.catalogId - b.catalogId || a.pageIndex - b.pageIndex || a.pageOrder - b.pageOrder,
  )) {
    (out[`${p.catalogId}/${p.pageIndex}`] ??= []).push(p.id);
  }
  // Positions run 1..k on each page.
  for (const [key, ids] of Object.entries(out)) {
    const orders = placements
      .filter((p) => `${p.catalogId}/${p.pageIndex}` === key)
      .map((p) => p.pageOrder)
      .sort((a, b) => a - b);
    expect(orders, key).toEqual(ids.map((_, i) => i + 1));
  }
  return out;
}

describe('compactCatalog (a removal leaves no gap)', () => {
  it('renumbers pages 1..n and positions 1..k keeping the order', () => {
    const out = compactCatalog([place(1, 1, 1, 2), place(2, 1, 3, 1), place(3, 1, 3, 4), place(4, 1, 5, 1)]);
    expect(out).toEqual([place(1, 1, 1, 1), place(2, 1, 2, 1), place(3, 1, 2, 2), place(4, 1, 3, 1)]);
  });

  it('breaks a tie of positions by id and returns [] for an empty catalog', () => {
    expect(compactCatalog([place(9, 1, 1, 1), place(4, 1, 1, 1)])).toEqual([place(4, 1, 1, 1), place(9, 1, 1, 2)]);
    expect(compactCatalog([])).toEqual([]);
  });

  it('after removing the only product of page 2 of 3, page 3 becomes page 2', () => {
    const before = [place(1, 1, 1, 1), place(2, 1, 1, 2), place(3, 1, 2, 1), place(4, 1, 3, 1), place(5, 1, 3, 2)];
    expect(layout(compactCatalog(before.filter((p) => p.id !== 3)))).toEqual({ '1/1': [1, 2], '1/2': [4, 5] });
  });
});

describe('moveProduct (P3 update-order)', () => {
  // Catalog 1: page 1 [1, 2, 3], page 2 [4, 5]; catalog 2: page 1 [6].
  const start = [
    place(1, 1, 1, 1),
    place(2, 1, 1, 2),
    place(3, 1, 1, 3),
    place(4, 1, 2, 1),
    place(5, 1, 2, 2),
    place(6, 2, 1, 1),
  ];

  it('moves within a page', () => {
    expect(layout(moveProduct(start, 3, { catalogId: 1, pageIndex: 1, position: 1 }))).toEqual({
      '1/1': [3, 1, 2],
      '1/2': [4, 5],
      '2/1': [6],
    });
    expect(layout(moveProduct(start, 1, { catalogId: 1, pageIndex: 1, position: 2 }))).toEqual({
      '1/1': [2, 1, 3],
      '1/2': [4, 5],
      '2/1': [6],
    });
  });

  it('puts a position past the end last and a position below 1 first', () => {
    expect(layout(moveProduct(start, 1, { catalogId: 1, pageIndex: 1, position: 99 }))['1/1']).toEqual([2, 3, 1]);
    expect(layout(moveProduct(start, 3, { catalogId: 1, pageIndex: 1, position: 0 }))['1/1']).toEqual([3, 1, 2]);
  });

  it('moves across pages: the page it left closes up, the page it joins makes room', () => {
    expect(layout(moveProduct(start, 1, { catalogId: 1, pageIndex: 2, position: 2 }))).toEqual({
      '1/1': [2, 3],
      '1/2': [4, 1, 5],
      '2/1': [6],
    });
  });

  it('a page left empty disappears and later pages move up', () => {
    const two = [place(1, 1, 1, 1), place(2, 1, 2, 1), place(3, 1, 3, 1)];
    expect(layout(moveProduct(two, 2, { catalogId: 1, pageIndex: 3, position: 1 }))).toEqual({
      '1/1': [1],
      '1/2': [2, 3],
    });
  });

  it('moves across catalogs: both catalogs are renumbered', () => {
    const out = moveProduct(start, 4, { catalogId: 2, pageIndex: 1, position: 1 });
    expect(layout(out)).toEqual({ '1/1': [1, 2, 3], '1/2': [5], '2/1': [4, 6] });
    expect(out.find((p) => p.id === 4)).toEqual(place(4, 2, 1, 1));
  });

  it('refuses a page that already holds 6 other products (RangeError), but reorders within a full page', () => {
    const full = [...Array.from({ length: 6 }, (_, i) => place(10 + i, 1, 2, i + 1)), place(1, 1, 1, 1)];
    expect(() => moveProduct(full, 1, { catalogId: 1, pageIndex: 2, position: 1 })).toThrow(RangeError);
    expect(layout(moveProduct(full, 15, { catalogId: 1, pageIndex: 2, position: 1 }))['1/2']).toEqual([
      15, 10, 11, 12, 13, 14,
    ]);
    // Five others: the sixth fits.
    const five = full.filter((p) => p.id !== 14);
    expect(layout(moveProduct(five, 1, { catalogId: 1, pageIndex: 2, position: 6 }))).toEqual({
      '1/1': [10, 11, 12, 13, 15, 1],
    });
  });

  it('opens a new page right after the target page; later pages move on', () => {
    expect(layout(moveProduct(start, 2, { catalogId: 1, pageIndex: 1, position: 1, newPage: true }))).toEqual({
      '1/1': [1, 3],
      '1/2': [2],
      '1/3': [4, 5],
      '2/1': [6],
    });
    // After the last page of another catalog; the page it left closes up.
    expect(layout(moveProduct(start, 4, { catalogId: 2, pageIndex: 1, position: 1, newPage: true }))).toEqual({
      '1/1': [1, 2, 3],
      '1/2': [5],
      '2/1': [6],
      '2/2': [4],
    });
  });

  it('a product alone on its page moved to a new page after it stays where it is', () => {
    const one = [place(1, 1, 1, 1), place(2, 1, 2, 1)];
    expect(layout(moveProduct(one, 2, { catalogId: 1, pageIndex: 1, position: 1, newPage: true }))).toEqual({
      '1/1': [1],
      '1/2': [2],
    });
  });

  it('throws RangeError for a product that is not among the places', () => {
    expect(() => moveProduct(start, 99, { catalogId: 1, pageIndex: 1, position: 1 })).toThrow(RangeError);
  });
});

describe('addPlacement (P3: where an added product goes)', () => {
  it('the first product of an empty catalog opens page 1', () => {
    expect(addPlacement([])).toEqual({ pageIndex: 1, pageOrder: 1 });
  });

  it('joins the last page while it holds fewer than 3, else opens a new page', () => {
    expect(addPlacement([place(1, 1, 1, 1), place(2, 1, 2, 1), place(3, 1, 2, 2)])).toEqual({
      pageIndex: 2,
      pageOrder: 3,
    });
    expect(addPlacement([place(1, 1, 1, 1), place(2, 1, 1, 2), place(3, 1, 1, 3)])).toEqual({
      pageIndex: 2,
      pageOrder: 1,
    });
    // A last page filled past 3 by moves also gets a new page after it.
    const four = Array.from({ length: 4 }, (_, i) => place(i + 1, 1, 1, i + 1));
    expect(addPlacement(four)).toEqual({ pageIndex: 2, pageOrder: 1 });
  });

  it('a given page takes the product last, up to 6', () => {
    const page1 = Array.from({ length: 5 }, (_, i) => place(i + 1, 1, 1, i + 1));
    expect(addPlacement([...page1, place(9, 1, 2, 1)], 1)).toEqual({ pageIndex: 1, pageOrder: 6 });
    expect(() => addPlacement([...page1, place(6, 1, 1, 6)], 1)).toThrow(RangeError);
  });
});
