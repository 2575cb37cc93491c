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
    include: ['src/**/*.test.ts', 'migrations/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy; keep two files in flight on two cores.
    maxWorkers: 2,
  },
});
