/**
 * A row id as the API gives it (an integer primary key as a string), or 0, which matches no row,
 * for anything that is not 1 to 9 digits: a lookup of a malformed id then answers NOT_FOUND like
 * an unknown one.
 */
export function parseId(id: string): number {
  return /^\d{1,9}$/.test(id) ? Number(id) : 0;
}
