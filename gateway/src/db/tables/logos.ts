/**
 * The logos' tables: a dealer's logos (D6) and the logos of a project. Rows use snake_case as in
 * SQL.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

export interface LogosTable {
  id: Generated<number>;
  dealer_id: number;
  customer_id: number | null;
  filename: string;
  content_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  blob_key: string;
  types: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
  /** D6 (migration 0004): display name; null -> the file name. */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  /** IMAGE (PNG/JPEG/sanitised SVG) or FILE (plain upload). */
  kind: Generated<'IMAGE' | 'FILE'>;
  /** Placement defaults of the original (section 9): position 2, zoom 4. */
  position: Generated<number>;
  zoom: Generated<number>;
  /** C3 (migration 0013): the project a logo was uploaded for while customising; null for the library. */
  project_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** C3: owner key of who uploaded it for `project_id` (lib/caller.ts `lockerOwnerKey`); null for the library. */
  uploaded_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** D6 crop (migration 0028): the image as uploaded before its crop; null when stored uncut. */
  original_blob_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** D6 crop (migration 0028): how the image was cut from the original; null when uncut. */
  crop: ColumnType<LogoCrop | null, string | null | undefined, string | null>;
  /**
   * Migration 0029: the upload quota accounts the row's files are charged to
   * (modules/files/upload-quotas.ts), released when it is deleted; NULL until charged (rows made
   * before the migration are charged at start).
   */
  quota_accounts: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
}

/** How a logo image was cut from its original: fractions of its width and height, zoom, aspect id. */
export interface LogoCrop {
  x: number;
  y: number;
  width: number;
  height: number;
  zoom: number;
  aspect: string;
}

/** D6: the logos of a project (migration 0004). */
export interface ProjectLogosTable {
  project_id: number;
  logo_id: number;
  created_at: Generated<Date>;
}

/** Migration 0029: the bytes an upload quota account holds (modules/files/upload-quotas.ts). */
export interface UploadUsageTable {
  account: string;
  bytes: number;
}

/** Migration 0029: a blob an account holds, once per blob; `refs` counts the uploads and rows holding it. */
export interface UploadChargesTable {
  account: string;
  blob_key: string;
  bytes: number;
  refs: number;
  created_at: Timestamp;
}

/**
 * Migration 0029: a `logos/` or `files/` blob the collection knows (modules/files/blob-collection.ts):
 * when an upload last held it, and since when no row refers to it (null while one does).
 */
export interface StoredBlobsTable {
  blob_key: string;
  held_at: Timestamp;
  orphaned_at: Timestamp | null;
}
