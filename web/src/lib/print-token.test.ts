import { describe, expect, it } from 'vitest';
import { printTokenOf } from './print-token';

const TOKEN = `tpg_${'a'.repeat(43)}`;

describe('printTokenOf', () => {
  it('reads the token of the fragment, alone or among other parameters', () => {
    expect(printTokenOf(`#print-token=${TOKEN}`)).toBe(TOKEN);
    expect(printTokenOf(`#x=1&print-token=${TOKEN}`)).toBe(TOKEN);
  });

  it('ignores a missing or malformed token', () => {
    expect(printTokenOf('')).toBeNull();
    expect(printTokenOf('#print-token=')).toBeNull();
    expect(printTokenOf(`#print-token=${TOKEN}x`)).toBeNull();
    expect(printTokenOf('#print-token=tpg_short')).toBeNull();
  });
});
