/**
 * The SQL of saved configurations (C3, C4, C5): a function per statement, the database or a
 * transaction passed in. Rows are immutable once inserted; only their render hashes change: filled
 * when missing (migration 0014), taken again for another look of the renderer, or when a logo
 * they wear shows another picture (migration 0030).
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

/** A configuration's render hashes (render-specs.ts): what it draws, and that drawn by a look. */
export interface StoredRenderHashes {
  spec_hash: string;
  render_hash: string;
  look_version: string;
}

/** The row of a new configuration of `content`: a new short id, the content and its content hash (C4). */
function contentValues(content: ConfigurationContent): Insertable<Database['configurations']> {
  return {
    short_id: newShortId(),
    style_id: content.styleId,
    variant_id: content.variantId,
    design_id: content.designId,
    color_ids: content.colorIds,
    reversible_view: content.reversibleView,
    decorations: JSON.stringify(content.decorations),
    content_hash: sha256(stableJson(content)),
  };
}

/**
 * The row of a new configuration: a new short id, the content, its content hash (C4) and the
 * render hashes of its RenderSpec (computed by the caller).
 */
export function configurationValues(
  content: ConfigurationContent,
  hashes: StoredRenderHashes,
): Insertable<Database['configurations']> {
  return { ...contentValues(content), ...hashes };
}

/** Inserts configuration rows (see {@link configurationValues}); answers them as stored. */
export function insertConfigurations(
  exec: Executor,
  rows: Insertable<Database['configurations']>[],
): Promise<ConfigurationRow[]> {
  return exec.insertInto('configurations').values(rows).returningAll().execute();
}

/**
 * Inserts one configuration of `content` without its render hashes (filled when missing, as
 * migration 0014's rows are); answers it as stored.
 */
export async function insertUnhashedConfiguration(
  exec: Executor,
  content: ConfigurationContent,
): Promise<ConfigurationRow> {
  const [stored] = await insertConfigurations(exec, [contentValues(content)]);
  return stored!;
}

/** One configuration by its short id; undefined when unknown. */
export function configurationByShortId(exec: Executor, shortId: string): Promise<ConfigurationRow | undefined> {
  return exec.selectFrom('configurations').selectAll().where('short_id', '=', shortId).executeTakeFirst();
}

/**
 * Up to `limit` configurations, by id after `afterId`, whose render hash is to be taken again:
 * saved without one (or without its spec hash), or taken with another look than `look`.
 */
export function configurationsToRehash(exec: Executor, look: string, afterId: number, limit: number) {
  return exec
    .selectFrom('configurations')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('render_hash', 'is', null),
        eb('spec_hash', 'is', null),
        eb('look_version', 'is', null),
        eb('look_version', '!=', look),
      ]),
    )
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Up to `limit` configurations wearing logo `logoId` (a decoration with its id), by id after
 * `afterId` (the GIN index of migration 0029 finds them).
 */
export function configurationsWearingLogo(exec: Executor, logoId: number, afterId: number, limit: number) {
  return exec
    .selectFrom('configurations')
    .selectAll()
    .where(sql<boolean>`decorations @> ${JSON.stringify([{ logoId }])}::jsonb`)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Stores new render hashes of rows, in one statement; a row is left as it is when its hashes are
 * no longer those it was read with (`was`: another writer took them meanwhile).
 */
export async function setRenderHashes(
  exec: Executor,
  rows: readonly {
    id: number;
    hashes: StoredRenderHashes;
    was: { spec_hash: string | null; render_hash: string | null };
  }[],
): Promise<void> {
  if (!rows.length) return;
  const values = rows.map(
    (r) =>
      sql`(${r.id}::int, ${r.hashes.spec_hash}::text, ${r.hashes.render_hash}::text, ${r.hashes.look_version}::text, ${r.was.spec_hash}::text, ${r.was.render_hash}::text)`,
  );
  await sql`UPDATE configurations AS c
    SET spec_hash = v.spec_hash, render_hash = v.render_hash, look_version = v.look_version
    FROM (VALUES ${sql.join(values)}) AS v(id, spec_hash, render_hash, look_version, was_spec, was_render)
    WHERE c.id = v.id AND c.spec_hash IS NOT DISTINCT FROM v.was_spec
      AND c.render_hash IS NOT DISTINCT FROM v.was_render`.execute(exec);
}

/**
 * The logos `ids` locked against a change of their picture (FOR SHARE) until `exec`'s
 * transaction ends: a configuration stored meanwhile hashes the picture that stays.
 */
export function logosForShare(exec: Executor, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return exec
    .selectFrom('logos')
    .selectAll()
    .where('id', 'in', [...ids])
    .forShare()
    .execute();
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
