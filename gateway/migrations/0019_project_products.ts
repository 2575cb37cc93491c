import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * One product store for what every kind of project shares: the view
 * `project_products` reads the products of snapsheets (`snapsheet_products`), playbooks
 * (`catalog_products`) and showrooms (`showroom_products`) as one list per project, with the
 * columns every kind has (style, configuration, custom price: null for a showroom) and its
 * 1-based `position` in the project's own order (a snapsheet's product order; a playbook's
 * catalog, page and place on the page; a showroom's styles by id). Code that serves every kind
 * (pricing's custom prices, L3) reads the view, not the kinds' tables; a kind with a product
 * table of its own adds it to the view in its migration. Nothing is copied: the kinds' tables
 * stay where their modules write them.
 */
/**
 * The registered kinds' products as the view reads them: each source selects `project_id`,
 * `style_id`, `configuration_id`, `custom_price_cents` and three order keys (`k1`, `k2`, `k3`)
 * that sort a project's products in its own order.
 */
export const PROJECT_PRODUCT_SOURCES: readonly RawBuilder<unknown>[] = [
  sql`SELECT project_id, style_id, configuration_id, custom_price_cents, sort_order AS k1, id AS k2, 0 AS k3
    FROM snapsheet_products`,
  sql`SELECT project_id, style_id, configuration_id, custom_price_cents, catalog_id, catalog_page_index, catalog_page_order
    FROM catalog_products`,
  sql`SELECT project_id, style_id, configuration_id, NULL::integer, 0, 0, 0
    FROM showroom_products`,
];

/**
 * The statement that (re)creates the view over `sources`: the registered kinds' and those of any
 * kind whose migration adds its product table (`[...PROJECT_PRODUCT_SOURCES, itsSource]`).
 */
export const projectProductsView = (
  sources: readonly RawBuilder<unknown>[],
) => sql`CREATE OR REPLACE VIEW project_products AS
    SELECT project_id, style_id, configuration_id, custom_price_cents,
      row_number() OVER (PARTITION BY project_id ORDER BY k1, k2, k3, style_id)::integer AS position
    FROM (${sql.join(sources, sql` UNION ALL `)}) products`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await projectProductsView(PROJECT_PRODUCT_SOURCES).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW IF EXISTS project_products`.execute(db);
}
