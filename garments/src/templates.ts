/**
 * The garment templates (C2): every top of `top-cuts.ts` built by the top builder and every
 * bottom of `bottom-cuts.ts` by the bottoms builder, tops first, each in catalog order, then the
 * youth cuts of `youth.ts`.
 */
import { BOTTOM_CUTS } from './bottom-cuts.js';
import { buildBottom } from './bottoms.js';
import { TOP_CUTS } from './top-cuts.js';
import { buildTop } from './tops.js';
import type { GarmentTemplate } from './types.js';
import { YOUTH_OF, youthCut } from './youth.js';

/** Id of a garment template; a style names one of them (`styles.garment_id`). */
export type GarmentId = keyof typeof TOP_CUTS | keyof typeof BOTTOM_CUTS | `${(typeof YOUTH_OF)[number]}-youth`;

const adults: GarmentTemplate[] = [
  ...Object.entries(TOP_CUTS).map(([id, cut]) => buildTop({ id, ...cut })),
  ...Object.entries(BOTTOM_CUTS).map(([id, cut]) => buildBottom({ id, ...cut })),
];
const templates: GarmentTemplate[] = [...adults, ...YOUTH_OF.map((id) => youthCut(adults.find((t) => t.id === id)!))];

/** Ids of the garment templates (C2): tops then bottoms, each in catalog order, then the youth cuts. */
export const GARMENT_IDS: readonly GarmentId[] = templates.map((t) => t.id as GarmentId);

/** Every garment template by id (C2), in the order of `GARMENT_IDS`. */
export const garments: Record<string, GarmentTemplate> = Object.fromEntries(templates.map((t) => [t.id, t]));

/** The garment template with this id, or undefined (C2). */
export function getGarment(id: string): GarmentTemplate | undefined {
  return Object.hasOwn(garments, id) ? garments[id] : undefined;
}
