import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
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

/**
 * The root of every route: title effect, scroll restoration, the skip link (the first Tab stop
 * of every layout) and the matched screen.
 */
export function RootLayout() {
  useRouteTitle();
  return (
    <>
      <SkipLink />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
