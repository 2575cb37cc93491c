/**
 * Editing stored playbook catalogues (P3): every editing call of the original section 7
 * 'Projects and catalogs' (bulk edit, sports, catalogs, catalog products, filters). Every change
 * needs the playbook's dealer or a passcode session of it (`canEditProject`); anything else
 * answers NOT_FOUND, like an id that does not exist (A6). An archived playbook answers CONFLICT.
 * Each change runs in one transaction. Building, copying and printing a catalogue is
 * catalogue-builder.ts; the schools list and the publish queues are publish-queues.service.ts.
 */
import type { Db } from '../../db/index.js';
import type { CatalogProductRow, NewSchoolValue, ProjectRow, StyleRow } from '../../db/types.js';
import { BadUserInputError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { canEditProject, type Caller } from '../../lib/caller.js';
import { offeredDesigns } from '../catalog/catalog.service.js';
import type { configurationsService } from '../configurations/configurations.service.js';
import type { ProjectsService } from '../projects/projects.service.js';
import {
  FILTER_GENDERS,
  FILTER_PRODUCT_TYPES,
  PAGE_CAPACITY,
  addPlacement,
  compactCatalog,
  filtersOf,
  moveProduct,
  type Placement,
} from './playbook-pages.js';
import { cataloguesOf, writeOrder, writePlacements, type Executor } from './playbooks.repository.js';
import { lookOfProject } from '../configurations/team-look-configurations.js';
import { catalogueBuilder } from './catalogue-builder.js';
import { MAX_CUSTOM_PRICE_CENTS } from '@tas/garments';
import { parseId } from '../../lib/row-id.js';

type Configurations = ReturnType<typeof configurationsService>;

const MAX_TITLE = 120;
const MAX_TEAM_NAME = 80;
const MAX_SPORT_NAME = 60;
const MAX_PRODUCT_NAME = 120;
const MAX_SCHOOL_NAME = 120;

/** Bulk edit fields (API `PlaybookInput`). */
export interface PlaybookInput {
  title?: string | null;
  teamName?: string | null;
  colorIds?: readonly string[] | null;
  defaultLogoId?: string | null;
  clearDefaultLogo?: boolean | null;
  showPrices?: boolean | null;
  showCoverAndIndex?: boolean | null;
  schoolCode?: string | null;
  newSchool?: { name: string; mascot?: string | null; city?: string | null; state?: string | null } | null;
}

export interface AddCatalogProductInput {
  catalogId: string;
  styleId: string;
  variantId?: string | null;
  designId?: string | null;
  customPriceCents?: number | null;
  pageNumber?: number | null;
}

export interface CatalogProductInput {
  name?: string | null;
  customPriceCents?: number | null;
  clearCustomPrice?: boolean | null;
  variantId?: string | null;
  designId?: string | null;
  configurationShortId?: string | null;
}

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
    throw new BadUserInputError('customPriceCents', 'The custom price is 0 to 10,000,000 cents');
  return cents;
}

const placementOf = (p: CatalogProductRow): Placement => ({
  id: p.id,
  catalogId: p.catalog_id,
  pageIndex: p.catalog_page_index,
  pageOrder: p.catalog_page_order,
});

