/**
 * Upload quotas: the bytes of every upload, staged by `POST /uploads` (uploads.ts) or stored as
 * a logo or file (logo-uploads.ts), count against byte quotas, settings in config.ts (MB):
 *
 * - a visitor (C3): `VISITOR_UPLOAD_QUOTA_MB` per visitor and project (default 20),
 *   `VISITOR_ADDRESS_UPLOAD_QUOTA_MB` per client address, all its visitor keys and projects
 *   together (default 100), `PROJECT_VISITOR_UPLOAD_QUOTA_MB` per project, all its visitors
 *   together (default 200), `VISITOR_UPLOAD_TOTAL_QUOTA_MB` all visitors of the gateway
 *   (default 5120);
 * - a passcode session: `PASSCODE_UPLOAD_QUOTA_MB` per project (default 200);
 * - a dealer: `DEALER_UPLOAD_QUOTA_MB` (default 2048), its library and what it uploads for
 *   projects.
 *
 * Each quota is an account of the ledger (upload-ledger.repository.ts). An account holds a file
 * once however many staged uploads or logo rows hold it (by blob key: a stored file is
 * content-addressed, so a 5 MB file reused by forty logos counts 5 MB). A staged upload is
 * charged when staged, and turned into the charge of the stored file in the transaction that
 * stores its row; a deleted logo, a taken or expired staged upload free their bytes.
 *
 * Charges change a quota's total with one conditional update that locks its row, in the
 * transaction that records the upload, so uploads at the same moment cannot pass a quota
 * together; every transaction locks accounts in one order (visitor, address, project, all
 * visitors, passcode, dealer), which is also the order refusals are reported in. Past a quota:
 * BAD_USER_INPUT with `field` the setting's name and a message giving the quota. Accounting an
 * upload costs a few statements, whatever is stored or staged.
 */
import { isProjectPublicId } from '../projects/index.js';
import { canReadProject, lockerOwnerKey, type Caller } from '../../lib/caller.js';
import { addressKey } from '../../lib/client-address.js';
import type { Db, Executor } from '../../db/index.js';
import type { LogoRow } from '../../db/types.js';
import { BadUserInputError } from '../../lib/errors.js';
import type { BlobStore } from '../../plugins/files.js';
import { projectAccessByPublicId } from './visitor-logos.repository.js';
import * as ledger from './upload-ledger.repository.js';
import { lockLogo, logosNotCharged, setLogoQuotaAccounts } from './logos.repository.js';
import type { VisitorUploadChecks } from './uploads.js';

/** The quotas, bytes. */
export interface UploadQuotas {
  perVisitorProject: number;
  perAddress: number;
  perProject: number;
  total: number;
  perPasscodeProject: number;
  perDealer: number;
}

const MB = 1024 * 1024;

