/**
 * A store's contacts on the dealer's store page: the roster's contacts imported from a CSV or
 * XLSX file (columns player, group, email, phone; a file with a bad cell is refused whole and
 * each problem shown by row and column, as the roster import shows them), the players who have
 * not ordered yet, and the "not ordered yet" reminder (confirmed first; the toast tells how many
 * were emailed as the gateway counts them: 0 without an SMTP server or for unsubscribed
 * addresses).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { RosterIssue } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/use-session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FileButton } from '../../ui/FileButton';
import { TableScroll } from '../../ui/TableScroll';
import { issuesOf, ROSTER_FILE_ACCEPT, rosterFileInput, rosterFileProblem } from '../roster/roster-upload';
import {
  ImportStoreContactsDocument,
  RemindStoreContactsDocument,
  StoreContactsDocument,
} from './store-contacts-documents';

const COLUMN_LABEL: Record<string, string> = { player: 'Player', group: 'Group', email: 'Email', phone: 'Phone' };

/** Where a contacts file's issue is: `Row 4 · Email`. */
const placeOf = (i: Pick<RosterIssue, 'row' | 'column'>) =>
  i.column ? `Row ${i.row} · ${COLUMN_LABEL[i.column] ?? i.column}` : `Row ${i.row}`;

const people = (n: number) => `${n} ${n === 1 ? 'contact' : 'contacts'}`;

export function StoreContacts({ storeId }: { storeId: string }) {
  const session = useSession();
  const query = useQuery(StoreContactsDocument, {
    variables: { ref: { type: 'STORE', dealerCode: session?.dealerCode ?? '', id: storeId } },
    skip: !session,
  });
  const [importContacts, importing] = useMutation(ImportStoreContactsDocument);
  const [remind, reminding] = useMutation(RemindStoreContactsDocument);
  const [issues, setIssues] = useState<RosterIssue[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const store = query.data?.project && query.data.project.__typename === 'Store' ? query.data.project : null;
  if (!store) return null;
  const notOrdered = store.playersNotOrdered;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setIssues([]);
    const local = rosterFileProblem(file);
    setProblem(local);
    if (local) return;
    try {
      const r = await importContacts({ variables: { storeId, file: await rosterFileInput(file) } });
      const done = r.data?.importStoreContacts;
      if (!done) return;
      setIssues(done.issues.map((i) => ({ ...i, severity: 'WARNING' as const })));
      toast.success(
        `Imported ${people(done.contacts.length)}${done.emailed ? `; the opening emailed to ${people(done.emailed)}` : ''}`,
      );
      void query.refetch();
    } catch (err) {
      setIssues(issuesOf(err));
      setProblem(errorMessage(err, 'Could not import the contacts'));
    }
  };

  const onRemind = async () => {
    try {
      const r = await remind({ variables: { storeId } });
      const sent = r.data?.remindStoreContacts;
      setConfirming(false);
      if (sent) toast.success(`Reminder emailed to ${people(sent.emailed)} of ${people(sent.contacts)}`);
    } catch (err) {
      setConfirming(false);
      toast.error(errorMessage(err, 'Could not send the reminder'));
    }
  };

  return (
    <Card
      title="Contacts"
      className="store-contacts"
      actions={
        <FileButton
          id="store-contacts-file"
          label="Import contacts (a .csv or .xlsx file)"
          accept={ROSTER_FILE_ACCEPT}
          busy={importing.loading}
          onFile={(f) => void onFile(f)}
        >
          Import contacts
        </FileButton>
      }
    >
      <p className="muted">
        {store.contacts.length
          ? `${people(store.contacts.length)} imported. They get the opening, and reminders before the close until they order.`
          : 'Import the roster’s contacts (a .csv or .xlsx with columns player, group, email, phone) to email them the store.'}
      </p>
      {problem ? (
        <p role="alert" className="field-error">
          {problem}
        </p>
      ) : null}
      {issues.length ? (
        <ul className="store-contacts__issues" aria-label="Problems in the file">
          {issues.map((i) => (
            <li key={`${i.row}-${i.column ?? ''}`} className={i.severity === 'ERROR' ? 'field-error' : 'muted'}>
              <strong>{placeOf(i)}</strong>: {i.message}
            </li>
          ))}
        </ul>
      ) : null}
      <h3>Players who have not ordered ({notOrdered.length})</h3>
      {notOrdered.length ? (
        <TableScroll label="Players who have not ordered">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Group</th>
                <th scope="col">Email</th>
              </tr>
            </thead>
            <tbody>
              {notOrdered.map((c) => (
                <tr key={c.id}>
                  <td>{c.playerName}</td>
                  <td>{c.group ?? '—'}</td>
                  <td>{c.email}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p className="muted">{store.contacts.length ? 'Every player has ordered.' : 'No contacts yet.'}</p>
      )}
      <Button
        variant="secondary"
        disabled={store.state !== 'OPEN' || notOrdered.length === 0}
        onClick={() => setConfirming(true)}
      >
        Remind those who have not ordered
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remind those who have not ordered?"
        confirmLabel="Send the reminder"
        busy={reminding.loading}
        onConfirm={() => void onRemind()}
      >
        {`Emails ${people(notOrdered.length)} that the store is open and their player has not ordered. Once a day at most.`}
      </ConfirmDialog>
    </Card>
  );
}
