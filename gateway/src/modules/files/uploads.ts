/**
 * File uploads (D6) travel outside GraphQL, whose bodies are limited to 1 MB:
 *
 * `POST /uploads` (multipart/form-data, one file part) stores the bytes for an hour and answers
 * `{ uploadId, byteSize }`; `uploadLogo`, `uploadFile` and `uploadProjectLogo` then take
 * `uploadId` instead of base64 `content` (once: the upload is gone afterwards) and check the
 * content as before. Who may upload: a dealer (`Authorization: Bearer <token>`), a passcode
 * session, or a visitor with a visitor key (header `X-Visitor-Key`, C3: a logo for the project
 * they customise, named by `projectId`, a query parameter or a form field before the file: a
 * shared project the visitor can read, NOT_FOUND otherwise). Every staged upload is charged to
 * the caller's byte quotas before it is written (upload-quotas.ts), and its stored file when it
 * is taken.
 * Refusals answer `{ errors: [{ message, extensions: { code, field? } }] }`: 401 UNAUTHENTICATED
 * for a visitor without a key, 400 BAD_USER_INPUT `projectId` for a visitor naming no project,
 * 404 NOT_FOUND for a project the visitor cannot read, 413 BAD_USER_INPUT naming the quota
 * (`field`: the setting) over a byte quota, 413 BAD_USER_INPUT `content` 'Logo max size exceeded' over 5 MB
 * (nothing is kept), 400 BAD_USER_INPUT `content` for a missing, empty or non-multipart file.
 *
 * Staged files are blobs `uploads/<scope>/<uploadId>` of the app's blob store (with
 * `BLOB_STORE=s3` a file staged through one gateway is taken through another) where the scope is
 * the caller's ({@link uploadScope}): an upload id is 128 random bits and only the caller who
 * staged it can use it. Files older than {@link UPLOAD_TTL_MS} are refused, and swept by the
 * `upload-sweep` job (blob-collection.ts) from the quota ledger, without listing the store.
 */
import { createHash, randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseVisitorKey, VISITOR_KEY_HEADER, type Caller } from '../../lib/caller.js';
import type { DealersService } from '../dealers/index.js';
import type { BlobStore } from '../../plugins/files.js';
import { BadUserInputError } from '../../lib/errors.js';
import { LOGO_TOO_LARGE, MAX_LOGO_BYTES } from './logo-limits.js';

/** How long an unused upload is kept, ms. */
export const UPLOAD_TTL_MS = 60 * 60 * 1000;
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

/** What staging asks of the quota ledger (upload-quotas.ts `uploadLedger`). */
export interface StagingLedger {
  /** Charges `accounts` for `bytes` at `blobKey`; throws BAD_USER_INPUT naming a quota it would pass. */
  reserve(accounts: readonly string[], blobKey: string, bytes: number): Promise<void>;
  /** Frees the charges of `blobKey`. */
  release(blobKey: string): Promise<void>;
}

export class UploadStaging {
  constructor(
    readonly store: BlobStore,
    private readonly now: () => number = Date.now,
    private readonly ledger?: StagingLedger,
  ) {}

  /** The blob key of upload `uploadId` in `scope`; null for a malformed one. */
  keyOf(scope: string, uploadId: string): string | null {
    return SCOPE.test(scope) && UPLOAD_ID.test(uploadId) ? `uploads/${scope}/${uploadId}` : null;
  }

  /**
   * Keeps `bytes` for the caller of `scope` (see `uploadScope`), charged to `accounts` first
   * (upload-quotas.ts: BAD_USER_INPUT naming a quota it would pass, nothing kept); answers the
   * upload id. A failed write frees the charge.
   */
  async put(scope: string, bytes: Uint8Array, accounts: readonly string[] = []): Promise<string> {
    const uploadId = randomBytes(16).toString('base64url');
    const key = this.keyOf(scope, uploadId);
    if (!key) throw new Error('invalid upload scope');
    if (this.ledger && accounts.length > 0) await this.ledger.reserve(accounts, key, bytes.byteLength);
    try {
      await this.store.write(key, bytes);
    } catch (err) {
      await this.ledger?.release(key).catch(() => undefined);
      throw err;
    }
    return uploadId;
  }

  /**
   * The bytes of an upload of the caller of `scope`, removed from the staging area (an upload
   * is used once); null when unknown, another caller's or expired. Its charges stay until the
   * caller frees them or turns them into those of the stored file (logo-uploads.ts).
   */
  async take(scope: string, uploadId: string): Promise<Buffer | null> {
    const key = this.keyOf(scope, uploadId);
    if (!key) return null;
    const info = await this.store.stat(key);
    if (!info) return null;
    const bytes = this.now() - info.modifiedAt <= UPLOAD_TTL_MS ? await this.store.get(key) : null;
    await this.store.delete(key);
    return bytes;
  }

  /** Deletes the staged upload `key` and frees its charges (an expired or abandoned upload). */
  async discard(key: string): Promise<void> {
    await this.store.delete(key);
    await this.ledger?.release(key);
  }
}

/** What the upload route asks about a visitor's upload (modules/files/upload-quotas.ts). */
export interface VisitorUploadChecks {
  /** The row id of the shared project `publicId` the visitor can read, or null (NOT_FOUND). */
  projectFor(caller: Caller, publicId: string): Promise<number | null>;
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
    /** Visitors' uploads: the project they upload for. */
    visitorUploads?: VisitorUploadChecks;
    /** The quota accounts an upload is charged to (upload-quotas.ts `quotaAccounts`). */
    accountsOf?: (caller: Caller, projectRowId: number | null, ip: string) => string[];
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
    const scope = uploadScope(caller, projectRowId);
    if (!scope) return refuse(reply, 400, 'BAD_USER_INPUT', 'Name the project of the upload (projectId)', 'projectId');
    try {
      const uploadId = await deps.staging.put(scope, bytes, deps.accountsOf?.(caller, projectRowId, request.ip) ?? []);
      return { uploadId, byteSize: bytes.byteLength };
    } catch (err) {
      if (err instanceof BadUserInputError) return refuse(reply, 413, 'BAD_USER_INPUT', err.message, err.field);
      throw err;
    }
  });
}
