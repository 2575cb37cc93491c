/**
 * The HTTP route matrix: every route the gateway serves outside GraphQL's
 * operations (`App.routes`, collected as Fastify registers them) has a rule here, and each rule
 * is called by every kind of caller and checked by its HTTP status, and by its error code where
 * it answers one:
 *
 * none (no headers), a visitor with its key, another dealer, a passcode session of another
 * project, a passcode session after the dealer changed the passcode, an API token revoked with
 * `revokeApiToken`, a session ended by `logout`, a print grant used up (revoked when its PDF was
 * printed), an expired print grant, a live print grant of another project, and the owner.
 *
 * Files (`/files/<kind>/<sha256>.<ext>`) are capability URLs: anyone holding the key reads it,
 * and only the owner's answers name a private one (the GraphQL matrix checks no other caller is
 * given it); so here every caller gets the same answer for a key, and a key next to a real one
 * is 404. Shared pages answer by the project's status, never by a caller the browser's
 * navigation does not send. A route added without a rule fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { projectRowId } from './project-rows.js';

type Caller =
  | 'none'
  | 'visitorWithKey'
  | 'otherDealer'
  | 'passcodeOther'
  | 'passcodeChanged'
  | 'revokedToken'
  | 'loggedOut'
  | 'usedPrintGrant'
  | 'expiredPrintGrant'
  | 'printOther'
  | 'owner';
const CALLERS: Caller[] = [
  'none',
  'visitorWithKey',
  'otherDealer',
  'passcodeOther',
  'passcodeChanged',
  'revokedToken',
  'loggedOut',
  'usedPrintGrant',
  'expiredPrintGrant',
  'printOther',
  'owner',
];

/** A request of a rule: what to send, and the status (and error code) each caller must get. */
interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'OPTIONS';
  path: (fx: Fixture) => string;
  body?: (fx: Fixture) => { form?: FormData; json?: unknown };
  /** Headers beside the caller's. */
  headers?: Record<string, string>;
  /** The status every caller gets, or per caller (the rest `otherwise`). */
  expect: number | ({ otherwise: number; code?: string } & Partial<Record<Caller, number | [number, string]>>);
  /** The error code every refusal (status 400 and over) carries in its body, when it answers JSON errors. */
  code?: string;
}

/** A route (or family of routes) and the requests that check it. */
interface Rule {
  name: string;
  matches: (route: string) => boolean;
  probes: Probe[];
}

interface Fixture {
  logoUrl: string;
  sharedPath: string;
  draftPath: string;
  dealerCode: string;
  headers: Record<Caller, Record<string, string>>;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** `path` with its last hex digit before the extension changed: a key next to a real one. */
function nextKey(path: string): string {
  return path.replace(/([0-9a-f])(\.[a-z0-9]+)$/, (_m, d: string, ext: string) => `${d === '0' ? '1' : '0'}${ext}`);
}

const uploadForm = () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)]), 'crest.png');
  return { form };
};

/**
 * An upload to `path`: 401 UNAUTHENTICATED without a live session (a print grant is none), into
 * its own staging for any dealer or passcode session, and `visitor` for a visitor with its key.
 */
function uploadProbe(name: string, path: Probe['path'], visitor: number | [number, string]): Probe {
  return {
    name,
    method: 'POST',
    path,
    body: uploadForm,
    expect: {
      otherwise: 401,
      code: 'UNAUTHENTICATED',
      visitorWithKey: visitor,
      otherDealer: 200,
      passcodeOther: 200,
      owner: 200,
    },
  };
}

