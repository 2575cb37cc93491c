/**
 * Ribbed trims (C1): the collar, cuffs, waistbands, armhole bands and leg cuffs of a
 * garment are knitted as a 2x2 rib, whose wales run across the band. They are drawn into the
 * print texture as shaded valleys (no second texture to upload): along each long edge of the
 * band's outline, every {@link RIB_MM} mm, a line across the band. mm, panel space.
 */
import type { Vec2 } from './polygon';

/** Zones knitted as rib, by their template name's ending. */
const RIBBED_ZONE = /-(collar|cuff|waistband|armhole-left|armhole-right|hem-left|hem-right)$/;
/** Distance between two rib valleys on the cloth, mm. */
export const RIB_MM = 5;
/** Width of a valley's shade, mm: dark and wide enough to read at a snapshot's 0.6 px per mm. */
const VALLEY_MM = 2.2;
/** A bend sharper than this between two outline edges ends a run of the outline, radians. */
const CORNER = (35 * Math.PI) / 180;

/** True when the zone (by template name) is a ribbed trim. */
export function isRibbed(zoneName: string): boolean {
  return RIBBED_ZONE.test(zoneName);
}

/**
 * The rib valleys of a band whose outline is `ring` (mm, closed, either winding): segments from
 * its longest run of edges between two corners (a seam or the open edge), perpendicular to it,
 * across the band and a little past it (the clip keeps them in; the band's width taken as twice
 * its area over its perimeter).
 */
export function ribValleys(ring: readonly Vec2[]): [Vec2, Vec2][] {
  const n = ring.length;
  if (n < 3) return [];
  let twiceArea = 0;
  let perimeter = 0;
  for (let i = 0; i < n; i++) {
    const [ax, ay] = ring[i]!;
    const [bx, by] = ring[(i + 1) % n]!;
    twiceArea += ax * by - bx * ay;
    perimeter += Math.hypot(bx - ax, by - ay);
  }
  const width = Math.abs(twiceArea) / perimeter;
  const reach = width * 1.2 + 1;
  // Inward normal of an edge: left of it on a counter-clockwise ring.
  const inward = twiceArea > 0 ? 1 : -1;
  const edges = Array.from({ length: n }, (_, i) => {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    return { a, b, length, angle: Math.atan2(b[1] - a[1], b[0] - a[0]) };
  }).filter((e) => e.length > 1e-6);
  // Group the edges into runs between corners, starting after a corner when there is one.
  const bend = (i: number) => {
    const d = Math.abs(edges[i]!.angle - edges[(i + edges.length - 1) % edges.length]!.angle) % (2 * Math.PI);
    return Math.min(d, 2 * Math.PI - d);
  };
  const start = Math.max(
    0,
    edges.findIndex((_, i) => bend(i) > CORNER),
  );
  const runs: (typeof edges)[] = [];
  for (let k = 0; k < edges.length; k++) {
    const i = (start + k) % edges.length;
    if (k === 0 || bend(i) > CORNER) runs.push([]);
    runs[runs.length - 1]!.push(edges[i]!);
  }
  const lengthOf = (run: typeof edges) => run.reduce((sum, e) => sum + e.length, 0);
  const longest = runs.reduce((best, run) => (lengthOf(run) > lengthOf(best) ? run : best));
  const valleys: [Vec2, Vec2][] = [];
  let carried = 0;
  for (const { a, b, length } of longest) {
    const dx = (b[0] - a[0]) / length;
    const dy = (b[1] - a[1]) / length;
    const nx = -dy * inward;
    const ny = dx * inward;
    for (let s = (RIB_MM - carried) % RIB_MM; s < length; s += RIB_MM) {
      const p: Vec2 = [a[0] + dx * s, a[1] + dy * s];
      valleys.push([p, [p[0] + nx * reach, p[1] + ny * reach]]);
    }
    carried = (carried + length) % RIB_MM;
  }
  return valleys;
}

/** Shades the rib valleys of a band over what is drawn (the band's colour), inside its outline. */
export function drawRib(ctx: CanvasRenderingContext2D, ring: readonly Vec2[]): void {
  const valleys = ribValleys(ring);
  if (valleys.length === 0) return;
  ctx.save();
  ctx.beginPath();
  ring.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
  ctx.clip();
  ctx.beginPath();
  for (const [[ax, ay], [bx, by]] of valleys) {
    ctx.moveTo(ax, ay);
    ctx.lineTo(bx, by);
  }
  ctx.globalCompositeOperation = 'multiply';
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.24)';
  ctx.lineWidth = VALLEY_MM;
  ctx.lineCap = 'butt';
  ctx.stroke();
  ctx.restore();
}
