/**
 * The bench's SQL statement counter (SQL_STATEMENT_COUNT=on, read when db/index.ts loads):
 * every Kysely statement counts once, a failed one too, on PGlite and (DATABASE_URL) PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from './index.js';

describe('SQL statement counter', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tas-sqlcount-'));
  let mod: typeof import('./index.js');
  let handle: DatabaseHandle;

  beforeAll(async () => {
    vi.stubEnv('SQL_STATEMENT_COUNT', 'on');
    vi.resetModules();
    mod = await import('./index.js');
    handle = await mod.openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  });

  afterAll(async () => {
    await handle?.close();
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts each statement, a failed one and a transaction’s begin and commit included', async () => {
    const { sql } = await import('kysely');
    const start = mod.sqlStatementsRun();
    await sql`select 1`.execute(handle.db);
    await sql`select 2`.execute(handle.db);
    expect(mod.sqlStatementsRun() - start).toBe(2);

    await expect(sql`select * from no_such_table`.execute(handle.db)).rejects.toThrow(/no_such_table/);
    expect(mod.sqlStatementsRun() - start).toBe(3);

    await handle.db.transaction().execute(async (trx) => {
      await sql`select 3`.execute(trx);
    });
    expect(mod.sqlStatementsRun() - start).toBe(6);
  });

  it('does not count statements run outside Kysely (pg-boss polling)', async () => {
    const start = mod.sqlStatementsRun();
    await handle.execute('select 1');
    expect(mod.sqlStatementsRun() - start).toBe(0);
  });
});
