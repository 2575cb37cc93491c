/**
 * Stored playbook catalogues over the API (P3, P4, A6; original section 7 'Projects and
 * catalogs', section 4 publishing), on PGlite and, with DATABASE_URL, on PostgreSQL:
 *
 * - createPlaybook stores the catalogue: the exact pages of a UA playbook of two sports, with the
 *   expectation derived from the seed's styles (migrations/seed/styles.ts) by the P3 rules;
 * - every editing mutation with its effect on `pages` (product styles per page), its bad input
 *   (BAD_USER_INPUT with `extensions.field`, data left intact), its tenancy (another dealer, a
 *   visitor, a passcode session of another project: NOT_FOUND; a passcode session of the
 *   playbook edits) and CONFLICT on an archived playbook;
 * - the filters (gender MEN/WOMEN with unisex, product types; saved; empty pages dropped; the
 *   page gender of "Women's Uniforms");
 * - bulk edit redraws every product (colours, team text, logo; a customised product keeps its
 *   decorations); a customisation saved from the product page; duplicateProject copies the
 *   catalogue; publish makes the queue records once (P4); the queues are the dealer's only;
 *   schools search; catalog product prices in cents by the L3 rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildStyleCatalog } from '../migrations/seed/styles.js';
import { schools as SEED_SCHOOLS } from '../migrations/seed/schools.js';
import { errorOf, startHarness, type Harness } from './harness.js';

const SEED = buildStyleCatalog();
const TEAM_COLORS = ['19', '13', '25'];

/** The seed's styles of a sport, in catalog order. */
const seedStylesOf = (sportId: string) =>
  SEED.styles.filter((s) => (s.sports as string[]).includes(sportId)).sort((a, b) => a.sort_order - b.sort_order);
const seedStyle = (id: string) => SEED.styles.find((s) => s.id === id)!;

/** Ids in pages of 3 (P3: a created page holds 3). */
const pagesOf3 = (ids: string[]) =>
  Array.from({ length: Math.ceil(ids.length / 3) }, (_, i) => ids.slice(i * 3, i * 3 + 3));

/**
 * P3, stated from the spec: a sport starts with 'Uniforms' (uniforms, except women-only ones),
 * "Women's Uniforms" (women-only uniforms, page gender WOMEN), 'Fan Gear' (spiritwear) and
 * 'Coaches', each in catalog order, 3 to a page; empty ones are left out.
 */
function expectedCatalogs(sportId: string): { name: string; gender: string | null; pages: string[][] }[] {
  const styles = seedStylesOf(sportId);
  const women = (s: (typeof styles)[number]) => s.genders.length > 0 && s.genders.every((g) => g === 'WOMEN');
  return [
    { name: 'Uniforms', gender: null, ids: styles.filter((s) => s.category === 'UNIFORM' && !women(s)) },
    { name: "Women's Uniforms", gender: 'WOMEN', ids: styles.filter((s) => s.category === 'UNIFORM' && women(s)) },
    { name: 'Fan Gear', gender: null, ids: styles.filter((s) => s.category === 'SPIRITWEAR') },
    { name: 'Coaches', gender: null, ids: styles.filter((s) => s.category === 'COACHES') },
  ]
    .filter((c) => c.ids.length)
    .map((c) => ({ name: c.name, gender: c.gender, pages: pagesOf3(c.ids.map((s) => s.id)) }));
}

/**
 * P3 (original section 5), stated from the spec: a product shows on a page when its genders
 * include the page gender or it is unisex; the gender filter keeps the chosen genders and unisex;
 * the product-type filter keeps the chosen types.
 */
function shows(styleId: string, pageGender: string | null, genders: string[], types: string[]): boolean {
  const s = seedStyle(styleId);
  const g = s.genders as string[];
  const unisex = g.includes('UNISEX');
  if (pageGender && !unisex && !g.includes(pageGender)) return false;
  if (genders.length && !unisex && !genders.some((x) => g.includes(x))) return false;
  return !types.length || types.includes(s.product_type);
}

const PAGES = `pages { number kind title catalogPageIndex gender catalog { id name } sport { id }
  products { id catalogPageIndex catalogPageOrder product { styleId } } }`;
const CATALOGUE = `id title teamName status genderFilter productTypeFilter schoolCode newSchool { name mascot city state }
  colors { id } defaultLogo { id }
  sports { id name order sport { id } catalogs { id name catalogType gender order pageCount
    products { id name catalogPageIndex catalogPageOrder customized customPriceCents product { styleId }
      configuration { shortId colors { id } decorations { contentType location text logo { id } } } } } }
  ${PAGES}`;

type Page = {
  number: number;
  kind: string;
  title: string;
  catalogPageIndex: number | null;
  gender: string | null;
  catalog: { id: string; name: string } | null;
  products: { id: string; product: { styleId: string } }[];
};

/** A page as `[title or kind, catalog name, style ids]`. */
const summary = (pages: Page[]) =>
  pages.map((p) =>
    p.kind === 'PRODUCTS'
      ? [p.title, p.catalog!.name, p.products.map((x) => x.product.styleId)]
      : [p.kind, p.title, []],
  );

