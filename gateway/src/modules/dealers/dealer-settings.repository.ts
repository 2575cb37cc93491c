/**
 * SQL of a dealer's settings (D3: company info, passcode, logo, the order webhook) and named API
 * tokens (A7): the dealers module writes the dealers and api_tokens tables; the settings and
 * orders modules change them through its door. Every function takes the executor (the database
 * or a transaction).
 */
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/index.js';
import type { DealerRow, DealersTable } from '../../db/types.js';

/** Sets dealer `id`'s columns (`updated_at` too); answers the row. */
export function updateDealer(exec: Executor, id: number, values: Updateable<DealersTable>): Promise<DealerRow> {
  return exec
    .updateTable('dealers')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Ends every live passcode session of the dealer (its passcode changed, A4). */
export async function revokePasscodeSessions(exec: Executor, dealerId: number): Promise<void> {
  await exec
    .updateTable('api_tokens')
    .set({ revoked_at: new Date() })
    .where('dealer_id', '=', dealerId)
    .where('kind', '=', 'PASSCODE')
    .where('revoked_at', 'is', null)
    .execute();
}

/** The columns of a named API token that a list shows (never its hash). */
const TOKEN_COLUMNS = ['id', 'name', 'created_at', 'last_used_at'] as const;

/** The dealer's live named API tokens, newest first (session and passcode tokens are not named). */
export function liveApiTokens(exec: Executor, dealerId: number) {
  return exec
    .selectFrom('api_tokens')
    .select(TOKEN_COLUMNS)
    .where('dealer_id', '=', dealerId)
    .where('kind', '=', 'API')
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** Records a named API token (its SHA-256 only, no expiry); answers what a list shows of it. */
export function insertApiToken(exec: Executor, dealerId: number, name: string, tokenHash: string) {
  return exec
    .insertInto('api_tokens')
    .values({ dealer_id: dealerId, kind: 'API', name, token_hash: tokenHash, expires_at: null })
    .returning(TOKEN_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Revokes the dealer's live named API token `id`; false when there is none. */
export async function revokeApiToken(exec: Executor, dealerId: number, id: number): Promise<boolean> {
  const result = await exec
    .updateTable('api_tokens')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('dealer_id', '=', dealerId)
    .where('kind', '=', 'API')
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets dealer `dealerId`'s webhook URL and, when given, a new signing secret; answers the row. */
export function setDealerWebhook(
  exec: Executor,
  dealerId: number,
  url: string | null,
  secret: string | null,
): Promise<DealerRow> {
  return exec
    .updateTable('dealers')
    .set({
      order_webhook_url: url,
      ...(secret ? { order_webhook_secret: secret, order_webhook_secret_at: new Date() } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', dealerId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
