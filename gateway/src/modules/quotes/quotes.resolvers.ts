/**
 * Quotes and orders (L4, D9, D10): thin resolvers over the quotes service. Dealer operations are
 * the caller's only (A6); `requestQuote` is public to anyone holding the locker code (A5).
 */
import { inHandWarning } from '@tas/rules';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { requireDealer } from '../../lib/auth.js';
import { sharedContact } from '../../lib/dealer-contact.js';
import { NotFoundError } from '../../lib/errors.js';
import { orderNumber, secretHint } from './order-webhook.js';
import type { DealerRow } from '../../db/types.js';
import type { Loaders } from '../../loaders.js';
import { isLocked } from '../projects/index.js';
import { teamNameOf } from '../projects/index.js';
import { pricedItems } from '../pricing/index.js';
import type { QuoteRow } from '../../db/types.js';
import { termsOf, totalsOf, validUntilOf } from './quote-sending.js';
import { totalsWithoutQuote } from './order-payload.js';

/** A size line as the API shows it: the dealer's unit price, the original kept. */
interface PricedSizeLine {
  unitPriceCents: number;
  quantity: number;
  originalUnitPriceCents?: number;
  overridden?: boolean;
}

/** A quote's items with the dealer's unit prices applied. */
const itemsOf = (q: QuoteRow) => pricedItems(q.items, termsOf(q));

const acceptanceOf = (q: QuoteRow) =>
  q.accepted_at && q.accepted_name ? { name: q.accepted_name, acceptedAt: q.accepted_at } : null;

function webhookSettings(dealer: DealerRow) {
  return {
    url: dealer.order_webhook_url,
    hasSecret: !!dealer.order_webhook_secret,
    secretHint: secretHint(dealer.order_webhook_secret),
    secretCreatedAt: dealer.order_webhook_secret_at,
  };
}

/** The catalog style of a quote item; NOT_FOUND once it left the catalog. */
async function styleOf(loaders: Loaders, styleId: string) {
  const style = await loaders.style.load(styleId);
  if (!style) throw new NotFoundError('Product');
  return style;
}

