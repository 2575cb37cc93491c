/**
 * Content-addressed blob keys (plugins/files.ts `contentKey`: `<kind>/<sha256 hex>.<ext>`) read
 * back: the key of a stored logo names the hash of its bytes, so what a picture is can be told
 * without reading it. Pure.
 */

/** The SHA-256 (hex) of the bytes a content-addressed key names; null for any other key. */
export function contentHashOfKey(key: string): string | null {
  return /^[a-z-]+\/([0-9a-f]{64})\.[a-z0-9]+$/.exec(key)?.[1] ?? null;
}
