/**
 * The header of a snapsheet's project routes: team name with the three team colours, the
 * project's navigation (Snapsheet, Locker, Roster) and route actions on the right. In dealer mode
 * with a dashboard session a back link leads to the dashboard (a passcode session has none, A4).
 */
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { graphql } from '../../gql';
import type { ProjectHeader_SnapsheetFragment } from '../../gql/graphql';
import { snapsheetPaths } from '../../lib/urls';
import { useDealerMode } from '../../lib/use-session';
import { Skeleton } from '../../ui/Skeleton';
import { IconArrowLeft } from '../../ui/icons';
import '../../styles/project.css';

export const ProjectHeader_snapsheet = graphql(`
  fragment ProjectHeader_snapsheet on Snapsheet {
    id
    title
    teamName
    dealerCode
    colors {
      id
      name
      hex
    }
  }
`);

export function ProjectHeader({
  snapsheet,
  dealerCode,
  projectId,
  dealerMode,
  actions,
}: {
  snapsheet: ProjectHeader_SnapsheetFragment | null | undefined;
  dealerCode: string;
  projectId: string;
  dealerMode: boolean;
  actions?: ReactNode;
}) {
  const paths = snapsheetPaths(dealerCode, projectId);
  const { dashboard } = useDealerMode(dealerCode, projectId);
  const colors = snapsheet?.colors ?? [];
  return (
    <header className="project-header">
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
            {snapsheet ? (
              <>
                {snapsheet.title !== snapsheet.teamName ? (
                  <p className="project-header__eyebrow">{snapsheet.title}</p>
                ) : null}
                <h1 className="project-header__team">{snapsheet.teamName}</h1>
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
        <nav className="project-nav" aria-label="Project">
          <NavLink to={paths.home} end className="project-nav__link">
            Snapsheet
          </NavLink>
          <NavLink to={paths.locker} className="project-nav__link">
            Locker
          </NavLink>
          <NavLink to={paths.roster} className="project-nav__link">
            Roster
          </NavLink>
        </nav>
        {actions ? <div className="project-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