/** The quotas from the settings (MB). */
export function uploadQuotasOf(config: {
  VISITOR_UPLOAD_QUOTA_MB: number;
  VISITOR_ADDRESS_UPLOAD_QUOTA_MB: number;
  PROJECT_VISITOR_UPLOAD_QUOTA_MB: number;
  VISITOR_UPLOAD_TOTAL_QUOTA_MB: number;
  PASSCODE_UPLOAD_QUOTA_MB: number;
  DEALER_UPLOAD_QUOTA_MB: number;
}): UploadQuotas {
  return {
    perVisitorProject: config.VISITOR_UPLOAD_QUOTA_MB * MB,
    perAddress: config.VISITOR_ADDRESS_UPLOAD_QUOTA_MB * MB,
    perProject: config.PROJECT_VISITOR_UPLOAD_QUOTA_MB * MB,
    total: config.VISITOR_UPLOAD_TOTAL_QUOTA_MB * MB,
    perPasscodeProject: config.PASSCODE_UPLOAD_QUOTA_MB * MB,
    perDealer: config.DEALER_UPLOAD_QUOTA_MB * MB,
  };
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

/** The kinds of account, in the order transactions lock them (and refusals are reported). */
const KINDS = ['visitor', 'address', 'project-visitors', 'visitors', 'passcode', 'dealer'] as const;
type AccountKind = (typeof KINDS)[number];

const kindOf = (account: string): AccountKind => {
  const kind = account.split(':')[0] as AccountKind;
  if (!KINDS.includes(kind)) throw new Error(`unknown upload quota account ${account}`);
  return kind;
};

/** Lock order: by kind, then by name. */
function accountOrder(a: string, b: string): number {
  return KINDS.indexOf(kindOf(a)) - KINDS.indexOf(kindOf(b)) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The quota of `kind`: bytes, the setting's name and the refusal's message. */
function quotaOf(quotas: UploadQuotas, kind: AccountKind): { limit: number; field: string; message: string } {
  switch (kind) {
    case 'visitor':
      return {
        limit: quotas.perVisitorProject,
        field: 'VISITOR_UPLOAD_QUOTA_MB',
        message: `Your uploads for this project may total at most ${megabytes(quotas.perVisitorProject)}`,
      };
    case 'address':
      return {
        limit: quotas.perAddress,
        field: 'VISITOR_ADDRESS_UPLOAD_QUOTA_MB',
        message: `Uploads from your address may total at most ${megabytes(quotas.perAddress)}`,
      };
    case 'project-visitors':
      return {
        limit: quotas.perProject,
        field: 'PROJECT_VISITOR_UPLOAD_QUOTA_MB',
        message: `Visitors' uploads for this project may total at most ${megabytes(quotas.perProject)}`,
      };
    case 'visitors':
      return {
        limit: quotas.total,
        field: 'VISITOR_UPLOAD_TOTAL_QUOTA_MB',
        message: `Visitors' uploads may total at most ${megabytes(quotas.total)}: try again later`,
      };
    case 'passcode':
      return {
        limit: quotas.perPasscodeProject,
        field: 'PASSCODE_UPLOAD_QUOTA_MB',
        message: `Uploads for this project may total at most ${megabytes(quotas.perPasscodeProject)}`,
      };
    case 'dealer':
      return {
        limit: quotas.perDealer,
        field: 'DEALER_UPLOAD_QUOTA_MB',
        message: `Your uploads may total at most ${megabytes(quotas.perDealer)}: delete files you no longer use`,
      };
  }
}

/**
 * The accounts an upload of `caller` is charged to: `dealer:<id>`; `passcode:<project row id>`;
 * for a visitor with a key uploading for project `projectRowId` from client address `ip`:
 * `visitor:<sha256 of the key>:<project>`, `address:<address key>` (an IPv6 address by its /64,
 * lib/client-address.ts), `project-visitors:<project>` and `visitors`. None for anyone else.
 */
export function quotaAccounts(caller: Caller, projectRowId: number | null, ip: string | null): string[] {
  if (caller.kind === 'DEALER') return [`dealer:${caller.dealer.id}`];
  if (caller.kind === 'PROJECT') return [`passcode:${caller.projectId}`];
  const owner = lockerOwnerKey(caller);
  if (caller.kind !== 'VISITOR' || !owner || projectRowId == null) return [];
  return [
    `${owner}:${projectRowId}`,
    ...(ip ? [`address:${addressKey(ip)}`] : []),
    `project-visitors:${projectRowId}`,
    'visitors',
  ];
}

/** The accounts of a logo row stored before the ledger (no address known): as its uploader's. */
function accountsOfRow(row: LogoRow): string[] {
  if (row.deleted_at) return [];
  const by = row.uploaded_by ?? '';
  if (by.startsWith('visitor:') && row.project_id != null)
    return [`${by}:${row.project_id}`, `project-visitors:${row.project_id}`, 'visitors'];
  if (by.startsWith('passcode:') && row.project_id != null) return [`passcode:${row.project_id}`];
  return [`dealer:${row.dealer_id}`];
}

/** One change of the ledger: `account` holds `blobKey` (of `bytes`) once more (+1) or once less (-1). */
export interface ChargeChange {
  account: string;
  blobKey: string;
  /** The file's size (for a new charge; a release frees what was charged). */
  bytes: number;
  change: 1 | -1;
}

/** The blob keys of a logo row (its picture and its original), each once. */
export function keysOfLogo(row: Pick<LogoRow, 'blob_key' | 'original_blob_key'>): string[] {
  return [...new Set([row.blob_key, row.original_blob_key].filter((k): k is string => !!k))];
}

/**
 * The ledger's use cases over the quotas. `now`: the clock of charges (staged uploads expire by
 * it).
 */
export function uploadLedger(db: Db, quotas: UploadQuotas, now: () => Date = () => new Date()) {
  /**
   * Applies `changes` in `trx`, account by account in lock order; refuses (BAD_USER_INPUT
   * naming the first quota passed, in that order) when an account would pass its quota, unless
   * `enforce` is false. The caller's transaction then rolls back.
   */
  async function apply(trx: Executor, changes: readonly ChargeChange[], enforce = true): Promise<void> {
    const accounts = [...new Set(changes.map((c) => c.account))].sort(accountOrder);
    const at = now();
    for (const account of accounts) {
      let delta = 0;
      const mine = changes
        .filter((c) => c.account === account)
        .sort((a, b) => (a.blobKey < b.blobKey ? -1 : a.blobKey > b.blobKey ? 1 : a.change - b.change));
      for (const c of mine) {
        if (c.change > 0) {
          if ((await ledger.addChargeRef(trx, account, c.blobKey, c.bytes, at)) === 1) delta += c.bytes;
          continue;
        }
        const left = await ledger.dropChargeRef(trx, account, c.blobKey);
        if (left && left.refs <= 0) {
          await ledger.deleteCharge(trx, account, c.blobKey);
          delta -= left.bytes;
        }
      }
      if (delta === 0) continue;
      const quota = quotaOf(quotas, kindOf(account));
      if (!(await ledger.addUsage(trx, account, delta, enforce && delta > 0 ? quota.limit : null)))
        throw new BadUserInputError(quota.field, quota.message);
    }
  }

  /** The releases of every charge of the staged upload `blobKey` (in `trx`). */
  async function stagedReleases(trx: Executor, blobKey: string): Promise<ChargeChange[]> {
    const accounts = await ledger.accountsHolding(trx, blobKey);
    return accounts.map((account) => ({ account, blobKey, bytes: 0, change: -1 as const }));
  }

  return {
    apply,
    stagedReleases,

    /** Charges `accounts` for the staged upload `blobKey` of `bytes`; refuses past a quota (nothing charged). */
    async reserve(accounts: readonly string[], blobKey: string, bytes: number): Promise<void> {
      if (accounts.length === 0) return;
      await db.transaction().execute((trx) =>
        apply(
          trx,
          accounts.map((account) => ({ account, blobKey, bytes, change: 1 as const })),
        ),
      );
    },

    /**
     * Refuses (BAD_USER_INPUT as {@link apply}) when `bytes` more would pass a quota of
     * `accounts` as they stand: inline bytes are refused before they are checked and written;
     * the transaction that stores them decides.
     */
    async precheck(accounts: readonly string[], bytes: number): Promise<void> {
      for (const account of [...accounts].sort(accountOrder)) {
        const quota = quotaOf(quotas, kindOf(account));
        if ((await ledger.usageOf(db, account)) + bytes > quota.limit)
          throw new BadUserInputError(quota.field, quota.message);
      }
    },

    /** Frees every charge of the staged upload `blobKey` (taken, refused or expired). */
    async release(blobKey: string): Promise<void> {
      await db.transaction().execute(async (trx) => apply(trx, await stagedReleases(trx, blobKey)));
    },

    /**
     * The charges of a new logo row's files (`sizes`: bytes by blob key) to `accounts`, for
     * {@link apply} in the transaction that inserts it.
     */
    logoCharges(accounts: readonly string[], sizes: ReadonlyMap<string, number>): ChargeChange[] {
      return accounts.flatMap((account) =>
        [...sizes].map(([blobKey, bytes]) => ({ account, blobKey, bytes, change: 1 as const })),
      );
    },

    /**
     * Frees the charges of logo `logoId` (locked in `trx`; deleted in the same transaction): its
     * accounts stop holding its files, unless another of their rows holds them too.
     */
    async releaseLogo(trx: Executor, logoId: number): Promise<void> {
      const row = await lockLogo(trx, logoId);
      if (!row?.quota_accounts?.length) return;
      const keys = keysOfLogo(row);
      await apply(
        trx,
        row.quota_accounts.flatMap((account) =>
          keys.map((blobKey) => ({ account, blobKey, bytes: 0, change: -1 as const })),
        ),
      );
      await setLogoQuotaAccounts(trx, logoId, []);
    },

    /**
     * Charges logos stored before the ledger (no `quota_accounts` yet) to their uploader's
     * accounts, without refusing (what is stored stays); an original's size is read from the
     * store. Runs at start; answers how many rows it charged.
     */
    async chargeStoredLogos(blobs: Pick<BlobStore, 'stat'>): Promise<number> {
      let charged = 0;
      for (;;) {
        const rows = await logosNotCharged(db, 200);
        if (rows.length === 0) return charged;
        for (const row of rows) {
          const sizes = new Map<string, number>();
          for (const key of keysOfLogo(row))
            sizes.set(key, key === row.blob_key ? row.byte_size : ((await blobs.stat(key))?.size ?? 0));
          const accounts = accountsOfRow(row);
          await db.transaction().execute(async (trx) => {
            const current = await lockLogo(trx, row.id);
            if (!current || current.quota_accounts !== null) return;
            await apply(
              trx,
              accounts.flatMap((account) =>
                [...sizes].map(([blobKey, bytes]) => ({ account, blobKey, bytes, change: 1 as const })),
              ),
              false,
            );
            await setLogoQuotaAccounts(trx, row.id, accounts);
          });
          charged += 1;
        }
      }
    },

    /** The bytes `account` holds (tests, diagnostics). */
    usage: (account: string) => ledger.usageOf(db, account),
  };
}

export type UploadLedger = ReturnType<typeof uploadLedger>;

/** What the upload route asks about a visitor's project (modules/files/uploads.ts). */
export function visitorUploadChecks(db: Db): VisitorUploadChecks {
  return {
    async projectFor(caller: Caller, publicId: string): Promise<number | null> {
      if (!isProjectPublicId(publicId)) return null;
      const row = await projectAccessByPublicId(db, publicId);
      return row && row.deleted_at == null && canReadProject(caller, row) ? row.id : null;
    },
  };
}
