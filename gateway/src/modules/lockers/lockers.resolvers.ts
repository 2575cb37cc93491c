/**
 * Lockers (L1, L2, L3): items with their roster and server-computed prices.
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import type { LockerItemRow, LockerRow } from '../../db/types.js';
import { NotFoundError } from '../../errors.js';
import { priceConfiguration } from '../pricing/pricing.context.js';
import { lockerTotals } from '../pricing/pricing.service.js';
import { VIEWS } from '../render/render.service.js';
import { lockerItemId } from './lockers.service.js';
import { skuSuffix } from './roster.js';
import { canReadProject } from '../../lib/caller.js';

type ItemParent = LockerItemRow & { __lockerCode?: string };

async function itemPrices(ctx: GraphQLContext, item: LockerItemRow) {
  const config = await ctx.loaders.configuration.load(item.configuration_id);
  if (!config) throw new NotFoundError('Configuration');
  const locker = await ctx.services.db
    .selectFrom('lockers')
    .selectAll()
    .where('id', '=', item.locker_id)
    .executeTakeFirstOrThrow();
  const dealer = await ctx.loaders.dealer.load(locker.dealer_id);
  // A snapsheet product's custom price applies to the same style in its locker (L3).
  let customPriceCents: number | null = null;
  if (locker.project_id != null) {
    const sp = await ctx.services.db
      .selectFrom('snapsheet_products')
      .select('custom_price_cents')
      .where('project_id', '=', locker.project_id)
      .where('style_id', '=', config.style_id)
      .where('custom_price_cents', 'is not', null)
      .orderBy('sort_order')
      .executeTakeFirst();
    customPriceCents = sp?.custom_price_cents ?? null;
  }
  return priceConfiguration(ctx.services.db, ctx.loaders, {
    dealer,
    config,
    sizeLines: item.size_lines,
    customPriceCents,
  });
}

async function lockerItems(ctx: GraphQLContext, locker: LockerRow) {
  return (await ctx.services.lockers.items(locker.id)).map((i) => ({ ...i, __lockerCode: locker.code }));
}

export const lockersResolvers: Resolvers = {
  Query: {
    locker: (_p, { code }, { services }) => services.lockers.byCode(code).then((l) => l ?? null),
  },
  Mutation: {
    addToLocker: (_p, { input }, ctx) => ctx.services.lockers.add(ctx.caller, ctx.loaders, input),
    updateLockerItem: (_p, { id, input }, ctx) => ctx.services.lockers.update(ctx.loaders, id, input),
    removeLockerItem: (_p, { id }, ctx) => ctx.services.lockers.remove(id),
  },
  Locker: {
    items: (l, _a, ctx) => lockerItems(ctx, l) as never,
    totalCents: async (l, _a, ctx) => {
      const items = await ctx.services.lockers.items(l.id);
      return lockerTotals(await Promise.all(items.map((i) => itemPrices(ctx, i)))).totalCents;
    },
    totalMsrpCents: async (l, _a, ctx) => {
      const items = await ctx.services.lockers.items(l.id);
      return lockerTotals(await Promise.all(items.map((i) => itemPrices(ctx, i)))).totalMsrpCents;
    },
    quantity: async (l, _a, ctx) => {
      const items = await ctx.services.lockers.items(l.id);
      return items.reduce((n, i) => n + i.size_lines.reduce((m, s) => m + s.quantity, 0), 0);
    },
    project: async (l, _a, { loaders, caller }) => {
      // The locker's holder sees its project only while the project is theirs or shared (A5).
      const project = l.project_id ? await loaders.project.load(l.project_id) : null;
      return project && canReadProject(caller, project) ? project : null;
    },
  },
  LockerItem: {
    id: (i: ItemParent) => lockerItemId(i.__lockerCode ?? '', i.id),
    configuration: async (i, _a, { loaders }) => {
      const c = await loaders.configuration.load(i.configuration_id);
      if (!c) throw new NotFoundError('Configuration');
      return c;
    },
    product: async (i, _a, { loaders }) => {
      const c = await loaders.configuration.load(i.configuration_id);
      const s = c ? await loaders.style.load(c.style_id) : null;
      if (!s) throw new NotFoundError('Product');
      return s;
    },
    snapshots: async (i, _a, { services, loaders, ip }) => {
      const c = await loaders.configuration.load(i.configuration_id);
      if (!c) throw new NotFoundError('Configuration');
      const spec = await services.configurations.renderSpec(loaders, c);
      return Promise.all(VIEWS.map((v) => services.render.snapshot({ ip }, spec, v)));
    },
    sizeLines: async (i, _a, ctx) =>
      (await itemPrices(ctx, i)).sizeLines.map((l) => ({ ...l, skuSuffix: skuSuffix(l.size) })),
    prices: (i, _a, ctx) => itemPrices(ctx, i),
    quantity: (i) => i.size_lines.reduce((n, l) => n + l.quantity, 0),
    lineTotalCents: async (i, _a, ctx) => (await itemPrices(ctx, i)).lineTotalCents,
  },
};
