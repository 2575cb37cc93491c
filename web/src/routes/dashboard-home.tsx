/**
 * Get Started (D1): shortcuts (Create Snapsheet, Customers) and counts. A dealer without a
 * company name or email is asked for them first.
 */
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../gql';
import { ErrorState } from '../ui/ErrorState';
import { IconAlert, IconFile, IconPlus, IconUsers } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';

const GetStartedDocument = graphql(`
  query GetStarted {
    me {
      id
      code
      name
      email
      customers(status: ACTIVE, first: 100) {
        totalCount
        nodes {
          id
          projects {
            id
          }
        }
      }
    }
    archived: customers(status: ARCHIVED, first: 1) {
      totalCount
    }
  }
`);

export function Component() {
  const { data, loading, error, refetch } = useQuery(GetStartedDocument, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;

  if (error && !data) {
    return <ErrorState title="Could not load your dashboard" onRetry={() => void refetch()} />;
  }

  const snapsheetCount = me?.customers.nodes.reduce((n, c) => n + c.projects.length, 0);
  const needsCompanyInfo = me ? !me.name || !me.email : false;

  return (
    <>
      <PageHeader
        title={me?.name ? `Welcome, ${me.name}` : 'Get Started'}
        description="Build snapsheets for your customers, share them and collect lockers."
      />
      {needsCompanyInfo ? (
        <div className="notice" role="status">
          <IconAlert size={20} />
          <div>
            <h2>Please provide your company information</h2>
            <p>
              Your company name and email appear on the projects you share. They are taken from your account on the
              brand&apos;s site{me?.email ? '' : '; your email is missing'}.
            </p>
          </div>
        </div>
      ) : null}
      <h2 className="section-title">Shortcuts</h2>
      <div className="shortcuts">
        <Link to="/dashboard/create_project/snapsheet" className="shortcut">
          <span className="shortcut__icon">
            <IconPlus size={20} />
          </span>
          <span>
            <span className="shortcut__title">Create Snapsheet</span>
            <p className="shortcut__text">Three products a page, your team colours and prices.</p>
          </span>
        </Link>
        <Link to="/dashboard/customers" className="shortcut">
          <span className="shortcut__icon">
            <IconUsers size={20} />
          </span>
          <span>
            <span className="shortcut__title">Customers</span>
            <p className="shortcut__text">Schools, teams and organizations with their colours.</p>
          </span>
        </Link>
        <Link to="/dashboard/projects/snapsheet" className="shortcut">
          <span className="shortcut__icon">
            <IconFile size={20} />
          </span>
          <span>
            <span className="shortcut__title">My Snapsheets</span>
            <p className="shortcut__text">Open, share and export what you built.</p>
          </span>
        </Link>
      </div>
      <h2 className="section-title">Overview</h2>
      <dl className="stats">
        <Stat label="Customers" value={me?.customers.totalCount} loading={loading && !me} />
        <Stat label="Snapsheets" value={snapsheetCount} loading={loading && !me} />
        <Stat label="Archived customers" value={data?.archived.totalCount} loading={loading && !data} />
      </dl>
    </>
  );
}

function Stat({ label, value, loading }: { label: string; value: number | undefined; loading: boolean }) {
  return (
    <div className="stat">
      <dt className="stat__label">{label}</dt>
      <dd className="stat__value" style={{ margin: 0 }}>
        {loading || value === undefined ? <Skeleton width={48} height={28} /> : value}
      </dd>
    </div>
  );
}
