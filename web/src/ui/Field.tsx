import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

/**
 * A labelled form control with an optional hint and error. The error (e.g. a server
 * BAD_USER_INPUT message for this field) is announced and linked with aria-describedby.
 */
export function Field({
  label,
  hint,
  error,
  children,
  id,
  className,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Render prop receiving the ids to put on the control. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  id?: string;
  className?: string;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A plain text input with the app's styling. */
export function TextInput({ className, ...rest }: TextInputProps) {
  return <input className={['input', className].filter(Boolean).join(' ')} {...rest} />;
}

/** A labelled text input: the common case of Field + TextInput. */
export function TextField({
  label,
  hint,
  error,
  ...input
}: TextInputProps & { label: ReactNode; hint?: ReactNode; error?: string | undefined }) {
  return (
    <Field label={label} hint={hint} error={error} id={input.id}>
      {({ id, describedBy, invalid }) => (
        <TextInput {...input} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
      )}
    </Field>
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ className, ...rest }: TextAreaProps) {
  return <textarea className={['input', 'input--textarea', className].filter(Boolean).join(' ')} {...rest} />;
}
