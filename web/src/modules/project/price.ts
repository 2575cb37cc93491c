import { MAX_CUSTOM_PRICE_CENTS } from '@tas/rules';
/**
 * The dealer's custom price of a playbook or snapsheet product (P3, P5, L3) as typed in a form:
 * dollars on screen, integer cents in the API (`customPriceCents`, 0 to 10,000,000). An empty
 * field means "no custom price" (the msrp times the dealer margin applies).
 */

/** The price part of `updateCatalogProduct`'s and `updateSnapsheetProduct`'s inputs. */
export interface CustomPriceInput {
  customPriceCents?: number | null;
  clearCustomPrice?: boolean | null;
}

/** Highest custom price the API takes, in cents ($100,000.00). */
export { MAX_CUSTOM_PRICE_CENTS };

/** Cents as the text of a dollars field: 1250 -> '12.50'; null -> ''. */
export function centsToDollarsText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return (Math.round(cents) / 100).toFixed(2);
}

export type ParsedDollars = { ok: true; cents: number | null } | { ok: false; message: string };

/**
 * A dollars field's text as cents: '12.5' -> 1250, '$1,250.00' -> 125000, '' -> null (no
 * price). Refuses negative amounts, more than two decimals, other characters and amounts over
 * {@link MAX_CUSTOM_PRICE_CENTS}, with a message for the field.
 */
export function parseDollars(text: string): ParsedDollars {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (trimmed === '') return { ok: true, cents: null };
  const plain = /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed;
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match || (match[1] === '' && !match[2])) {
    return { ok: false, message: plain.startsWith('-') ? 'Enter a price of $0 or more' : 'Enter a price in dollars' };
  }
  const cents = Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > MAX_CUSTOM_PRICE_CENTS) return { ok: false, message: 'Enter a price of at most $100,000' };
  return { ok: true, cents };
}

/**
 * The price part of an update input (`updateCatalogProduct`, `updateSnapsheetProduct`): the new
 * custom price, `clearCustomPrice` when the field was emptied, or nothing when it did not change.
 * Call with valid text only.
 */
export function customPriceInput(text: string, currentCents: number | null | undefined): CustomPriceInput {
  const parsed = parseDollars(text);
  if (!parsed.ok) return {};
  const current = currentCents ?? null;
  if (parsed.cents === current) return {};
  return parsed.cents === null ? { clearCustomPrice: true } : { customPriceCents: parsed.cents };
}
