/**
 * The SQL of saved configurations (C3, C4, C5): a function per statement, the database or a
 * transaction passed in. Rows are immutable once inserted; only a missing render hash is filled
 * (migration 0014).
 */
import { sql, type Insertable, type Transaction } from 'kysely';
import { customAlphabet } from 'nanoid';
import type { Db } from '../../db/index.js';
import type { ConfigurationRow, Database, StoredDecoration } from '../../db/types.js';
import { sha256, stableJson } from './content-hash.js';

/** The database or a transaction of it. */
export type Executor = Db | Transaction<Database>;

const newShortId = customAlphabet('23456789abcdefghjkmnpqrstuvwxyz', 10);

/** What a configuration stores (C4): the content its hash is taken of. */
export interface ConfigurationContent {
  styleId: string;
  variantId: string | null;
  designId: string | null;
  colorIds: number[];
  reversibleView: 'OUTSIDE' | 'INSIDE' | null;
  decorations: StoredDecoration[];
}

/**
 * The columns of a configuration joined as `c` and selected with a `c_` prefix (a locker item's
 * or a snapsheet product's configuration read in the same statement, issue 16).
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
  'c.created_at as c_created_at',
] as const;

/**
 * The row of a new configuration: a new short id, the content, its content hash (C4) and the
 * render hash of its RenderSpec (computed by the caller).
 */
export function configurationValues(
  content: ConfigurationContent,
  renderHash: string,
): Insertable<Database['configurations']> {
  return {
    short_id: newShortId(),
    style_id: content.styleId,
    variant_id: content.variantId,
    design_id: content.designId,
    color_ids: content.colorIds,
    reversible_view: content.reversibleView,
    decorations: JSON.stringify(content.decorations),
    content_hash: sha256(stableJson(content)),
    render_hash: renderHash,
  };
}

/** Inserts configuration rows (see {@link configurationValues}); answers them as stored. */
export function insertConfigurations(
  exec: Executor,
  rows: Insertable<Database['configurations']>[],
): Promise<ConfigurationRow[]> {
  return exec.insertInto('configurations').values(rows).returningAll().execute();
}

/** One configuration by its short id; undefined when unknown. */
export function configurationByShortId(exec: Executor, shortId: string): Promise<ConfigurationRow | undefined> {
  return exec.selectFrom('configurations').selectAll().where('short_id', '=', shortId).executeTakeFirst();
}

/** Up to `limit` configurations saved without a render hash, by id after `afterId`. */
export function configurationsWithoutRenderHash(exec: Executor, afterId: number, limit: number) {
  return exec
    .selectFrom('configurations')
    .selectAll()
    .where('render_hash', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Stores render hashes of rows still without one, in one statement. */
export async function fillRenderHashes(exec: Executor, hashes: readonly { id: number; hash: string }[]): Promise<void> {
  if (!hashes.length) return;
  await sql`UPDATE configurations AS c SET render_hash = v.hash
    FROM (VALUES ${sql.join(hashes.map((h) => sql`(${h.id}::int, ${h.hash}::text)`))}) AS v(id, hash)
    WHERE c.id = v.id AND c.render_hash IS NULL`.execute(exec);
}

/** Projects that show the logo: as their default logo or among their logos (D6). */
function projectsShowingLogo(exec: Executor, logoId: number) {
  return exec
    .selectFrom('projects as p')
    .select('p.id')
    .where((eb) =>
      eb.or([
        eb('p.default_logo_id', '=', logoId),
        eb.exists(
          eb
            .selectFrom('project_logos as pl')
            .select('pl.logo_id')
            .whereRef('pl.project_id', '=', 'p.id')
            .where('pl.logo_id', '=', logoId),
        ),
      ]),
    );
}

/** Whether the project `projectId` shows the logo (its default logo or one of its logos). */
export async function projectShowsLogo(exec: Executor, logoId: number, projectId: number): Promise<boolean> {
  return !!(await projectsShowingLogo(exec, logoId).where('p.id', '=', projectId).executeTakeFirst());
}

/** Whether a shared project (live, not a draft) shows the logo. */
export async function sharedProjectShowsLogo(exec: Executor, logoId: number): Promise<boolean> {
  return !!(await projectsShowingLogo(exec, logoId)
    .where('p.deleted_at', 'is', null)
    .where('p.status', '<>', 'DRAFT')
    .limit(1)
    .executeTakeFirst());
}

/** Whether the logo is a dealer's showroom header logo. */
export async function isDealerHeaderLogo(exec: Executor, logoId: number): Promise<boolean> {
  return !!(await exec.selectFrom('dealers').select('id').where('logo_id', '=', logoId).executeTakeFirst());
}

/** The configurations of `ids` (any order; ids without a row are absent). */
export function configurationsByIds(exec: Executor, ids: readonly number[]): Promise<ConfigurationRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return exec
    .selectFrom('configurations')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** The configuration row `id` (which must exist). */
export function configurationById(exec: Executor, id: number): Promise<ConfigurationRow> {
  return exec.selectFrom('configurations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The style of configuration `id` (which must exist). */
export async function styleIdOfConfiguration(exec: Executor, id: number): Promise<string> {
  const row = await exec.selectFrom('configurations').select('style_id').where('id', '=', id).executeTakeFirstOrThrow();
  return row.style_id;
}
