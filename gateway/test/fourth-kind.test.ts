/**
 * The project seam holds: a fourth, minimal kind of project, the "lookbook",
 * is added the way ARCHITECTURE.md's recipe adds one, but from this file alone: its facts
 * (`declareProjectKind`, @tas/garments), a migration widening `projects.type`, a product store
 * of its own (a table and two statements), its `ProjectKind` (read, thumbnails, PDF products)
 * with its part of the schema (`extend enum ProjectType`, `type Lookbook implements Project`, a
 * `lookbook` query), handed to the app as its kinds. Nothing of lockers, pricing, quotes, render
 * jobs or the print grants knows it, yet a visitor adds to a lookbook's locker (L1), the locker
 * prices its items in exact cents (L3), the dealer exports its PDF (P7, R2: every product drawn,
 * the print page read through its grant) and the `project(ref)` query and `Locker.project` answer
 * it as a `Lookbook`. The print page is played by a stand-in render service over real HTTP, as
 * in playbook-pdf.test.ts.
 */
import { declareProjectKind } from '@tas/garments';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { waitUntil } from './processes.js';
import { PROJECT_PRODUCT_SOURCES, projectProductsView } from '../migrations/0019_project_products.js';
import { insertProjectRow } from './project-rows.js';
import { letterPdf, renderWorkerEnv, serveStandIn, type StandIn } from './render-service-stand-in.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.js';
import type { ProjectTypeValue } from '../src/db/types.js';
import { projectFields } from '../src/modules/projects/project-fields.js';
import { projectKinds, type ProjectKind } from '../src/modules/projects/project-kinds.js';
import { newProjectPublicId } from '../src/modules/projects/public-id.js';
import { registeredKinds } from '../src/project-kinds.registry.js';
import { startHarness, type Harness } from './harness.js';

const LOOKBOOK = 'LOOKBOOK' as ProjectTypeValue;
const DEALER = 'LKB001';
const RENDER_TOKEN = 'fourth-kind-test-token-0123456789ab';

// (2) Its facts, declared once for gateway and web.
declareProjectKind(LOOKBOOK, {
  noun: 'Lookbook',
  one: 'lookbook',
  many: 'lookbooks',
  pathSegment: 'lookbooks',
  formerPathSegments: [],
  naming: 'publicId',
  listed: false,
  printable: true,
  initialStatus: 'DRAFT',
  editedProductParam: null,
});

// (3) A migration: the type is allowed, the kind's product store is created and joins the
// products every kind shares (the `project_products` view of migration 0019, made again with its source).
async function migrateLookbooks(db: Db): Promise<void> {
  await sql`ALTER TABLE projects DROP CONSTRAINT projects_type_check`.execute(db);
  await sql`ALTER TABLE projects ADD CONSTRAINT projects_type_check
    CHECK (type IN ('PLAYBOOK','SNAPSHEET','SHOWROOM','LOOKBOOK'))`.execute(db);
  await sql`CREATE TABLE lookbook_products (
    project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    position integer NOT NULL,
    configuration_id integer NOT NULL REFERENCES configurations(id),
    style_id text NOT NULL REFERENCES styles(id),
    custom_price_cents integer,
    PRIMARY KEY (project_id, position))`.execute(db);
  await projectProductsView([
    ...PROJECT_PRODUCT_SOURCES,
    sql`SELECT project_id, style_id, configuration_id, custom_price_cents, position, 0, 0 FROM lookbook_products`,
  ]).execute(db);
}

// Its product store: a function per statement.
const lookbookStore = {
  add: (
    db: Db,
    projectId: number,
    position: number,
    configurationId: number,
    styleId: string,
    priceCents: number | null,
  ) =>
    sql`INSERT INTO lookbook_products (project_id, position, configuration_id, style_id, custom_price_cents)
        VALUES (${projectId}, ${position}, ${configurationId}, ${styleId}, ${priceCents})`.execute(db),
  configurationIds: async (db: Db, projectId: number): Promise<number[]> =>
    (
      await sql<{ configuration_id: number }>`SELECT configuration_id FROM lookbook_products
        WHERE project_id = ${projectId} ORDER BY position`.execute(db)
    ).rows.map((r) => r.configuration_id),
};

