/** A radio choice shown as a card (a playbook's template, a snapsheet's start). */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  text,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: string;
  text: string;
}) {
  return (
    <label className="choice-card" data-checked={checked || undefined}>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} />
      <span className="choice-card__title">{title}</span>
      <span className="choice-card__text">{text}</span>
    </label>
  );
}

/** The error line under a group of choices, announced when it appears. */
export function GroupError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}
