import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'garments',
    include: ['src/**/*.test.ts'],
    // A safety net for a hung test, not a speed bound: some design checks take 1-2 s of CPU
    // each, over 5 s (the default) on a 2-core machine running the other suites beside them.
    testTimeout: 60_000,
  },
});
