/**
 * What the drape takes and gives: the drape (drape.ts) and its steps (placement.ts, seams.ts)
 * all speak of them, so they live below all three.
 */
import type { BodyForm } from './body.js';
import type { GarmentPanelTemplate } from '../types.js';

/** What the drape needs of a template: its panels (the GraphQL `Garment` has the same shape). */
export interface DrapeInput {
  id: string;
  panels: readonly (Pick<GarmentPanelTemplate, 'name' | 'outline' | 'facing'> & {
    position: readonly number[];
    rotation: readonly number[];
  })[];
  /**
   * The size of the body form against the adult L it is modelled on (a share; absent = 1): a
   * youth cut hangs on a body scaled by its own factor (`GarmentTemplate.bodyScale`).
   */
  bodyScale?: number | null;
}

/** One panel's mesh: flat points (mm, panel space), CCW triangles and draped positions (mm). */
export interface DrapedPanel {
  name: string;
  /** Flat x,y per vertex; the first `ringCount` vertices are the outline, in order. */
  flat: Float32Array;
  ringCount: number;
  indices: Uint32Array;
  positions: Float32Array;
}

export interface DrapedGarment {
  id: string;
  hash: string;
  panels: DrapedPanel[];
  body: BodyForm;
  /** Seams as pairs of sewn points, for checks: [panel, vertex] sewn to a point of [panel, a, b, t]. */
  seams: { panel: number; vertex: number; other: number; a: number; b: number; t: number }[];
}
