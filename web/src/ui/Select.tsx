import type { ReactNode } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { IconCheck, IconChevronDown } from './icons';
import { Field as FieldShell } from './Field';
import { Swatch } from './Swatch';

export interface SelectOption {
  value: string;
  label: string;
  /** `#rrggbb`: shows a colour dot before the label. */
  hex?: string;
  hint?: string;
  disabled?: boolean;
}

/** Radix Select forbids '' as an item value, so "no choice" options use this sentinel. */
export const NONE_VALUE = '__none__';

export interface SelectProps {
  value: string | null | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  disabled?: boolean;
  className?: string;
  leading?: ReactNode;
}

/**
 * A styled single-choice select (Radix). The trigger is a combobox whose accessible name comes
 * from its <label for> (via `id`) or `aria-label`.
 */
export function Select({
  value,
  onValueChange,
  options,
  placeholder = 'Select…',
  id,
  disabled,
  className,
  ...aria
}: SelectProps) {
  const selected = options.find((o) => o.value === value);
  return (
    <RadixSelect.Root value={value ?? ''} onValueChange={onValueChange} disabled={disabled}>
      <RadixSelect.Trigger
        id={id}
        className={['select', className].filter(Boolean).join(' ')}
        aria-label={aria['aria-label']}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        title={selected?.label}
      >
        <span className="select__value">
          {selected?.hex ? <Swatch hex={selected.hex} size={14} /> : null}
          <span className="select__text">
            <RadixSelect.Value placeholder={placeholder}>{selected?.label}</RadixSelect.Value>
          </span>
        </span>
        <RadixSelect.Icon className="select__icon">
          <IconChevronDown />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className="select__content" position="popper" sideOffset={4}>
          <RadixSelect.Viewport className="select__viewport">
            {options.map((o) => (
              <RadixSelect.Item key={o.value} value={o.value} className="select__item" disabled={o.disabled}>
                {o.hex ? <Swatch hex={o.hex} size={14} /> : null}
                <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
                {o.hint ? <span className="select__hint">{o.hint}</span> : null}
                <RadixSelect.ItemIndicator className="select__check">
                  <IconCheck size={14} />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

/** A labelled Select. */
export function SelectField({
  label,
  hint,
  error,
  ...select
}: SelectProps & { label: ReactNode; hint?: ReactNode; error?: string | undefined }) {
  return (
    <FieldShell label={label} hint={hint} error={error} id={select.id}>
      {({ id, describedBy, invalid }) => (
        <Select {...select} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
      )}
    </FieldShell>
  );
}
