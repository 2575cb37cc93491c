import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * True when the `Authorization` header value is `Bearer <token>` with exactly `token`. The
 * comparison takes the same time whatever the presented value (SHA-256 digests of both compared
 * with `timingSafeEqual`, so not even the length leaks).
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  const presented = match?.[1] ?? '';
  // Always compare, also when the header is missing, so a miss costs the same as a near hit.
  const equal = timingSafeEqual(digest(presented), digest(token));
  return equal && match !== null;
}
