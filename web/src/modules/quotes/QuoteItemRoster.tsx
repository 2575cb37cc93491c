/**
 * The dealer changes the roster of a quoted locker item from the quote (sizes, quantities,
 * player names and numbers), with the roster editor of the roster page: the item's locker is
 * read by its code, and the change is saved on the item itself (`updateLockerItem`, which only
 * the dealer of the open quote passes on the locked locker). A changed roster makes the item's
 * proof due again, and the next version says "roster" changed.
 */
import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { RosterItem } from '../roster/RosterItem';

const QuoteItemRosterDocument = graphql(`
  query QuoteItemRoster($code: String!) {
    locker(code: $code) {
      code
      items {
        id
        ...RosterItem_item
      }
    }
  }
`);

/** The locker's code of a locker item id (`<lockerCode>.<n>`). */
export const lockerCodeOfItem = (lockerItemId: string): string => lockerItemId.slice(0, lockerItemId.indexOf('.'));

function RosterOfItem({
  lockerItemId,
  teamName,
  onChanged,
}: {
  lockerItemId: string;
  teamName: string;
  onChanged: () => void;
}) {
  const code = lockerCodeOfItem(lockerItemId);
  const { data, loading, error, refetch } = useQuery(QuoteItemRosterDocument, {
    variables: { code },
    fetchPolicy: 'network-only',
  });
  const item = data?.locker?.items.find((i) => i.id === lockerItemId);
  if (error && !data) return <ErrorState title="Could not load the roster" onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={160} />;
  if (!item) return <p className="muted">This item is no longer in the locker.</p>;
  return (
    <RosterItem
      item={item}
      lockerCode={code}
      teamName={teamName}
      editable
      startEditing
      onChanged={() => {
        void refetch();
        onChanged();
      }}
    />
  );
}

/** "Edit roster" of one quoted item, and its dialog with the roster editor. */
export function QuoteItemRoster({
  lockerItemId,
  productName,
  teamName,
  onChanged,
}: {
  lockerItemId: string;
  productName: string;
  /** What the roster's CSV export is named after. */
  teamName: string;
  /** Called after the roster changed (the quote reloads: the item's proof is due again). */
  onChanged: () => void;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        size="sm"
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={`Edit the roster of ${productName}`}
      >
        Edit roster
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Roster of ${productName}`}
        description="Sizes, quantities, player names and numbers. A change makes the next proof version, which says the roster changed."
        size="lg"
        returnFocus={opener}
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            Done
          </Button>
        }
      >
        {open ? <RosterOfItem lockerItemId={lockerItemId} teamName={teamName} onChanged={onChanged} /> : null}
      </Dialog>
    </>
  );
}
