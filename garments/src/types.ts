import type { ContentType, View } from '@tas/rules';

/**
 * A flat pattern panel (C2), the GraphQL `GarmentPanel`. Outline: flat x,y pairs in mm,
 * counter-clockwise, y up. Panels facing FRONT/BACK are inflated like a cushion; panels facing
 * LEFT/RIGHT are rolled into a tube around their local y axis (x = arc length, x = 0 faces the
 * `facing` side, y = 0 is the cuff); a tube's origin is the top of its outline at x = 0 (the
 * sleeve cap), where its cross-section lies flat and upright against the body. `position` (mm)
 * and `rotation` (radians, Euler order XYZ) place the panel's origin in the garment space:
 * x to the wearer's left, y up, z to the front.
 */
export interface GarmentPanelTemplate {
  name: string;
  outline: number[];
  facing: View;
  position: [number, number, number];
  rotation: [number, number, number];
  inflate: number;
}

/** A colour zone (C2): a closed outline (mm, panel coordinates) painted with `colorIndex`. */
export interface GarmentZoneTemplate {
  name: string;
  panel: string;
  outline: number[];
  colorIndex: number;
}

/** A decoration location (C3): a rectangle centred at x,y (mm) on a panel, y up. */
export interface DecorationLocationTemplate {
  name: string;
  view: View;
  contentTypes: ContentType[];
  methods: string[];
  panel: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A garment template (C2): the GraphQL type `Garment`, data only. */
export interface GarmentTemplate {
  id: string;
  name: string;
  panels: GarmentPanelTemplate[];
  zones: GarmentZoneTemplate[];
  locations: DecorationLocationTemplate[];
  /**
   * The body form it is draped on against the adult L (a share; absent = 1): a youth cut's
   * (youth.ts). Part of the drape input and its hash.
   */
  bodyScale?: number;
}
