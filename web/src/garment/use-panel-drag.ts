/**
 * Dragging on the garment (C3 drag to place): pointer events on the canvas turned into panel
 * points (`pick.ts`) for the caller, who decides whether a drag starts there (a decoration lies
 * under the pointer) and what a move changes. While a drag runs the orbit does not turn; over
 * a place where a drag can start the cursor is a grab hand.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { Camera } from 'three';
import type { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { BuiltGarment } from './build-garment';
import { pickPanelPoint, type PanelPoint } from './pick';

/** What the caller does with a drag on the garment. */
export interface PanelDragHandlers {
  /** True when a drag may start at `point` (pointer down there grabs instead of orbiting). */
  canStart(point: PanelPoint): boolean;
  /** The pointer went down at `point` where `canStart` said yes. */
  start(point: PanelPoint): void;
  /** The pointer moved to `point` during the drag, on the panel the drag started on. */
  move(point: PanelPoint): void;
  /** The drag ended (pointer up, cancelled or lost). */
  end(): void;
}

/**
 * Listens on `canvas` for drags on `garment` while `handlers` is given. Pointer down is taken in
 * the capture phase so that the orbit controls never see a drag that moves a decoration.
 */
export function usePanelDrag(
  canvas: HTMLCanvasElement,
  camera: Camera,
  garment: RefObject<BuiltGarment | null>,
  controls: RefObject<OrbitControls | null>,
  handlers: PanelDragHandlers | undefined,
): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const enabled = handlers !== undefined;

  useEffect(() => {
    if (!enabled) return undefined;
    let dragging: { pointerId: number; panel: string } | null = null;
    const pick = (e: PointerEvent): PanelPoint | null => {
      const g = garment.current;
      return g ? pickPanelPoint(g.group, g.layout, camera, canvas, e.clientX, e.clientY) : null;
    };
    const finish = () => {
      if (!dragging) return;
      if (canvas.hasPointerCapture(dragging.pointerId)) canvas.releasePointerCapture(dragging.pointerId);
      dragging = null;
      if (controls.current) controls.current.enabled = true;
      canvas.style.cursor = '';
      latest.current?.end();
    };
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0 || dragging) return;
      const point = pick(e);
      const h = latest.current;
      if (!point || !h?.canStart(point)) return;
      e.stopImmediatePropagation();
      e.preventDefault();
      if (controls.current) controls.current.enabled = false;
      dragging = { pointerId: e.pointerId, panel: point.panel };
      canvas.setPointerCapture(e.pointerId);
      canvas.style.cursor = 'grabbing';
      h.start(point);
    };
    const onMove = (e: PointerEvent) => {
      if (dragging) {
        if (e.pointerId !== dragging.pointerId) return;
        const point = pick(e);
        if (point && point.panel === dragging.panel) latest.current?.move(point);
        return;
      }
      if (e.pointerType !== 'mouse' || e.buttons !== 0) return;
      const point = pick(e);
      canvas.style.cursor = point && latest.current?.canStart(point) ? 'grab' : '';
    };
    const onUp = (e: PointerEvent) => {
      if (dragging && e.pointerId === dragging.pointerId) finish();
    };
    canvas.addEventListener('pointerdown', onDown, { capture: true });
    canvas.addEventListener('pointermove', onMove);
    canvas.addEventListener('pointerup', onUp);
    canvas.addEventListener('pointercancel', onUp);
    canvas.addEventListener('lostpointercapture', onUp);
    return () => {
      canvas.removeEventListener('pointerdown', onDown, { capture: true });
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerup', onUp);
      canvas.removeEventListener('pointercancel', onUp);
      canvas.removeEventListener('lostpointercapture', onUp);
      finish();
    };
  }, [enabled, canvas, camera, garment, controls]);
}
