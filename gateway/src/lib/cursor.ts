/**
 * Opaque Relay cursors over integer keys: base64url of `k:<n>`.
 */
import { BadUserInputError } from './errors.js';

export function encodeCursor(key: number): string {
  return Buffer.from(`k:${key}`).toString('base64url');
}

/** Decodes a cursor; BAD_USER_INPUT on `field` for anything malformed. */
export function decodeCursor(cursor: string, field = 'after'): number {
  const m = /^k:(\d{1,12})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m) throw new BadUserInputError(field, 'Invalid cursor');
  return Number(m[1]);
}
