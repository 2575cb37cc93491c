/**
 * Showrooms over the API (P6, A4, A5, A6, L4), on PGlite and, with DATABASE_URL, on PostgreSQL:
 *
 * - the demo seed's showroom is drawn at start and read by a visitor with the seed's selection;
 * - visibility: a draft is its dealer's only (a visitor, another dealer, a passcode session of
 *   another project and an unknown code all get null), a published one anyone's (without the
 *   customer), an archived one its dealer's again; publishProject(SHOWROOM) and the Project
 *   interface answer a Showroom;
 * - catalogs and products exactly: the template's sports in order with their products in the
 *   order of the playbook default catalogs (stated from the seed's styles), the selected ones,
 *   one catalog alone, one product; a jersey drawn exactly in the showroom's look (mascot or
 *   team name, default logo, number '00', fill, outline, font), composed once and cached, drawn
 *   again when the look changes or the default logo is deleted; prices by the L3 rules;
 * - saveShowroom, saveShowroomCatalogs and saveShowroomLook: bad input names the field and
 *   leaves the data intact; tenancy (NOT_FOUND for anyone but the dealer and a passcode session
 *   of the showroom); FORBIDDEN while locked (status QUOTE or CLOSED); one showroom per dealer;
 * - a quote requested from a showroom locker reaches the dealer's My Messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildStyleCatalog } from '../migrations/seed/styles.js';
import { sports as SEED_SPORTS } from '../migrations/seed/basics.js';
import { errorOf, startHarness, type Harness } from './harness.js';

const SEED = buildStyleCatalog();

/**
 * P6, stated from the spec: a showroom catalog is a sport of the template; its products are
 * that sport's styles as the playbook default catalogs order them: 'Uniforms' (uniforms, except
 * women-only ones), "Women's Uniforms", 'Fan Gear' (spiritwear), 'Coaches', each in catalog order.
 */
function expectedStyles(sportId: string): string[] {
  const styles = SEED.styles
    .filter((s) => (s.sports as string[]).includes(sportId))
    .sort((a, b) => a.sort_order - b.sort_order || (a.id < b.id ? -1 : 1));
  const women = (s: (typeof styles)[number]) => s.genders.length > 0 && s.genders.every((g) => g === 'WOMEN');
  return [
    ...styles.filter((s) => s.category === 'UNIFORM' && !women(s)),
    ...styles.filter((s) => s.category === 'UNIFORM' && women(s)),
    ...styles.filter((s) => s.category === 'SPIRITWEAR'),
    ...styles.filter((s) => s.category === 'COACHES'),
  ].map((s) => s.id);
}

/** The template's catalogs in sport order: [sport id, name, product count]. */
const expectedCatalogs = (template: 'FSG' | 'UA') =>
  SEED_SPORTS.filter((s) => s.template === template)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((s) => [s.id, s.name, expectedStyles(s.id).length] as const)
    .filter(([, , n]) => n > 0);

/** The products of the selected catalogs: catalog order, each style once (the first catalog's). */
function expectedShown(template: 'FSG' | 'UA', selected: string[]): [string, string][] {
  const seen = new Set<string>();
  const out: [string, string][] = [];
  for (const [sportId] of expectedCatalogs(template)) {
    if (!selected.includes(sportId)) continue;
    for (const id of expectedStyles(sportId)) {
      if (seen.has(id)) continue;
      seen.add(id);
      out.push([id, sportId]);
    }
  }
  return out;
}

const baseMsrp = (styleId: string) => {
  const s = SEED.styles.find((x) => x.id === styleId)!;
  return SEED.styleSizes.find((z) => z.style_id === styleId && z.size === (s.is_related ? 'M' : 'L'))!.msrp_cents;
};

const SHOWROOM = `id __typename type template title teamName mascot status visibility canEdit locked institution
  customer { id } colors { id } dealerCode defaultLogo { id } logoUrl showPrices
  dealer { name headerColor headerMessage logoUrl phone email } showDealerPhone showDealerEmail
  look { decorationFill { id } decorationOutline { id } font } fonts { key }
  catalogs { id name selected productCount }`;
const READ = `query($code: String!) { showroom(dealerCode: $code) { ${SHOWROOM} } }`;
const SAVE = `mutation($input: ShowroomInput!) { saveShowroom(input: $input) { ${SHOWROOM} } }`;
const SAVE_CATALOGS = `mutation($code: String!, $ids: [ID!]!) { saveShowroomCatalogs(dealerCode: $code, catalogIds: $ids) {
  id catalogs { id selected } } }`;
const SAVE_LOOK = `mutation($code: String!, $look: ShowroomLookInput!) { saveShowroomLook(dealerCode: $code, look: $look) {
  id look { decorationFill { id } decorationOutline { id } font } } }`;
const PRODUCTS = `query($code: String!, $catalogId: ID) { showroom(dealerCode: $code) {
  products(catalogId: $catalogId) { id catalogId product { styleId } } } }`;
const PRODUCT = `query($code: String!, $styleId: ID!) { showroom(dealerCode: $code) {
  product(styleId: $styleId) { id catalogId priceCents product { styleId }
    configuration { shortId colors { id } decorations { contentType location text font logo { id }
      fillColor { id } outline1Color { id } outline2Color { id } } } } } }`;

