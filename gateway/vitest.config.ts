import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** Tests that need the machine's PostgreSQL and Redis together (run with DATABASE_URL and REDIS_URL). */
export const SERVICE_TESTS = ['test/cluster.test.ts', 'test/counters.test.ts'];
/** Tests of several gateways on one PostgreSQL database (run with DATABASE_URL). */
export const POSTGRES_TESTS = ['test/render-wake-postgres.test.ts'];

export default defineConfig({
  resolve: {
    // One graphql module for our code and the packages Node loads (Apollo, graphql-tools): Vite
    // would pick graphql's ESM build for our sources while Node loads its CommonJS build for the
    // packages, and schema types of one are not types of the other.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    // One migrated and seeded database per run, copied by every harness.
    globalSetup: ['test/database-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy; keep two files in flight on two cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'gateway',
          include: ['src/**/*.test.ts', 'migrations/**/*.test.ts', 'test/**/*.test.ts'],
          // A worker loads the app's modules once for all its files, not once per file (about
          // 4 s each); every file builds its own app, database and data
          // directory through the harness, so no state is shared but the modules.
          isolate: false,
          exclude: ['test/abuse.test.ts', ...SERVICE_TESTS, ...POSTGRES_TESTS],
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The abuse tests measure the event loop's stalls: they run after the rest, alone.
        extends: true,
        test: {
          name: 'abuse',
          include: ['test/abuse.test.ts'],
          fileParallelism: false,
          // Each attack starts on a collected heap, so earlier tests' garbage is not its stall.
          execArgv: ['--expose-gc'],
          sequence: { groupOrder: 1 },
        },
      },
      // PostgreSQL only (PGlite is one process's database): with DATABASE_URL, where
      // scripts/test.mjs fails the pass when they did not run.
      ...(process.env.DATABASE_URL
        ? [{ extends: true as const, test: { name: 'postgres', include: POSTGRES_TESTS, sequence: { groupOrder: 0 } } }]
        : []),
      // The tests of the machine's services: two gateways on one PostgreSQL database,
      // counters in Redis. Only when DATABASE_URL and REDIS_URL are set (the PostgreSQL pass of
      // `npm test`, as `.ci/run` runs it); scripts/test.mjs fails that pass when they did not
      // run. Last and alone: the cluster test runs two gateways, a render service and Chromium.
      ...(process.env.DATABASE_URL && process.env.REDIS_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'services',
                include: SERVICE_TESTS,
                fileParallelism: false,
                sequence: { groupOrder: 2 },
              },
            },
          ]
        : []),
    ],
  },
});