export function playbooksService(db: Db, deps: { configurations: Configurations; projects: ProjectsService }) {
  const { configurations, projects } = deps;
  const builder = catalogueBuilder(db, configurations);
  const { lookConfiguration, addSports, catalogueOf, pagesWithStyles } = builder;

  /** The playbook `id` the caller may change, not archived; NOT_FOUND or CONFLICT. */
  async function editablePlaybook(caller: Caller, id: string): Promise<ProjectRow> {
    const project = await projects.editable(caller, 'PLAYBOOK', id);
    if (project.deleted_at) throw new ConflictError('Restore the playbook before changing it');
    return project;
  }

  /** A catalog product the caller may change, with its playbook; NOT_FOUND otherwise. */
  async function editableProduct(caller: Caller, id: string) {
    const product = await db
      .selectFrom('catalog_products')
      .selectAll()
      .where('id', '=', parseId(id))
      .executeTakeFirst();
    const project = product
      ? await db.selectFrom('projects').selectAll().where('id', '=', product.project_id).executeTakeFirst()
      : undefined;
    if (!product || !project || project.type !== 'PLAYBOOK' || !canEditProject(caller, project))
      throw new NotFoundError('Catalog product');
    if (project.deleted_at) throw new ConflictError('Restore the playbook before changing it');
    return { product, project };
  }

  /** Marks the playbook changed and returns its row as it is now. */
  const touch = (exec: Executor, projectId: number) =>
    exec
      .updateTable('projects')
      .set({ updated_at: new Date() })
      .where('id', '=', projectId)
      .returningAll()
      .executeTakeFirstOrThrow();

  const styleRow = (exec: Executor, id: string) =>
    exec.selectFrom('styles').selectAll().where('id', '=', id).executeTakeFirst();

  /** Runs `change` in a transaction on the playbook's row, then returns the playbook. */
  async function change(project: ProjectRow, fn: (trx: Executor) => Promise<void>): Promise<ProjectRow> {
    return db.transaction().execute(async (trx) => {
      await trx.selectFrom('projects').select('id').where('id', '=', project.id).forUpdate().execute();
      await fn(trx);
      return touch(trx, project.id);
    });
  }

  return {
    productSpec: builder.productSpec,
    printSpecs: builder.printSpecs,
    createCatalogue: builder.createCatalogue,
    copyCatalogue: builder.copyCatalogue,
    backfill: builder.backfill,

    /** Stored catalogues by playbook id (for the per-request loader). */
    catalogues: (projectIds: readonly number[]) => cataloguesOf(db, projectIds),

    /**
     * P3 bulk edit (the original's `PUT catalog/{id}` and `edit-bulk`): only the fields given
     * change. New team colours, team name or default logo redraw every catalog product: one not
     * customised gets a new team-look configuration; a customised one keeps its decorations in
     * the new colours, its team text and logo following the playbook's. Errors: BAD_USER_INPUT
     * `title`, `teamName`, `colorIds`, `defaultLogoId`, `schoolCode`, `newSchool.name`,
     * `newSchool.state`; NOT_FOUND; CONFLICT (archived).
     */
    async update(caller: Caller, playbookId: string, input: PlaybookInput): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      const set: Partial<{
        title: string;
        team_name: string;
        color_ids: number[];
        default_logo_id: number | null;
        show_prices: boolean;
        show_cover_and_index: boolean;
        school_code: string | null;
        new_school: string | null;
      }> = {};
      if (input.title != null) set.title = text(input.title, 'title', MAX_TITLE, 'The title');
      if (input.teamName != null) set.team_name = text(input.teamName, 'teamName', MAX_TEAM_NAME, 'The team name');
      if (input.colorIds != null) set.color_ids = await projects.checkColors(input.colorIds, 'colorIds');
      if (input.clearDefaultLogo) set.default_logo_id = null;
      else if (input.defaultLogoId != null) {
        set.default_logo_id = await projects.checkProjectLogo(caller, project, input.defaultLogoId, 'defaultLogoId');
      }
      if (input.showPrices != null) set.show_prices = input.showPrices;
      if (input.showCoverAndIndex != null) set.show_cover_and_index = input.showCoverAndIndex;
      if (input.schoolCode !== undefined) {
        const code = input.schoolCode?.trim() || null;
        if (code) {
          const school = await db.selectFrom('schools').select('code').where('code', '=', code).executeTakeFirst();
          if (!school) throw new BadUserInputError('schoolCode', 'Unknown school');
        }
        set.school_code = code;
        if (code) set.new_school = null;
      }
      if (input.newSchool !== undefined) {
        if (input.newSchool === null) set.new_school = null;
        else {
          const opt = (v: string | null | undefined, field: string, max: number) => {
            const t = v?.trim() || null;
            if (t && t.length > max)
              throw new BadUserInputError(`newSchool.${field}`, `Too long (at most ${max} characters)`);
            return t;
          };
          const state = opt(input.newSchool.state, 'state', 2);
          if (state && !/^[A-Za-z]{2}$/.test(state))
            throw new BadUserInputError('newSchool.state', 'The state is a two-letter code');
          const school: NewSchoolValue = {
            name: text(input.newSchool.name, 'newSchool.name', MAX_SCHOOL_NAME, 'The school name'),
            mascot: opt(input.newSchool.mascot, 'mascot', 60),
            city: opt(input.newSchool.city, 'city', 80),
            state: state?.toUpperCase() ?? null,
          };
          set.new_school = JSON.stringify(school);
          set.school_code = null;
        }
      }
      const redraw =
        (set.color_ids && set.color_ids.join() !== project.color_ids.join()) ||
        (set.team_name !== undefined && set.team_name !== project.team_name) ||
        (set.default_logo_id !== undefined && set.default_logo_id !== project.default_logo_id);
      return change(project, async (trx) => {
        if (Object.keys(set).length) await trx.updateTable('projects').set(set).where('id', '=', project.id).execute();
        if (!redraw) return;
        const after = { ...project, ...set, new_school: project.new_school } as ProjectRow;
        const { products } = await catalogueOf(trx, project.id);
        const redrawn = await builder.looks.redraw(trx, products, lookOfProject(project).look, lookOfProject(after));
        for (const { product, configuration } of redrawn)
          await trx
            .updateTable('catalog_products')
            .set({ configuration_id: configuration.id })
            .where('id', '=', product.id)
            .execute();
      });
    },

    /**
     * P3 (the original's `PUT catalog/{id}/sport`): adds a sport of the playbook's template,
     * last, with its default catalogs and products. Errors: BAD_USER_INPUT `sportId` (not a
     * sport of the template, or already there); NOT_FOUND; CONFLICT.
     */
    async addSport(caller: Caller, playbookId: string, sportId: string): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      const sport = await db
        .selectFrom('sports')
        .selectAll()
        .where('id', '=', sportId)
        .where('template', '=', project.template === 'UA' ? 'UA' : 'FSG')
        .executeTakeFirst();
      if (!sport) throw new BadUserInputError('sportId', `Unknown ${project.template ?? 'FSG'} sport`);
      return change(project, async (trx) => {
        const { sports } = await catalogueOf(trx, project.id);
        if (sports.some((s) => s.sport_id === sport.id))
          throw new BadUserInputError('sportId', 'The playbook has this sport already');
        await addSports(trx, project, [{ sportId: sport.id, name: sport.name }], sports.length + 1);
      });
    },

    /**
     * P3: removes a sport with its catalogs and products; the later sports move up. Errors:
     * BAD_USER_INPUT `sportId` (not in the playbook, or its last sport); NOT_FOUND; CONFLICT.
     */
    async removeSport(caller: Caller, playbookId: string, sportId: string): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      return change(project, async (trx) => {
        const { sports } = await catalogueOf(trx, project.id);
        const sport = sports.find((s) => s.sport_id === sportId);
        if (!sport) throw new BadUserInputError('sportId', 'The playbook has no such sport');
        if (sports.length === 1) throw new BadUserInputError('sportId', 'A playbook keeps at least one sport');
        await trx.deleteFrom('playbook_sports').where('id', '=', sport.id).execute();
        const rest = sports.filter((s) => s.id !== sport.id).sort((a, b) => a.sort_order - b.sort_order);
        await writeOrder(
          trx,
          'playbook_sports',
          rest.map((s) => s.id),
        );
      });
    },

    /**
     * P3 (the original's `reorder-catalogs`, sports level): `sportIds` is every sport of the
     * playbook once, in the new order. Errors: BAD_USER_INPUT `sportIds`; NOT_FOUND; CONFLICT.
     */
    async reorderSports(caller: Caller, playbookId: string, sportIds: readonly string[]): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      return change(project, async (trx) => {
        const { sports } = await catalogueOf(trx, project.id);
        const ids = sportIds.map((id) => sports.find((s) => s.sport_id === id)?.id);
        if (ids.length !== sports.length || new Set(ids).size !== ids.length || ids.some((id) => id === undefined))
          throw new BadUserInputError('sportIds', 'List every sport of the playbook once, in the new order');
        await writeOrder(trx, 'playbook_sports', ids as number[]);
      });
    },

    /**
     * P3 (`reorder-catalogs`): `catalogIds` is every catalog of sport `sportId` once, in the new
     * order. Errors: BAD_USER_INPUT `sportId`, `catalogIds`; NOT_FOUND; CONFLICT.
     */
    async reorderCatalogs(
      caller: Caller,
      playbookId: string,
      sportId: string,
      catalogIds: readonly string[],
    ): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      return change(project, async (trx) => {
        const { sports, catalogs } = await catalogueOf(trx, project.id);
        const sport = sports.find((s) => s.sport_id === sportId);
        if (!sport) throw new BadUserInputError('sportId', 'The playbook has no such sport');
        const own = catalogs.filter((c) => c.playbook_sport_id === sport.id);
        const ids = catalogIds.map((id) => own.find((c) => c.id === parseId(id))?.id);
        if (ids.length !== own.length || new Set(ids).size !== ids.length || ids.some((id) => id === undefined))
          throw new BadUserInputError('catalogIds', 'List every catalog of the sport once, in the new order');
        await writeOrder(trx, 'playbook_catalogs', ids as number[]);
      });
    },

    /**
     * P3 (`rename-sport`): the name the playbook shows for a sport. Errors: BAD_USER_INPUT
     * `sportId`, `name` (empty, over 60); NOT_FOUND; CONFLICT.
     */
    async renameSport(caller: Caller, playbookId: string, sportId: string, name: string): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      const newName = text(name, 'name', MAX_SPORT_NAME, 'The sport name');
      return change(project, async (trx) => {
        const r = await trx
          .updateTable('playbook_sports')
          .set({ name: newName })
          .where('project_id', '=', project.id)
          .where('sport_id', '=', sportId)
          .executeTakeFirst();
        if (!r.numUpdatedRows) throw new BadUserInputError('sportId', 'The playbook has no such sport');
      });
    },

    /**
     * P3: adds a style to a catalog of the playbook, drawn in the team's look; placed by
     * `addPlacement` (or onto viewer page `pageNumber`, which must be a product page of that
     * catalog with room). Errors: BAD_USER_INPUT `catalogId`, `styleId`, `variantId`,
     * `designId`, `customPriceCents`, `pageNumber`; NOT_FOUND; CONFLICT.
     */
    async addProduct(caller: Caller, playbookId: string, input: AddCatalogProductInput): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      const style = await styleRow(db, input.styleId);
      if (!style) throw new BadUserInputError('styleId', `Unknown style '${input.styleId}'`);
      const variantId = input.variantId ? await checkVariant(style, input.variantId) : null;
      const designId = input.designId ? await checkDesign(style, input.designId) : null;
      const custom = checkCustomPrice(input.customPriceCents);
      return change(project, async (trx) => {
        const catalogue = await catalogueOf(trx, project.id);
        const catalog = catalogue.catalogs.find((c) => c.id === parseId(input.catalogId));
        if (!catalog) throw new BadUserInputError('catalogId', 'Not a catalog of this playbook');
        let pageIndex: number | null = null;
        if (input.pageNumber != null) {
          const page = (await pagesWithStyles(trx, project, catalogue)).find((p) => p.number === input.pageNumber);
          if (!page || page.kind !== 'PRODUCTS' || page.catalog?.id !== catalog.id)
            throw new BadUserInputError('pageNumber', 'Not a page of this catalog');
          pageIndex = page.catalogPageIndex;
        }
        let place;
        try {
          place = addPlacement(
            catalogue.products.filter((p) => p.catalog_id === catalog.id).map(placementOf),
            pageIndex,
          );
        } catch {
          throw new BadUserInputError('pageNumber', `A page holds at most ${PAGE_CAPACITY} products`);
        }
        const config = await lookConfiguration(trx, project, style, variantId, designId);
        await trx
          .insertInto('catalog_products')
          .values({
            project_id: project.id,
            catalog_id: catalog.id,
            style_id: style.id,
            name: null,
            variant_id: variantId,
            design_id: designId,
            custom_price_cents: custom,
            configuration_id: config.id,
            catalog_page_index: place.pageIndex,
            catalog_page_order: place.pageOrder,
          })
          .execute();
      });
    },

    /**
     * P3 (the original's `product/{id}/edit`): name, custom price, variant, design, or the
     * configuration saved from the product page (C4), which replaces the picture and marks the
     * product customised (its style must be the product's). A new variant or design of a product
     * not customised redraws its team look. Errors: BAD_USER_INPUT `name`, `customPriceCents`,
     * `variantId`, `designId`, `configurationShortId`; NOT_FOUND; CONFLICT.
     */
    async updateProduct(caller: Caller, id: string, input: CatalogProductInput): Promise<ProjectRow> {
      const { product, project } = await editableProduct(caller, id);
      const style = await styleRow(db, product.style_id);
      if (!style) throw new NotFoundError('Catalog product');
      const set: Partial<{
        name: string | null;
        custom_price_cents: number | null;
        variant_id: string | null;
        design_id: string | null;
        configuration_id: number;
        customized: boolean;
      }> = {};
      if (input.name != null) set.name = text(input.name, 'name', MAX_PRODUCT_NAME, 'The name');
      if (input.clearCustomPrice) set.custom_price_cents = null;
      else if (input.customPriceCents != null) set.custom_price_cents = checkCustomPrice(input.customPriceCents);
      if (input.variantId != null) set.variant_id = input.variantId ? await checkVariant(style, input.variantId) : null;
      if (input.designId != null) set.design_id = input.designId ? await checkDesign(style, input.designId) : null;
      if (input.configurationShortId != null) {
        const config = await configurations.byShortIdOrError(input.configurationShortId);
        if (config.style_id !== product.style_id)
          throw new BadUserInputError('configurationShortId', 'The configuration is of another product');
        set.configuration_id = config.id;
        set.customized = true;
        set.variant_id = config.variant_id;
        set.design_id = config.design_id;
      }
      return change(project, async (trx) => {
        const relook =
          set.configuration_id === undefined &&
          !product.customized &&
          ((set.variant_id !== undefined && set.variant_id !== product.variant_id) ||
            (set.design_id !== undefined && set.design_id !== product.design_id));
        if (relook) {
          const config = await lookConfiguration(
            trx,
            project,
            style,
            set.variant_id !== undefined ? set.variant_id : product.variant_id,
            set.design_id !== undefined ? set.design_id : product.design_id,
          );
          set.configuration_id = config.id;
        }
        if (Object.keys(set).length)
          await trx.updateTable('catalog_products').set(set).where('id', '=', product.id).execute();
      });
    },

    /**
     * P3 (the original's `update-order`): moves a product to viewer page `pageNumber` (a product
     * page; the product joins that page's catalog) at `position`, or alone onto a new page after
     * it (`newPage`); both catalogs are renumbered, a page left empty disappears. Errors:
     * BAD_USER_INPUT `pageNumber` (not a product page, or full), `position` (below 1);
     * NOT_FOUND; CONFLICT.
     */
    async moveProduct(
      caller: Caller,
      id: string,
      input: { pageNumber: number; position: number; newPage?: boolean | null },
    ): Promise<ProjectRow> {
      const { product, project } = await editableProduct(caller, id);
      if (!Number.isInteger(input.position) || input.position < 1)
        throw new BadUserInputError('position', 'The position starts at 1');
      return change(project, async (trx) => {
        const catalogue = await catalogueOf(trx, project.id);
        const page = (await pagesWithStyles(trx, project, catalogue)).find((p) => p.number === input.pageNumber);
        if (!page || page.kind !== 'PRODUCTS' || !page.catalog || page.catalogPageIndex == null)
          throw new BadUserInputError('pageNumber', 'Choose a product page');
        const involved = catalogue.products.filter(
          (p) => p.catalog_id === product.catalog_id || p.catalog_id === page.catalog!.id,
        );
        let placed: Placement[];
        try {
          placed = moveProduct(involved.map(placementOf), product.id, {
            catalogId: page.catalog.id,
            pageIndex: page.catalogPageIndex,
            position: input.position,
            newPage: !!input.newPage,
          });
        } catch {
          throw new BadUserInputError('pageNumber', `A page holds at most ${PAGE_CAPACITY} products`);
        }
        const before = new Map(involved.map((p) => [p.id, placementOf(p)]));
        await writePlacements(
          trx,
          placed.filter((p) => {
            const b = before.get(p.id)!;
            return b.catalogId !== p.catalogId || b.pageIndex !== p.pageIndex || b.pageOrder !== p.pageOrder;
          }),
        );
      });
    },

    /**
     * P3 (the original's `product/{id}/delete`): deletes a catalog product; the products after it
     * move up and a page left empty disappears. Errors: NOT_FOUND; CONFLICT.
     */
    async removeProduct(caller: Caller, id: string): Promise<ProjectRow> {
      const { product, project } = await editableProduct(caller, id);
      return change(project, async (trx) => {
        await trx.deleteFrom('catalog_products').where('id', '=', product.id).execute();
        const { products } = await catalogueOf(trx, project.id);
        const own = products.filter((p) => p.catalog_id === product.catalog_id).map(placementOf);
        const before = new Map(own.map((p) => [p.id, p]));
        await writePlacements(
          trx,
          compactCatalog(own).filter((p) => {
            const b = before.get(p.id)!;
            return b.pageIndex !== p.pageIndex || b.pageOrder !== p.pageOrder;
          }),
        );
      });
    },

    /**
     * P3 (the original's `update-genders-filter`): saves the gender filter (MEN, WOMEN) and the
     * product-type filter (FIVE_DAY, SUBLIMATED, STOCK); each list given replaces the stored
     * one. Errors: BAD_USER_INPUT `genders`, `productTypes`; NOT_FOUND; CONFLICT.
     */
    async setFilters(
      caller: Caller,
      playbookId: string,
      input: { genders?: readonly string[] | null; productTypes?: readonly string[] | null },
    ): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      const current = filtersOf(project.settings);
      const check = (values: readonly string[], allowed: readonly string[], field: string, what: string) => {
        const bad = values.find((v) => !allowed.includes(v));
        if (bad) throw new BadUserInputError(field, `The ${what} filter takes ${allowed.join(', ')}`);
        return allowed.filter((a) => values.includes(a));
      };
      const genders = input.genders ? check(input.genders, FILTER_GENDERS, 'genders', 'gender') : current.genders;
      const productTypes = input.productTypes
        ? check(input.productTypes, FILTER_PRODUCT_TYPES, 'productTypes', 'product-type')
        : current.productTypes;
      return change(project, async (trx) => {
        await trx
          .updateTable('projects')
          .set({
            settings: JSON.stringify({ ...project.settings, genderFilter: genders, productTypeFilter: productTypes }),
          })
          .where('id', '=', project.id)
          .execute();
      });
    },
  };

  async function checkVariant(style: StyleRow, variantId: string): Promise<string> {
    const v = await db.selectFrom('variants').select(['id', 'style_id']).where('id', '=', variantId).executeTakeFirst();
    if (!v || v.style_id !== style.id) throw new BadUserInputError('variantId', 'Unknown variant for this style');
    return v.id;
  }

  async function checkDesign(style: StyleRow, designId: string): Promise<string> {
    const designs = offeredDesigns(
      await db.selectFrom('designs').selectAll().where('style_id', '=', style.id).execute(),
    );
    if (!designs.some((d) => d.id === designId))
      throw new BadUserInputError('designId', 'Unknown design for this style');
    return designId;
  }
}

export type PlaybooksService = ReturnType<typeof playbooksService>;
