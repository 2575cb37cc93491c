import { graphql } from '../../gql';
import type { RepRow_RepFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { IconEdit, IconTrash } from '../../ui/icons';

export const RepRow_rep = graphql(`
  fragment RepRow_rep on Rep {
    id
    name
    email
    phone
    fromProject
  }
`);

/**
 * One rep in the list (D4): name, email, phone and actions; a card on phones. A rep read from
 * the dealer's projects (`fromProject`) is shown without actions: it is not in the list.
 */
export function RepRow({
  rep,
  onEdit,
  onRemove,
}: {
  rep: RepRow_RepFragment;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <tr>
      <td>
        <div className="cell-title">{rep.name}</div>
      </td>
      <td data-label="Email">
        {rep.email ? <a href={`mailto:${rep.email}`}>{rep.email}</a> : <span className="muted">—</span>}
      </td>
      <td data-label="Phone">
        {rep.phone ? (
          <a href={`tel:${rep.phone.replace(/[^\d+]/g, '')}`}>{rep.phone}</a>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td>
        {rep.fromProject ? (
          <span className="badge">Named on a project</span>
        ) : (
          <div className="row-actions">
            <Button
              size="sm"
              variant="ghost"
              icon={<IconEdit size={14} />}
              onClick={onEdit}
              aria-label={`Edit ${rep.name}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              icon={<IconTrash size={14} />}
              onClick={onRemove}
              aria-label={`Remove ${rep.name}`}
            >
              Remove
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
