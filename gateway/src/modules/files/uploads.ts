/**
 * File uploads (D6) travel outside GraphQL, whose bodies are limited to 1 MB:
 *
 * `POST /uploads` (multipart/form-data, one file part) stores the bytes for an hour and answers
 * `{ uploadId, byteSize }`; `uploadLogo`, `uploadFile` and `uploadProjectLogo` then take
 * `uploadId` instead of base64 `content` (once: the upload is gone afterwards) and check the
 * content as before. Who may upload: a dealer (`Authorization: Bearer <token>`), a passcode
 * session, or a visitor with a visitor key (header `X-Visitor-Key`, C3: a logo for the project
 * they customise, named by `projectId`, a query parameter or a form field before the file: a
 * shared project the visitor can read, NOT_FOUND otherwise; issue 16). A visitor's staged and
 * stored logos count against byte quotas (modules/files/upload-quotas.ts).
 * Refusals answer `{ errors: [{ message, extensions: { code, field? } }] }`: 401 UNAUTHENTICATED
 * for a visitor without a key, 400 BAD_USER_INPUT `projectId` for a visitor naming no project,
 * 404 NOT_FOUND for a project the visitor cannot read, 413 BAD_USER_INPUT naming the quota
 * (`field`: the setting) over a byte quota, 413 BAD_USER_INPUT `content` 'Logo max size exceeded' over 5 MB
 * (nothing is kept), 400 BAD_USER_INPUT `content` for a missing, empty or non-multipart file.
 *
 * Staged files are blobs `uploads/<scope>/<uploadId>` of the app's blob store (issue 16: with
 * `BLOB_STORE=s3` a file staged through one gateway is taken through another) where the scope is
 * the caller's ({@link uploadScope}): an upload id is 128 random bits and only the caller who
 * staged it can use it. Files older than {@link UPLOAD_TTL_MS} are swept: at most once a minute on
 * a put, and every {@link SWEEP_INTERVAL_MS} on a timer (`startSweeping`).
 */
import { createHash, randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseVisitorKey, VISITOR_KEY_HEADER, type Caller } from '../../lib/caller.js';
import type { DealersService } from '../dealers/dealers.service.js';
import type { BlobStore } from '../../plugins/files.js';
import { LOGO_TOO_LARGE, MAX_LOGO_BYTES } from './logo-limits.js';

/** How long an unused upload is kept, ms. */
export const UPLOAD_TTL_MS = 60 * 60 * 1000;
/** How often the timer sweeps expired uploads, ms. */
export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
const UPLOAD_ID = /^[A-Za-z0-9_-]{22}$/;
const SCOPE = /^[a-z0-9-]{1,80}$/;

/**
 * The staging folder of a caller's uploads: `dealer-<id>` for a dealer, `project-<dealer id>-<project id>`
 * for a passcode session, `visitor-<sha256 hex of the key, 32 chars>-<project row id>` for a
 * visitor with a key uploading for `projectId` (never the key itself); null for a visitor without
 * a key or a project, and a print grant (they cannot upload).
 */
export function uploadScope(caller: Caller, projectId?: number | null): string | null {
  if (caller.kind === 'DEALER') return `dealer-${caller.dealer.id}`;
  if (caller.kind === 'PROJECT') return `project-${caller.dealer.id}-${caller.projectId}`;
  if (caller.kind === 'VISITOR' && caller.visitorKey && projectId != null)
    return `visitor-${createHash('sha256').update(caller.visitorKey).digest('hex').slice(0, 32)}-${projectId}`;
  return null;
}

/** Staging scopes of visitors' uploads: for one project (its row id), or all. */
export function visitorScopes(projectId?: number): RegExp {
  return projectId === undefined ? /^visitor-/ : new RegExp(`^visitor-[0-9a-f]{32}-${projectId}$`);
}

export class UploadStaging {
  private lastSweep = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly store: BlobStore,
    private readonly now: () => number = Date.now,
  ) {}

  private key(scope: string, uploadId: string): string | null {
    return SCOPE.test(scope) && UPLOAD_ID.test(uploadId) ? `uploads/${scope}/${uploadId}` : null;
  }

  /** Keeps `bytes` for the caller of `scope` (see `uploadScope`); answers the upload id. */
  async put(scope: string, bytes: Uint8Array): Promise<string> {
    // A failed sweep (store unreachable a moment) leaves old files for the next one.
    await this.sweep().catch(() => undefined);
    const uploadId = randomBytes(16).toString('base64url');
    const key = this.key(scope, uploadId);
    if (!key) throw new Error('invalid upload scope');
    await this.store.write(key, bytes);
    return uploadId;
  }

  /**
   * The bytes of an upload of the caller of `scope`, removed from the staging area (an upload
   * is used once); null when unknown, another caller's or expired.
   */
  async take(scope: string, uploadId: string): Promise<Buffer | null> {
    const key = this.key(scope, uploadId);
    if (!key) return null;
    const info = await this.store.stat(key);
    if (!info) return null;
    const bytes = this.now() - info.modifiedAt <= UPLOAD_TTL_MS ? await this.store.get(key) : null;
    await this.store.delete(key);
    return bytes;
  }

  /** Bytes of the unexpired uploads staged in the scopes `scopes` matches (quotas count them). */
  async stagedBytes(scopes: RegExp): Promise<number> {
    const at = this.now();
    let total = 0;
    for await (const { key, modifiedAt } of this.store.list('uploads/')) {
      const scope = key.split('/')[1] ?? '';
      if (!scopes.test(scope) || at - modifiedAt > UPLOAD_TTL_MS) continue;
      total += (await this.store.stat(key))?.size ?? 0;
    }
    return total;
  }

  /** Sweeps every `intervalMs` until {@link stopSweeping} (the timer does not keep Node up). */
  startSweeping(intervalMs = SWEEP_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep(true).catch(() => undefined), intervalMs);
    this.timer.unref();
  }

  stopSweeping(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Deletes expired uploads; at most once a minute unless `force`. */
  async sweep(force = false): Promise<void> {
    const at = this.now();
    if (!force && at - this.lastSweep < 60_000) return;
    this.lastSweep = at;
    for await (const { key, modifiedAt } of this.store.list('uploads/'))
      if (at - modifiedAt > UPLOAD_TTL_MS) await this.store.delete(key);
  }
}

