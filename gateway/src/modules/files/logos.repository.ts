/**
 * SQL of the logo library (D6, A6) and of project logos (section 4 of the original): a dealer's
 * logos and files, a project's logos and default logo, and the graphics cleared from a project's
 * products when its default logo goes. Every function takes the executor (the database or a
 * transaction) so that a service can group writes. Visitors' logos (C3) are in
 * visitor-logos.repository.ts.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/index.js';
import type { LogoRow, LogosTable } from '../../db/types.js';

/** The dealer's live (not deleted) logo `id`; undefined when unknown, deleted or another dealer's. */
export function liveLogoOfDealer(exec: Executor, dealerId: number, id: number): Promise<LogoRow | undefined> {
  return exec
    .selectFrom('logos')
    .selectAll()
    .where('id', '=', id)
    .where('dealer_id', '=', dealerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Inserts a logo (an image or a plain FILE); answers the row. */
export function insertLogo(exec: Executor, values: Insertable<LogosTable>): Promise<LogoRow> {
  return exec.insertInto('logos').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * The dealer's library, newest first (at most 500): live logos not uploaded for a project (C3),
 * of one customer and one kind when given.
 */
export function libraryLogos(
  exec: Executor,
  dealerId: number,
  filter: { customerId?: number; kind?: 'IMAGE' | 'FILE' },
): Promise<LogoRow[]> {
  let q = exec
    .selectFrom('logos')
    .selectAll()
    .where('dealer_id', '=', dealerId)
    .where('deleted_at', 'is', null)
    // Logos uploaded while customising a project (C3) are the uploader's, not the library's.
    .where('project_id', 'is', null);
  if (filter.customerId !== undefined) q = q.where('customer_id', '=', filter.customerId);
  if (filter.kind) q = q.where('kind', '=', filter.kind);
  return q.orderBy('id', 'desc').limit(500).execute();
}

/** Sets the name and/or types of the dealer's logo `id`; answers the row (which must exist). */
export function updateLogoOfDealer(
  exec: Executor,
  dealerId: number,
  id: number,
  set: { name?: string | null; types?: string[] },
): Promise<LogoRow> {
  return exec
    .updateTable('logos')
    .set(set)
    .where('id', '=', id)
    .where('dealer_id', '=', dealerId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** D6 Edit crop: logo `id` shows another image (its blob, type, size, original and crop). */
export function replaceLogoImage(
  exec: Executor,
  id: number,
  set: Pick<
    Updateable<LogosTable>,
    'blob_key' | 'content_type' | 'byte_size' | 'width' | 'height' | 'original_blob_key' | 'crop'
  >,
): Promise<LogoRow> {
  return exec.updateTable('logos').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Soft-deletes the dealer's logo `id` and unlinks its customer. */
export async function softDeleteLogoOfDealer(exec: Executor, dealerId: number, id: number): Promise<void> {
  await exec
    .updateTable('logos')
    .set({ deleted_at: new Date(), customer_id: null })
    .where('id', '=', id)
    .where('dealer_id', '=', dealerId)
    .execute();
}

/** The dealer's projects that show logo `logoId`: as their default logo or among their logos. */
export function projectsWithLogo(
  exec: Executor,
  dealerId: number,
  logoId: number,
): Promise<{ id: number; default_logo_id: number | null }[]> {
  return exec
    .selectFrom('projects')
    .select(['id', 'default_logo_id'])
    .where('dealer_id', '=', dealerId)
    .where((eb) =>
      eb.or([
        eb('default_logo_id', '=', logoId),
        eb('id', 'in', eb.selectFrom('project_logos').select('project_id').where('logo_id', '=', logoId)),
      ]),
    )
    .execute();
}

/** The default logo id of project `projectId` (which must exist); null when it has none. */
export async function defaultLogoIdOfProject(exec: Executor, projectId: number): Promise<number | null> {
  const row = await exec
    .selectFrom('projects')
    .select('default_logo_id')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  return row.default_logo_id;
}

/** The live logos of project `projectId` (`project_logos`), in the order they were added. */
export function liveLogosOfProject(exec: Executor, projectId: number): Promise<LogoRow[]> {
  return exec
    .selectFrom('project_logos')
    .innerJoin('logos', 'logos.id', 'project_logos.logo_id')
    .selectAll('logos')
    .where('project_logos.project_id', '=', projectId)
    .where('logos.deleted_at', 'is', null)
    .orderBy('project_logos.created_at')
    .orderBy('logos.id')
    .execute();
}

/** The ids of project `projectId`'s logos (`project_logos`, deleted logos included), any order. */
export async function projectLogoIds(exec: Executor, projectId: number): Promise<number[]> {
  const rows = await exec.selectFrom('project_logos').select('logo_id').where('project_id', '=', projectId).execute();
  return rows.map((r) => r.logo_id);
}

/** Logo `id` locked for the transaction's changes (any dealer's, deleted or not); undefined when unknown. */
export function lockLogo(exec: Executor, id: number): Promise<LogoRow | undefined> {
  return exec.selectFrom('logos').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Sets the upload quota accounts logo `id`'s files are charged to (upload-quotas.ts). */
export async function setLogoQuotaAccounts(exec: Executor, id: number, accounts: string[]): Promise<void> {
  await exec.updateTable('logos').set({ quota_accounts: accounts }).where('id', '=', id).execute();
}

/** Up to `limit` logos never charged to a quota account (made before migration 0029), by id. */
export function logosNotCharged(exec: Executor, limit: number): Promise<LogoRow[]> {
  return exec.selectFrom('logos').selectAll().where('quota_accounts', 'is', null).orderBy('id').limit(limit).execute();
}

/** Assigns customer `customerId` exactly the dealer's logos `logoIds` (the others it had are freed). */
export async function assignCustomerLogos(
  exec: Executor,
  dealerId: number,
  customerId: number,
  logoIds: readonly number[],
): Promise<void> {
  await exec
    .updateTable('logos')
    .set({ customer_id: null })
    .where('customer_id', '=', customerId)
    .where('dealer_id', '=', dealerId)
    .execute();
  if (logoIds.length)
    await exec
      .updateTable('logos')
      .set({ customer_id: customerId })
      .where('id', 'in', [...logoIds])
      .where('dealer_id', '=', dealerId)
      .execute();
}
