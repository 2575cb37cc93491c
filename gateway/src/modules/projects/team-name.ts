/**
 * The team a project's documents name (proofs, quotes, order emails): its team name,
 * else its title; null without a project or when both are blank. Pure.
 */
export function teamNameOf(
  project: { team_name: string | null; title: string | null } | null | undefined,
): string | null {
  return project ? project.team_name || project.title || null : null;
}
