import { useEffect } from 'react';

/**
 * Names the tab after what the page shows once it is known (a shared project's tab
 * reads `Hawks · Spring Uniforms`, not 'Snapsheet'). The route's own title (RootLayout) is set
 * first, in a layout effect, so this one wins; null or '' leaves the route's title.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** A project's tab title: its team, then its title when that says more (`Hawks · Spring Uniforms`). */
export function projectPageTitle(project: { teamName?: string | null; title?: string | null } | null | undefined) {
  if (!project) return null;
  const team = project.teamName || project.title || '';
  return [team, project.title && project.title !== team ? project.title : null].filter(Boolean).join(' · ') || null;
}
