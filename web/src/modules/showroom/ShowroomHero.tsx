/**
 * The big team header of a showroom's home (P6): the school or team name, the mascot, the kind
 * of customer (school, team, ...), the default logo and the three team colours, on the team's
 * first colour.
 */
import { graphql } from '../../gql';
import type { ShowroomHero_ShowroomFragment } from '../../gql/graphql';
import { readableTextOn } from '../../lib/color';
import { Skeleton } from '../../ui/Skeleton';
import { CUSTOMER_TYPES } from '../customers/customer-form';

export const ShowroomHero_showroom = graphql(`
  fragment ShowroomHero_showroom on Showroom {
    teamName
    mascot
    institution
    logoUrl
    colors {
      id
      name
      hex
    }
  }
`);

export function ShowroomHero({ showroom }: { showroom: ShowroomHero_ShowroomFragment }) {
  const [first, ...others] = showroom.colors;
  const background = first?.hex ?? '#1f2937';
  const color = readableTextOn(background);
  const kind = CUSTOMER_TYPES.find((t) => t.value === showroom.institution)?.label;
  return (
    <section className="showroom-hero" style={{ background, color }} aria-labelledby="showroom-team">
      <div className="showroom-hero__stripes" aria-hidden="true">
        {others.map((c, i) => (
          <span key={`${c.id}-${i}`} style={{ background: c.hex }} />
        ))}
      </div>
      <div className="showroom-hero__inner">
        {showroom.logoUrl ? (
          <img className="showroom-hero__logo" src={showroom.logoUrl} alt={`${showroom.teamName} logo`} />
        ) : null}
        <div className="showroom-hero__text">
          <p className="showroom-hero__eyebrow">{kind ? `${kind} showroom` : 'Team showroom'}</p>
          <h1 id="showroom-team" className="showroom-hero__team">
            {showroom.teamName}
          </h1>
          {showroom.mascot ? <p className="showroom-hero__mascot">{showroom.mascot}</p> : null}
          <ul className="showroom-hero__colors" aria-label="Team colours">
            {showroom.colors.map((c, i) => (
              <li key={`${c.id}-${i}`}>
                <span className="showroom-hero__swatch" style={{ background: c.hex }} aria-hidden="true" />
                {c.name}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="showroom-hero__band" aria-hidden="true">
        {showroom.colors.map((c, i) => (
          <span key={`${c.id}-${i}`} style={{ background: c.hex }} />
        ))}
      </div>
    </section>
  );
}

export function ShowroomHeroSkeleton() {
  return (
    <section className="showroom-hero showroom-hero--loading" aria-busy="true" aria-label="Loading showroom">
      <div className="showroom-hero__inner">
        <div className="showroom-hero__text">
          <Skeleton width={140} height={12} />
          <Skeleton width={320} height={40} style={{ marginTop: 12, maxWidth: '100%' }} />
          <Skeleton width={180} height={18} style={{ marginTop: 12 }} />
        </div>
      </div>
    </section>
  );
}
