/**
 * Youth cuts (C2): a youth style's garment is its adult cut grown down to a youth body, every
 * measurement (panels and their placement, zones, decoration locations) scaled by
 * {@link YOUTH_BODY_SCALE}, and the drape hangs it on a body form scaled by the same share
 * (`GarmentTemplate.bodyScale`, the drape input's `bodyScale`). Lettering keeps its own mm
 * sizes, so a youth jersey's numbers fill more of it, as they do on the real one.
 */
import { fitLocation, movesAlong, uniformScales } from './placement.js';
import type { GarmentTemplate } from './types.js';

/**
 * A youth L (chest about 84 cm, height about 150 cm) against the adult L the cuts and the body
 * form are drawn for (chest about 102 cm, height about 178 cm): 0.84 of its size.
 */
export const YOUTH_BODY_SCALE = 0.84;

/** The adult templates that youth styles wear, each with a youth cut `<id>-youth`. */
export const YOUTH_OF = [
  'jersey-crew',
  'jersey-sleeveless',
  'jersey-single-ply',
  'jersey-football-sublimated',
  'tshirt',
  'hoodie',
  'shorts',
  'pants',
] as const;

/** The adult cut a garment id is drawn from: `shorts-youth` -> `shorts`; any other id as it is. */
export function adultCutOf(garmentId: string): string {
  const adult = garmentId.endsWith('-youth') ? garmentId.slice(0, -'-youth'.length) : garmentId;
  return (YOUTH_OF as readonly string[]).includes(adult) ? adult : garmentId;
}

const round = (v: number): number => Math.round(v * 100) / 100;

/** The youth cut of an adult template: id `<id>-youth`, name 'Youth …', every mm scaled by `scale`. */
export function youthCut(adult: GarmentTemplate, scale = YOUTH_BODY_SCALE): GarmentTemplate {
  const mm = (values: readonly number[]): number[] => values.map((v) => round(v * scale));
  const cloth: GarmentTemplate = {
    id: `${adult.id}-youth`,
    name: `Youth ${adult.name}`,
    bodyScale: scale,
    panels: adult.panels.map((p) => ({
      ...p,
      outline: mm(p.outline),
      position: mm(p.position) as [number, number, number],
      inflate: round(p.inflate * scale),
    })),
    zones: adult.zones.map((z) => ({ ...z, outline: mm(z.outline) })),
    locations: [],
  };
  // The print keeps its clearance of trims and seams in mm, not in share of the cut: each scaled
  // location is fitted again on the youth cloth, moved and shrunk as little as it needs.
  return {
    ...cloth,
    locations: adult.locations.map((l) => {
      const scaled = {
        ...l,
        x: round(l.x * scale),
        y: round(l.y * scale),
        width: round(l.width * scale),
        height: round(l.height * scale),
      };
      return fitLocation(cloth, scaled, YOUTH_FIT) ?? scaled;
    }),
  };
}

/** Moves of up to 20 mm in eight directions, then shrinking to half: the least change that fits. */
const YOUTH_FIT = {
  moves: [
    ...movesAlong(0, 0, 0),
    ...([-1, 0, 1] as const).flatMap((dx) =>
      ([-1, 0, 1] as const).filter((dy) => dx || dy).flatMap((dy) => movesAlong(dx, dy, 20).slice(1)),
    ),
  ],
  scales: uniformScales(0.5),
};
