/**
 * Files no row refers to are collected, by two pg-boss jobs (queues of plugins/jobs.ts, sent by
 * pg-boss cron schedules, so one gateway runs each tick; blob-collection.worker.ts):
 *
 * - `upload-sweep`, every {@link SWEEP_CRON}: staged uploads older than `UPLOAD_TTL_MS` are found
 *   in the quota ledger (upload_charges, their charge's time), deleted and their bytes freed;
 *   no listing of the store.
 * - `blob-collect`, every {@link COLLECT_CRON}: the store's `uploads/`, `logos/` and `files/` are
 *   listed. A staged upload no account is charged for (staged before the ledger, or a write
 *   whose charge was lost) older than the TTL is deleted. A logo or file is deleted once no row
 *   has referred to it for `BLOB_COLLECT_GRACE_MINUTES` (found unreferenced by one run, deleted
 *   by a run at least that long after) and no upload has held it for as long; which rows refer
 *   to a file: upload-ledger.repository.ts `referenced` (live logos and originals, deleted
 *   logos a project, a dealer or any configuration still names).
 *
 * An upload holds its files (`holdBlobs`) before it writes them and inserts its row right
 * after, so the collection never deletes a file an upload is about to refer to: the delete
 * itself runs in the transaction that forgets the file's row, after checking again that no row
 * refers to it, and an upload holding the key at that moment waits and writes the file anew.
 * Snapshots, PDFs and link cards are never collected here.
 */
import type { Db } from '../../db/index.js';
import type { BlobStore } from '../../plugins/files.js';
import type { UploadStaging } from './uploads.js';
import { UPLOAD_TTL_MS } from './uploads.js';
import * as ledger from './upload-ledger.repository.js';

/** When the staged-upload sweep runs (pg-boss cron, UTC). */
export const SWEEP_CRON = '*/5 * * * *';
/** When the collection runs (pg-boss cron, UTC): every hour. */
export const COLLECT_CRON = '23 * * * *';
/** The prefixes of the files the collection deletes when no row refers to them. */
export const COLLECTED_PREFIXES = ['logos/', 'files/'] as const;
/** Keys looked at per statement. */
const PAGE = 500;

/**
 * Stores `bytes` content-addressed (`<kind>/<sha256>.<ext>`, plugins/files.ts), held for the
 * collection first (see the module comment); answers the key. The caller inserts the row that
 * refers to it right after.
 */
export async function putHeld(
  db: Db,
  blobs: BlobStore,
  file: { kind: string; bytes: Uint8Array; ext: string },
  at: Date,
): Promise<string> {
  await ledger.holdBlobs(db, [blobs.keyFor(file.kind, file.bytes, file.ext)], at);
  return blobs.put(file.kind, file.bytes, file.ext);
}

/** What one collection did (tests, logs). */
export interface CollectionCounts {
  /** Staged uploads deleted. */
  staged: number;
  /** Logos and files deleted. */
  files: number;
  /** Logos and files no row refers to, deleted or not (kept until their grace has passed). */
  unreferenced: number;
}

/** The collection's use cases; `graceMs`: BLOB_COLLECT_GRACE_MINUTES. */
export function blobCollection(
  db: Db,
  deps: { blobs: BlobStore; staging: UploadStaging; graceMs: number; now?: () => Date },
) {
  const { blobs, staging, graceMs } = deps;
  const now = deps.now ?? (() => new Date());

  /** Deletes staged uploads charged before `at` minus the TTL and frees their bytes; answers how many. */
  async function sweepStaged(at: Date): Promise<number> {
    const before = new Date(at.getTime() - UPLOAD_TTL_MS);
    let swept = 0;
    for (;;) {
      const keys = await ledger.stagedKeysChargedBefore(db, before, PAGE);
      for (const key of keys) await staging.discard(key);
      swept += keys.length;
      if (keys.length < PAGE) return swept;
    }
  }

  /** Pages of `prefix`'s keys with their last write. */
  async function* pagesOf(prefix: string) {
    let page: { key: string; modifiedAt: number }[] = [];
    for await (const item of blobs.list(prefix)) {
      page.push(item);
      if (page.length === PAGE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }

  /** Deletes staged files older than the TTL that no account is charged for; answers how many. */
  async function sweepUncharged(at: Date): Promise<number> {
    let swept = 0;
    for await (const page of pagesOf('uploads/')) {
      const old = page.filter((f) => at.getTime() - f.modifiedAt > UPLOAD_TTL_MS).map((f) => f.key);
      const charged = await ledger.chargedKeys(db, old);
      for (const key of old.filter((k) => !charged.has(k))) {
        await blobs.delete(key);
        swept += 1;
      }
    }
    return swept;
  }

  /** Marks, then deletes (past the grace), the logos and files no row refers to. */
  async function collectStored(at: Date): Promise<{ files: number; unreferenced: number }> {
    const before = new Date(at.getTime() - graceMs);
    const counts = { files: 0, unreferenced: 0 };
    for (const prefix of COLLECTED_PREFIXES)
      for await (const page of pagesOf(prefix)) {
        const keys = page.map((f) => f.key);
        await ledger.adoptBlobs(db, keys, at);
        const used = await ledger.referencedBlobKeys(db, keys);
        const unused = keys.filter((k) => !used.has(k));
        await ledger.markOrphaned(db, unused, [...used], at);
        counts.unreferenced += unused.length;
        for (const key of await ledger.dueBlobKeys(db, unused, before)) {
          const deleted = await db.transaction().execute(async (trx) => {
            if (!(await ledger.forgetDueBlob(trx, key, before))) return false;
            // In the transaction: an upload holding the key now waits, then writes it anew.
            await blobs.delete(key);
            return true;
          });
          if (deleted) counts.files += 1;
        }
      }
    return counts;
  }

  return {
    sweepStaged: (at: Date = now()) => sweepStaged(at),

    /** One collection run (see the module comment) at `at` (default: now). */
    async collect(at: Date = now()): Promise<CollectionCounts> {
      const staged = (await sweepStaged(at)) + (await sweepUncharged(at));
      const stored = await collectStored(at);
      return { staged, ...stored };
    },
  };
}

export type BlobCollection = ReturnType<typeof blobCollection>;
