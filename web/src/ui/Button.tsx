import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Slot } from 'radix-ui';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button; the label stays for its accessible name. */
  loading?: boolean;
  /** Renders the child element (e.g. a router Link) with button styling. */
  asChild?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The app's button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  asChild = false,
  icon,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, `btn--${size}`, className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <Slot.Root className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={14} /> : icon}
      {children}
    </button>
  );
}
