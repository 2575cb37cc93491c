import { describe, expect, it } from 'vitest';
import { toBase64 } from './base64';

describe('toBase64', () => {
  it('encodes as RFC 4648 with padding', () => {
    expect(toBase64(new TextEncoder().encode('name,size\nAnn,L\n'))).toBe('bmFtZSxzaXplCkFubixMCg==');
    expect(toBase64(new Uint8Array([0xff, 0xfe]))).toBe('//4=');
    expect(toBase64(new Uint8Array(0))).toBe('');
  });

  it('encodes more than one chunk of 32 KiB', () => {
    const big = new Uint8Array(0x8000 * 3 + 5).map((_, i) => (i * 31) & 0xff);
    const plain = new Uint8Array(big);
    Object.defineProperty(plain, 'toBase64', { value: undefined });
    expect(toBase64(plain)).toBe(Buffer.from(big).toString('base64'));
  });

  it("uses the browser's native encoder where there is one", () => {
    const bytes = new Uint8Array([1, 2, 3]);
    Object.defineProperty(bytes, 'toBase64', { value: () => 'native' });
    expect(toBase64(bytes)).toBe('native');
  });
});
