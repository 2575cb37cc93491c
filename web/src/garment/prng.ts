/**
 * Seeded randomness for the garment texture (render determinism, R1): never Math.random, so the
 * same render spec gives the same pixels on every render. One implementation, in `@tas/garments`
 * (the design patterns, the drape and the triangulation use it too).
 */
export { createRandom, hashString } from '@tas/garments';
