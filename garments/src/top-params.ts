/**
 * What a top is built from: its builder (tops.ts) and its locations (top-locations.ts) both read
 * it, so it lives below both.
 */
import type { SleeveParams } from './top-sleeves.js';
import type { FoldDownCollarParams, PlacketParams, StandCollarParams, ZipParams } from './top-trims.js';

/** Parameters of the one top builder; every top template is one call (C2). */
export interface TopParams {
  id: string;
  name: string;
  /** Flat body width (half the chest circumference). */
  width: number;
  /** Length from the hem to the neck side point. */
  length: number;
  /** Half width of the neck opening at the shoulder. */
  neckHalfWidth: number;
  frontNeckDepth: number;
  backNeckDepth: number;
  neckline: 'crew' | 'v';
  /** A spiritwear cut: a sub-mascot line under the chest text (`front-sub-mascot`). */
  subMascot?: boolean;
  /** Distance of the shoulder point from the centre line. */
  shoulderHalfWidth: number;
  /** How far the shoulder point lies below the neck side point. */
  shoulderDrop: number;
  /** Underarm depth below the neck side point. */
  armholeDepth: number;
  sleeve: SleeveParams | null;
  /** Width of the rib/band at the neck (colour 2). */
  collarBand: number;
  /** Hem band height (colour 2), 0 for none. */
  hemBand: number;
  /** Side panel width (colour 1), 0 for none. */
  sidePanel: number;
  /** Shoulder yoke depth below the neck side point (colour 1), 0 for none. */
  yoke: number;
  frontInflate: number;
  backInflate: number;
  /** A button placket down the centre front (polo, baseball jerseys). */
  placket?: PlacketParams;
  /** A zip from the collar down (quarter-zip). */
  zip?: ZipParams;
  /** A collar standing round the neck (quarter-zip). */
  standCollar?: StandCollarParams;
  /** A fold-down collar's leaves on the chest (polo); the collar band stays round the neck. */
  foldDownCollar?: FoldDownCollarParams;
  hood?: boolean;
  /** A kangaroo pocket on the front (hoodie). */
  pocket?: boolean;
}
