/**
 * Showrooms (P6): thin resolvers over the showrooms service. A showroom's catalogs are read once
 * per request (`catalogsLoader`), and the configurations its products are drawn from are looked
 * up (and composed when missing or stale) in one batch per showroom (`configurationLoader`).
 */
import DataLoader from 'dataloader';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import type { ConfigurationRow, ProjectRow } from '../../db/types.js';
import { requireDealer } from '../../lib/auth.js';
import { BadUserInputError, NotFoundError } from '../../lib/errors.js';
import { projectFields } from '../projects/index.js';
import { isLocked } from '../projects/index.js';
import type { View } from '../../generated/resolvers-types.js';
import type { HashedSpec } from '../configurations/index.js';
import {
  productPlace,
  showroomSettingsOf,
  shownProducts,
  type ShowroomCatalogValue,
  type ShowroomProductValue,
} from './showroom-catalogs.js';
import { templateOf } from './showrooms.service.js';
import { SHOWROOM } from './showroom-type.js';

const CATALOGS = Symbol('catalogs of showrooms');

/** Per-request catalogs of showrooms (by project id). */
function catalogsLoader(ctx: GraphQLContext) {
  return ctx.loaders.perRequest(
    CATALOGS,
    () =>
      new DataLoader<ProjectRow, ShowroomCatalogValue[], number>(
        (projects) => Promise.all(projects.map((p) => ctx.services.showrooms.catalogs(p))),
        { cacheKeyFn: (p) => p.id },
      ),
  );
}

type ConfigKey = { project: ProjectRow; styleId: string };
const CONFIGURATIONS = Symbol('configuration ids of showroom products');

/** Per-request configuration ids of showroom products, one service call per showroom and tick. */
function configurationLoader(ctx: GraphQLContext) {
  return ctx.loaders.perRequest(
    CONFIGURATIONS,
    () =>
      new DataLoader<ConfigKey, number, string>(
        async (keys) => {
          const byProject = new Map<number, { project: ProjectRow; styleIds: string[] }>();
          for (const k of keys) {
            const group = byProject.get(k.project.id) ?? { project: k.project, styleIds: [] };
            if (!group.styleIds.includes(k.styleId)) group.styleIds.push(k.styleId);
            byProject.set(k.project.id, group);
          }
          const ids = new Map<number, Map<string, number>>();
          for (const [projectId, g] of byProject)
            ids.set(projectId, await ctx.services.showrooms.configurationIds(g.project, g.styleIds));
          return keys.map((k) => ids.get(k.project.id)?.get(k.styleId) ?? new NotFoundError('Product'));
        },
        { cacheKeyFn: (k) => `${k.project.id}:${k.styleId}` },
      ),
  );
}

/** The configuration a showroom product is drawn from. */
async function configurationOf(ctx: GraphQLContext, p: ShowroomProductValue): Promise<ConfigurationRow> {
  const id = await configurationLoader(ctx).load({ project: p.project, styleId: p.styleId });
  const config = await ctx.loaders.configuration.load(id);
  if (!config) throw new NotFoundError('Configuration');
  return config;
}

/** The FRONT (or `view`) snapshot of a showroom product, queued when missing (C5). */
async function snapshotOf(ctx: GraphQLContext, p: ShowroomProductValue, view: View) {
  const source = await ctx.services.configurations.hashedSpec(ctx.loaders, await configurationOf(ctx, p));
  return ctx.services.render.snapshot(ctx, source, view);
}

/** The URL of a live logo, or null. */
async function logoUrl(ctx: GraphQLContext, logoId: number | null): Promise<string | null> {
  if (logoId == null) return null;
  const logo = await ctx.loaders.logo.load(logoId);
  return logo && !logo.deleted_at ? ctx.services.blobs.urlFor(logo.blob_key) : null;
}

/** The spec of the showroom's thumbnail (D7): its first shown product's; null when it shows none. */
export async function showroomThumbnailSource(ctx: GraphQLContext, p: ProjectRow): Promise<HashedSpec | null> {
  const first = shownProducts(await catalogsLoader(ctx).load(p))?.[0];
  if (!first) return null;
  return ctx.services.configurations.hashedSpec(ctx.loaders, await configurationOf(ctx, { ...first, project: p }));
}

