import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One graphql module for our code and the packages Node loads (Apollo, graphql-tools): Vite
    // would pick graphql's ESM build for our sources while Node loads its CommonJS build for the
    // packages, and schema types of one are not types of the other.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
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
          exclude: ['test/abuse.test.ts', 'test/cluster.test.ts'],
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
      // Two gateways on one database (issue 16): PostgreSQL only (PGlite is one process's
      // database), so only when DATABASE_URL is set; scripts/test.mjs fails the PostgreSQL pass
      // when it did not run. Last and alone: it runs two gateways, a render service and Chromium.
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'cluster',
                include: ['test/cluster.test.ts'],
                fileParallelism: false,
                sequence: { groupOrder: 2 },
              },
            },
          ]
        : []),
    ],
  },
});
