/**
 * The header of a project's routes (snapsheet, playbook or showroom, P1): team name with the
 * three team colours, the project's navigation (Snapsheet or Playbook, Locker, Roster; a
 * showroom's Home, Catalogue, Locker, Roster), the locker button (the number of items of the
 * caller's locker; opens the locker preview, L1) and route actions on the right. A showroom's
 * pages show its dealer header above it (P6); the other projects name their dealer under the
 * team, with the phone and email the dealer chose to show, and, to the dealer alone,
 * the project's rep (D4). In dealer mode with a
 * dashboard session a back link leads to the dashboard (a passcode session has none, A4).
 */
import { useQuery } from '@apollo/client/react';
import { useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { projectKindOf } from '@tas/garments';
import { graphql } from '../../gql';
import type { ProjectHeader_ProjectFragment } from '../../gql/graphql';
import { useDealerMode } from '../../lib/use-session';
import { useStickyOffset } from '../../lib/use-sticky-offset';
import { Skeleton } from '../../ui/Skeleton';
import { ShowroomDealerHeader } from '../showroom/ShowroomDealerHeader';
import { IconArrowLeft } from '../../ui/icons';
import { LockerPreviewButton } from '../locker/LockerPreview';
import { useProjectRoute } from './use-project-route';
import '../../styles/project.css';

export const ProjectHeader_project = graphql(`
  fragment ProjectHeader_project on Project {
    id
    title
    teamName
    dealerCode
    colors {
      id
      name
      hex
    }
    dealer {
      name
      phone
      email
    }
    rep {
      id
      name
    }
    ... on Showroom {
      ...ShowroomDealerHeader_showroom
    }
  }
`);

/**
 * The caller's own locker of the route's project (its code and items, for the locker button),
 * read apart from the page's query: the page's query then selects only what every visitor reads
 * the same, so the gateway answers it from its page cache. Both land on the same cached project,
 * so a locker read elsewhere (the locker page after Add to locker) updates the button.
 */
const ProjectHeaderLockerDocument = graphql(`
  query ProjectHeaderLocker($ref: ProjectRefInput!) {
    project(ref: $ref) {
      id
      locker {
        code
        items {
          id
        }
      }
    }
  }
`);

export function ProjectHeader({
  project,
  dealerCode,
  projectId,
  dealerMode,
  actions,
}: {
  project: ProjectHeader_ProjectFragment | null | undefined;
  dealerCode: string;
  projectId: string;
  dealerMode: boolean;
  actions?: ReactNode;
}) {
  const { type, paths, ref: projectRef } = useProjectRoute();
  // Read once from the network; afterwards only the cache, which the locker page and Add to
  // locker update: a cache write elsewhere on the page never sends this query again.
  const { data: own } = useQuery(ProjectHeaderLockerDocument, {
    variables: { ref: projectRef },
    nextFetchPolicy: 'cache-only',
  });
  const locker = own?.project?.locker ?? null;
  /** A kind whose products are browsed on a page of their own (a showroom's catalogue, P6). */
  const hasCatalogue = paths.browse !== paths.home;
  const { dashboard } = useDealerMode(dealerCode, projectId);
  const colors = project?.colors ?? [];
  const showroom = project?.__typename === 'Showroom' ? project : null;
  // Pages scrolled into view land below this sticky header (Book, lib/use-sticky-offset).
  const ref = useRef<HTMLElement>(null);
  useStickyOffset(ref);
  return (
    <>
      {showroom ? <ShowroomDealerHeader showroom={showroom} /> : null}
      <header className="project-header" ref={ref}>
        <div className="project-header__band" aria-hidden="true">
          {colors.map((c, i) => (
            <span key={`${c.id}-${i}`} style={{ background: c.hex }} />
          ))}
        </div>
        <div className="project-header__inner">
          <div className="project-header__title">
            {dealerMode && dashboard ? (
              <Link to="/dashboard/" className="icon-btn" aria-label="Back to dashboard">
                <IconArrowLeft size={18} />
              </Link>
            ) : null}
            <div style={{ minWidth: 0 }}>
              {project ? (
                <>
                  {project.title !== project.teamName ? (
                    <p className="project-header__eyebrow">{project.title}</p>
                  ) : null}
                  <h1 className="project-header__team">{project.teamName}</h1>
                  {!showroom && project.dealer.name ? (
                    // Who the team orders from (a showroom has its dealer header).
                    <p className="project-header__dealer" data-testid="project-dealer">
                      From <strong>{project.dealer.name}</strong>
                      {project.dealer.phone ? (
                        <>
                          {' · '}
                          <a href={`tel:${project.dealer.phone.replace(/[^+0-9]/g, '')}`}>{project.dealer.phone}</a>
                        </>
                      ) : null}
                      {project.dealer.email ? (
                        <>
                          {' · '}
                          <a href={`mailto:${project.dealer.email}`}>{project.dealer.email}</a>
                        </>
                      ) : null}
                      {project.rep ? (
                        // D4: the project's rep, the dealer's own record (null for anyone else).
                        <span data-testid="project-rep">
                          {' · Rep '}
                          <strong>{project.rep.name}</strong>
                        </span>
                      ) : null}
                    </p>
                  ) : null}
                </>
              ) : (
                <>
                  <Skeleton width={120} height={12} />
                  <Skeleton width={200} height={22} style={{ marginTop: 6 }} />
                </>
              )}
            </div>
            {colors.length ? (
              <ul className="team-colors" aria-label="Team colours">
                {colors.map((c, i) => (
                  <li key={`${c.id}-${i}`} title={c.name}>
                    <span className="swatch" style={{ width: 18, height: 18, background: c.hex }} aria-hidden="true" />
                    <span className="visually-hidden">{c.name}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <nav className="project-nav" aria-label={hasCatalogue ? projectKindOf(type).noun : 'Project'}>
            <NavLink to={paths.home} end className="project-nav__link">
              {hasCatalogue ? 'Home' : projectKindOf(type).noun}
            </NavLink>
            {hasCatalogue ? (
              <NavLink to={paths.browse} className="project-nav__link">
                Catalogue
              </NavLink>
            ) : null}
            <NavLink to={paths.locker} className="project-nav__link">
              Locker
            </NavLink>
            <NavLink to={paths.roster} className="project-nav__link">
              Roster
            </NavLink>
          </nav>
          <div className="project-header__actions">
            {actions}
            <LockerPreviewButton
              lockerCode={locker?.code ?? null}
              itemCount={locker?.items.length ?? 0}
              lockerHref={paths.locker}
              rosterHref={paths.roster}
              browseHref={paths.browse}
            />
          </div>
        </div>
      </header>
    </>
  );
}
