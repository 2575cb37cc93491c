/**
 * What the order webhook sends of an order (D10): the event, the key a receiver drops a copy by,
 * and the JSON body. An order is sent as `order.created` until one delivery of it succeeded, then
 * each change of its details (a new `revision`) as `order.updated` with the order as it is now.
 */
import type { Executor } from '../../db/index.js';
import type { OrderRow } from '../../db/types.js';
import { pricedItems } from '../pricing/index.js';
import { ORDER_PAYLOAD_VERSION, orderNumber, type OrderEvent } from './order-webhook.js';
import * as repo from './orders.repository.js';
import { existingQuoteById } from './quotes.repository.js';
import { existingDealerById } from '../dealers/index.js';
import { termsOf, totalsOf } from './quote-sending.js';
import type { StoreFactsPort } from './store-production-orders.js';

/** `order.created` while no delivery of the order succeeded, else `order.updated`. */
export function orderEventOf(order: Pick<OrderRow, 'synced_revision'>): OrderEvent {
  return order.synced_revision == null ? 'order.created' : 'order.updated';
}

/**
 * The `Idempotency-Key` of a delivery: the order's key for `order.created` (the same on every
 * retry, as before), `<key>.r<revision>` for `order.updated`: one per change, the same on every
 * retry of it, so a change delivered twice is one change to the receiver.
 */
export function deliveryKeyOf(order: Pick<OrderRow, 'synced_revision' | 'idempotency_key' | 'revision'>): string {
  return orderEventOf(order) === 'order.created'
    ? order.idempotency_key
    : `${order.idempotency_key}.r${order.revision}`;
}

/**
 * The JSON body POSTed for an order (D10); deterministic, so every retry sends the same.
 * Version 2 keeps every field of version 1 (receivers written for it read
 * it unchanged) and adds `payloadVersion`, `order.approvalWaived`, and per item `designCode`,
 * `designName`, `colors`, `decorations` and `proofVersion`, and per size line `sku`, for orders
 * made since (older orders have no production lines: their items carry the version 1 fields).
 * Within version 2, added fields only: the quote's totals and the order's details (ship-to,
 * needed-by, payment, deposit and production status) and `order.revision`.
 *
 * Version 3 keeps every field of version 2 and adds `order.store`: null for a quote's order;
 * for a team store's production order `{ id, name, teamName, round, closedAt, sentAt,
 * fulfilment, groupLabel }` (`storePayload`), whose `quote` and `contact` are null and whose size
 * lines add `players` ([{ name, number }]) and `teamPieces`.
 */
export async function orderPayload(db: Executor, order: OrderRow, stores: StoreFactsPort | null = null) {
  if (order.quote_id == null) return storePayload(db, order, stores);
  const quote = await existingQuoteById(db, order.quote_id);
  const dealer = await existingDealerById(db, order.dealer_id);
  const project = quote.project_id ? await repo.projectSummary(db, quote.project_id) : undefined;
  return {
    event: orderEventOf(order),
    payloadVersion: ORDER_PAYLOAD_VERSION,
    order: {
      id: String(order.id),
      number: orderNumber(order.id),
      idempotencyKey: order.idempotency_key,
      // 0 when made, one more at each change of its details: a receiver keeps the highest.
      revision: order.revision,
      createdAt: new Date(order.created_at).toISOString(),
      currency: 'USD',
      totalCents: order.total_cents,
      dealer: { code: dealer.code, name: dealer.name },
      quote: {
        id: String(quote.id),
        createdAt: new Date(quote.created_at).toISOString(),
        message: quote.message,
      },
      contact: {
        name: quote.contact_name,
        email: quote.contact_email,
        phone: quote.contact_phone,
        organization: quote.contact_organization,
      },
      project: project
        ? { id: String(project.id), type: project.type, title: project.title, teamName: project.team_name }
        : null,
      approvalWaived: order.approval_waived,
      // The quote's totals under the dealer's terms, and the order's own details.
      totals: totalsOf(quote),
      shipTo: order.ship_to,
      neededBy: order.needed_by,
      paymentStatus: order.payment_status,
      depositStatus: order.deposit_status,
      productionStatus: order.production_status,
      store: null,
      items: pricedItems(quote.items, termsOf(quote)).map((i, n) => {
        const line = order.lines?.[n];
        return {
          styleId: i.styleId,
          productName: i.productName,
          configurationShortId: i.configurationShortId,
          // Payload version 2: what the factory produces, when known.
          ...(line
            ? {
                designCode: line.designCode,
                designName: line.designName,
                colors: line.colors,
                decorations: line.decorations,
                proofVersion: line.proofVersion,
              }
            : {}),
          quantity: i.quantity,
          lineTotalCents: i.lineTotalCents,
          sizeLines: i.sizeLines.map((l, k) => ({
            ...l,
            ...(line?.sizeLines[k] ? { sku: line.sizeLines[k].sku } : {}),
            lineTotalCents: l.unitPriceCents * l.quantity,
          })),
        };
      }),
    },
  };
}

