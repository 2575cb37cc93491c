/**
 * Blob store behind one interface (PRODUCT.md "Files"): logos, snapshots and PDFs. Keys are
 * content-addressed (`<kind>/<sha256>.<ext>`) so a repeated write is a no-op. The local-disk
 * store keeps files under `<dataDir>/files`; an S3-compatible store can implement the same
 * interface later. Served by the gateway under `/files/<key>`.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile, rename } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { contentDisposition, safeFilename } from '../lib/filename.js';

export interface BlobStore {
  /** Stores bytes under a content-hash key; returns the key (e.g. `snapshots/ab12...png`). */
  put(kind: string, bytes: Uint8Array, ext: string): Promise<string>;
  /** Path on the gateway that serves the key. */
  urlFor(key: string): string;
  exists(key: string): Promise<boolean>;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

export class LocalBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  async put(kind: string, bytes: Uint8Array, ext: string): Promise<string> {
    if (!/^[a-z-]+$/.test(kind) || !/^[a-z0-9]+$/.test(ext)) throw new Error('bad blob key');
    const hash = createHash('sha256').update(bytes).digest('hex');
    const key = `${kind}/${hash}.${ext}`;
    const path = join(this.root, key);
    if (await this.exists(key)) return key;
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, path);
    return key;
  }

  urlFor(key: string): string {
    return `/files/${key}`;
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(join(this.root, key))).isFile();
    } catch {
      return false;
    }
  }

  /** Resolves a key to a path inside the root, or null for anything that escapes it. */
  pathOf(key: string): string | null {
    const path = normalize(join(this.root, key));
    return path.startsWith(this.root + sep) ? path : null;
  }
}

/**
 * Serves `GET /files/*` from the local store, immutable (content-addressed) caching. A PDF is an
 * attachment: `?download=<name>` names it (P7: `RenderJob.url` carries the project's title; the
 * name is made safe again here, `safeFilename`), else it keeps its key's name.
 */
export function registerFileRoutes(app: FastifyInstance, store: LocalBlobStore): void {
  app.get<{ Params: { '*': string }; Querystring: { download?: string | string[] } }>(
    '/files/*',
    async (req, reply) => {
      const key = req.params['*'];
      const path = /^[a-z-]+\/[a-f0-9]{64}\.[a-z0-9]+$/.test(key) ? store.pathOf(key) : null;
      if (!path || !(await store.exists(key))) return reply.code(404).send({ error: 'Not found' });
      const ext = key.slice(key.lastIndexOf('.') + 1);
      reply.header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      if (ext === 'svg') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (ext === 'pdf') {
        const asked = req.query.download;
        const name = typeof asked === 'string' && asked ? safeFilename(asked, 'document') : key.split('/')[1]!;
        reply.header('content-disposition', contentDisposition(name));
      }
      return reply.send(createReadStream(path));
    },
  );
}
