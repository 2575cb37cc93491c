/**
 * The buyer's cart of one store: lines of an item with its size, name and number, alone or one
 * of a bundle's lines (the bundle's id and the key its lines share), kept in the browser
 * (localStorage, per store) until checkout, and priced as the gateway prices an order: a lone
 * item at its buyer price (fundraising part included); a bundle's price and fundraising part
 * split over its lines in proportion to their items' buyer prices (@tas/rules `splitCents`);
 * tax per line at the store's rate, rounded once per line (`lineTaxCents`). Pure but for the
 * storage helpers, which take the storage they use.
 */
import { lineTaxCents, normaliseName, normaliseNumber, splitCents } from '@tas/rules';

/** A line the buyer added: what `StoreCartLineInput` takes, with a key of its own. */
export interface CartLine {
  key: string;
  itemId: string;
  size: string;
  playerName: string;
  playerNumber: string;
  /** The bundle the line was added in (with `bundleKey`, shared by that bundle's lines); absent alone. */
  bundleId?: string;
  bundleKey?: string;
}

/** What a bundle is priced from (a `StoreBundle` of the buyer's store). */
export interface PricedBundle {
  id: string;
  name: string;
  itemIds: readonly string[];
  priceCents: number;
  fundraisingCents: number;
  required: boolean;
}

/** What a cart line is priced from (a `StoreItem` of the buyer's store). */
export interface PricedItem {
  id: string;
  name: string;
  priceCents: number;
  fundraisingCents: number;
}

export interface PricedLine<I extends PricedItem = PricedItem> extends CartLine {
  item: I;
  unitPriceCents: number;
  fundraisingCents: number;
  taxCents: number;
  totalCents: number;
}

