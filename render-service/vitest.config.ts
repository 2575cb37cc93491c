import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real Chromium: launches take ~1 s, a WebGL snapshot a few hundred ms.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
