import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { currentOpener, firstTabbable, restoreFocus, trackFocus } from './focus';
import { IconX } from './icons';

trackFocus();

/** Open dialogs' content elements and how to close each (for Escape, see `onEscapeKeyDown`). */
const openDialogs = new Map<Element, () => void>();

/** The layer on top: the last open dialog or popper (select, menu) portalled into the page. */
function topLayer(): Element | undefined {
  const layers = document.querySelectorAll('[role="dialog"][data-state="open"], [data-radix-popper-content-wrapper]');
  return layers[layers.length - 1];
}

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
   * Where focus goes when the dialog closes, when not the control that opened it (which the
   * dialog finds itself, a menu's trigger for a menu item).
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog with a title (its accessible name), a close button and an optional footer.
 *
 * Focus: on open it moves to the first field of the body (else the footer's first
 * button, e.g. Cancel of a confirmation); on close it returns to the control that opened the
 * dialog. Radix only does that for its own `Dialog.Trigger`, and our dialogs are opened with
 * state (from buttons, menu items, after a save), so without this focus fell to the page body.
 */
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
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  const close = useRef(onOpenChange);
  useEffect(() => {
    close.current = onOpenChange;
  }, [onOpenChange]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={`dialog dialog--${size}`}
          ref={(el) => {
            content.current = el;
            if (!el) return;
            openDialogs.set(el, () => close.current(false));
            return () => void openDialogs.delete(el);
          }}
          onEscapeKeyDown={(e) => {
            // Escape closes the layer on top only. Radix's check of the top layer can be stale
            // with a dialog opened from a dialog (radix-ui/primitives#4143): then the dialog
            // underneath gets the key; it closes the one on top instead of itself.
            const top = topLayer();
            if (!top || top === content.current) return;
            const handledAlready = e.defaultPrevented;
            e.preventDefault();
            if (!handledAlready) openDialogs.get(top)?.();
          }}
          onOpenAutoFocus={(e) => {
            // Runs before Radix moves focus in, so the opener still has it (or had it last).
            opener.current = currentOpener();
            const box = content.current;
            const first =
              firstTabbable(box?.querySelector('.dialog__body')) ??
              firstTabbable(box?.querySelector('.dialog__footer'));
            if (!first) return;
            e.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            restoreFocus(returnFocus?.current, opener.current);
            opener.current = null;
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
