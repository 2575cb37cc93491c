/**
 * The customiser's drag to place (C3): handlers for the 3D player that grab the decoration
 * under the pointer (on the side shown) and move its position within its location as the
 * pointer moves, as `updateDecoration` patches of offsetX/offsetY. Moves are applied at most
 * every {@link DRAG_APPLY_MS} ms (each redraws the garment's print) and once more at the end.
 */
import { useMemo, useRef, type Dispatch } from 'react';
import type { PanelDragHandlers } from '../../garment/use-panel-drag';
import { decorationAt, draggedOffset, type Offset, type PanelLocation, type PanelPoint } from './drag-to-place';
import { shownSide, type CustomizerAction, type CustomizerState } from './state';

/** Least time between two applied moves of a drag, ms. */
export const DRAG_APPLY_MS = 60;

export function useDragToPlace(
  state: CustomizerState,
  dispatch: Dispatch<CustomizerAction>,
  locations: readonly PanelLocation[],
): PanelDragHandlers {
  const latest = useRef({ state, locations });
  latest.current = { state, locations };
  const drag = useRef<{
    index: number;
    location: PanelLocation;
    start: Offset;
    from: PanelPoint;
    pending: Offset | null;
    timer: number | null;
    lastApplied: number;
  } | null>(null);

  return useMemo<PanelDragHandlers>(() => {
    const find = (point: PanelPoint) => {
      const { state: s, locations: locs } = latest.current;
      return decorationAt(s.decorations, locs, point, shownSide(s));
    };
    const apply = () => {
      const d = drag.current;
      if (!d || !d.pending) return;
      d.timer = null;
      d.lastApplied = performance.now();
      dispatch({ type: 'updateDecoration', index: d.index, patch: d.pending });
      d.pending = null;
    };
    return {
      canStart: (point) => find(point) >= 0,
      start(point) {
        const index = find(point);
        const { state: s, locations: locs } = latest.current;
        const deco = s.decorations[index];
        const location = deco ? locs.find((l) => l.name === deco.location) : undefined;
        if (!deco || !location) return;
        drag.current = {
          index,
          location,
          start: { offsetX: deco.offsetX ?? 0, offsetY: deco.offsetY ?? 0 },
          from: point,
          pending: null,
          timer: null,
          lastApplied: 0,
        };
      },
      move(point) {
        const d = drag.current;
        if (!d) return;
        d.pending = draggedOffset(d.location, d.start, d.from, point);
        if (d.timer !== null) return;
        const wait = DRAG_APPLY_MS - (performance.now() - d.lastApplied);
        if (wait <= 0) apply();
        else d.timer = window.setTimeout(apply, wait);
      },
      end() {
        const d = drag.current;
        if (!d) return;
        if (d.timer !== null) window.clearTimeout(d.timer);
        apply();
        drag.current = null;
      },
    };
  }, [dispatch]);
}
