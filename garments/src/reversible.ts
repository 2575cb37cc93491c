/**
 * The two sides of a reversible garment (C3: "Reversible products have an Outside and an Inside
 * view"). A reversible is one garment worn either way round: the Outside shows the team colours
 * in their zones with the design; the Inside is the garment turned inside out, the secondary
 * colour as its body and the primary as its trim, without the design's pattern. Each decoration
 * is printed on one side (its `view`, OUTSIDE when absent) and shows only there.
 *
 * The gateway (the snapshots of a configuration with `reversibleView`) and the web (the
 * customiser's Outside/Inside switch) both draw a side through these rules, so the picture a
 * customer saw is the picture that is stored.
 */

/** A side of a reversible garment, the GraphQL enum `ReversibleView`. */
export type ReversibleSide = 'OUTSIDE' | 'INSIDE';

/** True when a decoration printed on `view` (null/absent = OUTSIDE) shows on `side`. */
export function isOnSide(view: ReversibleSide | null | undefined, side: ReversibleSide): boolean {
  return (view ?? 'OUTSIDE') === side;
}

/**
 * The zone colours (`#rrggbb` or ids, zone colour order: primary, secondary, tertiary) that
 * `side` shows: the Outside as given, the Inside with primary and secondary swapped. Lists of
 * fewer than two colours are returned unchanged.
 */
export function sideColors<T>(colors: readonly T[], side: ReversibleSide): T[] {
  if (side === 'OUTSIDE' || colors.length < 2) return [...colors];
  const [primary, secondary, ...rest] = colors;
  return [secondary as T, primary as T, ...rest];
}

/** The design `side` shows: the Outside's design, none on the Inside (a plain reverse). */
export function sideDesign<T>(design: T | null, side: ReversibleSide): T | null {
  return side === 'INSIDE' ? null : design;
}
