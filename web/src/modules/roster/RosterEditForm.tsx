import { TableScroll } from '../../ui/TableScroll';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { RosterItem_ItemFragment } from '../../gql/graphql';
import { errorCode, errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { IconPlus, IconTrash } from '../../ui/icons';
import { LOCKED_MESSAGE } from '../locker/LockedNote';
import { MAX_LINE_QUANTITY, sortSizes } from '../locker/size-lines';
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

const FIELD_LABEL: Record<RosterLineField, string> = {
  size: 'Size',
  quantity: 'Quantity',
  playerName: 'Player name',
  playerNumber: 'Number',
};

/** Editing the lines of one item: react-hook-form rows, checked here and by the server. */
export function RosterEditForm({
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
