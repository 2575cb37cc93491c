/**
 * The `s3` blob store (`BLOB_STORE=s3`): the {@link BlobStore} interface on a bucket
 * of any S3-compatible service (AWS S3, MinIO, Cloudflare R2) through @aws-sdk/client-s3. Every
 * gateway given the same bucket reads what any of them wrote. Keys are the bucket's object keys
 * as they are (see `isBlobKey`).
 *
 * Checksums are sent and checked only where the S3 API requires them, which every compatible
 * service understands (newer SDK defaults send CRC32 trailers some of them refuse).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { ContentBlobStore, contentTypeOf, isBlobKey, type BlobInfo } from './files.js';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** Endpoint of a non-AWS service (e.g. `http://minio:9000`). */
  endpoint?: string | undefined;
  /** `<endpoint>/<bucket>/<key>` URLs (MinIO, s3rver). */
  forcePathStyle?: boolean;
  /** Unset: the SDK's default chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** True for the SDK's "no such object" answers (HEAD answers a bare 404). */
function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export class S3BlobStore extends ContentBlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(opts: S3BlobStoreOptions) {
    super();
    this.bucket = opts.bucket;
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle ?? false,
      credentials: opts.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    if (!isBlobKey(key)) throw new Error('bad blob key');
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentTypeOf(key) }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const file = await this.open(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<{ body: Readable; size: number } | null> {
    if (!isBlobKey(key)) return null;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node the body is an http.IncomingMessage (a Readable).
      return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    if (!isBlobKey(key)) return null;
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, modifiedAt: out.LastModified?.getTime() ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isBlobKey(key)) throw new Error('bad blob key');
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? [])
        if (item.Key) yield { key: item.Key, modifiedAt: item.LastModified?.getTime() ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
