/**
 * The buyer's cart of one store: lines of an item with its size, name and number, kept in the
 * browser (localStorage, per store) until checkout, and priced as the gateway prices an order:
 * the item's buyer price (fundraising part included) and tax per line at the store's rate,
 * rounded once per line (@tas/garments `lineTaxCents`). Pure but for the storage helpers,
 * which take the storage they use.
 */
import { lineTaxCents, normaliseName, normaliseNumber } from '@tas/garments';

/** A line the buyer added: what `StoreCartLineInput` takes, with a key of its own. */
export interface CartLine {
  key: string;
  itemId: string;
  size: string;
  playerName: string;
  playerNumber: string;
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
 * Each line priced against `items` (lines of items no longer offered are left out) and the
 * totals; `taxRateBasisPoints` is the store's rate (825 = 8.25 %).
 */
export function priceCart<I extends PricedItem>(
  lines: readonly CartLine[],
  items: readonly I[],
  taxRateBasisPoints: number,
): { lines: PricedLine<I>[]; totals: CartTotals } {
  const byId = new Map(items.map((i) => [i.id, i]));
  const priced: PricedLine<I>[] = [];
  for (const line of lines) {
    const item = byId.get(line.itemId);
    if (!item) continue;
    const taxCents = lineTaxCents(item.priceCents, taxRateBasisPoints);
    priced.push({
      ...line,
      item,
      unitPriceCents: item.priceCents,
      fundraisingCents: item.fundraisingCents,
      taxCents,
      totalCents: item.priceCents + taxCents,
    });
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
    };
  });
}

/** Where a store's cart is kept. */
export function cartStorageKey(dealerCode: string, storeId: string): string {
  return `tas.store-cart.${dealerCode.toUpperCase()}.${storeId}`;
}

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['key', 'itemId', 'size', 'playerName', 'playerNumber'].every((k) => typeof v[k] === 'string');
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
