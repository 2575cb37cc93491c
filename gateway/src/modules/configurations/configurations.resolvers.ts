/**
 * Configurations and snapshots (C4, C5), decoration prices (L3).
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { BadUserInputError, NotFoundError } from '../../errors.js';
import { decorationPricesFor } from '../pricing/pricing.context.js';
import { normalizeDecorations } from './decoration-rules.js';
import { garmentOf } from '../catalog/catalog.service.js';
import { VIEWS } from '../render/render.service.js';

export const configurationsResolvers: Resolvers = {
  Query: {
    configuration: (_p, { shortId }, { services }) => services.configurations.byShortId(shortId).then((r) => r ?? null),
    decorationPrices: async (_p, { decorations, quantity, styleId }, { services, loaders }) => {
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100_000)
        throw new BadUserInputError('quantity', 'Quantity must be 1 or more');
      const style = await loaders.style.load(styleId);
      if (!style) throw new BadUserInputError('styleId', `Unknown style '${styleId}'`);
      const fonts = await services.db.selectFrom('fonts').select('key').execute();
      const colors = await services.db.selectFrom('colors').select('id').execute();
      const normalized = normalizeDecorations(garmentOf(style).locations, decorations, {
        fontKeys: fonts.map((f) => f.key),
        colorIds: colors.map((c) => c.id),
        isReversible: style.garment_id === 'jersey-reversible',
        // Prices may be asked for before a logo is chosen.
        skipLogoCheck: true,
      });
      return decorationPricesFor(services.db, style, normalized, quantity);
    },
  },
  Mutation: {
    saveConfiguration: (_p, { input }, ctx) =>
      ctx.services.configurations.save(ctx.loaders, input, ctx.dealer?.id ?? null),
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
    snapshot: async (c, { view }, { services, loaders, ip }) =>
      services.render.snapshot({ ip }, await services.configurations.renderSpec(loaders, c), view),
    snapshots: async (c, _a, { services, loaders, ip }) => {
      const spec = await services.configurations.renderSpec(loaders, c);
      return Promise.all(VIEWS.map((v) => services.render.snapshot({ ip }, spec, v)));
    },
    createdAt: (c) => c.created_at,
  },
  Decoration: {
    fillColor: (d, _a, { loaders }) => (d.fillColorId != null ? loaders.color.load(d.fillColorId) : null),
    outline1Color: (d, _a, { loaders }) => (d.outline1ColorId != null ? loaders.color.load(d.outline1ColorId) : null),
    outline2Color: (d, _a, { loaders }) => (d.outline2ColorId != null ? loaders.color.load(d.outline2ColorId) : null),
    logo: (d, _a, { loaders }) => (d.logoId != null ? loaders.logo.load(d.logoId) : null),
  },
  Snapshot: {
    url: (s, _a, { services }) => (s.status === 'READY' && s.blob_key ? services.blobs.urlFor(s.blob_key) : null),
  },
};
