/**
 * Uploading logos and files (D6, C3): the bytes staged by `POST /uploads` (uploads.ts) or sent
 * inline as base64, at most 5 MB, checked by content (SVG sanitised) and stored content-addressed
 * in the blob store; the plain file upload kept byte for byte; names and types. A dealer uploads
 * to its library; anyone who may read a project uploads a logo for it while customising (C3).
 * Every stored file is charged to the uploader's byte quotas (upload-quotas.ts) in the
 * transaction that inserts its row, where a staged upload's charge is freed; a file is held for
 * the collection before it is written (blob-collection.ts `putHeld`).
 */
import { fileTypeFromBuffer } from 'file-type';
import type { Insertable } from 'kysely';
import { lockerOwnerKey, type Caller } from '../../lib/caller.js';
import type { Db, Executor } from '../../db/index.js';
import type { LogoRow, LogosTable, ProjectTypeValue } from '../../db/types.js';
import { BadUserInputError, NotFoundError, UnauthenticatedError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import type { BlobStore } from '../../plugins/files.js';
import type { CpuWork } from '../../plugins/cpu-pool.js';
import { customerIdOfDealer } from '../projects/index.js';
import { uploadScope, type UploadStaging } from './uploads.js';
import { keysOfLogo, quotaAccounts, type ChargeChange, type UploadLedger } from './upload-quotas.js';
import { putHeld } from './blob-collection.js';
import { LOGO_TOO_LARGE, MAX_LOGO_BYTES } from './logo-limits.js';
import { insertLogo, lockLogo, replaceLogoImage } from './logos.repository.js';
import { projectFor } from './project-logos.js';
import { checkLogoCrop, type LogoCropInput } from './logo-crop.js';

/** Largest base64 text accepted before decoding (5 MB of bytes, plus data: prefix slack). */
const MAX_BASE64_CHARS = Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 256;
const MAX_TYPES = 5;

export interface UploadInput {
  filename: string;
  /** An upload id from `POST /uploads` (plugins/uploads.ts). */
  uploadId?: string | null;
  /** Inline base64 bytes, instead of `uploadId`. */
  content?: string | null;
  customerId?: string | null;
  name?: string | null;
  types?: readonly string[] | null;
  /**
   * D6 crop step: the image as picked, before the browser cut it (an upload id from
   * `POST /uploads`), kept for a later Edit crop; only with `crop`.
   */
  originalUploadId?: string | null;
  /** How the uploaded image was cut from the original (logo-crop.ts). */
  crop?: LogoCropInput | null;
}

/** An Edit crop (API `CropLogoInput`): the image cut again, staged or inline, and its crop. */
export interface RecropInput {
  uploadId?: string | null;
  content?: string | null;
  crop: LogoCropInput;
}

/** Trimmed, de-duplicated logo types; BAD_USER_INPUT `types` when too many or too long. */
export function normalizeTypes(types: readonly string[] | null | undefined): string[] | undefined {
  if (types == null) return undefined;
  const out = [...new Set(types.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  if (out.length > MAX_TYPES) throw new BadUserInputError('types', `At most ${MAX_TYPES} logo types`);
  if (out.some((t) => t.length > 40)) throw new BadUserInputError('types', 'A logo type is too long');
  return out;
}

/** A trimmed display name (null when blank); BAD_USER_INPUT `name` when too long. */
export function normalizeName(name: string | null | undefined): string | null | undefined {
  if (name === undefined) return undefined;
  const n = (name ?? '').trim();
  if (n.length > 120) throw new BadUserInputError('name', 'Name is too long');
  return n || null;
}

/** Base64 (or data: URL) -> bytes; size checked before decoding ('Logo max size exceeded'). */
function decode(content: string): Buffer {
  if (content.length > MAX_BASE64_CHARS) throw new BadUserInputError('content', LOGO_TOO_LARGE);
  const base64 = content.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/=\s_-]*$/.test(base64)) throw new BadUserInputError('content', 'The content is not base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength > MAX_LOGO_BYTES) throw new BadUserInputError('content', LOGO_TOO_LARGE);
  if (bytes.byteLength === 0) throw new BadUserInputError('content', 'The file is empty');
  return bytes;
}

function cleanFilename(filename: string): string {
  const f = filename.trim().replace(/[\\/]/g, '_').slice(0, 200);
  if (!f) throw new BadUserInputError('filename', 'A file name is required');
  return f;
}

/**
 * The upload use cases. `opts.cpu`: where logo content is checked (the gateway's worker pool,
 * or `inlineCpuWork`: plugins/cpu-pool.ts); `opts.ledger`: the byte quotas (upload-quotas.ts);
 * `opts.now`: the clock of the collection's holds.
 */
export function logoUploads(
  db: Db,
  blobs: BlobStore,
  uploads: UploadStaging | undefined,
  opts: { cpu: CpuWork; ledger: UploadLedger; now?: () => Date },
) {
  const { cpu, ledger } = opts;
  const now = opts.now ?? (() => new Date());

  /**
   * Staged uploads taken by one use case (their blob keys): their charges are freed in the
   * transaction that stores the result, or by {@link settle} when it fails.
   */
  class Taken {
    readonly keys: string[] = [];
    stored = false;

    /** The bytes of upload `uploadId` staged in `scope`, or null (its key kept for the release). */
    async take(scope: string, uploadId: string): Promise<Buffer | null> {
      const key = uploads?.keyOf(scope, uploadId);
      if (!uploads || !key) return null;
      this.keys.push(key);
      return uploads.take(scope, uploadId);
    }

    /** The releases of the taken uploads' charges, for the storing transaction `trx`. */
    async releases(trx: Executor): Promise<ChargeChange[]> {
      const out: ChargeChange[] = [];
      for (const key of this.keys) out.push(...(await ledger.stagedReleases(trx, key)));
      return out;
    }

    /** Frees the charges of the taken uploads unless they were stored. */
    async settle(): Promise<void> {
      if (this.stored) return;
      for (const key of this.keys) await ledger.release(key).catch(() => undefined);
    }
  }

  /** The bytes of an upload: staged by `uploadId`, or inline base64 `content`. */
  async function bytesOf(scope: string, input: UploadInput, taken: Taken): Promise<Buffer> {
    if (input.uploadId != null && input.content != null)
      throw new BadUserInputError('content', 'Send either uploadId or content, not both');
    if (input.uploadId != null) {
      // An upload is used once: it is gone after this call, whatever its outcome.
      const bytes = await taken.take(scope, input.uploadId);
      if (!bytes)
        throw new BadUserInputError('uploadId', 'The upload was not found or has expired; upload the file again');
      if (bytes.byteLength > MAX_LOGO_BYTES) throw new BadUserInputError('content', LOGO_TOO_LARGE);
      return bytes;
    }
    if (input.content == null) throw new BadUserInputError('content', 'Send the file (uploadId) or its content');
    return decode(input.content);
  }

  /**
   * Stores the original of a cropped upload (D6): staged in `scope`, an image by content (SVG
   * sanitised); its blob key and size. Errors: BAD_USER_INPUT `originalUploadId`.
   */
  async function originalOf(scope: string, uploadId: string, taken: Taken): Promise<{ key: string; bytes: number }> {
    const bytes = await taken.take(scope, uploadId);
    if (!bytes)
      throw new BadUserInputError('originalUploadId', 'The upload was not found or has expired; upload the file again');
    const checked = await cpu.checkLogo(bytes);
    if (!checked.ok) throw new BadUserInputError('originalUploadId', checked.message);
    const key = await putHeld(db, blobs, { kind: 'logos', bytes: checked.bytes, ext: checked.ext }, now());
    return { key, bytes: checked.bytes.byteLength };
  }

  /** The row id of `dealerId`'s customer `customerId`, null for none; BAD_USER_INPUT `customerId` for another's. */
  async function customerIdOf(dealerId: number, customerId: string | null | undefined): Promise<number | null> {
    if (!customerId) return null;
    const id = await customerIdOfDealer(db, dealerId, parseId(customerId));
    if (id === undefined) throw new BadUserInputError('customerId', 'Unknown customer');
    return id;
  }

  /**
   * Stores an upload of `dealerId`'s (staged in `scope`), charged to `accounts`. `forProject`: a
   * logo uploaded while customising that project (C3), kept with it for `uploadedBy`, never a
   * FILE. Errors: as `upload`, and BAD_USER_INPUT naming a quota the file would pass.
   */
  async function store(
    dealerId: number,
    scope: string,
    accounts: readonly string[],
    input: UploadInput,
    asFile: boolean,
    forProject: { projectId: number; uploadedBy: string } | null = null,
  ): Promise<LogoRow> {
    const filename = cleanFilename(input.filename);
    const name = normalizeName(input.name) ?? null;
    const types = normalizeTypes(input.types) ?? [];
    const crop = input.crop ? checkLogoCrop(input.crop) : null;
    if (input.originalUploadId != null && !crop) throw new BadUserInputError('crop', 'Send the crop with the original');
    const taken = new Taken();
    try {
      const bytes = await bytesOf(scope, input, taken);
      // Inline bytes were never charged: refused before any work when they would pass a quota.
      if (input.uploadId == null) await ledger.precheck(accounts, bytes.byteLength);
      const customerId = await customerIdOf(dealerId, input.customerId);
      const checked = await cpu.checkLogo(bytes);
      /** Bytes of the row's files, by blob key. */
      const sizes = new Map<string, number>();
      let values: Insertable<LogosTable>;
      if (checked.ok) {
        // The original is stored only once the upload itself is accepted.
        const original = input.originalUploadId != null ? await originalOf(scope, input.originalUploadId, taken) : null;
        const key = await putHeld(db, blobs, { kind: 'logos', bytes: checked.bytes, ext: checked.ext }, now());
        sizes.set(key, checked.bytes.byteLength);
        if (original) sizes.set(original.key, original.bytes);
        values = {
          original_blob_key: original?.key ?? null,
          crop: crop ? JSON.stringify(crop) : null,
          project_id: forProject?.projectId ?? null,
          uploaded_by: forProject?.uploadedBy ?? null,
          dealer_id: dealerId,
          customer_id: customerId,
          filename,
          name,
          types,
          kind: 'IMAGE',
          content_type: checked.contentType,
          byte_size: checked.bytes.byteLength,
          width: checked.width,
          height: checked.height,
          blob_key: key,
          deleted_at: null,
        };
      } else {
        if (!asFile) throw new BadUserInputError('content', checked.message);
        if (input.originalUploadId != null) throw new BadUserInputError('crop', 'Only an image is cropped');
        // Plain upload: kept byte for byte, served as a download (.bin -> application/octet-stream,
        // nosniff), never as an image or a page.
        const detected = await fileTypeFromBuffer(bytes);
        const key = await putHeld(db, blobs, { kind: 'files', bytes, ext: 'bin' }, now());
        sizes.set(key, bytes.byteLength);
        values = {
          dealer_id: dealerId,
          customer_id: customerId,
          filename,
          name,
          types,
          kind: 'FILE',
          content_type: detected?.mime ?? 'application/octet-stream',
          byte_size: bytes.byteLength,
          width: null,
          height: null,
          blob_key: key,
          deleted_at: null,
        };
      }
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await insertLogo(trx, { ...values, quota_accounts: [...accounts] });
        await ledger.apply(trx, [...(await taken.releases(trx)), ...ledger.logoCharges(accounts, sizes)]);
        return inserted;
      });
      taken.stored = true;
      return row;
    } finally {
      await taken.settle();
    }
  }

  return {
    customerIdOf,
    /**
     * D6 Edit crop: the dealer's logo image `logo` shows the input's image
     * (its original cut again in the browser; staged `uploadId` or inline `content`) from now
     * on, with `crop`. Its id, name, types and original stay (a logo stored uncut makes its
     * picture so far its original), so every product wearing it is drawn anew: `onPicture` runs
     * in the transaction that changes it. Errors: BAD_USER_INPUT `id` (a plain file),
     * `uploadId`, `content`, `crop.*`.
     */
    async recropImage(
      logo: LogoRow,
      input: RecropInput,
      onPicture?: (trx: Db, logoId: number) => Promise<void>,
    ): Promise<LogoRow> {
      if (logo.kind !== 'IMAGE') throw new BadUserInputError('id', 'Only an image can be cropped');
      const crop = checkLogoCrop(input.crop);
      const taken = new Taken();
      try {
        const scope = `dealer-${logo.dealer_id}`;
        const upload = { filename: logo.filename, uploadId: input.uploadId ?? null, content: input.content ?? null };
        const bytes = await bytesOf(scope, upload, taken);
        if (upload.uploadId == null) await ledger.precheck(logo.quota_accounts ?? [], bytes.byteLength);
        const checked = await cpu.checkLogo(bytes);
        if (!checked.ok) throw new BadUserInputError('content', checked.message);
        const key = await putHeld(db, blobs, { kind: 'logos', bytes: checked.bytes, ext: checked.ext }, now());
        const row = await db.transaction().execute(async (trx) => {
          // The row as it is now (another crop may have just changed it), locked until commit.
          const current = await lockLogo(trx, logo.id);
          if (!current || current.deleted_at) throw new NotFoundError('Logo');
          const updated = await replaceLogoImage(trx, logo.id, {
            blob_key: key,
            content_type: checked.contentType,
            byte_size: checked.bytes.byteLength,
            width: checked.width,
            height: checked.height,
            original_blob_key: current.original_blob_key ?? current.blob_key,
            crop: JSON.stringify(crop),
          });
          await onPicture?.(trx, logo.id);
          // Its accounts hold the new cut instead of the old one (the original stays).
          const before = keysOfLogo(current);
          const after = keysOfLogo(updated);
          const changes: ChargeChange[] = (current.quota_accounts ?? []).flatMap((account) => [
            ...after
              .filter((k) => !before.includes(k))
              .map((blobKey) => ({ account, blobKey, bytes: checked.bytes.byteLength, change: 1 as const })),
            ...before
              .filter((k) => !after.includes(k))
              .map((blobKey) => ({ account, blobKey, bytes: 0, change: -1 as const })),
          ]);
          await ledger.apply(trx, [...(await taken.releases(trx)), ...changes]);
          return updated;
        });
        taken.stored = true;
        return row;
      } finally {
        await taken.settle();
      }
    },

    /**
     * Stores a logo image, with its original and crop when the browser cut it (D6). Errors:
     * BAD_USER_INPUT `content` ('Logo max size exceeded', not an image), `filename`, `name`,
     * `types`, `customerId`, `originalUploadId`, `crop` (an original without one), `crop.*`,
     * `DEALER_UPLOAD_QUOTA_MB` (the dealer's byte quota, upload-quotas.ts).
     */
    upload: (dealerId: number, input: UploadInput) =>
      store(dealerId, `dealer-${dealerId}`, [`dealer:${dealerId}`], input, false),
    /** The plain upload: images become logos, anything else a FILE. Same errors as upload. */
    uploadFile: (dealerId: number, input: UploadInput) =>
      store(dealerId, `dealer-${dealerId}`, [`dealer:${dealerId}`], input, true),

    /**
     * C3: a logo uploaded while customising a product of the project `projectId`
     * (public id) of `type`, by anyone who may read it: a visitor with a visitor key, a passcode
     * session, the dealer. Same content rules as `upload` (5 MB, PNG/JPEG/SVG checked by content,
     * SVG sanitised). Kept with the project and usable by its uploader only (and the dealer);
     * not added to the project's logos nor to the dealer's library list. `customerId` is ignored.
     * Errors: NOT_FOUND `Project` (unknown, another dealer's draft, archived); UNAUTHENTICATED
     * for a visitor without a visitor key; BAD_USER_INPUT `content`, `uploadId`, `filename`,
     * `name`, `types` as `upload`, and the setting of a byte quota it would pass (a visitor's,
     * counted by `ip` too; a passcode session's per project; the dealer's: upload-quotas.ts).
     */
    async uploadForProject(
      caller: Caller,
      type: ProjectTypeValue,
      projectId: string,
      input: UploadInput,
      ip: string | null = null,
    ) {
      const project = await projectFor(db, caller, type, projectId, false);
      if (project.deleted_at) throw new NotFoundError('Project');
      const scope = uploadScope(caller, project.id);
      const uploadedBy = lockerOwnerKey(caller);
      if (!scope || !uploadedBy) throw new UnauthenticatedError('A visitor key is required to upload a logo');
      // A visitor's logo is not cropped: no original or crop is kept.
      return store(
        project.dealer_id,
        scope,
        quotaAccounts(caller, project.id, ip),
        { ...input, customerId: null, originalUploadId: null, crop: null },
        false,
        { projectId: project.id, uploadedBy },
      );
    },
  };
}