/** What the upload route asks about a visitor's upload (modules/files/upload-quotas.ts). */
export interface VisitorUploadChecks {
  /** The row id of the shared project `publicId` the visitor can read, or null (NOT_FOUND). */
  projectFor(caller: Caller, publicId: string): Promise<number | null>;
  /** The quota `incoming` more bytes would pass (its setting and a message), or null. */
  overQuota(caller: Caller, projectRowId: number, incoming: number): Promise<{ field: string; message: string } | null>;
}

/** `projectId` from the query string or a multipart field sent before the file. */
function projectIdOf(query: unknown, fields: Record<string, unknown>): string | null {
  const fromQuery = (query as Record<string, unknown> | null)?.projectId;
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery;
  const field = fields.projectId as { type?: string; value?: unknown } | undefined;
  return field?.type === 'field' && typeof field.value === 'string' && field.value ? field.value : null;
}

async function visitorProject(
  caller: Caller,
  publicId: string | null,
  checks: VisitorUploadChecks | undefined,
): Promise<{ projectRowId: number } | { status: number; code: string; message: string; field?: string }> {
  if (!publicId)
    return {
      status: 400,
      code: 'BAD_USER_INPUT',
      message: 'Name the project of the upload (projectId)',
      field: 'projectId',
    };
  const projectRowId = checks ? await checks.projectFor(caller, publicId) : null;
  if (projectRowId === null) return { status: 404, code: 'NOT_FOUND', message: 'Project not found' };
  return { projectRowId };
}

function refuse(reply: FastifyReply, status: number, code: string, message: string, field?: string) {
  return reply.code(status).send({ errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }] });
}

/** Registers `POST /uploads` (see the module comment). */
export async function registerUploadRoutes(
  app: FastifyInstance,
  deps: {
    staging: UploadStaging;
    dealers: Pick<DealersService, 'authenticate'>;
    /** Visitors' uploads (issue 16): the project they upload for, and their byte quotas. */
    visitorUploads?: VisitorUploadChecks;
  },
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
  app.post('/uploads', async (request, reply) => {
    // A dealer's library (D6), a passcode session, or a visitor's logo for a project (C3).
    const caller = await deps.dealers.authenticate(
      request.headers.authorization,
      parseVisitorKey(request.headers[VISITOR_KEY_HEADER]),
    );
    if (!uploadScope(caller, 0)) return refuse(reply, 401, 'UNAUTHENTICATED', 'Sign in required');
    if (!request.isMultipart())
      return refuse(reply, 400, 'BAD_USER_INPUT', 'Send the file as multipart/form-data', 'content');
    let bytes: Buffer;
    let projectRowId: number | null = null;
    try {
      const part = await request.file();
      if (!part) return refuse(reply, 400, 'BAD_USER_INPUT', 'No file was sent', 'content');
      // A visitor names the project before sending the bytes (query, or a field before the file).
      if (caller.kind === 'VISITOR') {
        const named = projectIdOf(request.query, part.fields);
        const found = await visitorProject(caller, named, deps.visitorUploads);
        if ('status' in found) return refuse(reply, found.status, found.code, found.message, found.field);
        projectRowId = found.projectRowId;
      }
      bytes = await part.toBuffer();
      // toBuffer misses a limit reached on the last chunk's boundary: busboy marks the stream.
      if (part.file.truncated) return refuse(reply, 413, 'BAD_USER_INPUT', LOGO_TOO_LARGE, 'content');
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(reply, 413, 'BAD_USER_INPUT', LOGO_TOO_LARGE, 'content');
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
        return refuse(reply, 400, 'BAD_USER_INPUT', 'Send one file per upload', 'content');
      if ((err as { statusCode?: number }).statusCode === 400 || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
        return refuse(reply, 400, 'BAD_USER_INPUT', 'The upload cannot be read', 'content');
      throw err;
    }
    if (bytes.byteLength === 0) return refuse(reply, 400, 'BAD_USER_INPUT', 'The file is empty', 'content');
    if (caller.kind === 'VISITOR' && projectRowId !== null && deps.visitorUploads) {
      const over = await deps.visitorUploads.overQuota(caller, projectRowId, bytes.byteLength);
      if (over) return refuse(reply, 413, 'BAD_USER_INPUT', over.message, over.field);
    }
    const scope = uploadScope(caller, projectRowId);
    if (!scope) return refuse(reply, 400, 'BAD_USER_INPUT', 'Name the project of the upload (projectId)', 'projectId');
    const uploadId = await deps.staging.put(scope, bytes);
    return { uploadId, byteSize: bytes.byteLength };
  });
}
