/**
 * Sticky headers and scroll targets: a sticky element publishes its height as a CSS custom
 * property on the document (`--sticky-offset`), which scroll targets use as their
 * `scroll-margin-top`, so an element scrolled into view lands below the header, not under it,
 * whatever the header's height (it wraps to two rows on phones).
 */
import { useEffect, type RefObject } from 'react';

/** The CSS custom property holding the sticky header's height in px. */
export const STICKY_OFFSET_VAR = '--sticky-offset';

/** Keeps {@link STICKY_OFFSET_VAR} equal to the height of `ref`'s element while it is mounted. */
export function useStickyOffset(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty(STICKY_OFFSET_VAR, `${Math.ceil(el.getBoundingClientRect().height)}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(STICKY_OFFSET_VAR);
    };
  }, [ref]);
}

/**
 * Scrolls `el` into view at the top (below the sticky header, by its scroll-margin-top) when its
 * top is hidden: above the window or under the header. Nothing moves when it is already visible.
 */
export function revealTop(el: HTMLElement | null): void {
  if (!el) return;
  const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  if (el.getBoundingClientRect().top < margin) el.scrollIntoView({ block: 'start' });
}
