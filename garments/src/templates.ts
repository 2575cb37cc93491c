/**
 * The garment templates (C2): every top of `top-cuts.ts` built by the top builder and every
 * bottom of `bottom-cuts.ts` by the bottoms builder, tops first, each in catalog order.
 */
import { BOTTOM_CUTS } from './bottom-cuts.js';
import { buildBottom } from './bottoms.js';
import { TOP_CUTS } from './top-cuts.js';
import { buildTop } from './tops.js';
import type { GarmentTemplate } from './types.js';

/** Id of a garment template; a style names one of them (`styles.garment_id`). */
export type GarmentId = keyof typeof TOP_CUTS | keyof typeof BOTTOM_CUTS;

/** Ids of the garment templates (C2), tops then bottoms, each in catalog order. */
export const GARMENT_IDS: readonly GarmentId[] = [
  ...(Object.keys(TOP_CUTS) as (keyof typeof TOP_CUTS)[]),
  ...(Object.keys(BOTTOM_CUTS) as (keyof typeof BOTTOM_CUTS)[]),
];

const templates: GarmentTemplate[] = [
  ...Object.entries(TOP_CUTS).map(([id, cut]) => buildTop({ id, ...cut })),
  ...Object.entries(BOTTOM_CUTS).map(([id, cut]) => buildBottom({ id, ...cut })),
];

/** Every garment template by id (C2), in the order of `GARMENT_IDS`. */
export const garments: Record<string, GarmentTemplate> = Object.fromEntries(templates.map((t) => [t.id, t]));

/** The garment template with this id, or undefined (C2). */
export function getGarment(id: string): GarmentTemplate | undefined {
  return Object.hasOwn(garments, id) ? garments[id] : undefined;
}
