/**
 * Seeds a real (in-memory PGlite) database migrated with 0001_initial and checks the catalog and
 * demo data against PRODUCT.md section 9 and the constants of the original spec section 9.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '../../src/db/index.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import {
  BLACK_ID,
  DECORATION_METHODS,
  DEFAULT_REP_ID,
  DEFAULT_TEAM_COLOR_IDS,
  GARMENT_IDS,
  QUANTITY_BREAKS,
  SIZE_ORDER,
  WHITE_ID,
  YOUTH_SIZE_ORDER,
  seedCatalog,
  seedDemo,
} from './index.js';

let handle: DatabaseHandle;
let db: Db;

const TABLES = [
  'colors',
  'sports',
  'price_groups',
  'fonts',
  'styles',
  'style_sizes',
  'designs',
  'variants',
  'decoration_prices',
  'dealers',
  'reps',
  'customers',
  'projects',
  'snapsheet_products',
] as const;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(t)}`.execute(db);
    out[t] = r.rows[0]!.n;
  }
  return out;
}

/** The decoration price lookup rule documented in decoration-prices.ts. */
async function lookupDecorationPrice(q: {
  method: string;
  contentType: string | null;
  location: string | null;
  view: string | null;
  numColors: number;
  quantity: number;
}): Promise<number | undefined> {
  const r = await sql<{ price_cents: number }>`
    SELECT price_cents FROM decoration_prices
    WHERE method = ${q.method} AND num_colors = ${q.numColors} AND min_quantity <= ${q.quantity}
      AND (content_type IS NULL OR content_type = ${q.contentType})
      AND (location IS NULL OR location = ${q.location})
      AND (view IS NULL OR view = ${q.view})
    ORDER BY (content_type IS NOT NULL)::int + (location IS NOT NULL)::int + (view IS NOT NULL)::int DESC,
      min_quantity DESC
    LIMIT 1`.execute(db);
  return r.rows[0]?.price_cents;
}

beforeAll(async () => {
  // PGlite in memory; PostgreSQL when DATABASE_URL names an (empty) test database.
  handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  db = handle.db;
  await migrateToLatest(db);
});

afterAll(async () => {
  await handle?.close();
});

