/**
 * Opens the database: embedded PGlite in `<dataDir>/pglite` by default, or PostgreSQL when a
 * `DATABASE_URL` is given. Both are driven by Kysely's Postgres dialect (one SQL, one set of
 * migrations). `execute` runs raw SQL for pg-boss on the same database.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect, sql, type LogEvent, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './types.js';
import { PGlitePool } from './pglite-pool.js';

// Counts, ids of bigint and numeric columns come back as JS numbers/strings consistently on
// both dialects: int8 -> number (our counts stay far below 2^53).
pg.types.setTypeParser(20, (v) => Number(v));

export type Db = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL on the database (pg-boss). */
  execute(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * SQL statements Kysely has run on `db` since the database was opened (failed ones included;
   * pg-boss's raw `execute` is not counted). Always 0 unless opened with `countStatements`.
   */
  statementCount(): number;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; `memory://` keeps it in memory. */
  dataDir: string;
  /** Count the statements Kysely runs (`statementCount()`), for tests and the bench. */
  countStatements?: boolean;
}

/** Kysely's `log` option as an opt-in statement counter: one event per statement run. */
function statementCounter(enabled: boolean) {
  let count = 0;
  return {
    log: enabled
      ? (_event: LogEvent) => {
          count += 1;
        }
      : undefined,
    statementCount: () => count,
  };
}

/** Opens the database described by `opts`. */
export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  const counter = statementCounter(opts.countStatements ?? false);
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client whose connection the server ends (restart, admin command) is dropped by
    // the pool; without a listener that 'error' event would crash the process.
    pool.on('error', (err) => console.error('[db] idle connection lost:', err.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: counter.log });
    return {
      db,
      kind: 'postgres',
      statementCount: counter.statementCount,
      execute: async (text, values) => {
        const r = await pool.query(text, values as unknown[]);
        return { rows: r.rows };
      },
      async close() {
        await db.destroy();
        // Kysely ends the pool only if it ever ran a statement; pg-boss's may be the only ones.
        if (!pool.ending) await pool.end();
      },
    };
  }
  let dataLocation = 'memory://';
  if (opts.dataDir !== 'memory://') {
    dataLocation = join(opts.dataDir, 'pglite');
    mkdirSync(dataLocation, { recursive: true });
  }
  const pglite = await PGlite.create(dataLocation);
  const pool = new PGlitePool(pglite);
  // PostgresDialect only needs connect() and end().
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }),
    log: counter.log,
  });
  return {
    db,
    kind: 'pglite',
    statementCount: counter.statementCount,
    execute: (text, values) => pool.execute(text, values),
    close: () => db.destroy(),
  };
}

/** Runs raw SQL inside a Kysely transaction or on the database (pg-boss `db` option). */
export function executorSql(executor: Executor) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const r = await executor.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: r.rows };
    },
  };
}

/** Answers once the database runs a statement (`/healthz`); rejects when it cannot. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
