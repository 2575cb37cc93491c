/**
 * Logo library (D6): uploads (staged by `POST /uploads`, or inline base64; at most 5 MB, checked
 * by content, SVG sanitised, stored content-addressed in the blob store), the plain file upload, names and types, and the project
 * default-logo rules of the original section 4. Every record is the caller's dealer's (A6):
 * another dealer's logo or project answers NOT_FOUND and changes nothing.
 */
import { createHash } from 'node:crypto';
import { customAlphabet } from 'nanoid';
import { fileTypeFromBuffer } from 'file-type';
import { lockerOwnerKey, type Caller } from '../../lib/caller.js';
import { resolveProject } from '../projects/project-access.js';
import type { Db } from '../../db/index.js';
import type { LogoRow, ProjectRow, ProjectTypeValue, StoredDecoration } from '../../db/types.js';
import { BadUserInputError, NotFoundError, UnauthenticatedError } from '../../lib/errors.js';
import type { BlobStore } from '../../plugins/files.js';
import { uploadScope, type UploadStaging, type VisitorUploadChecks } from './uploads.js';
import { assertWithinQuota } from './upload-quotas.js';
import { deleteVisitorLogo, visitorLogosOfProject } from './visitor-logos.repository.js';
import { stableJson } from '../configurations/configurations.service.js';
import type { CpuWork } from '../../plugins/cpu-pool.js';
import { LOGO_TOO_LARGE, MAX_LOGO_BYTES } from './logo-content.js';

/** Largest base64 text accepted before decoding (5 MB of bytes, plus data: prefix slack). */
const MAX_BASE64_CHARS = Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 256;
const MAX_TYPES = 5;
const newShortId = customAlphabet('23456789abcdefghjkmnpqrstuvwxyz', 10);

export interface UploadInput {
  filename: string;
  /** An upload id from `POST /uploads` (plugins/uploads.ts). */
  uploadId?: string | null;
  /** Inline base64 bytes, instead of `uploadId`. */
  content?: string | null;
  customerId?: string | null;
  name?: string | null;
  types?: readonly string[] | null;
}

/** The result of a project-logo change (ProjectLogos in schema/files.graphql). */
export interface ProjectLogosResult {
  projectType: ProjectTypeValue;
  projectId: string;
  defaultLogoId: number | null;
  logos: LogoRow[];
  clearedDecorations: number;
}

