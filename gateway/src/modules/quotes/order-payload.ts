/**
 * What the order webhook sends of an order (D10): the event, the key a receiver drops a copy by,
 * and the JSON body. An order is sent as `order.created` until one delivery of it succeeded, then
 * each change of its details (a new `revision`) as `order.updated` with the order as it is now.
 */
import type { Executor } from '../../db/index.js';
import type { OrderRow } from '../../db/types.js';
import { pricedItems } from '../pricing/quote-totals.js';
import { ORDER_PAYLOAD_VERSION, orderNumber, type OrderEvent } from './order-webhook.js';
import * as repo from './orders.repository.js';
import { termsOf, totalsOf } from './quote-sending.js';

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
 */
export async function orderPayload(db: Executor, order: OrderRow) {
  // A store's production order has no quote: its payload is built by the stores module.
  if (order.quote_id == null) throw new Error(`Order ${order.id} is a store's production order`);
  const quote = await repo.quoteById(db, order.quote_id);
  const dealer = await repo.dealerById(db, order.dealer_id);
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
