/**
 * Where a store stands and what its dealer can do next: schedule it (it opens by itself at its
 * opening), open it now, cancel it, and move the closes of a scheduled or open store. The
 * gateway refuses a step the state does not allow (CONFLICT) or a date missing (the field).
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Store_DealerFragment } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import {
  CancelStoreDocument,
  MoveStoreClosesDocument,
  OpenStoreDocument,
  ScheduleStoreDocument,
} from './dealer-store-documents';
import { fromZonedInput, toZonedInput } from './store-time';

const FIELD_WORDS: Record<string, string> = {
  opensAt: 'the opening',
  hardCloseAt: 'the hard close',
  advertisedCloseAt: 'the advertised close',
  items: 'the items',
};

/** A refusal as one sentence naming the field: 'Set the opening: ...'. */
function refusal(e: unknown, fallback: string): string {
  const [field, message] = Object.entries(fieldErrors(e))[0] ?? [];
  if (field && message) return `${FIELD_WORDS[field] ? `${FIELD_WORDS[field]}: ` : ''}${message}`;
  return errorMessage(e, fallback);
}

export function StoreStateActions({ store }: { store: Store_DealerFragment }) {
  const [schedule, scheduling] = useMutation(ScheduleStoreDocument);
  const [open, opening] = useMutation(OpenStoreDocument);
  const [cancel, cancelling] = useMutation(CancelStoreDocument);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [moving, setMoving] = useState(false);
  const variables = { storeId: store.id };
  const run = (action: Promise<unknown>, done: string, failed: string) =>
    void action.then(() => toast.success(done)).catch((e: unknown) => toast.error(refusal(e, failed)));
  const canStart = store.state === 'DRAFT' || store.state === 'SCHEDULED';
  return (
    <div className="store-actions row">
      {store.state === 'DRAFT' ? (
        <Button
          loading={scheduling.loading}
          onClick={() => run(schedule({ variables }), 'Store scheduled', 'The store could not be scheduled')}
        >
          Schedule
        </Button>
      ) : null}
      {canStart ? (
        <Button
          variant="primary"
          loading={opening.loading}
          onClick={() => run(open({ variables }), 'Store open', 'The store could not be opened')}
        >
          Open now
        </Button>
      ) : null}
      {store.state === 'SCHEDULED' || store.state === 'OPEN' ? (
        <Button onClick={() => setMoving(true)}>Move closes</Button>
      ) : null}
      {canStart || store.state === 'OPEN' ? (
        <Button variant="danger" onClick={() => setConfirmCancel(true)}>
          Cancel store
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this store?"
        confirmLabel="Cancel store"
        busy={cancelling.loading}
        onConfirm={() =>
          void cancel({ variables })
            .then(() => {
              toast.success('Store cancelled');
              setConfirmCancel(false);
            })
            .catch((e: unknown) => toast.error(refusal(e, 'The store could not be cancelled')))
        }
      >
        <p>Buyers can no longer open it or order. This cannot be undone.</p>
      </ConfirmDialog>
      {moving ? <MoveClosesDialog store={store} onClose={() => setMoving(false)} /> : null}
    </div>
  );
}

function MoveClosesDialog({ store, onClose }: { store: Store_DealerFragment; onClose: () => void }) {
  const [advertised, setAdvertised] = useState(toZonedInput(store.advertisedCloseAt, store.timezone));
  const [hard, setHard] = useState(toZonedInput(store.hardCloseAt, store.timezone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [move, moving] = useMutation(MoveStoreClosesDocument);
  const submit = () => {
    const advertisedCloseAt = fromZonedInput(advertised, store.timezone);
    const hardCloseAt = fromZonedInput(hard, store.timezone);
    const local: Record<string, string> = {};
    if (!advertisedCloseAt) local.advertisedCloseAt = 'Enter a date and time';
    if (!hardCloseAt) local.hardCloseAt = 'Enter a date and time';
    else if (advertisedCloseAt && hardCloseAt < advertisedCloseAt)
      local.hardCloseAt = 'The hard close is at or after the advertised close';
    setErrors(local);
    if (!advertisedCloseAt || !hardCloseAt || Object.keys(local).length) return;
    void move({ variables: { storeId: store.id, advertisedCloseAt, hardCloseAt } })
      .then(() => {
        toast.success('Closes moved');
        onClose();
      })
      .catch((e: unknown) => {
        const fields = fieldErrors(e);
        if (Object.keys(fields).length) setErrors(fields);
        else toast.error(errorMessage(e, 'The closes could not be moved'));
      });
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Move closes"
      description={`Times in ${store.timezone}`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="primary" loading={moving.loading} onClick={submit}>
            Move closes
          </Button>
        </>
      }
    >
      <TextField
        label="Advertised close"
        type="datetime-local"
        value={advertised}
        error={errors.advertisedCloseAt}
        onChange={(e) => setAdvertised(e.target.value)}
      />
      <TextField
        label="Hard close"
        type="datetime-local"
        value={hard}
        error={errors.hardCloseAt}
        onChange={(e) => setHard(e.target.value)}
      />
    </Dialog>
  );
}
