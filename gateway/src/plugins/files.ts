/**
 * Blob store behind one interface (PRODUCT.md "Files"): logos, snapshots, PDFs and
 * staged uploads. Two stores: {@link LocalBlobStore} (`BLOB_STORE=local`, the default, files
 * under `<dataDir>/files`, one gateway) and `S3BlobStore` (`BLOB_STORE=s3`, any S3-compatible
 * service, shared by every gateway; s3-blob-store.ts), chosen by `openBlobStore` (blob-stores.ts). Everything that writes, reads or serves a
 * file goes through it.
 *
 * Stored files have content-addressed keys (`<kind>/<sha256>.<ext>`) so a repeated write is a
 * no-op; they are served by the gateway under `/files/<key>`. Other keys (`uploads/<scope>/<id>`)
 * are written in place and never served.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { contentDisposition, safeFilename } from '../lib/filename.js';

/** A stored blob's size in bytes and last write, ms since the epoch. */
export interface BlobInfo {
  size: number;
  modifiedAt: number;
}

export interface BlobStore {
  /** Stores bytes under a content-hash key; returns the key (e.g. `snapshots/ab12...png`). */
  put(kind: string, bytes: Uint8Array, ext: string): Promise<string>;
  /** The key {@link BlobStore.put} stores `bytes` under, without storing them. */
  keyFor(kind: string, bytes: Uint8Array, ext: string): string;
  /** Path on the gateway that serves the key. */
  urlFor(key: string): string;
  exists(key: string): Promise<boolean>;
  /** Writes `bytes` at `key` (see {@link isBlobKey}), replacing what was there. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes at `key`; null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes at `key` as a stream with their size (served files); null when there are none. */
  open(key: string): Promise<{ body: Readable; size: number } | null>;
  stat(key: string): Promise<BlobInfo | null>;
  /** Removes `key`; nothing happens when it is not there. */
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (which ends with `/`) with its last write. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: number }>;
  close(): Promise<void>;
}

/** A key: `/`-separated segments of letters, digits, `_ . -`, none of them `.` or `..`. */
export function isBlobKey(key: string): boolean {
  return (
    key.length <= 512 && key.split('/').every((seg) => /^[A-Za-z0-9_.-]{1,128}$/.test(seg) && !/^\.\.?$/.test(seg))
  );
}

/** The content-addressed key of `bytes` (`<kind>/<sha256 hex>.<ext>`). */
export function contentKey(kind: string, bytes: Uint8Array, ext: string): string {
  if (!/^[a-z-]+$/.test(kind) || !/^[a-z0-9]+$/.test(ext)) throw new Error('bad blob key');
  return `${kind}/${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
}

function checked(key: string): string {
  if (!isBlobKey(key)) throw new Error('bad blob key');
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The content type a stored key is served with. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

const isMissing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

/**
 * What every store does the same way over its own `write` and `stat`: content-addressed puts
 * (a repeated put writes nothing), the `/files/<key>` URL, existence.
 */
export abstract class ContentBlobStore implements BlobStore {
  keyFor(kind: string, bytes: Uint8Array, ext: string): string {
    return contentKey(kind, bytes, ext);
  }

  async put(kind: string, bytes: Uint8Array, ext: string): Promise<string> {
    const key = contentKey(kind, bytes, ext);
    if (!(await this.exists(key))) await this.write(key, bytes);
    return key;
  }

  urlFor(key: string): string {
    return `/files/${key}`;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  abstract write(key: string, bytes: Uint8Array): Promise<void>;
  abstract get(key: string): Promise<Buffer | null>;
  abstract open(key: string): Promise<{ body: Readable; size: number } | null>;
  abstract stat(key: string): Promise<BlobInfo | null>;
  abstract delete(key: string): Promise<void>;
  abstract list(prefix: string): AsyncIterable<{ key: string; modifiedAt: number }>;
  abstract close(): Promise<void>;
}

export class LocalBlobStore extends ContentBlobStore {
  constructor(readonly root: string) {
    super();
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(checked(key))!;
    await mkdir(dirname(path), { recursive: true });
    // Its own name per write: two writes of one key in one millisecond (two renders of one
    // snapshot ending together) must not share a file.
    const tmp = `${path}.${randomUUID()}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, path);
  }

  async get(key: string): Promise<Buffer | null> {
    const path = isBlobKey(key) ? this.pathOf(key) : null;
    if (!path) return null;
    return readFile(path).catch((err) => (isMissing(err) ? null : Promise.reject(err)));
  }

  async open(key: string): Promise<{ body: Readable; size: number } | null> {
    const info = await this.stat(key);
    return info ? { body: createReadStream(this.pathOf(key)!), size: info.size } : null;
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const path = isBlobKey(key) ? this.pathOf(key) : null;
    if (!path) return null;
    try {
      const s = await stat(path);
      return s.isFile() ? { size: s.size, modifiedAt: s.mtimeMs } : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(checked(key))!, { force: true });
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: number }> {
    const dir = this.pathOf(checked(prefix.replace(/\/$/, '')));
    if (!dir) return;
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      const path = join(entry.parentPath, entry.name);
      const s = await stat(path).catch(() => null);
      if (s) yield { key: relative(this.root, path).split(sep).join('/'), modifiedAt: s.mtimeMs };
    }
  }

  async close(): Promise<void> {}

  /** Resolves a key to a path inside the root, or null for anything that escapes it. */
  pathOf(key: string): string | null {
    const path = normalize(join(this.root, key));
    return path.startsWith(this.root + sep) ? path : null;
  }
}

/**
 * Serves `GET /files/*` (content-addressed keys only) from the store, immutable caching. A PDF is
 * an attachment: `?download=<name>` names it (P7: `RenderJob.url` carries the project's title;
 * the name is made safe again here, `safeFilename`), else it keeps its key's name.
 */
export function registerFileRoutes(app: FastifyInstance, store: BlobStore): void {
  app.get<{ Params: { '*': string }; Querystring: { download?: string | string[] } }>(
    '/files/*',
    async (req, reply) => {
      const key = req.params['*'];
      const file = /^[a-z-]+\/[a-f0-9]{64}\.[a-z0-9]+$/.test(key) ? await store.open(key) : null;
      if (!file) return reply.code(404).send({ error: 'Not found' });
      const ext = key.slice(key.lastIndexOf('.') + 1);
      reply.header('content-type', contentTypeOf(key));
      reply.header('content-length', String(file.size));
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      if (ext === 'svg') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (ext === 'pdf') {
        const asked = req.query.download;
        const name = typeof asked === 'string' && asked ? safeFilename(asked, 'document') : key.split('/')[1]!;
        reply.header('content-disposition', contentDisposition(name));
      }
      return reply.send(file.body);
    },
  );
}
