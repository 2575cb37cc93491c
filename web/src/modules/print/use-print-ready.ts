/**
 * The print pages' contract with the render service (R2): when the data, every snapshot image
 * and the fonts are loaded the page sets `window.__TAS_PRINT_READY__ = true` (the service waits
 * on that flag, never on a timer); a project that does not exist sets
 * `window.__TAS_PRINT_ERROR__ = 'NOT_FOUND'` instead, any other load error its message.
 */
import { useCallback, useEffect, useState } from 'react';

declare global {
  interface Window {
    __TAS_PRINT_READY__?: boolean;
    __TAS_PRINT_ERROR__?: string;
  }
}

/**
 * Marks the document as a print root (`html.print-root`), sets the ready flag once `ready` and
 * the fonts are loaded (after two frames, so the last images are painted) and the error flag
 * when `error` is given.
 */
export function usePrintSignals(ready: boolean, error: string | null): void {
  useEffect(() => {
    document.documentElement.classList.add('print-root');
    return () => document.documentElement.classList.remove('print-root');
  }, []);

  useEffect(() => {
    if (!ready) {
      window.__TAS_PRINT_READY__ = false;
      return;
    }
    let cancelled = false;
    void document.fonts.ready.then(() => {
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (!cancelled) window.__TAS_PRINT_READY__ = true;
        }),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [ready]);

  useEffect(() => {
    if (error) window.__TAS_PRINT_ERROR__ = error;
  }, [error]);
}

/**
 * The images of a print page that have loaded or failed, by key: `allSettled(keys)` is true once
 * every key was marked by `markSettled` (SnapshotImage's `onSettled`); `failedOf(keys)` counts
 * those marked as failed (`markSettled(key, false)`).
 */
export function useSettledImages(): {
  markSettled: (key: string, loaded?: boolean) => void;
  allSettled: (keys: readonly string[]) => boolean;
  failedOf: (keys: readonly string[]) => number;
} {
  const [settled, setSettled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const markSettled = useCallback(
    (key: string, loaded = true) =>
      setSettled((prev) => {
        if (prev.get(key) === loaded) return prev;
        const next = new Map(prev);
        next.set(key, loaded);
        return next;
      }),
    [],
  );
  const allSettled = useCallback((keys: readonly string[]) => keys.every((k) => settled.has(k)), [settled]);
  const failedOf = useCallback(
    (keys: readonly string[]) => keys.filter((k) => settled.get(k) === false).length,
    [settled],
  );
  return { markSettled, allSettled, failedOf };
}
