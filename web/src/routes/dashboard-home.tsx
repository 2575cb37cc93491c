/**
 * Get Started (D1): shortcuts (Create Playbook, Create Snapsheet, the showroom: its set-up, or
 * the showroom once published) and counts of the dealer's playbooks, snapsheets, customers and
 * quote requests, as cards linking to their lists; the latest five quotes and orders.
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
        store {
          id
          name
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
        <LatestCard
          id="latest-quotes"
          title="Latest quotes"
          empty="No quote requests yet: they come from the lockers of what you share."
          items={(data?.quotes.nodes ?? []).map((q) => ({
            id: q.id,
            to: `/dashboard/quotes/${q.id}`,
            who: q.contact.name,
            isNew: !q.read,
            details: [q.project?.title, dateFormat.format(new Date(q.createdAt)), QUOTE_STATUS_LABEL[q.status]],
            totalCents: q.totalCents,
          }))}
        />
        <LatestCard
          id="latest-orders"
          title="Latest orders"
          empty="No orders yet: convert an approved quote to make one."
          items={(data?.orders.nodes ?? []).map((o) => ({
            id: o.id,
            to: `/dashboard/orders/${o.id}`,
            who: o.number,
            isNew: false,
            details: [
              o.quote?.contact.name ?? o.store?.name ?? '',
              dateFormat.format(new Date(o.createdAt)),
              SYNC_STATUS_LABEL[o.syncStatus],
            ],
            totalCents: o.totalCents,
          }))}
        />
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

/** One line of a latest list: who, what it is about, its total; it opens its page. */
interface LatestItem {
  id: string;
  to: string;
  who: string;
  isNew: boolean;
  details: (string | null | undefined)[];
  totalCents: number;
}

/** The latest quotes or orders: a card of links, or where they will come from. */
function LatestCard({ id, title, empty, items }: { id: string; title: string; empty: string; items: LatestItem[] }) {
  return (
    <section className="latest__card" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {items.length ? (
        <ul className="latest__list">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={item.to} className="latest__item">
                <span className="latest__who">
                  {item.who}
                  {item.isNew ? <span className="badge badge--accent">New</span> : null}
                </span>
                <span className="latest__sub">{item.details.filter(Boolean).join(' · ')}</span>
                <span className="latest__amount tabular">{formatCents(item.totalCents)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="latest__empty">{empty}</p>
      )}
    </section>
  );
}
