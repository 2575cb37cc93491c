/**
 * Content hashes (C4, C5): a configuration is keyed by the hash of its content and its snapshots
 * by the hash of its RenderSpec, both SHA-256 (hex) of a stable JSON. Pure.
 */
import { createHash } from 'node:crypto';

/** Stable JSON (sorted keys, undefined members left out) for content hashes. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of a text, 64 hex characters. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
