/**
 * Loading the dealer (original-spec section 8): a failed load says 'error loading dealer data'
 * (DashboardLayout, the signed-in dealer); a project route without a dealer code alerts
 * 'missing acc id' and goes to /404 (PasscodeGate, every project route).
 */

/** Shown (toast) and logged when the signed-in dealer cannot be loaded. */
export const DEALER_LOAD_ERROR = 'error loading dealer data';

/** Alerted when a project route has no dealer code (the account id), before going to /404. */
export const MISSING_ACCOUNT_ID = 'missing acc id';

/**
 * The dealer code of a project route's `:dealerCode` segment, trimmed; null when it is missing
 * or blank (`/snapsheets/%20/1`).
 */
export function dealerCodeOf(param: string | undefined): string | null {
  const code = param?.trim() ?? '';
  return code === '' ? null : code;
}
