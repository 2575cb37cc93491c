/**
 * Logo library (D6): the dealer's logos and files (listed, renamed and typed, deleted), composed
 * with the uploads (logo-uploads.ts: staged by `POST /uploads` or inline base64, at most 5 MB,
 * checked by content, SVG sanitised, stored content-addressed in the blob store) and a project's
 * logos with the default-logo rules of the original section 4 (project-logos.ts). Every record
 * is the caller's dealer's (A6): another dealer's logo or project answers NOT_FOUND and changes
 * nothing.
 */
import type { Db } from '../../db/index.js';
import type { LogoRow } from '../../db/types.js';
import { NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import type { BlobStore } from '../../plugins/files.js';
import type { CpuWork } from '../../plugins/cpu-pool.js';
import type { UploadStaging } from './uploads.js';
import type { UploadLedger } from './upload-quotas.js';
import { logoUploads, normalizeName, normalizeTypes, type RecropInput } from './logo-uploads.js';
import { detach, projectLogoRules, type LogoHooks } from './project-logos.js';
import * as repo from './logos.repository.js';

export { normalizeTypes, type UploadInput } from './logo-uploads.js';
export { withoutLogo, type LogoHooks, type ProjectLogosResult } from './project-logos.js';

/**
 * `opts.cpu`: where logo content is checked (the gateway's worker pool, or `inlineCpuWork`:
 * plugins/cpu-pool.ts);
 * `opts.ledger`: the byte quotas of uploads (upload-quotas.ts).
 */
export function logosService(
  db: Db,
  blobs: BlobStore,
  uploads: UploadStaging | undefined,
  hooks: LogoHooks,
  opts: { cpu: CpuWork; ledger: UploadLedger },
) {
  async function ownLogo(dealerId: number, id: string | number): Promise<LogoRow> {
    const n = typeof id === 'number' ? id : parseId(id);
    const row = n ? await repo.liveLogoOfDealer(db, dealerId, n) : undefined;
    if (!row) throw new NotFoundError('Logo');
    return row;
  }

  const uploading = logoUploads(db, blobs, uploads, opts);
  return {
    ownLogo,
    ...uploading,

    /**
     * D6 Edit crop of the dealer's logo `id` (logo-uploads.ts `recropImage`). Errors: NOT_FOUND
     * (another dealer's, deleted or unknown logo), BAD_USER_INPUT `id`, `uploadId`, `content`,
     * `crop.*`.
     */
    async cropLogo(dealerId: number, id: string, input: RecropInput) {
      return uploading.recropImage(await ownLogo(dealerId, id), input, hooks.onPicture);
    },
    ...projectLogoRules(db, hooks, { ownLogo, releaseLogo: opts.ledger.releaseLogo }),

    /**
     * The caller's library, newest first; `customerId` narrows it to one of the dealer's
     * customers. Errors: BAD_USER_INPUT `customerId` for another dealer's or an unknown customer
     * (A6: as `createSnapsheet` answers it).
     */
    async list(dealerId: number, args: { customerId?: string | null; kind?: 'IMAGE' | 'FILE' | null }) {
      return repo.libraryLogos(db, dealerId, {
        customerId: (await uploading.customerIdOf(dealerId, args.customerId)) ?? undefined,
        kind: args.kind ?? undefined,
      });
    },

    /** Name and/or types. NOT_FOUND for another dealer's logo. */
    async update(dealerId: number, id: string, input: { name?: string | null; types?: readonly string[] | null }) {
      const name = normalizeName(input.name);
      const types = normalizeTypes(input.types);
      const logo = await ownLogo(dealerId, id);
      if (name === undefined && types === undefined) return logo;
      return repo.updateLogoOfDealer(db, dealerId, logo.id, {
        ...(name !== undefined ? { name } : {}),
        ...(types !== undefined ? { types } : {}),
      });
    },

    /**
     * Soft delete; leaves its customer and every project (default rule applied). Its bytes leave
     * its uploader's quotas; its files are collected once nothing uses them (blob-collection.ts).
     */
    async delete(dealerId: number, id: string): Promise<string> {
      const logo = await ownLogo(dealerId, id);
      const projects = await repo.projectsWithLogo(db, dealerId, logo.id);
      await db.transaction().execute(async (trx) => {
        for (const p of projects) await detach(trx, p, logo.id);
        await opts.ledger.releaseLogo(trx, logo.id);
        await repo.softDeleteLogoOfDealer(trx, dealerId, logo.id);
      });
      return String(logo.id);
    },
  };
}

export type LogosService = ReturnType<typeof logosService>;
