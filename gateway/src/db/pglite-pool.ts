/**
 * A one-connection "pool" over embedded PGlite, shaped like `pg.Pool` so that Kysely's own
 * PostgresDialect drives it. PGlite has a single session, so a checked-out client holds an
 * exclusive lock until released: a transaction never sees another request's statements.
 * pg-boss reaches the same database through `execute`, under the same lock.
 */
import type { PGlite } from '@electric-sql/pglite';

type QueryResult = { command: string; rowCount: number; rows: unknown[] };

class Mutex {
  private tail: Promise<void> = Promise.resolve();
  /** Resolves with a release function once every earlier holder has released. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

function commandOf(text: string): string {
  const m = /^\s*(?:WITH\b[\s\S]*?\)\s*)?([A-Za-z]+)/.exec(text);
  return (m?.[1] ?? '').toUpperCase();
}

export class PGlitePool {
  private readonly mutex = new Mutex();
  constructor(readonly pglite: PGlite) {}

  private async run(text: string, values?: unknown[]): Promise<QueryResult> {
    if (!values || values.length === 0) {
      // `exec` accepts several statements (pg-boss migrations); the last result is returned.
      if (!/\$\d/.test(text)) {
        const results = await this.pglite.exec(text);
        const last = results[results.length - 1];
        return {
          command: commandOf(text),
          rowCount: last?.affectedRows ?? last?.rows.length ?? 0,
          rows: last?.rows ?? [],
        };
      }
    }
    const r = await this.pglite.query(text, values ?? []);
    return { command: commandOf(text), rowCount: r.affectedRows ?? r.rows.length, rows: r.rows };
  }

  /** pg.Pool#connect: an exclusive client until `release()`. */
  async connect() {
    const release = await this.mutex.acquire();
    let released = false;
    return {
      query: (text: string, values?: unknown[]) => this.run(text, values),
      release: () => {
        if (!released) {
          released = true;
          release();
        }
      },
    };
  }

  /** One statement under the lock (pg-boss `executeSql`). */
  async execute(text: string, values?: unknown[]): Promise<QueryResult> {
    const client = await this.connect();
    try {
      return await client.query(text, values);
    } finally {
      client.release();
    }
  }

  async end(): Promise<void> {
    await this.pglite.close();
  }
}
