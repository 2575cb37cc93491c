/**
 * Draped garments (C2): the body form, the cloth solver and the drape of a template, plus the
 * panel triangulation and seeded randomness the web's garment generator shares.
 */
export { drapeBodyScale, drapeGarment, drapeHash, drapeMeshes, DRAPE_SPACING, DRAPE_VERSION } from './drape.js';
export type { DrapeInput, DrapedGarment, DrapedPanel } from './drape.js';
export { topBody, bottomBody, scaleBody, pushOut, insidePrimitive } from './body.js';
export type { BodyForm, BodyPrimitive, Capsule, Ellipsoid, Vec3 } from './body.js';
export { triangulatePanel, delaunayFlips, type EarClipper, type PanelTriangulation } from './triangulate.js';
export * as polygon from './polygon.js';
export {
  encodeDrape,
  decodeDrape,
  decodeOcclusion,
  quantizeOcclusion,
  DRAPE_CACHE_FORMAT,
  type DrapeCacheEntry,
} from './cache.js';
export { vertexOcclusion, OCCLUSION_MIN_DISTANCE_MM, OCCLUSION_RADIUS_MM, type OcclusionMesh } from './occlusion.js';
export { interpenetrations, type Interpenetration } from './intersections.js';
