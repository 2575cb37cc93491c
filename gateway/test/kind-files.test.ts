/**
 * How far a project kind reaches (scripts/kind-files.mjs): the files outside the team store's
 * own modules that name the store kind stay at most KIND_FILES_LIMIT, so that a new kind is
 * mostly its own modules plus its place in the kinds' registries. The rule of what names the
 * kind is the script's.
 */
import { describe, expect, it } from 'vitest';
import { KIND_FILES_LIMIT, storeKindFiles } from '../../scripts/kind-files.mjs';

describe('the store kind behind the seam', () => {
  it('is named by at most KIND_FILES_LIMIT files outside its own modules', () => {
    const files = storeKindFiles();
    expect(files.length, `files naming the store kind:\n${files.join('\n')}`).toBeLessThanOrEqual(KIND_FILES_LIMIT);
  });
});
