/**
 * Snapsheets (P5): create (blank or from a template), add, change, move and remove products,
 * featured colour, gender, collection and settings; the products' team look.
 *
 * Every change is the snapsheet's dealer's or a passcode session's of it (A4): anyone else gets
 * NOT_FOUND, like an id that does not exist (A6). An archived snapsheet answers CONFLICT, a
 * locked one (section 4: a static template, status QUOTE or CLOSED) FORBIDDEN; only the
 * signed-in dealer unlocks a QUOTE snapsheet (settings status OPEN). Each change is one
 * transaction on the locked project row. Reads go through `projects.readable` (A5).
 *
 * Products drawn as the team's: every product shows a configuration of its own. One added
 * without a configuration is composed by the gateway in the team's look (team colours, team
 * name, default logo and player number '00' where its template has those locations); one given a
 * configuration is customised. New team colours, name or logo redraw the products (a customised
 * one keeps its decorations in the new colours, its team text and logo following).
 */
import type { Db, Executor } from '../../db/index.js';
import type { ConfigurationRow, ProjectRow, SnapsheetCollectionRow, SnapsheetProductRow } from '../../db/types.js';
import { BadUserInputError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { Loaders } from '../../loaders.js';
import { offeredDesigns } from '../catalog/catalog.service.js';
import { canEditProject, type Caller } from '../../lib/caller.js';
import type { ConfigurationsService, HashedSpec, RenderSpec } from '../configurations/configurations.service.js';
import { lookOfProject, teamLookConfigurations } from '../configurations/team-look-configurations.js';
import type { ProjectsService } from '../projects/projects.service.js';
import { resolveProject } from '../projects/project-access.js';
import { isLocked } from '../projects/project-lock.js';
import { isProjectPublicId, newProjectPublicId } from '../projects/public-id.js';
import {
  SNAPSHEET_PLAYER_NUMBER,
  SNAPSHEET_STATUSES,
  featuredVariant,
  moveOrders,
  ordersAfterRemoving,
} from './snapsheet-pages.js';
import { JOINED_CONFIGURATION_COLUMNS } from '../configurations/configurations.repository.js';
import { MAX_CUSTOM_PRICE_CENTS } from '@tas/garments';
import { parseId } from '../../lib/row-id.js';

export { SNAPSHEET_PAGE_SIZE, snapsheetPages } from './snapsheet-pages.js';

const GENDERS = ['MEN', 'WOMEN', 'YOUTH', 'UNISEX'];
const MAX_TITLE = 120;
const MAX_TEAM_NAME = 80;

/** A trimmed, non-empty text of at most `max` characters; BAD_USER_INPUT on `field`. */
function text(value: string, field: string, max: number, what: string): string {
  const t = value.trim();
  if (!t) throw new BadUserInputError(field, `${what} is required`);
  if (t.length > max) throw new BadUserInputError(field, `${what} is too long (at most ${max} characters)`);
  return t;
}

function checkCustomPrice(cents: number | null | undefined): number | null {
  if (cents == null) return null;
  if (!Number.isInteger(cents) || cents < 0 || cents > MAX_CUSTOM_PRICE_CENTS)
    throw new BadUserInputError('customPriceCents', 'The price must be whole cents between 0 and 100000.00');
  return cents;
}

/** The team look of a snapsheet: its colours, team name, default logo and the number '00'. */
const lookOf = (p: Pick<ProjectRow, 'color_ids' | 'team_name' | 'default_logo_id'>) =>
  lookOfProject(p, { number: SNAPSHEET_PLAYER_NUMBER });

/** Whether a change of the row from `before` to `after` changes the team look. */
const lookChanged = (before: ProjectRow, after: ProjectRow) =>
  before.color_ids.join() !== after.color_ids.join() ||
  before.team_name !== after.team_name ||
  before.default_logo_id !== after.default_logo_id;

/** Settings of a snapsheet (API `SnapsheetSettingsInput`). */
export interface SnapsheetSettingsInput {
  title?: string | null;
  teamName?: string | null;
  colorIds?: readonly string[] | null;
  showPrices?: boolean | null;
  status?: string | null;
  logoId?: string | null;
}

/** A change of a snapsheet product (API `UpdateSnapsheetProductInput`). */
export interface SnapsheetProductChange {
  variantId?: string | null;
  designId?: string | null;
  customPriceCents?: number | null;
  clearCustomPrice?: boolean | null;
  configurationShortId?: string | null;
}

export function snapsheetsService(db: Db, deps: { configurations: ConfigurationsService; projects: ProjectsService }) {
  const { configurations, projects } = deps;
  const looks = teamLookConfigurations(configurations);

  /** A snapsheet the caller may change (its dealer, or a passcode session of it); NOT_FOUND otherwise. */
  async function own(caller: Caller, id: string): Promise<ProjectRow> {
    const row = await resolveProject(db, caller, { type: 'SNAPSHEET', publicId: id }, 'edit');
    if (!row) throw new NotFoundError('Snapsheet');
    return row;
  }

  /** CONFLICT for an archived snapsheet, FORBIDDEN for a locked one (section 4). */
  function checkChangeable(project: ProjectRow): void {
    if (project.deleted_at) throw new ConflictError('Restore the snapsheet before changing it');
    if (isLocked(project))
      throw new ForbiddenError(
        project.is_static_template ? 'A snapsheet template cannot be changed' : 'The snapsheet is locked',
      );
  }

  /** A snapsheet the caller may change now: NOT_FOUND, CONFLICT (archived), FORBIDDEN (locked). */
  async function editable(caller: Caller, id: string): Promise<ProjectRow> {
    const project = await own(caller, id);
    checkChangeable(project);
    return project;
  }

  /** A product of a snapsheet the caller may change now, with its snapsheet (errors as `editable`). */
  async function editableProduct(caller: Caller, id: string) {
    const product = await db
      .selectFrom('snapsheet_products')
      .selectAll()
      .where('id', '=', parseId(id))
      .executeTakeFirst();
    const project = product
      ? await db.selectFrom('projects').selectAll().where('id', '=', product.project_id).executeTakeFirst()
      : undefined;
    if (!product || !project || project.type !== 'SNAPSHEET' || !canEditProject(caller, project))
      throw new NotFoundError('Snapsheet product');
    checkChangeable(project);
    return { product, project };
  }

  /**
   * Runs `fn` in one transaction on the snapsheet's row, locked and checked again (a concurrent
   * archive or lock wins), then marks it changed and returns it as it is now. `check` replaces
   * the archived/locked check (the unlock rule of the settings).
   */
  function change(
    project: ProjectRow,
    fn: (trx: Executor, current: ProjectRow) => Promise<void>,
    check: (current: ProjectRow) => void = checkChangeable,
  ): Promise<ProjectRow> {
    return db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('projects')
        .selectAll()
        .where('id', '=', project.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      check(current);
      await fn(trx, current);
      return trx
        .updateTable('projects')
        .set({ updated_at: new Date() })
        .where('id', '=', project.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** The products of a snapsheet in order, read in `exec`. */
  const productsOf = (exec: Executor, projectId: number): Promise<SnapsheetProductRow[]> =>
    exec
      .selectFrom('snapsheet_products')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();

  const styleRow = (exec: Executor, id: string) =>
    exec.selectFrom('styles').selectAll().where('id', '=', id).executeTakeFirst();

  async function checkVariant(styleId: string, variantId: string): Promise<string> {
    const v = await db.selectFrom('variants').select(['id', 'style_id']).where('id', '=', variantId).executeTakeFirst();
    if (!v || v.style_id !== styleId) throw new BadUserInputError('variantId', 'Unknown variant for this style');
    return v.id;
  }

  async function checkDesign(styleId: string, designId: string): Promise<string> {
    const designs = offeredDesigns(
      await db.selectFrom('designs').selectAll().where('style_id', '=', styleId).execute(),
    );
    if (!designs.some((d) => d.id === designId))
      throw new BadUserInputError('designId', 'Unknown design for this style');
    return designId;
  }

  /** A saved configuration of `styleId` (C4); BAD_USER_INPUT `configurationShortId` otherwise. */
  async function checkConfiguration(styleId: string, shortId: string): Promise<ConfigurationRow> {
    const config = await configurations.byShortIdOrError(shortId);
    if (config.style_id !== styleId)
      throw new BadUserInputError('configurationShortId', 'Unknown configuration for this style');
    return config;
  }

  /**
   * The configuration of a product shown with another variant or design, in `exec`: the team's
   * look composed again (not customised) or a copy of its own configuration with them
   * (customised: decorations and colours kept).
   */
  async function reshaped(
    exec: Executor,
    project: ProjectRow,
    product: SnapsheetProductRow,
    variantId: string | null,
    designId: string | null,
  ): Promise<number | null> {
    if (product.customized && product.configuration_id != null) {
      const config = await exec
        .selectFrom('configurations')
        .selectAll()
        .where('id', '=', product.configuration_id)
        .executeTakeFirst();
      if (config)
        return (
          await configurations.recolor(exec, config, [...config.color_ids], config.decorations, { variantId, designId })
        ).id;
    }
    const style = await styleRow(exec, product.style_id);
    if (!style) return product.configuration_id;
    return (await looks.compose(exec, style, variantId, designId, lookOf(project))).id;
  }

  /** Writes new orders in `exec`. */
  async function writeOrders(exec: Executor, orders: readonly { id: number; sortOrder: number }[]) {
    for (const o of orders)
      await exec.updateTable('snapsheet_products').set({ sort_order: o.sortOrder }).where('id', '=', o.id).execute();
  }

  return {
    own,

    /** The collections a snapsheet may be filed under, by name (P5). */
    collections: (): Promise<SnapsheetCollectionRow[]> =>
      db.selectFrom('snapsheet_collections').selectAll().orderBy('name').execute(),

    /** A collection by id, or undefined. */
    collection: (id: string) =>
      db.selectFrom('snapsheet_collections').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The products of a snapsheet in order. */
    products: (projectId: number): Promise<SnapsheetProductRow[]> => productsOf(db, projectId),

    /**
     * The products of a snapsheet in order, as its page reads them: in one statement with their
     * configurations, which go to `loaders.configuration` (its snapshots and prices read them).
     */
    async pageProducts(loaders: Loaders, projectId: number): Promise<SnapsheetProductRow[]> {
      const rows = await db
        .selectFrom('snapsheet_products as p')
        .leftJoin('configurations as c', 'c.id', 'p.configuration_id')
        .selectAll('p')
        .select([...JOINED_CONFIGURATION_COLUMNS])
        .where('p.project_id', '=', projectId)
        .orderBy('p.sort_order')
        .orderBy('p.id')
        .execute();
      // Every product of the snapsheet, in order: the custom price of each style is known (L3).
      loaders.pricing.primeSnapsheetCustomPrices(projectId, rows);
      return rows.map((r) => {
        if (r.configuration_id != null && r.c_short_id != null) {
          loaders.configuration.prime(r.configuration_id, {
            id: r.configuration_id,
            short_id: r.c_short_id,
            style_id: r.c_style_id!,
            variant_id: r.c_variant_id,
            design_id: r.c_design_id,
            color_ids: r.c_color_ids!,
            reversible_view: r.c_reversible_view,
            decorations: r.c_decorations!,
            content_hash: r.c_content_hash!,
            render_hash: r.c_render_hash,
            created_at: r.c_created_at!,
          });
        }
        return {
          id: r.id,
          project_id: r.project_id,
          sort_order: r.sort_order,
          style_id: r.style_id,
          variant_id: r.variant_id,
          design_id: r.design_id,
          custom_price_cents: r.custom_price_cents,
          configuration_id: r.configuration_id,
          customized: r.customized,
          created_at: r.created_at,
        };
      });
    },

    /**
     * The spec a snapsheet product is drawn from (C5): its configuration, else (a product
     * stored before it got one) the snapsheet's team look. Reads through `loaders` (a
     * request's, or a PDF job's own).
     */
    async productSpec(loaders: Loaders, p: SnapsheetProductRow): Promise<RenderSpec> {
      if (p.configuration_id) {
        const config = await loaders.configuration.load(p.configuration_id);
        if (config) return configurations.renderSpec(loaders, config);
      }
      const project = await loaders.project.load(p.project_id);
      return looks.spec(loaders, p, project ? lookOf(project) : { colorIds: [], look: { teamName: '', logoId: null } });
    },

    /**
     * What a snapsheet product's snapshot is asked for with (C5): its configuration's stored
     * render hash (the spec built only to draw it), else the team look's spec (`productSpec`).
     */
    async productSnapshotSource(loaders: Loaders, p: SnapsheetProductRow): Promise<RenderSpec | HashedSpec> {
      if (p.configuration_id) {
        const config = await loaders.configuration.load(p.configuration_id);
        if (config) return configurations.hashedSpec(loaders, config);
      }
      return this.productSpec(loaders, p);
    },

    /**
     * P5/D8: creates a snapsheet of the caller. `templateId`: one of the caller's snapsheets or
     * a static template, not archived; its products are copied in order with their prices and
     * customised flag, redrawn in the new snapsheet's look (a customised one keeps its
     * decorations in the new colours, its team text and logo following). Errors: BAD_USER_INPUT
     * `teamName`, `title`, `colorIds`, `customerId`, `gender`, `templateId`, `logoId`.
     */
    async create(
      dealerId: number,
      input: {
        title?: string | null;
        teamName: string;
        customerId?: string | null;
        colorIds: readonly string[];
        gender?: string | null;
        templateId?: string | null;
        showPrices?: boolean | null;
        /** One of the caller's logos, the default logo (D8). */
        logoId?: string | null;
      },
    ): Promise<ProjectRow> {
      const teamName = text(input.teamName, 'teamName', MAX_TEAM_NAME, 'Team name');
      const title = input.title?.trim() ? text(input.title, 'title', MAX_TITLE, 'The title') : teamName;
      const colorIds = await projects.checkColors(input.colorIds, 'colorIds');
      let customerId: number | null = null;
      if (input.customerId) {
        const c = await db
          .selectFrom('customers')
          .select('id')
          .where('id', '=', parseId(input.customerId))
          .where('dealer_id', '=', dealerId)
          .executeTakeFirst();
        if (!c) throw new BadUserInputError('customerId', 'Unknown customer');
        customerId = c.id;
      }
      if (input.gender && !GENDERS.includes(input.gender)) throw new BadUserInputError('gender', 'Unknown gender');
      let template: ProjectRow | undefined;
      if (input.templateId) {
        template = await db
          .selectFrom('projects')
          .selectAll()
          .where('public_id', '=', isProjectPublicId(input.templateId) ? input.templateId : '')
          .where('type', '=', 'SNAPSHEET')
          .where((eb) => eb.or([eb('dealer_id', '=', dealerId), eb('is_static_template', '=', true)]))
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!template) throw new BadUserInputError('templateId', 'Unknown snapsheet template');
      }
      const logoId = await projects.checkLogo(dealerId, input.logoId);
      return db.transaction().execute(async (trx) => {
        const project = await trx
          .insertInto('projects')
          .values({
            dealer_id: dealerId,
            public_id: newProjectPublicId(),
            type: 'SNAPSHEET',
            title,
            team_name: teamName,
            customer_id: customerId,
            color_ids: colorIds,
            gender: input.gender ?? null,
            status: 'OPEN',
            show_prices: input.showPrices ?? true,
            template: null,
            template_id: template?.id ?? null,
            default_logo_id: logoId,
            locker_code: null,
            deleted_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (template) {
          // Clone the template's products (P5 clone from template), in the new team's look.
          const products = await productsOf(trx, template.id);
          const redrawn = await looks.redraw(trx, products, lookOf(template).look, lookOf(project));
          for (const [i, p] of products.entries()) {
            await trx
              .insertInto('snapsheet_products')
              .values({
                project_id: project.id,
                sort_order: i + 1,
                style_id: p.style_id,
                variant_id: p.variant_id,
                design_id: p.design_id,
                custom_price_cents: p.custom_price_cents,
                configuration_id: redrawn.find((r) => r.product === p)?.configuration.id ?? p.configuration_id,
                customized: p.customized,
              })
              .execute();
          }
        }
        return project;
      });
    },

    /**
     * P5: appends a product. Without `configurationShortId` it is drawn in the team's look
     * (a configuration composed from the team colours, team name, default logo and number '00');
     * with one it shows that configuration and is customised (its variant and design are the
     * configuration's). Errors: NOT_FOUND, CONFLICT (archived), FORBIDDEN (locked),
     * BAD_USER_INPUT `styleId`, `variantId`, `designId`, `customPriceCents`, `configurationShortId`.
     */
    async addProduct(
      loaders: Loaders,
      caller: Caller,
      snapsheetId: string,
      input: {
        styleId: string;
        variantId?: string | null;
        designId?: string | null;
        customPriceCents?: number | null;
        configurationShortId?: string | null;
      },
    ): Promise<ProjectRow> {
      const project = await editable(caller, snapsheetId);
      const style = await loaders.style.load(input.styleId);
      if (!style) throw new BadUserInputError('styleId', `Unknown style '${input.styleId}'`);
      let variantId = input.variantId ? await checkVariant(style.id, input.variantId) : null;
      let designId = input.designId ? await checkDesign(style.id, input.designId) : null;
      // A configuration brings its own variant and design (the ones given are still checked).
      const custom = checkCustomPrice(input.customPriceCents);
      const config = input.configurationShortId ? await checkConfiguration(style.id, input.configurationShortId) : null;
      if (config) {
        variantId = config.variant_id;
        designId = config.design_id;
      }
      return change(project, async (trx, current) => {
        const last = await productsOf(trx, project.id);
        const configurationId = config
          ? config.id
          : (await looks.compose(trx, style, variantId, designId, lookOf(current))).id;
        await trx
          .insertInto('snapsheet_products')
          .values({
            project_id: project.id,
            sort_order: (last.at(-1)?.sort_order ?? 0) + 1,
            style_id: style.id,
            variant_id: variantId,
            design_id: designId,
            custom_price_cents: custom,
            configuration_id: configurationId,
            customized: !!config,
          })
          .execute();
      });
    },

    /**
     * P5 (the original's PUT api/snapsheetproducts/{id}): variant, design, custom price, or the
     * configuration saved from the product page (C4), which marks the product customised and
     * brings its variant and design. A new variant or design redraws a product in the team's
     * look; a customised one keeps its decorations and colours with them. Omitted fields are
     * kept; `variantId: ""` or `designId: ""` clears it. Errors: NOT_FOUND, CONFLICT, FORBIDDEN,
     * BAD_USER_INPUT `variantId`, `designId`, `customPriceCents`, `configurationShortId`.
     */
    async updateProduct(caller: Caller, id: string, input: SnapsheetProductChange): Promise<ProjectRow> {
      const { product, project } = await editableProduct(caller, id);
      const set: Partial<{
        custom_price_cents: number | null;
        variant_id: string | null;
        design_id: string | null;
        configuration_id: number | null;
        customized: boolean;
      }> = {};
      if (input.clearCustomPrice) set.custom_price_cents = null;
      else if (input.customPriceCents != null) set.custom_price_cents = checkCustomPrice(input.customPriceCents);
      if (input.variantId != null)
        set.variant_id = input.variantId ? await checkVariant(product.style_id, input.variantId) : null;
      if (input.designId != null)
        set.design_id = input.designId ? await checkDesign(product.style_id, input.designId) : null;
      if (input.configurationShortId) {
        const config = await checkConfiguration(product.style_id, input.configurationShortId);
        Object.assign(set, {
          configuration_id: config.id,
          customized: true,
          variant_id: config.variant_id,
          design_id: config.design_id,
        });
      }
      return change(project, async (trx, current) => {
        const variantId = set.variant_id !== undefined ? set.variant_id : product.variant_id;
        const designId = set.design_id !== undefined ? set.design_id : product.design_id;
        if (set.configuration_id === undefined && (variantId !== product.variant_id || designId !== product.design_id))
          set.configuration_id = await reshaped(trx, current, product, variantId, designId);
        if (Object.keys(set).length)
          await trx.updateTable('snapsheet_products').set(set).where('id', '=', product.id).execute();
      });
    },

    /**
     * P5: swaps the product's order with its neighbour's (UP: the one before it); a no-op at
     * either end. Errors: NOT_FOUND, CONFLICT, FORBIDDEN.
     */
    async moveProduct(caller: Caller, id: string, direction: 'UP' | 'DOWN'): Promise<ProjectRow> {
      const { product, project } = await editableProduct(caller, id);
      return change(project, async (trx) => {
        await writeOrders(trx, moveOrders(await productsOf(trx, project.id), product.id, direction));
      });
    },

    /**
     * P5 (the original's delete-product): removes the product; the later products move up one,
     * so orders stay 1..n and pages are recomputed. Errors: NOT_FOUND, CONFLICT, FORBIDDEN.
     */
    async removeProduct(caller: Caller, id: string): Promise<ProjectRow> {
      const { product, project } = await editableProduct(caller, id);
      return change(project, async (trx) => {
        const before = await productsOf(trx, project.id);
        await trx.deleteFrom('snapsheet_products').where('id', '=', product.id).execute();
        await writeOrders(trx, ordersAfterRemoving(before, product.id));
      });
    },

    /**
     * P5 (the original's featured-color): stores the featured colour and gives each product
     * (every one, or those of `productIds`) the first variant, in catalog order, of the colour's
     * family; a product with no variant of that family keeps its own. A product that changes
     * variant is redrawn (a customised one keeps its decorations). Errors: NOT_FOUND, CONFLICT,
     * FORBIDDEN, BAD_USER_INPUT `colorId` (unknown colour), `productIds.N` (not a product of
     * this snapsheet).
     */
    async setFeaturedColor(
      caller: Caller,
      snapsheetId: string,
      colorId: string,
      productIds?: readonly string[] | null,
    ): Promise<ProjectRow> {
      const project = await editable(caller, snapsheetId);
      const color = await db.selectFrom('colors').selectAll().where('id', '=', parseId(colorId)).executeTakeFirst();
      if (!color) throw new BadUserInputError('colorId', 'Unknown colour');
      const colors = await db.selectFrom('colors').select(['id', 'family']).execute();
      const familyOf = (id: number) => colors.find((c) => c.id === id)?.family;
      return change(project, async (trx, current) => {
        const products = await productsOf(trx, project.id);
        let chosen = products;
        if (productIds) {
          chosen = productIds.map((pid, i) => {
            const p = products.find((x) => x.id === parseId(pid));
            if (!p) throw new BadUserInputError(`productIds.${i}`, 'Not a product of this snapsheet');
            return p;
          });
        }
        const styleIds = [...new Set(chosen.map((p) => p.style_id))];
        const variants = styleIds.length
          ? await trx.selectFrom('variants').selectAll().where('style_id', 'in', styleIds).execute()
          : [];
        for (const p of new Set(chosen)) {
          const v = featuredVariant(
            variants.filter((x) => x.style_id === p.style_id),
            familyOf,
            color.family,
          );
          if (!v || v.id === p.variant_id) continue;
          const configurationId = await reshaped(trx, current, p, v.id, p.design_id);
          await trx
            .updateTable('snapsheet_products')
            .set({ variant_id: v.id, configuration_id: configurationId })
            .where('id', '=', p.id)
            .execute();
        }
        await trx.updateTable('projects').set({ featured_color_id: color.id }).where('id', '=', project.id).execute();
      });
    },

    /**
     * P5 (the original's change-gender). Errors: NOT_FOUND, CONFLICT, FORBIDDEN, BAD_USER_INPUT
     * `gender`.
     */
    async setGender(caller: Caller, snapsheetId: string, gender: string): Promise<ProjectRow> {
      const project = await editable(caller, snapsheetId);
      if (!GENDERS.includes(gender)) throw new BadUserInputError('gender', 'Unknown gender');
      return change(project, async (trx) => {
        await trx.updateTable('projects').set({ gender }).where('id', '=', project.id).execute();
      });
    },

    /**
     * P5 (the original's PUT snapsheets/{id}/collections): files the snapsheet under a
     * collection, or none with null. Errors: NOT_FOUND, CONFLICT, FORBIDDEN, BAD_USER_INPUT
     * `collectionId`.
     */
    async setCollection(caller: Caller, snapsheetId: string, collectionId: string | null): Promise<ProjectRow> {
      const project = await editable(caller, snapsheetId);
      let id: string | null = null;
      if (collectionId != null) {
        const c = await db
          .selectFrom('snapsheet_collections')
          .select('id')
          .where('id', '=', collectionId)
          .executeTakeFirst();
        if (!c) throw new BadUserInputError('collectionId', 'Unknown collection');
        id = c.id;
      }
      return change(project, async (trx) => {
        await trx.updateTable('projects').set({ collection_id: id }).where('id', '=', project.id).execute();
      });
    },

    /**
     * P5 settings (the original's PUT api/snapsheets/{id}): title, team name, colours, show
     * prices, status, default logo; omitted fields are kept. New colours, team name or logo
     * redraw the products (a customised one keeps its decorations in the new colours, its team
     * text and logo following). The logo is one of the dealer's (a passcode session: one of the
     * snapsheet's logos) and joins the snapsheet's logos. Status OPEN on a QUOTE snapsheet
     * unlocks it: the signed-in dealer only (a passcode session gets FORBIDDEN); any other
     * change of a locked snapsheet is FORBIDDEN. Errors: NOT_FOUND, CONFLICT (archived),
     * FORBIDDEN, BAD_USER_INPUT `title`, `teamName`, `colorIds`, `status`, `logoId`.
     */
    async updateSettings(caller: Caller, snapsheetId: string, input: SnapsheetSettingsInput): Promise<ProjectRow> {
      const project = await own(caller, snapsheetId);
      /** The archived/locked rule with the unlock exception, on the row as it is. */
      const check = (current: ProjectRow) => {
        const unlocking = !current.is_static_template && current.status === 'QUOTE' && input.status === 'OPEN';
        if (!unlocking) return checkChangeable(current);
        if (current.deleted_at) throw new ConflictError('Restore the snapsheet before changing it');
        if (caller.kind !== 'DEALER') throw new ForbiddenError('Only the dealer can unlock the snapsheet');
      };
      check(project);
      const set: Partial<{
        title: string;
        team_name: string;
        color_ids: number[];
        show_prices: boolean;
        status: string;
        default_logo_id: number;
      }> = {};
      if (input.title != null) set.title = text(input.title, 'title', MAX_TITLE, 'The title');
      if (input.teamName != null) set.team_name = text(input.teamName, 'teamName', MAX_TEAM_NAME, 'The team name');
      if (input.colorIds != null) set.color_ids = await projects.checkColors(input.colorIds, 'colorIds');
      if (input.showPrices != null) set.show_prices = input.showPrices;
      if (input.status != null) {
        if (!(SNAPSHEET_STATUSES as readonly string[]).includes(input.status))
          throw new BadUserInputError('status', `A snapsheet's status is one of ${SNAPSHEET_STATUSES.join(', ')}`);
        set.status = input.status;
      }
      if (input.logoId != null) {
        const logoId = await projects.checkProjectLogo(caller, project, input.logoId, 'logoId');
        if (logoId != null) set.default_logo_id = logoId;
      }
      return change(
        project,
        async (trx, current) => {
          if (!Object.keys(set).length) return;
          const after = await trx
            .updateTable('projects')
            .set(set)
            .where('id', '=', project.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          if (set.default_logo_id != null)
            await trx
              .insertInto('project_logos')
              .values({ project_id: project.id, logo_id: set.default_logo_id })
              .onConflict((oc) => oc.columns(['project_id', 'logo_id']).doNothing())
              .execute();
          if (lookChanged(current, after)) await redrawAll(trx, current, after);
        },
        check,
      );
    },

    /**
     * Redraws the products of snapsheet `before` in the look of `after` (the same snapsheet
     * after a change of its colours, team name or default logo), in `exec`. For the logos
     * module (a new default logo) as much as for the settings.
     */
    redrawAll: (exec: Executor, before: ProjectRow, after: ProjectRow) => redrawAll(exec, before, after),

    /**
     * Gives every snapsheet product without a configuration (stored before products were drawn
     * as the team's, or by the demo seed) one in its snapsheet's team look, not customised.
     * Idempotent; one transaction per snapsheet. Returns how many products it drew.
     */
    async backfill(): Promise<number> {
      const pending = await db
        .selectFrom('snapsheet_products')
        .select('project_id')
        .distinct()
        .where('configuration_id', 'is', null)
        .execute();
      let n = 0;
      for (const { project_id } of pending) {
        n += await db.transaction().execute(async (trx) => {
          const project = await trx
            .selectFrom('projects')
            .selectAll()
            .where('id', '=', project_id)
            .forUpdate()
            .executeTakeFirstOrThrow();
          const products = (await productsOf(trx, project.id)).filter((p) => p.configuration_id == null);
          const drawn = await looks.redraw(
            trx,
            products.map((p) => ({ ...p, customized: false })),
            lookOf(project).look,
            lookOf(project),
          );
          for (const { product, configuration } of drawn)
            await trx
              .updateTable('snapsheet_products')
              .set({ configuration_id: configuration.id, customized: false })
              .where('id', '=', product.id)
              .where('configuration_id', 'is', null)
              .execute();
          return drawn.length;
        });
      }
      return n;
    },
  };

  async function redrawAll(exec: Executor, before: ProjectRow, after: ProjectRow): Promise<void> {
    const products = await productsOf(exec, before.id);
    const redrawn = await looks.redraw(exec, products, lookOf(before).look, lookOf(after));
    for (const { product, configuration } of redrawn)
      await exec
        .updateTable('snapsheet_products')
        .set({ configuration_id: configuration.id })
        .where('id', '=', product.id)
        .execute();
  }
}

export type SnapsheetsService = ReturnType<typeof snapsheetsService>;
