/**
 * SQL of proofs and proof links. Every function takes the executor
 * (the database or a transaction).
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/index.js';
import type { LogoKeys, ProofLinkRow, ProofRow, StoredProofStatus, StoredSizeLine } from '../../db/types.js';

/** A proof version with the expiry of the link it was sent with. */
export type SentProofRow = ProofRow & { expires_at: Date };

/** A locker item with its configuration's content hash and its logos' pictures (what a proof freezes). */
export interface ItemForProof {
  id: number;
  configuration_id: number;
  configuration_hash: string;
  /** The pictures (blob keys) of the logos its configuration wears now, by logo id. */
  logo_keys: LogoKeys;
  size_lines: StoredSizeLine[];
  style_id: string;
  product_name: string;
}

/**
 * The blob keys of the logos configuration `c` wears (its decorations' `logoId`s, either side),
 * by logo id; `{}` without logos.
 */
const wornLogoKeys = sql<LogoKeys>`(SELECT COALESCE(jsonb_object_agg(l.id::text, l.blob_key), '{}'::jsonb)
  FROM jsonb_array_elements(c.decorations) AS d(value)
  JOIN logos l ON l.id = CASE WHEN jsonb_typeof(d.value->'logoId') = 'number' THEN (d.value->>'logoId')::int END)`;

/** Locker items joined with what a proof freezes of them. */
function itemQuery(exec: Executor) {
  return exec
    .selectFrom('locker_items as i')
    .innerJoin('configurations as c', 'c.id', 'i.configuration_id')
    .innerJoin('styles as s', 's.id', 'c.style_id')
    .select([
      'i.id',
      'i.configuration_id',
      'c.content_hash as configuration_hash',
      wornLogoKeys.as('logo_keys'),
      'i.size_lines',
      'c.style_id as style_id',
      's.name as product_name',
    ]);
}

/** The items of locker `lockerId` in locker order, with their configurations' content hashes. */
export function itemsForProof(exec: Executor, lockerId: number): Promise<ItemForProof[]> {
  return itemQuery(exec).where('i.locker_id', '=', lockerId).orderBy('i.sort_order').orderBy('i.id').execute();
}

/** The latest version of each item's proof among `itemIds`, with its link's expiry. */
export async function latestProofsOfItems(exec: Executor, itemIds: number[]): Promise<Map<number, SentProofRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await exec
    .selectFrom('proofs as p')
    .innerJoin('proof_links as l', 'l.id', 'p.link_id')
    .selectAll('p')
    .select('l.expires_at')
    .distinctOn('p.locker_item_id')
    .where('p.locker_item_id', 'in', itemIds)
    .orderBy('p.locker_item_id')
    .orderBy('p.version', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.locker_item_id, r]));
}

/** The latest version of the proof of each item of project `projectId`'s lockers, with its link's expiry. */
export async function latestProofsOfProject(exec: Executor, projectId: number): Promise<SentProofRow[]> {
  return exec
    .selectFrom('proofs as p')
    .innerJoin('proof_links as l', 'l.id', 'p.link_id')
    .innerJoin('locker_items as i', 'i.id', 'p.locker_item_id')
    .innerJoin('lockers as k', 'k.id', 'i.locker_id')
    .selectAll('p')
    .select('l.expires_at')
    .distinctOn('p.locker_item_id')
    .where('k.project_id', '=', projectId)
    .orderBy('p.locker_item_id')
    .orderBy('p.version', 'desc')
    .execute();
}

