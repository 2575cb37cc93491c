/**
 * Integration test harness: the real app (`buildApp()`) over real HTTP on a free port, on
 * PGlite in a temp dir, or on a fresh PostgreSQL database when DATABASE_URL is set (one
 * database per harness, dropped afterwards); each a copy of the run's migrated and seeded
 * template (database-template.ts) when there is one.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app.js';
import { signEntryToken } from '../src/modules/dealers/entry-token.js';
import { hashPasscode } from '../src/modules/dealers/passcode.js';
import { databaseUrlOf, type DatabaseTemplate } from './database-template.js';

export const ENTRY_SECRET = 'test-entry-secret-0123456789abcdef';

export interface Harness {
  built: App;
  url: string;
  /** POSTs a GraphQL document (as a dealer with `token`, extra `headers` such as X-Visitor-Key); returns the parsed body. */
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string; field?: string } }[] }>;
  /**
   * POSTs one file to `/uploads` (multipart, D6) as a dealer with `token`, extra `headers` such
   * as X-Visitor-Key, to `path` (default `/uploads`; e.g. `/uploads?projectId=...` for a
   * visitor); returns the status and the parsed body.
   */
  upload(
    bytes: Uint8Array,
    filename: string,
    token?: string,
    headers?: Record<string, string>,
    path?: string,
  ): Promise<{ status: number; body: any }>;
  /** Signs in as a dealer through enterDashboard; returns the session token. */
  signIn(
    code: string,
    extra?: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<{ token: string; dealerId: string }>;
  /**
   * Sets a dealer's project passcode (A4), by code or id, straight in its row and hashed as
   * `setDealerPasscode` stores it, so a test spends none of an address's mutation limits on it.
   */
  setPasscode(dealer: { code: string } | { id: string | number }, passcode: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A new database on `baseUrl`'s server, dropped by `drop()`: empty, or a clone of the `template`
 * database (database-template.ts: migrated and seeded).
 */
export async function freshPostgres(
  baseUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tas_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: databaseUrlOf(baseUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** This run's database template (database-template.ts), if vitest made one. */
function databaseTemplate(): DatabaseTemplate {
  try {
    return inject('databaseTemplate') ?? {};
  } catch {
    return {};
  }
}

export async function startHarness(opts: BuildAppOptions & { env?: Record<string, string> } = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tas-gw-'));
  const template = databaseTemplate();
  const pgdb = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL, template.postgresName) : null;
  // On PGlite, a copy of the template's data directory (migrated and seeded).
  if (!pgdb && template.pgliteDir) cpSync(template.pgliteDir, join(dataDir, 'pglite'), { recursive: true });
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEALER_ENTRY_SECRET: ENTRY_SECRET,
    RENDER_WORKER: 'off',
    RENDER_SERVICE_URL: process.env.RENDER_SERVICE_URL ?? 'http://127.0.0.1:9',
    // Tests make many calls from 127.0.0.1; the abuse tests set their own limits.
    RATE_LIMIT_MAX: '1000000',
    MUTATION_RATE_LIMIT_MAX: '1000000',
    // A loaded machine may take seconds to start a pool thread from the sources (tsx, jsdom):
    // the deadline is tested where it is the subject (src/plugins/cpu-pool.test.ts).
    CPU_TASK_TIMEOUT_SECONDS: '120',
    CPU_TASKS_PER_ADDRESS: '1000',
    // Many quote requests, and proofs to a few addresses: notice-limits.test.ts sets its own.
    QUOTE_REQUESTS_PER_ADDRESS_PER_DAY: '100000',
    PROOF_EMAILS_PER_RECIPIENT_PER_DAY: '10000',
    ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
    // The executor under test (scripts/test.mjs runs the matrix and contract files on both).
    ...(process.env.GRAPHQL_EXECUTOR ? { GRAPHQL_EXECUTOR: process.env.GRAPHQL_EXECUTOR } : {}),
    ...opts.env,
  };
  const built = await buildApp({ ...opts, env, logger: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  if (!built.config.PUBLIC_URL) (built.config as { publicUrl: string }).publicUrl = url;

  let signIns = 0;
  const gql: Harness['gql'] = async (query, variables, token, headers = {}) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as never;
  };

  const upload: Harness['upload'] = async (bytes, filename, token, headers = {}, path = '/uploads') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), filename);
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  };

  return {
    built,
    url,
    gql,
    upload,
    async signIn(code, extra = {}, headers = {}) {
      // A link opens one session: each sign-in signs a fresh one (another exp, so another token).
      const exp = Math.floor(Date.now() / 1000) + 600 + (signIns++ % 3600);
      const fields = { code, company: `${code} Sports`, email: `${code.toLowerCase()}@example.com`, exp, ...extra };
      const token = signEntryToken(ENTRY_SECRET, fields);
      const r = await gql<{ enterDashboard: { apiToken: string; dealer: { id: string } } }>(
        `mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken dealer { id } } }`,
        { input: { ...fields, token } },
        undefined,
        headers,
      );
      if (!r.data) throw new Error(`sign-in failed: ${JSON.stringify(r.errors)}`);
      return { token: r.data.enterDashboard.apiToken, dealerId: r.data.enterDashboard.dealer.id };
    },
    async setPasscode(dealer, passcode) {
      const passcodeHash = await hashPasscode(passcode);
      const update = built.database.db.updateTable('dealers').set({ passcode_hash: passcodeHash });
      await (
        'code' in dealer ? update.where('code', '=', dealer.code) : update.where('id', '=', Number(dealer.id))
      ).execute();
    },
    async close() {
      await built.close();
      if (pgdb) await pgdb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first error's code and field of a GraphQL answer. */
export function errorOf(r: { errors?: { extensions?: { code?: string; field?: string } }[] }) {
  const e = r.errors?.[0];
  return { code: e?.extensions?.code, field: e?.extensions?.field };
}
