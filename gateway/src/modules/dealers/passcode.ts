/**
 * Dealer passcodes (A4, D3) are stored as scrypt hashes `scrypt$<salt b64>$<hash b64>` and
 * compared in constant time.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

export function hashPasscode(passcode: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(passcode, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPasscode(passcode: string, stored: string | null): boolean {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 3 || parts[0] !== 'scrypt') return false;
  const expected = Buffer.from(parts[2]!, 'base64');
  const actual = scryptSync(passcode, Buffer.from(parts[1]!, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}
