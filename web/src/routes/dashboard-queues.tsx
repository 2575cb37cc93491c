/**
 * Queues (P4): the dealer's school queue (new schools of published playbooks, for the schools
 * list) and team-travel queue (published playbooks without a school), newest first, each a
 * table with a link to the catalogue. Tables become cards on phones (390 px).
 */
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../gql';
import { dateFormat, dateTimeFormat } from '../modules/quotes/quote-labels';
import { QUEUE_STATUS_BADGE, QUEUE_STATUS_LABEL, catalogPath, placeOf } from '../modules/queues/queues';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconBook, IconList } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import { SwatchRow } from '../ui/Swatch';
import { TableScroll } from '../ui/TableScroll';

export const DashboardQueuesDocument = graphql(`
  query DashboardQueues {
    schoolQueue {
      id
      name
      mascot
      city
      state
      status
      createdAt
      colors {
        id
        name
        hex
      }
      project {
        id
        title
        dealerCode
      }
    }
    teamTravelQueue {
      id
      name
      sports
      status
      createdAt
      colors {
        id
        name
        hex
      }
      rep {
        id
        name
      }
      project {
        id
        title
        dealerCode
      }
    }
  }
`);

type Project = { id: string; title: string; dealerCode: string } | null | undefined;

function ProjectLink({ project }: { project: Project }) {
  if (!project) return <span className="muted">—</span>;
  return <Link to={catalogPath(project)}>{project.title}</Link>;
}

function Created({ at }: { at: string }) {
  return (
    <time dateTime={at} title={dateTimeFormat.format(new Date(at))}>
      {dateFormat.format(new Date(at))}
    </time>
  );
}

export function Component() {
  const { data, loading, error, refetch } = useQuery(DashboardQueuesDocument, { fetchPolicy: 'cache-and-network' });

  if (error && !data) {
    return (
      <>
        <PageHeader title="Queues" />
        <ErrorState title="Could not load the queues" onRetry={() => void refetch()} />
      </>
    );
  }
  const schools = data?.schoolQueue;
  const travel = data?.teamTravelQueue;

  return (
    <>
      <PageHeader
        title="Queues"
        description="Publishing a playbook adds it here: a new school goes to the school queue, a playbook without a school to the team-travel queue."
        actions={
          loading && data ? (
            <span className="muted" style={{ fontSize: 13 }}>
              Updating…
            </span>
          ) : null
        }
      />
      <div style={{ display: 'grid', gap: 'var(--space-5, 24px)' }}>
        <Card padded={false} aria-labelledby="school-queue-title">
          <div className="toolbar">
            <h2 className="card__title" id="school-queue-title">
              School queue
            </h2>
            {schools ? <span className="muted">{records(schools.length)}</span> : null}
          </div>
          {!schools ? (
            <TableSkeleton label="Loading the school queue" />
          ) : schools.length === 0 ? (
            <EmptyState icon={<IconBook size={22} />} title="No new schools">
              When you publish a playbook for a school that is not in the schools list, it shows up here.
            </EmptyState>
          ) : (
            <TableScroll label="School queue">
              <table className="table table--cards" data-testid="school-queue">
                <thead>
                  <tr>
                    <th scope="col">School</th>
                    <th scope="col">Mascot</th>
                    <th scope="col">City / State</th>
                    <th scope="col">Colours</th>
                    <th scope="col">Playbook</th>
                    <th scope="col">Status</th>
                    <th scope="col">Date</th>
                  </tr>
                </thead>
                <tbody>
                  {schools.map((r) => (
                    <tr key={r.id}>
                      <td>
                        <span className="cell-title">{r.name}</span>
                      </td>
                      <td data-label="Mascot">{r.mascot ?? <span className="muted">—</span>}</td>
                      <td data-label="City / State">{placeOf(r.city, r.state) ?? <span className="muted">—</span>}</td>
                      <td data-label="Colours">
                        <SwatchRow colors={r.colors} />
                      </td>
                      <td data-label="Playbook">
                        <ProjectLink project={r.project} />
                      </td>
                      <td data-label="Status">
                        <span className={QUEUE_STATUS_BADGE[r.status]}>{QUEUE_STATUS_LABEL[r.status]}</span>
                      </td>
                      <td data-label="Date" className="muted">
                        <Created at={r.createdAt} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </Card>
        <Card padded={false} aria-labelledby="team-travel-queue-title">
          <div className="toolbar">
            <h2 className="card__title" id="team-travel-queue-title">
              Team-travel queue
            </h2>
            {travel ? <span className="muted">{records(travel.length)}</span> : null}
          </div>
          {!travel ? (
            <TableSkeleton label="Loading the team-travel queue" />
          ) : travel.length === 0 ? (
            <EmptyState icon={<IconList size={22} />} title="No team-travel catalogues">
              When you publish a playbook without a school, it shows up here.
            </EmptyState>
          ) : (
            <TableScroll label="Team travel queue">
              <table className="table table--cards" data-testid="team-travel-queue">
                <thead>
                  <tr>
                    <th scope="col">Team</th>
                    <th scope="col">Sports</th>
                    <th scope="col">Colours</th>
                    <th scope="col">Rep</th>
                    <th scope="col">Playbook</th>
                    <th scope="col">Status</th>
                    <th scope="col">Date</th>
                  </tr>
                </thead>
                <tbody>
                  {travel.map((r) => (
                    <tr key={r.id}>
                      <td>
                        <span className="cell-title">{r.name}</span>
                      </td>
                      <td data-label="Sports">{r.sports.join(', ')}</td>
                      <td data-label="Colours">
                        <SwatchRow colors={r.colors} />
                      </td>
                      <td data-label="Rep">{r.rep?.name ?? <span className="muted">—</span>}</td>
                      <td data-label="Playbook">
                        <ProjectLink project={r.project} />
                      </td>
                      <td data-label="Status">
                        <span className={QUEUE_STATUS_BADGE[r.status]}>{QUEUE_STATUS_LABEL[r.status]}</span>
                      </td>
                      <td data-label="Date" className="muted">
                        <Created at={r.createdAt} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </Card>
      </div>
    </>
  );
}

/** '1 record', '3 records'. */
const records = (n: number) => `${n} ${n === 1 ? 'record' : 'records'}`;

function TableSkeleton({ label }: { label: string }) {
  return (
    <div style={{ padding: 16, display: 'grid', gap: 14 }} aria-busy="true" aria-label={label}>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} style={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr 1fr', gap: 16 }}>
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} />
        </div>
      ))}
    </div>
  );
}
