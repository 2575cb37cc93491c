/**
 * Configurations and snapshots (C4, C5), decoration prices (L3).
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { NotFoundError } from '../../lib/errors.js';
import { graphicPath } from '@tas/garments';
import { GRAPHICS, GRAPHICS_ATTRIBUTION, getGraphic } from '../graphics/index.js';

export const configurationsResolvers: Resolvers = {
  Query: {
    configuration: (_p, { shortId }, { services }) => services.configurations.byShortId(shortId).then((r) => r ?? null),
    decorationPrices: (_p, { decorations, quantity, styleId }, { loaders }) =>
      loaders.pricing.decorationPrices(styleId, decorations, quantity),
    graphics: (_p, { category }) => GRAPHICS.filter((g) => !category || g.category === category),
    graphicsAttribution: () => GRAPHICS_ATTRIBUTION,
  },
  Mutation: {
    saveConfiguration: (_p, { input }, ctx) => ctx.services.configurations.save(ctx.loaders, input, ctx.caller),
  },
  Configuration: {
    shortId: (c) => c.short_id,
    product: async (c, _a, { loaders }) => {
      const s = await loaders.style.load(c.style_id);
      if (!s) throw new NotFoundError('Product');
      return s;
    },
    variant: (c, _a, { loaders }) => (c.variant_id ? loaders.variant.load(c.variant_id) : null),
    design: (c, _a, { loaders }) => (c.design_id ? loaders.design.load(c.design_id) : null),
    colors: async (c, _a, { loaders }) =>
      (await loaders.color.loadMany(c.color_ids)).filter((x) => x && !(x instanceof Error)) as never,
    reversibleView: (c) => c.reversible_view,
    decorations: (c) => c.decorations as never,
    renderSpec: (c, _a, { services, loaders }) => services.configurations.renderSpec(loaders, c),
    // The stored render hash finds the snapshot; the spec is built only when one must be drawn.
    snapshot: async (c, { view }, { services, loaders, ip, caller }) =>
      services.render.snapshot({ ip, loaders, caller }, await services.configurations.hashedSpec(loaders, c), view),
    snapshots: async (c, _a, { services, loaders, ip, caller }) => {
      const source = await services.configurations.hashedSpec(loaders, c);
      return services.render.snapshots({ ip, loaders, caller }, source);
    },
    createdAt: (c) => c.created_at,
  },
  Decoration: {
    fillColor: (d, _a, { loaders }) => (d.fillColorId != null ? loaders.color.load(d.fillColorId) : null),
    outline1Color: (d, _a, { loaders }) => (d.outline1ColorId != null ? loaders.color.load(d.outline1ColorId) : null),
    outline2Color: (d, _a, { loaders }) => (d.outline2ColorId != null ? loaders.color.load(d.outline2ColorId) : null),
    logo: (d, _a, { loaders }) => (d.logoId != null ? loaders.logo.load(d.logoId) : null),
    offsetX: (d) => d.offsetX ?? 0,
    offsetY: (d) => d.offsetY ?? 0,
    graphic: (d) => (d.graphic ? (getGraphic(d.graphic) ?? null) : null),
  },
  Graphic: {
    url: (g) => graphicPath(g.key),
  },
  Snapshot: {
    url: (s, _a, { services }) => (s.status === 'READY' && s.blob_key ? services.blobs.urlFor(s.blob_key) : null),
  },
};