const RULES: Rule[] = [
  {
    name: 'GraphQL endpoint (its operations: authorization-matrix.test.ts)',
    matches: (r) => /^(GET|POST|OPTIONS) \/graphql$/.test(r),
    probes: [
      {
        name: 'POST { __typename }',
        method: 'POST',
        path: () => '/graphql',
        body: () => ({ json: { query: '{ __typename }' } }),
        expect: 200,
      },
      // Apollo's CSRF prevention: a GET (a simple request a foreign page can make) needs a
      // preflighted header.
      {
        name: 'GET without a preflight header',
        method: 'GET',
        path: () => '/graphql?query=%7B__typename%7D',
        expect: 400,
      },
      {
        name: 'GET { __typename }',
        method: 'GET',
        path: () => '/graphql?query=%7B__typename%7D',
        headers: { 'apollo-require-preflight': 'true' },
        expect: 200,
      },
      // The API is same-origin: a cross-origin preflight is refused as CSRF, not granted.
      { name: 'OPTIONS (a preflight)', method: 'OPTIONS', path: () => '/graphql', expect: 400 },
    ],
  },
  {
    name: 'stored files',
    matches: (r) => r === 'GET /files/*',
    probes: [
      { name: "the owner's logo", method: 'GET', path: (fx) => fx.logoUrl, expect: 200 },
      { name: 'a key next to it', method: 'GET', path: (fx) => nextKey(fx.logoUrl), expect: 404 },
      {
        name: 'a key leaving the store',
        method: 'GET',
        path: () => '/files/logos/..%2F..%2Fpackage.json',
        expect: 404,
      },
    ],
  },
  {
    name: 'library graphics',
    matches: (r) => r === 'GET /graphics/:file',
    probes: [
      { name: 'a graphic in a colour', method: 'GET', path: () => '/graphics/lion.svg?fill=1f3a93', expect: 200 },
      { name: 'an unknown graphic', method: 'GET', path: () => '/graphics/no-such-graphic.svg', expect: 404 },
    ],
  },
  {
    name: 'uploads',
    matches: (r) => r === 'POST /uploads',
    probes: [
      uploadProbe('a PNG', () => '/uploads', [400, 'BAD_USER_INPUT']),
      uploadProbe(
        "a PNG for the owner's shared project",
        (fx) => `/uploads?projectId=${fx.sharedPath.split('/')[3]}`,
        200,
      ),
      uploadProbe("a PNG for the owner's draft", (fx) => `/uploads?projectId=${fx.draftPath.split('/')[3]}`, [
        404,
        'NOT_FOUND',
      ]),
    ],
  },
  {
    name: 'health',
    matches: (r) => r === 'GET /healthz',
    probes: [{ name: 'health', method: 'GET', path: () => '/healthz', expect: 200 }],
  },
  {
    name: 'the API reference page',
    matches: (r) => r === 'GET /docs/api' || r === 'GET /docs/api/',
    probes: [
      { name: 'page', method: 'GET', path: () => '/docs/api', expect: 200 },
      { name: 'page with a slash', method: 'GET', path: () => '/docs/api/', expect: 200 },
    ],
  },
  {
    // The schema's downloads: a dealer's session or API token, whichever dealer; nobody else.
    name: 'the schema for token holders',
    matches: (r) => r === 'GET /docs/api/schema.graphql' || r === 'GET /docs/api/introspection.json',
    probes: ['/docs/api/schema.graphql', '/docs/api/introspection.json'].map((path): Probe => ({
      name: path,
      method: 'GET',
      path: () => path,
      expect: { otherwise: 401, code: 'UNAUTHENTICATED', otherDealer: 200, owner: 200 },
    })),
  },
  {
    name: 'the iframe resizer script',
    matches: (r) => r === 'GET /dashboard/js/iframeResizer.js',
    probes: [{ name: 'script', method: 'GET', path: () => '/dashboard/js/iframeResizer.js', expect: 200 }],
  },
  {
    name: 'the web app and its assets',
    matches: (r) => r === 'GET /' || /^GET \/(assets\/[\w.-]+|[\w.-]+\.(html|svg|png|ico|txt|webmanifest))$/.test(r),
    probes: [
      { name: 'index', method: 'GET', path: () => '/', expect: 200 },
      { name: 'snapshot page', method: 'GET', path: () => '/snapshot.html', expect: 200 },
      { name: 'a shared snapsheet page', method: 'GET', path: (fx) => `${fx.sharedPath}/`, expect: 200 },
      { name: 'a draft playbook page', method: 'GET', path: (fx) => `${fx.draftPath}/`, expect: 404 },
      { name: 'a print page', method: 'GET', path: (fx) => `/print${fx.draftPath}`, expect: 200 },
      { name: 'a dashboard page', method: 'GET', path: () => '/dashboard/customers', expect: 200 },
      { name: 'an API path that is not a route', method: 'GET', path: () => '/graphql/x', expect: 404 },
      // A tab open across a deploy asks for a chunk of the old build: 404, not the HTML page.
      { name: 'a missing asset', method: 'GET', path: () => '/assets/route-0ld0ld00.js', expect: 404 },
      { name: 'a missing stylesheet', method: 'GET', path: () => '/assets/index-0ld0ld00.css', expect: 404 },
      { name: 'a missing file outside assets', method: 'GET', path: () => '/dashboard/chunk-0ld.js', expect: 404 },
      { name: 'a missing icon', method: 'GET', path: () => '/apple-touch-icon.png', expect: 404 },
    ],
  },
  {
    // A notice's unsubscribe link: the token is the only key; no caller's session changes it.
    name: 'unsubscribe links of notices',
    matches: (r) => r === 'GET /unsubscribe/:token' || r === 'POST /unsubscribe/:token',
    probes: [
      {
        name: 'a token that is none (look)',
        method: 'GET',
        path: () => `/unsubscribe/tun_${'x'.repeat(43)}`,
        expect: 404,
      },
      {
        name: 'a token that is none (one click)',
        method: 'POST',
        path: () => `/unsubscribe/tun_${'x'.repeat(43)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        expect: 404,
      },
      { name: 'not a token', method: 'POST', path: () => '/unsubscribe/nope', expect: 404 },
    ],
  },
  {
    // Stripe's webhook: the signature over the raw body is the only key; no caller's session
    // opens it (the matrix's gateway has Stripe set up, so the route checks signatures).
    name: "Stripe's webhook",
    matches: (r) => r === 'POST /webhooks/stripe',
    probes: [
      {
        name: 'an event without a signature',
        method: 'POST',
        path: () => '/webhooks/stripe',
        body: () => ({ json: { id: 'evt_unsigned', type: 'checkout.session.completed', data: { object: {} } } }),
        expect: 400,
      },
      {
        name: 'an event with a signature of another secret',
        method: 'POST',
        path: () => '/webhooks/stripe',
        headers: {
          'stripe-signature': 't=1700000000,v1=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
        },
        body: () => ({ json: { id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } } }),
        expect: 400,
      },
    ],
  },
  {
    // A receipt's picture is named by its content's hash alone, like a stored file: every caller
    // gets the same answer, and one that is not drawn (the harness has no render service) or a
    // path that is not a picture's is 404, never the web app's page.
    name: "store receipts' pictures",
    matches: (r) => r === 'GET /store-pictures/*',
    probes: [
      {
        name: 'a picture not drawn',
        method: 'GET',
        path: () => `/store-pictures/${'ab'.repeat(32)}/BACK.png`,
        expect: 404,
      },
      {
        name: 'a view that is none',
        method: 'GET',
        path: () => `/store-pictures/${'ab'.repeat(32)}/SIDE.png`,
        expect: 404,
      },
      {
        name: 'a print picture not drawn',
        method: 'GET',
        path: () => `/store-pictures/${'ab'.repeat(32)}/BACK.print.jpg`,
        expect: 404,
      },
      { name: 'a hash that is none', method: 'GET', path: () => '/store-pictures/..%2F..%2Fpackage.json', expect: 404 },
    ],
  },
  {
    name: 'link cards of shared projects',
    matches: (r) => r === 'GET /share-cards/*',
    probes: [
      // The harness has no render service: a card that would be drawn answers 503 to anyone.
      { name: 'a shared snapsheet', method: 'GET', path: (fx) => `/share-cards${fx.sharedPath}.png`, expect: 503 },
      { name: 'a draft', method: 'GET', path: (fx) => `/share-cards${fx.draftPath}.png`, expect: 404 },
    ],
  },
];

let h: Harness;
let fx: Fixture;

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const r = await h.gql<T>(query, variables, token);
  if (r.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(r.errors)}`);
  return r.data as T;
}

beforeAll(async () => {
  h = await startHarness({
    // Card payments set up (the Stripe API itself is never called here), so the webhook route
    // answers as it does in production.
    env: {
      STRIPE_SECRET_KEY: 'sk_test_http_routes',
      STRIPE_WEBHOOK_SECRET: 'whsec_http_routes_0123456789',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    },
  });
  const dealerCode = 'HTR001';
  const owner = (await h.signIn(dealerCode)).token;
  const other = (await h.signIn('HTR002')).token;
  const loggedOut = (await h.signIn(dealerCode)).token;
  await ok(`mutation { logout }`, {}, loggedOut);
  const created = await ok(`mutation { createApiToken(name: "revoked") { token apiToken { id } } }`, {}, owner);
  await ok(`mutation($id: ID!) { revokeApiToken(id: $id) }`, { id: created.createApiToken.apiToken.id }, owner);
  const logo = await ok(
    `mutation($c: String!) { uploadLogo(input: { filename: "crest.png", content: $c }) { url } }`,
    { c: PNG.toString('base64') },
    owner,
  );
  const snapsheet = async () =>
    (
      await ok(
        `mutation { createSnapsheet(input: { teamName: "Hawks", colorIds: ["19", "13", "25"] }) { id } }`,
        {},
        owner,
      )
    ).createSnapsheet.id as string;
  const shared = await snapsheet();
  await ok(
    `mutation($id: ID!) { publishProject(projectType: SNAPSHEET, projectId: $id) { id } }`,
    { id: shared },
    owner,
  );
  // A playbook is made a DRAFT (a new snapsheet is OPEN: shared by its link).
  const sport = (await ok(`{ sports(template: FSG) { id } }`)).sports[0].id;
  const draft = (
    await ok(
      `mutation($s: ID!) { createPlaybook(input: { template: FSG, sports: [$s], teamName: "Owls", colorIds: ["19", "13", "25"] }) { id } }`,
      { s: sport },
      owner,
    )
  ).createPlaybook.id as string;
  const otherProject = await snapsheet();
  const rowId = (publicId: string) => projectRowId(h.built.database.db, publicId);
  const passcodeSession = async (passcode: string) => {
    await ok(`mutation($p: String!) { setDealerPasscode(passcode: $p) }`, { p: passcode }, owner);
    return (
      await ok(
        `mutation($p: ID!, $c: String!) { passcodeAccess(dealerCode: "${dealerCode}", projectType: SNAPSHEET, projectId: $p, passcode: $c) { apiToken } }`,
        { p: otherProject, c: passcode },
      )
    ).passcodeAccess.apiToken as string;
  };
  const changed = await passcodeSession('routes-pass-1');
  const passcodeOther = await passcodeSession('routes-pass-2');
  const grants = h.built.services.printGrants;
  const used = (await grants.issue(await rowId(otherProject), null, 3600)).token;
  await grants.revoke(used);
  const expired = (await grants.issue(await rowId(otherProject), null, -60)).token;
  const live = (await grants.issue(await rowId(otherProject), null, 3600)).token;
  const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
  fx = {
    logoUrl: new URL(logo.uploadLogo.url, h.url).pathname,
    sharedPath: `/snapsheets/${dealerCode}/${shared}`,
    draftPath: `/catalogs/${dealerCode}/${draft}`,
    dealerCode,
    headers: {
      none: {},
      visitorWithKey: { 'x-visitor-key': 'routes-visitor-key-0123456789' },
      otherDealer: bearer(other),
      passcodeOther: bearer(passcodeOther),
      passcodeChanged: bearer(changed),
      revokedToken: bearer(created.createApiToken.token),
      loggedOut: bearer(loggedOut),
      usedPrintGrant: { 'x-print-token': used },
      expiredPrintGrant: { 'x-print-token': expired },
      printOther: { 'x-print-token': live },
      owner: bearer(owner),
    },
  };
}, 120_000);

afterAll(async () => h?.close());

/** The status (and code) `caller` must get from `probe`. */
function expected(probe: Probe, caller: Caller): { status: number; code?: string } {
  if (typeof probe.expect === 'number') return { status: probe.expect };
  const own = probe.expect[caller];
  if (Array.isArray(own)) return { status: own[0], code: own[1] };
  if (typeof own === 'number') return { status: own };
  return { status: probe.expect.otherwise, code: probe.expect.code };
}

describe('the HTTP route matrix', () => {
  it('has exactly one rule for every route the gateway serves', () => {
    const problems = h.built.routes
      .map((route) => ({ route, rules: RULES.filter((r) => r.matches(route)).map((r) => r.name) }))
      .filter((r) => r.rules.length !== 1)
      .map((r) => `${r.route}: ${r.rules.length ? r.rules.join(' and ') : 'no rule'}`);
    expect(problems).toEqual([]);
    // Every rule still names a route (a rule left behind by a removed route fails too).
    expect(RULES.filter((rule) => !h.built.routes.some((route) => rule.matches(route))).map((r) => r.name)).toEqual([]);
  });

  it('answers every caller of every route its status and code', async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const rule of RULES)
      for (const probe of rule.probes)
        for (const caller of CALLERS) {
          const body = probe.body?.(fx);
          const res = await fetch(`${h.url}${probe.path(fx)}`, {
            method: probe.method,
            redirect: 'manual',
            headers: {
              ...fx.headers[caller],
              ...probe.headers,
              ...(body?.json ? { 'content-type': 'application/json' } : {}),
            },
            body: body?.form ?? (body?.json ? JSON.stringify(body.json) : undefined),
          });
          calls += 1;
          const text = await res.text();
          const want = expected(probe, caller);
          let code: string | undefined;
          try {
            code = JSON.parse(text)?.errors?.[0]?.extensions?.code;
          } catch {
            code = undefined;
          }
          if (res.status !== want.status || (want.code && code !== want.code))
            problems.push(
              `${rule.name} / ${probe.name} as ${caller}: ${res.status} ${code ?? ''}, not ${want.status} ${want.code ?? ''} (${text.slice(0, 120)})`,
            );
        }
    console.log(
      `HTTP route matrix: ${h.built.routes.length} routes under ${RULES.length} rules, ${RULES.reduce((n, r) => n + r.probes.length, 0)} requests, ${CALLERS.length} callers, ${calls} calls`,
    );
    expect(problems).toEqual([]);
  });
});
