/**
 * The catalog pickers' product search through the API: the sport, category and brand filters
 * combined with the search, their facets (each value with the number of styles choosing it
 * shows), and cursor pages of 30 that reach every style of the seeded catalog (73 styles) in
 * catalog order. Real app, real HTTP, real database; the seed's own rows are the expectations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';
import { buildStyleCatalog } from '../migrations/seed/styles.js';

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness();
  ({ token } = await h.signIn('SRCH01'));
});
afterAll(async () => h?.close());

const SEED = buildStyleCatalog().styles;

const FACETS = `facets {
  sports { value label count }
  ua: sports(template: UA) { value label count }
  categories { value label count }
  productTypes { value label count }
  brands { value label count }
}`;

const SEARCH = `query($filter: ProductFilter, $first: Int, $after: String) {
  products(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { styleId brandName }
    ${FACETS}
  }
}`;

interface Facet {
  value: string;
  label: string;
  count: number;
}
interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: { styleId: string; brandName: string }[];
  facets: Record<'sports' | 'ua' | 'categories' | 'productTypes' | 'brands', Facet[]>;
}

async function search(variables: Record<string, unknown>, auth?: string): Promise<Page> {
  const r = await h.gql(SEARCH, variables, auth);
  expect(r.errors).toBeUndefined();
  return r.data.products as Page;
}

const ids = (p: Page) => p.nodes.map((n) => n.styleId);
const counts = (facet: Facet[]) => facet.map((f) => `${f.label}=${f.count}`);

describe('catalog product search', () => {
  it('pages through the whole catalog 30 at a time in catalog order', async () => {
    expect(SEED).toHaveLength(73);
    const seen: string[] = [];
    const hasNext: boolean[] = [];
    let after: string | null = null;
    do {
      const page: Page = await search({ first: 30, after }, token);
      expect(page.totalCount).toBe(73);
      seen.push(...ids(page));
      hasNext.push(page.pageInfo.hasNextPage);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(hasNext).toEqual([true, true, false]);
    expect(seen).toEqual(SEED.map((s) => s.id));
    expect(seen.slice(29, 31)).toEqual(['CG1450', 'BC2600']);
    expect(seen.at(-1)).toBe('C2-5810');
  });

  it('gives every filter value with its count over the whole catalog', async () => {
    const page = await search({ first: 1 });
    expect(counts(page.facets.brands)).toEqual([
      'Alleson Athletic=11',
      'Badger ChromaGear=4',
      'Badger Sport=18',
      'C2 Sport=10',
      'ChromaGear=30',
    ]);
    expect(page.facets.brands.map((b) => b.value)).toEqual([
      'alleson',
      'badger-chromagear',
      'badger',
      'c2',
      'chromagear',
    ]);
    expect(counts(page.facets.categories)).toEqual(['Uniform=45', 'Spiritwear=23', 'Coaches=5']);
    expect(page.facets.categories.map((c) => c.value)).toEqual(['UNIFORM', 'SPIRITWEAR', 'COACHES']);
    expect(counts(page.facets.sports)).toEqual([
      'Football=8',
      'Basketball=18',
      'Baseball=7',
      'Fastpitch=3',
      'Volleyball=3',
      'Soccer=3',
      'Track=3',
      'Lacrosse=3',
      'Training=23',
      'Coaches=5',
    ]);
    expect(page.facets.sports[0]!.value).toBe('fsg-football');
    // The UA template has no Coaches sport and calls Fastpitch Softball.
    expect(page.facets.ua.map((s) => s.value)).toEqual([
      'ua-football',
      'ua-basketball',
      'ua-baseball',
      'ua-softball',
      'ua-volleyball',
      'ua-soccer',
      'ua-lacrosse',
      'ua-track',
      'ua-training',
    ]);
    expect(page.facets.ua.find((s) => s.value === 'ua-softball')!.count).toBe(3);
    const types = Object.fromEntries(page.facets.productTypes.map((t) => [t.value, t.count]));
    for (const type of ['FIVE_DAY', 'SUBLIMATED', 'STOCK'] as const)
      expect(types[type]).toBe(SEED.filter((s) => s.product_type === type).length);
  });

  it('combines sport and brand, counting each facet with the other filters kept', async () => {
    const page = await search({ filter: { sport: 'fsg-basketball', brand: 'alleson' }, first: 30 });
    expect(ids(page)).toEqual(['AL538J', 'AL538JY', 'AL538P', 'AL538PY']);
    expect(page.nodes.map((n) => n.brandName)).toEqual(Array(4).fill('Alleson Athletic'));
    expect(page.totalCount).toBe(4);
    expect(page.pageInfo.hasNextPage).toBe(false);
    // Brands of basketball styles (the brand filter left out), sports of Alleson styles.
    expect(counts(page.facets.brands)).toEqual([
      'Alleson Athletic=4',
      'Badger ChromaGear=2',
      'Badger Sport=3',
      'ChromaGear=9',
    ]);
    expect(counts(page.facets.sports)).toEqual(['Football=2', 'Basketball=4', 'Baseball=4', 'Fastpitch=1']);
    expect(counts(page.facets.categories)).toEqual(['Uniform=4']);

    // Choosing a listed value shows exactly its count.
    const badger = await search({ filter: { sport: 'fsg-basketball', brand: 'badger' }, first: 30 });
    expect(ids(badger)).toEqual(['BD8900', 'BD8910', 'BD8920']);
  });

  it('combines the search with a category, and pages a filtered list', async () => {
    const page = await search({ filter: { search: 'tee', category: 'SPIRITWEAR' }, first: 2 });
    const want = SEED.filter(
      (s) =>
        s.category === 'SPIRITWEAR' && (s.name.toLowerCase().includes('tee') || s.id.toLowerCase().includes('tee')),
    ).map((s) => s.id);
    expect(want.length).toBeGreaterThan(2);
    expect(page.totalCount).toBe(want.length);
    expect(ids(page)).toEqual(want.slice(0, 2));
    const next = await search({
      filter: { search: 'tee', category: 'SPIRITWEAR' },
      first: 100,
      after: page.pageInfo.endCursor,
    });
    expect(ids(next)).toEqual(want.slice(2));
    expect(next.pageInfo.hasNextPage).toBe(false);
    // The category facet counts the search's matches of every category.
    expect(page.facets.categories.find((c) => c.value === 'SPIRITWEAR')!.count).toBe(want.length);
  });

  it('keeps a chosen value listed with count 0 when nothing matches', async () => {
    const page = await search({ filter: { search: 'no such style', brand: 'alleson', sport: 'fsg-soccer' } });
    expect(page.nodes).toEqual([]);
    expect(page.totalCount).toBe(0);
    expect(page.facets.brands).toEqual([{ value: 'alleson', label: 'Alleson Athletic', count: 0 }]);
    expect(page.facets.sports).toEqual([{ value: 'fsg-soccer', label: 'Soccer', count: 0 }]);
    expect(page.facets.categories).toEqual([]);
  });

  it('refuses a cursor it did not give, naming the argument', async () => {
    const r = await h.gql(SEARCH, { first: 5, after: 'not-a-cursor' });
    expect(r.data).toBeNull();
    expect(errorOf(r)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });
});
