import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'garments', include: ['src/**/*.test.ts'] },
});
