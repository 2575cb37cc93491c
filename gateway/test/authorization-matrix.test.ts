/**
 * The authorization matrix (A4, A5, A6), generated from the schema: every
 * Query and Mutation field is called, with a selection of every field reachable from its type
 * (built from the schema, not written by hand), by each caller:
 *
 * - ten others: a visitor with its own visitor key and one without, another dealer, passcode
 *   sessions of another project of the owner (one opened before the passcode changed), a print
 *   grant of another project (R2) and a used and an expired one, the owner's token after logout
 *   and an API token revoked with `revokeApiToken`. None of the owner's private identifiers
 *   (marker strings planted in the owner's records) or owner-only numbers may appear in their
 *   answers; each refusal is checked by its code and HTTP status ({@link refusalFor}); none of
 *   their calls changes the owner's data;
 * - the owner: every operation answers data without errors (so the recipes really reach the
 *   records the others are refused).
 *
 * Records are in every status (open, draft, published, archived, quote, closed snapsheets; an
 * ordered locker; an archived customer) and ids next to real ones are tried. Whether an operation
 * is public is read from its `@access` declaration. The publish queues (P4) are the owner's only,
 * with a school-queue and a team-travel record planted; the owner's state compared before and
 * after includes every playbook's stored catalogue. The test fails when an operation or a field
 * with required arguments is added to the schema and not covered here; dropping the project check
 * from `canEditProject` (lib/caller.ts) fails it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNonNullType, type GraphQLObjectType } from 'graphql';
import sharp from 'sharp';
import { startHarness, type Harness } from './harness.js';
import { plantOwnerRecords } from './matrix/owner-records.js';
import { ONCE_ROLES, OTHERS, media, type Fixture, type Ids, type Role } from './matrix/callers.js';
import { RECIPES } from './matrix/recipes.js';
import { refusalFor } from './matrix/refusals.js';
import { accessOf, documentFor, OWNED_TYPES, ownerNumbersIn, reached, schema } from './matrix/schema-walk.js';

describe('authorization matrix (A4, A5, A6)', () => {
  let h: Harness;
  let fx: Fixture;
  const tokens: Partial<Record<Role, string>> = {};
  const headers: Record<Role, Record<string, string>> = {
    owner: {},
    visitor: { 'x-visitor-key': 'matrix-visitor-key-0001' },
    visitorWithoutKey: {},
    otherDealer: {},
    passcodeOther: {},
    passcodeChanged: {},
    printOther: {},
    usedPrintGrant: {},
    expiredPrintGrant: {},
    revoked: {},
    revokedApiToken: {},
    proofLinkOther: {},
  };

  /** One call as `role`: its answer and HTTP status. */
  async function call(role: Role, query: string, variables: Record<string, unknown>) {
    const token = tokens[role];
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers[role],
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    return { ...body, status: res.status };
  }

  async function ok<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const r = await h.gql(query, variables, tokens.owner);
    if (r.errors) throw new Error(`${query.slice(0, 80)}: ${JSON.stringify(r.errors)}`);
    return r.data as T;
  }

  let variants: Ids[] = [];
  /** Strings only the owner may ever see (planted in the owner's private records). */
  let secrets: string[] = [];

  beforeAll(async () => {
    media.png = (
      await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 9, g: 9, b: 9, alpha: 1 } } })
        .png()
        .toBuffer()
    ).toString('base64');
    // Ten callers guess the owner's passcode: its limits are the abuse tests' (abuse.test.ts), not this one's.
    h = await startHarness({
      env: {
        ORDER_WEBHOOK_ALLOW_PRIVATE: 'on',
        RENDER_RATE_LIMIT: '100000',
        PASSCODE_MAX_FAILURES_PER_PROJECT: '1000',
        PASSCODE_MAX_FAILURES_PER_ADDRESS: '1000',
      },
    });
    ({ fx, variants, secrets } = await plantOwnerRecords(h, tokens, headers));
  }, 240_000);

  afterAll(async () => {
    await h?.close();
  });

  // `logout` goes last: it ends the session of whoever calls it.
  const operations = (['query', 'mutation'] as const)
    .flatMap((kind) =>
      Object.values((kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!).getFields()).map(
        (field) => ({ kind, field }),
      ),
    )
    .sort((a, b) => Number(a.field.name === 'logout') - Number(b.field.name === 'logout'));

  it("reads every operation's caller rule from the schema (@access)", () => {
    const rules = operations.map(({ field }) => accessOf(field));
    // Both rules in use: the declaration decides the checks below.
    expect(new Set(rules)).toEqual(new Set(['PUBLIC', 'OWNER']));
  });

  it('has a recipe for every operation of the schema', () => {
    const missing = operations.map((o) => o.field.name).filter((n) => !RECIPES[n]);
    expect(missing, 'operations without a recipe in authorization-matrix.test.ts').toEqual([]);
  });

  it('gives every optional argument in a recipe (cursors aside: opaque offsets, paging.test.ts)', () => {
    const missing = operations.flatMap(({ field }) => {
      const recipe = RECIPES[field.name]!;
      // Any id and fixture will do: only the names of the arguments count here.
      const ids = new Proxy({}, { get: (_t, k) => (typeof k === 'string' ? '1' : undefined) }) as Ids;
      const fixture = new Proxy({}, { get: (_t, k) => (k === 'ids' || k === 'spare' ? ids : '1') }) as Fixture;
      const given = new Set(Object.keys({ ...recipe.vars(ids, 'visitor', fixture), ...recipe.optional?.(ids) }));
      return field.args
        .filter((a) => !isNonNullType(a.type) && a.name !== 'after' && !given.has(a.name))
        .map((a) => `${field.name}(${a.name})`);
    });
    expect(missing).toEqual([]);
  });

  it('reaches every field of every dealer-owned type', () => {
    for (const { kind, field } of operations) documentFor(kind, field);
    const missing = OWNED_TYPES.flatMap((t) =>
      Object.keys((schema.getType(t) as GraphQLObjectType).getFields()).map((f) => `${t}.${f}`),
    ).filter((k) => !reached.has(k));
    expect(missing).toEqual([]);
  });

  const lockerDocument = documentFor('query', schema.getQueryType()!.getFields().locker!);

  async function ownerState(): Promise<string> {
    const data = await ok(`{
      me { name email phone headerMessage dealerMargin hasPasscode apiTokens { id name }
           reps { id name email phone } customers(first: 100) { nodes { id name status rep { id } logos { id } } } }
      logos { id name types }
      snapsheets: projects(type: SNAPSHEET, first: 100) { nodes { id title status ... on Snapsheet { products { id } } } }
      playbooks: projects(type: PLAYBOOK, first: 100) { nodes { id title status } }
      archivedPlaybooks: projects(type: PLAYBOOK, status: ARCHIVED, first: 100) { nodes { id } }
      schoolQueue { id name status }
      teamTravelQueue { id name status sports }
      archived: projects(type: SNAPSHEET, status: ARCHIVED, first: 100) { nodes { id } }
      quotes(first: 100) { nodes { id status read proofs { status latest { version status approverName comment } } } }
      orders(first: 100) { nodes { id syncStatus } }
      orderWebhook { url }
    }`);
    // Every visitor's locker (the owner's own too), every field of it.
    const lockers = [];
    for (const code of fx.lockers) lockers.push(await ok(lockerDocument, { code }));
    // Each playbook's stored catalogue and settings (one query each: the cost limit).
    const ids = [...data.playbooks.nodes, ...data.archivedPlaybooks.nodes].map((n: { id: string }) => n.id);
    const catalogues = [];
    for (const id of ids)
      catalogues.push(
        await ok(
          `query($id: ID!) { playbook(dealerCode: "${fx.dealerCode}", id: $id) {
            teamName showPrices showCoverAndIndex schoolCode newSchool { name } genderFilter productTypeFilter
            colors { id } sports { id name order catalogs { id order products { id name catalogPageIndex
            catalogPageOrder customPriceCents customized configuration { shortId } } } } } }`,
          { id },
        ),
      );
    const showroom = await ok(`{ myShowroom { id title teamName mascot status colors { id } customer { id }
      defaultLogo { id } look { decorationFill { id } decorationOutline { id } font } fonts { key }
      catalogs { id selected } products { id configuration { shortId } } } }`);
    // Each snapsheet's settings and products (P5 editing), one query each.
    const snapsheets = [];
    for (const id of [...data.snapsheets.nodes, ...data.archived.nodes].map((n: { id: string }) => n.id))
      snapsheets.push(
        await ok(
          `query($id: ID!) { snapsheet(dealerCode: "${fx.dealerCode}", id: $id) {
            title teamName showPrices status gender colors { id } featuredColor { id } collection { id }
            products { id order customPriceCents customized variant { id } design { id } configuration { shortId } } } }`,
          { id },
        ),
      );
    // The owner's stores: settings, items and the orders in them.
    const stores = [];
    for (const id of [
      fx.ids.store,
      fx.ids.storeDraft,
      fx.ids.storeReady,
      fx.ids.storeToClose,
      fx.ids.storeClosed,
      fx.ids.storeDecided,
      fx.ids.storeProcessed,
      fx.ids.storeHeld,
    ])
      stores.push(
        await ok(
          `query($ref: ProjectRefInput!, $id: ID!) { project(ref: $ref) { ... on Store { title state opensAt advertisedCloseAt hardCloseAt
            hasPasscode items { id name sizes priceCents } round minimumOutcome extendDays
            minimums { name pieces ordered } rounds { round closedAt decidedAt packedAt }
            productionOrders { id sentAt totalCents } } }
            storeOrders(storeId: $id) { number status lines { size playerName playerNumber } } }`,
          { ref: { type: 'STORE', dealerCode: fx.dealerCode, id }, id },
        ),
      );
    return JSON.stringify({ data, catalogues, snapsheets, showroom, lockers, stores });
  }

  it('gives other callers none of the owner data and changes nothing of it', async () => {
    const before = await ownerState();
    const problems: string[] = [];
    let refused = 0;
    const documents = new Map(operations.map(({ kind, field }) => [field.name, documentFor(kind, field)]));
    // The callers side by side, each through every operation in order (its `logout` last).
    await Promise.all(
      OTHERS.map(async (role) => {
        for (const { kind, field } of operations) {
          const recipe = RECIPES[field.name]!;
          const doc = documents.get(field.name)!;
          const calls = (recipe.once || ONCE_ROLES.has(role) ? variants.slice(0, 1) : variants).map((ids) =>
            recipe.vars(ids, role, fx),
          );
          // Once more with every optional argument given, on the real ids.
          if (recipe.optional) calls.push({ ...calls[0], ...recipe.optional(variants[0]!) });
          for (const vars of calls) {
            const r = await call(role, doc, vars);
            const text = JSON.stringify(r);
            const leaked = secrets.filter((s) => text.includes(s));
            if (leaked.length) problems.push(`${field.name} as ${role}: leaked ${leaked.join(', ')}`);
            const numbers = ownerNumbersIn(r.data, role);
            if (numbers.length) problems.push(`${field.name} as ${role}: answered ${numbers.join(', ')}`);
            if (r.errors?.some((e) => e.extensions?.code === 'INTERNAL'))
              problems.push(`${field.name} as ${role}: INTERNAL ${JSON.stringify(r.errors)}`);
            const value = (r.data as Record<string, unknown> | null | undefined)?.[field.name];
            const empty = value == null || (Array.isArray(value) && value.length === 0);
            const code = r.errors?.[0]?.extensions?.code;
            const refusal = refusalFor(kind, field, recipe, role, vars);
            if (refusal === 'NONE' && (!empty || code))
              problems.push(`${field.name} as ${role}: ${code ?? 'data'}, not an empty answer`);
            else if (refusal && refusal !== 'NONE' && refusal !== 'OWN') {
              if (code !== refusal) problems.push(`${field.name} as ${role}: ${code ?? 'no error'}, not ${refusal}`);
              if (!empty) problems.push(`${field.name} as ${role}: answered data ${text.slice(0, 200)}`);
            }
            if (refusal && refusal !== 'OWN') refused++;
            // GraphQL answers errors with HTTP 200, but for a print grant's write: refused before
            // execution, HTTP 403.
            if (r.status !== (role === 'printOther' && kind === 'mutation' ? 403 : 200))
              problems.push(`${field.name} as ${role}: HTTP ${r.status} with ${code ?? 'no error'}`);
          }
        }
      }),
    );
    console.log(
      `authorization matrix: ${operations.length} operations, ${reached.size} fields reached, ${OTHERS.length} other callers ` +
        `(${OTHERS.join(', ')}) and the owner, ${variants.length} id sets (records open, draft, published, archived, ` +
        `quote, closed, ordered, an archived customer; ids next to real ones), ${refused} refusals checked by code and HTTP status`,
    );
    expect(problems).toEqual([]);
    expect(await ownerState()).toBe(before);
  }, 600_000);

  it('answers the owner every operation with data', async () => {
    const failures: string[] = [];
    const ordered = [...operations].sort(
      (a, b) =>
        Number(RECIPES[a.field.name]!.last ?? false) - Number(RECIPES[b.field.name]!.last ?? false) ||
        Number(a.field.name === 'logout') - Number(b.field.name === 'logout'),
    );
    for (const { kind, field } of ordered) {
      const recipe = RECIPES[field.name]!;
      const r = await call('owner', documentFor(kind, field), recipe.vars(fx.ids, 'owner', fx));
      const value = (r.data as Record<string, unknown> | null | undefined)?.[field.name];
      if (r.errors || value === undefined || (value === null && field.name !== 'noop'))
        failures.push(`${field.name}: ${JSON.stringify(r.errors ?? r.data).slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
