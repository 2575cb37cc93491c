import { describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES, checkLogoFile, formatBytes } from './files';

describe('formatBytes (D6)', () => {
  it('uses Bytes, KB, MB and GB', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.25 GB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3072 GB');
  });
});

describe('checkLogoFile', () => {
  it('accepts png, jpeg and svg up to 5 MB', () => {
    expect(checkLogoFile({ name: 'a.png', size: 10, type: 'image/png' })).toEqual({ ok: true });
    expect(checkLogoFile({ name: 'a.jpg', size: MAX_LOGO_BYTES, type: 'image/jpeg' })).toEqual({ ok: true });
    expect(checkLogoFile({ name: 'a.svg', size: 10, type: '' })).toEqual({ ok: true });
  });

  it("rejects files over 5 MB with 'Logo max size exceeded'", () => {
    expect(checkLogoFile({ name: 'a.png', size: MAX_LOGO_BYTES + 1, type: 'image/png' })).toEqual({
      ok: false,
      message: 'Logo max size exceeded',
    });
  });

  it('rejects other types', () => {
    expect(checkLogoFile({ name: 'a.gif', size: 10, type: 'image/gif' }).ok).toBe(false);
    expect(checkLogoFile({ name: 'a.pdf', size: 10, type: '' }).ok).toBe(false);
  });
});
