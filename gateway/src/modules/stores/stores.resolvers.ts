/**
 * Team stores' resolvers: thin over the stores service. The dealer's `Store` (a project kind),
 * the buyer's `BuyerStore` by its link, the checkout and the private link. What only the store's
 * dealer sees (an item's dealer price, the orders) is decided here from the caller.
 */
import { sizeChartFor } from '@tas/garments';
import type { GraphQLContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { ProjectRow, StoreOrderRow, StoreRow } from '../../db/types.js';
import { requireDealer } from '../../lib/auth.js';
import { sharedContact } from '../../lib/dealer-contact.js';
import { NotFoundError } from '../../lib/errors.js';
import { projectFields } from '../projects/index.js';
import { storeLoadersOf } from './store-loaders.js';

/** A checkout's answer: the order, the private link's token, the payment page (card). */
export interface StoreCheckoutValue {
  order: StoreOrderRow;
  token: string;
  redirectUrl: string | null;
}

async function storeRow(ctx: GraphQLContext, p: ProjectRow): Promise<StoreRow> {
  const row = await storeLoadersOf(ctx.loaders).store.load(p.id);
  if (!row) throw new NotFoundError('Store');
  return row;
}

/** The project status a store state shows as (the `Project` interface's). */
const STATUS_OF: Record<StoreRow['state'], string> = {
  DRAFT: 'DRAFT',
  SCHEDULED: 'PUBLISHED',
  OPEN: 'OPEN',
  CLOSED: 'CLOSED',
  PROCESSING: 'CLOSED',
  COMPLETE: 'COMPLETE',
  CANCELLED: 'CLOSED',
};

/** The fields a store shows alike to its dealer and to buyers. */
const storeFacts = {
  timezone: (s: StoreRow) => s.timezone,
  opensAt: (s: StoreRow) => s.opens_at,
  advertisedCloseAt: (s: StoreRow) => s.advertised_close_at,
  hardCloseAt: (s: StoreRow) => s.hard_close_at,
  fulfilment: (s: StoreRow) => s.fulfilment,
  groupLabel: (s: StoreRow) => s.group_label,
  taxRateBasisPoints: (s: StoreRow) => s.tax_rate_bp,
  paymentMethods: (s: StoreRow) => s.payment_methods,
};

const onStore =
  <K extends keyof typeof storeFacts>(key: K) =>
  async (p: ProjectRow, _a: unknown, ctx: GraphQLContext) =>
    storeFacts[key](await storeRow(ctx, p)) as never;

export const storesResolvers: Resolvers = {
  Query: {
    store: (_p, { dealerCode, id, access }, { services }) => services.stores.buyer.read(dealerCode, id, access),
    checkPersonalisation: (_p, a, { services }) =>
      services.stores.buyer.check(a.dealerCode, a.storeId, a.access, a.itemId, {
        playerName: a.playerName,
        playerNumber: a.playerNumber,
      }),
    storeOrders: (_p, { storeId }, { services, caller }) => services.stores.orders.ofStore(caller, storeId),
    storeOrder: (_p, { token }, { services }) => services.stores.orders.byToken(token),
  },
  Mutation: {
    enterStore: async (_p, { dealerCode, storeId, passcode }, { services, ip }) => ({
      access: await services.stores.buyer.enter(dealerCode, storeId, passcode, ip),
    }),
    checkoutStore: (_p, { input, idempotencyKey }, { services, ip }) =>
      services.stores.checkout(input, idempotencyKey, ip),
    changeStoreOrderLine: (_p, { token, lineId, input }, { services }) =>
      services.stores.orders.changeLine(token, lineId, input),
    createStore: (_p, { input }, ctx) => ctx.services.stores.create(requireDealer(ctx), input),
    updateStore: async (_p, { storeId, input }, ctx) =>
      (await ctx.services.stores.update(ctx.caller, storeId, input)).project,
    setStoreItems: async (_p, { storeId, items, bundles }, ctx) =>
      (await ctx.services.stores.setItems(ctx.caller, storeId, items, bundles ?? [])).project,
    scheduleStore: async (_p, { storeId }, ctx) => (await ctx.services.stores.schedule(ctx.caller, storeId)).project,
    openStore: async (_p, { storeId }, ctx) => (await ctx.services.stores.open(ctx.caller, storeId)).project,
    cancelStore: async (_p, { storeId }, ctx) => (await ctx.services.stores.cancel(ctx.caller, storeId)).project,
    moveStoreCloses: async (_p, a, ctx) =>
      (await ctx.services.stores.moveCloses(ctx.caller, a.storeId, a.advertisedCloseAt, a.hardCloseAt)).project,
    markStoreOrderPaid: (_p, { storeId, orderNumber }, ctx) =>
      ctx.services.stores.orders.markPaid(ctx.caller, storeId, orderNumber),
    cancelStoreOrderLine: (_p, { storeId, orderNumber, lineId }, ctx) =>
      ctx.services.stores.orders.cancelLine(ctx.caller, storeId, orderNumber, lineId),
    refundStoreOrderLine: (_p, { storeId, orderNumber, lineId }, ctx) =>
      ctx.services.stores.orders.refundLine(ctx.caller, storeId, orderNumber, lineId),
    importStoreContacts: (_p, { storeId, file, rows }, ctx) =>
      ctx.services.stores.importContacts(ctx.caller, storeId, { file, rows }),
    setStoreMinimums: async (_p, a, ctx) =>
      (
        await ctx.services.stores.setMinimums(ctx.caller, a.storeId, {
          minimums: a.minimums,
          outcome: a.outcome,
          extendDays: a.extendDays,
        })
      ).project,
    closeStoreNow: async (_p, { storeId }, ctx) => (await ctx.services.stores.closeNow(ctx.caller, storeId)).project,
    reopenStore: async (_p, { storeId, hardCloseAt }, ctx) =>
      (await ctx.services.stores.reopen(ctx.caller, storeId, hardCloseAt)).project,
    openStoreRound: async (_p, a, ctx) =>
      (await ctx.services.stores.openRound(ctx.caller, a.storeId, a.hardCloseAt, a.advertisedCloseAt)).project,
    markStorePacked: async (_p, { storeId, round }, ctx) =>
      (await ctx.services.stores.markPacked(ctx.caller, storeId, round)).project,
    sendStoreProductionOrder: (_p, { storeId, round }, ctx) =>
      ctx.services.stores.sendProductionOrder(ctx.caller, storeId, round),
    remindStoreContacts: async (_p, { storeId }, ctx) => {
      const sent = await ctx.services.stores.emails.nudge(ctx.caller, storeId);
      return { emailed: sent.emailed, contacts: sent.queued };
    },
  },
  Store: {
    ...projectFields,
    type: () => 'STORE',
    status: async (p, _a, ctx) => (p.deleted_at ? 'ARCHIVED' : STATUS_OF[(await storeRow(ctx, p)).state]) as never,
    showPrices: () => true,
    defaultLogo: (p, _a, { loaders }) => (p.default_logo_id ? loaders.logo.load(p.default_logo_id) : null),
    thumbnail: async (p, _a, ctx) => {
      const first = (await storeLoadersOf(ctx.loaders).itemsOfStore.load(p.id))[0];
      const config = first ? await ctx.loaders.configuration.load(first.configuration_id) : null;
      if (!config) return null;
      const { services, loaders, ip, caller } = ctx;
      return services.render.snapshot(
        { ip, loaders, caller },
        await services.configurations.hashedSpec(loaders, config),
        'FRONT',
      );
    },
    createdAt: (p) => p.created_at,
    archivedAt: (p) => p.deleted_at,
    state: async (p, _a, ctx) => (await storeRow(ctx, p)).state,
    timezone: onStore('timezone'),
    opensAt: onStore('opensAt'),
    advertisedCloseAt: onStore('advertisedCloseAt'),
    hardCloseAt: onStore('hardCloseAt'),
    fulfilment: onStore('fulfilment'),
    groupLabel: onStore('groupLabel'),
    taxRateBasisPoints: onStore('taxRateBasisPoints'),
    paymentMethods: onStore('paymentMethods'),
    payLaterDays: async (p, _a, ctx) => (await storeRow(ctx, p)).pay_later_days,
    hasPasscode: async (p, _a, ctx) => (await storeRow(ctx, p)).passcode_hash != null,
    path: async (p, _a, { loaders }) =>
      `/stores/${(await loaders.dealer.load(p.dealer_id))?.code ?? ''}/${p.public_id}/`,
    items: (p, _a, { loaders }) => storeLoadersOf(loaders).itemsOfStore.load(p.id),
    bundles: (p, _a, { services }) => services.stores.bundles(p.id),
    // Only its dealer's: anyone else who may read the store reads no sales.
    sales: (p, _a, { services, caller }) =>
      services.stores.sales(caller, p.public_id).catch((err: unknown) => {
        if (err instanceof NotFoundError) return null;
        throw err;
      }),
    contacts: (p, _a, { services, dealer }) => (dealer?.id === p.dealer_id ? services.stores.contacts(p.id) : []),
    productionOrders: (p, _a, { services, dealer }) => services.stores.productionOrders(dealer?.id ?? null, p),
    playersNotOrdered: (p, _a, { services, dealer }) =>
      dealer?.id === p.dealer_id ? services.stores.notOrdered(p.id) : [],
    round: async (p, _a, ctx) => (await storeRow(ctx, p)).round,
    minimumOutcome: async (p, _a, ctx) => (await storeRow(ctx, p)).minimum_outcome,
    extendDays: async (p, _a, ctx) => (await storeRow(ctx, p)).extend_days,
    minimums: async (p, _a, ctx) =>
      (await ctx.services.stores.progressOfStore(await storeRow(ctx, p))).map(({ minimum, ordered }) => ({
        id: String(minimum.id),
        name: minimum.name,
        itemIds: minimum.item_ids.map(String),
        pieces: minimum.pieces,
        ordered,
      })),
    rounds: async (p, _a, { services, dealer }) =>
      dealer?.id === p.dealer_id
        ? (await services.stores.rounds(p.id)).map((r) => ({
            round: r.round,
            hardCloseAt: r.hard_close_at,
            closedAt: r.closed_at,
            extendedAt: r.extended_at,
            decidedAt: r.decided_at,
            packedAt: r.packed_at,
            decision: (r.minimums ?? []).map((d) => ({
              minimumId: String(d.minimumId),
              name: d.name,
              itemIds: d.itemIds.map(String),
              pieces: d.pieces,
              ordered: d.ordered,
              outcome: d.outcome,
              teamPieces: d.teamPieces.map((t) => ({ itemId: String(t.itemId), size: t.size, quantity: t.quantity })),
            })),
          }))
        : [],
  },
  StoreContact: {
    id: (c) => String(c.id),
    playerName: (c) => c.player_name,
    group: (c) => c.group_name,
    email: (c) => c.email,
    phone: (c) => c.phone,
  },
  StoreContactsImport: {
    store: (i) => i.project,
    contacts: (i) => i.contacts,
    issues: (i) => i.issues,
    emailed: (i) => i.emailed,
  },
  StoreItem: {
    id: (i) => String(i.id),
    name: (i) => i.name,
    configuration: async (i, _a, { loaders }) => {
      const config = await loaders.configuration.load(i.configuration_id);
      if (!config) throw new NotFoundError('Configuration');
      return config;
    },
    proofVersion: (i) => i.proof_version,
    sizes: (i) => i.sizes,
    dealerPriceCents: async (i, _a, { loaders, dealer }) =>
      dealer && (await loaders.project.load(i.store_id))?.dealer_id === dealer.id ? i.dealer_price_cents : null,
    fundraisingCents: (i) => i.fundraising_cents,
    priceCents: (i) => i.dealer_price_cents + i.fundraising_cents,
    required: (i) => i.required,
    maxPerBuyer: (i) => i.max_per_buyer,
    rules: (i) => i.rules as never,
  },
  StoreBundle: {
    id: (b) => String(b.id),
    name: (b) => b.name,
    itemIds: (b) => b.item_ids.map(String),
    priceCents: (b) => b.price_cents,
    fundraisingCents: (b) => b.fundraising_cents,
    required: (b) => b.required,
  },
  StoreOrder: {
    number: (o) => o.number,
    status: (o) => o.status,
    paymentMethod: (o) => o.payment_method,
    buyerName: (o) => o.buyer_name,
    buyerEmail: (o) => o.buyer_email,
    buyerPhone: (o) => o.buyer_phone,
    playerName: (o) => o.player_name,
    group: (o) => o.group_name,
    lines: (o, _a, { loaders }) => storeLoadersOf(loaders).linesOfOrder.load(o.id),
    subtotalCents: (o) => o.subtotal_cents,
    fundraisingCents: (o) => o.fundraising_cents,
    taxCents: (o) => o.tax_cents,
    totalCents: (o) => o.total_cents,
    refundedCents: (o) => o.refunded_cents,
    dueDate: (o) => o.due_date,
    createdAt: (o) => o.created_at,
  },
  StoreOrderLine: {
    id: (l) => String(l.id),
    itemId: (l) => String(l.item_id),
    // The line's item, read through the request's loaders however the request reached the line.
    itemName: async (l, _a, { loaders }) => (await storeLoadersOf(loaders).item.load(l.item_id))?.name ?? '',
    bundleId: (l) => (l.bundle_id != null ? String(l.bundle_id) : null),
    size: (l) => l.size,
    playerName: (l) => l.player_name,
    playerNumber: (l) => l.player_number,
    unitPriceCents: (l) => l.unit_price_cents,
    fundraisingCents: (l) => l.fundraising_cents,
    taxCents: (l) => l.tax_cents,
    totalCents: (l) => l.unit_price_cents + l.tax_cents,
    cancelled: (l) => l.cancelled_at != null,
    refunded: (l) => l.refunded_at != null,
  },
  BuyerStore: {
    id: (v) => v.project.public_id,
    dealerCode: async (v, _a, { loaders }) => (await loaders.dealer.load(v.project.dealer_id))?.code ?? '',
    title: (v) => v.project.title,
    teamName: (v) => v.project.team_name,
    colors: async (v, _a, { loaders }) =>
      (await loaders.color.loadMany(v.project.color_ids)).filter((x) => x && !(x instanceof Error)) as never,
    dealer: async (v, _a, { loaders }) => {
      const dealer = await loaders.dealer.load(v.project.dealer_id);
      if (!dealer) throw new NotFoundError('Dealer');
      return sharedContact(dealer);
    },
    state: (v) => v.store.state,
    timezone: (v) => storeFacts.timezone(v.store),
    opensAt: (v) => storeFacts.opensAt(v.store),
    advertisedCloseAt: (v) => storeFacts.advertisedCloseAt(v.store),
    hardCloseAt: (v) => storeFacts.hardCloseAt(v.store),
    fulfilment: (v) => storeFacts.fulfilment(v.store),
    groupLabel: (v) => storeFacts.groupLabel(v.store),
    taxRateBasisPoints: (v) => storeFacts.taxRateBasisPoints(v.store),
    paymentMethods: (v) => storeFacts.paymentMethods(v.store),
    passcodeRequired: (v) => v.passcodeRequired,
    minimums: async (v, _a, { services }) =>
      v.passcodeRequired
        ? []
        : (await services.stores.progressOfStore(v.store)).map(({ minimum, ordered }) => ({
            name: minimum.name,
            pieces: minimum.pieces,
            ordered,
          })),
    items: (v, _a, ctx) => (v.passcodeRequired ? [] : storeLoadersOf(ctx.loaders).itemsOfStore.load(v.project.id)),
    bundles: (v, _a, { services }) => (v.passcodeRequired ? [] : services.stores.bundles(v.project.id)),
    sizeCharts: async (v, _a, ctx) => {
      if (v.passcodeRequired) return [];
      const { loaders } = ctx;
      const items = await storeLoadersOf(ctx.loaders).itemsOfStore.load(v.project.id);
      const charts = await Promise.all(
        items.map(async (i) => {
          const style = await loaders.style.load(i.style_id);
          const chart = style ? sizeChartFor(style.garment_id, i.sizes) : null;
          return chart ? [{ itemId: String(i.id), chart }] : [];
        }),
      );
      return charts.flat();
    },
  },
  BuyerStoreOrder: {
    order: (v) => v.order,
    store: (v) => ({ ...v.record, passcodeRequired: false }),
    canChange: (v) => v.canChange,
  },
  StoreCheckout: {
    order: (c) => c.order,
    token: (c) => c.token,
    path: (c) => `/store-orders/${c.token}`,
    redirectUrl: (c) => c.redirectUrl,
  },
};
