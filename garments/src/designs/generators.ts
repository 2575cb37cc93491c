/**
 * The design generators (C1): for each design kind, the raw (unclipped) zones of one panel, in
 * paint order; randomness from the panel's seeded PRNG.
 */
import type { DesignKind } from './patterns.js';
import { classicStripes, gradient, sidePanel, yoke } from './band-generators.js';
import { bolt, chevrons, digitalCamo, shatter, tigerStripes } from './graphic-generators.js';
import type { Generator } from './panels.js';

export const GENERATORS: Record<Exclude<DesignKind, 'PLAIN'>, Generator> = {
  CLASSIC_STRIPES: classicStripes,
  SIDE_PANEL: sidePanel,
  YOKE: yoke,
  GRADIENT: gradient,
  BOLT: bolt,
  CHEVRON: chevrons,
  SHATTER: shatter,
  DIGITAL_CAMO: digitalCamo,
  TIGER_STRIPE: tigerStripes,
};
