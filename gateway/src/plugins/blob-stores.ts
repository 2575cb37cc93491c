/**
 * Opens the blob store the settings name: `BLOB_STORE=local` (default) keeps files
 * under `<dataDir>/files`; `BLOB_STORE=s3` keeps them in `S3_BUCKET` of the S3-compatible
 * service at `S3_ENDPOINT` (AWS S3 itself when unset).
 */
import { join } from 'node:path';
import type { Config } from '../config.js';
import { LocalBlobStore, type BlobStore } from './files.js';
import { S3BlobStore } from './s3-blob-store.js';

/** The blob store the settings name (`BLOB_STORE`, `S3_*`, else `<dataDir>/files`). */
export function openBlobStore(
  config: Pick<
    Config,
    | 'BLOB_STORE'
    | 'dataDir'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_BUCKET'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >,
): BlobStore {
  if (config.BLOB_STORE !== 's3') return new LocalBlobStore(join(config.dataDir, 'files'));
  return new S3BlobStore({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
