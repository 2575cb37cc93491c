/**
 * What a bottom is built from: its builder (bottoms.ts) and its locations (bottom-locations.ts)
 * both read it, so it lives below both.
 */

/** Parameters of the one bottoms builder (shorts, pants), mm (C2). */
export interface BottomParams {
  id: string;
  name: string;
  /** Front waist height above the hem. */
  length: number;
  /** Front rise: waist to crotch. */
  rise: number;
  /** The back waist sits this much higher than the front (a real back rise); keeps the waist open. */
  backRiseExtra: number;
  waistHalfWidth: number;
  hipHalfWidth: number;
  /** Outer corner of each leg hem from the centre line. */
  hemOuter: number;
  /** Inner corner of each leg hem from the centre line. */
  hemInner: number;
  waistband: number;
  sidePanel: number;
  hemBand: number;
  inflate: number;
  /** Slant pockets on the front: each opening piped in colour 2 from the waistband to the side seam. */
  pockets?: boolean;
}
