/**
 * Faults during first adds to lockers (L1): the gateway is killed with SIGKILL while 50
 * first `addToLocker` calls of 5 visitors (10 each, all at once) are in flight. After a restart
 * on the same data, each visitor has exactly one locker of the project, no item points to a
 * missing locker, and every visitor can go on adding to its one locker.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freshPostgres } from './harness.js';
import { signEntryToken } from '../src/modules/dealers/entry-token.js';
import { freePort, startGatewayProcess, type ServiceProcess } from './processes.js';

const SECRET = 'locker-faults-entry-secret-0123456789';
const VISITORS = 5;
const CALLS_PER_VISITOR = 10;

describe('SIGKILL during 50 concurrent first adds (L1)', () => {
  let gateway: ServiceProcess;
  let dataDir: string;
  let pgdb: Awaited<ReturnType<typeof freshPostgres>> | null = null;
  let snapsheetId: string;
  let shortId: string;

  async function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] };
  }

  const add = (visitor: number) =>
    gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id } } }`,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId: snapsheetId,
          configurationShortId: shortId,
          sizeLines: [{ size: 'L', quantity: 1 }],
        },
      },
      { 'x-visitor-key': `fault-visitor-${String(visitor).padStart(8, '0')}` },
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tas-locker-faults-'));
    if (process.env.DATABASE_URL) pgdb = await freshPostgres(process.env.DATABASE_URL);
    gateway = await startGatewayProcess({
      dataDir,
      port: await freePort(),
      env: {
        DEALER_ENTRY_SECRET: SECRET,
        RENDER_WORKER: 'off',
        ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
      },
    });
    const fields = { code: 'FLT001', company: 'Fault Sports', exp: Math.floor(Date.now() / 1000) + 600 };
    const entered = await gql(`mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken } }`, {
      input: { ...fields, token: signEntryToken(SECRET, fields) },
    });
    const auth = { authorization: `Bearer ${entered.data.enterDashboard.apiToken}` };
    const created = await gql(
      `mutation { createSnapsheet(input: { teamName: "Faults", colorIds: ["19", "13", "25"] }) { id } }`,
      {},
      auth,
    );
    snapsheetId = created.data.createSnapsheet.id;
    const saved = await gql(
      `mutation { saveConfiguration(input: { styleId: "CG2100", colorIds: ["19", "13", "25"], decorations: [] }) { shortId } }`,
    );
    shortId = saved.data.saveConfiguration.shortId;
  }, 240_000);

  afterAll(async () => {
    await gateway?.kill('SIGKILL');
    if (pgdb) await pgdb.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps one locker per visitor and project, and no orphan rows', async () => {
    const calls = Array.from({ length: VISITORS * CALLS_PER_VISITOR }, (_, i) => add(i % VISITORS).catch(() => null));
    // Kill it once the first adds have landed, while the rest are in flight.
    const first = await Promise.race(calls);
    expect(first === null || !!first.data || !!first.errors).toBe(true);
    await gateway.kill('SIGKILL');
    const results = await Promise.all(calls);
    // The kill did cut calls off (each `null`: the connection dropped), or this proved nothing.
    expect(results.filter((r) => r === null).length).toBeGreaterThan(0);
    await gateway.restart();

    // Every visitor goes on with its one locker.
    const after = await Promise.all(Array.from({ length: VISITORS }, (_, v) => add(v)));
    expect(after.filter((a) => a.errors)).toEqual([]);
    expect(new Set(after.map((a) => a.data.addToLocker.code)).size).toBe(VISITORS);

    // Read the database directly (PGlite: the gateway's own files, after it stops).
    await gateway.kill('SIGTERM');
    const rows = await lockerRows();
    const perOwner = new Map<string, number>();
    for (const r of rows.lockers) perOwner.set(r.owner_key, (perOwner.get(r.owner_key) ?? 0) + 1);
    expect([...perOwner.values()]).toEqual(Array(VISITORS).fill(1));
    expect(rows.orphans).toBe(0);
    await gateway.restart();
  }, 300_000);

  async function lockerRows(): Promise<{ lockers: { owner_key: string }[]; orphans: number }> {
    const lockersSql = `SELECT owner_key FROM lockers`;
    const orphansSql = `SELECT count(*)::int AS n FROM locker_items i LEFT JOIN lockers l ON l.id = i.locker_id WHERE l.id IS NULL`;
    if (pgdb) {
      const client = new pg.Client({ connectionString: pgdb.url });
      await client.connect();
      try {
        const lockers = (await client.query(lockersSql)).rows as { owner_key: string }[];
        const orphans = (await client.query(orphansSql)).rows[0].n as number;
        return { lockers, orphans };
      } finally {
        await client.end();
      }
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(join(dataDir, 'pglite'));
    try {
      const lockers = (await db.query<{ owner_key: string }>(lockersSql)).rows;
      const orphans = (await db.query<{ n: number }>(orphansSql)).rows[0]!.n;
      return { lockers, orphans };
    } finally {
      await db.close();
    }
  }
});
