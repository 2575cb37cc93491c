/**
 * User text written to a CSV export (the gateway's orders and rosters, the dealer's store orders
 * in the web): a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return would be
 * read as a formula by a spreadsheet, so it gets a leading `'` (the OWASP advice for CSV
 * injection). `null` is an empty cell.
 */
export function csvText(value: string | null | undefined): string {
  const v = value ?? '';
  return FORMULA_START.test(v) ? `'${v}` : v;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The inverse of {@link csvText} for imports: a cell `'=x` (a defused formula of our own export)
 * reads back as `=x`; any other text is returned as given.
 */
export function csvTextValue(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