/**
 * The totals of an order made without a quote (a store's production order) in the shape of a
 * quote's (`QuoteTotals`): the garments at their dealer prices, nothing else (tax and fees were
 * paid where the order came from), cents.
 */
export function totalsWithoutQuote(order: Pick<OrderRow, 'total_cents'>) {
  return {
    subtotalCents: order.total_cents,
    discountCents: 0,
    shippingCents: 0,
    taxCents: 0,
    totalCents: order.total_cents,
    depositCents: 0,
    balanceCents: order.total_cents,
  };
}

/** A store production order's body (payload version 3; `orderPayload`). */
async function storePayload(db: Executor, order: OrderRow, stores: StoreFactsPort | null) {
  if (order.store_id == null || order.store_round == null) throw new Error(`Order ${order.id} has no source`);
  const dealer = await existingDealerById(db, order.dealer_id);
  const facts = stores ? await stores.factsOf(db, order.store_id, order.store_round) : null;
  const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
  return {
    event: orderEventOf(order),
    payloadVersion: ORDER_PAYLOAD_VERSION,
    order: {
      id: String(order.id),
      number: orderNumber(order.id),
      idempotencyKey: order.idempotency_key,
      revision: order.revision,
      createdAt: new Date(order.created_at).toISOString(),
      currency: 'USD',
      totalCents: order.total_cents,
      dealer: { code: dealer.code, name: dealer.name },
      quote: null,
      contact: null,
      // As a quote's project: its row id (the store's public id is `store.id`).
      project: facts
        ? { id: String(order.store_id), type: 'STORE', title: facts.name, teamName: facts.teamName }
        : null,
      approvalWaived: order.approval_waived,
      totals: totalsWithoutQuote(order),
      shipTo: order.ship_to,
      neededBy: order.needed_by,
      paymentStatus: order.payment_status,
      depositStatus: order.deposit_status,
      productionStatus: order.production_status,
      store: {
        id: facts?.id ?? null,
        name: facts?.name ?? null,
        teamName: facts?.teamName ?? null,
        round: order.store_round,
        closedAt: iso(facts?.closedAt),
        sentAt: iso(order.sent_at),
        fulfilment: facts?.fulfilment ?? null,
        groupLabel: facts?.groupLabel ?? null,
      },
      items: (order.lines ?? []).map((line) => ({
        styleId: line.styleId,
        productName: line.productName,
        configurationShortId: line.configurationShortId,
        designCode: line.designCode,
        designName: line.designName,
        colors: line.colors,
        decorations: line.decorations,
        proofVersion: line.proofVersion,
        quantity: line.quantity,
        lineTotalCents: line.lineTotalCents,
        sizeLines: line.sizeLines.map((l) => ({
          size: l.size,
          quantity: l.quantity,
          playerName: l.playerName,
          playerNumber: l.playerNumber,
          unitPriceCents: l.unitPriceCents,
          sku: l.sku,
          players: l.players ?? [],
          teamPieces: l.teamPieces ?? 0,
          lineTotalCents: l.unitPriceCents * l.quantity,
        })),
      })),
    },
  };
}
