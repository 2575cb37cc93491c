import type { ReactNode, RefObject } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { IconX } from './icons';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons shown in the footer, right-aligned. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Where focus goes when the dialog closes. Radix returns it to the element focused before
   * opening, which is gone when a menu item opened the dialog: pass the menu's trigger then.
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** A modal dialog with a title (its accessible name), a close button and an optional footer. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  returnFocus,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={`dialog dialog--${size}`}
          onCloseAutoFocus={(e) => {
            const target = returnFocus?.current;
            if (!target?.isConnected) return;
            e.preventDefault();
            target.focus();
          }}
          // Without a description Radix wants aria-describedby explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="icon-btn" aria-label="Close">
              <IconX />
            </RadixDialog.Close>
          </header>
          {description ? (
            <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          ) : null}
          <div className="dialog__body">{children}</div>
          {footer ? <footer className="dialog__footer">{footer}</footer> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
