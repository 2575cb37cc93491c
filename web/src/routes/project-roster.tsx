/**
 * The roster of a project's locker, snapsheet or playbook (L2; the route sets the type, P1):
 * every item's size lines, read-only; says so when the locker is locked (section 4: a quote of it is pending). In dealer mode, the size lines of every
 * locker of the project, each with its locker's code (L1).
 */
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../gql';
import { useDealerMode } from '../lib/use-session';
import { LockedNote, lockReason } from '../modules/locker/LockedNote';
import { ProjectHeader } from '../modules/project/ProjectHeader';
import { useProjectRoute } from '../modules/project/use-project-route';
import { typeNouns } from '../modules/projects-list/project-status';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconList } from '../ui/icons';
import { Skeleton } from '../ui/Skeleton';
import '../styles/project.css';
import '../styles/locker.css';
import { MAIN_ID } from '../ui/focus';
import { TableScroll } from '../ui/TableScroll';

export const SnapsheetRoster_locker = graphql(`
  fragment SnapsheetRoster_locker on Locker {
    code
    locked
    quantity
    items {
      id
      product {
        styleId
        name
      }
      sizeLines {
        size
        quantity
        playerName
        playerNumber
        skuSuffix
      }
    }
  }
`);

export const RosterPage_project = graphql(`
  fragment RosterPage_project on Project {
    id
    ...ProjectHeader_project
    status
    locker {
      ...SnapsheetRoster_locker
    }
    lockers {
      ...SnapsheetRoster_locker
    }
  }
`);

const ProjectRosterDocument = graphql(`
  query ProjectRoster($dealerCode: String!, $id: ID!, $playbook: Boolean!) {
    snapsheet(dealerCode: $dealerCode, id: $id) @skip(if: $playbook) {
      ...RosterPage_project
    }
    playbook(dealerCode: $dealerCode, id: $id) @include(if: $playbook) {
      ...RosterPage_project
    }
  }
`);

export function Component() {
  const { type, isPlaybook, dealerCode, projectId, paths } = useProjectRoute();
  const { dealerMode } = useDealerMode(dealerCode, projectId);
  const { data, error, refetch } = useQuery(ProjectRosterDocument, {
    variables: { dealerCode, id: projectId, playbook: isPlaybook },
    fetchPolicy: 'cache-and-network',
  });
  const project = data?.snapsheet ?? data?.playbook;
  // A visitor's roster is their own locker's; the dealer's, every locker's (L1).
  const lockers = (dealerMode ? project?.lockers : project?.locker ? [project.locker] : []) ?? [];
  const locked = project && !dealerMode ? lockReason(project.status, project.locker?.locked) : null;
  const rows = lockers.flatMap((locker) =>
    locker.items.flatMap((item) =>
      item.sizeLines.map((line, i) => ({ locker: locker.code, item, line, key: `${item.id}-${i}` })),
    ),
  );
  const garments = lockers.reduce((n, l) => n + l.quantity, 0);

  return (
    <div className="project">
      <ProjectHeader project={project} dealerCode={dealerCode} projectId={projectId} dealerMode={dealerMode} />
      <main id={MAIN_ID} className="project__main">
        <div className="page-header">
          <div className="page-header__text">
            <h1>Roster</h1>
            <p className="page-header__description">
              {dealerMode
                ? `Players and sizes of every item in every locker of this ${typeNouns(type).one}.`
                : 'Players and sizes of every item in the locker.'}
            </p>
          </div>
        </div>
        {locked ? <LockedNote reason={locked} /> : null}
        {error && !data ? (
          <ErrorState title="Could not load the roster" onRetry={() => void refetch()} />
        ) : !data ? (
          <Skeleton height={240} />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<IconList size={22} />}
            title="No roster yet"
            action={
              <Button asChild>
                <Link to={paths.home}>Browse products</Link>
              </Button>
            }
          >
            Add products to the locker with their sizes and players first.
          </EmptyState>
        ) : (
          <Card padded={false}>
            <TableScroll label="Roster">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Size</th>
                    <th scope="col" className="num">
                      Qty
                    </th>
                    <th scope="col">Player name</th>
                    <th scope="col">Player number</th>
                    <th scope="col">SKU</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ locker, item, line, key }) => (
                    <tr key={key}>
                      <td>
                        <div className="cell-title">{item.product.name}</div>
                        <div className="cell-sub mono">{item.product.styleId}</div>
                        {dealerMode ? (
                          <div className="cell-sub">
                            Locker <span className="mono">{locker}</span>
                          </div>
                        ) : null}
                      </td>
                      <td>{line.size}</td>
                      <td className="num">{line.quantity}</td>
                      <td>{line.playerName ?? <span className="muted">—</span>}</td>
                      <td>{line.playerNumber ?? <span className="muted">—</span>}</td>
                      <td className="mono">
                        {item.product.styleId}-{line.skuSuffix}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <td colSpan={2}>Total garments</td>
                    <td className="num">{garments}</td>
                    <td colSpan={3} />
                  </tr>
                </tfoot>
              </table>
            </TableScroll>
          </Card>
        )}
      </main>
    </div>
  );
}
