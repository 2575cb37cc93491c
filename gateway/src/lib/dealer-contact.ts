/**
 * What a customer is shown of a dealer: the phone and the email only while the dealer shares
 * them (`sharePhone`, `shareEmail`, migration 0024). One rule for every page, PDF and email a
 * customer or visitor sees: shared projects, quotes, proofs and their emails.
 */
import type { DealerRow } from '../db/types.js';

type Contact = Pick<DealerRow, 'phone' | 'email' | 'share_phone' | 'share_email'>;

/** `dealer` with `phone` and `email` set to null where the dealer does not share them. */
export function sharedContact<D extends Contact>(dealer: D): D {
  return {
    ...dealer,
    phone: dealer.share_phone ? dealer.phone : null,
    email: dealer.share_email ? dealer.email : null,
  };
}
