/**
 * The configurations' tables: saved configurations with their decorations (C3), snapshots, render
 * jobs and print grants. Rows use snake_case as in SQL.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Json, ContentTypeValue, ViewValue } from './columns.js';

/**
 * The columns of a configuration joined as `c` and selected with a `c_` prefix (a locker item's
 * or a snapsheet product's configuration read in the same statement as its row).
 */
export const JOINED_CONFIGURATION_COLUMNS = [
  'c.short_id as c_short_id',
  'c.style_id as c_style_id',
  'c.variant_id as c_variant_id',
  'c.design_id as c_design_id',
  'c.color_ids as c_color_ids',
  'c.reversible_view as c_reversible_view',
  'c.decorations as c_decorations',
  'c.content_hash as c_content_hash',
  'c.render_hash as c_render_hash',
  'c.spec_hash as c_spec_hash',
  'c.look_version as c_look_version',
  'c.created_at as c_created_at',
] as const;

/** A decoration as stored in `configurations.decorations` (C3), defaults filled in. */
export interface StoredDecoration {
  contentType: ContentTypeValue;
  location: string;
  text: string | null;
  fillColorId: number | null;
  outline1ColorId: number | null;
  outline2ColorId: number | null;
  /** mm */
  textHeight: number;
  font: string;
  logoId: number | null;
  /** C3: key of a library graphic (modules/graphics) of a GRAPHICS decoration; absent otherwise. */
  graphic?: string | null;
  /** degrees clockwise */
  rotation: number;
  zoom: number;
  /**
   * mm of the centre from the location's centre, to the right as seen and upwards (C3). Stored
   * only when not 0, so decorations without a position keep their content hash; absent = 0.
   */
  offsetX?: number;
  offsetY?: number;
  view: 'OUTSIDE' | 'INSIDE' | null;
}

export interface ConfigurationsTable {
  id: Generated<number>;
  short_id: string;
  style_id: string;
  variant_id: string | null;
  design_id: string | null;
  color_ids: number[];
  reversible_view: 'OUTSIDE' | 'INSIDE' | null;
  decorations: Json<StoredDecoration[]>;
  content_hash: string;
  /**
   * Migration 0014: the hash of its RenderSpec (`renderHashOf`), computed once when
   * it is saved; snapshots are keyed by it. Null only for a row saved without one (filled at
   * start by `backfillRenderHashes`, computed on read meanwhile).
   */
  render_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Migration 0030: the hash of what its RenderSpec draws whatever the look (`specHashOf`: its
   * pictures by content), and the look its `render_hash` was taken with
   * (`renderHashFrom(spec_hash, look)`); a new look takes the render hash again from the spec
   * hash at start, and a logo showing another picture takes both again for the rows wearing it.
   * Null for rows saved before (filled at start with the render hash).
   */
  spec_hash: ColumnType<string | null, string | null | undefined, string | null>;
  look_version: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface SnapshotsTable {
  id: Generated<number>;
  render_hash: string;
  view: ViewValue;
  width: number;
  height: number;
  status: 'PENDING' | 'READY' | 'FAILED';
  blob_key: string | null;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RenderJobsTable {
  id: Generated<number>;
  kind: 'SNAPSHOTS' | 'PDF';
  status: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
  progress: Generated<number>;
  dealer_id: number | null;
  project_id: number | null;
  input: Json<Record<string, unknown>>;
  blob_key: string | null;
  error: string | null;
  /** P7: the name the PDF downloads under (`safeFilename` of the project's title; migration 0010). */
  filename: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * A PDF job's read grant for one project's print page (R2, migration 0010): the SHA-256 (hex) of
 * a random token the render service's page sends as `X-Print-Token`; expires within minutes.
 */
export interface PrintGrantsTable {
  id: Generated<number>;
  token_hash: string;
  project_id: number;
  render_job_id: number | null;
  expires_at: Timestamp;
  created_at: Generated<Timestamp>;
}

/**
 * A shared project's link card (migration 0025): the 1200 x 630 PNG of its
 * `og:image`, drawn for `version` (share-cards.service.ts `cardVersion`), in the blob store.
 */
export interface ShareCardsTable {
  project_id: number;
  version: string;
  blob_key: string;
  drawn_at: Generated<Timestamp>;
}
