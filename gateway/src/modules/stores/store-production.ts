/**
 * A store round's production order: made once the close decided the round's minimums, held
 * until the dealer sends it; discarded (while held) when the dealer reopens the round.
 *
 * `make` reads the round's live lines (orders PAID or UNPAID, lines neither cancelled nor
 * refunded) and the team's pieces of its decision (`store_rounds.minimums`), and makes the order
 * through the orders use case (unique per store and round: a second call changes nothing).
 */
import type { Executor } from '../../db/index.js';

export interface ProductionOrders {
  /** Makes round `round`'s production order of store `storeId` (its project id) when none is made. */
  make(exec: Executor, storeId: number, round: number): Promise<void>;
  /** Drops round `round`'s production order while it is held (not sent); true when one was. */
  discard(exec: Executor, storeId: number, round: number): Promise<boolean>;
}
