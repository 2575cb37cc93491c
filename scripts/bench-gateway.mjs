#!/usr/bin/env node
/**
 * The built gateway for `npm run bench`, in a process of its own: the real app (`buildApp()`)
 * with SQL statement counting on (`countStatements`), plus one bench-only route,
 * `GET /__bench/sql-statements` -> `{ "statements": N }` (statements run through Kysely since
 * start; `DatabaseHandle.statementCount()` in gateway/src/db/index.ts).
 * Listens on 127.0.0.1 at a free port and prints one line `bench-gateway listening <port>`.
 * Environment: as the gateway's (DATA_DIR, DATABASE_URL, DEALER_ENTRY_SECRET, ...). Stops on
 * SIGTERM/SIGINT.
 */
const { buildApp } = await import('../gateway/dist/src/app.js');

const built = await buildApp({ seed: { catalog: true, demo: false }, countStatements: true });
built.app.get('/__bench/sql-statements', async () => ({ statements: built.database.statementCount() }));
await built.app.listen({ port: 0, host: '127.0.0.1' });
const address = built.app.server.address();
console.log(`bench-gateway listening ${typeof address === 'object' && address ? address.port : 0}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await built.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
