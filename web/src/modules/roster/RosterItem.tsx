/**
 * One locker item's roster (L2): its size lines (size, quantity, player name, number, SKU) and,
 * when the caller may change it, Edit (add, remove and change lines; saved with
 * `updateLockerItem`, the server's input errors shown on their row and field) and Import (a CSV
 * or XLSX file, see RosterImportDialog). Export CSV downloads the item's `rosterCsv`, named after
 * the team and the product. Generic over the project type: the route passes the team name and
 * whether the locker may be changed.
 */
import { TableScroll } from '../../ui/TableScroll';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { RosterItem_ItemFragment } from '../../gql/graphql';
import { downloadText, safeFileName } from '../../lib/download';
import { errorCode, errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { IconDownload, IconEdit, IconPlus, IconTrash, IconUpload } from '../../ui/icons';
import { LOCKED_MESSAGE } from '../locker/LockedNote';
import { MAX_LINE_QUANTITY, sortSizes } from '../locker/size-lines';
import { RosterImportDialog } from './RosterImportDialog';
import {
  formTotal,
  newFormLine,
  rosterFormSchema,
  serverRowErrors,
  toFormLines,
  toSizeLineInputs,
  type RosterFormValues,
  type RosterLineField,
} from './roster-form';
import './roster.css';

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

const UpdateRosterDocument = graphql(`
  mutation UpdateRoster($id: ID!, $input: LockerItemInput!) {
    updateLockerItem(id: $id, input: $input) {
      code
      quantity
      items {
        ...RosterItem_item
      }
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

const FIELD_LABEL: Record<RosterLineField, string> = {
  size: 'Size',
  quantity: 'Quantity',
  playerName: 'Player name',
  playerNumber: 'Number',
};

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

/** Editing the lines of one item: react-hook-form rows, checked here and by the server. */
function RosterEditForm({
  item,
  onDone,
  onRefused,
}: {
  item: RosterItem_ItemFragment;
  onDone: (saved: boolean) => void;
  onRefused: () => void;
}) {
  const sizes = useMemo(() => sortSizes(item.product.sizes), [item.product.sizes]);
  const schema = useMemo(() => rosterFormSchema(sizes), [sizes]);
  const [save, { loading }] = useMutation(UpdateRosterDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<RosterFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { lines: toFormLines(item.sizeLines) },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' });
  const total = formTotal(watched ?? []);
  const errors = formState.errors.lines;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save({ variables: { id: item.id, input: { sizeLines: toSizeLineInputs(values.lines) } } });
      toast.success('Edited successfully');
      onDone(true);
    } catch (e) {
      if (errorCode(e) === 'FORBIDDEN') {
        toast.error(LOCKED_MESSAGE);
        onDone(false);
        onRefused();
        return;
      }
      const { rows, other } = serverRowErrors(fieldErrors(e));
      for (const r of rows) setError(`lines.${r.index}.${r.field}`, { type: 'server', message: r.message });
      if (other.length) setFormError(other[0]!);
      if (!rows.length && !other.length) toast.error(errorMessage(e, 'An error has occurred'));
    }
  });

  const rootError = formError ?? errors?.root?.message ?? errors?.message;
  return (
    <form
      className="roster-edit"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={`Edit the roster of ${item.product.name}`}
    >
      <TableScroll label={`Edit the roster of ${item.product.name}`}>
        <table className="table size-table">
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Quantity</th>
              <th scope="col">Player name</th>
              <th scope="col">Number</th>
              <th scope="col" title="Made without a name or number">
                Blank
              </th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, i) => {
              const rowErrors = errors?.[i];
              const message = (name: RosterLineField) => rowErrors?.[name]?.message;
              const invalid = rowErrors && Object.keys(rowErrors).length > 0;
              const describe = (name: RosterLineField) => (message(name) ? `${field.id}-${name}-error` : undefined);
              const cell = (name: RosterLineField, input: ReactNode) => (
                <td data-label={FIELD_LABEL[name]}>
                  {input}
                  {message(name) ? (
                    <p className="field__error roster-edit__error" id={`${field.id}-${name}-error`} role="alert">
                      {message(name)}
                    </p>
                  ) : null}
                </td>
              );
              return (
                <tr key={field.id} className={invalid ? 'size-table__row--invalid' : undefined}>
                  {cell(
                    'size',
                    <select
                      className="input"
                      aria-label={`Size, line ${i + 1}`}
                      aria-invalid={Boolean(message('size')) || undefined}
                      aria-describedby={describe('size')}
                      {...register(`lines.${i}.size`)}
                    >
                      {sizes.map((s) => (
                        <option key={s} value={s}>
                          {s}
                        </option>
                      ))}
                    </select>,
                  )}
                  {cell(
                    'quantity',
                    <TextInput
                      type="number"
                      min={0}
                      max={MAX_LINE_QUANTITY}
                      step={1}
                      inputMode="numeric"
                      aria-label={`Quantity, line ${i + 1}`}
                      aria-invalid={Boolean(message('quantity')) || undefined}
                      aria-describedby={describe('quantity')}
                      {...register(`lines.${i}.quantity`)}
                    />,
                  )}
                  {cell(
                    'playerName',
                    <TextInput
                      autoComplete="off"
                      maxLength={40}
                      aria-label={`Player name, line ${i + 1}`}
                      aria-invalid={Boolean(message('playerName')) || undefined}
                      aria-describedby={describe('playerName')}
                      {...register(`lines.${i}.playerName`)}
                    />,
                  )}
                  {cell(
                    'playerNumber',
                    <TextInput
                      autoComplete="off"
                      inputMode="numeric"
                      maxLength={3}
                      className="roster-edit__number"
                      aria-label={`Number, line ${i + 1}`}
                      aria-invalid={Boolean(message('playerNumber')) || undefined}
                      aria-describedby={describe('playerNumber')}
                      {...register(`lines.${i}.playerNumber`)}
                    />,
                  )}
                  <td data-label="Blank">
                    <input
                      type="checkbox"
                      aria-label={`Blank: no name or number, line ${i + 1}`}
                      {...register(`lines.${i}.blank`)}
                    />
                  </td>
                  <td className="roster-edit__remove">
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={`Remove line ${i + 1}`}
                      disabled={fields.length === 1}
                      onClick={() => remove(i)}
                    >
                      <IconTrash size={16} />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {rootError ? (
        <p className="field__error" role="alert">
          {rootError}
        </p>
      ) : null}
      <div className="sizes__footer">
        <Button
          variant="ghost"
          icon={<IconPlus size={16} />}
          onClick={() => append(newFormLine(sizes, item.product.baseSize))}
        >
          Add line
        </Button>
        <span className="spacer" />
        <span className="muted tabular" aria-live="polite">
          {total} {total === 1 ? 'garment' : 'garments'}
        </span>
        <Button variant="ghost" onClick={() => onDone(false)} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={loading}>
          Save roster
        </Button>
      </div>
    </form>
  );
}
