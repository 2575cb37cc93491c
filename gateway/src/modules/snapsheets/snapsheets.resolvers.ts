/**
 * Snapsheets (P5): thin resolvers; prices computed on the server (L3).
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import type { ProjectRow, SnapsheetProductRow } from '../../db/types.js';
import { requireDealer } from '../../lib/auth.js';
import { NotFoundError } from '../../lib/errors.js';
import { seesDealerPrices } from '../../lib/caller.js';
import { snapsheetPages } from './snapsheet-pages.js';
import { isLocked } from '../projects/index.js';
import { canEditProject, type Caller } from '../../lib/caller.js';
import { projectFields } from '../projects/index.js';
import type { RenderSpec } from '../configurations/index.js';

/**
 * The spec a snapsheet product is drawn from: its configuration, else the snapsheet's team look.
 * Needs only the services and loaders (a request's context, or a PDF job's own).
 */
export const snapsheetProductSpec = (
  ctx: Pick<GraphQLContext, 'services' | 'loaders'>,
  p: SnapsheetProductRow,
): Promise<RenderSpec> => ctx.services.snapsheets.productSpec(ctx.loaders, p);

/** A snapsheet row's products, read once per request for `products` and `pages` (with their configurations). */
const PRODUCTS_OF_ROWS = Symbol('products of snapsheet rows');
function productsOf(ctx: GraphQLContext, p: ProjectRow): Promise<SnapsheetProductRow[]> {
  const productsOfRow = ctx.loaders.perRequest(
    PRODUCTS_OF_ROWS,
    () => new WeakMap<ProjectRow, Promise<SnapsheetProductRow[]>>(),
  );
  let products = productsOfRow.get(p);
  if (!products) {
    products = ctx.services.snapsheets.pageProducts(ctx.loaders, p.id);
    productsOfRow.set(p, products);
  }
  return products;
}

/** Whether the caller gets the dealer's empty "add here" slot (P5): it may edit an unlocked, live snapsheet. */
const addsSlot = (caller: Caller, p: ProjectRow) => canEditProject(caller, p) && !isLocked(p) && !p.deleted_at;

/**
 * The snapsheet by dealer code and public id when the caller may read it (A5), null otherwise;
 * its row is primed in the request's project loader (its products' prices read it there).
 */
export async function readSnapsheet(ctx: GraphQLContext, dealerCode: string, id: string): Promise<ProjectRow | null> {
  const row = await ctx.services.projects.readable(ctx.caller, 'SNAPSHEET', dealerCode, id);
  if (row) ctx.loaders.project.prime(row.id, row);
  return row;
}

export const snapsheetsResolvers: Resolvers = {
  Query: {
    snapsheet: (_p, { dealerCode, id }, ctx) => readSnapsheet(ctx, dealerCode, id),
    snapsheetCollections: (_p, _a, { services }) => services.snapsheets.collections(),
    snapsheetTemplates: (_p, _a, { services }) => services.projects.staticTemplates('SNAPSHEET'),
  },
  Mutation: {
    createSnapsheet: (_p, { input }, ctx) => ctx.services.snapsheets.create(requireDealer(ctx).id, input),
    addSnapsheetProduct: (_p, { snapsheetId, input }, ctx) =>
      ctx.services.snapsheets.addProduct(ctx.loaders, ctx.caller, snapsheetId, input),
    updateSnapsheetProduct: (_p, { id, input }, ctx) => ctx.services.snapsheets.updateProduct(ctx.caller, id, input),
    moveSnapsheetProduct: (_p, { id, direction }, ctx) =>
      ctx.services.snapsheets.moveProduct(ctx.caller, id, direction),
    removeSnapsheetProduct: (_p, { id }, ctx) => ctx.services.snapsheets.removeProduct(ctx.caller, id),
    setSnapsheetFeaturedColor: (_p, { snapsheetId, colorId, productIds }, ctx) =>
      ctx.services.snapsheets.setFeaturedColor(ctx.caller, snapsheetId, colorId, productIds),
    setSnapsheetGender: (_p, { snapsheetId, gender }, ctx) =>
      ctx.services.snapsheets.setGender(ctx.caller, snapsheetId, gender),
    setSnapsheetCollection: (_p, { snapsheetId, collectionId }, ctx) =>
      ctx.services.snapsheets.setCollection(ctx.caller, snapsheetId, collectionId ?? null),
    updateSnapsheetSettings: (_p, { snapsheetId, input }, ctx) =>
      ctx.services.snapsheets.updateSettings(ctx.caller, snapsheetId, input),
    publishProject: (_p, { projectType, projectId }, ctx) =>
      ctx.services.projects.publish(ctx.caller, projectType, projectId, (trx, project) =>
        ctx.services.publishQueues.queueOnPublish(trx, project),
      ),
  },
  Snapsheet: {
    ...projectFields,
    gender: (p) => p.gender as never,
    showPrices: (p) => p.show_prices,
    products: (p, _a, ctx) => productsOf(ctx, p),
    pages: async (p, _a, ctx) => snapsheetPages(await productsOf(ctx, p), { addSlot: addsSlot(ctx.caller, p) }),
    locked: (p) => isLocked(p),
    isStaticTemplate: (p) => p.is_static_template,
    featuredColor: (p, _a, { loaders }) =>
      p.featured_color_id != null ? loaders.color.load(p.featured_color_id) : null,
    collection: async (p, _a, { services }) =>
      p.collection_id != null ? ((await services.snapsheets.collection(p.collection_id)) ?? null) : null,
  },
  SnapsheetProduct: {
    id: (p) => String(p.id),
    order: (p) => p.sort_order,
    product: async (p, _a, { loaders }) => {
      const s = await loaders.style.load(p.style_id);
      if (!s) throw new NotFoundError('Product');
      return s;
    },
    variant: (p, _a, { loaders }) => (p.variant_id ? loaders.variant.load(p.variant_id) : null),
    design: (p, _a, { loaders }) => (p.design_id ? loaders.design.load(p.design_id) : null),
    configuration: (p, _a, { loaders }) => (p.configuration_id ? loaders.configuration.load(p.configuration_id) : null),
    priceCents: async (p, _a, { loaders }) => (await loaders.pricing.snapsheetProductPrices(p)).priceCents,
    dealerPriceCents: async (p, _a, ctx) => {
      const prices = await ctx.loaders.pricing.snapsheetProductPrices(p);
      return seesDealerPrices(ctx.dealer, prices.dealerId) ? prices.dealerPriceCents : null;
    },
    customPriceCents: (p) => p.custom_price_cents,
    customized: (p) => p.customized,
    snapshot: async (p, { view }, ctx) =>
      ctx.services.render.snapshot(
        ctx,
        await ctx.services.snapsheets.productSnapshotSource(ctx.loaders, p),
        view ?? 'FRONT',
      ),
  },
};
