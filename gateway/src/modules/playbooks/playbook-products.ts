/**
 * Editing the catalog products of a playbook (P3, C4): adding a style to a catalog drawn in the
 * team's look, changing a product (the original's `product/{id}/edit`: name, custom price,
 * variant, design, or a configuration saved from the product page), moving it to another page
 * (`update-order`) and deleting it (`product/{id}/delete`), the pages renumbered as
 * playbook-pages.ts places them. Each change runs in one transaction (`changeProject`).
 */
import type { Db } from '../../db/index.js';
import type { CatalogProductRow, ProjectRow, StyleRow } from '../../db/types.js';
import { BadUserInputError, NotFoundError } from '../../lib/errors.js';
import type { Caller } from '../../lib/caller.js';
import { parseId } from '../../lib/row-id.js';
import { catalogRepository, stylesByIds } from '../catalog/index.js';
import { offeredDesigns } from '../catalog/index.js';
import type { configurationsService } from '../configurations/index.js';
import type { CatalogueBuilder } from './catalogue-builder.js';
import { checkCustomPrice, requiredText } from '../../lib/input-checks.js';
import { changeProject } from '../projects/index.js';
import { checkPlaybookChangeable, type PlaybookChanges } from './playbook-changes.js';
import { PAGE_CAPACITY, addPlacement, compactCatalog, moveProduct, type Placement } from './playbook-pages.js';
import * as repo from './playbooks.repository.js';

type Configurations = ReturnType<typeof configurationsService>;

const MAX_PRODUCT_NAME = 120;

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

const placementOf = (p: CatalogProductRow): Placement => ({
  id: p.id,
  catalogId: p.catalog_id,
  pageIndex: p.catalog_page_index,
  pageOrder: p.catalog_page_order,
});

export function playbookProducts(
  db: Db,
  deps: { configurations: Configurations; builder: CatalogueBuilder; changes: PlaybookChanges },
) {
  const { configurations, builder, changes } = deps;
  const { lookConfiguration, catalogueOf, pagesWithStyles } = builder;
  const { editablePlaybook, editableProduct } = changes;
  const catalogRepo = catalogRepository(db);

  /** The style `id`; undefined when there is none. */
  const styleRow = async (id: string): Promise<StyleRow | undefined> => (await stylesByIds(db, [id]))[0];

  async function checkVariant(style: StyleRow, variantId: string): Promise<string> {
    const [v] = await catalogRepo.variantsByIds([variantId]);
    if (!v || v.style_id !== style.id) throw new BadUserInputError('variantId', 'Unknown variant for this style');
    return v.id;
  }

  async function checkDesign(style: StyleRow, designId: string): Promise<string> {
    const designs = offeredDesigns(await catalogRepo.designsByStyles([style.id]));
    if (!designs.some((d) => d.id === designId))
      throw new BadUserInputError('designId', 'Unknown design for this style');
    return designId;
  }

  return {
    /**
     * P3: adds a style to a catalog of the playbook, drawn in the team's look; placed by
     * `addPlacement` (or onto viewer page `pageNumber`, which must be a product page of that
     * catalog with room). Errors: BAD_USER_INPUT `catalogId`, `styleId`, `variantId`,
     * `designId`, `customPriceCents`, `pageNumber`; NOT_FOUND; CONFLICT.
     */
    async addProduct(caller: Caller, playbookId: string, input: AddCatalogProductInput): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      const style = await styleRow(input.styleId);
      if (!style) throw new BadUserInputError('styleId', `Unknown style '${input.styleId}'`);
      const variantId = input.variantId ? await checkVariant(style, input.variantId) : null;
      const designId = input.designId ? await checkDesign(style, input.designId) : null;
      const custom = checkCustomPrice(input.customPriceCents);
      return changeProject(db, caller, project, checkPlaybookChangeable, async (trx) => {
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
        await repo.insertCatalogProducts(trx, [
          {
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
          },
        ]);
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
      const style = await styleRow(product.style_id);
      if (!style) throw new NotFoundError('Catalog product');
      const set: Partial<{
        name: string | null;
        custom_price_cents: number | null;
        variant_id: string | null;
        design_id: string | null;
        configuration_id: number;
        customized: boolean;
      }> = {};
      if (input.name != null) set.name = requiredText(input.name, 'name', MAX_PRODUCT_NAME, 'The name');
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
      return changeProject(db, caller, project, checkPlaybookChangeable, async (trx) => {
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
        if (Object.keys(set).length) await repo.updateCatalogProduct(trx, product.id, set);
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
      return changeProject(db, caller, project, checkPlaybookChangeable, async (trx) => {
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
        await repo.writePlacements(
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
      return changeProject(db, caller, project, checkPlaybookChangeable, async (trx) => {
        await repo.deleteCatalogProduct(trx, product.id);
        const { products } = await catalogueOf(trx, project.id);
        const own = products.filter((p) => p.catalog_id === product.catalog_id).map(placementOf);
        const before = new Map(own.map((p) => [p.id, p]));
        await repo.writePlacements(
          trx,
          compactCatalog(own).filter((p) => {
            const b = before.get(p.id)!;
            return b.pageIndex !== p.pageIndex || b.pageOrder !== p.pageOrder;
          }),
        );
      });
    },
  };
}
