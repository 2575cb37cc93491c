/**
 * Keyboard focus helpers shared by the primitives ("every screen usable by everyone"):
 * the page's main region (skip link target, last resort for a dialog's return focus), the first
 * field of a container, and where a dialog should give focus back when it closes.
 */

/** The id of every page's `<main>`; the skip link points at it. */
export const MAIN_ID = 'main-content';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

/** Focusable by Tab: matches {@link TABBABLE}, no negative tabindex, rendered and not inert. */
function isTabbable(el: HTMLElement): boolean {
  if (el.tabIndex < 0) return false;
  if (el.closest('[inert], [aria-hidden="true"]')) return false;
  return el.getClientRects().length > 0;
}

/** The first element of `container` that Tab reaches, or null. */
export function firstTabbable(container: ParentNode | null | undefined): HTMLElement | null {
  if (!container) return null;
  for (const el of container.querySelectorAll<HTMLElement>(TABBABLE)) if (isTabbable(el)) return el;
  return null;
}

/**
 * The page's main region: `#main-content`, else the first `<main>` (pages that forgot the id).
 * It gets `tabindex="-1"` so that it can take focus without becoming a Tab stop.
 */
export function mainRegion(): HTMLElement | null {
  const main = document.getElementById(MAIN_ID) ?? document.querySelector<HTMLElement>('main');
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  return main;
}

/** Moves focus to the main region (skip link); false when the page has none. */
export function focusMain(): boolean {
  const main = mainRegion();
  if (!main) return false;
  main.focus();
  return document.activeElement === main;
}

/**
 * The control a dialog should return to for `el`: the element itself, or for an item of a menu
 * (Radix DropdownMenu labels its content with its trigger's id) the menu's trigger, because the
 * item is gone once the menu closes.
 */
export function openerFor(el: Element | null): HTMLElement | null {
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  const menu = el.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  return trigger ?? el;
}

let lastFocused: HTMLElement | null = null;
let tracking = false;

/**
 * Remembers the last focused control (see {@link openerFor}) so that a dialog opened after its
 * opener lost focus (a menu item unmounted, a button disabled while saving) still knows it.
 */
export function trackFocus(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener(
    'focusin',
    (e) => {
      const opener = openerFor(e.target as Element | null);
      if (opener) lastFocused = opener;
    },
    true,
  );
}

/** The control that opened a dialog now opening: the focused one, else the last one focused. */
export function currentOpener(): HTMLElement | null {
  return openerFor(document.activeElement) ?? lastFocused;
}

/**
 * Gives focus back after a dialog closed: to `preferred` or `opener` when still on the page and
 * focusable, else to an element that replaced the opener (same id), else to the main region,
 * so focus never falls to the page body.
 */
export function restoreFocus(preferred: HTMLElement | null | undefined, opener: HTMLElement | null): void {
  const candidates = [preferred, opener, opener?.id ? document.getElementById(opener.id) : null];
  for (const el of candidates) {
    if (!el?.isConnected) continue;
    el.focus();
    if (document.activeElement === el) return;
  }
  focusMain();
}
