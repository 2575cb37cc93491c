/**
 * The choices a buyer makes for one item of a store: its size (the size chart beside it), the
 * player's name and number as the item's rules offer them, each with its problem shown. Used by
 * the item's page and, once per item, by a bundle's page; the checks come from
 * `usePersonalisationCheck` of the caller.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { IconArrowLeft } from '../../ui/icons';
import { TextField } from '../../ui/Field';
import { chartOf, SizeChartButton } from './SizeChartDialog';
import type { FieldProblems } from './use-personalisation-check';
import type { useBuyerStore } from './use-buyer-store';

type Item = NonNullable<ReturnType<typeof useBuyerStore>['store']>['items'][number];
type SizeCharts = NonNullable<ReturnType<typeof useBuyerStore>['store']>['sizeCharts'];

/** What the buyer chose for an item (name and number as typed). */
export interface ItemChoice {
  size: string | null;
  playerName: string;
  playerNumber: string;
}

/** The choice an item starts with: its one size when it has one. */
export const firstChoiceOf = (item: Pick<Item, 'sizes'>): ItemChoice => ({
  size: item.sizes.length === 1 ? item.sizes[0]! : null,
  playerName: '',
  playerNumber: '',
});

/** The id of an item's first size option (focused when the size is missing). */
export const firstSizeId = (group: string) => `${group}-0`;

export function PersonaliseFields({
  item,
  sizeCharts,
  choice,
  onChange,
  sizeGroup,
  sizeError,
  problems,
  checking,
  onBlur,
}: {
  item: Item;
  sizeCharts: SizeCharts | undefined;
  choice: ItemChoice;
  onChange: (next: ItemChoice) => void;
  /** The size radios' group name (ids `<group>-N`, see `firstSizeId`). */
  sizeGroup: string;
  sizeError: string | undefined;
  /** The problems to show now (the caller decides which fields were touched). */
  problems: FieldProblems;
  checking: boolean;
  onBlur: (field: 'playerName' | 'playerNumber') => void;
}) {
  const rules = item.rules;
  const errorId = useId();
  return (
    <>
      <fieldset className={['field', 'store-sizes', sizeError ? 'field--invalid' : ''].join(' ')}>
        <legend className="field__label">Size</legend>
        <div className="store-sizes__options">
          {item.sizes.map((s, n) => (
            <label key={s} className="store-sizes__option">
              <input
                type="radio"
                name={sizeGroup}
                id={`${sizeGroup}-${n}`}
                value={s}
                checked={choice.size === s}
                aria-describedby={sizeError ? errorId : undefined}
                onChange={() => onChange({ ...choice, size: s })}
              />
              <span>{s}</span>
            </label>
          ))}
        </div>
        {sizeError ? (
          <p className="field__error" id={errorId} role="alert">
            {sizeError}
          </p>
        ) : null}
        <SizeChartButton item={item} chart={chartOf(sizeCharts, item.id)} />
      </fieldset>
      {rules.nameOffered ? (
        <TextField
          label={`Player's name${rules.nameRequired ? '' : ' (optional)'}`}
          hint={`At most ${rules.nameMaxLength} characters`}
          value={choice.playerName}
          maxLength={rules.nameMaxLength + 10}
          autoComplete="off"
          error={problems.playerName}
          onChange={(e) => onChange({ ...choice, playerName: e.target.value })}
          onBlur={() => onBlur('playerName')}
        />
      ) : null}
      {rules.numberOffered ? (
        <TextField
          label={`Player's number${rules.numberRequired ? '' : ' (optional)'}`}
          hint={`${rules.numberMin} to ${rules.numberMax}${rules.numberUnique ? ', one player per number' : ''}${checking ? ' · checking…' : ''}`}
          value={choice.playerNumber}
          inputMode="numeric"
          maxLength={3}
          autoComplete="off"
          error={problems.playerNumber}
          onChange={(e) => onChange({ ...choice, playerNumber: e.target.value })}
          onBlur={() => onBlur('playerNumber')}
        />
      ) : null}
    </>
  );
}

/** The problems to show: a field's once it was touched or holds something. */
export function shownProblems(
  problems: FieldProblems,
  touched: { playerName: boolean; playerNumber: boolean },
  choice: ItemChoice,
): FieldProblems {
  return {
    playerName: touched.playerName || choice.playerName ? problems.playerName : undefined,
    playerNumber: touched.playerNumber || choice.playerNumber ? problems.playerNumber : undefined,
  };
}

/** The end of an item's or a bundle's form: its Add button while the store is open (waiting while a number is checked), and the way back. */
export function AddToCartFooter({
  open,
  checking,
  label,
  homePath,
}: {
  open: boolean;
  checking: boolean;
  label: string;
  homePath: string;
}) {
  return (
    <>
      {open ? (
        <Button type="submit" variant="primary" size="lg" disabled={checking}>
          {label}
        </Button>
      ) : (
        <p className="muted">Orders are taken while the store is open.</p>
      )}
      <Link to={homePath} className="store-back">
        <IconArrowLeft size={16} /> All items
      </Link>
    </>
  );
}