export const quotesResolvers: Resolvers = {
  Query: {
    quotes: (_p, args, ctx) => ctx.services.quotes.list(requireDealer(ctx).id, args),
    quote: async (_p, { id }, ctx) => {
      // The quote's print page reads it with the print grant of its project.
      if (ctx.caller.kind === 'PRINT') {
        const quote = await ctx.services.quotes.forPrint(ctx.caller, id);
        if (!quote) throw new NotFoundError('Quote');
        return quote;
      }
      return ctx.services.quotes.ownQuote(requireDealer(ctx).id, id);
    },
    orders: (_p, args, ctx) => ctx.services.orders.list(requireDealer(ctx).id, args),
    order: (_p, { id }, ctx) => ctx.services.orders.ownOrder(requireDealer(ctx).id, id),
    orderWebhook: async (_p, _a, ctx) => {
      const me = requireDealer(ctx);
      const dealer = await ctx.services.dealers.repo.byId(me.id);
      if (!dealer) throw new NotFoundError('Dealer');
      return webhookSettings(dealer);
    },
    ordersCsv: (_p, { syncStatus }, ctx) => ctx.services.orders.csv(requireDealer(ctx).id, syncStatus),
    quoteLink: (_p, { token }, ctx) => ctx.services.quotes.linkView(token),
  },
  Mutation: {
    requestQuote: (_p, { lockerCode, contact }, ctx) => ctx.services.quotes.request(lockerCode, contact, ctx),
    markQuoteRead: (_p, { id, read }, ctx) => ctx.services.quotes.markRead(requireDealer(ctx).id, id, read ?? true),
    closeQuote: (_p, { id }, ctx) => ctx.services.quotes.close(requireDealer(ctx).id, id),
    exportQuotePdf: (_p, { id }, ctx) => ctx.services.quotes.exportPdf(requireDealer(ctx).id, id),
    convertQuoteToOrder: (_p, { id }, ctx) => ctx.services.quotes.convert(requireDealer(ctx), id),
    unlockQuoteProject: (_p, { id }, ctx) => ctx.services.quotes.unlockProject(requireDealer(ctx).id, id),
    updateQuotePricing: (_p, { id, input }, ctx) => ctx.services.quotes.updatePricing(requireDealer(ctx).id, id, input),
    sendQuote: (_p, { id }, ctx) => ctx.services.quotes.send(requireDealer(ctx).id, id),
    acceptQuote: (_p, { token, name, agreed, totalCents }, ctx) =>
      ctx.services.quotes.accept(token, name, agreed, totalCents),
    setOrderWebhook: async (_p, { url, rotateSecret }, ctx) => {
      const { dealer, secret } = await ctx.services.orders.setWebhook(requireDealer(ctx).id, url, !!rotateSecret);
      return { settings: webhookSettings(dealer), secret };
    },
    retryOrderSync: (_p, { id }, ctx) => ctx.services.orders.retrySync(requireDealer(ctx).id, id),
    updateOrder: (_p, { id, input }, ctx) => ctx.services.orders.updateDetails(requireDealer(ctx).id, id, input),
  },
  DashboardStats: {
    openQuotes: (_p, _a, ctx) => ctx.services.quotes.openCount(requireDealer(ctx).id),
  },
  Locker: {
    canRequestQuote: async (l, _a, { loaders }) => {
      const dealer = await loaders.dealer.load(l.dealer_id);
      if (!dealer?.request_quote) return false;
      if (l.locked_quote_id != null) return false;
      const project = l.project_id ? await loaders.project.load(l.project_id) : null;
      if (project && isLocked(project)) return false;
      // The items the page lists and totals (one read of the locker's items).
      return (await loaders.pricing.itemsOfLocker(l)).length > 0;
    },
    locked: async (l, _a, { loaders }) => {
      if (l.locked_quote_id != null) return true;
      const project = l.project_id ? await loaders.project.load(l.project_id) : null;
      return !!project && isLocked(project);
    },
  },
  Quote: {
    inHandDate: (q) => q.in_hand_date,
    inHandWarning: async (q, _a, { loaders }) => {
      if (!q.in_hand_date) return null;
      const days = await Promise.all(
        q.items.map(async (i) => (await loaders.style.load(i.styleId))?.production_days ?? 0),
      );
      return inHandWarning(q.in_hand_date, new Date(q.created_at), Math.max(0, ...days));
    },
    id: (q) => String(q.id),
    // Quotes made before migration 0023 got theirs there; this is a safety net.
    validUntil: (q) => validUntilOf(q),
    terms: async (q, _a, { loaders }) => (await loaders.dealer.load(q.dealer_id))?.quote_terms ?? null,
    // The dealer as the customer sees it, here too: phone and email only where it shares them.
    dealer: async (q, _a, { loaders }) => {
      const dealer = await loaders.dealer.load(q.dealer_id);
      if (!dealer) throw new NotFoundError('Dealer');
      return sharedContact(dealer);
    },
    teamName: async (q, _a, { loaders }) => {
      return teamNameOf(q.project_id ? await loaders.project.load(q.project_id) : null);
    },
    contact: (q) => ({
      name: q.contact_name,
      email: q.contact_email,
      phone: q.contact_phone,
      organization: q.contact_organization,
    }),
    createdAt: (q) => q.created_at,
    project: async (q, _a, { loaders }) => (q.project_id ? ((await loaders.project.load(q.project_id)) ?? null) : null),
    lockerCode: (q, _a, { services }) => services.quotes.lockerCodeOf(q),
    items: (q) => itemsOf(q),
    // The total under the dealer's terms (the items' sum when there are none).
    totalCents: (q) => totalsOf(q).totalCents,
    pricing: (q) => termsOf(q),
    totals: (q) => totalsOf(q),
    acceptance: (q) => acceptanceOf(q),
    sentAt: (q) => q.sent_at,
    order: (q, _a, { services }) => services.quotes.orderOf(q),
    canUnlockProject: (q, _a, { services }) => services.quotes.canUnlock(q),
  },
  QuoteProject: {
    id: (p) => p.public_id,
    dealerCode: async (p, _a, { loaders }) => (await loaders.dealer.load(p.dealer_id))?.code ?? '',
    status: (p) => (p.deleted_at ? 'ARCHIVED' : (p.status as never)),
  },
  QuoteItem: {
    productionDays: async (i, _a, { loaders }) => (await styleOf(loaders, i.styleId)).production_days,
    minimumPieces: async (i, _a, { loaders }) => (await styleOf(loaders, i.styleId)).minimum_pieces,
    snapshot: async (i, { view }, { services, loaders, ip, caller }) => {
      const config = await loaders.configuration.load(i.configurationId);
      if (!config) throw new NotFoundError('Configuration');
      const source = await services.configurations.hashedSpec(loaders, config);
      return services.render.snapshot({ ip, loaders, caller }, source, view ?? 'FRONT');
    },
    sizeLines: (i) =>
      i.sizeLines.map((l: (typeof i.sizeLines)[number] & PricedSizeLine) => ({
        ...l,
        originalUnitPriceCents: l.originalUnitPriceCents ?? l.unitPriceCents,
        overridden: l.overridden ?? false,
        lineTotalCents: l.unitPriceCents * l.quantity,
      })),
  },
  QuoteLink: {
    id: (q) => String(q.id),
    teamName: async (q, _a, { loaders }) => teamNameOf(q.project_id ? await loaders.project.load(q.project_id) : null),
    customerName: (q) => q.contact_name,
    dealer: async (q, _a, { loaders }) => {
      const dealer = await loaders.dealer.load(q.dealer_id);
      if (!dealer) throw new NotFoundError('Dealer');
      return sharedContact(dealer);
    },
    createdAt: (q) => q.created_at,
    validUntil: (q) => validUntilOf(q),
    inHandDate: (q) => q.in_hand_date,
    terms: async (q, _a, { loaders }) => (await loaders.dealer.load(q.dealer_id))?.quote_terms ?? null,
    items: (q) => itemsOf(q),
    pricing: (q) => termsOf(q),
    totals: (q) => totalsOf(q),
    acceptance: (q) => acceptanceOf(q),
    canAccept: (q) => q.status === 'OPEN' && !q.accepted_at,
  },
  QuoteSending: {
    quote: (s) => s.quote,
  },
  Order: {
    id: (o) => String(o.id),
    // Fixed when the order was made; older orders build them from the quote.
    lines: async (o, _a, ctx) => {
      if (o.lines) return o.lines;
      const quote = await ctx.services.orders.quoteOf(o);
      return quote ? ctx.services.quotes.linesOf(quote, new Map()) : [];
    },
    number: (o) => orderNumber(o.id),
    idempotencyKey: (o) => o.idempotency_key,
    quote: (o, _a, { services }) => services.orders.quoteOf(o),
    createdAt: (o) => o.created_at,
    totalCents: (o) => o.total_cents,
    syncStatus: (o) => o.sync_status,
    syncAttempts: (o) => o.sync_attempts,
    lastSyncError: (o) => o.last_sync_error,
    lastSyncAttemptAt: (o) => o.last_sync_attempt_at,
    syncedAt: (o) => o.synced_at,
    shipTo: (o) => o.ship_to,
    neededBy: (o) => o.needed_by,
    paymentStatus: (o) => o.payment_status,
    depositStatus: (o) => o.deposit_status,
    productionStatus: (o) => o.production_status,
    // A quote's order goes to production when made; a store's when the dealer sends it.
    sentAt: (o) => o.sent_at ?? (o.quote_id != null ? o.created_at : null),
    totals: async (o, _a, { services }) => {
      const quote = await services.orders.quoteOf(o);
      return quote ? totalsOf(quote) : totalsWithoutQuote(o);
    },
  },
  OrderLineSize: {
    players: (l) => l.players ?? [],
    teamPieces: (l) => l.teamPieces ?? 0,
  },
};
