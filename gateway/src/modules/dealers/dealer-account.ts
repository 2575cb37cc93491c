/**
 * The changes of a dealer's own account that other modules ask for (D3 settings, A4 passcode,
 * A7 named API tokens, D10 order webhook): the dealers module is the one writer of the dealers
 * and api_tokens tables, and these are its use cases for them. Each takes the executor (the
 * database or the caller's transaction) so that a change joins the caller's transaction.
 */
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/index.js';
import type { DealerRow, DealersTable } from '../../db/types.js';
import { generateApiToken, hashApiToken } from './api-token.js';
import * as repo from './dealer-settings.repository.js';

/** What a list of a dealer's named API tokens shows of one (never its hash). */
export type NamedApiToken = Awaited<ReturnType<typeof repo.liveApiTokens>>[number];

/** Sets dealer `dealerId`'s settings columns (company, contact, sharing, logo); answers the row. */
export function changeDealerSettings(
  exec: Executor,
  dealerId: number,
  values: Updateable<DealersTable>,
): Promise<DealerRow> {
  return repo.updateDealer(exec, dealerId, values);
}

/**
 * Sets the dealer's passcode hash (a passcode set now meets the rule, so the dashboard stops
 * asking for one) and ends every passcode session opened with the old passcode (A4). Run it in
 * a transaction: the two writes stand or fall together.
 */
export async function changeDealerPasscode(exec: Executor, dealerId: number, passcodeHash: string): Promise<void> {
  await repo.updateDealer(exec, dealerId, { passcode_hash: passcodeHash, passcode_change_required: false });
  await repo.revokePasscodeSessions(exec, dealerId);
}

/** The dealer's live named API tokens, newest first (session and passcode tokens are not named). */
export function namedApiTokens(exec: Executor, dealerId: number): Promise<NamedApiToken[]> {
  return repo.liveApiTokens(exec, dealerId);
}

/**
 * Issues a named API token (A7): a new random token, stored as its SHA-256 only, no expiry.
 * Answers the token itself (shown once) and what a list shows of it. `name` is checked by the
 * caller.
 */
export async function issueApiToken(
  exec: Executor,
  dealerId: number,
  name: string,
): Promise<{ token: string; apiToken: NamedApiToken }> {
  const token = generateApiToken();
  return { token, apiToken: await repo.insertApiToken(exec, dealerId, name, hashApiToken(token)) };
}

/** Revokes the dealer's live named API token `id`; false when the dealer has no such live token. */
export function revokeNamedApiToken(exec: Executor, dealerId: number, id: number): Promise<boolean> {
  return repo.revokeApiToken(exec, dealerId, id);
}

/** Sets the dealer's order webhook URL (D10) and, when given, a new signing secret; answers the row. */
export function setOrderWebhook(
  exec: Executor,
  dealerId: number,
  url: string | null,
  secret: string | null,
): Promise<DealerRow> {
  return repo.setDealerWebhook(exec, dealerId, url, secret);
}
