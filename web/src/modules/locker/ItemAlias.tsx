/**
 * A locker item's alias (original section 3): the team's name for the item
 * ('Home jersey') shown above its product, named or renamed in place (`updateLockerItem` with
 * `alias`; empty clears it, at most MAX_LOCKER_ITEM_ALIAS_LENGTH characters). A failure stays
 * beside the field.
 */
import { useMutation } from '@apollo/client/react';
import { MAX_LOCKER_ITEM_ALIAS_LENGTH } from '@tas/garments';
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/Field';

const SetLockerItemAliasDocument = graphql(`
  mutation SetLockerItemAlias($id: ID!, $alias: String) {
    updateLockerItem(id: $id, input: { alias: $alias }) {
      code
      items {
        id
        alias
      }
    }
  }
`);

export function ItemAlias({
  itemId,
  alias,
  productName,
  readOnly,
}: {
  itemId: string;
  alias: string | null | undefined;
  productName: string;
  readOnly: boolean;
}) {
  const [save, { loading }] = useMutation(SetLockerItemAliasDocument);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(alias ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    try {
      await save({ variables: { id: itemId, alias: value.trim() || null } });
      setEditing(false);
    } catch (err) {
      setProblem(errorMessage(err, 'The name could not be saved'));
    }
  };

  if (editing)
    return (
      <form className="locker-item__alias-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={id} className="visually-hidden">
          Name of {productName}
        </label>
        <TextInput
          id={id}
          value={value}
          maxLength={MAX_LOCKER_ITEM_ALIAS_LENGTH}
          placeholder="e.g. Home jersey"
          autoFocus
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setEditing(false);
          }}
        />
        <Button size="sm" variant="primary" type="submit" loading={loading}>
          Save name
        </Button>
        <Button size="sm" variant="ghost" type="button" onClick={() => setEditing(false)}>
          Cancel
        </Button>
        {problem ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    );
  return (
    <p className="locker-item__alias">
      {alias ? <strong data-testid="locker-item-alias">{alias}</strong> : null}
      {readOnly ? null : (
        <Button
          size="sm"
          variant="ghost"
          className="locker-item__alias-edit"
          onClick={() => {
            setValue(alias ?? '');
            setEditing(true);
          }}
          aria-label={alias ? `Rename ${productName}` : `Name ${productName}`}
        >
          {alias ? 'Rename' : 'Name this item'}
        </Button>
      )}
    </p>
  );
}
