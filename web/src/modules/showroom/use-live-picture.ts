/**
 * A product card's live picture (P6 customisation box): asks the page's one shared WebGL
 * renderer (card-renderer.ts, loaded on first use) to draw `request.spec`, then paints the
 * result into the card's own 2D canvas (kept mounted while the card lives, so it always shows
 * its last picture). A newer request replaces an older one still waiting; cards on screen are
 * drawn first. `drawnKey` is the key of what the canvas shows.
 */
import { useEffect, useRef, useState } from 'react';
import type { RenderSpec } from '../../garment/render-spec';

export interface LivePictureRequest {
  spec: RenderSpec;
  key: string;
}

export function useLivePicture(request: LivePictureRequest | null): {
  canvasRef: React.RefObject<HTMLCanvasElement | null>;
  drawnKey: string | null;
  failed: boolean;
} {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const owner = useRef({});
  const visible = useRef(false);
  const [drawnKey, setDrawnKey] = useState<string | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof IntersectionObserver === 'undefined') {
      visible.current = true;
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.current = entry.isIntersecting;
      },
      { rootMargin: '200px' },
    );
    // The canvas's box: the canvas itself is hidden (never intersecting) while a snapshot or a
    // placeholder shows in its place, and those are the cards to draw first after a change.
    observer.observe(canvas.parentElement ?? canvas);
    return () => observer.disconnect();
  }, []);

  const key = request?.key ?? null;
  const specRef = useRef(request?.spec);
  specRef.current = request?.spec;

  useEffect(() => {
    if (key === null || !specRef.current) return undefined;
    const spec = specRef.current;
    let active = true;
    let release: (() => void) | null = null;
    void import('./card-renderer').then(
      ({ cardRenderer, CardDrawCancelled, cardPictureSize }) => {
        if (!active) return;
        // Drawn at the card's displayed size: the box the picture fills, in device pixels.
        const box = canvasRef.current?.parentElement?.getBoundingClientRect();
        const size = cardPictureSize(box?.width ?? 0, window.devicePixelRatio || 1);
        cardRenderer.retain();
        release = () => {
          cardRenderer.cancel(owner.current);
          cardRenderer.release();
        };
        cardRenderer.draw(owner.current, { spec, key, size, isVisible: () => visible.current }).then(
          (picture) => {
            const canvas = canvasRef.current;
            if (!active || !canvas) return;
            // The canvas takes the picture's size (CSS scales it to the card).
            if (canvas.width !== picture.width) canvas.width = picture.width;
            if (canvas.height !== picture.height) canvas.height = picture.height;
            const ctx = canvas.getContext('2d');
            if (!ctx) return;
            ctx.drawImage(picture, 0, 0, canvas.width, canvas.height);
            setDrawnKey(key);
          },
          (error: unknown) => {
            if (!active || error instanceof CardDrawCancelled) return;
            console.error('Drawing a product card failed', error);
            setFailedKey(key);
          },
        );
      },
      (error: unknown) => {
        if (!active) return;
        console.error('Loading the garment renderer failed', error);
        setFailedKey(key);
      },
    );
    return () => {
      active = false;
      release?.();
    };
  }, [key]);

  return { canvasRef, drawnKey, failed: key !== null && failedKey === key };
}

/**
 * Readies the shared card renderer while the page is idle (its GPU context and shaders:
 * `cardRenderer.warm()`), so that the first change of the look draws at once. Kept while the
 * component using it is mounted. For the showroom's catalogue, where the look box restyles cards.
 */
export function useWarmCardRenderer(enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    let release: (() => void) | null = null;
    const idle = (fn: () => void): (() => void) => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(fn, { timeout: 5000 });
        return () => cancelIdleCallback(handle);
      }
      const timer = setTimeout(fn, 1000);
      return () => clearTimeout(timer);
    };
    const cancel = idle(() => {
      void import('./card-renderer').then(
        ({ cardRenderer }) => {
          if (!active) return;
          cardRenderer.retain();
          release = () => cardRenderer.release();
          try {
            cardRenderer.warm();
          } catch (error) {
            console.error('Readying the garment renderer failed', error);
          }
        },
        () => undefined,
      );
    });
    return () => {
      active = false;
      cancel();
      release?.();
    };
  }, [enabled]);
}

/**
 * Drapes the card's garment in the Web Worker while the page is idle (`cardRenderer.prefetch`),
 * so that the first change of the look finds its meshes ready.
 */
export function usePrefetchGarment(garment: RenderSpec['garment'] | null | undefined): void {
  useEffect(() => {
    if (!garment) return undefined;
    let active = true;
    const run = () =>
      void import('./card-renderer').then(
        ({ cardRenderer }) => {
          if (active) cardRenderer.prefetch(garment);
        },
        () => undefined,
      );
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: 5000 });
      return () => {
        active = false;
        cancelIdleCallback(handle);
      };
    }
    const timer = setTimeout(run, 1000);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [garment]);
}
