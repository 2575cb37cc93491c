/**
 * Drag to place (C3): which decoration lies under a point of the garment and where a drag
 * moves it. A decoration is drawn centred on its location's centre moved by its position
 * (offsetX to the right, offsetY up, mm); dragging moves that position by the pointer's travel
 * on the panel, kept within the location (the server's rule: the centre stays within half the
 * location's width and height either way), in whole millimetres. Pure functions.
 */
import { isOnSide } from '@tas/garments';
import type { ReversibleView } from '../../gql/graphql';
import type { PanelPoint } from '../../garment/pick';
import type { DecorationDraft } from './state';

export type { PanelPoint };

/** A decoration location of the garment template: a rectangle centred at x, y (mm) on a panel. */
export interface PanelLocation {
  name: string;
  panel: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A position within a location, mm from its centre (right, up). */
export interface Offset {
  offsetX: number;
  offsetY: number;
}

/**
 * Index of the decoration shown on `side` whose drawn rectangle (its location's size, centred
 * at the location's centre plus its position) holds `point`; the nearest centre when several
 * do; -1 when none.
 */
export function decorationAt(
  decorations: readonly Pick<DecorationDraft, 'location' | 'offsetX' | 'offsetY' | 'view'>[],
  locations: readonly PanelLocation[],
  point: PanelPoint,
  side: ReversibleView = 'OUTSIDE',
): number {
  let best = -1;
  let bestDistance = Infinity;
  decorations.forEach((d, index) => {
    if (!isOnSide(d.view, side)) return;
    const loc = locations.find((l) => l.name === d.location);
    if (!loc || loc.panel !== point.panel) return;
    const cx = loc.x + (d.offsetX ?? 0);
    const cy = loc.y + (d.offsetY ?? 0);
    const dx = point.x - cx;
    const dy = point.y - cy;
    if (Math.abs(dx) > loc.width / 2 || Math.abs(dy) > loc.height / 2) return;
    const distance = Math.hypot(dx, dy);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

const clamp = (v: number, limit: number) => Math.min(limit, Math.max(-limit, v));

/**
 * The position of a decoration at `location` after a drag from `from` to `to` (same panel),
 * starting at `start`: moved by the pointer's travel, kept within half the location's width
 * and height either way, rounded to whole mm (never -0).
 */
export function draggedOffset(location: PanelLocation, start: Offset, from: PanelPoint, to: PanelPoint): Offset {
  const round = (v: number) => Math.round(v) || 0;
  return {
    offsetX: round(clamp(start.offsetX + (to.x - from.x), location.width / 2)),
    offsetY: round(clamp(start.offsetY + (to.y - from.y), location.height / 2)),
  };
}
