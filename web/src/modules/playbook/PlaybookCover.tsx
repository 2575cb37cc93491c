/**
 * The Cover of a playbook (P3): the team's name large on its first colour, a band of the other
 * two, the team logo (or its initials), the playbook's title and the season, like the front of a
 * printed team catalogue, with the sports it holds along the foot.
 */
import type { PlaybookPage_PlaybookFragment } from '../../gql/graphql';

/** Up to two initials of a team name, e.g. 'Riverside Rams' -> 'RR'. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export function PlaybookCover({
  playbook,
  sports,
}: {
  playbook: PlaybookPage_PlaybookFragment;
  /** The names of the sports shown, in page order. */
  sports: readonly string[];
}) {
  const year = new Date().getFullYear();
  return (
    <div className="pb-cover">
      <div className="pb-cover__stripes" aria-hidden="true">
        <span />
        <span />
      </div>
      <p className="pb-cover__eyebrow">{year} Team Catalog</p>
      <div className="pb-cover__crest">
        {playbook.defaultLogo ? (
          <img src={playbook.defaultLogo.url} alt={`${playbook.teamName} logo`} />
        ) : (
          <span aria-hidden="true">{initials(playbook.teamName)}</span>
        )}
      </div>
      <h2 className="pb-cover__team">{playbook.teamName}</h2>
      {playbook.title !== playbook.teamName ? <p className="pb-cover__title">{playbook.title}</p> : null}
      {sports.length ? <p className="pb-cover__footer">{sports.join(' · ')}</p> : null}
    </div>
  );
}
