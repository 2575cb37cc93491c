/**
 * Snapsheet editing over the API (P5, original sections 4 and 7 'Snapsheets'), on
 * PGlite and, with DATABASE_URL, on PostgreSQL:
 *
 * - products drawn as the team's: an added product's composed decorations (team name, default
 *   logo, number '00', exact), a customised one (added with a configuration); settings changes
 *   redraw (colours, team name, logo; a customised product keeps its decorations in the new
 *   colours); templates and duplicates carry the customised flag; the start backfill;
 * - every editing mutation with its exact effect: orders after move and remove, pages and
 *   empty slots for the dealer, a passcode session and a visitor, featured colour with exact
 *   variant ids, gender, collections, settings;
 * - bad input (BAD_USER_INPUT with `extensions.field`, the snapsheet left as it was), locked
 *   (FORBIDDEN, the unlock rule), archived (CONFLICT), tenancy (NOT_FOUND for another dealer, a
 *   visitor and a passcode session of another project).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { errorOf, startHarness, type Harness } from './harness.js';

const TEAM_COLORS = ['19', '13', '25'];
const NEW_COLORS = ['2', '7', '23'];

const DECORATION = `contentType location text fillColor { id } outline1Color { id } textHeight font logo { id } rotation zoom view`;
const PRODUCT = `id order customized customPriceCents product { styleId } variant { id } design { id }
  configuration { shortId variant { id } design { id } colors { id } decorations { ${DECORATION} } }`;
const SNAPSHEET = `id title teamName status gender showPrices locked isStaticTemplate canEdit
  colors { id } featuredColor { id } collection { id name }
  products { ${PRODUCT} }
  pages { number emptySlots products { id } }`;

const ADD = `mutation($s: ID!, $i: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $s, input: $i) { ${SNAPSHEET} } }`;
const UPDATE_PRODUCT = `mutation($id: ID!, $i: UpdateSnapsheetProductInput!) { updateSnapsheetProduct(id: $id, input: $i) { ${SNAPSHEET} } }`;
const MOVE = `mutation($id: ID!, $d: MoveDirection!) { moveSnapsheetProduct(id: $id, direction: $d) { ${SNAPSHEET} } }`;
const REMOVE = `mutation($id: ID!) { removeSnapsheetProduct(id: $id) { ${SNAPSHEET} } }`;
const FEATURED = `mutation($s: ID!, $c: ID!, $p: [ID!]) { setSnapsheetFeaturedColor(snapsheetId: $s, colorId: $c, productIds: $p) { ${SNAPSHEET} } }`;
const GENDER = `mutation($s: ID!, $g: Gender!) { setSnapsheetGender(snapsheetId: $s, gender: $g) { ${SNAPSHEET} } }`;
const COLLECTION = `mutation($s: ID!, $c: ID) { setSnapsheetCollection(snapsheetId: $s, collectionId: $c) { ${SNAPSHEET} } }`;
const SETTINGS = `mutation($s: ID!, $i: SnapsheetSettingsInput!) { updateSnapsheetSettings(snapsheetId: $s, input: $i) { ${SNAPSHEET} } }`;
const CREATE = `mutation($i: CreateSnapsheetInput!) { createSnapsheet(input: $i) { ${SNAPSHEET} } }`;

/** A decoration as the API answers it, with the C3 defaults of its content type. */
function decoration(contentType: string, location: string, extra: Record<string, unknown> = {}) {
  const text = contentType !== 'UPLOADS';
  return {
    contentType,
    location,
    text: null,
    fillColor: text ? { id: '25' } : null,
    outline1Color: text ? { id: '23' } : null,
    textHeight: contentType === 'CUSTOM_TEXT' ? 70 : 100,
    font: 'full block',
    logo: null,
    rotation: 0,
    zoom: 1,
    view: null,
    ...extra,
  };
}

/**
 * The team look of a CG2100 jersey (P5, C3 the trade's defaults): team name front-chest, '00'
 * front-number, logo left-chest, the player's name and '00' on the back.
 */
const jerseyLook = (teamName: string, logoId: string | null) => [
  decoration('CUSTOM_TEXT', 'front-chest', { text: teamName }),
  decoration('PLAYER_NUMBER', 'front-number', { text: '00' }),
  ...(logoId ? [decoration('UPLOADS', 'left-chest', { logo: { id: logoId } })] : []),
  decoration('PLAYER_NAME', 'back-name', { text: 'Player Name', textHeight: 60 }),
  decoration('PLAYER_NUMBER', 'back-number', { text: '00', textHeight: 200 }),
];

const ids = (xs: { id: string }[] | null | undefined) => (xs ?? []).map((x) => x.id);

