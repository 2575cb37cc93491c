/**
 * The SQL of the upload ledger (migration 0029): the bytes each quota account holds
 * (`upload_usage`), which blobs it holds (`upload_charges`, once per blob), and the blobs the
 * collection knows (`stored_blobs`) with the question every collection asks: does a row still
 * refer to this file? A function per statement, the database or a transaction passed in.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/index.js';

/**
 * Adds a holder of `blobKey` to `account`'s charges (a new charge of `bytes` when it had none);
 * answers the holders now: 1 when the charge is new.
 */
export async function addChargeRef(
  exec: Executor,
  account: string,
  blobKey: string,
  bytes: number,
  at: Date,
): Promise<number> {
  const row = await exec
    .insertInto('upload_charges')
    .values({ account, blob_key: blobKey, bytes, refs: 1, created_at: at })
    .onConflict((oc) =>
      oc.columns(['account', 'blob_key']).doUpdateSet((eb) => ({ refs: eb('upload_charges.refs', '+', 1) })),
    )
    .returning('refs')
    .executeTakeFirstOrThrow();
  return Number(row.refs);
}

/** Takes a holder of `blobKey` off `account`'s charge; its holders left and bytes, undefined without one. */
export async function dropChargeRef(
  exec: Executor,
  account: string,
  blobKey: string,
): Promise<{ refs: number; bytes: number } | undefined> {
  const row = await exec
    .updateTable('upload_charges')
    .set((eb) => ({ refs: eb('refs', '-', 1) }))
    .where('account', '=', account)
    .where('blob_key', '=', blobKey)
    .returning(['refs', 'bytes'])
    .executeTakeFirst();
  return row && { refs: Number(row.refs), bytes: Number(row.bytes) };
}

/** Removes `account`'s charge of `blobKey`. */
export async function deleteCharge(exec: Executor, account: string, blobKey: string): Promise<void> {
  await exec.deleteFrom('upload_charges').where('account', '=', account).where('blob_key', '=', blobKey).execute();
}

/** The accounts charged for `blobKey`, any order. */
export async function accountsHolding(exec: Executor, blobKey: string): Promise<string[]> {
  const rows = await exec.selectFrom('upload_charges').select('account').where('blob_key', '=', blobKey).execute();
  return rows.map((r) => r.account);
}

/**
 * Adds `delta` bytes (negative: frees them) to `account`, in one statement that locks its row:
 * with `limit`, only while the total stays at most `limit` (false when it would pass it), so
 * that uploads at the same moment see each other's bytes. The total never goes below 0.
 */
export async function addUsage(exec: Executor, account: string, delta: number, limit: number | null): Promise<boolean> {
  if (limit !== null && delta > limit) return false;
  const row = await exec
    .insertInto('upload_usage')
    .values({ account, bytes: Math.max(0, delta) })
    .onConflict((oc) => {
      const update = oc
        .column('account')
        .doUpdateSet({ bytes: sql<number>`greatest(upload_usage.bytes + ${delta}, 0)` });
      return limit === null ? update : update.where(sql<number>`upload_usage.bytes + ${delta}`, '<=', limit);
    })
    .returning('bytes')
    .executeTakeFirst();
  return row !== undefined;
}

