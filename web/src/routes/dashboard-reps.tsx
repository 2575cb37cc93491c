/**
 * Reps (D4): list (a table, cards on phones), add, edit and remove with confirmation.
 * Toasts '{name} added successfully.', '{name} edited successfully.', '{name} removed'; a
 * refused removal shows the server's message (e.g. 'This rep is assigned to 2 customers').
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../gql';
import type { RepRow_RepFragment } from '../gql/graphql';
import { errorMessage } from '../lib/errors';
import { RepDialog } from '../modules/reps/RepDialog';
import { repRemovedMessage } from '../modules/reps/rep-form';
import { RepRow } from '../modules/reps/RepRow';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconPlus, IconUsers } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import { TableScroll } from '../ui/TableScroll';

export const RepsDocument = graphql(`
  query Reps {
    me {
      id
      reps {
        ...RepRow_rep
      }
    }
  }
`);

const RemoveRepDocument = graphql(`
  mutation RemoveRep($id: ID!) {
    removeRep(id: $id)
  }
`);

export function Component() {
  const { data, error, refetch } = useQuery(RepsDocument, { fetchPolicy: 'cache-and-network' });
  const [removeRep, { loading: removing }] = useMutation(RemoveRepDocument);
  const [dialog, setDialog] = useState<{ open: boolean; rep: RepRow_RepFragment | null }>({ open: false, rep: null });
  const [confirming, setConfirming] = useState<RepRow_RepFragment | null>(null);
  const reps = data?.me?.reps;
  /** D4: with no reps of its own the dealer sees the reps its projects name. */
  const fromProjects = !!reps?.length && reps.every((r) => r.fromProject);

  const openAdd = () => setDialog({ open: true, rep: null });

  const confirmRemove = async () => {
    const rep = confirming;
    if (!rep) return;
    try {
      await removeRep({ variables: { id: rep.id } });
      toast.success(repRemovedMessage(rep.name));
      await refetch();
    } catch (e) {
      // Section 8: a failed removal shows the server's message as an error toast.
      toast.error(errorMessage(e, 'An error has occurred'));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Reps"
        description="The sales reps you assign to customers and projects."
        actions={
          <Button variant="primary" icon={<IconPlus size={16} />} onClick={openAdd}>
            Add rep
          </Button>
        }
      />
      <Card padded={false}>
        {error && !reps ? (
          <ErrorState title="Could not load reps" onRetry={() => void refetch()} />
        ) : !reps ? (
          <div style={{ padding: 16, display: 'grid', gap: 14 }} aria-busy="true" aria-label="Loading reps">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} style={{ display: 'grid', gridTemplateColumns: '2fr 2fr 1fr', gap: 16 }}>
                <Skeleton height={14} />
                <Skeleton height={14} />
                <Skeleton height={14} />
              </div>
            ))}
          </div>
        ) : reps.length === 0 ? (
          <EmptyState
            icon={<IconUsers size={22} />}
            title="No reps yet"
            action={
              <Button variant="primary" icon={<IconPlus size={16} />} onClick={openAdd}>
                Add rep
              </Button>
            }
          >
            Add the people who sell for you, then assign them to customers.
          </EmptyState>
        ) : (
          <>
            {fromProjects ? (
              <p className="card-note" role="note">
                You have no reps yet. These are the reps named on your projects; add a rep to manage your own list.
              </p>
            ) : null}
            <TableScroll label="Reps">
              <table className="table table--cards" aria-label="Reps">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Phone</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {reps.map((rep) => (
                    <RepRow
                      key={rep.id}
                      rep={rep}
                      onEdit={() => setDialog({ open: true, rep })}
                      onRemove={() => setConfirming(rep)}
                    />
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        )}
      </Card>
      <RepDialog
        open={dialog.open}
        rep={dialog.rep}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        onSaved={() => void refetch()}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Remove rep"
        confirmLabel="Remove rep"
        busy={removing}
        onConfirm={() => void confirmRemove()}
      >
        Remove <strong>{confirming?.name}</strong>? Customers assigned to this rep must be reassigned first.
      </ConfirmDialog>
    </>
  );
}
