/**
 * @tas/garments: what the gateway, the web and the render service's fixtures share about
 * garments (C2, C3, L2): the garment templates with their panels, colour zones and decoration
 * locations; the design patterns (C1); the drape of a template on a body form and its cache
 * (C2); the content-type rules and decoration defaults; the size order; the dealer passcode
 * rule (A4); the input limits both sides check (limits.ts); the default team look. Data and pure functions
 * only (no database, no DOM, no three.js).
 */
export * from './types.js';
export { garments, getGarment, GARMENT_IDS, type GarmentId } from './templates.js';
export { YOUTH_BODY_SCALE, YOUTH_OF, youthCut } from './youth.js';
export * from './decorations.js';
export * from './graphics.js';
export * from './reversible.js';
export * from './sizes.js';
export * as geometry from './geometry.js';
export * from './designs.js';
export * from './flat.js';
export { createRandom, hashString } from './prng.js';
export * from './passcode-rule.js';
export * from './limits.js';
export * from './money.js';
export * from './team-defaults.js';
export * from './placement.js';
export * from './upright.js';
export * from './drape/index.js';
export * from './project-kinds.js';
export * from './production-time.js';
export * from './contrast.js';
export * from './text-checks.js';
export * from './look.js';
export * from './product-labels.js';
export * from './store-rules.js';
export * from './store-spec.js';
export * from './size-charts.js';
export * from './csv-text.js';