/** Inserts a proof link; answers it. */
export function insertProofLink(
  exec: Executor,
  link: { dealerId: number; quoteId: number; tokenHash: string; recipient: string; expiresAt: Date },
): Promise<ProofLinkRow> {
  return exec
    .insertInto('proof_links')
    .values({
      dealer_id: link.dealerId,
      quote_id: link.quoteId,
      token_hash: link.tokenHash,
      recipient: link.recipient,
      expires_at: link.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new version of an item's proof, frozen as given. */
export interface NewProof {
  dealerId: number;
  linkId: number;
  quoteId: number;
  lockerItemId: number;
  version: number;
  configurationId: number;
  configurationHash: string;
  logoKeys: LogoKeys;
  sizeLines: StoredSizeLine[];
  rosterHash: string;
}

/** Inserts a proof version; answers it. */
export function insertProof(exec: Executor, p: NewProof): Promise<ProofRow> {
  return exec
    .insertInto('proofs')
    .values({
      dealer_id: p.dealerId,
      link_id: p.linkId,
      quote_id: p.quoteId,
      locker_item_id: p.lockerItemId,
      version: p.version,
      configuration_id: p.configurationId,
      configuration_hash: p.configurationHash,
      logo_keys: JSON.stringify(p.logoKeys),
      size_lines: JSON.stringify(p.sizeLines),
      roster_hash: p.rosterHash,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The highest version sent of item `lockerItemId`'s proof (0 when none). */
export async function lastVersionOfItem(exec: Executor, lockerItemId: number): Promise<number> {
  const row = await exec
    .selectFrom('proofs')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('locker_item_id', '=', lockerItemId)
    .executeTakeFirst();
  return Number(row?.v ?? 0);
}

/**
 * Every version sent of item `lockerItemId`'s proof, newest first, with its link's expiry (the
 * history a change request and its answers leave).
 */
export function proofsOfItem(exec: Executor, lockerItemId: number): Promise<SentProofRow[]> {
  return exec
    .selectFrom('proofs as p')
    .innerJoin('proof_links as l', 'l.id', 'p.link_id')
    .selectAll('p')
    .select('l.expires_at')
    .where('p.locker_item_id', '=', lockerItemId)
    .orderBy('p.version', 'desc')
    .execute();
}

/** Version `version` of item `lockerItemId`'s proof; undefined when there is none. */
export function proofOfItemVersion(
  exec: Executor,
  lockerItemId: number,
  version: number,
): Promise<ProofRow | undefined> {
  return exec
    .selectFrom('proofs')
    .selectAll()
    .where('locker_item_id', '=', lockerItemId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** The link whose token has SHA-256 `tokenHash`; undefined when there is none. */
export function proofLinkByHash(exec: Executor, tokenHash: string): Promise<ProofLinkRow | undefined> {
  return exec.selectFrom('proof_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** The proofs sent with link `linkId`, in locker order, with the link's expiry. */
export function proofsOfLink(exec: Executor, linkId: number): Promise<SentProofRow[]> {
  return exec
    .selectFrom('proofs as p')
    .innerJoin('proof_links as l', 'l.id', 'p.link_id')
    .innerJoin('locker_items as i', 'i.id', 'p.locker_item_id')
    .selectAll('p')
    .select('l.expires_at')
    .where('p.link_id', '=', linkId)
    .orderBy('i.sort_order')
    .orderBy('i.id')
    .execute();
}

/** Proof `id` sent with link `linkId`, its row locked for a decision; undefined otherwise. */
export function proofOfLinkForUpdate(exec: Executor, id: number, linkId: number): Promise<ProofRow | undefined> {
  return exec
    .selectFrom('proofs')
    .selectAll()
    .where('id', '=', id)
    .where('link_id', '=', linkId)
    .forUpdate()
    .executeTakeFirst();
}

/** The item `lockerItemId` now (its configuration's hash and roster); undefined once removed. */
export function itemForProof(exec: Executor, lockerItemId: number): Promise<ItemForProof | undefined> {
  return itemQuery(exec).where('i.id', '=', lockerItemId).executeTakeFirst();
}

/** Locks quote `quoteId`'s row (proofs of one quote are sent one after the other). */
export async function lockQuote(exec: Executor, quoteId: number): Promise<void> {
  await exec.selectFrom('quotes').select('id').where('id', '=', quoteId).forUpdate().execute();
}

/** Records the render job of proof `id`'s PDF. */
export async function setProofPdfJob(exec: Executor, id: number, renderJobId: number): Promise<void> {
  await exec.updateTable('proofs').set({ pdf_job_id: renderJobId }).where('id', '=', id).execute();
}

/** Proof `id` with its link's expiry and its quote's project (row id, or null); undefined otherwise. */
export function proofById(
  exec: Executor,
  id: number,
): Promise<(SentProofRow & { project_id: number | null }) | undefined> {
  return exec
    .selectFrom('proofs as p')
    .innerJoin('proof_links as l', 'l.id', 'p.link_id')
    .innerJoin('quotes as q', 'q.id', 'p.quote_id')
    .selectAll('p')
    .select(['l.expires_at', 'q.project_id'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** Records the customer's decision on proof `id`; answers the row. */
export function decideProof(
  exec: Executor,
  id: number,
  decision: { status: Exclude<StoredProofStatus, 'SENT'>; approverName: string | null; comment: string | null },
): Promise<ProofRow> {
  return exec
    .updateTable('proofs')
    .set({
      status: decision.status,
      approver_name: decision.approverName,
      comment: decision.comment,
      decided_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
