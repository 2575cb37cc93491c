/**
 * The drape cache (C2): draped positions of a template, keyed by the template id and its
 * content hash (`drapeHash`), stored compactly (0.1 mm steps as little-endian int16, base64).
 * `npm run build -w garments` drapes every template once and writes one module per template
 * under `dist/drape-cache/` (see scripts/drape-cache.mjs); the web loads the one it needs.
 */
import type { DrapedGarment } from './drape.js';

/** One template's cached drape. */
export interface DrapeCacheEntry {
  id: string;
  hash: string;
  /** Per panel, in the template's order: vertex count and positions (base64 of int16, 0.1 mm). */
  panels: { name: string; count: number; positions: string }[];
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
  const clean = text.replace(/=+$/, '');
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

/** The cache entry of a drape (positions rounded to 0.1 mm). Throws beyond ±3.2 m. */
export function encodeDrape(d: DrapedGarment): DrapeCacheEntry {
  return {
    id: d.id,
    hash: d.hash,
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
