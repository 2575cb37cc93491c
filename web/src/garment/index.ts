/**
 * The 3D garment (C1, C2, C5): one generator and one scene shared by the player, the snapshot
 * page and the print pages. A change here that draws a RenderSpec differently bumps
 * LOOK_VERSION of @tas/garments, so stored snapshots are drawn again.
 */
export { GarmentCanvas, type GarmentCanvasProps } from './GarmentCanvas';
export { GarmentScene, type GarmentSceneProps } from './GarmentScene';
export { buildGarment, type BuiltGarment, type BuildOptions } from './build-garment';
export { drawProof, type ProofOptions } from './texture';
export {
  GARMENT_FONTS,
  DEFAULT_FONT_KEY,
  fontFamilyForKey,
  cssFontFamily,
  loadAllFonts,
  type GarmentFont,
} from './fonts';
export { createStudio, frameCamera, VIEW_AZIMUTH, STUDIO_BACKGROUND } from './studio';
export type { RenderSpec, RenderDecoration, Garment, View } from './render-spec';
