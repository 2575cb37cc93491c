import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The examples import the package by name; the tests run its sources (no build needed).
    alias: { '@tas/client': fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
  },
  test: {
    // One built gateway (PGlite in a temporary directory) for every file, with a dealer and its API token.
    globalSetup: ['test/gateway-setup.ts'],
    include: ['test/**/*.test.ts'],
    // The typed operations' types, checked by tsc (test/*.test-d.ts), counted as tests.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
