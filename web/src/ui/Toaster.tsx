import { Toaster as Sonner } from 'sonner';
import { useMediaQuery } from '../lib/use-media-query';

/**
 * Toasts, 5000 ms (PRODUCT.md E; placed so: at the top and full width they covered the
 * header's Publish and Export and dialog titles). From 640 px up they sit in the bottom-right
 * corner, over page content only; on a phone across the top, clear of the sticky action bars
 * at the bottom. Call `toast()` from 'sonner' anywhere.
 */
export const TOAST_DURATION_MS = 5000;

/** Where toasts go: a corner of a wide window (640 px and up), across the top of a phone's. */
export const toastPosition = (wide: boolean) => (wide ? 'bottom-right' : 'top-center');

export function Toaster() {
  const wide = useMediaQuery('(min-width: 640px)');
  return (
    <Sonner
      position={toastPosition(wide)}
      duration={TOAST_DURATION_MS}
      closeButton
      className="toaster"
      toastOptions={{ className: 'toast' }}
    />
  );
}
