import { graphql } from '../../gql';
import type { CustomerRow_CustomerFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { IconArchive, IconEdit } from '../../ui/icons';
import { SwatchRow } from '../../ui/Swatch';
import { customerTypeLabel } from './customer-form';
import '../logos/LogoThumb';

export const CustomerRow_customer = graphql(`
  fragment CustomerRow_customer on Customer {
    id
    name
    type
    status
    createdAt
    rep {
      id
      name
    }
    colors {
      id
      name
      hex
    }
    logos {
      ...LogoThumb_logo
    }
  }
`);

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** One customer in the list (D5): name, type, rep, colours, created date and actions. */
export function CustomerRow({
  customer,
  onEdit,
  onToggleArchived,
  busy,
}: {
  customer: CustomerRow_CustomerFragment;
  onEdit: () => void;
  onToggleArchived: () => void;
  busy: boolean;
}) {
  const archived = customer.status === 'ARCHIVED';
  const firstLogo = customer.logos.find((l) => l.kind === 'IMAGE');
  return (
    <tr>
      <td>
        <div className="cell-title customer-cell">
          {firstLogo ? <img className="customer-cell__logo" src={firstLogo.url} alt="" loading="lazy" /> : null}
          <span>{customer.name}</span>
        </div>
        {customer.logos.length ? (
          <div className="muted customer-cell__count">
            {customer.logos.length} logo{customer.logos.length === 1 ? '' : 's'}
          </div>
        ) : null}
      </td>
      <td data-label="Type">{customerTypeLabel(customer.type)}</td>
      <td data-label="Rep">{customer.rep?.name ?? <span className="muted">House account</span>}</td>
      <td data-label="Colours">
        <SwatchRow colors={customer.colors} />
      </td>
      <td data-label="Created" className="muted">
        {dateFormat.format(new Date(customer.createdAt))}
      </td>
      <td>
        <div className="row-actions">
          <Button
            size="sm"
            variant="ghost"
            icon={<IconEdit size={14} />}
            onClick={onEdit}
            aria-label={`Edit ${customer.name}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={<IconArchive size={14} />}
            onClick={onToggleArchived}
            loading={busy}
            aria-label={`${archived ? 'Unarchive' : 'Archive'} ${customer.name}`}
          >
            {archived ? 'Unarchive' : 'Archive'}
          </Button>
        </div>
      </td>
    </tr>
  );
}
