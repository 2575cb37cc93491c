/**
 * The drape cache (C2): draped positions of a template, keyed by the template id and its
 * content hash (`drapeHash`), stored compactly (0.1 mm steps as little-endian int16, base64),
 * with the share of sky each vertex's cloth hides (occlusion.ts, in 1/255 steps as uint8, base64).
 * `npm run build -w garments` drapes every template once and writes one module per template
 * under `dist/drape-cache/` (see scripts/drape-cache.mjs); the web loads the one it needs.
 */
import type { DrapedGarment } from './drape.js';
import { vertexOcclusion } from './occlusion.js';
import { trimEnd } from '@tas/rules';

/**
 * What an entry holds, by version: 2 adds `occlusion`. The build drapes a template again when its
 * cached entry is of another format (scripts/drape-cache.mjs).
 */
export const DRAPE_CACHE_FORMAT = 2;

/** One template's cached drape. */
export interface DrapeCacheEntry {
  id: string;
  hash: string;
  format?: number;
  /**
   * Per panel, in the template's order: vertex count, positions (base64 of int16, 0.1 mm) and
   * hidden share of the sky per vertex (base64 of uint8, 0..255 for 0..1; absent before format 2).
   */
  panels: { name: string; count: number; positions: string; occlusion?: string }[];
}

const STEP = 0.1;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? ALPHABET[n & 63]! : '=';
  }
  return out;
}

const LOOKUP = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

function fromBase64(text: string): Uint8Array {
  const clean = trimEnd(text, '=');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < clean.length; i += 4) {
    const v = [0, 1, 2, 3].map((k) => (i + k < clean.length ? LOOKUP[clean.charCodeAt(i + k)]! : 0));
    if (v.some((x) => x < 0)) throw new Error('drape cache: not base64');
    const n = (v[0]! << 18) | (v[1]! << 12) | (v[2]! << 6) | v[3]!;
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}

/** Occlusion per vertex in the cache's steps: `round(value * 255)` (0..1 in, 0..255 out). */
export function quantizeOcclusion(values: Float32Array): Uint8Array {
  return Uint8Array.from(values, (v) => Math.round(Math.min(1, Math.max(0, v)) * 255));
}

/**
 * The cache entry of a drape: positions rounded to 0.1 mm, and the ambient occlusion of the
 * positions as they will be read back (so cache and decoding agree). Throws beyond ±3.2 m.
 */
export function encodeDrape(d: DrapedGarment): DrapeCacheEntry {
  const entry: DrapeCacheEntry = {
    id: d.id,
    hash: d.hash,
    format: DRAPE_CACHE_FORMAT,
    panels: d.panels.map((p) => {
      const q = new Int16Array(p.positions.length);
      for (let i = 0; i < q.length; i++) {
        const v = Math.round(p.positions[i]! / STEP);
        if (v < -32768 || v > 32767) throw new Error(`drape cache: ${d.id} ${p.name} lies beyond ±3.2 m`);
        q[i] = v;
      }
      const bytes = new Uint8Array(q.length * 2);
      for (let i = 0; i < q.length; i++) {
        bytes[i * 2] = q[i]! & 255;
        bytes[i * 2 + 1] = (q[i]! >> 8) & 255;
      }
      return { name: p.name, count: p.positions.length / 3, positions: toBase64(bytes) };
    }),
  };
  const occlusion = vertexOcclusion(
    decodeDrape(entry).map((positions, k) => ({ positions, indices: d.panels[k]!.indices })),
  );
  entry.panels.forEach((p, k) => {
    p.occlusion = toBase64(quantizeOcclusion(occlusion[k]!));
  });
  return entry;
}

/** The positions (mm) of every panel of a cache entry, in the template's panel order. */
export function decodeDrape(entry: DrapeCacheEntry): Float32Array[] {
  return entry.panels.map((p) => {
    const bytes = fromBase64(p.positions);
    if (bytes.length !== p.count * 6) throw new Error(`drape cache: ${entry.id} ${p.name} has the wrong size`);
    const out = new Float32Array(p.count * 3);
    for (let i = 0; i < out.length; i++) {
      const v = bytes[i * 2]! | (bytes[i * 2 + 1]! << 8);
      out[i] = (v >= 32768 ? v - 65536 : v) * STEP;
    }
    return out;
  });
}

/**
 * The occlusion (hidden share of the sky, 0..1, occlusion.ts) of every vertex of every panel of
 * a cache entry, in the template's panel order; undefined for an entry without it (format 1).
 * Throws on a wrong size.
 */
export function decodeOcclusion(entry: DrapeCacheEntry): Float32Array[] | undefined {
  if (entry.panels.some((p) => p.occlusion === undefined)) return undefined;
  return entry.panels.map((p) => {
    const bytes = fromBase64(p.occlusion!);
    if (bytes.length !== p.count) throw new Error(`drape cache: ${entry.id} ${p.name} has the wrong occlusion size`);
    return Float32Array.from(bytes, (b) => b / 255);
  });
}