describe('playbook catalogues (P3, P4)', () => {
  let h: Harness;
  let a: string;
  let b: string;
  let dealerCode: string;
  let logoA: string;
  let logoA2: string;
  let logoB: string;
  let repId: string;
  let customerId: string;
  let sportNames: Map<string, string>;
  let margin: number;

  async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token = a): Promise<T> {
    const r = await h.gql(query, variables, token);
    if (r.errors) throw new Error(`${query.slice(0, 70)}: ${JSON.stringify(r.errors)}`);
    return r.data as T;
  }

  const newPlaybook = async (input: Record<string, unknown> = {}): Promise<string> =>
    (
      await ok(`mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id } }`, {
        input: {
          template: 'UA',
          sports: ['ua-basketball', 'ua-volleyball'],
          teamName: 'Lady Rams',
          colorIds: TEAM_COLORS,
          customerId,
          logoId: logoA,
          ...input,
        },
      })
    ).createPlaybook.id;

  /** The playbook as its dealer reads it. */
  const read = async (id: string, token = a): Promise<any> =>
    (await ok(`query($id: ID!) { playbook(dealerCode: "${dealerCode}", id: $id) { ${CATALOGUE} } }`, { id }, token))
      .playbook;
  const pagesOf = async (id: string) => summary((await read(id)).pages);
  /** Every catalog product of a playbook by style id (the first of that style). */
  const productOf = async (id: string, styleId: string): Promise<any> =>
    (await read(id)).sports
      .flatMap((s: any) => s.catalogs.flatMap((c: any) => c.products))
      .find((p: any) => p.product.styleId === styleId);
  const catalogOf = async (id: string, sportId: string, name: string): Promise<any> =>
    (await read(id)).sports.find((s: any) => s.id === sportId).catalogs.find((c: any) => c.name === name);

  /** Calls `doc` as `token` and expects the error `code` (and `field`) with the playbook unchanged. */
  async function refused(
    playbookId: string,
    doc: string,
    variables: Record<string, unknown>,
    token: string | undefined,
    code: string,
    field?: string,
  ) {
    const before = await read(playbookId);
    const r = await h.gql(doc, variables, token);
    expect(r.data?.[Object.keys(r.data ?? {})[0] ?? ''] ?? null, JSON.stringify(r.data)).toBeNull();
    expect(errorOf(r), doc.slice(0, 80)).toEqual({ code, field });
    const after = await read(playbookId);
    expect({ ...after, updatedAt: undefined }).toEqual({ ...before, updatedAt: undefined });
  }

  const ADD_SPORT = `mutation($p: ID!, $s: ID!) { addPlaybookSport(playbookId: $p, sportId: $s) { id } }`;
  const REMOVE_SPORT = `mutation($p: ID!, $s: ID!) { removePlaybookSport(playbookId: $p, sportId: $s) { id } }`;
  const REORDER_SPORTS = `mutation($p: ID!, $s: [ID!]!) { reorderPlaybookSports(playbookId: $p, sportIds: $s) { id } }`;
  const REORDER_CATALOGS = `mutation($p: ID!, $s: ID!, $c: [ID!]!) {
    reorderPlaybookCatalogs(playbookId: $p, sportId: $s, catalogIds: $c) { id } }`;
  const RENAME = `mutation($p: ID!, $s: ID!, $n: String!) { renamePlaybookSport(playbookId: $p, sportId: $s, name: $n) { id } }`;
  const ADD_PRODUCT = `mutation($p: ID!, $i: AddCatalogProductInput!) { addCatalogProduct(playbookId: $p, input: $i) { id } }`;
  const UPDATE_PRODUCT = `mutation($id: ID!, $i: CatalogProductInput!) { updateCatalogProduct(id: $id, input: $i) { id } }`;
  const MOVE = `mutation($id: ID!, $i: MoveCatalogProductInput!) { moveCatalogProduct(id: $id, input: $i) { id } }`;
  const REMOVE_PRODUCT = `mutation($id: ID!) { removeCatalogProduct(id: $id) { id } }`;
  const FILTERS = `mutation($p: ID!, $i: PlaybookFiltersInput!) { setPlaybookFilters(playbookId: $p, input: $i) {
    id genderFilter productTypeFilter } }`;
  const UPDATE = `mutation($p: ID!, $i: PlaybookInput!) { updatePlaybook(playbookId: $p, input: $i) { id } }`;
  const PUBLISH = `mutation($id: ID!) { publishProject(projectType: PLAYBOOK, projectId: $id) { id status } }`;
  const QUEUES = `{ schoolQueue { id name mascot city state status createdAt colors { id } project { id } }
    teamTravelQueue { id name sports status createdAt colors { id } rep { id name } project { id } } }`;

  beforeAll(async () => {
    h = await startHarness();
    dealerCode = 'PBK001';
    a = (await h.signIn(dealerCode)).token;
    b = (await h.signIn('PBK002')).token;
    const png = async (r: number) =>
      (
        await sharp({ create: { width: 8, height: 8, channels: 4, background: { r, g: 9, b: 9, alpha: 1 } } })
          .png()
          .toBuffer()
      ).toString('base64');
    const upload = `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id } }`;
    logoA = (await ok(upload, { input: { filename: 'a.png', content: await png(1) } })).uploadLogo.id;
    logoA2 = (await ok(upload, { input: { filename: 'a2.png', content: await png(2) } })).uploadLogo.id;
    logoB = (await ok(upload, { input: { filename: 'b.png', content: await png(3) } }, b)).uploadLogo.id;
    repId = (await ok(`mutation { saveRep(input: { name: "Pat Rep", email: "pat@rep.example" }) { id } }`)).saveRep.id;
    customerId = (
      await ok(`mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`, {
        input: { name: 'Riverside Rams', type: 'SCHOOL', colorIds: TEAM_COLORS, repId },
      })
    ).saveCustomer.id;
    const sports = (await ok(`{ sports(template: UA) { id name } }`)).sports as { id: string; name: string }[];
    sportNames = new Map(sports.map((s) => [s.id, s.name]));
    margin = (await ok(`{ me { dealerMargin } }`)).me.dealerMargin;
    await ok(`mutation { setDealerPasscode(passcode: "rams-pass-2026") }`);
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  /** The pages a fresh 'Lady Rams' UA basketball + volleyball playbook shows, from the seed. */
  function expectedPages(order = ['ua-basketball', 'ua-volleyball'], teamName = 'Lady Rams') {
    return [
      ['COVER', teamName, []],
      ['INDEX', 'Index', []],
      ...order.flatMap((sport) =>
        expectedCatalogs(sport).flatMap((c) => c.pages.map((ids) => [sportNames.get(sport), c.name, ids])),
      ),
      ['BACK_COVER', 'Back Cover', []],
    ];
  }

  describe('createPlaybook stores the catalogue', () => {
    it('makes the default catalogs of each sport, drawn in the team look, with pages from the seed', async () => {
      const id = await newPlaybook();
      const p = await read(id);
      expect(summary(p.pages)).toEqual(expectedPages());
      expect(p.pages.map((x: Page) => x.number)).toEqual(p.pages.map((_: Page, i: number) => i + 1));
      // Basketball: 16 uniforms on 6 pages, one women's uniform, one fan-gear top; volleyball is women's only.
      expect(
        p.sports.map((s: any) => [
          s.id,
          s.name,
          s.order,
          s.catalogs.map((c: any) => [c.name, c.gender, c.order, c.pageCount]),
        ]),
      ).toEqual([
        [
          'ua-basketball',
          sportNames.get('ua-basketball'),
          1,
          expectedCatalogs('ua-basketball').map((c, i) => [c.name, c.gender, i + 1, c.pages.length]),
        ],
        [
          'ua-volleyball',
          sportNames.get('ua-volleyball'),
          2,
          expectedCatalogs('ua-volleyball').map((c, i) => [c.name, c.gender, i + 1, c.pages.length]),
        ],
      ]);
      expect(p.sports[1].catalogs.map((c: any) => [c.name, c.gender])).toEqual([["Women's Uniforms", 'WOMEN']]);
      const women = p.pages.filter((x: Page) => x.catalog?.name === "Women's Uniforms");
      expect(women.every((x: Page) => x.gender === 'WOMEN')).toBe(true);
      // Every product: its own configuration in the team colours, not customised.
      const products = p.sports.flatMap((s: any) => s.catalogs.flatMap((c: any) => c.products));
      expect(products).toHaveLength(
        expectedCatalogs('ua-basketball')
          .concat(expectedCatalogs('ua-volleyball'))
          .reduce((n, c) => n + c.pages.flat().length, 0),
      );
      for (const x of products) {
        expect(x.customized).toBe(false);
        expect(x.configuration.colors.map((c: any) => c.id)).toEqual(TEAM_COLORS);
      }
      expect(new Set(products.map((x: any) => x.configuration.shortId)).size).toBe(products.length);
      // A game jersey as the trade dresses it (C3): the team name on the front chest, the number
      // front and back ('00'), the logo on the left chest, the player's name on the back.
      const jersey = products.find((x: any) => x.product.styleId === 'CG2100');
      expect(jersey.configuration.decorations).toEqual([
        { contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'Lady Rams', logo: null },
        { contentType: 'PLAYER_NUMBER', location: 'front-number', text: '00', logo: null },
        { contentType: 'UPLOADS', location: 'left-chest', text: null, logo: { id: logoA } },
        { contentType: 'PLAYER_NAME', location: 'back-name', text: 'Player Name', logo: null },
        { contentType: 'PLAYER_NUMBER', location: 'back-number', text: '00', logo: null },
      ]);
      expect(jersey.name).toBe(seedStyle('CG2100').name);
    });

    it('without cover and index the product pages start at 1', async () => {
      const id = await newPlaybook({ sports: ['ua-volleyball'], showCoverAndIndex: false });
      expect(summary((await read(id)).pages)).toEqual([
        [sportNames.get('ua-volleyball'), "Women's Uniforms", expectedCatalogs('ua-volleyball')[0]!.pages[0]],
        ['BACK_COVER', 'Back Cover', []],
      ]);
    });
  });

  describe('editing sports and catalogs', () => {
    it('renamePlaybookSport renames the sport and its pages; bad names and sports are refused', async () => {
      const id = await newPlaybook();
      await ok(RENAME, { p: id, s: 'ua-volleyball', n: '  Beach VB ' });
      const p = await read(id);
      expect(p.sports.map((s: any) => s.name)).toEqual([sportNames.get('ua-basketball'), 'Beach VB']);
      expect(summary(p.pages)).toEqual(
        expectedPages().map((x) =>
          x[1] === "Women's Uniforms" && x[0] === sportNames.get('ua-volleyball') ? ['Beach VB', x[1], x[2]] : x,
        ),
      );
      await refused(id, RENAME, { p: id, s: 'ua-volleyball', n: '   ' }, a, 'BAD_USER_INPUT', 'name');
      await refused(id, RENAME, { p: id, s: 'ua-volleyball', n: 'x'.repeat(61) }, a, 'BAD_USER_INPUT', 'name');
      await refused(id, RENAME, { p: id, s: 'ua-soccer', n: 'Soccer' }, a, 'BAD_USER_INPUT', 'sportId');
    });

    it('reorderPlaybookSports puts volleyball first; every sport once or BAD_USER_INPUT sportIds', async () => {
      const id = await newPlaybook();
      await ok(REORDER_SPORTS, { p: id, s: ['ua-volleyball', 'ua-basketball'] });
      const p = await read(id);
      expect(p.sports.map((s: any) => [s.id, s.order])).toEqual([
        ['ua-volleyball', 1],
        ['ua-basketball', 2],
      ]);
      expect(summary(p.pages)).toEqual(expectedPages(['ua-volleyball', 'ua-basketball']));
      for (const s of [['ua-volleyball'], ['ua-volleyball', 'ua-volleyball'], ['ua-volleyball', 'ua-soccer'], []])
        await refused(id, REORDER_SPORTS, { p: id, s }, a, 'BAD_USER_INPUT', 'sportIds');
    });

    it("reorderPlaybookCatalogs reorders one sport's catalogs; bad sport or list refused", async () => {
      const id = await newPlaybook();
      const p = await read(id);
      const [basketball, volleyball] = p.sports;
      const reversed = [...basketball.catalogs].reverse();
      await ok(REORDER_CATALOGS, { p: id, s: 'ua-basketball', c: reversed.map((c: any) => c.id) });
      const after = await read(id);
      expect(after.sports[0].catalogs.map((c: any) => [c.name, c.order])).toEqual(
        reversed.map((c: any, i: number) => [c.name, i + 1]),
      );
      const basketballPages = expectedCatalogs('ua-basketball')
        .reverse()
        .flatMap((c) => c.pages.map((ids) => [sportNames.get('ua-basketball'), c.name, ids]));
      expect(summary(after.pages).slice(2, 2 + basketballPages.length)).toEqual(basketballPages);
      const ids = reversed.map((c: any) => c.id);
      await refused(id, REORDER_CATALOGS, { p: id, s: 'ua-soccer', c: ids }, a, 'BAD_USER_INPUT', 'sportId');
      await refused(
        id,
        REORDER_CATALOGS,
        { p: id, s: 'ua-basketball', c: ids.slice(1) },
        a,
        'BAD_USER_INPUT',
        'catalogIds',
      );
      await refused(
        id,
        REORDER_CATALOGS,
        { p: id, s: 'ua-basketball', c: [...ids.slice(1), volleyball.catalogs[0].id] },
        a,
        'BAD_USER_INPUT',
        'catalogIds',
      );
    });

    it('addPlaybookSport appends a UA sport with its default catalogs; other template, duplicate or unknown refused', async () => {
      const id = await newPlaybook();
      await ok(ADD_SPORT, { p: id, s: 'ua-soccer' });
      const p = await read(id);
      expect(p.sports.map((s: any) => [s.id, s.order])).toEqual([
        ['ua-basketball', 1],
        ['ua-volleyball', 2],
        ['ua-soccer', 3],
      ]);
      expect(summary(p.pages)).toEqual(expectedPages(['ua-basketball', 'ua-volleyball', 'ua-soccer']));
      for (const s of ['fsg-soccer', 'ua-basketball', 'nope'])
        await refused(id, ADD_SPORT, { p: id, s }, a, 'BAD_USER_INPUT', 'sportId');
    });

    it('removePlaybookSport removes a sport with its products; the last sport stays', async () => {
      const id = await newPlaybook();
      await ok(REMOVE_SPORT, { p: id, s: 'ua-basketball' });
      const p = await read(id);
      expect(p.sports.map((s: any) => [s.id, s.order])).toEqual([['ua-volleyball', 1]]);
      expect(summary(p.pages)).toEqual(expectedPages(['ua-volleyball']));
      await refused(id, REMOVE_SPORT, { p: id, s: 'ua-basketball' }, a, 'BAD_USER_INPUT', 'sportId');
      await refused(id, REMOVE_SPORT, { p: id, s: 'ua-volleyball' }, a, 'BAD_USER_INPUT', 'sportId');
    });
  });

  describe('editing catalog products', () => {
    it('addCatalogProduct goes to the last page with room, a new page, or the page given', async () => {
      const id = await newPlaybook({ sports: ['ua-basketball'], showCoverAndIndex: false });
      const fanGear = await catalogOf(id, 'ua-basketball', 'Fan Gear');
      const uniforms = await catalogOf(id, 'ua-basketball', 'Uniforms');
      const expected = expectedCatalogs('ua-basketball');
      const name = sportNames.get('ua-basketball');
      // Fan Gear's only page holds 1: the product joins it.
      await ok(ADD_PRODUCT, { p: id, i: { catalogId: fanGear.id, styleId: 'CG2150', customPriceCents: 4500 } });
      // A page given: Uniforms' page 1 (viewer page 1) takes a 4th product.
      await ok(ADD_PRODUCT, { p: id, i: { catalogId: uniforms.id, styleId: 'CG9150', pageNumber: 1 } });
      const pages = await pagesOf(id);
      const uniformPages = expected[0]!.pages.map((ids, i) => (i === 0 ? [...ids, 'CG9150'] : ids));
      expect(pages).toEqual([
        ...uniformPages.map((ids) => [name, 'Uniforms', ids]),
        [name, "Women's Uniforms", expected[1]!.pages[0]],
        [name, 'Fan Gear', ['CG1200', 'CG2150']],
        ['BACK_COVER', 'Back Cover', []],
      ]);
      const added = (await catalogOf(id, 'ua-basketball', 'Fan Gear')).products[1];
      expect(added).toMatchObject({
        catalogPageIndex: 1,
        catalogPageOrder: 2,
        customPriceCents: 4500,
        customized: false,
      });
      expect(added.configuration.decorations.map((d: any) => [d.location, d.text])).toEqual([
        ['front-chest', 'Lady Rams'],
        ['front-number', '00'],
        ['left-chest', null],
        ['back-name', 'Player Name'],
        ['back-number', '00'],
      ]);
      // Fan Gear page 1 fills to 3, the next one opens page 2.
      await ok(ADD_PRODUCT, { p: id, i: { catalogId: fanGear.id, styleId: 'CG2100' } });
      await ok(ADD_PRODUCT, { p: id, i: { catalogId: fanGear.id, styleId: 'CG2200' } });
      expect((await pagesOf(id)).filter((x) => x[1] === 'Fan Gear')).toEqual([
        [name, 'Fan Gear', ['CG1200', 'CG2150', 'CG2100']],
        [name, 'Fan Gear', ['CG2200']],
      ]);
    });

    it('addCatalogProduct refuses each documented bad field and a full page, leaving the catalogue intact', async () => {
      const id = await newPlaybook({ sports: ['ua-basketball'], showCoverAndIndex: false });
      const other = await newPlaybook({ sports: ['ua-volleyball'] });
      const uniforms = await catalogOf(id, 'ua-basketball', 'Uniforms');
      const foreign = (await read(other)).sports[0].catalogs[0];
      const add = (i: Record<string, unknown>) => ({ p: id, i: { catalogId: uniforms.id, styleId: 'CG2100', ...i } });
      const cases: [Record<string, unknown>, string][] = [
        [{ catalogId: foreign.id }, 'catalogId'],
        [{ catalogId: '999999' }, 'catalogId'],
        [{ styleId: 'NOPE' }, 'styleId'],
        [{ variantId: 'CG4100-NOPE' }, 'variantId'],
        [{ styleId: 'BD8900', variantId: SEED.variants.find((v) => v.style_id === 'BD8910')!.id }, 'variantId'],
        [{ designId: 'CG4100-501A' }, 'designId'],
        [{ designId: 'CG2100-588R' }, 'designId'],
        [{ customPriceCents: -1 }, 'customPriceCents'],
        [{ customPriceCents: 10_000_001 }, 'customPriceCents'],
        // Not a product page: the Back Cover (9); a page of another catalog (Women's Uniforms is page 7).
        [{ pageNumber: 9 }, 'pageNumber'],
        [{ pageNumber: 7 }, 'pageNumber'],
        [{ pageNumber: 99 }, 'pageNumber'],
      ];
      for (const [input, field] of cases) await refused(id, ADD_PRODUCT, add(input), a, 'BAD_USER_INPUT', field);
      // Page 1 takes 3 more (6), then it is full.
      for (let i = 0; i < 3; i++) await ok(ADD_PRODUCT, add({ pageNumber: 1 }));
      expect((await pagesOf(id))[0]![2]).toHaveLength(6);
      await refused(id, ADD_PRODUCT, add({ pageNumber: 1 }), a, 'BAD_USER_INPUT', 'pageNumber');
    });

    it('updateCatalogProduct changes name and custom price, clears it; bad fields refused', async () => {
      const id = await newPlaybook({ sports: ['ua-basketball'] });
      const jersey = await productOf(id, 'CG2100');
      await ok(UPDATE_PRODUCT, { id: jersey.id, i: { name: ' Home Jersey ', customPriceCents: 5000 } });
      expect(await productOf(id, 'CG2100')).toMatchObject({ name: 'Home Jersey', customPriceCents: 5000 });
      await ok(UPDATE_PRODUCT, { id: jersey.id, i: { clearCustomPrice: true } });
      expect(await productOf(id, 'CG2100')).toMatchObject({ name: 'Home Jersey', customPriceCents: null });
      const shorts = await ok(
        `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
        {
          input: { styleId: 'CG2200', colorIds: TEAM_COLORS, decorations: [] },
        },
      );
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'name'],
        [{ name: 'x'.repeat(121) }, 'name'],
        [{ customPriceCents: -5 }, 'customPriceCents'],
        [{ customPriceCents: 10_000_001 }, 'customPriceCents'],
        [{ variantId: 'CG2200-NOPE' }, 'variantId'],
        [{ designId: 'CG2200-501A' }, 'designId'],
        [{ configurationShortId: shorts.saveConfiguration.shortId }, 'configurationShortId'],
        [{ configurationShortId: 'nope-nope' }, 'configurationShortId'],
      ];
      for (const [i, field] of cases)
        await refused(id, UPDATE_PRODUCT, { id: jersey.id, i }, a, 'BAD_USER_INPUT', field);
    });

    it('updateCatalogProduct with a saved configuration marks it customised and draws it from that configuration', async () => {
      const id = await newPlaybook({ sports: ['ua-basketball'] });
      const jersey = await productOf(id, 'CG2100');
      const saved = (
        await ok(
          `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) {
            shortId colors { id } decorations { contentType location text } snapshot(view: FRONT) { view width height } } }`,
          {
            input: {
              styleId: 'CG2100',
              designId: 'CG2100-501A',
              colorIds: TEAM_COLORS,
              decorations: [
                { contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'Lady Rams', fillColorId: '2' },
                { contentType: 'PLAYER_NUMBER', location: 'back-number', text: '23' },
              ],
            },
          },
        )
      ).saveConfiguration;
      await ok(UPDATE_PRODUCT, { id: jersey.id, i: { configurationShortId: saved.shortId } });
      const p = (
        await ok(
          `query($id: ID!) { playbook(dealerCode: "${dealerCode}", id: $id) { sports { catalogs { products {
            id customized design { id } configuration { shortId } snapshot(view: FRONT) { view width height } } } } } }`,
          { id },
        )
      ).playbook;
      const product = p.sports[0].catalogs.flatMap((c: any) => c.products).find((x: any) => x.id === jersey.id);
      expect(product).toEqual({
        id: jersey.id,
        customized: true,
        design: { id: 'CG2100-501A' },
        configuration: { shortId: saved.shortId },
        snapshot: saved.snapshot,
      });
    });

    it('moveCatalogProduct within a page, across pages, across catalogs, to a new page; full page and non-product pages refused', async () => {
      const id = await newPlaybook({ sports: ['ua-basketball'], showCoverAndIndex: false });
      const name = sportNames.get('ua-basketball');
      const expected = expectedCatalogs('ua-basketball');
      const u = expected[0]!.pages;
      const byStyle = async (styleId: string) => (await productOf(id, styleId)).id;
      const uniforms = async () => (await pagesOf(id)).filter((x) => x[1] === 'Uniforms').map((x) => x[2]);
      // Within page 1: its third product first.
      await ok(MOVE, { id: await byStyle(u[0]![2]!), i: { pageNumber: 1, position: 1 } });
      expect((await uniforms())[0]).toEqual([u[0]![2], u[0]![0], u[0]![1]]);
      // Across pages: the first of page 2 to page 1, position 2 (past the end would be last).
      await ok(MOVE, { id: await byStyle(u[1]![0]!), i: { pageNumber: 1, position: 2 } });
      expect((await uniforms()).slice(0, 2)).toEqual([
        [u[0]![2], u[1]![0], u[0]![0], u[0]![1]],
        [u[1]![1], u[1]![2]],
      ]);
      // The only product of the last page (6) leaves it: the page disappears.
      await ok(MOVE, { id: await byStyle(u[5]![0]!), i: { pageNumber: 2, position: 9 } });
      expect(await uniforms()).toEqual([
        [u[0]![2], u[1]![0], u[0]![0], u[0]![1]],
        [u[1]![1], u[1]![2], u[5]![0]],
        u[2],
        u[3],
        u[4],
      ]);
      // Across catalogs: the women's jersey (page 6 now) onto the Fan Gear page (7), first.
      await ok(MOVE, { id: await byStyle('CG2100W'), i: { pageNumber: 7, position: 1 } });
      let pages = await pagesOf(id);
      expect(pages.slice(5)).toEqual([
        [name, 'Fan Gear', ['CG2100W', 'CG1200']],
        ['BACK_COVER', 'Back Cover', []],
      ]);
      expect((await productOf(id, 'CG2100W')).catalogPageOrder).toBe(1);
      // A new page after page 1, alone.
      await ok(MOVE, { id: await byStyle(u[0]![0]!), i: { pageNumber: 1, position: 1, newPage: true } });
      expect((await uniforms()).slice(0, 3)).toEqual([
        [u[0]![2], u[1]![0], u[0]![1]],
        [u[0]![0]],
        [u[1]![1], u[1]![2], u[5]![0]],
      ]);
      // Page 1 filled to 6, then a 7th is refused; the Back Cover and page 0 are not product pages; position 0.
      for (const s of u[3]!) await ok(MOVE, { id: await byStyle(s), i: { pageNumber: 1, position: 1 } });
      pages = await pagesOf(id);
      expect(pages[0]![2]).toEqual([...u[3]!].reverse().concat([u[0]![2]!, u[1]![0]!, u[0]![1]!]));
      const mover = await byStyle(u[4]![0]!);
      await refused(id, MOVE, { id: mover, i: { pageNumber: 1, position: 1 } }, a, 'BAD_USER_INPUT', 'pageNumber');
      await refused(
        id,
        MOVE,
        { id: mover, i: { pageNumber: pages.length, position: 1 } },
        a,
        'BAD_USER_INPUT',
        'pageNumber',
      );
      await refused(id, MOVE, { id: mover, i: { pageNumber: 0, position: 1 } }, a, 'BAD_USER_INPUT', 'pageNumber');
      await refused(id, MOVE, { id: mover, i: { pageNumber: 2, position: 0 } }, a, 'BAD_USER_INPUT', 'position');
    });

    it('removeCatalogProduct closes up its page; a page left empty disappears', async () => {
      const id = await newPlaybook({ sports: ['ua-basketball'], showCoverAndIndex: false });
      const u = expectedCatalogs('ua-basketball')[0]!.pages;
      await ok(REMOVE_PRODUCT, { id: (await productOf(id, u[0]![0]!)).id });
      const uniforms = await catalogOf(id, 'ua-basketball', 'Uniforms');
      expect(
        uniforms.products.slice(0, 2).map((p: any) => [p.product.styleId, p.catalogPageIndex, p.catalogPageOrder]),
      ).toEqual([
        [u[0]![1], 1, 1],
        [u[0]![2], 1, 2],
      ]);
      await ok(REMOVE_PRODUCT, { id: (await productOf(id, 'CG2100W')).id });
      const pages = await pagesOf(id);
      expect(pages.map((x) => x[1])).not.toContain("Women's Uniforms");
      expect(pages).toHaveLength(u.length + 2);
      expect(errorOf(await h.gql(REMOVE_PRODUCT, { id: '999999999' }, a)).code).toBe('NOT_FOUND');
    });
  });

  describe('filters (P3)', () => {
    /** The expected pages after the filters: each created page keeps what shows on it; empty pages go. */
    const filtered = (genders: string[], types: string[]) => [
      ['COVER', 'Lady Rams', []],
      ['INDEX', 'Index', []],
      ...['ua-basketball', 'ua-volleyball'].flatMap((sport) =>
        expectedCatalogs(sport).flatMap((c) =>
          c.pages
            .map((ids) => ids.filter((s) => shows(s, c.gender, genders, types)))
            .filter((ids) => ids.length)
            .map((ids) => [sportNames.get(sport), c.name, ids]),
        ),
      ),
      ['BACK_COVER', 'Back Cover', []],
    ];

    it('gender MEN keeps men and unisex products, drops women-only pages; WOMEN keeps unisex on Uniforms pages', async () => {
      const id = await newPlaybook();
      const r = await ok(FILTERS, { p: id, i: { genders: ['MEN'] } });
      expect(r.setPlaybookFilters).toMatchObject({ genderFilter: ['MEN'], productTypeFilter: [] });
      const men = await pagesOf(id);
      expect(men).toEqual(filtered(['MEN'], []));
      expect(men.map((x) => x[1])).not.toContain("Women's Uniforms");
      expect(men.flatMap((x) => x[2])).toContain('CG1200');
      await ok(FILTERS, { p: id, i: { genders: ['WOMEN'] } });
      const women = await pagesOf(id);
      expect(women).toEqual(filtered(['WOMEN'], []));
      // Unisex BD8920 is the only Uniforms product left: one Uniforms page.
      expect(women.filter((x) => x[1] === 'Uniforms')).toEqual([
        [sportNames.get('ua-basketball'), 'Uniforms', ['BD8920']],
      ]);
      expect((await read(id)).pages.filter((x: Page) => x.kind === 'PRODUCTS').map((x: Page) => x.number)).toEqual(
        women.slice(2, -1).map((_, i) => i + 3),
      );
    });

    it('product types keep their types; both lists are saved and each replaces the stored one', async () => {
      const id = await newPlaybook();
      await ok(FILTERS, { p: id, i: { genders: ['MEN'], productTypes: ['FIVE_DAY'] } });
      expect(await pagesOf(id)).toEqual(filtered(['MEN'], ['FIVE_DAY']));
      // Only the types given: the gender filter stays.
      await ok(FILTERS, { p: id, i: { productTypes: ['SUBLIMATED', 'STOCK'] } });
      const p = await read(id);
      expect([p.genderFilter, p.productTypeFilter]).toEqual([['MEN'], ['SUBLIMATED', 'STOCK']]);
      expect(summary(p.pages)).toEqual(filtered(['MEN'], ['SUBLIMATED', 'STOCK']));
      await ok(FILTERS, { p: id, i: { genders: [], productTypes: [] } });
      expect(await pagesOf(id)).toEqual(expectedPages());
      await refused(id, FILTERS, { p: id, i: { genders: ['YOUTH'] } }, a, 'BAD_USER_INPUT', 'genders');
    });
  });

  describe('bulk edit (updatePlaybook)', () => {
    it('new colours, team name and logo redraw every product; a customised one keeps its decorations', async () => {
      const id = await newPlaybook({ sports: ['ua-basketball'] });
      const jersey = await productOf(id, 'CG2100');
      const custom = (
        await ok(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
          input: {
            styleId: 'CG2100',
            colorIds: TEAM_COLORS,
            decorations: [
              { contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'Lady Rams', fillColorId: '2' },
              { contentType: 'UPLOADS', location: 'left-chest', logoId: logoA },
              { contentType: 'PLAYER_NUMBER', location: 'back-number', text: '23' },
            ],
          },
        })
      ).saveConfiguration.shortId;
      await ok(UPDATE_PRODUCT, { id: jersey.id, i: { configurationShortId: custom } });
      const before = await read(id);
      await ok(UPDATE, { p: id, i: { teamName: 'Rams', colorIds: ['2', '1', '23'], defaultLogoId: logoA2 } });
      const after = await read(id);
      expect([after.teamName, after.colors.map((c: any) => c.id), after.defaultLogo]).toEqual([
        'Rams',
        ['2', '1', '23'],
        { id: logoA2 },
      ]);
      const all = (p: any) => p.sports.flatMap((s: any) => s.catalogs.flatMap((c: any) => c.products));
      const old = new Map(all(before).map((x: any) => [x.id, x.configuration.shortId]));
      for (const x of all(after)) {
        expect(
          x.configuration.colors.map((c: any) => c.id),
          x.product.styleId,
        ).toEqual(['2', '1', '23']);
        expect(x.configuration.shortId).not.toBe(old.get(x.id));
      }
      expect(all(after).map((x: any) => x.id)).toEqual(all(before).map((x: any) => x.id));
      const customised = all(after).find((x: any) => x.id === jersey.id);
      expect(customised.customized).toBe(true);
      expect(customised.configuration.decorations).toEqual([
        { contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'Rams', logo: null },
        { contentType: 'UPLOADS', location: 'left-chest', text: null, logo: { id: logoA2 } },
        { contentType: 'PLAYER_NUMBER', location: 'back-number', text: '23', logo: null },
      ]);
      const plain = all(after).find((x: any) => x.product.styleId === 'CG2150');
      expect(plain.configuration.decorations).toEqual([
        { contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'Rams', logo: null },
        { contentType: 'PLAYER_NUMBER', location: 'front-number', text: '00', logo: null },
        { contentType: 'UPLOADS', location: 'left-chest', text: null, logo: { id: logoA2 } },
        { contentType: 'PLAYER_NAME', location: 'back-name', text: 'Player Name', logo: null },
        { contentType: 'PLAYER_NUMBER', location: 'back-number', text: '00', logo: null },
      ]);
      expect(after.pages[0]).toMatchObject({ kind: 'COVER', title: 'Rams' });
      // Clearing the logo removes it from every drawing.
      await ok(UPDATE, { p: id, i: { clearDefaultLogo: true } });
      const cleared = await read(id);
      expect(cleared.defaultLogo).toBeNull();
      expect(
        all(cleared)
          .flatMap((x: any) => x.configuration.decorations)
          .filter((d: any) => d.logo),
      ).toEqual([]);
    });

    it('changes the settings and the school without redrawing', async () => {
      const id = await newPlaybook({ sports: ['ua-volleyball'] });
      const before = await read(id);
      await ok(UPDATE, { p: id, i: { title: 'Spring Book', showCoverAndIndex: false, schoolCode: 'TX-AUS-0101' } });
      const after = await read(id);
      expect([after.title, after.schoolCode, after.newSchool]).toEqual(['Spring Book', 'TX-AUS-0101', null]);
      expect(summary(after.pages)).toEqual(expectedPages(['ua-volleyball']).slice(2));
      expect(after.sports).toEqual(before.sports);
      // A new school clears the code; a code clears the new school.
      await ok(UPDATE, {
        p: id,
        i: { newSchool: { name: ' Hill Country Prep ', mascot: 'Hawks', city: 'Kerrville', state: 'tx' } },
      });
      expect(await read(id)).toMatchObject({
        schoolCode: null,
        newSchool: { name: 'Hill Country Prep', mascot: 'Hawks', city: 'Kerrville', state: 'TX' },
      });
      await ok(UPDATE, { p: id, i: { schoolCode: 'OH-COL-0032' } });
      expect(await read(id)).toMatchObject({ schoolCode: 'OH-COL-0032', newSchool: null });
    });

    it('refuses each documented bad field and changes nothing', async () => {
      const id = await newPlaybook({ sports: ['ua-volleyball'] });
      const cases: [Record<string, unknown>, string][] = [
        [{ title: '  ' }, 'title'],
        [{ title: 'x'.repeat(121) }, 'title'],
        [{ teamName: '' }, 'teamName'],
        [{ teamName: 'x'.repeat(81) }, 'teamName'],
        [{ colorIds: ['19', '13'] }, 'colorIds'],
        [{ colorIds: ['19', '13', '999'] }, 'colorIds'],
        [{ defaultLogoId: logoB }, 'defaultLogoId'],
        [{ schoolCode: 'XX-NOPE-0000' }, 'schoolCode'],
        [{ newSchool: { name: ' ' } }, 'newSchool.name'],
        [{ newSchool: { name: 'x'.repeat(121) } }, 'newSchool.name'],
        [{ newSchool: { name: 'Hill Country Prep', state: 'Texas' } }, 'newSchool.state'],
        // A good field with a bad one: nothing is written.
        [{ title: 'Fine', teamName: 'Rams', colorIds: ['1'] }, 'colorIds'],
      ];
      for (const [i, field] of cases) await refused(id, UPDATE, { p: id, i }, a, 'BAD_USER_INPUT', field);
    });
  });

  describe('tenancy (A4, A6) and archived playbooks', () => {
    /** Every editing mutation, in an order in which each succeeds for a caller who may edit. */
    async function calls(id: string) {
      const p = await read(id);
      const basketball = p.sports.find((s: any) => s.id === 'ua-basketball');
      const product = (style: string) =>
        p.sports
          .flatMap((s: any) => s.catalogs.flatMap((c: any) => c.products))
          .find((x: any) => x.product.styleId === style).id;
      return [
        [UPDATE, { p: id, i: { title: 'Edited', colorIds: ['2', '1', '23'] } }],
        [ADD_SPORT, { p: id, s: 'ua-soccer' }],
        [REMOVE_SPORT, { p: id, s: 'ua-soccer' }],
        [REORDER_SPORTS, { p: id, s: ['ua-volleyball', 'ua-basketball'] }],
        [REORDER_CATALOGS, { p: id, s: 'ua-basketball', c: [...basketball.catalogs].reverse().map((c: any) => c.id) }],
        [RENAME, { p: id, s: 'ua-basketball', n: 'Hoops' }],
        [ADD_PRODUCT, { p: id, i: { catalogId: basketball.catalogs[0].id, styleId: 'CG2150' } }],
        [UPDATE_PRODUCT, { id: product('CG2100'), i: { name: 'Home', customPriceCents: 100 } }],
        [MOVE, { id: product('CG2100'), i: { pageNumber: 3, position: 1 } }],
        [REMOVE_PRODUCT, { id: product('CG2150') }],
        [FILTERS, { p: id, i: { genders: ['WOMEN'] } }],
      ] as [string, Record<string, unknown>][];
    }

    it('another dealer, a visitor and a passcode session of another project get NOT_FOUND; a passcode session of the playbook edits', async () => {
      const id = await newPlaybook();
      const otherProject = await newPlaybook({ sports: ['ua-volleyball'] });
      // Passcode sessions are opened by a visitor with the dealer's passcode (A4).
      const session = async (projectId: string) =>
        (
          await h.gql(
            `mutation($p: ID!) { passcodeAccess(dealerCode: "${dealerCode}", projectType: PLAYBOOK, projectId: $p, passcode: "rams-pass-2026") { apiToken } }`,
            { p: projectId },
          )
        ).data!.passcodeAccess.apiToken as string;
      const ownSession = await session(id);
      const otherSession = await session(otherProject);
      const list = await calls(id);
      for (const [doc, vars] of list)
        for (const token of [b, undefined, otherSession]) await refused(id, doc, vars, token, 'NOT_FOUND');
      const before = await read(id);
      for (const [doc, vars] of list) {
        const r = await h.gql(doc, vars, ownSession);
        expect(r.errors, doc.slice(0, 60)).toBeUndefined();
      }
      const after = await read(id);
      expect(after.title).toBe('Edited');
      expect(after.sports.map((s: any) => s.name)).toEqual([sportNames.get('ua-volleyball'), 'Hoops']);
      expect(after.genderFilter).toEqual(['WOMEN']);
      expect(after).not.toEqual(before);
      // The session of the playbook reads the queues no more than a visitor does.
      expect(errorOf(await h.gql(QUEUES, {}, ownSession)).code).toBe('UNAUTHENTICATED');
    });

    it("a passcode session sets as default only a logo on the playbook, never another logo of the dealer's library", async () => {
      const id = await newPlaybook({ sports: ['ua-volleyball'] });
      const session = (
        await h.gql(
          `mutation($p: ID!) { passcodeAccess(dealerCode: "${dealerCode}", projectType: PLAYBOOK, projectId: $p, passcode: "rams-pass-2026") { apiToken } }`,
          { p: id },
        )
      ).data!.passcodeAccess.apiToken as string;
      // logoA2 is the dealer's but not on the playbook: the session cannot reach it.
      await refused(id, UPDATE, { p: id, i: { defaultLogoId: logoA2 } }, session, 'BAD_USER_INPUT', 'defaultLogoId');
      await refused(id, UPDATE, { p: id, i: { defaultLogoId: logoB } }, session, 'BAD_USER_INPUT', 'defaultLogoId');
      // The current default stays allowed (a no-op), and one the dealer put on the playbook may be picked.
      await ok(UPDATE, { p: id, i: { defaultLogoId: logoA } }, session);
      await ok(
        `mutation($p: ID!, $l: ID!) { addProjectLogo(projectType: PLAYBOOK, projectId: $p, logoId: $l) { projectId } }`,
        { p: id, l: logoA2 },
      );
      await ok(UPDATE, { p: id, i: { defaultLogoId: logoA2 } }, session);
      expect((await read(id)).defaultLogo).toEqual({ id: logoA2 });
      // The dealer itself may pick any logo of its library.
      await ok(UPDATE, { p: id, i: { defaultLogoId: logoA } });
      expect((await read(id)).defaultLogo).toEqual({ id: logoA });
    });

    it('an archived playbook answers CONFLICT to every editing call and keeps its data', async () => {
      const id = await newPlaybook();
      const list = await calls(id);
      await ok(`mutation($id: ID!) { archiveProject(projectType: PLAYBOOK, projectId: $id) { id } }`, { id });
      for (const [doc, vars] of list) await refused(id, doc, vars, a, 'CONFLICT');
      // Another dealer still gets NOT_FOUND, not CONFLICT.
      await refused(id, list[0]![0], list[0]![1], b, 'NOT_FOUND');
    });
  });

  describe('duplicateProject', () => {
    it('copies the catalogue: sports, catalogs, products with places, names, prices, configurations', async () => {
      const id = await newPlaybook();
      const jersey = await productOf(id, 'CG2100');
      await ok(UPDATE_PRODUCT, { id: jersey.id, i: { name: 'Home', customPriceCents: 4200 } });
      await ok(RENAME, { p: id, s: 'ua-volleyball', n: 'Volley' });
      await ok(MOVE, { id: jersey.id, i: { pageNumber: 4, position: 2 } });
      const copyId = (
        await ok(`mutation($id: ID!) { duplicateProject(projectType: PLAYBOOK, projectId: $id) { id } }`, { id })
      ).duplicateProject.id;
      const [source, copy] = [await read(id), await read(copyId)];
      const shape = (p: any) => ({
        pages: summary(p.pages),
        sports: p.sports.map((s: any) => ({
          id: s.id,
          name: s.name,
          catalogs: s.catalogs.map((c: any) => ({
            name: c.name,
            gender: c.gender,
            products: c.products.map((x: any) => [
              x.product.styleId,
              x.name,
              x.catalogPageIndex,
              x.catalogPageOrder,
              x.customPriceCents,
              x.configuration.shortId,
            ]),
          })),
        })),
      });
      expect(shape(copy)).toEqual(shape(source));
      expect(copy.status).toBe('DRAFT');
      const catalogIds = (p: any) => p.sports.flatMap((s: any) => s.catalogs.map((c: any) => c.id));
      const productIds = (p: any) =>
        p.sports.flatMap((s: any) => s.catalogs.flatMap((c: any) => c.products.map((x: any) => x.id)));
      expect(catalogIds(copy).filter((x: string) => catalogIds(source).includes(x))).toEqual([]);
      expect(productIds(copy).filter((x: string) => productIds(source).includes(x))).toEqual([]);
      // Editing the copy leaves the source alone.
      await ok(REMOVE_PRODUCT, { id: (await productOf(copyId, 'CG2100')).id });
      expect(shape(await read(id))).toEqual(shape(source));
    });
  });

  describe('publish (P4) and the queues', () => {
    it('a new school makes one school-queue record and (no school code) one team-travel record, once', async () => {
      const { token: c } = await h.signIn('PBK003');
      const rep = (await ok(`mutation { saveRep(input: { name: "Sam Rep" }) { id name } }`, {}, c)).saveRep;
      const customer = (
        await ok(
          `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`,
          { input: { name: 'Hill Country', type: 'SCHOOL', colorIds: TEAM_COLORS, repId: rep.id } },
          c,
        )
      ).saveCustomer.id;
      const id = (
        await ok(
          `mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id } }`,
          {
            input: {
              template: 'UA',
              sports: ['ua-volleyball', 'ua-basketball'],
              teamName: 'Hill Hawks',
              colorIds: ['2', '1', '23'],
              customerId: customer,
            },
          },
          c,
        )
      ).createPlaybook.id;
      await ok(RENAME, { p: id, s: 'ua-basketball', n: 'Hoops' }, c);
      await ok(
        UPDATE,
        { p: id, i: { newSchool: { name: 'Hill Country Prep', mascot: 'Hawks', city: 'Kerrville', state: 'TX' } } },
        c,
      );
      expect(await ok(QUEUES, {}, c)).toEqual({ schoolQueue: [], teamTravelQueue: [] });
      expect((await ok(PUBLISH, { id }, c)).publishProject.status).toBe('PUBLISHED');
      await ok(PUBLISH, { id }, c);
      const q = await ok(QUEUES, {}, c);
      expect(q.schoolQueue).toEqual([
        {
          id: expect.any(String),
          name: 'Hill Country Prep',
          mascot: 'Hawks',
          city: 'Kerrville',
          state: 'TX',
          status: 'PENDING',
          createdAt: expect.any(String),
          colors: [{ id: '2' }, { id: '1' }, { id: '23' }],
          project: { id },
        },
      ]);
      expect(q.teamTravelQueue).toEqual([
        {
          id: expect.any(String),
          name: 'Hill Hawks',
          sports: [sportNames.get('ua-volleyball'), 'Hoops'],
          status: 'PENDING',
          createdAt: expect.any(String),
          colors: [{ id: '2' }, { id: '1' }, { id: '23' }],
          rep: { id: rep.id, name: 'Sam Rep' },
          project: { id },
        },
      ]);
      // A playbook with a school of the list: no record; the newest record comes first.
      const withSchool = (
        await ok(
          `mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id } }`,
          { input: { template: 'UA', sports: ['ua-volleyball'], teamName: 'Rams', colorIds: TEAM_COLORS } },
          c,
        )
      ).createPlaybook.id;
      await ok(UPDATE, { p: withSchool, i: { schoolCode: 'TX-AUS-0101' } }, c);
      await ok(PUBLISH, { id: withSchool }, c);
      const noSchool = (
        await ok(
          `mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id } }`,
          { input: { template: 'UA', sports: ['ua-softball'], teamName: 'Lady Hawks', colorIds: TEAM_COLORS } },
          c,
        )
      ).createPlaybook.id;
      await ok(PUBLISH, { id: noSchool }, c);
      const q2 = await ok(QUEUES, {}, c);
      expect(q2.schoolQueue).toHaveLength(1);
      expect(q2.teamTravelQueue.map((r: any) => [r.name, r.sports, r.rep, r.project.id])).toEqual([
        ['Lady Hawks', [sportNames.get('ua-softball')], null, noSchool],
        ['Hill Hawks', [sportNames.get('ua-volleyball'), 'Hoops'], { id: rep.id, name: 'Sam Rep' }, id],
      ]);
      // The queues are the dealer's only: another dealer sees none; a visitor is refused like other dealer-only queries.
      expect(await ok(QUEUES, {}, b)).toEqual({ schoolQueue: [], teamTravelQueue: [] });
      expect(errorOf(await h.gql(QUEUES, {})).code).toBe('UNAUTHENTICATED');
      expect(errorOf(await h.gql(`{ dashboardStats { playbooks } }`, {})).code).toBe('UNAUTHENTICATED');
    });
  });

  describe('schools (P4)', () => {
    const SCHOOLS = `query($s: String, $f: Int) { schools(search: $s, first: $f) { code name mascot city state } }`;
    const byName = [...SEED_SCHOOLS].sort((x, y) =>
      x.name !== y.name ? (x.name < y.name ? -1 : 1) : x.code < y.code ? -1 : 1,
    );
    const matching = (s: string) =>
      byName.filter((x) => [x.name, x.city, x.code].some((v) => v.toLowerCase().includes(s.toLowerCase())));

    it('searches name, city and code case-insensitively, by name, at most `first`', async () => {
      for (const s of ['lake', 'AUSTIN', 'oh-', 'high school']) {
        const r = await ok(SCHOOLS, { s });
        expect(r.schools, s).toEqual(matching(s).slice(0, 20));
        expect(r.schools.length).toBeGreaterThan(0);
      }
      expect((await ok(SCHOOLS, { s: 'high', f: 2 })).schools).toEqual(matching('high').slice(0, 2));
      expect((await ok(SCHOOLS, {})).schools).toEqual(byName.slice(0, 20));
      expect((await ok(SCHOOLS, { f: 500 })).schools).toHaveLength(Math.min(100, byName.length));
      // LIKE wildcards are plain characters.
      expect((await ok(SCHOOLS, { s: '%' })).schools).toEqual([]);
      expect((await h.gql(SCHOOLS, { s: 'lake' })).data!.schools).toEqual(matching('lake'));
    });
  });

  describe('catalog product prices (L3)', () => {
    /** The seed's msrp of a style's base size (M for related products, else L), cents. */
    const baseMsrp = (styleId: string) => {
      const s = seedStyle(styleId);
      return SEED.styleSizes.find((z) => z.style_id === styleId && z.size === (s.is_related ? 'M' : 'L'))!.msrp_cents;
    };
    const PRICES =
      () => `query($id: ID!) { playbook(dealerCode: "${dealerCode}", id: $id) { sports { catalogs { products {
      id priceCents customPriceCents product { styleId } configuration { decorations { contentType location text logo { id } fillColor { id } outline1Color { id }
      outline2Color { id } } } } } } } }`;

    it('msrp x margin plus the decorations, the custom price of that product when set', async () => {
      const id = await newPlaybook({ sports: ['ua-basketball'] });
      const fanGear = await catalogOf(id, 'ua-basketball', 'Fan Gear');
      // The jersey twice: once in Uniforms, once in Fan Gear with its own custom price.
      await ok(ADD_PRODUCT, { p: id, i: { catalogId: fanGear.id, styleId: 'CG2100', customPriceCents: 3999 } });
      const products = (await ok(PRICES(), { id }, b)).playbook;
      expect(products).toBeNull();
      const own = (await ok(PRICES(), { id })).playbook.sports[0].catalogs.flatMap((c: any) => c.products);
      expect(margin).toBe(2);
      // Each product at the seed's base-size msrp (migrations/seed/styles.ts) times the margin 2,
      // plus its decorations at quantity 1 (migrations/seed/decoration-prices.ts): the default
      // team look screen printed on the five-day and Alleson styles, sublimated (0) on the others:
      // on a jersey the team text, the logo, the numbers front and back and the player's name
      // (3100 cents), on shorts and pants the logo on the left hip (600 cents). A custom price
      // replaces the product price and its decorations.
      const printed = 3100;
      const printedBottom = 600;
      const expected: [styleId: string, msrpCents: number, decorationCents: number][] = [
        ['CG2100', 5500, 0],
        ['CG2100Y', 4500, 0],
        ['CG2150', 5200, 0],
        ['CG2170', 6500, 0],
        ['CG2200', 4200, 0],
        ['CG2200Y', 3600, 0],
        ['CG9150', 6200, 0],
        ['BC2600', 4800, 0],
        ['BC2650', 3600, 0],
        ['BD8900', 3400, printed],
        ['BD8910', 2400, printedBottom],
        ['BD8920', 3000, printed],
        ['AL538J', 3600, printed],
        ['AL538JY', 3000, printed],
        ['AL538P', 2800, printedBottom],
        ['AL538PY', 2400, printedBottom],
        ['CG2100W', 5500, 0],
        ['CG1200', 3600, 0],
      ];
      for (const [styleId, msrpCents] of expected) expect(baseMsrp(styleId), styleId).toBe(msrpCents);
      expect(own.map((x: any) => [x.product.styleId, x.customPriceCents, x.priceCents])).toEqual([
        ...expected.map(([styleId, msrpCents, decorationCents]) => [styleId, null, msrpCents * 2 + decorationCents]),
        ['CG2100', 3999, 3999],
      ]);
      const jerseys = own.filter((x: any) => x.product.styleId === 'CG2100');
      expect(jerseys.map((x: any) => x.customPriceCents)).toEqual([null, 3999]);
    });
  });
});
