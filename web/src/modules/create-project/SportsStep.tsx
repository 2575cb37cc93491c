/**
 * A playbook's template (FSG or UA: changing it clears the sports, which differ) and its sports,
 * chosen as chips and put in order; each sport becomes a section of the playbook.
 */
import { Controller, useFormContext } from 'react-hook-form';
import { Skeleton } from '../../ui/Skeleton';
import { IconCheck, IconChevronDown, IconX } from '../../ui/icons';
import { ChoiceCard, GroupError } from './ChoiceCard';
import { moveSport, toggleSport, type CreateProjectValues } from './create-project-form';

const TEMPLATES = [
  ['FSG', 'FSG', 'Football, basketball, fastpitch, coaches and more.'],
  ['UA', 'UA', 'Under Armour sports: football to softball and track.'],
] as const;

export function SportsStep({
  sports,
  sportName,
  waiting,
}: {
  /** The sports of the chosen template. */
  sports: readonly { id: string; name: string }[];
  /** Every sport's name by id (both templates), for the chosen list. */
  sportName: ReadonlyMap<string, string>;
  waiting: boolean;
}) {
  const { control, setValue } = useFormContext<CreateProjectValues>();
  return (
    <div className="stack">
      <Controller
        control={control}
        name="template"
        render={({ field }) => (
          <fieldset className="choice-group">
            <legend className="field__label">Template</legend>
            <div className="choice-grid choice-grid--2">
              {TEMPLATES.map(([value, title, text]) => (
                <ChoiceCard
                  key={value}
                  name="playbook-template"
                  value={value}
                  checked={field.value === value}
                  onChange={(v) => {
                    if (v === field.value) return;
                    field.onChange(v);
                    setValue('sports', []);
                  }}
                  title={title}
                  text={text}
                />
              ))}
            </div>
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="sports"
        render={({ field, fieldState }) => (
          <div className="sports-picker">
            <fieldset className="choice-group">
              <legend className="field__label">Sports</legend>
              <p className="field__hint" style={{ marginTop: 0 }}>
                Each sport is a section of the playbook with its catalog products.
              </p>
              {waiting ? (
                <Skeleton height={120} />
              ) : (
                <div className="sport-chips">
                  {sports.map((s) => {
                    const on = field.value.includes(s.id);
                    return (
                      <label key={s.id} className="sport-chip" data-checked={on || undefined}>
                        <input
                          type="checkbox"
                          checked={on}
                          onChange={() => field.onChange(toggleSport(field.value, s.id))}
                        />
                        {on ? <IconCheck size={14} /> : null}
                        {s.name}
                      </label>
                    );
                  })}
                </div>
              )}
            </fieldset>
            {field.value.length ? (
              <SportOrder chosen={field.value} sportName={sportName} onChange={field.onChange} />
            ) : null}
            <GroupError message={fieldState.error?.message} />
          </div>
        )}
      />
    </div>
  );
}

/** The chosen sports in playbook order, each with move up, move down and remove. */
function SportOrder({
  chosen,
  sportName,
  onChange,
}: {
  chosen: string[];
  sportName: ReadonlyMap<string, string>;
  onChange: (sports: string[]) => void;
}) {
  return (
    <div>
      <p className="field__label">Order in the playbook</p>
      <ol className="sport-order" aria-label="Chosen sports in order">
        {chosen.map((id, i) => {
          const name = sportName.get(id) ?? id;
          return (
            <li key={id}>
              <span className="sport-order__num">{i + 1}</span>
              <span className="sport-order__name">{name}</span>
              <button
                type="button"
                className="icon-btn"
                aria-label={`Move ${name} up`}
                disabled={i === 0}
                onClick={() => onChange(moveSport(chosen, i, -1))}
              >
                <IconChevronDown size={16} style={{ transform: 'rotate(180deg)' }} />
              </button>
              <button
                type="button"
                className="icon-btn"
                aria-label={`Move ${name} down`}
                disabled={i === chosen.length - 1}
                onClick={() => onChange(moveSport(chosen, i, 1))}
              >
                <IconChevronDown size={16} />
              </button>
              <button
                type="button"
                className="icon-btn"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(toggleSport(chosen, id))}
              >
                <IconX size={16} />
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
