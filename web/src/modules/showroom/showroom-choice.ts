/**
 * A visitor's showroom choices (P6), kept per browser session (sessionStorage) and per dealer
 * code: the catalogs chosen on the home and the customisation box. Nothing of it goes to the
 * server for a visitor; the team-link save (`saveShowroomCatalogs`) is the caller's who may edit.
 * Also the route rules: customisation starts at home, and an empty catalogue goes home.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ShowroomLookChoice } from './showroom-look';

/** What is stored under {@link choiceStorageKey}. */
export interface ShowroomChoice {
  /** Catalog (sport) ids chosen on the home, in the showroom's catalog order. */
  catalogIds: string[];
  /** The box; null while it follows the showroom's saved look. */
  look: ShowroomLookChoice | null;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The sessionStorage key of a showroom's choices: dealer codes compare case-insensitively. */
export function choiceStorageKey(dealerCode: string): string {
  return `tas.showroom.${dealerCode.toUpperCase()}`;
}

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Some embedded browsers throw on access when storage is disabled.
    return null;
  }
}

function isString(v: unknown): v is string {
  return typeof v === 'string' && v !== '';
}

/** A stored choice, or null for anything else (missing, corrupted or foreign values). */
export function parseChoice(raw: string | null): ShowroomChoice | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { catalogIds, look } = value as Record<string, unknown>;
    if (!Array.isArray(catalogIds) || !catalogIds.every(isString)) return null;
    let parsedLook: ShowroomLookChoice | null = null;
    if (typeof look === 'object' && look !== null) {
      const { fillColorId, outlineColorId, font } = look as Record<string, unknown>;
      if (isString(fillColorId) && isString(outlineColorId) && isString(font))
        parsedLook = { fillColorId, outlineColorId, font };
    }
    return { catalogIds: [...new Set(catalogIds)], look: parsedLook };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; choice: ShowroomChoice | null }>();

/** The stored choice of a showroom, or null before the visitor started at its home. */
export function readChoice(dealerCode: string, storage = defaultStorage()): ShowroomChoice | null {
  const key = choiceStorageKey(dealerCode);
  const raw = storage?.getItem(key) ?? null;
  const hit = cache.get(key);
  // The same object while the stored text is unchanged (useSyncExternalStore needs it).
  if (hit && hit.raw === raw) return hit.choice;
  const choice = parseChoice(raw);
  cache.set(key, { raw, choice });
  return choice;
}

/** Stores a showroom's choice and tells subscribers. */
export function writeChoice(dealerCode: string, choice: ShowroomChoice, storage = defaultStorage()): void {
  try {
    storage?.setItem(choiceStorageKey(dealerCode), JSON.stringify(choice));
  } catch {
    // Storage full or refused: the choice lives until the page is left.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` after every write; returns the unsubscribe function. */
export function subscribeChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A showroom's stored choice (null before the visitor started at its home), re-rendering on
 * every write, and `update` to change it from a starting value (the showroom's own selection
 * and look when nothing is stored yet).
 */
export function useShowroomChoice(dealerCode: string): {
  choice: ShowroomChoice | null;
  update: (change: (current: ShowroomChoice | null) => ShowroomChoice) => void;
} {
  const choice = useSyncExternalStore(
    subscribeChoice,
    () => readChoice(dealerCode),
    () => null,
  );
  const update = useCallback(
    (change: (current: ShowroomChoice | null) => ShowroomChoice) =>
      writeChoice(dealerCode, change(readChoice(dealerCode))),
    [dealerCode],
  );
  return { choice, update };
}

/** Adds or removes a catalog id, keeping the showroom's catalog order. */
export function toggleCatalog(
  selected: readonly string[],
  catalogId: string,
  on: boolean,
  order: readonly { id: string }[],
): string[] {
  const set = new Set(selected);
  if (on) set.add(catalogId);
  else set.delete(catalogId);
  return order.map((c) => c.id).filter((id) => set.has(id));
}

/** The chosen catalogs that exist and have products, in the showroom's order. */
export function shownCatalogs<C extends { id: string; productCount: number }>(
  catalogIds: readonly string[],
  catalogs: readonly C[],
): C[] {
  const chosen = new Set(catalogIds);
  return catalogs.filter((c) => chosen.has(c.id) && c.productCount > 0);
}

/** Why a deeper showroom route goes home (P6), or null when it may open. */
export type HomeReason = 'start-at-home' | 'nothing-selected' | 'no-products';

/**
 * The route rules of P6 ("customisation steps start at home"; "empty catalogs redirect to the
 * showroom home"):
 * - the catalogue and a product page go home on a fresh visit, before a choice was made at
 *   home in this browser session (`start-at-home`); a product page with a saved configuration
 *   (`?short_id=`, e.g. a locker item's Edit) opens anyway;
 * - the catalogue goes home when no catalog is chosen (`nothing-selected`) or the chosen ones
 *   have no products (`no-products`).
 * The home and the locker, roster and sizes-selection pages always open.
 */
export function showroomRedirect(
  step: 'catalogue' | 'product',
  state: {
    choice: ShowroomChoice | null;
    catalogs: readonly { id: string; productCount: number }[];
    hasSavedConfiguration?: boolean;
  },
): HomeReason | null {
  const { choice, catalogs } = state;
  if (step === 'product') return choice || state.hasSavedConfiguration ? null : 'start-at-home';
  if (!choice) return 'start-at-home';
  const known = new Set(catalogs.map((c) => c.id));
  if (!choice.catalogIds.some((id) => known.has(id))) return 'nothing-selected';
  if (shownCatalogs(choice.catalogIds, catalogs).length === 0) return 'no-products';
  return null;
}

/** What the home says after a redirect (P6). */
export const HOME_REASON_MESSAGE: Record<HomeReason, string> = {
  'start-at-home': 'Start here: choose your catalogs and your team look.',
  'nothing-selected': 'Choose at least one catalog to see its products.',
  'no-products': 'The catalogs you chose have no products yet. Choose another one.',
};

/**
 * Whether the page may make the team-link save (P6, section 4): only a caller who may edit the
 * showroom, never while it is locked or when the page is embedded in another site's frame.
 */
export function mayTeamLinkSave(showroom: { canEdit: boolean; locked: boolean }, embedded: boolean): boolean {
  return showroom.canEdit && !showroom.locked && !embedded;
}

/** True when the page runs inside a frame of another page (`window.self !== window.top`). */
export function isEmbedded(win: Pick<Window, 'self' | 'top'> = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent may refuse even the comparison: embedded.
    return true;
  }
}
