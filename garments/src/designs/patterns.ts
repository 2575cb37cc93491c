/**
 * Design patterns (C1): the pattern of each design code of the catalog, its kind, and the
 * designs a style offers. Data only.
 */
/** What a design draws: the GraphQL enum `DesignKind` (generated from the schema); PLAIN draws nothing. */
import type { DesignKind, View } from '@tas/rules';

/**
 * The pattern of a design code (C1): its kind, the team colour indexes it paints with
 * (`[main, accent]`, indexes into `RenderSpec.colors`) and kind-specific parameters (mm, or
 * fractions of the garment's height where named so).
 */
export interface DesignPattern {
  code: string;
  kind: DesignKind;
  colors: readonly [main: number, accent: number];
  params: Readonly<Record<string, number>>;
}

/** One stop of a design gradient: `offset` 0..1 along the gradient line. */
export interface DesignGradientStop {
  offset: number;
  colorIndex: number;
  /** 0 (transparent) .. 1. */
  opacity: number;
}

/** A linear gradient in panel mm, from (x0, y0) to (x1, y1). */
export interface DesignGradient {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  stops: DesignGradientStop[];
}

/**
 * One pattern zone (C1): a closed outline (`[x0, y0, ...]`, mm, panel coordinates, CCW, inside
 * the panel) painted with team colour `colorIndex` at `opacity`, or with `gradient` when set.
 * Zones are listed in paint order.
 */
export interface DesignZone {
  panel: string;
  outline: number[];
  colorIndex: number;
  opacity: number;
  gradient: DesignGradient | null;
}

/** What `designZones` reads of a garment template (the GraphQL `Garment` fits). */
export interface DesignGarment {
  id: string;
  panels: readonly {
    name: string;
    outline: readonly number[];
    facing: View | string;
    position: readonly number[];
    rotation: readonly number[];
  }[];
}

export const pattern = (
  code: string,
  kind: DesignKind,
  params: Record<string, number>,
  colors: readonly [number, number] = [1, 2],
): DesignPattern => ({ code, kind, colors, params });

/**
 * The patterns of the catalog's design codes (section 9's layout library). Codes not listed
 * here (`STD`, the skipped `588R`, a dealer's own) draw plain.
 */
export const DESIGN_PATTERNS: Readonly<Record<string, DesignPattern>> = {
  '501A': pattern('501A', 'CLASSIC_STRIPES', { stripe: 34, pin: 10, gap: 8, at: 0.11 }),
  '502B': pattern('502B', 'SIDE_PANEL', { hem: 80, underarm: 150, pipe: 9 }),
  '503C': pattern('503C', 'YOKE', { drop: 0.27, dip: 95, pipe: 10 }),
  '504D': pattern('504D', 'GRADIENT', { from: 0.04, to: 0.62, dots: 15 }),
  '505E': pattern('505E', 'BOLT', { width: 44, outline: 9, amplitude: 34, at: 0.46 }),
  '506F': pattern('506F', 'CHEVRON', { slope: 0.55, at: 0.5, main: 46, gap: 10, accent: 14 }),
  '507G': pattern('507G', 'SHATTER', { spokes: 16, rings: 9, reach: 0.8, gap: 2.5, tone: 0.5 }),
  '508H': pattern('508H', 'DIGITAL_CAMO', { cell: 11, main: 0.56, accent: 0.7, tone: 0.55 }),
  '509J': pattern('509J', 'TIGER_STRIPE', { stripes: 9, width: 46, reach: 0.62 }),
};

/** At most this many designs are offered (and previewed) per non-catalog style (C1, section 9). */
export const MAX_OFFERED_DESIGNS = 7;
/** The legacy layout never offered (C1, section 9). */
export const SKIPPED_LAYOUT = '588R';

/** The designs a style offers (C1): in catalog order, 588R skipped, at most 7. */
export function offeredDesigns<T extends { code: string }>(designs: readonly T[]): T[] {
  return designs.filter((d) => d.code.toUpperCase() !== SKIPPED_LAYOUT).slice(0, MAX_OFFERED_DESIGNS);
}

/** The pattern of a design code, or null (plain) for a code without one. */
export function designPattern(code: string | null | undefined): DesignPattern | null {
  if (!code) return null;
  const key = code.toUpperCase();
  return Object.hasOwn(DESIGN_PATTERNS, key) ? DESIGN_PATTERNS[key]! : null;
}

/** The kind of a design code: PLAIN for a code without a pattern. */
export function designKind(code: string | null | undefined): DesignKind {
  return designPattern(code)?.kind ?? 'PLAIN';
}
