/**
 * The dealer's menu on one product of a project (P3, P5; Radix DropdownMenu, keyboard
 * accessible): a bordered trigger named 'Edit {name}' that shows a spinner while a change runs,
 * and the kind's actions in groups (a separator between groups). An action is a link (Customize)
 * or a handler; a disabled one stays in the menu, greyed. `status` is shown above the actions
 * (a menu whose data is still loading). The kind's dialogs go in `children`; they give focus
 * back to `triggerRef` when they close.
 */
import { DropdownMenu } from 'radix-ui';
import { Fragment, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { IconMenu } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';

/** One entry of the menu. */
export interface ProductAction {
  label: string;
  icon: ReactNode;
  /** A link's path (opened by the menu item) ... */
  to?: string;
  /** ... or what selecting it does. */
  onSelect?: () => void;
  disabled?: boolean;
  /** Destructive (Remove, Delete): drawn in the danger colour. */
  danger?: boolean;
}

export function ProductActionsMenu({
  name,
  groups,
  busy = false,
  status,
  loading = false,
  open,
  onOpenChange,
  triggerRef,
  children,
}: {
  /** The product's name, in the trigger's accessible name. */
  name: string;
  /** The actions, group by group. */
  groups: readonly (readonly ProductAction[])[];
  /** A change is running: the trigger shows a spinner. */
  busy?: boolean;
  /** Shown above the actions (loading, could not load). */
  status?: ReactNode;
  /** The menu's data is loading (the menu is marked busy). */
  loading?: boolean;
  /** Controlled opening, for a kind that loads its data when the menu first opens. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The kind's dialogs. */
  children?: ReactNode;
}) {
  return (
    <div className="product-actions">
      <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
        <DropdownMenu.Trigger asChild>
          <button
            ref={triggerRef}
            type="button"
            className="icon-btn icon-btn--bordered product-actions__trigger"
            aria-label={`Edit ${name}`}
            aria-busy={busy || undefined}
          >
            {busy ? <Spinner size={14} /> : <IconMenu size={16} />}
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="end" sideOffset={4} aria-busy={loading || undefined}>
            {status}
            {groups.map((group, g) => (
              <Fragment key={g}>
                {g > 0 ? <DropdownMenu.Separator className="menu__separator" /> : null}
                {group.map((action) => (
                  <DropdownMenu.Item
                    key={action.label}
                    className={`menu__item${action.danger ? ' menu__item--danger' : ''}`}
                    disabled={action.disabled}
                    onSelect={action.onSelect}
                    asChild={Boolean(action.to) && !action.disabled}
                  >
                    {action.to && !action.disabled ? (
                      <Link to={action.to}>
                        {action.icon} {action.label}
                      </Link>
                    ) : (
                      <>
                        {action.icon} {action.label}
                      </>
                    )}
                  </DropdownMenu.Item>
                ))}
              </Fragment>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {children}
    </div>
  );
}
