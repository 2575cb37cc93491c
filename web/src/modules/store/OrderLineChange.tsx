/**
 * The change of one line of a buyer's order through its private link: size, player's name and
 * number, checked as typed against the item's rules (@tas/rules `checkPersonalisation`); the
 * gateway checks them again with the numbers taken (`changeStoreOrderLine`).
 */
import { useMutation } from '@apollo/client/react';
import { checkPersonalisation, normaliseName, normaliseNumber } from '@tas/rules';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { StoreItem_LineFragment, StoreOrder_ReceiptFragment } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Field, TextField } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { ChangeStoreOrderLineDocument } from './store-documents';

type Line = StoreOrder_ReceiptFragment['lines'][number];

export function OrderLineChange({
  token,
  line,
  item,
  onDone,
}: {
  token: string;
  line: Line;
  /** The store's item of the line (`BuyerStore.items` by `line.itemId`). */
  item: StoreItem_LineFragment;
  onDone: () => void;
}) {
  const [size, setSize] = useState(line.size);
  const [playerName, setPlayerName] = useState(line.playerName ?? '');
  const [playerNumber, setPlayerNumber] = useState(line.playerNumber ?? '');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [change, changing] = useMutation(ChangeStoreOrderLineDocument);
  const rules = item.rules;
  const problems = checkPersonalisation(rules, { playerName, playerNumber });
  const problem = (field: 'playerName' | 'playerNumber') =>
    problems.find((p) => p.field === field)?.message ?? serverErrors[field];
  const sizeId = useId();

  return (
    <form
      className="store-line-change"
      noValidate
      aria-label={`Change ${line.itemName}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (problems.length > 0) return;
        void change({
          variables: {
            token,
            lineId: line.id,
            input: {
              size,
              ...(rules.nameOffered ? { playerName: normaliseName(playerName) } : {}),
              ...(rules.numberOffered ? { playerNumber: normaliseNumber(playerNumber) } : {}),
            },
          },
        })
          .then(() => {
            toast.success('Your order is changed');
            onDone();
          })
          .catch((err: unknown) => {
            const fields = fieldErrors(err);
            const mine: Record<string, string> = {};
            for (const [k, v] of Object.entries(fields)) mine[k.split('.').at(-1) ?? k] = v;
            setServerErrors(mine);
            if (Object.keys(mine).length === 0) toast.error(errorMessage(err, 'The change could not be saved'));
          });
      }}
    >
      <Field label="Size" id={sizeId} error={serverErrors.size}>
        {({ id, describedBy }) => (
          <Select
            id={id}
            aria-describedby={describedBy}
            value={size}
            onValueChange={setSize}
            options={item.sizes.map((s) => ({ value: s, label: s }))}
          />
        )}
      </Field>
      {rules.nameOffered ? (
        <TextField
          label="Player's name"
          value={playerName}
          autoComplete="off"
          error={problem('playerName')}
          onChange={(e) => {
            setPlayerName(e.target.value);
            setServerErrors((s) => ({ ...s, playerName: '' }));
          }}
        />
      ) : null}
      {rules.numberOffered ? (
        <TextField
          label="Player's number"
          value={playerNumber}
          inputMode="numeric"
          maxLength={3}
          autoComplete="off"
          error={problem('playerNumber') || undefined}
          onChange={(e) => {
            setPlayerNumber(e.target.value);
            setServerErrors((s) => ({ ...s, playerNumber: '' }));
          }}
        />
      ) : null}
      <div className="row">
        <Button type="submit" variant="primary" size="sm" loading={changing.loading}>
          Save change
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
