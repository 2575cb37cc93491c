/**
 * Choose one logo or none (D8 create form, P3 bulk edit): a radio group of logo thumbnails
 * with 'No logo' first. Each logo may name where it comes from (read by screen readers).
 */
import { IconX } from '../../ui/icons';
import '../../styles/logos.css';

export interface LogoChoice {
  id: string;
  url: string;
  filename: string;
  /** e.g. the customer's name, 'Your logo', 'This playbook'. */
  source?: string;
}

export function LogoChoiceGroup({
  name,
  value,
  onChange,
  logos,
  none,
  empty,
  error,
  legend = 'Logo',
}: {
  /** The radio group's name. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  logos: readonly LogoChoice[];
  /** The value of 'No logo'; without it there is no 'No logo' choice (nothing to clear it with). */
  none?: string;
  /** Hint shown when there is no logo to choose. */
  empty?: string;
  error?: string | undefined;
  legend?: string;
}) {
  return (
    <fieldset className="logo-choice-group">
      <legend className="field__label">{legend}</legend>
      <div className="logo-grid">
        {none !== undefined ? (
          <label className="logo-choice" data-checked={value === none || undefined}>
            <input type="radio" name={name} value={none} checked={value === none} onChange={() => onChange(none)} />
            <span className="logo-choice__img logo-choice__img--none" aria-hidden="true">
              <IconX size={18} />
            </span>
            <span className="logo-choice__name">No logo</span>
          </label>
        ) : null}
        {logos.map((l) => (
          <label key={l.id} className="logo-choice" data-checked={value === l.id || undefined}>
            <input type="radio" name={name} value={l.id} checked={value === l.id} onChange={() => onChange(l.id)} />
            <span className="logo-choice__img">
              <img src={l.url} alt="" />
            </span>
            <span className="logo-choice__name" title={l.filename}>
              {l.filename}
            </span>
            {l.source ? <span className="visually-hidden"> ({l.source})</span> : null}
          </label>
        ))}
      </div>
      {!logos.length && empty ? <p className="field__hint">{empty}</p> : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