// (4, 5) Its kind: how a reference reads one, its thumbnails, its PDF's products, its schema part.
let database: Db | undefined;
const lookbookKind: ProjectKind = {
  type: LOOKBOOK,
  graphqlType: 'Lookbook',
  read: (ctx, { dealerCode, id }) =>
    id == null ? Promise.resolve(null) : ctx.services.projects.readable(ctx.caller, LOOKBOOK, dealerCode, id),
  thumbnailSpecs: (_ctx, projects) => Promise.resolve(projects.map(() => null)),
  async printSpecs(services, loaders, projectId) {
    const ids = await lookbookStore.configurationIds(database!, projectId);
    const rows = await loaders.configuration.loadMany(ids);
    return Promise.all(rows.map((row) => services.configurations.renderSpec(loaders, row as never)));
  },
  schema: {
    typeDefs: /* GraphQL */ `
      extend enum ProjectType {
        LOOKBOOK
      }
      "A lookbook (the fourth kind of fourth-kind.test.ts): saved configurations in order."
      type Lookbook implements Project {
        id: ID!
        visibility: ProjectVisibility!
        canEdit: Boolean!
        type: ProjectType!
        title: String!
        teamName: String!
        status: ProjectStatus!
        colors: [Color!]!
        dealerCode: String!
        lockerCode: String
        locker: Locker
        lockers: [Locker!]!
        updatedAt: DateTime!
        customer: Customer
        rep: Rep
        defaultLogo: Logo
        showPrices: Boolean!
        thumbnail: Snapshot
        createdAt: DateTime!
        archivedAt: DateTime
        openQuoteCount: Int
        dealer: ShowroomDealer!
        products: [Configuration!]!
      }
      extend type Query {
        lookbook(dealerCode: String!, id: ID!): Lookbook
      }
    `,
    resolvers: {
      Query: {
        lookbook: (_p: unknown, { dealerCode, id }: { dealerCode: string; id: string }, ctx: never) =>
          lookbookKind.read(ctx, { dealerCode, id }),
      },
      Lookbook: {
        ...projectFields,
        type: () => 'LOOKBOOK',
        defaultLogo: () => null,
        showPrices: () => false,
        thumbnail: () => null,
        createdAt: (p: { created_at: Date }) => p.created_at,
        archivedAt: (p: { deleted_at: Date | null }) => p.deleted_at,
        products: async (
          p: { id: number },
          _a: unknown,
          { loaders }: { loaders: { configuration: { loadMany(ids: number[]): Promise<unknown[]> } } },
        ) => loaders.configuration.loadMany(await lookbookStore.configurationIds(database!, p.id)),
      },
    },
  },
};

/** The stand-in render service: draws snapshots (one PNG) and prints the lookbook's print page. */
interface Stand extends StandIn {
  /** The distinct specs drawn. */
  specs: Set<string>;
  /** Per PDF call: the URL asked for and the lookbook's products as its print page read them with the grant. */
  prints: { url: string; products: number | null; productsWithoutGrant: number | null }[];
}