export interface CartTotals {
  subtotalCents: number;
  fundraisingCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * Each line priced against `items` and `bundles`, and the totals; `taxRateBasisPoints` is the
 * store's rate (825 = 8.25 %). Lines of items no longer offered are left out, and so is a bundle
 * whose lines no longer hold each of its items once (its bundle changed or went).
 */
export function priceCart<I extends PricedItem, B extends PricedBundle = PricedBundle>(
  lines: readonly CartLine[],
  items: readonly I[],
  taxRateBasisPoints: number,
  bundles: readonly B[] = [],
): { lines: PricedLine<I>[]; totals: CartTotals } {
  const byId = new Map(items.map((i) => [i.id, i]));
  const groups = bundleGroupsOf(lines);
  const priced: PricedLine<I>[] = [];
  for (const line of lines) {
    const item = byId.get(line.itemId);
    if (!item) continue;
    let unitPriceCents = item.priceCents;
    let fundraisingCents = item.fundraisingCents;
    if (line.bundleId !== undefined) {
      const group = groups.get(groupKeyOf(line))!;
      const bundle = bundles.find((b) => b.id === line.bundleId);
      if (!bundle || !holdsEachOnce(group, bundle) || group.some((l) => !byId.has(l.itemId))) continue;
      const weights = group.map((l) => byId.get(l.itemId)!.priceCents);
      const k = group.indexOf(line);
      unitPriceCents = splitCents(bundle.priceCents, weights)[k]!;
      fundraisingCents = splitCents(bundle.fundraisingCents, weights)[k]!;
    }
    const taxCents = lineTaxCents(unitPriceCents, taxRateBasisPoints);
    priced.push({ ...line, item, unitPriceCents, fundraisingCents, taxCents, totalCents: unitPriceCents + taxCents });
  }
  const sum = (f: (l: PricedLine<I>) => number) => priced.reduce((a, l) => a + f(l), 0);
  return {
    lines: priced,
    totals: {
      subtotalCents: sum((l) => l.unitPriceCents),
      fundraisingCents: sum((l) => l.fundraisingCents),
      taxCents: sum((l) => l.taxCents),
      totalCents: sum((l) => l.totalCents),
    },
  };
}

const groupKeyOf = (line: CartLine) => `${line.bundleId ?? ''}|${line.bundleKey ?? ''}`;

/** The lines of each bundle bought (by bundle id and key), in cart order. */
function bundleGroupsOf(lines: readonly CartLine[]): Map<string, CartLine[]> {
  const groups = new Map<string, CartLine[]>();
  for (const line of lines)
    if (line.bundleId !== undefined) groups.set(groupKeyOf(line), [...(groups.get(groupKeyOf(line)) ?? []), line]);
  return groups;
}

function holdsEachOnce(group: readonly CartLine[], bundle: PricedBundle): boolean {
  const have = group.map((l) => l.itemId).sort();
  const want = [...bundle.itemIds].sort();
  return have.length === want.length && have.every((id, k) => id === want[k]);
}

/** A group of the cart as it is shown: a lone line, or the lines of one bundle bought together. */
export interface CartGroup<L extends CartLine> {
  key: string;
  /** The bundle its lines were bought in; null for a lone line. */
  bundleId: string | null;
  lines: L[];
}

/** The priced lines in groups, in cart order: each lone line, and each bundle's lines together. */
export function cartGroups<L extends CartLine>(lines: readonly L[]): CartGroup<L>[] {
  const out: CartGroup<L>[] = [];
  const bundled = new Map<string, L[]>();
  for (const line of lines) {
    if (line.bundleId === undefined) {
      out.push({ key: line.key, bundleId: null, lines: [line] });
      continue;
    }
    const key = groupKeyOf(line);
    const group = bundled.get(key);
    if (group) group.push(line);
    else {
      const fresh = [line];
      bundled.set(key, fresh);
      out.push({ key, bundleId: line.bundleId, lines: fresh });
    }
  }
  return out;
}

/**
 * The names of the store's required items and bundles the cart lacks (checkout refuses a cart
 * without them): an item counts alone or in a bundle; a bundle counts when its lines are priced.
 */
export function missingRequired(
  lines: readonly Pick<CartLine, 'itemId' | 'bundleId'>[],
  items: readonly { id: string; name: string; required: boolean }[],
  bundles: readonly PricedBundle[],
): string[] {
  const missing: string[] = [];
  for (const item of items) if (item.required && !lines.some((l) => l.itemId === item.id)) missing.push(item.name);
  for (const bundle of bundles)
    if (bundle.required && !lines.some((l) => l.bundleId === bundle.id)) missing.push(bundle.name);
  return missing;
}

/** The cart lines as `checkoutStore` takes them (empty name or number sent as absent). */
export function cartLineInputs(lines: readonly CartLine[]) {
  return lines.map((l) => {
    const playerName = normaliseName(l.playerName);
    const playerNumber = normaliseNumber(l.playerNumber);
    return {
      itemId: l.itemId,
      size: l.size,
      ...(playerName ? { playerName } : {}),
      ...(playerNumber ? { playerNumber } : {}),
      ...(l.bundleId !== undefined ? { bundleId: l.bundleId, bundleKey: l.bundleKey ?? '' } : {}),
    };
  });
}

/** A key for the lines of one bundle added together (URL-safe, 12 characters). */
export function newBundleKey(random: () => number = Math.random): string {
  let key = '';
  for (let i = 0; i < 12; i += 1) key += 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(random() * 36)];
  return key;
}

/** Where a store's cart is kept. */
export function cartStorageKey(dealerCode: string, storeId: string): string {
  return `tas.store-cart.${dealerCode.toUpperCase()}.${storeId}`;
}

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    ['key', 'itemId', 'size', 'playerName', 'playerNumber'].every((k) => typeof v[k] === 'string') &&
    ['bundleId', 'bundleKey'].every((k) => v[k] === undefined || typeof v[k] === 'string')
  );
}

/** The lines stored under `key`; [] when none or unreadable. */
export function readCart(storage: Pick<Storage, 'getItem'> | null, key: string): CartLine[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

/** Stores `lines` under `key` (removes the key for an empty cart); storage errors are ignored. */
export function writeCart(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, key: string, lines: CartLine[]) {
  try {
    if (lines.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(lines));
  } catch {
    // A full or refused storage keeps the cart for this page only.
  }
}

/**
 * A checkout's idempotency key: 32 URL-safe random characters (the gateway takes 22 to 64),
 * made once per checkout attempt so that a double click or a retry answers the same order.
 */
export function newIdempotencyKey(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(24));
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_');
}
