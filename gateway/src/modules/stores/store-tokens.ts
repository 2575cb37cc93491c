/**
 * The secrets of a buyer's order and of a store's passcode: the private link's token (random,
 * only its SHA-256 stored), sealed under a key only the checkout's idempotency key gives (so a
 * retry answers the same link without the gateway keeping it in clear), the idempotency key's
 * own hash, and the access key a store's passcode opens (derived from the stored passcode hash:
 * a new passcode ends every access given before it).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A private link's token: `tso_` + 32 random bytes, base64url. */
const TOKEN = /^tso_[A-Za-z0-9_-]{43}$/;
/** An idempotency key the buyer's browser makes: 22 to 64 URL-safe characters. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{22,64}$/;

export const isOrderToken = (token: string): boolean => TOKEN.test(token);
export const isIdempotencyKey = (key: string): boolean => IDEMPOTENCY_KEY.test(key);

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

export const newOrderToken = (): string => `tso_${randomBytes(32).toString('base64url')}`;
export const tokenHashOf = (token: string): string => sha256(`store-order-link:${token}`).toString('hex');
export const idempotencyHashOf = (key: string): string => sha256(`store-checkout:${key}`).toString('hex');

/** `token` sealed (AES-256-GCM) under a key derived from the idempotency key. */
export function sealToken(token: string, idempotencyKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sha256(`store-order-seal:${idempotencyKey}`), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The token sealed by {@link sealToken} with the same idempotency key; null otherwise. */
export function unsealToken(sealed: string, idempotencyKey: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sha256(`store-order-seal:${idempotencyKey}`), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The access key store `publicId`'s passcode (stored as `passcodeHash`) opens. */
export const accessKeyOf = (publicId: string, passcodeHash: string): string =>
  `tsa_${sha256(`store-access:${publicId}:${passcodeHash}`).toString('base64url')}`;

/** Whether `access` is the key of the store's passcode (compared in constant time). */
export function opensStore(access: string | null | undefined, publicId: string, passcodeHash: string): boolean {
  if (!access) return false;
  const expected = Buffer.from(accessKeyOf(publicId, passcodeHash));
  const given = Buffer.from(access);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The fingerprint of a checkout request: a retry with the same key must send the same. */
export const requestHashOf = (request: unknown): string => sha256(JSON.stringify(request)).toString('hex');
