/**
 * The logo types (D6: primary, secondary, mascot, wordmark, other) as a fieldset of checkboxes,
 * shared by the upload's edit step and the types dialog. `legendHidden`: the legend is for
 * screen readers only (the dialog's title already says it).
 */
import { LOGO_TYPES } from './logo-file';

export function LogoTypeCheckboxes({
  value,
  onChange,
  legendHidden = false,
}: {
  value: readonly string[];
  onChange: (types: string[]) => void;
  legendHidden?: boolean;
}) {
  return (
    <fieldset className="logo-types">
      <legend className={legendHidden ? 'visually-hidden' : 'field__label'}>Logo type</legend>
      <div className="logo-types__list">
        {LOGO_TYPES.map((t) => (
          <label key={t.value} className="logo-types__item">
            <input
              type="checkbox"
              checked={value.includes(t.value)}
              onChange={(e) => onChange(e.target.checked ? [...value, t.value] : value.filter((v) => v !== t.value))}
            />
            {t.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