/** The bytes `account` holds (0 without a row). */
export async function usageOf(exec: Executor, account: string): Promise<number> {
  const row = await exec.selectFrom('upload_usage').select('bytes').where('account', '=', account).executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Up to `limit` staged upload keys (`uploads/...`) charged before `before`, oldest first. */
export async function stagedKeysChargedBefore(exec: Executor, before: Date, limit: number): Promise<string[]> {
  const rows = await exec
    .selectFrom('upload_charges')
    .select('blob_key')
    .where('blob_key', 'like', 'uploads/%')
    .where('created_at', '<', before)
    .groupBy('blob_key')
    .orderBy(sql`min(created_at)`)
    .limit(limit)
    .execute();
  return rows.map((r) => r.blob_key);
}

/** Which of `keys` some account is charged for. */
export async function chargedKeys(exec: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await exec
    .selectFrom('upload_charges')
    .select('blob_key')
    .distinct()
    .where('blob_key', 'in', [...keys])
    .execute();
  return new Set(rows.map((r) => r.blob_key));
}

/**
 * Records that an upload holds `keys` now (before it writes them): the collection leaves a file
 * alone for its grace after that, so a file it found unused cannot be deleted under an upload
 * that just reused it. Waits while a collection is deleting one of them (its row is locked).
 */
export async function holdBlobs(exec: Executor, keys: readonly string[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  await exec
    .insertInto('stored_blobs')
    .values([...new Set(keys)].sort().map((blob_key) => ({ blob_key, held_at: at, orphaned_at: null })))
    .onConflict((oc) => oc.column('blob_key').doUpdateSet({ held_at: at, orphaned_at: null }))
    .execute();
}

/** Makes `keys` (found in the store) known to the collection, as held at `at` when new. */
export async function adoptBlobs(exec: Executor, keys: readonly string[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  await exec
    .insertInto('stored_blobs')
    .values([...new Set(keys)].map((blob_key) => ({ blob_key, held_at: at, orphaned_at: null })))
    .onConflict((oc) => oc.column('blob_key').doNothing())
    .execute();
}

/**
 * Whether a row refers to the blob `key` (a SQL expression). Every column that holds the key of
 * a `logos/` or `files/` blob: `logos.blob_key` and `logos.original_blob_key`, of a live logo
 * or of a deleted one still in use: a project's default logo or one of its logos, a dealer's
 * logo, or a decoration of any configuration (saved products, locker items, quotes, proofs and
 * orders all draw from configurations, which keep naming the logo after it is deleted), and the
 * pictures a proof froze (`proofs.logo_keys`: its logos' keys when it was sent). Snapshots,
 * PDFs and link cards (`snapshots`, `render_jobs`, `share_cards`) hold keys of their own kinds,
 * which the collection never touches.
 */
function referenced(key: RawBuilder<unknown>): RawBuilder<boolean> {
  const inUse = sql`(l.deleted_at IS NULL
    OR EXISTS (SELECT 1 FROM projects p WHERE p.default_logo_id = l.id)
    OR EXISTS (SELECT 1 FROM project_logos pl WHERE pl.logo_id = l.id)
    OR EXISTS (SELECT 1 FROM dealers d WHERE d.logo_id = l.id)
    OR EXISTS (SELECT 1 FROM configurations c
      WHERE c.decorations @> jsonb_build_array(jsonb_build_object('logoId', l.id))
         OR c.decorations @> jsonb_build_array(jsonb_build_object('logoId', l.id::text))))`;
  // A proof keeps the pictures its logos showed when sent (proofs.logo_keys, by logo id): an
  // Edit crop since then leaves no logo row with the key, and the proof still shows it.
  return sql<boolean>`(EXISTS (SELECT 1 FROM logos l WHERE l.blob_key = ${key} AND ${inUse})
    OR EXISTS (SELECT 1 FROM logos l WHERE l.original_blob_key = ${key} AND ${inUse})
    OR EXISTS (SELECT 1 FROM proofs pr, jsonb_each_text(pr.logo_keys) AS f(logo_id, blob_key)
      WHERE f.blob_key = ${key}))`;
}

/** Which of `keys` a row refers to (see {@link referenced}). */
export async function referencedBlobKeys(exec: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const values = sql.join(keys.map((k) => sql`(${k}::text)`));
  const { rows } = await sql<{ key: string }>`SELECT k.key FROM (VALUES ${values}) AS k(key)
    WHERE ${referenced(sql.ref('k.key'))}`.execute(exec);
  return new Set(rows.map((r) => r.key));
}

/** Marks `keys` unreferenced since `at` (those not marked already); clears the mark of `used`. */
export async function markOrphaned(
  exec: Executor,
  unused: readonly string[],
  used: readonly string[],
  at: Date,
): Promise<void> {
  if (unused.length > 0)
    await exec
      .updateTable('stored_blobs')
      .set({ orphaned_at: at })
      .where('blob_key', 'in', [...unused])
      .where('orphaned_at', 'is', null)
      .execute();
  if (used.length > 0)
    await exec
      .updateTable('stored_blobs')
      .set({ orphaned_at: null })
      .where('blob_key', 'in', [...used])
      .where('orphaned_at', 'is not', null)
      .execute();
}

/** Of `keys`, those unreferenced since before `before` and not held by an upload since then. */
export async function dueBlobKeys(exec: Executor, keys: readonly string[], before: Date): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await exec
    .selectFrom('stored_blobs')
    .select('blob_key')
    .where('blob_key', 'in', [...keys])
    .where('held_at', '<', before)
    .where('orphaned_at', '<', before)
    .execute();
  return rows.map((r) => r.blob_key);
}

/**
 * Forgets the blob `key` when it is still due (as {@link dueBlobKeys}) and no row refers to it;
 * true when it did. Run in the transaction that deletes the file: its row stays locked until
 * then, so an upload holding the key again waits and writes the file anew.
 */
export async function forgetDueBlob(exec: Executor, key: string, before: Date): Promise<boolean> {
  const { rows } = await sql<{ blob_key: string }>`DELETE FROM stored_blobs
    WHERE blob_key = ${key} AND held_at < ${before} AND orphaned_at < ${before}
      AND NOT ${referenced(sql`${key}::text`)}
    RETURNING blob_key`.execute(exec);
  return rows.length === 1;
}