async function startStand(gatewayUrl: () => string): Promise<Stand> {
  const readLookbook = async (url: URL, token: string | null): Promise<number | null> => {
    const [, , , code, id] = url.pathname.split('/');
    const res = await fetch(`${gatewayUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-print-token': token } : {}) },
      body: JSON.stringify({
        query: `query($c: String!, $id: ID!) { lookbook(dealerCode: $c, id: $id) { products { shortId } } }`,
        variables: { c: code, id },
      }),
    });
    const body = (await res.json()) as { data?: { lookbook: { products: unknown[] } | null } };
    return body.data?.lookbook?.products.length ?? null;
  };
  const specs = new Set<string>();
  const prints: Stand['prints'] = [];
  const served = await serveStandIn(RENDER_TOKEN, {
    snapshots: (call) => void specs.add(JSON.stringify(call.spec ?? null)),
    async pdf(call) {
      const url = new URL(call.url);
      const token = new URLSearchParams(url.hash.slice(1)).get('print-token');
      const products = await readLookbook(url, token);
      prints.push({ url: call.url, products, productsWithoutGrant: await readLookbook(url, null) });
      // One Letter page per product, as a lookbook's print page would lay them out.
      return letterPdf(products ?? 0);
    },
  });
  return { ...served, specs, prints };
}

const SAVE = `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`;
const LOCKER = `query($c: String!) { locker(code: $c) {
  code quantity totalCents project { __typename type title ... on Lookbook { products { shortId } } }
  items { quantity lineTotalCents product { styleId } sizeLines { size quantity playerName unitPriceCents } }
} }`;

describe('a fourth project kind, registered from a test', () => {
  let h: Harness;
  let stand: Stand;
  let token: string;
  let lookbookId: string;
  let lookbookRow: number;
  const visitor = { 'x-visitor-key': 'lookbook-visitor-0001' };

  beforeAll(async () => {
    let gatewayUrl = '';
    stand = await startStand(() => gatewayUrl);
    // (6) One more kind beside the registered ones.
    h = await startHarness({
      projectKinds: projectKinds([...registeredKinds.all(), lookbookKind]),
      env: renderWorkerEnv(stand, RENDER_TOKEN),
    });
    gatewayUrl = h.url;
    database = h.built.database.db;
    await migrateLookbooks(database);
    ({ token } = await h.signIn(DEALER));

    // A published lookbook of two products saved by its dealer: CG2100 at the dealer's own
    // price of $95.00, and CG2200 at the style's.
    const dealer = await database
      .selectFrom('dealers')
      .select('id')
      .where('code', '=', DEALER)
      .executeTakeFirstOrThrow();
    ({ id: lookbookRow, publicId: lookbookId } = await insertProjectRow(database, {
      dealer_id: dealer.id,
      type: LOOKBOOK,
      title: 'Lincoln Spring Lookbook',
    }));
    for (const [position, [styleId, priceCents]] of (
      [
        ['CG2100', 9500],
        ['CG2200', null],
      ] as const
    ).entries()) {
      const saved = await h.gql(SAVE, { input: { styleId, colorIds: ['19', '13', '25'], decorations: [] } }, token);
      expect(saved.errors).toBeUndefined();
      const row = await database
        .selectFrom('configurations')
        .select('id')
        .where('short_id', '=', saved.data.saveConfiguration.shortId)
        .executeTakeFirstOrThrow();
      await lookbookStore.add(database, lookbookRow, position, row.id, styleId, priceCents);
    }
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => stand?.server.close(resolve));
  });

  it('answers project(ref) with the lookbook, and nothing for an unknown id', async () => {
    const PROJECT = `query($ref: ProjectRefInput!) { project(ref: $ref) { __typename id type title visibility canEdit } }`;
    const read = await h.gql(
      PROJECT,
      { ref: { type: 'LOOKBOOK', dealerCode: DEALER, id: lookbookId } },
      undefined,
      visitor,
    );
    expect(read).toEqual({
      data: {
        project: {
          __typename: 'Lookbook',
          id: lookbookId,
          type: 'LOOKBOOK',
          title: 'Lincoln Spring Lookbook',
          visibility: 'PUBLISHED',
          canEdit: false,
        },
      },
    });
    const unknown = await h.gql(PROJECT, { ref: { type: 'LOOKBOOK', dealerCode: DEALER, id: newProjectPublicId() } });
    expect(unknown).toEqual({ data: { project: null } });
  });

  it("takes a visitor's add to its locker and prices it in exact cents, at the lookbook's price (L1, L3)", async () => {
    const saved = await h.gql(SAVE, { input: { styleId: 'CG2100', colorIds: ['19', '13', '25'], decorations: [] } });
    const added = await h.gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`,
      {
        input: {
          projectType: 'LOOKBOOK',
          projectId: lookbookId,
          dealerCode: DEALER,
          configurationShortId: saved.data.saveConfiguration.shortId,
          sizeLines: [
            { size: 'L', quantity: 2, playerName: 'Ava Cole', playerNumber: '9' },
            { size: 'XL', quantity: 1, playerName: 'Sam Lee', playerNumber: '4' },
          ],
        },
      },
      undefined,
      visitor,
    );
    expect(added.errors).toBeUndefined();
    const code = added.data.addToLocker.code as string;

    const locker = await h.gql(LOCKER, { c: code }, undefined, visitor);
    expect(locker).toEqual({
      data: {
        locker: {
          code,
          quantity: 3,
          totalCents: 28500,
          project: {
            __typename: 'Lookbook',
            type: 'LOOKBOOK',
            title: 'Lincoln Spring Lookbook',
            products: [expect.any(Object), expect.any(Object)],
          },
          items: [
            {
              quantity: 3,
              lineTotalCents: 28500,
              product: { styleId: 'CG2100' },
              sizeLines: [
                { size: 'L', quantity: 2, playerName: 'Ava Cole', unitPriceCents: 9500 },
                { size: 'XL', quantity: 1, playerName: 'Sam Lee', unitPriceCents: 9500 },
              ],
            },
          ],
        },
      },
    });
    // The project's own locker field finds it for the same visitor.
    const own = await h.gql(
      `query($ref: ProjectRefInput!) { project(ref: $ref) { lockerCode } }`,
      { ref: { type: 'LOOKBOOK', dealerCode: DEALER, id: lookbookId } },
      undefined,
      visitor,
    );
    expect(own.data.project.lockerCode).toBe(code);
  });

  it('exports its PDF for its dealer: every product drawn, the print page read through its grant (P7, R2)', async () => {
    const EXPORT = `mutation($id: ID!) { exportProjectPdf(projectType: LOOKBOOK, projectId: $id) { id status filename } }`;
    // A visitor may not export it.
    const refused = await h.gql(EXPORT, { id: lookbookId }, undefined, visitor);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(refused.errors?.[0]?.message).toBe('Lookbook not found');

    const started = await h.gql(EXPORT, { id: lookbookId }, token);
    expect(started.errors).toBeUndefined();
    expect(started.data.exportProjectPdf).toMatchObject({ status: 'QUEUED', filename: 'Lincoln Spring Lookbook.pdf' });
    const job = await waitUntil('the lookbook PDF job to end', async () => {
      const j = (
        await h.gql(
          `query($id: ID!) { renderJob(id: $id) { status url error progress } }`,
          {
            id: started.data.exportProjectPdf.id,
          },
          token,
        )
      ).data.renderJob;
      return j.status === 'DONE' || j.status === 'FAILED' ? j : undefined;
    });
    expect(job).toMatchObject({ status: 'DONE', error: null, progress: 1 });

    // Both products' specs were drawn (CG2100 and CG2200 differ), then the page was printed once.
    const specs = [...stand.specs].map((s) => (JSON.parse(s) as { garment: { id: string } }).garment.id);
    expect(specs).toHaveLength(2);
    expect(stand.prints).toHaveLength(1);
    const print = stand.prints[0]!;
    expect(print.url).toMatch(
      new RegExp(`^${h.url}/print/lookbooks/${DEALER}/${lookbookId}#print-token=tpg_[\\w-]{43}$`),
    );
    // Published, so anyone reads it; the grant reads it too.
    expect(print).toMatchObject({ products: 2, productsWithoutGrant: 2 });

    const res = await fetch(new URL(job.url as string, h.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(await res.arrayBuffer());
    expect(pdf.getPageCount()).toBe(2);
  }, 90_000);
});
