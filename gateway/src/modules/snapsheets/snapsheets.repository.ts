/**
 * SQL of snapsheets (P5): a snapsheet's products (read with their configurations for its page,
 * added, changed, ordered, removed, drawn), its row locked and marked changed for each change,
 * its columns, the templates a new snapsheet may copy and the collections it may be filed under.
 * Every function takes the executor (the database or a transaction), so that a change runs its
 * statements in one transaction on the locked project row.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/index.js';
import type {
  ProjectRow,
  SnapsheetCollectionRow,
  SnapsheetProductRow,
  SnapsheetProductsTable,
} from '../../db/types.js';
import { JOINED_CONFIGURATION_COLUMNS } from '../../db/types.js';

/** The snapsheet product `id`; undefined when there is none. */
export function snapsheetProductById(exec: Executor, id: number): Promise<SnapsheetProductRow | undefined> {
  return exec.selectFrom('snapsheet_products').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The products of snapsheet `projectId` in order (sort order, then id), each with the columns of
 * its configuration joined as `c` (`JOINED_CONFIGURATION_COLUMNS`, null without one).
 */
export function snapsheetProductsWithConfigurations(exec: Executor, projectId: number) {
  return exec
    .selectFrom('snapsheet_products as p')
    .leftJoin('configurations as c', 'c.id', 'p.configuration_id')
    .selectAll('p')
    .select([...JOINED_CONFIGURATION_COLUMNS])
    .where('p.project_id', '=', projectId)
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .execute();
}

/** Inserts a snapsheet product. */
export async function insertSnapsheetProduct(
  exec: Executor,
  values: Insertable<SnapsheetProductsTable>,
): Promise<void> {
  await exec.insertInto('snapsheet_products').values(values).execute();
}

/** Sets snapsheet product `id`'s columns. */
export async function updateSnapsheetProduct(
  exec: Executor,
  id: number,
  values: Updateable<SnapsheetProductsTable>,
): Promise<void> {
  await exec.updateTable('snapsheet_products').set(values).where('id', '=', id).execute();
}

/** Sets snapsheet product `id`'s order. */
export async function setSnapsheetProductOrder(exec: Executor, id: number, sortOrder: number): Promise<void> {
  await exec.updateTable('snapsheet_products').set({ sort_order: sortOrder }).where('id', '=', id).execute();
}

/** Deletes snapsheet product `id`. */
export async function deleteSnapsheetProduct(exec: Executor, id: number): Promise<void> {
  await exec.deleteFrom('snapsheet_products').where('id', '=', id).execute();
}

/** The ids (`project_id`) of the snapsheets that have a product without a configuration. */
export function snapsheetsWithUndrawnProducts(exec: Executor): Promise<{ project_id: number }[]> {
  return exec
    .selectFrom('snapsheet_products')
    .select('project_id')
    .distinct()
    .where('configuration_id', 'is', null)
    .execute();
}

/**
 * Gives snapsheet product `id` configuration `configurationId`, not customised, when it still has
 * none (a product drawn meanwhile keeps its own).
 */
export async function setUndrawnProductConfiguration(
  exec: Executor,
  id: number,
  configurationId: number,
): Promise<void> {
  await exec
    .updateTable('snapsheet_products')
    .set({ configuration_id: configurationId, customized: false })
    .where('id', '=', id)
    .where('configuration_id', 'is', null)
    .execute();
}

/**
 * The live (not archived) snapsheet with this public id that a new snapsheet of dealer
 * `dealerId` may copy: one of the dealer's or a static template. Undefined when there is none.
 */
export function snapsheetTemplateFor(
  exec: Executor,
  dealerId: number,
  publicId: string,
): Promise<ProjectRow | undefined> {
  return exec
    .selectFrom('projects')
    .selectAll()
    .where('public_id', '=', publicId)
    .where('type', '=', 'SNAPSHEET')
    .where((eb) => eb.or([eb('dealer_id', '=', dealerId), eb('is_static_template', '=', true)]))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The collections a snapsheet may be filed under, by name. */
export function snapsheetCollections(exec: Executor): Promise<SnapsheetCollectionRow[]> {
  return exec.selectFrom('snapsheet_collections').selectAll().orderBy('name').execute();
}

/** The collection `id`; undefined when there is none. */
export function snapsheetCollectionById(exec: Executor, id: string): Promise<SnapsheetCollectionRow | undefined> {
  return exec.selectFrom('snapsheet_collections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The snapsheet products of `projectIds`, by project, then order, then id. */
export function snapsheetProductsOfProjects(
  exec: Executor,
  projectIds: readonly number[],
): Promise<SnapsheetProductRow[]> {
  if (!projectIds.length) return Promise.resolve([]);
  return exec
    .selectFrom('snapsheet_products')
    .selectAll()
    .where('project_id', 'in', [...projectIds])
    .orderBy('project_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Copies project `fromId`'s snapsheet products, in order, to project `toId`. */
export async function copySnapsheetProducts(exec: Executor, fromId: number, toId: number): Promise<void> {
  const products = await exec
    .selectFrom('snapsheet_products')
    .selectAll()
    .where('project_id', '=', fromId)
    .orderBy('sort_order')
    .execute();
  if (!products.length) return;
  await exec
    .insertInto('snapsheet_products')
    .values(
      products.map((p) => ({
        project_id: toId,
        sort_order: p.sort_order,
        style_id: p.style_id,
        variant_id: p.variant_id,
        design_id: p.design_id,
        custom_price_cents: p.custom_price_cents,
        configuration_id: p.configuration_id,
        customized: p.customized,
      })),
    )
    .execute();
}

/** Project `projectId`'s snapsheet products with the content of their configurations, any order. */
export function productConfigurationsOfProject(exec: Executor, projectId: number) {
  return exec
    .selectFrom('snapsheet_products')
    .innerJoin('configurations', 'configurations.id', 'snapsheet_products.configuration_id')
    .select([
      'snapsheet_products.id as productId',
      'configurations.style_id',
      'configurations.variant_id',
      'configurations.design_id',
      'configurations.color_ids',
      'configurations.reversible_view',
      'configurations.decorations',
    ])
    .where('snapsheet_products.project_id', '=', projectId)
    .execute();
}

/** Points snapsheet product `productId` at configuration `configurationId`. */
export async function setProductConfiguration(
  exec: Executor,
  productId: number,
  configurationId: number,
): Promise<void> {
  await exec
    .updateTable('snapsheet_products')
    .set({ configuration_id: configurationId })
    .where('id', '=', productId)
    .execute();
}
