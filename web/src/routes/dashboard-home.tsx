/**
 * Get Started (D1): shortcuts (Create Playbook, Create Snapsheet, the showroom: its set-up, or
 * the showroom once published) and counts of the dealer's playbooks, snapsheets, customers and
 * quote requests, as cards linking to their lists; the latest five quotes and orders (issue 19).
 * A dealer without a company name or email is asked for them first.
 */
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql } from '../gql';
import { CompanyInfoForm } from '../modules/dashboard/CompanyInfoForm';
import { showroomShortcut } from '../modules/dashboard/showroom-shortcut';
import { QUOTE_STATUS_LABEL, SYNC_STATUS_LABEL, dateFormat } from '../modules/quotes/quote-labels';
import { formatCents } from '../lib/money';
import { ErrorState } from '../ui/ErrorState';
import { IconBook, IconFile, IconMail, IconPlus, IconShirt, IconUsers } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import '../modules/dashboard/get-started.css';

const GetStartedDocument = graphql(`
  query GetStarted {
    me {
      id
      code
      name
      email
      phone
    }
    myShowroom {
      id
      dealerCode
      visibility
    }
    dashboardStats {
      playbooks
      snapsheets
      customers
      openQuotes
    }
    quotes(first: 5) {
      nodes {
        id
        status
        read
        createdAt
        totalCents
        contact {
          name
        }
        project {
          id
          title
        }
      }
    }
    orders(first: 5) {
      nodes {
        id
        number
        createdAt
        totalCents
        syncStatus
        quote {
          id
          contact {
            name
          }
        }
      }
    }
  }
`);

export function Component() {
  const { data, loading, error, refetch } = useQuery(GetStartedDocument, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;

  if (error && !data) {
    return <ErrorState title="Could not load your dashboard" onRetry={() => void refetch()} />;
  }
  if (loading && !me) {
    return (
      <div aria-busy="true" aria-label="Loading your dashboard">
        <Skeleton width={280} height={32} style={{ marginBottom: 24 }} />
        <div className="shortcuts">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={92} radius={12} />
          ))}
        </div>
        <div className="stats">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={96} radius={12} />
          ))}
        </div>
      </div>
    );
  }
  if (me && (!me.name || !me.email)) {
    return (
      <>
        <PageHeader title="Get Started" description="One more step before you build your first project." />
        <CompanyInfoForm dealer={me} />
      </>
    );
  }

  const stats = data?.dashboardStats;
  return (
    <>
      <PageHeader
        title={me?.name ? `Welcome, ${me.name}` : 'Get Started'}
        description="Build playbooks and snapsheets for your customers, share them and collect quote requests."
      />
      <h2 className="section-title">Shortcuts</h2>
      <div className="shortcuts">
        <Shortcut
          to="/dashboard/create_project/playbook"
          icon={<IconBook size={20} />}
          title="Create Playbook"
          text="A full catalogue by sport in your customer's colours."
        />
        <Shortcut
          to="/dashboard/create_project/snapsheet"
          icon={<IconPlus size={20} />}
          title="Create Snapsheet"
          text="Three products a page, your team colours and prices."
        />
        <Shortcut {...showroomShortcut(data?.myShowroom ?? null)} icon={<IconShirt size={20} />} />
      </div>
      <h2 className="section-title">Overview</h2>
      <ul className="stats stats--links" aria-label="Overview">
        <StatCard to="/dashboard/projects/playbook" label="Playbooks" value={stats?.playbooks} icon={<IconBook />} />
        <StatCard to="/dashboard/projects/snapsheet" label="Snapsheets" value={stats?.snapsheets} icon={<IconFile />} />
        <StatCard to="/dashboard/customers" label="Customers" value={stats?.customers} icon={<IconUsers />} />
        <StatCard to="/dashboard/quotes" label="Open quotes" value={stats?.openQuotes} icon={<IconMail />} />
      </ul>
      <div className="latest">
        <section className="latest__card" aria-labelledby="latest-quotes" data-testid="latest-quotes">
          <h2 id="latest-quotes" className="section-title">
            Latest quotes
          </h2>
          {data?.quotes.nodes.length ? (
            <ul className="latest__list">
              {data.quotes.nodes.map((q) => (
                <li key={q.id}>
                  <Link to={`/dashboard/quotes/${q.id}`} className="latest__item">
                    <span className="latest__who">
                      {q.contact.name}
                      {q.read ? null : <span className="badge badge--accent">New</span>}
                    </span>
                    <span className="latest__sub">
                      {[q.project?.title, dateFormat.format(new Date(q.createdAt)), QUOTE_STATUS_LABEL[q.status]]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    <span className="latest__amount tabular">{formatCents(q.totalCents)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="latest__empty">No quote requests yet: they come from the lockers of what you share.</p>
          )}
        </section>
        <section className="latest__card" aria-labelledby="latest-orders" data-testid="latest-orders">
          <h2 id="latest-orders" className="section-title">
            Latest orders
          </h2>
          {data?.orders.nodes.length ? (
            <ul className="latest__list">
              {data.orders.nodes.map((o) => (
                <li key={o.id}>
                  <Link to={`/dashboard/orders/${o.id}`} className="latest__item">
                    <span className="latest__who">{o.number}</span>
                    <span className="latest__sub">
                      {[o.quote.contact.name, dateFormat.format(new Date(o.createdAt)), SYNC_STATUS_LABEL[o.syncStatus]]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    <span className="latest__amount tabular">{formatCents(o.totalCents)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="latest__empty">No orders yet: convert an approved quote to make one.</p>
          )}
        </section>
      </div>
    </>
  );
}

function Shortcut({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link to={to} className="shortcut">
      <span className="shortcut__icon">{icon}</span>
      <span>
        <span className="shortcut__title">{title}</span>
        <p className="shortcut__text">{text}</p>
      </span>
    </Link>
  );
}

/** A count card linking to its list (a skeleton until the count arrives). */
function StatCard({
  to,
  label,
  value,
  icon,
}: {
  to: string;
  label: string;
  value: number | undefined;
  icon: ReactNode;
}) {
  return (
    <li>
      <Link to={to} className="stat stat--link" aria-label={value === undefined ? label : `${label}: ${value}`}>
        <span className="stat__label">
          <span className="stat__icon" aria-hidden="true">
            {icon}
          </span>
          {label}
        </span>
        <span className="stat__value">{value === undefined ? <Skeleton width={48} height={28} /> : value}</span>
      </Link>
    </li>
  );
}
