/**
 * Visitors' upload quotas (issue 16, C3): the bytes of a visitor's logos, staged by
 * `POST /uploads` (plugins/uploads.ts) and stored by `uploadProjectLogo` (not deleted), count
 * against three byte quotas, settings in config.ts:
 *
 * - `VISITOR_UPLOAD_QUOTA_MB` per visitor and project (default 20 MB);
 * - `PROJECT_VISITOR_UPLOAD_QUOTA_MB` per project, all its visitors together (default 200 MB);
 * - `VISITOR_UPLOAD_TOTAL_QUOTA_MB` for all visitors' uploads of the gateway (default 5 GB).
 *
 * An upload that would pass one is refused: BAD_USER_INPUT with `field` the setting's name and a
 * message giving the quota. Dealers' and passcode sessions' uploads are not counted. Checks and
 * writes are not one transaction: uploads at the same moment may pass a quota by one file each.
 */
import { isProjectPublicId } from '../projects/public-id.js';
import { canReadProject, lockerOwnerKey, type Caller } from '../../lib/caller.js';
import type { Db } from '../../db/index.js';
import { BadUserInputError } from '../../lib/errors.js';
import { projectAccessByPublicId, storedVisitorBytes } from './visitor-logos.repository.js';
import { uploadScope, visitorScopes, type UploadStaging, type VisitorUploadChecks } from './uploads.js';

/** The quotas, bytes. */
export interface UploadQuotas {
  perVisitorProject: number;
  perProject: number;
  total: number;
}

const MB = 1024 * 1024;

/** The quotas from the settings (MB). */
export function uploadQuotasOf(config: {
  VISITOR_UPLOAD_QUOTA_MB: number;
  PROJECT_VISITOR_UPLOAD_QUOTA_MB: number;
  VISITOR_UPLOAD_TOTAL_QUOTA_MB: number;
}): UploadQuotas {
  return {
    perVisitorProject: config.VISITOR_UPLOAD_QUOTA_MB * MB,
    perProject: config.PROJECT_VISITOR_UPLOAD_QUOTA_MB * MB,
    total: config.VISITOR_UPLOAD_TOTAL_QUOTA_MB * MB,
  };
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

/** The quota checks of visitors' uploads, for the upload route and `uploadProjectLogo`. */
export function visitorUploadChecks(db: Db, staging: UploadStaging, quotas: UploadQuotas): VisitorUploadChecks {
  return {
    async projectFor(caller: Caller, publicId: string): Promise<number | null> {
      if (!isProjectPublicId(publicId)) return null;
      const row = await projectAccessByPublicId(db, publicId);
      return row && row.deleted_at == null && canReadProject(caller, row) ? row.id : null;
    },

    async overQuota(caller: Caller, projectRowId: number, incoming: number) {
      const owner = lockerOwnerKey(caller);
      const scope = uploadScope(caller, projectRowId);
      if (caller.kind !== 'VISITOR' || !owner || !scope) return null;
      const mine =
        (await staging.stagedBytes(new RegExp(`^${scope}$`))) +
        (await storedVisitorBytes(db, { projectId: projectRowId, uploadedBy: owner }));
      if (mine + incoming > quotas.perVisitorProject)
        return {
          field: 'VISITOR_UPLOAD_QUOTA_MB',
          message: `Your uploads for this project may total at most ${megabytes(quotas.perVisitorProject)}`,
        };
      const project =
        (await staging.stagedBytes(visitorScopes(projectRowId))) +
        (await storedVisitorBytes(db, { projectId: projectRowId }));
      if (project + incoming > quotas.perProject)
        return {
          field: 'PROJECT_VISITOR_UPLOAD_QUOTA_MB',
          message: `Visitors' uploads for this project may total at most ${megabytes(quotas.perProject)}`,
        };
      const all = (await staging.stagedBytes(visitorScopes())) + (await storedVisitorBytes(db, {}));
      if (all + incoming > quotas.total)
        return {
          field: 'VISITOR_UPLOAD_TOTAL_QUOTA_MB',
          message: `Visitors' uploads may total at most ${megabytes(quotas.total)}: try again later`,
        };
      return null;
    },
  };
}

/** Throws the refusal of {@link VisitorUploadChecks.overQuota}, for GraphQL. */
export async function assertWithinQuota(
  checks: VisitorUploadChecks | undefined,
  caller: Caller,
  projectRowId: number,
  incoming: number,
): Promise<void> {
  const over = await checks?.overQuota(caller, projectRowId, incoming);
  if (over) throw new BadUserInputError(over.field, over.message);
}
