import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-error';

describe('isChunkLoadError', () => {
  it('knows a failed chunk download as each browser words it', () => {
    const messages = [
      'Failed to fetch dynamically imported module: https://shop.example/assets/project-locker-0ld.js',
      'error loading dynamically imported module: https://shop.example/assets/project-locker-0ld.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/locker-0ld.css',
    ];
    expect(messages.map((m) => isChunkLoadError(new TypeError(m)))).toEqual([true, true, true, true]);
    const named = new Error('Loading chunk 12 failed');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
  });

  it('leaves every other error to the generic message', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'items')"))).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
