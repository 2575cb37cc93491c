/**
 * @tas/garments: what the gateway, the web and the render service's fixtures share about
 * garments (C2, C3, L2): the garment templates with their panels, colour zones and decoration
 * locations; the design patterns (C1); the drape of a template on a body form and its cache
 * (C2); the content-type rules and decoration defaults; the size order and size charts; the
 * default team look. Data and pure functions only (no database, no DOM, no three.js). The rules
 * and limits both sides check, and the schema's enums, are in @tas/rules.
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
export * from './team-defaults.js';
export * from './placement.js';
export * from './upright.js';
export * from './drape/index.js';
export * from './contrast.js';
export * from './look.js';
export * from './size-charts.js';
