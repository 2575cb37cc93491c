/**
 * The print grant of a PDF job (R2): the render service opens a print page at
 * `/print/<snapsheets|catalogs>/<DEALERCODE>/<id>#print-token=<token>`, and every GraphQL request
 * of that page sends the token back as `X-Print-Token`, so a draft or private project prints. The
 * gateway lets such a request read that one project and nothing else, and never write. A fragment
 * reaches no server and no log; the token lives a few minutes.
 */
export const PRINT_TOKEN_HEADER = 'x-print-token';
export const PRINT_TOKEN_FRAGMENT = 'print-token';

const SHAPE = /^tpg_[A-Za-z0-9_-]{43}$/;

/** The token in a URL fragment (`#print-token=...`, other parameters allowed), or null. */
export function printTokenOf(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(PRINT_TOKEN_FRAGMENT);
  return value && SHAPE.test(value) ? value : null;
}

/** The print token of the current page, or null (no window, no token). */
export function currentPrintToken(): string | null {
  return typeof window === 'undefined' ? null : printTokenOf(window.location.hash);
}
