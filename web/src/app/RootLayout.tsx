import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { mainRegion } from '../ui/focus';
import { SkipLink } from '../ui/SkipLink';

/** What a route may put in its `handle` (P1: title and meta tags set on every navigation). */
export interface RouteHandle {
  title?: string;
  description?: string;
}

const APP_DESCRIPTION = 'Design, share and quote team apparel.';

/**
 * Sets the document title (and the description meta tag) from the deepest route that names
 * one, on every navigation. Unmatched paths use the 404 route's title.
 */
function useRouteTitle(): void {
  const matches = useMatches();
  let title: string | undefined;
  let description: string | undefined;
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.title) title = handle.title;
    if (handle?.description) description = handle.description;
  }
  // A layout effect: it runs before any page's own effect, so a page naming its tab after what
  // it shows (use-page-title.ts) wins.
  useLayoutEffect(() => {
    document.title = title ?? 'Team Apparel Studio';
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = description ?? APP_DESCRIPTION;
  }, [title, description]);
}

/** How long a new page may take to show its heading before focus goes to its main region, frames. */
const HEADING_WAIT_FRAMES = 120;

/**
 * After a navigation inside the app (a new path; not the first load, not a
 * change of the query alone) focus moves to the new page's heading (its first `h1`, made
 * focusable with `tabindex="-1"`), so that a keyboard or screen reader user starts on the page
 * they opened; when no heading shows within about two seconds, to the page's main region. Focus a
 * page already moved itself (a dialog, a field) is left where it is.
 */
function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return undefined;
    }
    const before = document.activeElement;
    let frames = 0;
    let raf = 0;
    const moved = () => {
      const now = document.activeElement;
      return now !== before && now !== document.body && now !== null;
    };
    const tryFocus = () => {
      if (moved()) return;
      const main = mainRegion();
      const heading = main?.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      } else if (++frames < HEADING_WAIT_FRAMES) raf = requestAnimationFrame(tryFocus);
      else main?.focus({ preventScroll: true });
    };
    raf = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(raf);
  }, [pathname]);
}

/**
 * The root of every route: title effect, focus after navigation, scroll restoration, the skip
 * link (the first Tab stop of every layout) and the matched screen.
 */
export function RootLayout() {
  useRouteTitle();
  useFocusOnNavigation();
  return (
    <>
      <SkipLink />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
