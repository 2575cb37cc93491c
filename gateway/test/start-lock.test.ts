/**
 * The start lock: two gateways starting at once on one PostgreSQL database migrate,
 * seed and backfill one after the other. Here two database handles (two pools, as two gateways
 * have) run `withStartLock` together: the second waits (seen in pg_locks) until the first ends.
 * On PGlite (one process, the PGlite pass of the suite) the work simply runs, nothing is locked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/index.js';
import { withStartLock } from '../src/db/migrate.js';
import { freshPostgres } from './harness.js';
import { waitUntil } from './processes.js';

describe('withStartLock', () => {
  let pgdb: { url: string; drop(): Promise<void> } | null = null;
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    if (!process.env.DATABASE_URL) {
      // withStartLock never touches a PGlite database: no need to open one.
      for (let i = 0; i < 2; i++) handles.push({ kind: 'pglite', close: async () => undefined } as DatabaseHandle);
      return;
    }
    pgdb = await freshPostgres(process.env.DATABASE_URL);
    for (let i = 0; i < 2; i++) handles.push(await openDatabase({ databaseUrl: pgdb.url, dataDir: 'memory://' }));
  });
  afterAll(async () => {
    for (const h of handles) await h.close();
    await pgdb?.drop();
  });

  it('runs the work of a second start only after the first ended, and gives the lock back on failure', async () => {
    const [one, two] = handles as [DatabaseHandle, DatabaseHandle];
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    const first = withStartLock(one, async () => {
      order.push('first starts');
      await held;
      order.push('first ends');
    });
    await waitUntil('the first start to hold the lock', () => (order.length === 1 ? true : undefined));
    const second = withStartLock(two, async () => {
      order.push('second starts');
      return 42;
    });
    if (one.kind === 'postgres') {
      // The second start waits for the advisory lock.
      await waitUntil('the second start to wait for the lock', async () => {
        const { rows } = await one.execute(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
        );
        return (rows[0] as { n: number }).n === 1 ? true : undefined;
      });
      expect(order).toEqual(['first starts']);
    }
    release();
    await first;
    expect(await second).toBe(42);
    if (one.kind === 'postgres') expect(order).toEqual(['first starts', 'first ends', 'second starts']);
    else expect(order.sort()).toEqual(['first ends', 'first starts', 'second starts']);

    await expect(withStartLock(one, () => Promise.reject(new Error('migration failed')))).rejects.toThrow(
      'migration failed',
    );
    expect(await withStartLock(two, async () => 'after a failure')).toBe('after a failure');
  });
});
