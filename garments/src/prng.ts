/**
 * Seeded randomness for garment data and drawing (render determinism, R1): never Math.random,
 * so the same input gives the same design zones and the same pixels on every render. The web's
 * texture and the design patterns (`designs.ts`) share it.
 */

/** 32-bit FNV-1a hash of a string, as an unsigned integer seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: a small seeded generator returning floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
