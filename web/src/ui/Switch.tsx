import { useId } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';

/** An on/off switch with its label to the right (role "switch", named by the label). */
export function Switch({
  checked,
  onCheckedChange,
  label,
  hint,
  disabled,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  hint?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="switch-field">
      <RadixSwitch.Root
        id={id}
        className="switch"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        <RadixSwitch.Thumb className="switch__thumb" />
      </RadixSwitch.Root>
      <div>
        <label htmlFor={id} className="switch-field__label">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
