/**
 * How densely a snapshot draws its garment's print (C5): the atlas's px per mm and
 * whether it needs mipmaps, from the picture's height. Pure; the snapshot page passes both to the
 * garment scene.
 */

/**
 * Print texture density for a snapshot `height` px tall: 1 px/mm at 588 px (C5), more for
 * bigger pictures, at most the player's 2 px/mm.
 */
export function snapshotPxPerMm(height: number): number {
  return Math.min(2, Math.max(1, Math.round((height / 588) * 4) / 4));
}

/** How densely a garment shows in a snapshot, px per mm of cloth per px of picture height (C5). */
export const GARMENT_PX_PER_MM_PER_PX = 0.7 / 588;

/**
 * Whether a snapshot `height` px tall needs the print's mipmaps: when its print (at
 * {@link snapshotPxPerMm}) is more than 1.6 times as dense as the garment shows, sampling it
 * without them would skip texels. At 588 px (C5) the print is 1.43 times as dense: none.
 */
export function snapshotMipmaps(height: number): boolean {
  return snapshotPxPerMm(height) / (height * GARMENT_PX_PER_MM_PER_PX) > 1.6;
}
