/**
 * Lockers (L1, L2, L3): items with their roster and server-computed prices; roster import
 * (preview and import of a CSV or XLSX file) and export (`rosterCsv`).
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import type { LockerItemRow, LockerRow } from '../../db/types.js';
import { NotFoundError } from '../../lib/errors.js';
import { seesDealerPrices } from '../../lib/caller.js';
import { isLockerCode, lockerItemId } from './lockers.service.js';
import { skuSuffix } from './roster.js';
import { rosterCsv } from './roster-file.js';
import { canReadProject } from '../../lib/caller.js';

/** A locker item's prices (L3) with the dealer's msrp and dealer prices hidden from others (A5). */
async function itemPrices(ctx: GraphQLContext, item: LockerItemRow) {
  const p = await ctx.loaders.pricing.lockerItemPrices(item);
  const dealerSees = seesDealerPrices(ctx.dealer, p.dealerId);
  return {
    ...p,
    msrpCents: dealerSees ? p.msrpCents : null,
    dealerPriceCents: dealerSees ? p.dealerPriceCents : null,
    decorationsMsrpCents: dealerSees ? p.decorationsMsrpCents : null,
    finalMsrpCents: dealerSees ? p.finalMsrpCents : null,
  };
}

/** The locker a change answers, once the request forgot the items it read before (failed or not). */
function itemsChanged(ctx: GraphQLContext, change: Promise<LockerRow>): Promise<LockerRow> {
  return change.finally(() => ctx.loaders.pricing.lockerItemsChanged());
}

export const lockersResolvers: Resolvers = {
  Query: {
    // The locker and its items in one statement: the page reads both.
    locker: async (_p, { code }, { loaders }) =>
      (isLockerCode(code) ? await loaders.pricing.lockerWithItems(code) : null) ?? null,
    previewRosterImport: (_p, { styleId, file }, ctx) =>
      ctx.services.lockers.previewRosterImport(ctx.caller, ctx.loaders, styleId, file),
  },
  // Each change has the request read the locker's items again (`itemsOfLocker` keeps them per request).
  Mutation: {
    openLocker: (_p, { code }, ctx) => ctx.services.lockers.open(ctx.caller, code),
    addToLocker: (_p, { input }, ctx) => itemsChanged(ctx, ctx.services.lockers.add(ctx.caller, ctx.loaders, input)),
    updateLockerItem: (_p, { id, input }, ctx) =>
      itemsChanged(ctx, ctx.services.lockers.update(ctx.caller, ctx.loaders, id, input)),
    updateLockerItemDesign: (_p, { id, configurationShortId }, ctx) =>
      itemsChanged(ctx, ctx.services.lockers.updateDesign(ctx.caller, id, configurationShortId)),
    removeLockerItem: (_p, { id }, ctx) => itemsChanged(ctx, ctx.services.lockers.remove(id)),
    importRoster: (_p, { lockerItemId, file, mode }, ctx) =>
      itemsChanged(
        ctx,
        ctx.services.lockers.importRoster(ctx.caller, ctx.loaders, lockerItemId, file, mode ?? 'REPLACE'),
      ),
  },
  Locker: {
    // The rows its totals and quote check price and count too (one read per request, each item priced once).
    items: (l, _a, { loaders }) => loaders.pricing.itemsOfLocker(l),
    totalCents: async (l, _a, { loaders }) => (await loaders.pricing.lockerTotals(l)).totalCents,
    totalMsrpCents: async (l, _a, ctx) => {
      const totals = await ctx.loaders.pricing.lockerTotals(l);
      return seesDealerPrices(ctx.dealer, totals.dealerId) ? totals.totalMsrpCents : null;
    },
    quantity: async (l, _a, { loaders }) => (await loaders.pricing.lockerTotals(l)).quantity,
    project: async (l, _a, { loaders, caller }) => {
      // The locker's holder sees its project only while the project is theirs or shared (A5).
      const project = l.project_id ? await loaders.project.load(l.project_id) : null;
      return project && canReadProject(caller, project) ? project : null;
    },
  },
  LockerItem: {
    // Item ids carry their locker's code, read through the request's loaders however the item was reached.
    id: async (i, _a, { loaders }) => lockerItemId((await loaders.pricing.lockerOfItem(i))?.code ?? '', i.id),
    alias: (i) => i.alias ?? null,
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
    snapshots: async (i, _a, { services, loaders, ip, caller }) => {
      const c = await loaders.configuration.load(i.configuration_id);
      if (!c) throw new NotFoundError('Configuration');
      const source = await services.configurations.hashedSpec(loaders, c);
      return services.render.snapshots({ ip, loaders, caller }, source);
    },
    sizeLines: async (i, _a, { loaders }) =>
      (await loaders.pricing.lockerItemPrices(i)).sizeLines.map((l) => ({
        ...l,
        blank: l.blank === true,
        skuSuffix: skuSuffix(l.size),
      })),
    prices: (i, _a, ctx) => itemPrices(ctx, i),
    quantity: (i) => i.size_lines.reduce((n, l) => n + l.quantity, 0),
    lineTotalCents: async (i, _a, { loaders }) => (await loaders.pricing.lockerItemPrices(i)).lineTotalCents,
    rosterCsv: (i) => rosterCsv(i.size_lines),
  },
};
