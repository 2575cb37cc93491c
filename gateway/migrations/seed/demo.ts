/**
 * The demo dealer and its records (PRODUCT.md section 9): dealer DEMO01 with a passcode, two
 * reps, three customers, one snapsheet, one playbook, one showroom and one snapsheet template.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../src/db/types.js';
import { newProjectPublicId } from '../../src/modules/projects/public-id.js';
import { BLACK_ID, DEFAULT_DEALER_MARGIN, DEFAULT_REP_ID, WHITE_ID } from './constants.js';

export const DEMO_DEALER_CODE = 'DEMO01';

type Tx = Transaction<Database>;
type Executor = Kysely<Database> | Tx;

/**
 * Makes sure the global house rep (id 19, 'Customer Service', no dealer) exists, and moves the
 * reps id sequence past the fixed ids so that later inserts never collide with it (D5).
 */
export async function ensureHouseRep(db: Executor): Promise<void> {
  await db
    .insertInto('reps')
    .values({
      id: DEFAULT_REP_ID,
      dealer_id: null,
      name: 'Customer Service',
      email: 'service@teamapparel.example',
      phone: '(800) 555-0119',
      user_id: null,
      deleted_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await sql`SELECT setval(pg_get_serial_sequence('reps','id'), GREATEST((SELECT max(id) FROM reps), 100))`.execute(db);
}

async function findDealerId(db: Executor): Promise<number | undefined> {
  const row = await db
    .selectFrom('dealers')
    .select('id')
    .where(sql<string>`lower(code)`, '=', DEMO_DEALER_CODE.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/** First offered design of a style (588R is never offered, C1). */
async function firstDesignId(tx: Tx, styleId: string): Promise<string> {
  const row = await tx
    .selectFrom('designs')
    .select('id')
    .where('style_id', '=', styleId)
    .where('code', '<>', '588R')
    .orderBy('sort_order')
    .executeTakeFirstOrThrow(() => new Error(`demo seed: style ${styleId} has no design`));
  return row.id;
}

async function variantId(tx: Tx, styleId: string, colorId: number): Promise<string> {
  const row = await tx
    .selectFrom('variants')
    .select('id')
    .where('style_id', '=', styleId)
    .where('color_id', '=', colorId)
    .executeTakeFirstOrThrow(() => new Error(`demo seed: style ${styleId} has no variant of colour ${colorId}`));
  return row.id;
}

interface DemoProduct {
  styleId: string;
  /** Stock colour of the variant, for FIVE_DAY and STOCK styles. */
  colorId?: number;
  customPriceCents?: number;
}

async function addProducts(tx: Tx, projectId: number, products: DemoProduct[]): Promise<void> {
  let order = 0;
  for (const p of products) {
    order += 1;
    await tx
      .insertInto('snapsheet_products')
      .values({
        project_id: projectId,
        sort_order: order,
        style_id: p.styleId,
        variant_id: p.colorId === undefined ? null : await variantId(tx, p.styleId, p.colorId),
        design_id: await firstDesignId(tx, p.styleId),
        custom_price_cents: p.customPriceCents ?? null,
        configuration_id: null,
      })
      .execute();
  }
}

/**
 * Inserts the demo dealer and its records in one transaction unless a dealer with code DEMO01
 * (case-insensitive) exists. Needs the catalog (`seedCatalog`) for the snapsheet products.
 * `passcodeHash` is stored as is in `dealers.passcode_hash`. Returns the dealer's id and whether
 * this call created it.
 */
export async function insertDemo(
  db: Kysely<Database>,
  passcodeHash: string,
): Promise<{ dealerId: number; created: boolean }> {
  return db.transaction().execute(async (tx) => {
    await ensureHouseRep(tx);
    const existing = await findDealerId(tx);
    if (existing !== undefined) return { dealerId: existing, created: false };

    const dealer = await tx
      .insertInto('dealers')
      .values({
        code: DEMO_DEALER_CODE,
        fsg_code: DEMO_DEALER_CODE,
        teamwork_id: null,
        alleson_id: null,
        name: 'Demo Team Sports',
        email: 'orders@demoteamsports.example',
        phone: '(555) 010-2024',
        terms: 'Net 30',
        price_group_id: 'standard',
        carriedt: null,
        carrier_num: null,
        web_user_id: null,
        passcode_hash: passcodeHash,
        dealer_margin: DEFAULT_DEALER_MARGIN,
        header_color: '#1F2A44',
        header_message: 'Welcome to the Demo Team Sports showroom: gear up your team!',
        logo_id: null,
        order_webhook_url: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dealerId = dealer.id;

    const reps = await tx
      .insertInto('reps')
      .values([
        {
          dealer_id: dealerId,
          name: 'Jordan Miles',
          email: 'jordan@demoteamsports.example',
          phone: '(555) 010-3101',
          user_id: null,
          deleted_at: null,
        },
        {
          dealer_id: dealerId,
          name: 'Casey Rivera',
          email: 'casey@demoteamsports.example',
          phone: '(555) 010-3102',
          user_id: null,
          deleted_at: null,
        },
      ])
      .returning('id')
      .execute();
    const [jordan, casey] = reps.map((r) => r.id) as [number, number];

    const customers = await tx
      .insertInto('customers')
      .values([
        { dealer_id: dealerId, name: 'Central High School', type: 'SCHOOL', rep_id: jordan, color_ids: [19, 7, 25] },
        { dealer_id: dealerId, name: 'Eastside Eagles 14U', type: 'TEAM', rep_id: casey, color_ids: [2, 25, 23, 12] },
        {
          dealer_id: dealerId,
          name: 'Riverside Youth Athletic Association',
          type: 'ORGANIZATION',
          rep_id: DEFAULT_REP_ID,
          color_ids: [4, 7, 25, 23],
        },
      ])
      .returning('id')
      .execute();
    const [school, team, organization] = customers.map((c) => c.id) as [number, number, number];

    const snapsheet = await tx
      .insertInto('projects')
      .values({
        dealer_id: dealerId,
        public_id: newProjectPublicId(),
        type: 'SNAPSHEET',
        title: 'Central High Basketball',
        team_name: 'Central Wildcats',
        customer_id: school,
        color_ids: [19, 7, 25],
        gender: 'MEN',
        status: 'OPEN',
        template: null,
        template_id: null,
        default_logo_id: null,
        locker_code: null,
        settings: JSON.stringify({}),
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addProducts(tx, snapsheet.id, [
      { styleId: 'CG2100' },
      { styleId: 'CG2200' },
      { styleId: 'BD4120', colorId: 19 },
      { styleId: 'BD1254', colorId: 19, customPriceCents: 6500 },
      { styleId: 'BD3410', colorId: 23 },
    ]);

    await tx
      .insertInto('projects')
      .values({
        dealer_id: dealerId,
        public_id: newProjectPublicId(),
        type: 'PLAYBOOK',
        title: 'Riverside Fall Catalog',
        team_name: 'Riverside Rams',
        customer_id: organization,
        color_ids: [4, 7, 25],
        gender: null,
        status: 'DRAFT',
        template: 'FSG',
        template_id: null,
        default_logo_id: null,
        locker_code: null,
        settings: JSON.stringify({
          sports: [
            { sportId: 'fsg-football', name: 'Football', sortOrder: 1 },
            { sportId: 'fsg-basketball', name: 'Basketball', sortOrder: 2 },
            { sportId: 'fsg-training', name: 'Fan Gear', sortOrder: 3 },
          ],
          genderFilter: null,
          productTypeFilter: null,
        }),
        deleted_at: null,
      })
      .execute();

    await tx
      .insertInto('projects')
      .values({
        dealer_id: dealerId,
        public_id: newProjectPublicId(),
        type: 'SHOWROOM',
        title: 'Demo Team Sports Showroom',
        team_name: 'Eastside Eagles',
        customer_id: team,
        color_ids: [2, 25, 23],
        gender: null,
        status: 'PUBLISHED',
        template: 'FSG',
        template_id: null,
        default_logo_id: null,
        locker_code: null,
        settings: JSON.stringify({
          mascot: 'Eagles',
          catalogs: [
            { sportId: 'fsg-baseball', selected: true },
            { sportId: 'fsg-basketball', selected: true },
            { sportId: 'fsg-training', selected: true },
            { sportId: 'fsg-football', selected: false },
          ],
          decorationFillColorId: WHITE_ID,
          decorationOutlineColorId: BLACK_ID,
          fonts: ['full block', 'bebas'],
        }),
        deleted_at: null,
      })
      .execute();

    const template = await tx
      .insertInto('projects')
      .values({
        dealer_id: dealerId,
        public_id: newProjectPublicId(),
        type: 'SNAPSHEET',
        title: 'Youth Basketball Starter Pack',
        team_name: 'Team Name',
        customer_id: null,
        color_ids: [19, 13, 25],
        gender: 'YOUTH',
        status: 'OPEN',
        template: null,
        template_id: null,
        is_static_template: true,
        default_logo_id: null,
        locker_code: null,
        settings: JSON.stringify({}),
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addProducts(tx, template.id, [
      { styleId: 'CG2100Y' },
      { styleId: 'CG2200Y' },
      { styleId: 'C2-5100', colorId: 25 },
    ]);

    return { dealerId, created: true };
  });
}
