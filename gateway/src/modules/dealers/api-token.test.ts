import { describe, expect, it } from 'vitest';
import { generateApiToken, hashApiToken, isApiTokenShape } from './api-token.js';

describe('API tokens (A1, A7)', () => {
  it('are tas_ + 43 base64url characters of 32 random bytes', () => {
    const token = generateApiToken();
    expect(token).toMatch(/^tas_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.slice(4), 'base64url')).toHaveLength(32);
    expect(isApiTokenShape(token)).toBe(true);
  });

  it('are different every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, generateApiToken));
    expect(tokens.size).toBe(200);
  });

  it('hash to lowercase hex SHA-256', () => {
    // sha256sum of the text 'tas_example'
    expect(hashApiToken('tas_example')).toBe('4e7bcdede6491ad8845e6f9aff4d70f87e9eeb91f8005f1388de65a4800d1c6f');
    const token = generateApiToken();
    expect(hashApiToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiToken(token)).toBe(hashApiToken(token));
    expect(hashApiToken(token)).not.toBe(hashApiToken(generateApiToken()));
  });

  it('shape check rejects other strings', () => {
    for (const text of [
      '',
      'tas_',
      'tas_abc',
      `xyz_${'a'.repeat(43)}`,
      `tas_${'a'.repeat(42)}=`,
      `tas_${'a'.repeat(44)}`,
    ]) {
      expect(isApiTokenShape(text)).toBe(false);
    }
  });
});
