/**
 * P1: a showroom embedded in a dealer's site (an iframe the dealer sized with
 * `/dashboard/js/iframeResizer.js`, iframe-resizer 4.4.5) tells its frame its height: the matching
 * child script is loaded once, only when the page is framed. It announces itself when it loads
 * late, so loading it after the page is fine.
 */
import { useEffect } from 'react';
import { isEmbedded } from './showroom-choice';

let loading: Promise<unknown> | null = null;

export function useFramedResizing(): void {
  useEffect(() => {
    if (!isEmbedded() || loading) return;
    loading = import('iframe-resizer/js/iframeResizer.contentWindow.min.js').catch((err: unknown) => {
      loading = null;
      console.warn('The frame resizing script did not load', err);
    });
  }, []);
}