describe('seedCatalog', () => {
  it('is idempotent: a second run inserts nothing', async () => {
    await seedCatalog(db);
    const first = await counts();
    await seedCatalog(db);
    expect(await counts()).toEqual(first);
    expect(first.colors).toBeGreaterThanOrEqual(40);
    expect(first.styles).toBeGreaterThanOrEqual(60);
  });

  it('has the required colour ids, both palettes and 16 snapsheet colours', async () => {
    const colors = await db.selectFrom('colors').selectAll().execute();
    const byId = new Map(colors.map((c) => [c.id, c]));
    for (const id of [...DEFAULT_TEAM_COLOR_IDS, WHITE_ID, BLACK_ID]) expect(byId.has(id)).toBe(true);
    expect(byId.get(19)?.name).toBe('Navy');
    expect(byId.get(13)?.family).toBe('Red');
    expect(byId.get(25)).toMatchObject({ name: 'White', hex: '#FFFFFF' });
    expect(byId.get(23)).toMatchObject({ name: 'Black', hex: '#000000' });
    expect(new Set(colors.map((c) => c.palette))).toEqual(new Set(['STOCK', 'SUBLIMATION']));
    for (const c of colors) {
      expect(c.hex).toMatch(/^#[0-9A-F]{6}$/);
      if (c.palette === 'STOCK') expect(c.stock_name).toBeTruthy();
    }
    // Navy exists in both palettes under different ids.
    const navies = colors.filter((c) => c.name === 'Navy');
    expect(new Set(navies.map((c) => c.palette)).size).toBe(2);
    const snap = colors.filter((c) => c.snapsheet_order !== null).map((c) => c.snapsheet_order);
    expect(snap.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('has the FSG and UA sports, price groups and fonts', async () => {
    const sports = await db.selectFrom('sports').selectAll().orderBy('template').orderBy('sort_order').execute();
    expect(sports.filter((s) => s.template === 'FSG').map((s) => s.id)).toEqual([
      'fsg-football',
      'fsg-basketball',
      'fsg-baseball',
      'fsg-fastpitch',
      'fsg-volleyball',
      'fsg-soccer',
      'fsg-track',
      'fsg-lacrosse',
      'fsg-training',
      'fsg-coaches',
    ]);
    expect(sports.filter((s) => s.template === 'UA').map((s) => s.id)).toEqual([
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
    const groups = await db.selectFrom('price_groups').selectAll().execute();
    expect(Number(groups.find((g) => g.id === 'standard')?.factor)).toBe(0.5);
    expect(groups.length).toBeGreaterThanOrEqual(4);
    const fonts = await db.selectFrom('fonts').selectAll().orderBy('sort_order').execute();
    expect(fonts[0]).toMatchObject({ key: 'full block', family: 'Graduate' });
    expect(fonts.length).toBeGreaterThanOrEqual(5);
    for (const f of fonts) expect(f.license).toMatch(/^OFL-1\.1; Copyright/);
  });

  it('gives every style sizes in size order with a priced base size', async () => {
    const styles = await db.selectFrom('styles').selectAll().execute();
    const sizes = await db.selectFrom('style_sizes').selectAll().orderBy('style_id').orderBy('sort_order').execute();
    const order: string[] = [...SIZE_ORDER, ...YOUTH_SIZE_ORDER];
    for (const s of styles) {
      const mine = sizes.filter((z) => z.style_id === s.id);
      const names = mine.map((z) => z.size);
      expect(names.length, s.id).toBeGreaterThanOrEqual(4);
      // Listed by sort_order, they follow the size order.
      const positions = names.map((n) => order.indexOf(n));
      expect(
        positions.every((p) => p >= 0),
        s.id,
      ).toBe(true);
      expect(
        [...positions].sort((a, b) => a - b),
        s.id,
      ).toEqual(positions);
      const baseSize = s.is_related ? 'M' : 'L';
      const base = mine.find((z) => z.size === baseSize);
      expect(base?.msrp_cents, `${s.id} base ${baseSize}`).toBeGreaterThan(0);
      const twoXl = mine.find((z) => z.size === '2XL');
      if (twoXl) expect(twoXl.msrp_cents).toBe(base!.msrp_cents + 200);
      const fourXl = mine.find((z) => z.size === '4XL');
      if (fourXl) expect(fourXl.msrp_cents).toBe(base!.msrp_cents + 600);
      expect(s.is_sublimable).toBe(s.product_type === 'SUBLIMATED');
      for (const g of s.genders) expect(['MEN', 'WOMEN', 'YOUTH', 'UNISEX']).toContain(g);
      if (s.category === 'UNIFORM') expect(s.sports.length, s.id).toBeGreaterThan(0);
    }
    const msrps = sizes.map((z) => z.msrp_cents);
    expect(Math.min(...msrps)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...msrps)).toBeLessThanOrEqual(7500);
    expect(styles.some((s) => s.is_related)).toBe(true);
    // Youth sizes offered next to adult ones sort after them.
    const premiumTee = sizes.filter((z) => z.style_id === 'C2-5200').map((z) => z.size);
    expect(premiumTee.slice(-2)).toEqual(['YL', 'YXL']);
  });

  it('covers the brands, categories, product types and every garment', async () => {
    const styles = await db.selectFrom('styles').selectAll().execute();
    expect(new Set(styles.map((s) => s.brand))).toEqual(
      new Set(['chromagear', 'badger', 'alleson', 'c2', 'badger-chromagear']),
    );
    expect(new Set(styles.map((s) => s.category))).toEqual(new Set(['UNIFORM', 'SPIRITWEAR', 'COACHES']));
    expect(new Set(styles.map((s) => s.product_type))).toEqual(new Set(['FIVE_DAY', 'SUBLIMATED', 'STOCK']));
    const perGarment = new Map<string, number>();
    for (const s of styles) perGarment.set(s.garment_id, (perGarment.get(s.garment_id) ?? 0) + 1);
    expect([...perGarment.keys()].sort()).toEqual([...GARMENT_IDS].sort());
    // Every template draws at least one style (a cut of its own where the name says so).
    for (const g of GARMENT_IDS) expect(perGarment.get(g), g).toBeGreaterThanOrEqual(1);
    // 73 styles over 30 adult cuts and 8 youth cuts (at least 30 distinct looks).
    expect(styles).toHaveLength(73);
    expect(Object.fromEntries([...perGarment].sort(([a], [b]) => a.localeCompare(b)))).toEqual({
      hoodie: 4,
      'hoodie-youth': 2,
      'jersey-baseball-full-button': 1,
      'jersey-baseball-two-button': 1,
      'jersey-crew': 2,
      'jersey-crew-youth': 1,
      'jersey-fastpitch': 1,
      'jersey-football': 1,
      'jersey-football-fitted': 1,
      'jersey-football-practice': 1,
      'jersey-football-sublimated': 1,
      'jersey-football-sublimated-youth': 1,
      'jersey-reversible': 4,
      'jersey-single-ply': 1,
      'jersey-single-ply-youth': 1,
      'jersey-sleeveless': 3,
      'jersey-sleeveless-youth': 1,
      'jersey-sleeveless-vneck': 1,
      'jersey-vneck': 1,
      'jersey-womens-sleeveless': 2,
      'jersey-womens-vneck': 2,
      longsleeve: 3,
      pants: 3,
      'pants-youth': 1,
      'pants-football': 3,
      polo: 4,
      'polo-womens': 1,
      'quarter-zip': 3,
      shorts: 5,
      'shorts-youth': 2,
      'shorts-pocketed': 1,
      'shorts-soccer': 1,
      'shorts-track': 1,
      'shorts-training': 2,
      'track-singlet': 2,
      tshirt: 4,
      'tshirt-youth': 2,
      'tshirt-womens': 2,
    });
    const days = new Map(styles.map((s) => [s.id, s.production_days]));
    expect(days.get('CG9100')).toBe(20);
    expect(days.get('BD8900')).toBe(5);
    expect(days.get('BD4120')).toBe(3);
  });

  it('gives each style the garment template that fits it (a basketball jersey is sleeveless)', async () => {
    // First match wins: the kind of garment a style's name says.
    const rules: [RegExp, string[]][] = [
      [/Reversible|Pinnie/, ['jersey-reversible']],
      [/Singlet/, ['track-singlet']],
      [/Women's .*(Pro Crew|Sleeveless)/, ['jersey-womens-sleeveless']],
      [/Single Ply .*Jersey/, ['jersey-single-ply']],
      [/^Sleeveless Basketball Jersey$/, ['jersey-sleeveless-vneck']],
      [/Basketball Jersey|Sleeveless|Tank/, ['jersey-sleeveless']],
      [/Football Game Jersey/, ['jersey-football', 'jersey-football-sublimated']],
      [/Football Jersey/, ['jersey-football-fitted']],
      [/Football Practice Jersey/, ['jersey-football-practice']],
      [/Football .*Pant$/, ['pants-football']],
      [/Soccer .*Short$/, ['shorts-soccer']],
      [/Track .*Short$/, ['shorts-track']],
      [/Pocketed .*Short$/, ['shorts-pocketed']],
      [/Training Short$/, ['shorts-training']],
      [/Short$/, ['shorts']],
      [/Pant$/, ['pants']],
      [/Hoodie$/, ['hoodie']],
      [/Women's .*Polo$/, ['polo-womens']],
      [/Polo$/, ['polo']],
      [/Quarter-Zip/, ['quarter-zip']],
      [/Long Sleeve/, ['longsleeve']],
      [/Women's .*Tee$/, ['tshirt-womens']],
      [/Tee$/, ['tshirt']],
      [/Full-Button/, ['jersey-baseball-full-button']],
      [/Two-Button/, ['jersey-baseball-two-button']],
      [/^Women's Fastpitch Jersey$/, ['jersey-fastpitch']],
      [/Women's Fastpitch V-Neck/, ['jersey-vneck']],
      [/Women's .*(V-Neck|Volleyball)/, ['jersey-womens-vneck']],
      [/Jersey$/, ['jersey-crew']],
    ];
    const styles = await db.selectFrom('styles').select(['id', 'name', 'garment_id']).orderBy('id').execute();
    const misfits = styles
      .map((s) => {
        // A youth style wears the youth cut of the garment its name says.
        const fits = rules.find(([pattern]) => pattern.test(s.name))?.[1] ?? [];
        return { ...s, fits: s.name.startsWith('Youth ') ? fits.map((g) => `${g}-youth`) : fits };
      })
      .filter((s) => !s.fits.includes(s.garment_id))
      .map((s) => `${s.id} ${s.name}: ${s.garment_id}`);
    expect(misfits).toEqual([]);
    const byId = new Map(styles.map((s) => [s.id, s.garment_id]));
    expect(['CG2100', 'BD8900', 'BC2600', 'CG2150', 'AL538J'].map((id) => byId.get(id))).toEqual([
      'jersey-sleeveless',
      'jersey-sleeveless',
      'jersey-sleeveless',
      'jersey-sleeveless-vneck',
      'jersey-single-ply',
    ]);
  });

  it('moves the styles of a database seeded before to the templates of the catalog', async () => {
    await db.updateTable('styles').set({ garment_id: 'jersey-crew' }).where('id', 'in', ['CG2100', 'BD8900']).execute();
    await seedCatalog(db);
    const rows = await db
      .selectFrom('styles')
      .select(['id', 'garment_id'])
      .where('id', 'in', ['CG2100', 'BD8900'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'BD8900', garment_id: 'jersey-sleeveless' },
      { id: 'CG2100', garment_id: 'jersey-sleeveless' },
    ]);
  });

  it('gives stock and five-day styles stock variants and sublimated styles none', async () => {
    const rows = await db
      .selectFrom('variants')
      .innerJoin('colors', 'colors.id', 'variants.color_id')
      .innerJoin('styles', 'styles.id', 'variants.style_id')
      .select(['variants.id', 'variants.style_id', 'colors.palette', 'colors.slug', 'styles.product_type'])
      .execute();
    for (const v of rows) {
      expect(v.palette, v.id).toBe('STOCK');
      expect(v.product_type).not.toBe('SUBLIMATED');
      expect(v.id).toBe(`${v.style_id}-${v.slug}`);
    }
    const styles = await db.selectFrom('styles').select(['id', 'product_type']).execute();
    for (const s of styles) {
      const n = rows.filter((v) => v.style_id === s.id).length;
      if (s.product_type === 'SUBLIMATED') expect(n, s.id).toBe(0);
      else {
        expect(n, s.id).toBeGreaterThanOrEqual(4);
        expect(n, s.id).toBeLessThanOrEqual(10);
      }
    }
  });

  it('gives uniforms and sublimated styles 3 to 9 layouts, stock styles one Standard design', async () => {
    const styles = await db.selectFrom('styles').select(['id', 'category', 'product_type']).execute();
    const designs = await db.selectFrom('designs').selectAll().execute();
    for (const s of styles) {
      const mine = designs.filter((d) => d.style_id === s.id);
      for (const d of mine) expect(d.id).toBe(`${s.id}-${d.code}`);
      if (s.category === 'UNIFORM' || s.product_type === 'SUBLIMATED') {
        expect(mine.length, s.id).toBeGreaterThanOrEqual(3);
        expect(mine.length, s.id).toBeLessThanOrEqual(9);
        for (const d of mine) expect(d.code).toMatch(/^5\d\d[A-Z]$/);
      } else {
        expect(mine.map((d) => d.name)).toEqual(['Standard']);
      }
    }
    // The first design is a plain one: the default layout never changes the price.
    for (const s of styles) {
      const first = designs.filter((d) => d.style_id === s.id).sort((a, b) => a.sort_order - b.sort_order)[0];
      expect(first?.msrp_delta_cents, s.id).toBe(0);
    }
    expect(designs.filter((d) => d.code === '588R').length).toBeGreaterThanOrEqual(3);
    expect(designs.some((d) => d.msrp_delta_cents > 0)).toBe(true);
  });

  it('finds a decoration price for every method, colour count and quantity break', async () => {
    for (const method of DECORATION_METHODS) {
      for (let numColors = 1; numColors <= 3; numColors++) {
        let previous = Number.POSITIVE_INFINITY;
        for (const quantity of QUANTITY_BREAKS) {
          const price = await lookupDecorationPrice({
            method,
            contentType: 'CUSTOM_TEXT',
            location: 'Front Chest',
            view: 'FRONT',
            numColors,
            quantity,
          });
          expect(price, `${method} ${numColors} ${quantity}`).toBeDefined();
          if (method === 'sublimation') expect(price).toBe(0);
          else {
            expect(price).toBeGreaterThan(0);
            expect(price!).toBeLessThan(previous);
          }
          previous = price!;
        }
      }
    }
    // A quantity between breaks uses the lower break; more colours cost more.
    const at30 = await lookupDecorationPrice({
      method: 'screen print',
      contentType: null,
      location: null,
      view: null,
      numColors: 1,
      quantity: 30,
    });
    const at24 = await lookupDecorationPrice({
      method: 'screen print',
      contentType: null,
      location: null,
      view: null,
      numColors: 1,
      quantity: 24,
    });
    const at24x3 = await lookupDecorationPrice({
      method: 'screen print',
      contentType: null,
      location: null,
      view: null,
      numColors: 3,
      quantity: 24,
    });
    expect(at30).toBe(at24);
    expect(at24x3).toBeGreaterThan(at24!);
    // A player number on screen print uses its own, cheaper row.
    const number = await lookupDecorationPrice({
      method: 'screen print',
      contentType: 'PLAYER_NUMBER',
      location: 'Back',
      view: 'BACK',
      numColors: 1,
      quantity: 1,
    });
    const text = await lookupDecorationPrice({
      method: 'screen print',
      contentType: 'CUSTOM_TEXT',
      location: 'Back',
      view: 'BACK',
      numColors: 1,
      quantity: 1,
    });
    expect(number).toBeLessThan(text!);
  });
});

describe('seedDemo', () => {
  it('creates the demo dealer and its records once', async () => {
    const { dealerId, dealerCode } = await seedDemo(db, { passcodeHash: 'scrypt$test$hash' });
    expect(dealerCode).toBe('DEMO01');
    const before = await counts();
    const again = await seedDemo(db, { passcodeHash: 'other' });
    expect(again.dealerId).toBe(dealerId);
    expect(await counts()).toEqual(before);

    const dealer = await db.selectFrom('dealers').selectAll().where('id', '=', dealerId).executeTakeFirstOrThrow();
    expect(dealer).toMatchObject({
      code: 'DEMO01',
      fsg_code: 'DEMO01',
      name: 'Demo Team Sports',
      price_group_id: 'standard',
      passcode_hash: 'scrypt$test$hash',
    });
    expect(Number(dealer.dealer_margin)).toBe(2);
    expect(dealer.email).toContain('@');
    expect(dealer.header_color).toMatch(/^#[0-9A-F]{6}$/);

    const houseRep = await db.selectFrom('reps').selectAll().where('id', '=', DEFAULT_REP_ID).executeTakeFirstOrThrow();
    expect(houseRep).toMatchObject({ name: 'Customer Service', dealer_id: null });
    const reps = await db.selectFrom('reps').selectAll().where('dealer_id', '=', dealerId).execute();
    expect(reps).toHaveLength(2);
    // The sequence was moved past the fixed id 19.
    const fresh = await db
      .insertInto('reps')
      .values({ dealer_id: dealerId, name: 'Temp', email: null, phone: null, user_id: null, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(fresh.id).toBeGreaterThan(100);
    await db.deleteFrom('reps').where('id', '=', fresh.id).execute();

    const customers = await db.selectFrom('customers').selectAll().where('dealer_id', '=', dealerId).execute();
    expect(customers.map((c) => c.type).sort()).toEqual(['ORGANIZATION', 'SCHOOL', 'TEAM']);
    for (const c of customers) {
      expect(c.color_ids.length).toBeGreaterThanOrEqual(3);
      expect(c.color_ids.length).toBeLessThanOrEqual(4);
    }

    const projects = await db.selectFrom('projects').selectAll().where('dealer_id', '=', dealerId).execute();
    expect(projects).toHaveLength(4);
    const snapsheet = projects.find((p) => p.type === 'SNAPSHEET' && !p.is_static_template)!;
    expect(snapsheet).toMatchObject({ status: 'OPEN' });
    expect(snapsheet.color_ids).toHaveLength(3);
    expect(snapsheet.team_name).toBeTruthy();
    const products = await db
      .selectFrom('snapsheet_products')
      .selectAll()
      .where('project_id', '=', snapsheet.id)
      .orderBy('sort_order')
      .execute();
    expect(products.map((p) => p.sort_order)).toEqual([1, 2, 3, 4, 5]);
    for (const p of products) {
      expect(p.configuration_id).toBeNull();
      expect(p.design_id).not.toMatch(/588R$/);
    }
    const playbook = projects.find((p) => p.type === 'PLAYBOOK')!;
    expect(playbook).toMatchObject({ status: 'DRAFT', template: 'FSG' });
    const sports = (playbook.settings as { sports: { sportId: string }[] }).sports;
    expect(sports.length).toBeGreaterThan(0);
    const sportIds = new Set((await db.selectFrom('sports').select('id').execute()).map((s) => s.id));
    for (const s of sports) expect(sportIds.has(s.sportId)).toBe(true);
    expect(projects.find((p) => p.type === 'SHOWROOM')).toMatchObject({ status: 'PUBLISHED' });
    expect(projects.find((p) => p.is_static_template)).toMatchObject({ type: 'SNAPSHEET', status: 'OPEN' });
  });
});
