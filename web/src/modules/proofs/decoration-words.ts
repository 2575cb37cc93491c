/**
 * A decoration's place in words, as proof sheets and order pages print them: the
 * location's name (`left-chest` -> `Left chest`) and its position from the location's centre
 * (mm, to the right as seen and upwards; degrees clockwise).
 */

/** A location's name as words: `left-chest` or `leftSleeve` -> `Left chest`, `Left sleeve`. */
export function locationName(name: string): string {
  const words = name
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A length in mm, to a tenth: `12.5 mm`. */
export const mm = (n: number) => `${Math.round(n * 10) / 10} mm`;

/**
 * Where a decoration sits: `12 mm right, 5 mm up, rotated 10°` (and `zoom 1.5` when given one
 * other than 1), or `Centred`.
 */
export function positionText(p: { x: number; y: number; rotation: number; zoom?: number }): string {
  const parts = [];
  if (p.x) parts.push(`${mm(Math.abs(p.x))} ${p.x > 0 ? 'right' : 'left'}`);
  if (p.y) parts.push(`${mm(Math.abs(p.y))} ${p.y > 0 ? 'up' : 'down'}`);
  if (p.rotation) parts.push(`rotated ${p.rotation}°`);
  if (p.zoom !== undefined && p.zoom !== 1) parts.push(`zoom ${p.zoom}`);
  return parts.length ? parts.join(', ') : 'Centred';
}