function idOf(value: string): number {
  return /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

/** Trimmed, de-duplicated logo types; BAD_USER_INPUT `types` when too many or too long. */
export function normalizeTypes(types: readonly string[] | null | undefined): string[] | undefined {
  if (types == null) return undefined;
  const out = [...new Set(types.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  if (out.length > MAX_TYPES) throw new BadUserInputError('types', `At most ${MAX_TYPES} logo types`);
  if (out.some((t) => t.length > 40)) throw new BadUserInputError('types', 'A logo type is too long');
  return out;
}

function normalizeName(name: string | null | undefined): string | null | undefined {
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

/** Drops GRAPHICS/UPLOADS decorations that use `logoId`; returns the kept list and the count. */
export function withoutLogo(
  decorations: readonly StoredDecoration[],
  logoId: number,
): { kept: StoredDecoration[]; removed: number } {
  const kept = decorations.filter(
    (d) => !(d.logoId === logoId && (d.contentType === 'GRAPHICS' || d.contentType === 'UPLOADS')),
  );
  return { kept, removed: decorations.length - kept.length };
}

/** What other modules do when a logo module call changes a project's default logo. */
export interface LogoHooks {
  /**
   * Runs in the transaction that makes `logoId` the default logo of `project` (the row as it
   * was before): a snapsheet redraws its products in the team's look (P5).
   */
  onDefaultLogo?: (trx: Db, project: ProjectRow, logoId: number) => Promise<void>;
}

/**
 * `opts.cpu`: where logo content is checked (the gateway's worker pool, or `inlineCpuWork`:
 * plugins/cpu-pool.ts);
 * `opts.visitorUploads`: visitors' byte quotas (upload-quotas.ts).
 */
export function logosService(
  db: Db,
  blobs: BlobStore,
  uploads: UploadStaging | undefined,
  hooks: LogoHooks,
  opts: { cpu: CpuWork; visitorUploads?: VisitorUploadChecks },
) {
  const { cpu } = opts;
  /** The bytes of an upload: staged by `uploadId`, or inline base64 `content`. */
  async function bytesOf(scope: string, input: UploadInput): Promise<Buffer> {
    if (input.uploadId != null && input.content != null)
      throw new BadUserInputError('content', 'Send either uploadId or content, not both');
    if (input.uploadId != null) {
      // An upload is used once: it is gone after this call, whatever its outcome.
      const bytes = uploads ? await uploads.take(scope, input.uploadId) : null;
      if (!bytes)
        throw new BadUserInputError('uploadId', 'The upload was not found or has expired; upload the file again');
      if (bytes.byteLength > MAX_LOGO_BYTES) throw new BadUserInputError('content', LOGO_TOO_LARGE);
      return bytes;
    }
    if (input.content == null) throw new BadUserInputError('content', 'Send the file (uploadId) or its content');
    return decode(input.content);
  }

  function cleanFilename(filename: string): string {
    const f = filename.trim().replace(/[\\/]/g, '_').slice(0, 200);
    if (!f) throw new BadUserInputError('filename', 'A file name is required');
    return f;
  }

  async function customerIdOf(dealerId: number, customerId: string | null | undefined): Promise<number | null> {
    if (!customerId) return null;
    const c = await db
      .selectFrom('customers')
      .select('id')
      .where('id', '=', idOf(customerId))
      .where('dealer_id', '=', dealerId)
      .executeTakeFirst();
    if (!c) throw new BadUserInputError('customerId', 'Unknown customer');
    return c.id;
  }

  async function ownLogo(dealerId: number, id: string | number): Promise<LogoRow> {
    const n = typeof id === 'number' ? id : idOf(id);
    const row = n
      ? await db
          .selectFrom('logos')
          .selectAll()
          .where('id', '=', n)
          .where('dealer_id', '=', dealerId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    if (!row) throw new NotFoundError('Logo');
    return row;
  }

  /** A project by public id that the caller may change (`edit`) or read; NOT_FOUND otherwise (A5, A6). */
  async function projectFor(caller: Caller, type: ProjectTypeValue, id: string, edit: boolean): Promise<ProjectRow> {
    const row = await resolveProject(db, caller, { type, publicId: id }, edit ? 'edit' : 'read');
    if (!row) throw new NotFoundError('Project');
    return row;
  }

  async function projectLogos(project: ProjectRow, clearedDecorations = 0): Promise<ProjectLogosResult> {
    const fresh = await db
      .selectFrom('projects')
      .select('default_logo_id')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    const logos = await db
      .selectFrom('project_logos')
      .innerJoin('logos', 'logos.id', 'project_logos.logo_id')
      .selectAll('logos')
      .where('project_logos.project_id', '=', project.id)
      .where('logos.deleted_at', 'is', null)
      .orderBy('project_logos.created_at')
      .orderBy('logos.id')
      .execute();
    return {
      projectType: project.type,
      projectId: project.public_id,
      defaultLogoId: fresh.default_logo_id,
      logos,
      clearedDecorations,
    };
  }

  /**
   * Clears the graphics using `logoId` in a project's products (section 4: removing the default
   * clears the uniform and spiritwear graphics). Configurations are immutable, so a product whose
   * configuration changes gets a new configuration (new short id). Returns the decorations removed.
   */
  async function clearGraphics(trx: Db, projectId: number, logoId: number): Promise<number> {
    const products = await trx
      .selectFrom('snapsheet_products')
      .innerJoin('configurations', 'configurations.id', 'snapsheet_products.configuration_id')
      .select([
        'snapsheet_products.id as productId',
        'configurations.style_id',
        'configurations.variant_id',
        'configurations.design_id',
        'configurations.color_ids',
        'configurations.reversible_view',
        'configurations.decorations',
      ])
      .where('snapsheet_products.project_id', '=', projectId)
      .execute();
    let removed = 0;
    for (const p of products) {
      const decorations = (p.decorations ?? []) as StoredDecoration[];
      const { kept, removed: n } = withoutLogo(decorations, logoId);
      if (!n) continue;
      removed += n;
      const content = {
        styleId: p.style_id,
        variantId: p.variant_id,
        designId: p.design_id,
        colorIds: p.color_ids,
        reversibleView: p.reversible_view,
        decorations: kept,
      };
      const config = await trx
        .insertInto('configurations')
        .values({
          short_id: newShortId(),
          style_id: p.style_id,
          variant_id: p.variant_id,
          design_id: p.design_id,
          color_ids: p.color_ids,
          reversible_view: p.reversible_view,
          decorations: JSON.stringify(kept),
          content_hash: createHash('sha256').update(stableJson(content)).digest('hex'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('snapsheet_products')
        .set({ configuration_id: config.id })
        .where('id', '=', p.productId)
        .execute();
    }
    return removed;
  }

  /** Takes `logoId` out of a project; the default rule included. Returns decorations cleared. */
  async function detach(trx: Db, project: { id: number; default_logo_id: number | null }, logoId: number) {
    await trx.deleteFrom('project_logos').where('project_id', '=', project.id).where('logo_id', '=', logoId).execute();
    if (project.default_logo_id !== logoId) return 0;
    await trx
      .updateTable('projects')
      .set({ default_logo_id: null, updated_at: new Date() })
      .where('id', '=', project.id)
      .execute();
    return clearGraphics(trx, project.id, logoId);
  }

  /**
   * Stores an upload of `dealerId`'s (staged in `scope`). `forProject`: a logo uploaded while
   * customising that project (C3), kept with it for `uploadedBy`, never a FILE.
   */
  async function store(
    dealerId: number,
    scope: string,
    input: UploadInput,
    asFile: boolean,
    forProject: { projectId: number; uploadedBy: string } | null = null,
  ): Promise<LogoRow> {
    const filename = cleanFilename(input.filename);
    const name = normalizeName(input.name) ?? null;
    const types = normalizeTypes(input.types) ?? [];
    const bytes = await bytesOf(scope, input);
    const customerId = await customerIdOf(dealerId, input.customerId);
    const checked = await cpu.checkLogo(bytes);
    if (checked.ok) {
      const key = await blobs.put('logos', checked.bytes, checked.ext);
      return db
        .insertInto('logos')
        .values({
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
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    if (!asFile) throw new BadUserInputError('content', checked.message);
    // Plain upload: kept byte for byte, served as a download (.bin -> application/octet-stream,
    // nosniff), never as an image or a page.
    const detected = await fileTypeFromBuffer(bytes);
    const key = await blobs.put('files', bytes, 'bin');
    return db
      .insertInto('logos')
      .values({
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
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  return {
    ownLogo,
    /**
     * Stores a logo image. Errors: BAD_USER_INPUT `content` ('Logo max size exceeded', not an
     * image), `filename`, `name`, `types`, `customerId`.
     */
    upload: (dealerId: number, input: UploadInput) => store(dealerId, `dealer-${dealerId}`, input, false),
    /** The plain upload: images become logos, anything else a FILE. Same errors as upload. */
    uploadFile: (dealerId: number, input: UploadInput) => store(dealerId, `dealer-${dealerId}`, input, true),

    /**
     * C3 (issue 9): a logo uploaded while customising a product of the project `projectId`
     * (public id) of `type`, by anyone who may read it: a visitor with a visitor key, a passcode
     * session, the dealer. Same content rules as `upload` (5 MB, PNG/JPEG/SVG checked by content,
     * SVG sanitised). Kept with the project and usable by its uploader only (and the dealer);
     * not added to the project's logos nor to the dealer's library list. `customerId` is ignored.
     * Errors: NOT_FOUND `Project` (unknown, another dealer's draft, archived); UNAUTHENTICATED
     * for a visitor without a visitor key; BAD_USER_INPUT `content`, `uploadId`, `filename`,
     * `name`, `types` as `upload`.
     */
    async uploadForProject(caller: Caller, type: ProjectTypeValue, projectId: string, input: UploadInput) {
      const project = await projectFor(caller, type, projectId, false);
      if (project.deleted_at) throw new NotFoundError('Project');
      const scope = uploadScope(caller, project.id);
      const uploadedBy = lockerOwnerKey(caller);
      if (!scope || !uploadedBy) throw new UnauthenticatedError('A visitor key is required to upload a logo');
      // A staged upload was counted when staged; inline bytes are counted now (issue 16).
      if (input.content != null && input.uploadId == null)
        await assertWithinQuota(opts.visitorUploads, caller, project.id, Math.floor((input.content.length * 3) / 4));
      return store(project.dealer_id, scope, { ...input, customerId: null }, false, {
        projectId: project.id,
        uploadedBy,
      });
    },

    /** The caller's library, newest first. */
    async list(dealerId: number, args: { customerId?: string | null; kind?: 'IMAGE' | 'FILE' | null }) {
      let q = db
        .selectFrom('logos')
        .selectAll()
        .where('dealer_id', '=', dealerId)
        .where('deleted_at', 'is', null)
        // Logos uploaded while customising a project (C3) are the uploader's, not the library's.
        .where('project_id', 'is', null);
      if (args.customerId) q = q.where('customer_id', '=', idOf(args.customerId));
      if (args.kind) q = q.where('kind', '=', args.kind);
      return q.orderBy('id', 'desc').limit(500).execute();
    },

    /** Name and/or types. NOT_FOUND for another dealer's logo. */
    async update(dealerId: number, id: string, input: { name?: string | null; types?: readonly string[] | null }) {
      const name = normalizeName(input.name);
      const types = normalizeTypes(input.types);
      const logo = await ownLogo(dealerId, id);
      if (name === undefined && types === undefined) return logo;
      return db
        .updateTable('logos')
        .set({ ...(name !== undefined ? { name } : {}), ...(types !== undefined ? { types } : {}) })
        .where('id', '=', logo.id)
        .where('dealer_id', '=', dealerId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Soft delete; leaves its customer and every project (default rule applied). */
    async delete(dealerId: number, id: string): Promise<string> {
      const logo = await ownLogo(dealerId, id);
      const projects = await db
        .selectFrom('projects')
        .select(['id', 'default_logo_id'])
        .where('dealer_id', '=', dealerId)
        .where((eb) =>
          eb.or([
            eb('default_logo_id', '=', logo.id),
            eb('id', 'in', eb.selectFrom('project_logos').select('project_id').where('logo_id', '=', logo.id)),
          ]),
        )
        .execute();
      await db.transaction().execute(async (trx) => {
        for (const p of projects) await detach(trx, p, logo.id);
        await trx
          .updateTable('logos')
          .set({ deleted_at: new Date(), customer_id: null })
          .where('id', '=', logo.id)
          .where('dealer_id', '=', dealerId)
          .execute();
      });
      return String(logo.id);
    },

    /** D6: a project's logos and default logo, for whoever may read the project (A5). */
    async projectLogos(caller: Caller, type: ProjectTypeValue, projectId: string) {
      return projectLogos(await projectFor(caller, type, projectId, false));
    },

    /**
     * Section 4: the first logo of a project becomes its default; replacing the default makes the
     * replacement default. The project's dealer or a passcode session of it (A4); NOT_FOUND for
     * another dealer's project or logo.
     */
    async addToProject(
      caller: Caller,
      type: ProjectTypeValue,
      projectId: string,
      logoId: string,
      replaceLogoId?: string | null,
    ): Promise<ProjectLogosResult> {
      const project = await projectFor(caller, type, projectId, true);
      const dealerId = project.dealer_id;
      const logo = await ownLogo(dealerId, logoId);
      const replaced = replaceLogoId ? await ownLogo(dealerId, replaceLogoId) : null;
      const current = await db
        .selectFrom('project_logos')
        .select('logo_id')
        .where('project_id', '=', project.id)
        .execute();
      // The library is the dealer's (A4, A6): a passcode session only rearranges the project's own logos.
      if (caller.kind !== 'DEALER' && !current.some((c) => c.logo_id === logo.id)) throw new NotFoundError('Logo');
      await db.transaction().execute(async (trx) => {
        if (!current.some((c) => c.logo_id === logo.id))
          await trx.insertInto('project_logos').values({ project_id: project.id, logo_id: logo.id }).execute();
        let makeDefault = project.default_logo_id == null;
        if (replaced && replaced.id !== logo.id) {
          await trx
            .deleteFrom('project_logos')
            .where('project_id', '=', project.id)
            .where('logo_id', '=', replaced.id)
            .execute();
          if (project.default_logo_id === replaced.id) makeDefault = true;
        }
        if (makeDefault) {
          await trx
            .updateTable('projects')
            .set({ default_logo_id: logo.id, updated_at: new Date() })
            .where('id', '=', project.id)
            .execute();
          if (project.default_logo_id !== logo.id) await hooks.onDefaultLogo?.(trx, project, logo.id);
        }
      });
      return projectLogos(project);
    },

    /**
     * Removing the default clears it and the graphics that use it (section 4). A logo a visitor
     * uploaded for the project (C3) is deleted by its dealer (issue 16: its bytes leave the
     * visitors' quotas; NOT_FOUND for a passcode session).
     */
    async removeFromProject(caller: Caller, type: ProjectTypeValue, projectId: string, logoId: string) {
      const project = await projectFor(caller, type, projectId, true);
      const logo = await ownLogo(project.dealer_id, logoId);
      const visitors = logo.project_id === project.id && !!logo.uploaded_by?.startsWith('visitor:');
      if (visitors && caller.kind !== 'DEALER') throw new NotFoundError('Logo');
      const cleared = await db.transaction().execute(async (trx) => {
        const n = await detach(trx, project, logo.id);
        if (visitors) await deleteVisitorLogo(trx, logo.id);
        return n;
      });
      return projectLogos(project, cleared);
    },

    /** Logos visitors uploaded for a project (C3), newest first: its dealer's only, [] for others. */
    async visitorLogos(caller: Caller, type: ProjectTypeValue, projectId: string): Promise<LogoRow[]> {
      if (caller.kind !== 'DEALER') return [];
      const project = await projectFor(caller, type, projectId, true);
      return visitorLogosOfProject(db, project.id);
    },

    /** Makes a logo the project's default (adding it to the project when missing). */
    async setDefault(caller: Caller, type: ProjectTypeValue, projectId: string, logoId: string) {
      const project = await projectFor(caller, type, projectId, true);
      const logo = await ownLogo(project.dealer_id, logoId);
      if (caller.kind !== 'DEALER') {
        const onProject = await db
          .selectFrom('project_logos')
          .select('logo_id')
          .where('project_id', '=', project.id)
          .where('logo_id', '=', logo.id)
          .executeTakeFirst();
        if (!onProject) throw new NotFoundError('Logo');
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('project_logos')
          .values({ project_id: project.id, logo_id: logo.id })
          .onConflict((oc) => oc.columns(['project_id', 'logo_id']).doNothing())
          .execute();
        await trx
          .updateTable('projects')
          .set({ default_logo_id: logo.id, updated_at: new Date() })
          .where('id', '=', project.id)
          .execute();
        if (project.default_logo_id !== logo.id) await hooks.onDefaultLogo?.(trx, project, logo.id);
      });
      return projectLogos(project);
    },
  };
}

export type LogosService = ReturnType<typeof logosService>;
