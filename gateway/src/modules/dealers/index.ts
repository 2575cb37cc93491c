/**
 * The dealers module's door for the other modules: a dealer's row by id (`dealerById`: undefined
 * when there is none; `existingDealerById`: one that must exist, an order's or the caller's), and
 * the changes of a dealer's own account (dealer-account.ts: settings, passcode, named API
 * tokens, order webhook), since the dealers module is the one writer of the dealers and
 * api_tokens tables. Other modules call these, never its repository.
 */
export { dealerById, existingDealerById } from './dealers.repository.js';
export {
  changeDealerPasscode,
  changeDealerSettings,
  issueApiToken,
  namedApiTokens,
  revokeNamedApiToken,
  setOrderWebhook,
  type NamedApiToken,
} from './dealer-account.js';
export type { DealersService } from './dealers.service.js';
export { DEALER_CODE, INVALID_PASSCODE } from './passcode-access.js';
export { hashPasscode } from './passcode.js';
export type { PasscodeGuard } from './passcode.js';
