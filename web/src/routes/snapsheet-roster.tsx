/**
 * The roster of a snapsheet's locker (L2): every item's size lines, read-only; says so when the
 * locker is locked (section 4: a quote was requested).
 */
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { graphql } from '../gql';
import { isSessionFor } from '../lib/session';
import { snapsheetPaths } from '../lib/urls';
import { useSession } from '../lib/use-session';
import { LockedNote, isLockedProject } from '../modules/locker/LockedNote';
import { ProjectHeader } from '../modules/project/ProjectHeader';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconList } from '../ui/icons';
import { Skeleton } from '../ui/Skeleton';
import '../styles/project.css';
import '../styles/locker.css';

const SnapsheetRosterDocument = graphql(`
  query SnapsheetRoster($dealerCode: String!, $id: ID!) {
    snapsheet(dealerCode: $dealerCode, id: $id) {
      id
      ...ProjectHeader_snapsheet
      status
      locker {
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
    }
  }
`);

export function Component() {
  const { dealerCode = '', projectId = '' } = useParams();
  const session = useSession();
  const dealerMode = isSessionFor(session, dealerCode);
  const paths = snapsheetPaths(dealerCode, projectId);
  const { data, error, refetch } = useQuery(SnapsheetRosterDocument, {
    variables: { dealerCode, id: projectId },
    fetchPolicy: 'cache-and-network',
  });
  const snapsheet = data?.snapsheet;
  const items = snapsheet?.locker?.items ?? [];
  const rows = items.flatMap((item) => item.sizeLines.map((line, i) => ({ item, line, key: `${item.id}-${i}` })));

  return (
    <div className="project">
      <ProjectHeader snapsheet={snapsheet} dealerCode={dealerCode} projectId={projectId} dealerMode={dealerMode} />
      <main className="project__main">
        <div className="page-header">
          <div className="page-header__text">
            <h1>Roster</h1>
            <p className="page-header__description">Players and sizes of every item in the locker.</p>
          </div>
        </div>
        {snapsheet && isLockedProject(snapsheet.status, snapsheet.locker?.locked) ? (
          <LockedNote status={snapsheet.status} />
        ) : null}
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
            <div className="table-wrap">
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
                  {rows.map(({ item, line, key }) => (
                    <tr key={key}>
                      <td>
                        <div className="cell-title">{item.product.name}</div>
                        <div className="cell-sub mono">{item.product.styleId}</div>
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
                    <td className="num">{snapsheet?.locker?.quantity ?? 0}</td>
                    <td colSpan={3} />
                  </tr>
                </tfoot>
              </table>
            </div>
          </Card>
        )}
      </main>
    </div>
  );
}
