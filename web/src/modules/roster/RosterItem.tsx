/**
 * One locker item's roster (L2): its size lines (size, quantity, player name, number, SKU) and,
 * when the caller may change it, Edit (add, remove and change lines; saved with
 * `updateLockerItem`, the server's input errors shown on their row and field) and Import (a CSV
 * or XLSX file, see RosterImportDialog). Export CSV downloads the item's `rosterCsv`, named after
 * the team and the product. Generic over the project type: the route passes the team name and
 * whether the locker may be changed.
 */
import { TableScroll } from '../../ui/TableScroll';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { RosterItem_ItemFragment } from '../../gql/graphql';
import { downloadText, safeFileName } from '../../lib/download';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { IconDownload, IconEdit, IconUpload } from '../../ui/icons';
import { RosterImportDialog } from './RosterImportDialog';
import './roster.css';
import { RosterEditForm } from './RosterEditForm';

export const RosterItem_item = graphql(`
  fragment RosterItem_item on LockerItem {
    id
    quantity
    product {
      styleId
      name
      sizes
      baseSize
    }
    sizeLines {
      size
      quantity
      playerName
      playerNumber
      blank
      skuSuffix
    }
  }
`);

const RosterCsvDocument = graphql(`
  query RosterCsv($code: String!) {
    locker(code: $code) {
      code
      items {
        id
        rosterCsv
      }
    }
  }
`);

export function RosterItem({
  item,
  lockerCode,
  teamName,
  editable,
  startEditing = false,
  onChanged,
}: {
  item: RosterItem_ItemFragment;
  lockerCode: string;
  /** The team (or project) name the export is named after. */
  teamName: string;
  /** The caller may change this roster (their own, unlocked locker; the dealer of its open quote). */
  editable: boolean;
  /** Open with the lines in the editor (where the caller came to change them). */
  startEditing?: boolean;
  /** Called after the roster changed on the server (save, import, or a refusal: reload). */
  onChanged: () => void;
}) {
  const client = useApolloClient();
  const [editing, setEditing] = useState(startEditing);
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const titleId = `roster-item-${item.id}`;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data } = await client.query({
        query: RosterCsvDocument,
        variables: { code: lockerCode },
        fetchPolicy: 'network-only',
      });
      const csv = data?.locker?.items.find((i) => i.id === item.id)?.rosterCsv;
      if (csv == null) throw new Error('No roster');
      downloadText(
        csv,
        safeFileName(`${teamName} - ${item.product.name} roster`, '.csv', 'roster'),
        'text/csv;charset=utf-8',
      );
    } catch (e) {
      toast.error(errorMessage(e, 'An error has occurred'));
    } finally {
      setExporting(false);
    }
  };

  const lines = item.sizeLines.length;
  return (
    <section className="roster-item card" aria-labelledby={titleId}>
      <header className="roster-item__header">
        <div className="roster-item__title">
          <p className="muted mono roster-item__style">{item.product.styleId}</p>
          <h2 id={titleId} className="roster-item__name">
            {item.product.name}
          </h2>
          <p className="muted roster-item__counts">
            {lines} {lines === 1 ? 'line' : 'lines'} · {item.quantity} {item.quantity === 1 ? 'garment' : 'garments'}
          </p>
        </div>
        <div className="roster-item__actions">
          {editable && !editing ? (
            <>
              <Button
                size="sm"
                variant="ghost"
                icon={<IconEdit size={14} />}
                onClick={() => setEditing(true)}
                aria-label={`Edit the roster of ${item.product.name}`}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="ghost"
                icon={<IconUpload size={14} />}
                onClick={() => setImportOpen(true)}
                aria-label={`Import a roster file for ${item.product.name}`}
              >
                Import
              </Button>
            </>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            icon={<IconDownload size={14} />}
            loading={exporting}
            onClick={() => void exportCsv()}
            aria-label={`Export CSV of ${item.product.name}`}
          >
            Export CSV
          </Button>
        </div>
      </header>
      {editing && editable ? (
        <RosterEditForm
          item={item}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onChanged();
          }}
          onRefused={onChanged}
        />
      ) : (
        <RosterLines item={item} />
      )}
      {editable ? (
        <RosterImportDialog
          open={importOpen}
          onOpenChange={setImportOpen}
          styleId={item.product.styleId}
          productName={item.product.name}
          lockerItemId={item.id}
          onImported={onChanged}
        />
      ) : null}
    </section>
  );
}

/** The size lines, read-only; stacked one line per card on narrow screens. */
function RosterLines({ item }: { item: RosterItem_ItemFragment }) {
  const none = <span className="muted">—</span>;
  return (
    <TableScroll label={`Roster of ${item.product.name}`}>
      <table className="table roster-lines">
        <caption className="visually-hidden">Roster of {item.product.name}</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col">Player name</th>
            <th scope="col">Number</th>
            <th scope="col">SKU</th>
          </tr>
        </thead>
        <tbody>
          {item.sizeLines.map((line, i) => (
            <tr key={`${line.size}-${i}`}>
              <td data-label="Size">
                <strong>{line.size}</strong>
              </td>
              <td data-label="Qty" className="num">
                {line.quantity}
              </td>
              <td data-label="Player name" className="roster-lines__name">
                {line.playerName ?? (line.blank ? <span className="muted">Blank</span> : none)}
              </td>
              <td data-label="Number">
                {line.playerNumber ?? (line.blank ? <span className="muted">Blank</span> : none)}
              </td>
              <td data-label="SKU" className="mono">
                {item.product.styleId}-{line.skuSuffix}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
