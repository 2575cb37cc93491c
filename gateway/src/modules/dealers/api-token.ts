/**
 * API tokens (PRODUCT.md A1, A7): the bearer tokens of dealer sessions and of automation.
 * A token is shown once; only its SHA-256 is stored (api_tokens.token_hash).
 */
import { createHash, randomBytes } from 'node:crypto';

/** Prefix that makes a leaked token recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'tas_';

/** `tas_` + 43 base64url characters (32 random bytes, no padding). */
const API_TOKEN_SHAPE = /^tas_[A-Za-z0-9_-]{43}$/;

/** A new random API token (A1, A7): `tas_` + base64url of 32 random bytes (256 bits), 47 chars. */
export function generateApiToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/**
 * The stored form of a token: lowercase hex SHA-256 (64 chars) of its UTF-8 text. A fast hash is
 * enough: the token has 256 random bits, so there is nothing to brute-force.
 */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when `token` has the shape `generateApiToken` makes (a cheap check before a lookup). */
export function isApiTokenShape(token: string): boolean {
  return API_TOKEN_SHAPE.test(token);
}
