/**
 * My Snapsheets (D7), basic: the dealer's snapsheets gathered from their customers' projects
 * (the schema has no project list query yet), newest first, with a search.
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../gql';
import { snapsheetPaths } from '../lib/urls';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { TextInput } from '../ui/Field';
import { IconFile, IconPlus, IconSearch } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';

const MySnapsheetsDocument = graphql(`
  query MySnapsheets {
    customers(first: 100) {
      nodes {
        id
        name
        projects {
          id
          title
          teamName
          status
          updatedAt
          dealerCode
          colors {
            id
            name
            hex
          }
        }
      }
    }
  }
`);

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function Component() {
  const { data, loading, error, refetch } = useQuery(MySnapsheetsDocument, { fetchPolicy: 'cache-and-network' });
  const [search, setSearch] = useState('');
  const q = search.trim().toLowerCase();

  const seen = new Set<string>();
  const projects = (data?.customers.nodes ?? [])
    .flatMap((c) => c.projects.map((p) => ({ ...p, customerName: c.name })))
    .filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)))
    .filter((p) => !q || `${p.title} ${p.teamName} ${p.customerName}`.toLowerCase().includes(q))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

  const createButton = (
    <Button variant="primary" asChild>
      <Link to="/dashboard/create_project/snapsheet">
        <IconPlus size={16} />
        Create Snapsheet
      </Link>
    </Button>
  );

  return (
    <>
      <PageHeader title="My Snapsheets" description="Snapsheets you built for your customers." actions={createButton} />
      <Card padded={false}>
        <div className="toolbar">
          <div className="input-with-icon toolbar__search">
            <IconSearch />
            <TextInput
              type="search"
              aria-label="Search snapsheets"
              placeholder="Search snapsheets"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        {error && !data ? (
          <ErrorState title="Could not load your snapsheets" onRetry={() => void refetch()} />
        ) : loading && !data ? (
          <div className="project-grid">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={96} />
            ))}
          </div>
        ) : projects.length === 0 ? (
          <EmptyState
            icon={<IconFile size={22} />}
            title={q ? 'No snapsheets match your search' : 'No snapsheets yet'}
            action={q ? undefined : createButton}
          >
            {q ? null : 'Create a snapsheet for one of your customers.'}
          </EmptyState>
        ) : (
          <ul className="project-grid" style={{ listStyle: 'none', margin: 0 }}>
            {projects.map((p) => (
              <li key={p.id}>
                <Link to={snapsheetPaths(p.dealerCode, p.id).home} className="project-card">
                  <span className="project-card__band" aria-hidden="true">
                    {p.colors.map((c, i) => (
                      <span key={`${c.id}-${i}`} style={{ background: c.hex }} />
                    ))}
                  </span>
                  <span className="project-card__title">{p.teamName}</span>
                  <span className="muted" style={{ fontSize: 13 }}>
                    {p.title} · {p.customerName}
                  </span>
                  <span className="project-card__meta">
                    <span className="badge">{p.status.toLowerCase()}</span>
                    Updated {dateFormat.format(new Date(p.updatedAt))}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
