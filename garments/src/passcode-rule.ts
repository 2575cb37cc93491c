/**
 * The dealer passcode rule (A4, D3; security review), shared by the gateway (which
 * enforces it when a dealer sets a passcode) and the web's My Settings form (which checks it
 * before the round trip): 8 to 64 characters. A 4-character passcode fell to a guesser within
 * hours even under the per-project limit; 8 characters of a 60-symbol alphabet do not.
 */

/** Fewest characters of a passcode a dealer sets. */
export const MIN_PASSCODE_LENGTH = 8;
/** Most characters of a passcode. */
export const MAX_PASSCODE_LENGTH = 64;

/**
 * What is wrong with `passcode` as a new dealer passcode, as a message for the form and the
 * API's BAD_USER_INPUT `passcode`; null when it is fine. Length counts UTF-16 code units.
 */
export function passcodeProblem(passcode: string): string | null {
  if (passcode.length < MIN_PASSCODE_LENGTH) return `Use at least ${MIN_PASSCODE_LENGTH} characters`;
  if (passcode.length > MAX_PASSCODE_LENGTH) return `Use at most ${MAX_PASSCODE_LENGTH} characters`;
  return null;
}
