/**
 * Several gateways, one truth: two built gateways (gateway/dist) as child processes,
 * started at the same moment on one fresh PostgreSQL database (the start lock lets one migrate
 * and seed, then the other), sharing one Redis (REDIS_URL, a prefix of this run's own) and one
 * S3 store (s3rver started here). A logo staged and stored through one is served by the other;
 * the 11th wrong passcode try from one address on one project, spread over both, is
 * RATE_LIMITED; a snapshot asked for on the gateway without a render worker is READY when read
 * on the other (real render service, real Chromium); one gateway SIGKILLed during writes, the
 * other goes on answering and every acknowledged write is found.
 *
 * PostgreSQL only: vitest.config.ts runs this file only when DATABASE_URL is set (PGlite is one
 * process's database), and scripts/test.mjs fails the PostgreSQL pass when it did not run. Needs
 * the built gateway and web app and Chromium (CHROME_PATH or /usr/bin/chromium); fails without.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPasscode } from '../src/modules/dealers/passcode.js';
import { signEntryToken } from '../src/modules/dealers/entry-token.js';
import { freshPostgres } from './harness.js';
import {
  freePort,
  repoRoot,
  startGatewayProcess,
  startRenderServiceProcess,
  waitUntil,
  type ServiceProcess,
} from './processes.js';
import { startS3, type TestS3 } from './s3.js';

const SECRET = 'cluster-entry-secret-0123456789abcdef';
const PASSCODE = 'right-passcode-0042';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const webDist = process.env.TAS_WEB_DIST ?? join(repoRoot, 'web/dist');
const SLOW = 300_000;

interface Answer<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function gql<T = any>(
  gateway: ServiceProcess,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Answer<T>> {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as object) };
}

/** The data of an answer without errors. */
async function ok<T = any>(
  gateway: ServiceProcess,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const r = await gql<T>(gateway, query, variables, token);
  if (r.errors || !r.data) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(r.errors)}`);
  return r.data;
}

describe('two gateways on one PostgreSQL, Redis and S3 store', () => {
  const dataDirs: string[] = [];
  let pgdb: { url: string; drop(): Promise<void> };
  let s3: TestS3;
  let a: ServiceProcess;
  let b: ServiceProcess;
  let render: ServiceProcess;
  let token: string;
  let dealerCode: string;
  const prefix = `tas-cluster:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    if (!process.env.DATABASE_URL)
      throw new Error(
        'the cluster test runs on PostgreSQL: set DATABASE_URL (vitest.config.ts leaves it out otherwise)',
      );
    for (const file of ['snapshot.html', 'index.html'])
      if (!existsSync(join(webDist, file)))
        throw new Error(`${webDist}/${file} is missing: build the web app (npm run build -w web) first`);
    if (!existsSync(join(repoRoot, 'gateway/dist/src/server.js')))
      throw new Error('gateway/dist is missing: build the gateway (npm run build -w gateway) first');
    pgdb = await freshPostgres(process.env.DATABASE_URL!);
    s3 = await startS3();
    const renderToken = randomBytes(24).toString('hex');
    const [portA, portB, renderPort] = [await freePort(), await freePort(), await freePort()];
    const env = (renderWorker: boolean) => ({
      DATABASE_URL: pgdb.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      ...s3.env,
      DEALER_ENTRY_SECRET: SECRET,
      RENDER_SERVICE_URL: `http://127.0.0.1:${renderPort}`,
      RENDER_SERVICE_TOKEN: renderToken,
      RENDER_WORKER: renderWorker ? 'on' : 'off',
      // Tests poll from 127.0.0.1: the request and mutation limits stay out of the way (one
      // count for both gateways all the same); the passcode limits are the defaults.
      RATE_LIMIT_MAX: '1000000',
      MUTATION_RATE_LIMIT_MAX: '1000000',
    });
    const dir = () => {
      const d = mkdtempSync(join(tmpdir(), 'tas-cluster-'));
      dataDirs.push(d);
      return d;
    };
    // Both at once on an empty database: they take turns to migrate and seed.
    [a, b] = await Promise.all([
      startGatewayProcess({ name: 'gateway-a', built: true, dataDir: dir(), port: portA, env: env(true) }),
      startGatewayProcess({ name: 'gateway-b', built: true, dataDir: dir(), port: portB, env: env(false) }),
    ]);
    render = await startRenderServiceProcess({ port: renderPort, gatewayUrl: a.url, token: renderToken });

    dealerCode = 'CLUSTER1';
    const fields = {
      code: dealerCode,
      company: 'Cluster Sports',
      email: 'cluster@example.com',
      exp: Math.floor(Date.now() / 1000) + 600,
    };
    const entered = await ok(
      a,
      `mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken dealer { id } } }`,
      { input: { ...fields, token: signEntryToken(SECRET, fields) } },
    );
    token = entered.enterDashboard.apiToken;
    const db = new pg.Client({ connectionString: pgdb.url });
    await db.connect();
    await db.query('update dealers set passcode_hash = $1 where id = $2', [
      await hashPasscode(PASSCODE),
      Number(entered.enterDashboard.dealer.id),
    ]);
    await db.end();
  }, SLOW);

  afterAll(async () => {
    for (const p of [a, b, render]) await p?.kill('SIGTERM').catch(() => undefined);
    await s3?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await pgdb?.drop();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  }, SLOW);

  it('migrated once: both answer on the one database', async () => {
    const db = new pg.Client({ connectionString: pgdb.url });
    await db.connect();
    const applied = await db.query('select name from kysely_migration order by name');
    const names = applied.rows.map((r) => r.name as string);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe('0001_initial');
    await db.end();
    for (const g of [a, b])
      expect(await (await fetch(`${g.url}/healthz`)).json()).toEqual({ ok: true, database: 'postgres' });
  });

  it('serves through one gateway a logo staged and stored through the other', async () => {
    const png = await sharp({ create: { width: 48, height: 24, channels: 4, background: '#1e90ff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'crest.png');
    const staged = await fetch(`${a.url}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(staged.status).toBe(200);
    const { uploadId } = (await staged.json()) as { uploadId: string };
    // Staged on A, taken on B.
    const logo = await ok(
      b,
      `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id url byteSize } }`,
      { input: { filename: 'crest.png', uploadId } },
      token,
    );
    expect(logo.uploadLogo.url).toMatch(/^\/files\/logos\/[a-f0-9]{64}\.png$/);
    for (const g of [a, b]) {
      const served = await fetch(new URL(logo.uploadLogo.url, g.url));
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    }
  });

  it('answers the 11th wrong passcode try from one address on one project, spread over both, RATE_LIMITED', async () => {
    const project = await ok(
      a,
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'Comets', colorIds: ['19', '13', '25'] } },
      token,
    );
    const id = project.createSnapsheet.id as string;
    const TRY = `mutation($c: String!, $p: ID!, $pc: String!) {
      passcodeAccess(dealerCode: $c, projectType: SNAPSHEET, projectId: $p, passcode: $pc) { apiToken }
    }`;
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await gql(i % 2 ? b : a, TRY, { c: dealerCode, p: id, pc: `wrong-guess-${i}` });
      codes.push(r.errors?.[0]?.extensions?.code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('UNAUTHENTICATED'));
    expect(codes[10]).toBe('RATE_LIMITED');
    // The right passcode too, on either gateway, until the window ends.
    const right = await gql(a, TRY, { c: dealerCode, p: id, pc: PASSCODE });
    expect(right.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it(
    'draws a snapshot asked for on the gateway without a render worker; READY when read on the other',
    async () => {
      const style = (await ok(b, `{ products(first: 1) { nodes { styleId } } }`)).products.nodes[0].styleId;
      const saved = await ok(
        b,
        `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
        { input: { styleId: style, colorIds: ['13', '19', '25'], decorations: [] } },
      );
      const shortId = saved.saveConfiguration.shortId as string;
      const SNAPSHOT = `query($s: ID!) { configuration(shortId: $s) { snapshot(view: FRONT) { status url } } }`;
      const asked = await ok(b, SNAPSHOT, { s: shortId });
      expect(asked.configuration.snapshot.status).toBe('PENDING');
      const ready = await waitUntil(
        `the FRONT snapshot of ${shortId} READY on gateway A`,
        async () => {
          const s = (await ok(a, SNAPSHOT, { s: shortId })).configuration.snapshot;
          return s.status === 'READY' ? s : undefined;
        },
        SLOW,
        200,
      );
      expect(ready.url).toMatch(/^\/files\/snapshots\/[a-f0-9]{64}\.png$/);
      // Stored in the shared bucket by A's worker: B serves the same picture.
      const png = Buffer.from(await (await fetch(new URL(ready.url, b.url))).arrayBuffer());
      expect(png.toString('latin1', 12, 16)).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([470, 588]);
      expect((await ok(b, SNAPSHOT, { s: shortId })).configuration.snapshot).toEqual(ready);
    },
    SLOW,
  );

  it(
    'goes on answering on one gateway when the other is SIGKILLed during writes; every acknowledged write is found',
    async () => {
      const SAVE = `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id name } }`;
      const acknowledged = new Map<string, string>();
      let sent = 0;
      let killed = false;
      // Three writers on B; B is killed once 15 writes were acknowledged, mid-stream.
      const writer = async (w: number) => {
        for (let i = 0; !killed; i++) {
          const name = `Team b${w}-${i}`;
          sent += 1;
          try {
            const r = await gql(b, SAVE, { input: { name, type: 'TEAM', colorIds: ['19', '13', '25'] } }, token);
            if (r.data?.saveCustomer) acknowledged.set(r.data.saveCustomer.id, name);
            else if (!killed) throw new Error(JSON.stringify(r.errors));
          } catch (err) {
            // A write in flight when B died is not acknowledged (stored or not): not counted.
            if (!killed) throw err;
          }
        }
      };
      const writers = [0, 1, 2].map(writer);
      await waitUntil('15 writes acknowledged by B', () => (acknowledged.size >= 15 ? true : undefined), SLOW, 5);
      killed = true;
      await b.kill('SIGKILL');
      await Promise.all(writers);
      // A goes on: 10 more writes, each acknowledged.
      for (let i = 0; i < 10; i++) {
        const r = await ok(
          a,
          SAVE,
          { input: { name: `Team a-${i}`, type: 'TEAM', colorIds: ['19', '13', '25'] } },
          token,
        );
        acknowledged.set(r.saveCustomer.id, `Team a-${i}`);
      }
      expect(acknowledged.size).toBeGreaterThanOrEqual(25);
      expect(sent).toBeGreaterThanOrEqual(15);
      for (const [id, name] of acknowledged) {
        const found = await ok(a, `query($id: ID!) { customer(id: $id) { id name } }`, { id }, token);
        expect(found.customer).toEqual({ id, name });
      }
    },
    SLOW,
  );
});
