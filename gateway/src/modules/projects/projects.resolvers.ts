/**
 * Snapsheets (P5): thin resolvers; prices computed on the server (L3).
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import type { ProjectRow, SnapsheetProductRow } from '../../db/types.js';
import { requireDealer } from '../../lib/auth.js';
import { NotFoundError } from '../../errors.js';
import { seesDealerPrices } from '../pricing/pricing.loader.js';
import { snapsheetPages } from './snapsheets.service.js';
import { projectFields } from './project-fields.js';
import type { RenderSpec } from '../configurations/configurations.service.js';

/**
 * The spec a snapsheet product is drawn from: its saved configuration, else the snapsheet's
 * colours. Needs only the services and loaders (a request's context, or a PDF job's own).
 */
export async function snapsheetProductSpec(
  ctx: Pick<GraphQLContext, 'services' | 'loaders'>,
  p: SnapsheetProductRow,
): Promise<RenderSpec> {
  if (p.configuration_id) {
    const config = await ctx.loaders.configuration.load(p.configuration_id);
    if (config) return ctx.services.configurations.renderSpec(ctx.loaders, config);
  }
  const project = await ctx.loaders.project.load(p.project_id);
  return ctx.services.configurations.renderSpec(ctx.loaders, {
    style_id: p.style_id,
    variant_id: p.variant_id,
    color_ids: project?.color_ids ?? [],
    decorations: [],
  });
}

export const projectsResolvers: Resolvers = {
  Query: {
    snapsheet: (_p, { dealerCode, id }, { services, caller }) =>
      services.projects.readable(caller, 'SNAPSHEET', dealerCode, id),
  },
  Mutation: {
    createSnapsheet: (_p, { input }, ctx) => ctx.services.snapsheets.create(requireDealer(ctx).id, input),
    addSnapsheetProduct: (_p, { snapsheetId, input }, ctx) =>
      ctx.services.snapsheets.addProduct(ctx.loaders, ctx.caller, snapsheetId, input),
    publishProject: (_p, { projectType, projectId }, ctx) =>
      ctx.services.projects.publish(ctx.caller, projectType, projectId, (trx, project) =>
        ctx.services.publishQueues.queueOnPublish(trx, project),
      ),
  },
  Project: {
    __resolveType: (p: ProjectRow) =>
      p.type === 'PLAYBOOK' ? 'Playbook' : p.type === 'SHOWROOM' ? 'Showroom' : 'Snapsheet',
  } as never,
  Snapsheet: {
    ...projectFields,
    gender: (p) => p.gender as never,
    showPrices: (p) => p.show_prices,
    products: (p, _a, { services }) => services.snapsheets.products(p.id),
    pages: async (p, _a, { services }) =>
      snapsheetPages(await services.snapsheets.products(p.id)).map((page) => ({ ...page, emptySlots: 0 })),
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
    snapshot: async (p, { view }, ctx) =>
      ctx.services.render.snapshot(ctx, await snapsheetProductSpec(ctx, p), view ?? 'FRONT'),
  },
};