describe('snapsheet editing (P5)', () => {
  let h: Harness;
  let a: string;
  let b: string;
  let dealerCode: string;
  let logo1: string;
  let logo2: string;
  let logoB: string;
  const PASSCODE = 'wildcats-2026';

  async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token = a): Promise<T> {
    const r = await h.gql(query, variables, token);
    if (r.errors) throw new Error(`${query.slice(0, 70)}: ${JSON.stringify(r.errors)}`);
    return r.data as T;
  }

  const create = async (input: Record<string, unknown> = {}): Promise<any> =>
    (await ok(CREATE, { i: { teamName: 'Wildcats', colorIds: TEAM_COLORS, ...input } })).createSnapsheet;

  /** The snapsheet as `token` (default: its dealer; null: a visitor) reads it, with `headers`. */
  async function read(id: string, token: string | null = a, headers: Record<string, string> = {}) {
    const r = await h.gql(
      `query($id: ID!) { snapsheet(dealerCode: "${dealerCode}", id: $id) { ${SNAPSHEET} } }`,
      { id },
      token ?? undefined,
      headers,
    );
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data!.snapsheet;
  }

  /** A snapsheet with products of `styles` (in order); returns it as read. */
  async function withProducts(styles: (string | Record<string, unknown>)[], input: Record<string, unknown> = {}) {
    const s = await create(input);
    let last = s;
    for (const st of styles)
      last = (await ok(ADD, { s: s.id, i: typeof st === 'string' ? { styleId: st } : st })).addSnapsheetProduct;
    return last;
  }

  /** Sets the snapsheet's status in the database (a status a test cannot reach otherwise). */
  const setRow = (id: string, set: { status?: string; is_static_template?: boolean }) =>
    h.built.database.db.updateTable('projects').set(set).where('public_id', '=', id).execute();

  /** A passcode session of snapsheet `id` (A4). */
  const passcodeSession = async (id: string): Promise<string> =>
    (
      await ok(
        `mutation($p: ID!) { passcodeAccess(dealerCode: "${dealerCode}", projectType: SNAPSHEET, projectId: $p, passcode: "${PASSCODE}") { apiToken } }`,
        { p: id },
        undefined,
      )
    ).passcodeAccess.apiToken;

  /** Calls `doc` as `token` and expects the error `code` (and `field`) with the snapsheet unchanged. */
  async function refused(
    snapsheetId: string,
    doc: string,
    variables: Record<string, unknown>,
    token: string | undefined,
    code: string,
    field?: string,
  ) {
    const before = await read(snapsheetId);
    const r = await h.gql(doc, variables, token);
    expect(Object.values(r.data ?? {})[0] ?? null, JSON.stringify(r.data)).toBeNull();
    expect(errorOf(r), `${doc.slice(10, 60)} ${JSON.stringify(variables)}`).toEqual({ code, field });
    expect(await read(snapsheetId)).toEqual(before);
  }

  /** Every editing call of a snapsheet and its first product (mutation document, variables). */
  const everyChange = (s: string, p: string): [string, Record<string, unknown>][] => [
    [ADD, { s, i: { styleId: 'CG2200' } }],
    [UPDATE_PRODUCT, { id: p, i: { customPriceCents: 1234 } }],
    [MOVE, { id: p, d: 'DOWN' }],
    [REMOVE, { id: p }],
    [FEATURED, { s, c: '12' }],
    [GENDER, { s, g: 'WOMEN' }],
    [COLLECTION, { s, c: 'fall-sports' }],
    [SETTINGS, { s, i: { title: 'Changed', colorIds: NEW_COLORS } }],
  ];

  beforeAll(async () => {
    h = await startHarness();
    dealerCode = 'SNP001';
    a = (await h.signIn(dealerCode)).token;
    b = (await h.signIn('SNP002')).token;
    const png = async (r: number) =>
      (
        await sharp({ create: { width: 8, height: 8, channels: 4, background: { r, g: 9, b: 9, alpha: 1 } } })
          .png()
          .toBuffer()
      ).toString('base64');
    const upload = `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id } }`;
    logo1 = (await ok(upload, { input: { filename: 'one.png', content: await png(1) } })).uploadLogo.id;
    logo2 = (await ok(upload, { input: { filename: 'two.png', content: await png(2) } })).uploadLogo.id;
    logoB = (await ok(upload, { input: { filename: 'b.png', content: await png(3) } }, b)).uploadLogo.id;
    await ok(`mutation { setDealerPasscode(passcode: "${PASSCODE}") }`);
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  describe("products drawn as the team's", () => {
    it('draws an added product in the team look: team name, default logo and number 00 where the template has them', async () => {
      const s = await withProducts(['CG2100', 'CG2200'], { title: 'Look' });
      await ok(SETTINGS, { s: s.id, i: { logoId: logo1 } });
      const added = (await ok(ADD, { s: s.id, i: { styleId: 'CG2100', designId: 'CG2100-502B' } })).addSnapsheetProduct;
      const [jerseyBefore, shorts, jersey] = added.products;
      // Added before the logo: drawn again with it by the settings change.
      expect(jerseyBefore.configuration.decorations).toEqual(jerseyLook('Wildcats', logo1));
      expect(jersey).toMatchObject({
        order: 3,
        customized: false,
        variant: null,
        design: { id: 'CG2100-502B' },
        configuration: { variant: null, design: { id: 'CG2100-502B' }, colors: TEAM_COLORS.map((id) => ({ id })) },
      });
      expect(jersey.configuration.decorations).toEqual(jerseyLook('Wildcats', logo1));
      // Shorts: the logo on the left hip (the team name goes there only without a logo), no number.
      expect(shorts.configuration.decorations).toEqual([decoration('UPLOADS', 'left-hip', { logo: { id: logo1 } })]);
    });

    it('shows a given configuration as customised, with its variant and design', async () => {
      const config = (
        await ok(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
          input: {
            styleId: 'BD4120',
            variantId: 'BD4120-navy',
            colorIds: ['19', '25', '23'],
            decorations: [{ contentType: 'PLAYER_NAME', location: 'back-name', text: 'SMITH' }],
          },
        })
      ).saveConfiguration.shortId;
      const s = await create();
      const p = (await ok(ADD, { s: s.id, i: { styleId: 'BD4120', configurationShortId: config } })).addSnapsheetProduct
        .products[0];
      expect(p).toMatchObject({
        customized: true,
        variant: { id: 'BD4120-navy' },
        design: null,
        configuration: { shortId: config, colors: [{ id: '19' }, { id: '25' }, { id: '23' }] },
      });
      expect(p.configuration.decorations).toEqual([
        decoration('PLAYER_NAME', 'back-name', { text: 'SMITH', textHeight: 60 }),
      ]);
    });

    it('redraws on new colours, team name and logo; a customised product keeps its decorations in the new colours', async () => {
      const s = await withProducts(['CG2100'], { teamName: 'Wildcats' });
      await ok(SETTINGS, { s: s.id, i: { logoId: logo1 } });
      // Customise a second jersey: the team look plus a back name, saved from the player.
      const custom = (
        await ok(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
          input: {
            styleId: 'CG2100',
            colorIds: TEAM_COLORS,
            decorations: [
              { contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'Wildcats' },
              { contentType: 'UPLOADS', location: 'left-chest', logoId: logo1 },
              { contentType: 'PLAYER_NAME', location: 'back-name', text: 'JONES' },
            ],
          },
        })
      ).saveConfiguration.shortId;
      await ok(ADD, { s: s.id, i: { styleId: 'CG2100', configurationShortId: custom } });
      const after = (
        await ok(SETTINGS, {
          s: s.id,
          i: { teamName: 'Tigers', colorIds: NEW_COLORS, logoId: logo2, title: 'Tigers 2026', showPrices: false },
        })
      ).updateSnapsheetSettings;
      expect(after).toMatchObject({
        title: 'Tigers 2026',
        teamName: 'Tigers',
        showPrices: false,
        colors: NEW_COLORS.map((id) => ({ id })),
      });
      const [plain, customised] = after.products;
      expect(plain.customized).toBe(false);
      expect(plain.configuration.colors).toEqual(NEW_COLORS.map((id) => ({ id })));
      expect(plain.configuration.decorations).toEqual(jerseyLook('Tigers', logo2));
      expect(customised.customized).toBe(true);
      expect(customised.configuration.shortId).not.toBe(custom);
      expect(customised.configuration.colors).toEqual(NEW_COLORS.map((id) => ({ id })));
      expect(customised.configuration.decorations).toEqual([
        decoration('CUSTOM_TEXT', 'front-chest', { text: 'Tigers' }),
        decoration('UPLOADS', 'left-chest', { logo: { id: logo2 } }),
        decoration('PLAYER_NAME', 'back-name', { text: 'JONES', textHeight: 60 }),
      ]);
      // The new logo joined the snapsheet's logos.
      const logos = await ok(
        `query($p: ID!) { projectLogos(projectType: SNAPSHEET, projectId: $p) { defaultLogo { id } logos { id } } }`,
        { p: s.id },
      );
      expect(logos.projectLogos.defaultLogo).toEqual({ id: logo2 });
      expect(ids(logos.projectLogos.logos).sort()).toEqual([logo1, logo2].sort());
      // Settings that leave the look alone keep every configuration.
      const again = (await ok(SETTINGS, { s: s.id, i: { showPrices: true } })).updateSnapsheetSettings;
      expect(again.products.map((p: any) => p.configuration.shortId)).toEqual(
        after.products.map((p: any) => p.configuration.shortId),
      );
    });

    it('a default logo set in the Logos panel redraws the products', async () => {
      const s = await withProducts(['CG2100']);
      expect(s.products[0].configuration.decorations).toEqual(jerseyLook('Wildcats', null));
      const add = `mutation($p: ID!, $l: ID!) { addProjectLogo(projectType: SNAPSHEET, projectId: $p, logoId: $l) { projectId } }`;
      // The first logo of a project becomes its default (section 4).
      await ok(add, { p: s.id, l: logo1 });
      expect((await read(s.id)).products[0].configuration.decorations).toEqual(jerseyLook('Wildcats', logo1));
      await ok(add, { p: s.id, l: logo2 });
      expect((await read(s.id)).products[0].configuration.decorations).toEqual(jerseyLook('Wildcats', logo1));
      await ok(
        `mutation($p: ID!, $l: ID!) { setDefaultLogo(projectType: SNAPSHEET, projectId: $p, logoId: $l) { projectId } }`,
        { p: s.id, l: logo2 },
      );
      expect((await read(s.id)).products[0].configuration.decorations).toEqual(jerseyLook('Wildcats', logo2));
      // Removing the default clears its graphics (section 4).
      await ok(
        `mutation($p: ID!, $l: ID!) { removeProjectLogo(projectType: SNAPSHEET, projectId: $p, logoId: $l) { projectId } }`,
        { p: s.id, l: logo2 },
      );
      expect((await read(s.id)).products[0].configuration.decorations).toEqual(jerseyLook('Wildcats', null));
    });

    it('a template gives its products, prices and customised flags, drawn in the new team look', async () => {
      const config = (
        await ok(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
          input: {
            styleId: 'CG2100',
            colorIds: TEAM_COLORS,
            decorations: [{ contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'Wildcats' }],
          },
        })
      ).saveConfiguration.shortId;
      const template = await withProducts([
        { styleId: 'BD4120', variantId: 'BD4120-black', customPriceCents: 2500 },
        { styleId: 'CG2100', configurationShortId: config },
      ]);
      const copy = await create({ teamName: 'Hawks', colorIds: NEW_COLORS, templateId: template.id });
      expect(
        copy.products.map((p: any) => [
          p.order,
          p.product.styleId,
          p.variant?.id ?? null,
          p.customPriceCents,
          p.customized,
        ]),
      ).toEqual([
        [1, 'BD4120', 'BD4120-black', 2500, false],
        [2, 'CG2100', null, null, true],
      ]);
      expect(copy.products[0].configuration).toMatchObject({
        variant: { id: 'BD4120-black' },
        colors: NEW_COLORS.map((id) => ({ id })),
      });
      // A tee is spiritwear: the sub-mascot line under the team name, no number.
      expect(copy.products[0].configuration.decorations).toEqual([
        decoration('CUSTOM_TEXT', 'front-chest', { text: 'Hawks' }),
        decoration('CUSTOM_TEXT', 'front-sub-mascot', { text: 'ATHLETICS', textHeight: 30 }),
      ]);
      expect(copy.products[1].configuration.colors).toEqual(NEW_COLORS.map((id) => ({ id })));
      expect(copy.products[1].configuration.decorations).toEqual([
        decoration('CUSTOM_TEXT', 'front-chest', { text: 'Hawks' }),
      ]);
      // duplicateProject copies configurations and flags as they are, the featured colour and the collection.
      await ok(FEATURED, { s: copy.id, c: '25', p: [] });
      await ok(COLLECTION, { s: copy.id, c: 'spirit-wear' });
      const dup = await ok(
        `mutation($p: ID!) { duplicateProject(projectType: SNAPSHEET, projectId: $p) { id ... on Snapsheet {
          featuredColor { id } collection { id } products { customized configuration { shortId } } } } }`,
        { p: copy.id },
      );
      expect([dup.duplicateProject.featuredColor, dup.duplicateProject.collection]).toEqual([
        { id: '25' },
        { id: 'spirit-wear' },
      ]);
      expect(dup.duplicateProject.products).toEqual(
        copy.products.map((p: any) => ({
          customized: p.customized,
          configuration: { shortId: p.configuration.shortId },
        })),
      );
    });

    it('the start backfill draws products stored without a configuration, once', async () => {
      const s = await withProducts(['CG2100']);
      const db = h.built.database.db;
      const row = await db.selectFrom('projects').select('id').where('public_id', '=', s.id).executeTakeFirstOrThrow();
      await db
        .insertInto('snapsheet_products')
        .values({
          project_id: row.id,
          sort_order: 2,
          style_id: 'CG2100',
          variant_id: null,
          design_id: null,
          custom_price_cents: null,
          configuration_id: null,
        })
        .execute();
      expect((await read(s.id)).products[1].configuration).toBeNull();
      expect(await h.built.services.snapsheets.backfill()).toBe(1);
      const p = (await read(s.id)).products[1];
      expect(p.customized).toBe(false);
      expect(p.configuration.decorations).toEqual(jerseyLook('Wildcats', null));
      expect(await h.built.services.snapsheets.backfill()).toBe(0);
      expect((await read(s.id)).products[1].configuration.shortId).toBe(p.configuration.shortId);
    });
  });

  describe('updateSnapsheetProduct', () => {
    it('changes variant, design and price; a new variant redraws; a configuration customises', async () => {
      const s = await withProducts([{ styleId: 'BD4120', variantId: 'BD4120-white' }]);
      const p0 = s.products[0];
      let p = (await ok(UPDATE_PRODUCT, { id: p0.id, i: { variantId: 'BD4120-royal', customPriceCents: 1999 } }))
        .updateSnapsheetProduct.products[0];
      expect(p).toMatchObject({
        id: p0.id,
        customPriceCents: 1999,
        variant: { id: 'BD4120-royal' },
        customized: false,
        configuration: { variant: { id: 'BD4120-royal' } },
      });
      expect(p.configuration.shortId).not.toBe(p0.configuration.shortId);
      expect(p.configuration.decorations).toEqual(p0.configuration.decorations);
      p = (await ok(UPDATE_PRODUCT, { id: p0.id, i: { clearCustomPrice: true } })).updateSnapsheetProduct.products[0];
      expect(p.customPriceCents).toBeNull();
      const config = (
        await ok(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
          input: {
            styleId: 'BD4120',
            variantId: 'BD4120-black',
            colorIds: TEAM_COLORS,
            decorations: [{ contentType: 'PLAYER_NUMBER', location: 'back-number', text: '12' }],
          },
        })
      ).saveConfiguration.shortId;
      p = (await ok(UPDATE_PRODUCT, { id: p0.id, i: { configurationShortId: config } })).updateSnapsheetProduct
        .products[0];
      expect(p).toMatchObject({
        customized: true,
        variant: { id: 'BD4120-black' },
        configuration: { shortId: config },
      });
      // A customised product keeps its decorations with a new variant.
      p = (await ok(UPDATE_PRODUCT, { id: p0.id, i: { variantId: 'BD4120-forest' } })).updateSnapsheetProduct
        .products[0];
      expect(p).toMatchObject({ customized: true, variant: { id: 'BD4120-forest' } });
      expect(p.configuration.variant).toEqual({ id: 'BD4120-forest' });
      expect(p.configuration.decorations).toEqual([
        decoration('PLAYER_NUMBER', 'back-number', { text: '12', textHeight: 200 }),
      ]);
    });

    it('refuses each bad field and changes nothing', async () => {
      const s = await withProducts([{ styleId: 'BD4120', variantId: 'BD4120-white' }]);
      const id = s.products[0].id;
      const jerseyConfig = (
        await ok(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
          input: { styleId: 'CG2100', decorations: [] },
        })
      ).saveConfiguration.shortId;
      for (const [i, field] of [
        [{ variantId: 'BD1254-black' }, 'variantId'],
        [{ variantId: 'nope' }, 'variantId'],
        [{ designId: 'CG2100-501A' }, 'designId'],
        [{ customPriceCents: -1 }, 'customPriceCents'],
        [{ customPriceCents: 10_000_001 }, 'customPriceCents'],
        [{ configurationShortId: jerseyConfig }, 'configurationShortId'],
        [{ configurationShortId: 'zzzzzzzzzz' }, 'configurationShortId'],
      ] as const)
        await refused(s.id, UPDATE_PRODUCT, { id, i }, a, 'BAD_USER_INPUT', field);
      for (const [i, field] of [
        [{ styleId: 'NOPE' }, 'styleId'],
        [{ styleId: 'BD4120', variantId: 'CG2100' }, 'variantId'],
        [{ styleId: 'BD4120', designId: 'BD1254-STD' }, 'designId'],
        [{ styleId: 'BD4120', customPriceCents: -5 }, 'customPriceCents'],
        [{ styleId: 'BD4120', configurationShortId: jerseyConfig }, 'configurationShortId'],
      ] as const)
        await refused(s.id, ADD, { s: s.id, i }, a, 'BAD_USER_INPUT', field);
    });
  });

  describe('order and pages', () => {
    it('moveSnapsheetProduct swaps with the neighbour; a no-op at either end', async () => {
      const s = await withProducts(['CG2100', 'CG2200', 'BD4120', 'BD1254']);
      const [p1, p2, p3, p4] = ids(s.products);
      const order = (x: any) => x.products.map((p: any) => [p.id, p.order]);
      let x = (await ok(MOVE, { id: p2, d: 'UP' })).moveSnapsheetProduct;
      expect(order(x)).toEqual([
        [p2, 1],
        [p1, 2],
        [p3, 3],
        [p4, 4],
      ]);
      x = (await ok(MOVE, { id: p2, d: 'UP' })).moveSnapsheetProduct;
      expect(order(x)).toEqual([
        [p2, 1],
        [p1, 2],
        [p3, 3],
        [p4, 4],
      ]);
      x = (await ok(MOVE, { id: p4, d: 'DOWN' })).moveSnapsheetProduct;
      expect(order(x)).toEqual([
        [p2, 1],
        [p1, 2],
        [p3, 3],
        [p4, 4],
      ]);
      x = (await ok(MOVE, { id: p3, d: 'DOWN' })).moveSnapsheetProduct;
      expect(order(x)).toEqual([
        [p2, 1],
        [p1, 2],
        [p4, 3],
        [p3, 4],
      ]);
      expect(x.pages.map((p: any) => [p.number, ids(p.products), p.emptySlots])).toEqual([
        [1, [p2, p1, p4], 0],
        [2, [p3], 1],
      ]);
    });

    it('removeSnapsheetProduct moves the later products up and recomputes the pages', async () => {
      const s = await withProducts(['CG2100', 'CG2200', 'BD4120', 'BD1254', 'BD3410']);
      const [p1, p2, p3, p4, p5] = ids(s.products);
      let x = (await ok(REMOVE, { id: p2 })).removeSnapsheetProduct;
      expect(x.products.map((p: any) => [p.id, p.order])).toEqual([
        [p1, 1],
        [p3, 2],
        [p4, 3],
        [p5, 4],
      ]);
      expect(x.pages.map((p: any) => [p.number, ids(p.products), p.emptySlots])).toEqual([
        [1, [p1, p3, p4], 0],
        [2, [p5], 1],
      ]);
      x = (await ok(REMOVE, { id: p5 })).removeSnapsheetProduct;
      // The dealer's slot goes to a new page when the last one is full; a visitor sees no empty page.
      expect(x.pages.map((p: any) => [p.number, ids(p.products), p.emptySlots])).toEqual([
        [1, [p1, p3, p4], 0],
        [2, [], 1],
      ]);
      const visitor = await read(s.id, null, { 'x-visitor-key': 'snapsheet-editing-visitor-1' });
      expect(visitor.canEdit).toBe(false);
      expect(visitor.pages).toEqual([{ number: 1, emptySlots: 0, products: [p1, p3, p4].map((id) => ({ id })) }]);
      // The removed product is gone.
      await refused(s.id, REMOVE, { id: p2 }, a, 'NOT_FOUND');
    });

    it('gives the empty slot to whoever may edit an unlocked snapsheet, never to anyone else', async () => {
      const empty = await create();
      expect(empty.pages).toEqual([{ number: 1, emptySlots: 1, products: [] }]);
      expect((await read(empty.id, null, { 'x-visitor-key': 'snapsheet-editing-visitor-2' })).pages).toEqual([]);
      const s = await withProducts(['CG2100', 'CG2200']);
      const [p1, p2] = ids(s.products);
      const pages = [{ number: 1, emptySlots: 1, products: [{ id: p1 }, { id: p2 }] }];
      expect(s.pages).toEqual(pages);
      const session = await passcodeSession(s.id);
      expect((await read(s.id, session)).pages).toEqual(pages);
      expect((await read(s.id, b)).pages).toEqual([{ ...pages[0], emptySlots: 0 }]);
      expect((await read(s.id, null, { 'x-visitor-key': 'snapsheet-editing-visitor-3' })).pages).toEqual([
        { ...pages[0], emptySlots: 0 },
      ]);
      // Locked: no slot for the dealer either.
      await ok(SETTINGS, { s: s.id, i: { status: 'QUOTE' } });
      expect((await read(s.id)).pages).toEqual([{ ...pages[0], emptySlots: 0 }]);
    });
  });

  describe('featured colour, gender, collections', () => {
    it('gives each product the first variant of the colour family in catalog order; others keep theirs', async () => {
      const s = await withProducts([
        { styleId: 'BD4120', variantId: 'BD4120-white' },
        { styleId: 'BD1254', variantId: 'BD1254-black' },
        { styleId: 'BD3410', variantId: 'BD3410-navy' },
        'CG2100',
      ]);
      const [t, hoodie, polo, jersey] = s.products;
      // Silver (12) is of the Grey family: heather grey comes before silver in BD4120's catalog order;
      // the polo has no grey variant, the sublimated jersey none at all.
      let x = (await ok(FEATURED, { s: s.id, c: '12' })).setSnapsheetFeaturedColor;
      expect(x.featuredColor).toEqual({ id: '12' });
      expect(x.products.map((p: any) => [p.id, p.variant?.id ?? null, p.configuration.variant?.id ?? null])).toEqual([
        [t.id, 'BD4120-heather-grey', 'BD4120-heather-grey'],
        [hoodie.id, 'BD1254-heather-grey', 'BD1254-heather-grey'],
        [polo.id, 'BD3410-navy', 'BD3410-navy'],
        [jersey.id, null, null],
      ]);
      expect(x.products[2].configuration.shortId).toBe(polo.configuration.shortId);
      expect(x.products[3].configuration.shortId).toBe(jersey.configuration.shortId);
      expect(x.products[0].configuration.decorations).toEqual(t.configuration.decorations);
      // Only the products listed: Cardinal (13) is Red, the first red variant is scarlet.
      x = (await ok(FEATURED, { s: s.id, c: '13', p: [polo.id, t.id] })).setSnapsheetFeaturedColor;
      expect(x.featuredColor).toEqual({ id: '13' });
      expect(x.products.map((p: any) => p.variant?.id ?? null)).toEqual([
        'BD4120-scarlet',
        'BD1254-heather-grey',
        'BD3410-scarlet',
        null,
      ]);
      // Bad input; a bad second id leaves the first product as it was (one transaction).
      const other = await withProducts(['BD4120']);
      await refused(s.id, FEATURED, { s: s.id, c: '999' }, a, 'BAD_USER_INPUT', 'colorId');
      await refused(s.id, FEATURED, { s: s.id, c: '2', p: ['99999999'] }, a, 'BAD_USER_INPUT', 'productIds.0');
      await refused(
        s.id,
        FEATURED,
        { s: s.id, c: '2', p: [t.id, other.products[0].id] },
        a,
        'BAD_USER_INPUT',
        'productIds.1',
      );
    });

    it('sets the gender and the collection; lists the collections by name', async () => {
      const list = (await h.gql(`{ snapsheetCollections { id name } }`)).data!;
      expect(list.snapsheetCollections).toEqual([
        { id: 'back-to-school', name: 'Back to School' },
        { id: 'fall-sports', name: 'Fall Sports' },
        { id: 'spirit-wear', name: 'Spirit Wear' },
        { id: 'spring-sports', name: 'Spring Sports' },
        { id: 'summer-camps', name: 'Summer Camps' },
        { id: 'winter-sports', name: 'Winter Sports' },
      ]);
      const s = await create({ gender: 'MEN' });
      expect(s.gender).toBe('MEN');
      expect((await ok(GENDER, { s: s.id, g: 'YOUTH' })).setSnapsheetGender.gender).toBe('YOUTH');
      expect((await ok(COLLECTION, { s: s.id, c: 'winter-sports' })).setSnapsheetCollection.collection).toEqual({
        id: 'winter-sports',
        name: 'Winter Sports',
      });
      expect((await read(s.id)).collection).toEqual({ id: 'winter-sports', name: 'Winter Sports' });
      await refused(s.id, COLLECTION, { s: s.id, c: 'nope' }, a, 'BAD_USER_INPUT', 'collectionId');
      expect((await ok(COLLECTION, { s: s.id, c: null })).setSnapsheetCollection.collection).toBeNull();
    });
  });

  describe('settings', () => {
    it('refuses each bad field and changes nothing', async () => {
      const s = await withProducts(['CG2100']);
      for (const [i, field] of [
        [{ title: '   ' }, 'title'],
        [{ title: 'x'.repeat(121) }, 'title'],
        [{ teamName: '' }, 'teamName'],
        [{ teamName: 'x'.repeat(81) }, 'teamName'],
        [{ colorIds: ['19', '13'] }, 'colorIds'],
        [{ colorIds: ['19', '13', '999'] }, 'colorIds'],
        [{ status: 'DRAFT' }, 'status'],
        [{ status: 'PUBLISHED' }, 'status'],
        [{ logoId: logoB }, 'logoId'],
        [{ logoId: '99999' }, 'logoId'],
        // A valid field with a bad one: nothing is written.
        [{ title: 'Fine', teamName: ' ' }, 'teamName'],
      ] as const)
        await refused(s.id, SETTINGS, { s: s.id, i }, a, 'BAD_USER_INPUT', field);
    });

    it("a passcode session changes settings but uses only the snapsheet's logos", async () => {
      const s = await withProducts(['CG2100']);
      const session = await passcodeSession(s.id);
      await refused(s.id, SETTINGS, { s: s.id, i: { logoId: logo2 } }, session, 'BAD_USER_INPUT', 'logoId');
      await ok(
        `mutation($p: ID!, $l: ID!) { addProjectLogo(projectType: SNAPSHEET, projectId: $p, logoId: $l) { projectId } }`,
        { p: s.id, l: logo2 },
      );
      const x = (await ok(SETTINGS, { s: s.id, i: { logoId: logo2, teamName: 'Cubs' } }, session))
        .updateSnapsheetSettings;
      expect(x.teamName).toBe('Cubs');
      expect(x.products[0].configuration.decorations).toEqual(jerseyLook('Cubs', logo2));
    });
  });

  describe('locked, archived, tenancy', () => {
    it('a locked snapsheet refuses every change with FORBIDDEN; only its dealer unlocks a QUOTE one', async () => {
      const s = await withProducts(['CG2100', 'CG2200']);
      const session = await passcodeSession(s.id);
      const x = (await ok(SETTINGS, { s: s.id, i: { status: 'QUOTE' } }, session)).updateSnapsheetSettings;
      expect([x.status, x.locked]).toEqual(['QUOTE', true]);
      for (const [doc, vars] of everyChange(s.id, x.products[0].id)) await refused(s.id, doc, vars, a, 'FORBIDDEN');
      await refused(s.id, SETTINGS, { s: s.id, i: { status: 'OPEN' } }, session, 'FORBIDDEN');
      await refused(s.id, SETTINGS, { s: s.id, i: { status: 'LOCKER' } }, a, 'FORBIDDEN');
      const open = (await ok(SETTINGS, { s: s.id, i: { status: 'OPEN' } })).updateSnapsheetSettings;
      expect([open.status, open.locked]).toEqual(['OPEN', false]);
      // CLOSED stays locked: even its dealer cannot reopen it.
      await ok(SETTINGS, { s: s.id, i: { status: 'CLOSED' } });
      await refused(s.id, SETTINGS, { s: s.id, i: { status: 'OPEN' } }, a, 'FORBIDDEN');
      await refused(s.id, ADD, { s: s.id, i: { styleId: 'CG2100' } }, a, 'FORBIDDEN');
    });

    it('a static template is locked for everyone', async () => {
      const s = await withProducts(['CG2100']);
      await setRow(s.id, { is_static_template: true });
      const t = await read(s.id);
      expect([t.locked, t.isStaticTemplate]).toEqual([true, true]);
      for (const [doc, vars] of everyChange(s.id, t.products[0].id)) await refused(s.id, doc, vars, a, 'FORBIDDEN');
      await refused(s.id, SETTINGS, { s: s.id, i: { status: 'OPEN' } }, a, 'FORBIDDEN');
    });

    it('an archived snapsheet answers CONFLICT to every change and keeps its data', async () => {
      const s = await withProducts(['CG2100', 'CG2200']);
      await ok(`mutation($id: ID!) { archiveProject(projectType: SNAPSHEET, projectId: $id) { id } }`, { id: s.id });
      for (const [doc, vars] of everyChange(s.id, s.products[0].id)) await refused(s.id, doc, vars, a, 'CONFLICT');
      await setRow(s.id, { status: 'QUOTE' });
      await refused(s.id, SETTINGS, { s: s.id, i: { status: 'OPEN' } }, a, 'CONFLICT');
    });

    it('another dealer, a visitor and a passcode session of another project get NOT_FOUND; its own session edits', async () => {
      const s = await withProducts(['CG2100', 'CG2200']);
      const elsewhere = await create({ teamName: 'Elsewhere' });
      const otherSession = await passcodeSession(elsewhere.id);
      for (const token of [b, undefined, otherSession])
        for (const [doc, vars] of everyChange(s.id, s.products[0].id))
          await refused(s.id, doc, vars, token, 'NOT_FOUND');
      const session = await passcodeSession(s.id);
      const [p1, p2] = ids(s.products);
      const moved = (await ok(MOVE, { id: p1, d: 'DOWN' }, session)).moveSnapsheetProduct;
      expect(moved.products.map((p: any) => p.id)).toEqual([p2, p1]);
      // Another dealer's snapsheet as a template is unknown.
      await refused(
        s.id,
        CREATE,
        { i: { teamName: 'X', colorIds: TEAM_COLORS, templateId: s.id } },
        b,
        'BAD_USER_INPUT',
        'templateId',
      );
    });
  });
});
