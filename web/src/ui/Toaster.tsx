import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

// Sonner sets its width inline, so full width has to go through `style`.
const FULL_WIDTH = { '--width': 'min(calc(100vw - 32px), 1200px)' } as CSSProperties;

/** Toasts: top, full width, 5000 ms (PRODUCT.md E). Call `toast()` from 'sonner' anywhere. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      duration={5000}
      closeButton
      className="toaster"
      style={FULL_WIDTH}
      toastOptions={{ className: 'toast' }}
    />
  );
}
