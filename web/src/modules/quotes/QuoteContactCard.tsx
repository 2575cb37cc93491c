/**
 * The quote's contact (D9): name, email, phone, the date the items are needed by, how long the
 * prices hold, the organisation, the project and the order made of it, and 'Reply by email'.
 */
import { Link } from 'react-router';
import type { QuoteDetail_QuoteFragment } from '../../gql/graphql';
import { projectPaths } from '../../lib/urls';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { IconMail } from '../../ui/icons';
import { SYNC_STATUS_BADGE, SYNC_STATUS_LABEL, formatIsoDay } from './quote-labels';

export function QuoteContactCard({ quote }: { quote: QuoteDetail_QuoteFragment }) {
  const subject = `Your quote request${quote.project ? ` for ${quote.project.title}` : ''}`;
  const mailto = `mailto:${encodeURIComponent(quote.contact.email)}?subject=${encodeURIComponent(subject)}`;
  return (
    <Card>
      <h2 className="card__title">Contact</h2>
      <dl className="quote-meta">
        <div>
          <dt>Name</dt>
          <dd>{quote.contact.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{quote.contact.email}</dd>
        </div>
        {quote.contact.phone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${quote.contact.phone}`}>{quote.contact.phone}</a>
            </dd>
          </div>
        ) : null}
        {quote.inHandDate ? (
          <div>
            <dt>Needed by</dt>
            <dd data-testid="quote-in-hand">{formatIsoDay(quote.inHandDate)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Prices hold until</dt>
          <dd data-testid="quote-valid-until">{formatIsoDay(quote.validUntil)}</dd>
        </div>
        {quote.contact.organization ? (
          <div>
            <dt>Organization</dt>
            <dd>{quote.contact.organization}</dd>
          </div>
        ) : null}
        {quote.project ? (
          <div>
            <dt>Project</dt>
            <dd>
              <Link to={projectPaths(quote.project.type, quote.project.dealerCode, quote.project.id).home}>
                {quote.project.title}
              </Link>
            </dd>
          </div>
        ) : null}
        {quote.order ? (
          <div>
            <dt>Order</dt>
            <dd>
              <Link to={`/dashboard/orders/${quote.order.id}`}>{quote.order.number}</Link>{' '}
              <span className={SYNC_STATUS_BADGE[quote.order.syncStatus]}>
                {SYNC_STATUS_LABEL[quote.order.syncStatus]}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
      <Button variant="secondary" className="btn--block quote-reply" asChild>
        <a href={mailto}>
          <IconMail size={16} />
          Reply by email
        </a>
      </Button>
    </Card>
  );
}
