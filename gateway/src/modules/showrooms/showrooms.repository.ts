/**
 * SQL of showrooms (P6): the showroom of a dealer, the template's sports and styles, and the
 * cached look of its products (`showroom_products`, migration 0012). Every function takes the
 * executor (the database or a transaction) so that a service can group writes.
 */
import type { Executor } from '../../db/index.js';
import type { ProjectRow, ShowroomProductRow, SportRow, StyleRow } from '../../db/types.js';
import { stylesOfSports } from '../catalog/index.js';
import { SHOWROOM } from './showroom-type.js';

/** The showroom of a dealer (one per dealer), archived or not; undefined before it is set up. */
export function showroomOfDealer(exec: Executor, dealerId: number): Promise<ProjectRow | undefined> {
  return exec
    .selectFrom('projects')
    .selectAll()
    .where('type', '=', SHOWROOM)
    .where('dealer_id', '=', dealerId)
    .orderBy('id')
    .executeTakeFirst();
}

/** The sports of a template in their order, and the styles of those sports in catalog order. */
export async function templateData(
  exec: Executor,
  template: 'FSG' | 'UA',
): Promise<{ sports: SportRow[]; styles: StyleRow[] }> {
  const sports = await exec
    .selectFrom('sports')
    .selectAll()
    .where('template', '=', template)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const styles = await stylesOfSports(
    exec,
    sports.map((s) => s.id),
  );
  return { sports, styles };
}

/** The cached products of a showroom for these styles (every style when `styleIds` is omitted). */
export function cachedProducts(
  exec: Executor,
  projectId: number,
  styleIds?: readonly string[],
): Promise<ShowroomProductRow[]> {
  if (styleIds && !styleIds.length) return Promise.resolve([]);
  return exec
    .selectFrom('showroom_products')
    .selectAll()
    .where('project_id', '=', projectId)
    .$if(!!styleIds, (q) => q.where('style_id', 'in', [...styleIds!]))
    .execute();
}

/** Stores products of a showroom in a look (insert, or replace the row of the same style). */
export async function storeProducts(
  exec: Executor,
  rows: readonly { project_id: number; style_id: string; configuration_id: number; look_hash: string }[],
): Promise<void> {
  if (!rows.length) return;
  await exec
    .insertInto('showroom_products')
    .values(rows.map((r) => ({ ...r, updated_at: new Date() })))
    .onConflict((oc) =>
      oc.columns(['project_id', 'style_id']).doUpdateSet((eb) => ({
        configuration_id: eb.ref('excluded.configuration_id'),
        look_hash: eb.ref('excluded.look_hash'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Showrooms without any cached product (set up before migration 0012, or by the demo seed). */
export function showroomsWithoutProducts(exec: Executor): Promise<ProjectRow[]> {
  return exec
    .selectFrom('projects as p')
    .selectAll('p')
    .where('p.type', '=', SHOWROOM)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('showroom_products as s').select('s.style_id').whereRef('s.project_id', '=', 'p.id')),
      ),
    )
    .orderBy('p.id')
    .execute();
}

/** The bundled font keys, in their order. */
export async function fontKeysInOrder(exec: Executor): Promise<string[]> {
  const rows = await exec.selectFrom('fonts').select('key').orderBy('sort_order').execute();
  return rows.map((r) => r.key);
}

/** The status of the dealer's showroom, its row locked for update until `exec`'s transaction ends. */
export async function lockShowroomStatus(exec: Executor, dealerId: number): Promise<ProjectRow['status']> {
  const row = await exec
    .selectFrom('projects')
    .select('status')
    .where('type', '=', SHOWROOM)
    .where('dealer_id', '=', dealerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.status;
}