describe('showrooms (P6)', () => {
  let h: Harness;
  let a: string;
  let b: string;
  let c: string;
  const codeA = 'SRA001';
  let customerA: string;
  let customerB: string;
  let logoA: string;
  let logoA2: string;
  let logoB: string;
  let snapsheetA: string;
  let showroomA: string;
  const visitor = { 'x-visitor-key': 'showroom-visitor-key-0001' };

  async function ok<T = any>(
    query: string,
    variables: Record<string, unknown> = {},
    token: string | null = a,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const r = await h.gql(query, variables, token ?? undefined, headers);
    if (r.errors) throw new Error(`${query.slice(0, 70)}: ${JSON.stringify(r.errors)}`);
    return r.data as T;
  }

  const db = () => h.built.database.db;
  const count = async (table: 'configurations' | 'projects' | 'showroom_products') =>
    Number((await db().selectFrom(table).select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  const baseInput = () => ({
    teamName: 'Lincoln High School',
    mascot: 'Lions',
    customerId: customerA,
    colorIds: ['2', '25', '23'],
    logoId: logoA,
    template: 'FSG',
    look: { decorationFillColorId: '25', decorationOutlineColorId: '23', font: 'bebas' },
    fonts: ['full block', 'bebas'],
    catalogIds: ['fsg-basketball', 'fsg-training'],
  });

  beforeAll(async () => {
    h = await startHarness({ seed: { demo: true, demoPasscode: 'demo-pass-1' } });
    a = (await h.signIn(codeA)).token;
    b = (await h.signIn('SRB001')).token;
    c = (await h.signIn('SRC001')).token;
    await ok(`mutation { setDealerPasscode(passcode: "lions-pass-2026") }`);
    const png = async (r: number) =>
      (
        await sharp({ create: { width: 8, height: 8, channels: 4, background: { r, g: 9, b: 9, alpha: 1 } } })
          .png()
          .toBuffer()
      ).toString('base64');
    const upload = `mutation($c: String!) { uploadLogo(input: { filename: "crest.png", content: $c }) { id } }`;
    logoA = (await ok(upload, { c: await png(10) })).uploadLogo.id;
    logoA2 = (await ok(upload, { c: await png(20) })).uploadLogo.id;
    logoB = (await ok(upload, { c: await png(30) }, b)).uploadLogo.id;
    const customer = `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`;
    customerA = (await ok(customer, { input: { name: 'Lincoln High', type: 'SCHOOL', colorIds: ['2', '25', '23'] } }))
      .saveCustomer.id;
    customerB = (await ok(customer, { input: { name: 'Other', type: 'TEAM', colorIds: ['2', '25', '23'] } }, b))
      .saveCustomer.id;
    snapsheetA = (
      await ok(`mutation { createSnapsheet(input: { teamName: "Other Team", colorIds: ["19", "13", "25"] }) { id } }`)
    ).createSnapsheet.id;
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  describe('the demo showroom', () => {
    it('is drawn at start and read by a visitor with the seed selection, the dealer header and its look', async () => {
      const demo = await db()
        .selectFrom('projects')
        .select('id')
        .where('type', '=', 'SHOWROOM')
        .executeTakeFirstOrThrow();
      const stored = await db().selectFrom('showroom_products').selectAll().where('project_id', '=', demo.id).execute();
      const fsgStyles = new Set(expectedCatalogs('FSG').flatMap(([id]) => expectedStyles(id)));
      expect(stored.map((s) => s.style_id).sort()).toEqual([...fsgStyles].sort());

      const { showroom } = await ok(READ, { code: 'demo01' }, null, visitor);
      expect(showroom).toMatchObject({
        __typename: 'Showroom',
        type: 'SHOWROOM',
        template: 'FSG',
        title: 'Demo Team Sports Showroom',
        teamName: 'Eastside Eagles',
        mascot: 'Eagles',
        status: 'PUBLISHED',
        visibility: 'PUBLISHED',
        canEdit: false,
        locked: false,
        institution: 'TEAM',
        customer: null,
        colors: [{ id: '2' }, { id: '25' }, { id: '23' }],
        dealerCode: 'DEMO01',
        dealer: {
          name: 'Demo Team Sports',
          headerColor: '#1F2A44',
          headerMessage: 'Welcome to the Demo Team Sports showroom: gear up your team!',
          logoUrl: null,
          phone: '(555) 010-2024',
          email: 'orders@demoteamsports.example',
        },
        look: { decorationFill: { id: '25' }, decorationOutline: { id: '23' }, font: 'full block' },
        fonts: [{ key: 'full block' }, { key: 'bebas' }],
      });
      const selected = ['fsg-baseball', 'fsg-basketball', 'fsg-training'];
      expect(showroom.catalogs).toEqual(
        expectedCatalogs('FSG').map(([id, name, productCount]) => ({
          id,
          name,
          productCount,
          selected: selected.includes(id),
        })),
      );
      const products = (await ok(PRODUCTS, { code: 'DEMO01' }, null, visitor)).showroom.products;
      expect(products.map((p: any) => [p.id, p.catalogId])).toEqual(expectedShown('FSG', selected));
      expect(products.every((p: any) => p.product.styleId === p.id)).toBe(true);
    });
  });

  describe('set-up and visibility (A5)', () => {
    it('answers null before the set-up, to the dealer too', async () => {
      expect((await ok(`{ myShowroom { id } }`)).myShowroom).toBeNull();
      expect((await ok(READ, { code: codeA })).showroom).toBeNull();
    });

    it('creates a draft only its dealer reads', async () => {
      const before = await count('projects');
      const saved = (await ok(SAVE, { input: baseInput() })).saveShowroom;
      expect(await count('projects')).toBe(before + 1);
      showroomA = saved.id;
      expect(saved).toMatchObject({
        __typename: 'Showroom',
        type: 'SHOWROOM',
        title: 'Lincoln High School Showroom',
        teamName: 'Lincoln High School',
        mascot: 'Lions',
        status: 'DRAFT',
        visibility: 'PRIVATE',
        canEdit: true,
        locked: false,
        institution: 'SCHOOL',
        customer: { id: customerA },
        colors: [{ id: '2' }, { id: '25' }, { id: '23' }],
        dealerCode: codeA,
        defaultLogo: { id: logoA },
        showPrices: true,
        dealer: { name: `${codeA} Sports`, headerColor: null, headerMessage: null, logoUrl: null, phone: null },
        showDealerPhone: false,
        showDealerEmail: false,
        look: { decorationFill: { id: '25' }, decorationOutline: { id: '23' }, font: 'bebas' },
        fonts: [{ key: 'full block' }, { key: 'bebas' }],
      });
      expect(saved.logoUrl).toMatch(/^\/files\/logos\/.+\.png$/);
      expect((await ok(`{ myShowroom { id status } }`)).myShowroom).toEqual({ id: showroomA, status: 'DRAFT' });
      expect((await ok(READ, { code: codeA.toLowerCase() })).showroom.id).toBe(showroomA);

      const passOther = (
        await ok(
          `mutation($p: ID!) { passcodeAccess(dealerCode: "${codeA}", projectType: SNAPSHEET, projectId: $p, passcode: "lions-pass-2026") { apiToken } }`,
          { p: snapsheetA },
          null,
        )
      ).passcodeAccess.apiToken;
      for (const [token, headers] of [
        [null, visitor],
        [b, {}],
        [passOther, {}],
      ] as const)
        expect((await ok(READ, { code: codeA }, token, headers)).showroom).toBeNull();
      expect((await ok(READ, { code: 'NOPE01' })).showroom).toBeNull();
      expect((await ok(READ, { code: 'NOPE01' }, null, visitor)).showroom).toBeNull();
    });

    it('a passcode session of the showroom opens by dealer code alone (empty projectId) and reads the draft', async () => {
      const ACCESS = `mutation($type: ProjectType!, $p: ID!, $pass: String!) {
        passcodeAccess(dealerCode: "${codeA.toLowerCase()}", projectType: $type, projectId: $p, passcode: $pass) { apiToken } }`;
      const session = (await ok(ACCESS, { type: 'SHOWROOM', p: '', pass: 'lions-pass-2026' }, null)).passcodeAccess
        .apiToken;
      expect((await ok(READ, { code: codeA }, session)).showroom).toMatchObject({
        id: showroomA,
        status: 'DRAFT',
        canEdit: true,
        customer: null,
      });
      expect(errorOf(await h.gql(ACCESS, { type: 'SHOWROOM', p: '', pass: 'wrong-pass' })).code).toBe(
        'UNAUTHENTICATED',
      );
      // No project named: answered as a wrong passcode (no oracle).
      expect(errorOf(await h.gql(ACCESS, { type: 'SNAPSHEET', p: '', pass: 'lions-pass-2026' })).code).toBe(
        'UNAUTHENTICATED',
      );
    });

    it('publishes through publishProject(SHOWROOM): anyone reads it, without the customer; archived it is the dealer’s again', async () => {
      const published = await ok(
        `mutation($id: ID!) { publishProject(projectType: SHOWROOM, projectId: $id) { __typename id status } }`,
        { id: showroomA },
      );
      expect(published.publishProject).toEqual({ __typename: 'Showroom', id: showroomA, status: 'PUBLISHED' });
      const seen = (
        await ok(
          `query($code: String!) { showroom(dealerCode: $code) { id status visibility canEdit customer { id } lockerCode locker { code } lockers { code } } }`,
          { code: codeA },
          null,
          visitor,
        )
      ).showroom;
      expect(seen).toEqual({
        id: showroomA,
        status: 'PUBLISHED',
        visibility: 'PUBLISHED',
        canEdit: false,
        customer: null,
        lockerCode: null,
        locker: null,
        lockers: [],
      });
      expect((await ok(READ, { code: codeA }, b)).showroom).toMatchObject({ id: showroomA, customer: null });

      await ok(`mutation($id: ID!) { archiveProject(projectType: SHOWROOM, projectId: $id) { id } }`, {
        id: showroomA,
      });
      expect((await ok(READ, { code: codeA }, null, visitor)).showroom).toBeNull();
      expect((await ok(READ, { code: codeA })).showroom.status).toBe('ARCHIVED');
      await ok(`mutation($id: ID!) { restoreProject(projectType: SHOWROOM, projectId: $id) { id } }`, {
        id: showroomA,
      });
      expect((await ok(READ, { code: codeA }, null, visitor)).showroom.status).toBe('PUBLISHED');
    });

    it('published: false makes it a draft again, true publishes it', async () => {
      expect((await ok(SAVE, { input: { ...baseInput(), published: false } })).saveShowroom.status).toBe('DRAFT');
      expect((await ok(READ, { code: codeA }, null, visitor)).showroom).toBeNull();
      expect((await ok(SAVE, { input: { ...baseInput(), published: true } })).saveShowroom.status).toBe('PUBLISHED');
      expect((await ok(READ, { code: codeA }, null, visitor)).showroom.id).toBe(showroomA);
    });

    it('shows the dealer’s phone and email only when the dealer chose to', async () => {
      const dealerOf = async () =>
        (await ok(READ, { code: codeA }, null, visitor)).showroom as {
          dealer: { phone: string | null; email: string | null };
          showDealerPhone: boolean;
          showDealerEmail: boolean;
        };
      await ok(
        `mutation { updateCompanyInfo(input: { name: "${codeA} Sports", email: "sra001@example.com", phone: "(555) 010-7788" }) { phone } }`,
      );
      const hidden = await dealerOf();
      expect(hidden).toMatchObject({ showDealerPhone: false, showDealerEmail: false });
      expect(hidden.dealer).toMatchObject({ phone: null, email: null });

      await ok(SAVE, { input: { ...baseInput(), published: true, showDealerEmail: true } });
      expect(await dealerOf()).toMatchObject({
        showDealerPhone: false,
        showDealerEmail: true,
        dealer: { phone: null, email: 'sra001@example.com' },
      });
      await ok(SAVE, { input: { ...baseInput(), published: true, showDealerPhone: true } });
      expect((await dealerOf()).dealer).toEqual(
        expect.objectContaining({ phone: '(555) 010-7788', email: 'sra001@example.com' }),
      );
      // Not given: the saved choice stays.
      await ok(SAVE, { input: { ...baseInput(), published: true } });
      expect((await dealerOf()).dealer.email).toBe('sra001@example.com');
      await ok(SAVE, { input: { ...baseInput(), published: true, showDealerEmail: false, showDealerPhone: false } });
      expect((await dealerOf()).dealer).toMatchObject({ phone: null, email: null });
    });

    it('saveShowroom and myShowroom are the signed-in dealer’s only', async () => {
      const passcode = (
        await ok(
          `mutation($p: ID!) { passcodeAccess(dealerCode: "${codeA}", projectType: SHOWROOM, projectId: $p, passcode: "lions-pass-2026") { apiToken } }`,
          { p: showroomA },
          null,
        )
      ).passcodeAccess.apiToken;
      for (const token of [undefined, passcode]) {
        expect(errorOf(await h.gql(SAVE, { input: baseInput() }, token))).toEqual({
          code: 'UNAUTHENTICATED',
          field: undefined,
        });
        expect(errorOf(await h.gql(`{ myShowroom { id } }`, {}, token)).code).toBe('UNAUTHENTICATED');
      }
    });
  });

  describe('catalogs and products', () => {
    it('lists every catalog of the template with the selection, and the selected catalogs’ products in order', async () => {
      const selected = ['fsg-basketball', 'fsg-training'];
      const { showroom } = await ok(READ, { code: codeA }, null, visitor);
      expect(showroom.catalogs).toEqual(
        expectedCatalogs('FSG').map(([id, name, productCount]) => ({
          id,
          name,
          productCount,
          selected: selected.includes(id),
        })),
      );
      const products = (await ok(PRODUCTS, { code: codeA }, null, visitor)).showroom.products;
      expect(products.map((p: any) => [p.id, p.catalogId])).toEqual(expectedShown('FSG', selected));
      // A style of two selected catalogs is shown once, under the first.
      const twice = expectedStyles('fsg-basketball').filter((id) => expectedStyles('fsg-training').includes(id));
      expect(twice.length).toBeGreaterThan(0);
      for (const id of twice)
        expect(products.filter((p: any) => p.id === id).map((p: any) => p.catalogId)).toEqual(['fsg-basketball']);
    });

    it('lists one catalog alone, selected or not; another template’s sport is BAD_USER_INPUT catalogId', async () => {
      const football = (await ok(PRODUCTS, { code: codeA, catalogId: 'fsg-football' }, null, visitor)).showroom;
      expect(football.products.map((p: any) => [p.id, p.catalogId])).toEqual(
        expectedStyles('fsg-football').map((id) => [id, 'fsg-football']),
      );
      const r = await h.gql(PRODUCTS, { code: codeA, catalogId: 'ua-football' }, undefined, visitor);
      expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'catalogId' });
    });

    it('finds one product by style: its selected catalog first, else its catalog; null for a style it does not show', async () => {
      const one = async (styleId: string) =>
        (await ok(PRODUCT, { code: codeA, styleId }, null, visitor)).showroom.product;
      expect((await one('CG2100')).catalogId).toBe('fsg-basketball');
      const footballOnly = expectedStyles('fsg-football').find(
        (id) => !expectedStyles('fsg-basketball').includes(id) && !expectedStyles('fsg-training').includes(id),
      )!;
      expect((await one(footballOnly)).catalogId).toBe('fsg-football');
      expect(await one('NOPE-1')).toBeNull();
      const uaOnly = SEED.styles.find((s) => (s.sports as string[]).every((x) => x.startsWith('ua-')));
      if (uaOnly) expect(await one(uaOnly.id)).toBeNull();
    });

    it('a UA showroom lists the UA sports', async () => {
      const saved = await ok(
        SAVE,
        {
          input: { ...baseInput(), customerId: null, logoId: null, template: 'UA', catalogIds: ['ua-volleyball'] },
        },
        c,
      );
      expect(saved.saveShowroom.template).toBe('UA');
      expect(saved.saveShowroom.catalogs).toEqual(
        expectedCatalogs('UA').map(([id, name, productCount]) => ({
          id,
          name,
          productCount,
          selected: id === 'ua-volleyball',
        })),
      );
      const products = (await ok(PRODUCTS, { code: 'SRC001' }, c)).showroom.products;
      expect(products.map((p: any) => [p.id, p.catalogId])).toEqual(expectedShown('UA', ['ua-volleyball']));
    });
  });

  describe('products drawn in the showroom’s look', () => {
    const jersey = async (token: string | null = null) =>
      (await ok(PRODUCT, { code: codeA, styleId: 'CG2100' }, token, token ? {} : visitor)).showroom.product;

    it('draws a jersey with the mascot, number 00 front and back, the default logo, the player’s name, the look’s fill, outline and font', async () => {
      const p = await jersey();
      expect(p.configuration.colors).toEqual([{ id: '2' }, { id: '25' }, { id: '23' }]);
      expect(p.configuration.decorations).toEqual([
        {
          contentType: 'CUSTOM_TEXT',
          location: 'front-chest',
          text: 'Lions',
          font: 'bebas',
          logo: null,
          fillColor: { id: '25' },
          outline1Color: { id: '23' },
          outline2Color: null,
        },
        {
          contentType: 'PLAYER_NUMBER',
          location: 'front-number',
          text: '00',
          font: 'bebas',
          logo: null,
          fillColor: { id: '25' },
          outline1Color: { id: '23' },
          outline2Color: null,
        },
        {
          contentType: 'UPLOADS',
          location: 'left-chest',
          text: null,
          font: 'full block',
          logo: { id: logoA },
          fillColor: null,
          outline1Color: null,
          outline2Color: null,
        },
        {
          contentType: 'PLAYER_NAME',
          location: 'back-name',
          text: 'Player Name',
          font: 'bebas',
          logo: null,
          fillColor: { id: '25' },
          outline1Color: { id: '23' },
          outline2Color: null,
        },
        {
          contentType: 'PLAYER_NUMBER',
          location: 'back-number',
          text: '00',
          font: 'bebas',
          logo: null,
          fillColor: { id: '25' },
          outline1Color: { id: '23' },
          outline2Color: null,
        },
      ]);
    });

    it('composes once: reads add no configuration', async () => {
      const before = await count('configurations');
      const first = await jersey();
      await ok(PRODUCTS, { code: codeA }, null, visitor);
      expect((await jersey(a)).configuration.shortId).toBe(first.configuration.shortId);
      expect(await count('configurations')).toBe(before);
    });

    it('saveShowroomLook draws every product again in the new look', async () => {
      const before = (await jersey()).configuration.shortId;
      const saved = await ok(SAVE_LOOK, {
        code: codeA,
        look: { decorationFillColorId: '13', decorationOutlineColorId: '19', font: 'FULL BLOCK' },
      });
      expect(saved.saveShowroomLook.look).toEqual({
        decorationFill: { id: '13' },
        decorationOutline: { id: '19' },
        font: 'full block',
      });
      const after = await jersey();
      expect(after.configuration.shortId).not.toBe(before);
      const texts = after.configuration.decorations.filter((d: any) => d.contentType !== 'UPLOADS');
      expect(texts.map((d: any) => [d.text, d.font, d.fillColor.id, d.outline1Color.id])).toEqual([
        ['Lions', 'full block', '13', '19'],
        ['00', 'full block', '13', '19'],
        ['Player Name', 'full block', '13', '19'],
        ['00', 'full block', '13', '19'],
      ]);
    });

    it('without a mascot the team name is drawn; the colours follow the team colours', async () => {
      await ok(SAVE, { input: { ...baseInput(), mascot: '', colorIds: ['19', '13', '25'] } });
      const p = await jersey();
      expect(p.configuration.colors).toEqual([{ id: '19' }, { id: '13' }, { id: '25' }]);
      expect(p.configuration.decorations[0]).toMatchObject({ contentType: 'CUSTOM_TEXT', text: 'Lincoln High School' });
      expect((await ok(READ, { code: codeA })).showroom.mascot).toBeNull();
      await ok(SAVE, { input: baseInput() });
    });

    it('drawn again without the logo once the default logo is deleted, and with a new default logo', async () => {
      await ok(`mutation($id: ID!) { deleteLogo(id: $id) }`, { id: logoA });
      const p = await jersey();
      expect(p.configuration.decorations.map((d: any) => [d.contentType, d.location, d.text])).toEqual([
        ['CUSTOM_TEXT', 'front-chest', 'Lions'],
        ['PLAYER_NUMBER', 'front-number', '00'],
        ['PLAYER_NAME', 'back-name', 'Player Name'],
        ['PLAYER_NUMBER', 'back-number', '00'],
      ]);
      expect((await ok(READ, { code: codeA })).showroom.logoUrl).toBeNull();
      await ok(SAVE, { input: { ...baseInput(), logoId: logoA2 } });
      expect((await jersey()).configuration.decorations[2]).toMatchObject({
        contentType: 'UPLOADS',
        logo: { id: logoA2 },
      });
    });

    it('prices products like a playbook: msrp x dealer margin plus the decorations (L3), in cents', async () => {
      const { me } = await ok(`{ me { dealerMargin } }`);
      expect(me.dealerMargin).toBe(2);
      // The seed's base-size msrp (migrations/seed/styles.ts) times the margin 2, plus the look's
      // decorations at quantity 1 (migrations/seed/decoration-prices.ts): sublimated on CG2100 (0);
      // screen printed on BD8900 (team text in two colours 600 + 150, the logo 600, the front and
      // back numbers 500 + 100 each, the back name 450 + 100) and on the last training style (shorts:
      // the logo alone, on the left hip).
      const training = expectedStyles('fsg-training').at(-1)!;
      const expected: [styleId: string, msrpCents: number, decorationCents: number][] = [
        ['CG2100', 5500, 0],
        ['BD8900', 3400, 750 + 600 + 600 + 550 + 600],
        [training, 1900, 600],
      ];
      expect(training).toBe('C2-5400');
      for (const [styleId, msrpCents, decorationCents] of expected) {
        expect(baseMsrp(styleId), styleId).toBe(msrpCents);
        const product =
          styleId === 'CG2100'
            ? await jersey()
            : (await ok(PRODUCT, { code: codeA, styleId }, null, visitor)).showroom.product;
        expect(product.priceCents, styleId).toBe(msrpCents * 2 + decorationCents);
      }
    });
  });

  describe('saveShowroom input', () => {
    const bad: [string, Record<string, unknown>][] = [
      ['teamName', { teamName: '  ' }],
      ['teamName', { teamName: 'x'.repeat(81) }],
      ['mascot', { mascot: 'm'.repeat(41) }],
      ['colorIds', { colorIds: ['2', '25'] }],
      ['colorIds', { colorIds: ['2', '25', '9999'] }],
      ['customerId', { customerId: 'CUSTOMER_B' }],
      ['logoId', { logoId: 'LOGO_B' }],
      ['fonts', { fonts: [] }],
      ['fonts', { fonts: ['full block', 'comic sans'] }],
      [
        'look.decorationFillColorId',
        { look: { decorationFillColorId: '9999', decorationOutlineColorId: '23', font: 'bebas' } },
      ],
      [
        'look.decorationOutlineColorId',
        { look: { decorationFillColorId: '25', decorationOutlineColorId: 'x', font: 'bebas' } },
      ],
      ['look.font', { look: { decorationFillColorId: '25', decorationOutlineColorId: '23', font: 'comic sans' } }],
      ['look.font', { look: { decorationFillColorId: '25', decorationOutlineColorId: '23', font: 'anton' } }],
      ['catalogIds.1', { catalogIds: ['fsg-basketball', 'ua-football'] }],
      ['catalogIds', { catalogIds: ['fsg-basketball', 'fsg-basketball'] }],
    ];
    it.each(bad)('BAD_USER_INPUT %s, the showroom left as it was', async (field, change) => {
      const input: Record<string, unknown> = { ...baseInput(), logoId: logoA2, ...change };
      if (input.customerId === 'CUSTOMER_B') input.customerId = customerB;
      if (input.logoId === 'LOGO_B') input.logoId = logoB;
      const before = JSON.stringify((await ok(READ, { code: codeA })).showroom);
      const configurations = await count('configurations');
      expect(errorOf(await h.gql(SAVE, { input }, a))).toEqual({ code: 'BAD_USER_INPUT', field });
      expect(JSON.stringify((await ok(READ, { code: codeA })).showroom)).toBe(before);
      expect(await count('configurations')).toBe(configurations);
    });

    it('keeps what is omitted', async () => {
      const saved = (await ok(SAVE, { input: { teamName: 'Lincoln High School', colorIds: ['2', '25', '23'] } }))
        .saveShowroom;
      expect(saved).toMatchObject({
        status: 'PUBLISHED',
        mascot: 'Lions',
        customer: { id: customerA },
        defaultLogo: { id: logoA2 },
        look: { decorationFill: { id: '25' }, decorationOutline: { id: '23' }, font: 'bebas' },
        fonts: [{ key: 'full block' }, { key: 'bebas' }],
      });
      expect(saved.catalogs.filter((x: any) => x.selected).map((x: any) => x.id)).toEqual([
        'fsg-basketball',
        'fsg-training',
      ]);
    });
  });

  describe('one showroom per dealer', () => {
    it('concurrent first saves make one showroom', async () => {
      const d = (await h.signIn('SRD001')).token;
      const input = { teamName: 'Dover Dragons', colorIds: ['19', '13', '25'] };
      const saves = await Promise.all([1, 2, 3].map(() => h.gql(SAVE, { input }, d)));
      expect(saves.map((s) => s.errors)).toEqual([undefined, undefined, undefined]);
      expect(new Set(saves.map((s) => s.data.saveShowroom.id)).size).toBe(1);
      const dealer = await db()
        .selectFrom('dealers')
        .select('id')
        .where('code', '=', 'SRD001')
        .executeTakeFirstOrThrow();
      const rows = await db()
        .selectFrom('projects')
        .select('id')
        .where('dealer_id', '=', dealer.id)
        .where('type', '=', 'SHOWROOM')
        .execute();
      expect(rows).toHaveLength(1);
      // A new showroom is a draft with nothing selected, template FSG and the C3 look.
      expect(saves[0]!.data.saveShowroom).toMatchObject({
        status: 'DRAFT',
        mascot: null,
        look: { decorationFill: { id: '25' }, decorationOutline: { id: '23' }, font: 'full block' },
        fonts: [{ key: 'full block' }],
      });
      expect(saves[0]!.data.saveShowroom.catalogs.some((x: any) => x.selected)).toBe(false);
      expect((await ok(PRODUCTS, { code: 'SRD001' }, d)).showroom.products).toEqual([]);
    });

    it('duplicateProject(SHOWROOM) is BAD_USER_INPUT projectType; the database refuses a second one', async () => {
      const r = await h.gql(
        `mutation($id: ID!) { duplicateProject(projectType: SHOWROOM, projectId: $id) { id } }`,
        { id: showroomA },
        a,
      );
      expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'projectType' });
      expect(r.errors?.[0]?.message).toBe('A dealer has one showroom');
      const row = await db()
        .selectFrom('projects')
        .selectAll()
        .where('public_id', '=', showroomA)
        .executeTakeFirstOrThrow();
      const { id: _id, created_at: _c, updated_at: _u, ...rest } = row;
      await expect(
        db()
          .insertInto('projects')
          .values({ ...rest, public_id: 'zzzzzzzzzzzzzzzz', settings: JSON.stringify(row.settings), new_school: null })
          .execute(),
      ).rejects.toThrow();
    });
  });

  describe('team-link save and look save (P6, A4, A6)', () => {
    let passcodeShowroom: string;
    let passcodeOther: string;

    beforeAll(async () => {
      const open = async (type: string, id: string) =>
        (
          await ok(
            `mutation($p: ID!) { passcodeAccess(dealerCode: "${codeA}", projectType: ${type}, projectId: $p, passcode: "lions-pass-2026") { apiToken } }`,
            { p: id },
            null,
          )
        ).passcodeAccess.apiToken as string;
      passcodeShowroom = await open('SHOWROOM', showroomA);
      passcodeOther = await open('SNAPSHEET', snapsheetA);
    });

    const selectedOf = (r: any) => r.catalogs.filter((x: any) => x.selected).map((x: any) => x.id);

    it('its dealer and a passcode session of it save; anyone else gets NOT_FOUND and changes nothing', async () => {
      const before = JSON.stringify((await ok(READ, { code: codeA })).showroom);
      const look = { decorationFillColorId: '13', decorationOutlineColorId: '19', font: 'bebas' };
      for (const [token, headers] of [
        [undefined, visitor],
        [b, {}],
        [passcodeOther, {}],
      ] as const) {
        const r1 = await h.gql(SAVE_CATALOGS, { code: codeA, ids: ['fsg-football'] }, token, headers);
        expect(errorOf(r1)).toEqual({ code: 'NOT_FOUND', field: undefined });
        const r2 = await h.gql(SAVE_LOOK, { code: codeA, look }, token, headers);
        expect(errorOf(r2)).toEqual({ code: 'NOT_FOUND', field: undefined });
      }
      expect(errorOf(await h.gql(SAVE_CATALOGS, { code: 'NOPE01', ids: ['fsg-football'] }, a)).code).toBe('NOT_FOUND');
      expect(JSON.stringify((await ok(READ, { code: codeA })).showroom)).toBe(before);

      const byPasscode = await ok(
        SAVE_CATALOGS,
        { code: codeA.toLowerCase(), ids: ['fsg-soccer', 'fsg-football'] },
        passcodeShowroom,
      );
      expect(selectedOf(byPasscode.saveShowroomCatalogs)).toEqual(['fsg-football', 'fsg-soccer']);
      const products = (await ok(PRODUCTS, { code: codeA }, null, visitor)).showroom.products;
      expect(products.map((p: any) => [p.id, p.catalogId])).toEqual(
        expectedShown('FSG', ['fsg-football', 'fsg-soccer']),
      );
      const lookSaved = await ok(SAVE_LOOK, { code: codeA, look }, passcodeShowroom);
      expect(lookSaved.saveShowroomLook.look).toEqual({
        decorationFill: { id: '13' },
        decorationOutline: { id: '19' },
        font: 'bebas',
      });
      const byDealer = await ok(SAVE_CATALOGS, { code: codeA, ids: ['fsg-basketball', 'fsg-training'] });
      expect(selectedOf(byDealer.saveShowroomCatalogs)).toEqual(['fsg-basketball', 'fsg-training']);
    });

    it.each([
      ['catalogIds', []],
      ['catalogIds.0', ['ua-football']],
      ['catalogIds.1', ['fsg-football', 'nope']],
      ['catalogIds', ['fsg-football', 'fsg-football']],
    ])('saveShowroomCatalogs: BAD_USER_INPUT %s, nothing saved', async (field, ids) => {
      const before = JSON.stringify((await ok(READ, { code: codeA })).showroom);
      expect(errorOf(await h.gql(SAVE_CATALOGS, { code: codeA, ids }, passcodeShowroom))).toEqual({
        code: 'BAD_USER_INPUT',
        field,
      });
      expect(JSON.stringify((await ok(READ, { code: codeA })).showroom)).toBe(before);
    });

    it.each([
      ['look.decorationFillColorId', { decorationFillColorId: '0', decorationOutlineColorId: '19', font: 'bebas' }],
      ['look.decorationOutlineColorId', { decorationFillColorId: '13', decorationOutlineColorId: '', font: 'bebas' }],
      ['look.font', { decorationFillColorId: '13', decorationOutlineColorId: '19', font: 'nope' }],
      ['look.font', { decorationFillColorId: '13', decorationOutlineColorId: '19', font: 'stencil' }],
    ])('saveShowroomLook: BAD_USER_INPUT %s, nothing saved', async (field, look) => {
      const before = JSON.stringify((await ok(READ, { code: codeA })).showroom);
      expect(errorOf(await h.gql(SAVE_LOOK, { code: codeA, look }, a))).toEqual({ code: 'BAD_USER_INPUT', field });
      expect(JSON.stringify((await ok(READ, { code: codeA })).showroom)).toBe(before);
    });

    it.each(['QUOTE', 'CLOSED'])('a %s showroom is locked: both saves are FORBIDDEN', async (status) => {
      await db().updateTable('projects').set({ status }).where('public_id', '=', showroomA).execute();
      try {
        expect((await ok(READ, { code: codeA }, null, visitor)).showroom.locked).toBe(true);
        for (const token of [a, passcodeShowroom]) {
          expect(errorOf(await h.gql(SAVE_CATALOGS, { code: codeA, ids: ['fsg-football'] }, token)).code).toBe(
            'FORBIDDEN',
          );
          const look = { decorationFillColorId: '13', decorationOutlineColorId: '19', font: 'bebas' };
          expect(errorOf(await h.gql(SAVE_LOOK, { code: codeA, look }, token)).code).toBe('FORBIDDEN');
        }
        // Anyone else still gets NOT_FOUND (the same answer as for a showroom that is not there).
        expect(errorOf(await h.gql(SAVE_CATALOGS, { code: codeA, ids: ['fsg-football'] }, b)).code).toBe('NOT_FOUND');
      } finally {
        await db().updateTable('projects').set({ status: 'PUBLISHED' }).where('public_id', '=', showroomA).execute();
      }
    });
  });

  describe('a showroom locker (L1, L4, D9)', () => {
    it('a visitor’s quote request reaches the dealer’s My Messages', async () => {
      const product = (await ok(PRODUCT, { code: codeA, styleId: 'CG2100' }, null, visitor)).showroom.product;
      const locker = await ok(
        `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code project { __typename id } items { id } } }`,
        {
          input: {
            projectType: 'SHOWROOM',
            dealerCode: codeA.toLowerCase(),
            configurationShortId: product.configuration.shortId,
            sizeLines: [
              { size: 'L', quantity: 2, playerName: 'KING', playerNumber: '12' },
              // The showroom's look prints a name and number: every line of garments has both.
              { size: 'M', quantity: 1, playerName: 'LEE', playerNumber: '7' },
            ],
          },
        },
        null,
        visitor,
      );
      expect(locker.addToLocker.project).toEqual({ __typename: 'Showroom', id: showroomA });
      const mine = (
        await ok(`query($code: String!) { showroom(dealerCode: $code) { lockerCode } }`, { code: codeA }, null, visitor)
      ).showroom;
      expect(mine.lockerCode).toBe(locker.addToLocker.code);
      const quote = await ok(
        `mutation($code: String!) { requestQuote(lockerCode: $code, contact: { name: "Pat Coach", email: "pat@lincoln.example",
          message: "Need these by March" }) { id } }`,
        { code: locker.addToLocker.code },
        null,
        visitor,
      );
      const { quotes } = await ok(`{ quotes(first: 10) { totalCount nodes { id status read message
        contact { name email } project { id type title dealerCode status } lockerCode
        items { styleId configurationShortId quantity sizeLines { size quantity playerName playerNumber } } } } }`);
      expect(quotes.totalCount).toBe(1);
      expect(quotes.nodes).toEqual([
        {
          id: quote.requestQuote.id,
          status: 'OPEN',
          read: false,
          message: 'Need these by March',
          contact: { name: 'Pat Coach', email: 'pat@lincoln.example' },
          project: {
            id: showroomA,
            type: 'SHOWROOM',
            title: 'Lincoln High School Showroom',
            dealerCode: codeA,
            status: 'PUBLISHED',
          },
          lockerCode: locker.addToLocker.code,
          items: [
            {
              styleId: 'CG2100',
              configurationShortId: product.configuration.shortId,
              quantity: 3,
              sizeLines: [
                { size: 'M', quantity: 1, playerName: 'LEE', playerNumber: '7' },
                { size: 'L', quantity: 2, playerName: 'KING', playerNumber: '12' },
              ],
            },
          ],
        },
      ]);
      expect((await ok(`{ dashboardStats { openQuotes } }`)).dashboardStats.openQuotes).toBe(1);
      // Another dealer does not see it.
      expect((await ok(`{ quotes(first: 10) { totalCount } }`, {}, b)).quotes.totalCount).toBe(0);
    });
  });
});