export const showroomsResolvers: Resolvers = {
  Query: {
    showroom: (_p, { dealerCode }, { services, caller }) => services.showrooms.read(caller, dealerCode),
    myShowroom: (_p, _a, ctx) => ctx.services.showrooms.mine(requireDealer(ctx).id),
  },
  Mutation: {
    saveShowroom: (_p, { input }, ctx) => ctx.services.showrooms.save(requireDealer(ctx), input),
    saveShowroomCatalogs: (_p, { dealerCode, catalogIds }, ctx) =>
      ctx.services.showrooms.saveCatalogs(ctx.caller, dealerCode, catalogIds),
    saveShowroomLook: (_p, { dealerCode, look }, ctx) => ctx.services.showrooms.saveLook(ctx.caller, dealerCode, look),
  },
  Showroom: {
    ...projectFields,
    type: () => SHOWROOM,
    institution: async (p, _a, { loaders }) =>
      p.customer_id ? (((await loaders.customer.load(p.customer_id))?.type as never) ?? null) : null,
    mascot: (p) => showroomSettingsOf(p.settings).mascot,
    // The account's phone and email only where the dealer chose to show them.
    dealer: async (p, _a, { loaders }) => {
      const dealer = await loaders.dealer.load(p.dealer_id);
      if (!dealer) throw new NotFoundError('Dealer');
      const { showDealerPhone, showDealerEmail } = showroomSettingsOf(p.settings);
      return {
        ...dealer,
        phone: showDealerPhone ? dealer.phone : null,
        email: showDealerEmail ? dealer.email : null,
      };
    },
    showDealerPhone: (p) => showroomSettingsOf(p.settings).showDealerPhone,
    showDealerEmail: (p) => showroomSettingsOf(p.settings).showDealerEmail,
    template: (p) => templateOf(p),
    logoUrl: (p, _a, ctx) => logoUrl(ctx, p.default_logo_id),
    look: (p) => showroomSettingsOf(p.settings).look,
    fonts: async (p, _a, { services }) => {
      const keys = showroomSettingsOf(p.settings).fonts;
      const all = await services.catalog.fonts();
      return keys.map((k) => all.find((f) => f.key === k)).filter((f) => f != null);
    },
    catalogs: (p, _a, ctx) => catalogsLoader(ctx).load(p),
    products: async (p, { catalogId }, ctx) => {
      const shown = shownProducts(await catalogsLoader(ctx).load(p), catalogId);
      if (!shown) throw new BadUserInputError('catalogId', 'Not a catalog of the showroom');
      return shown.map((s) => ({ ...s, project: p }));
    },
    product: async (p, { styleId }, ctx) => {
      const place = productPlace(await catalogsLoader(ctx).load(p), styleId);
      return place ? { ...place, project: p } : null;
    },
    locked: (p) => isLocked(p),
    showPrices: (p) => p.show_prices,
    defaultLogo: (p, _a, { loaders }) => (p.default_logo_id ? loaders.logo.load(p.default_logo_id) : null),
    thumbnail: async (p, _a, ctx) => {
      const source = await showroomThumbnailSource(ctx, p);
      return source ? ctx.services.render.snapshot(ctx, source, 'FRONT') : null;
    },
    createdAt: (p) => p.created_at,
    archivedAt: (p) => p.deleted_at,
  },
  ShowroomCatalog: {
    id: (c) => c.sport.id,
    name: (c) => c.sport.name,
    selected: (c) => c.selected,
    productCount: (c) => c.styleIds.length,
  },
  ShowroomLook: {
    decorationFill: async (l, _a, { loaders }) => {
      const c = await loaders.color.load(l.fillColorId);
      if (!c) throw new NotFoundError('Colour');
      return c;
    },
    decorationOutline: async (l, _a, { loaders }) => {
      const c = await loaders.color.load(l.outlineColorId);
      if (!c) throw new NotFoundError('Colour');
      return c;
    },
    font: (l) => l.font,
  },
  ShowroomDealer: {
    name: (d) => d.name,
    headerColor: (d) => d.header_color,
    headerMessage: (d) => d.header_message,
    logoUrl: (d, _a, ctx) => logoUrl(ctx, d.logo_id),
    phone: (d) => d.phone,
    email: (d) => d.email,
  },
  ShowroomProduct: {
    id: (p) => p.styleId,
    product: async (p, _a, { loaders }) => {
      const s = await loaders.style.load(p.styleId);
      if (!s) throw new NotFoundError('Product');
      return s;
    },
    catalogId: (p) => p.catalogId,
    configuration: (p, _a, ctx) => configurationOf(ctx, p),
    priceCents: async (p, _a, ctx) => {
      const config = await configurationOf(ctx, p);
      return (await ctx.loaders.pricing.showroomProductPrices(p.project, config)).priceCents;
    },
    snapshot: (p, { view }, ctx) => snapshotOf(ctx, p, view ?? 'FRONT'),
  },
};
