/**
 * Editing a snapsheet's products (P5, C4): add, change (variant, design, custom price, the
 * dealer's own configuration), move, remove, and the featured colour that picks each product's
 * variant. Products are drawn as the team's: one added without a configuration is composed in
 * the team's look (team colours, team name, default logo and player number '00' where its
 * template has those locations); one given a configuration is customised. A new variant or
 * design redraws a product (a customised one keeps its decorations and colours). Errors of every
 * change as `snapsheet-access.ts`: NOT_FOUND, CONFLICT (archived), FORBIDDEN (locked).
 */
import type { Db, Executor } from '../../db/index.js';
import type { ConfigurationRow, ProjectRow, SnapsheetProductRow } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { BadUserInputError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import type { Loaders } from '../../loaders.js';
import { catalogRepository, stylesByIds } from '../catalog/index.js';
import { offeredDesigns } from '../catalog/index.js';
import type { ConfigurationsService } from '../configurations/index.js';
import { configurationsByIds } from '../configurations/index.js';
import type { TeamLookConfigurations } from '../configurations/index.js';
import { changeProject, setProjectColumns } from '../projects/index.js';
import { checkChangeable, type SnapsheetAccess } from './snapsheet-access.js';
import { checkCustomPrice } from '../../lib/input-checks.js';
import { lookOf } from './snapsheet-inputs.js';
import { featuredVariant, moveOrders, ordersAfterRemoving } from './snapsheet-pages.js';
import {
  deleteSnapsheetProduct,
  insertSnapsheetProduct,
  setSnapsheetProductOrder,
  snapsheetProductsOfProjects,
  updateSnapsheetProduct,
} from './snapsheets.repository.js';

/** A product added to a snapsheet (API `AddSnapsheetProductInput`). */
export interface AddSnapsheetProductInput {
  styleId: string;
  variantId?: string | null;
  designId?: string | null;
  customPriceCents?: number | null;
  configurationShortId?: string | null;
}

/** A change of a snapsheet product (API `UpdateSnapsheetProductInput`). */
export interface SnapsheetProductChange {
  variantId?: string | null;
  designId?: string | null;
  customPriceCents?: number | null;
  clearCustomPrice?: boolean | null;
  configurationShortId?: string | null;
}

export function snapsheetProducts(
  db: Db,
  deps: { configurations: ConfigurationsService; looks: TeamLookConfigurations; access: SnapsheetAccess },
) {
  const { configurations, looks, access } = deps;
  const { editable, editableProduct } = access;
  const catalog = catalogRepository(db);

  async function checkVariant(styleId: string, variantId: string): Promise<string> {
    const [v] = await catalog.variantsByIds([variantId]);
    if (!v || v.style_id !== styleId) throw new BadUserInputError('variantId', 'Unknown variant for this style');
    return v.id;
  }

  async function checkDesign(styleId: string, designId: string): Promise<string> {
    const designs = offeredDesigns(await catalog.designsByStyles([styleId]));
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
      const [config] = await configurationsByIds(exec, [product.configuration_id]);
      if (config)
        return (
          await configurations.recolor(exec, config, [...config.color_ids], config.decorations, { variantId, designId })
        ).id;
    }
    const [style] = await stylesByIds(exec, [product.style_id]);
    if (!style) return product.configuration_id;
    return (await looks.compose(exec, style, variantId, designId, lookOf(project))).id;
  }

  /** Writes new orders in `exec`. */
  async function writeOrders(exec: Executor, orders: readonly { id: number; sortOrder: number }[]) {
    for (const o of orders) await setSnapsheetProductOrder(exec, o.id, o.sortOrder);
  }

  return {
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
      input: AddSnapsheetProductInput,
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
      return changeProject(db, caller, project, checkChangeable, async (trx, current) => {
        const last = await snapsheetProductsOfProjects(trx, [project.id]);
        const configurationId = config
          ? config.id
          : (await looks.compose(trx, style, variantId, designId, lookOf(current))).id;
        await insertSnapsheetProduct(trx, {
          project_id: project.id,
          sort_order: (last.at(-1)?.sort_order ?? 0) + 1,
          style_id: style.id,
          variant_id: variantId,
          design_id: designId,
          custom_price_cents: custom,
          configuration_id: configurationId,
          customized: !!config,
        });
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
      return changeProject(db, caller, project, checkChangeable, async (trx, current) => {
        const variantId = set.variant_id !== undefined ? set.variant_id : product.variant_id;
        const designId = set.design_id !== undefined ? set.design_id : product.design_id;
        if (set.configuration_id === undefined && (variantId !== product.variant_id || designId !== product.design_id))
          set.configuration_id = await reshaped(trx, current, product, variantId, designId);
        if (Object.keys(set).length) await updateSnapsheetProduct(trx, product.id, set);
      });
    },

    /**
     * P5: swaps the product's order with its neighbour's (UP: the one before it); a no-op at
     * either end. Errors: NOT_FOUND, CONFLICT, FORBIDDEN.
     */
    async moveProduct(caller: Caller, id: string, direction: 'UP' | 'DOWN'): Promise<ProjectRow> {
      const { product, project } = await editableProduct(caller, id);
      return changeProject(db, caller, project, checkChangeable, async (trx) => {
        await writeOrders(trx, moveOrders(await snapsheetProductsOfProjects(trx, [project.id]), product.id, direction));
      });
    },

    /**
     * P5 (the original's delete-product): removes the product; the later products move up one,
     * so orders stay 1..n and pages are recomputed. Errors: NOT_FOUND, CONFLICT, FORBIDDEN.
     */
    async removeProduct(caller: Caller, id: string): Promise<ProjectRow> {
      const { product, project } = await editableProduct(caller, id);
      return changeProject(db, caller, project, checkChangeable, async (trx) => {
        const before = await snapsheetProductsOfProjects(trx, [project.id]);
        await deleteSnapsheetProduct(trx, product.id);
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
      const [color] = await catalog.colorsByIds([parseId(colorId)]);
      if (!color) throw new BadUserInputError('colorId', 'Unknown colour');
      const colors = await catalog.colors();
      const familyOf = (id: number) => colors.find((c) => c.id === id)?.family;
      return changeProject(db, caller, project, checkChangeable, async (trx, current) => {
        const products = await snapsheetProductsOfProjects(trx, [project.id]);
        let chosen = products;
        if (productIds) {
          chosen = productIds.map((pid, i) => {
            const p = products.find((x) => x.id === parseId(pid));
            if (!p) throw new BadUserInputError(`productIds.${i}`, 'Not a product of this snapsheet');
            return p;
          });
        }
        const styleIds = [...new Set(chosen.map((p) => p.style_id))];
        // Read in the transaction: the catalog's statements on `trx`.
        const variants = await catalogRepository(trx).variantsByStyles(styleIds);
        for (const p of new Set(chosen)) {
          const v = featuredVariant(
            variants.filter((x) => x.style_id === p.style_id),
            familyOf,
            color.family,
          );
          if (!v || v.id === p.variant_id) continue;
          const configurationId = await reshaped(trx, current, p, v.id, p.design_id);
          await updateSnapsheetProduct(trx, p.id, { variant_id: v.id, configuration_id: configurationId });
        }
        await setProjectColumns(trx, project.id, { featured_color_id: color.id });
      });
    },
  };
}
