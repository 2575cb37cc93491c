/**
 * The version of the garments' look (C5): how a RenderSpec is drawn, beyond what the spec itself
 * says. It is part of every render hash, so snapshots drawn by an older look are drawn again
 * (stored configurations' hashes are refilled at start when it changes). Bump it with any change
 * that draws the same spec differently: the garment scene (web/src/garment: meshes, materials,
 * lighting, camera, decoration placement), the design patterns (designs.ts), the flat panels
 * (flat.ts), the bundled fonts or the snapshot page. A drape change bumps DRAPE_VERSION, which
 * the hash takes as well.
 */
export const LOOK_VERSION = 2;
