/**
 * A buyer's checkout: the cart checked and priced (store-cart.ts), the buyer's most per item
 * counted over their orders in the store, then one transaction makes the order with its lines
 * and takes its unique numbers (`store_numbers`' key: of two buyers taking 12 at once, one has
 * it and the other is answered `lines.N.playerNumber` TAKEN, with nothing of theirs written).
 * One order per idempotency key: a retry or a double click, even at the same moment, answers the
 * first order with the same private link. Card orders start their payment through the port
 * after the commit (a retry starts it again under the same key); pay-later orders are UNPAID
 * until their due date, with a reminder and an expiry job.
 */
import type { Db } from '../../db/index.js';
import type { StoreOrderRow, StorePaymentMethodValue } from '../../db/types.js';
import { BadUserInputError, ConflictError, RateLimitedError } from '../../lib/errors.js';
import type { StoreBuyer } from './store-buyer.js';
import { countsOf, priceCart, type CartLineInput, type PricedCart } from './store-cart.js';
import type { StoresDeps } from './store-deps.js';
import type { StoreJobs } from './store-jobs.js';
import type { StoreReceipts } from './store-receipts.js';
import { orderRefOf } from './store-payments.js';
import { endOfLocalDay, localDate } from './store-time.js';
import {
  idempotencyHashOf,
  isIdempotencyKey,
  newOrderToken,
  requestHashOf,
  sealToken,
  tokenHashOf,
  unsealToken,
} from './store-tokens.js';
import * as repo from './stores.repository.js';
import * as numbers from './store-numbers.repository.js';

export interface CheckoutInput {
  dealerCode: string;
  storeId: string;
  access?: string | null;
  lines: readonly CartLineInput[];
  buyerName: string;
  buyerEmail: string;
  buyerPhone?: string | null;
  playerName?: string | null;
  group?: string | null;
  paymentMethod: StorePaymentMethodValue;
}

export interface CheckoutResult {
  order: StoreOrderRow;
  token: string;
  redirectUrl: string | null;
}

/** No backtracking: one `@`, no spaces, a dot in the domain. */
export const EMAIL = /^[^\s@]{1,64}@[^\s@.]{1,63}(?:\.[^\s@.]{1,63}){1,8}$/;

const text = (value: string | null | undefined, field: string, max: number, required: boolean): string | null => {
  const v = (value ?? '').trim();
  if (!v) {
    if (required) throw new BadUserInputError(field, 'Required');
    return null;
  }
  if (v.length > max) throw new BadUserInputError(field, `Use at most ${max} characters`);
  return v;
};

/** Another checkout with the same key committed first. */
class SameKeyFirst extends Error {}

export function storeCheckout(db: Db, deps: StoresDeps, buyer: StoreBuyer, jobs: StoreJobs, receipts: StoreReceipts) {
  /** Starts (or starts again, same key) a card order's payment; answers the order with it. */
  async function startCard(order: StoreOrderRow, cart: { name: string; amountCents: number }[], path: string) {
    if (order.status !== 'PENDING' || order.redirect_url) return order;
    const started = await deps.payments!.start('CARD', {
      orderRef: orderRefOf(order.id),
      amountCents: order.total_cents,
      currency: 'usd',
      lines: cart.map((l) => ({ ...l, quantity: 1 })),
      buyerEmail: order.buyer_email,
      successUrl: `${deps.publicUrl()}${path}`,
      cancelUrl: `${deps.publicUrl()}${path}`,
      idempotencyKey: orderRefOf(order.id),
    });
    return (
      (await repo.updateOrder(db, order.id, { payment_id: started.paymentId, redirect_url: started.redirectUrl })) ??
      order
    );
  }

  /** The answer to a checkout whose key made `order` (the first call or a retry). */
  async function answer(order: StoreOrderRow, key: string, lineNames: { name: string; amountCents: number }[]) {
    const token = unsealToken(order.token_sealed, key);
    if (!token) throw new BadUserInputError('idempotencyKey', 'This key belongs to another checkout');
    const paid = order.payment_method === 'CARD' ? await startCard(order, lineNames, `/store-orders/${token}`) : order;
    return { order: paid, token, redirectUrl: paid.redirect_url };
  }

  const namesOf = (cart: PricedCart) =>
    cart.lines.map((l) => ({ name: `${l.item.name} (${l.size})`, amountCents: l.unitPriceCents + l.taxCents }));

  return {
    /** See the module's comment; errors as `StoreCheckoutInput` documents. */
    async checkout(input: CheckoutInput, key: string, ip: string): Promise<CheckoutResult> {
      if (!isIdempotencyKey(key)) throw new BadUserInputError('idempotencyKey', 'Use 22 to 64 URL-safe characters');
      const view = await buyer.opened(input.dealerCode, input.storeId, input.access);
      const storeId = view.project.id;
      const keyHash = idempotencyHashOf(key);
      const { access: _access, ...request } = input;
      const requestHash = requestHashOf(request);
      const replay = async (order: StoreOrderRow) => {
        if (order.request_hash !== requestHash)
          throw new BadUserInputError('idempotencyKey', 'This key belongs to another checkout');
        const lines = await repo.linesOf(db, [order.id]);
        const items = await repo.itemsOf(db, storeId);
        const names = lines.map((l) => ({
          name: `${items.find((i) => i.id === l.item_id)?.name ?? 'Item'} (${l.size})`,
          amountCents: l.unit_price_cents + l.tax_cents,
        }));
        return answer(order, key, names);
      };
      const existing = await repo.orderByIdempotency(db, storeId, keyHash);
      if (existing) return replay(existing);

      const now = deps.now();
      const { store } = view;
      if (store.state !== 'OPEN' || !store.hard_close_at || store.hard_close_at <= now)
        throw new ConflictError('The store is not open');
      if (!store.payment_methods.includes(input.paymentMethod) || (input.paymentMethod === 'CARD' && !deps.payments))
        throw new BadUserInputError('paymentMethod', 'Choose a way to pay the store offers');
      const buyerName = text(input.buyerName, 'buyerName', 100, true)!;
      const buyerEmail = text(input.buyerEmail, 'buyerEmail', 254, true)!.toLowerCase();
      if (!EMAIL.test(buyerEmail)) throw new BadUserInputError('buyerEmail', 'Enter an email address');
      const buyerPhone = text(input.buyerPhone, 'buyerPhone', 30, false);
      const playerName = text(input.playerName, 'playerName', 60, false);
      const group = text(input.group, 'group', 60, false);
      const items = await repo.itemsOf(db, storeId);
      const cart = priceCart(input.lines, items, await repo.bundlesOf(db, storeId), store.tax_rate_bp);

      // Limits count checkouts that would make an order; one refused later gives its points back.
      const storeKey = `store:${storeId}`;
      const waitAddress = await deps.checkouts.perAddress.take(ip);
      if (waitAddress) throw new RateLimitedError(`Too many checkouts, try again in ${waitAddress} s`);
      const waitStore = await deps.checkouts.perStore.take(storeKey);
      if (waitStore) {
        await deps.checkouts.perAddress.giveBack(ip);
        throw new RateLimitedError(`This store takes many orders right now, try again in ${waitStore} s`);
      }
      const token = newOrderToken();
      const payLater = input.paymentMethod === 'PAY_LATER';
      const dueDate = payLater ? localDate(now, store.timezone, store.pay_later_days) : null;
      const dueAt = dueDate ? endOfLocalDay(dueDate, store.timezone) : null;
      // A pay-later order's receipt goes at the checkout: its pictures asked for before the transaction.
      const receipt = payLater
        ? await receipts.prepare(
            store,
            cart.lines.map((l) => ({
              itemId: l.item.id,
              size: l.size,
              playerName: l.playerName,
              playerNumber: l.playerNumber,
              totalCents: l.unitPriceCents + l.taxCents,
            })),
            { project: view.project, items },
          )
        : null;
      let order: StoreOrderRow;
      try {
        order = await db.transaction().execute(async (trx) => {
          // The store's row is locked from here to the commit: the buyer's counts cannot race.
          // Its row as it is now: a close (or a new round) committed since the first read is
          // seen here, so no order slips into a closed round.
          const current = await repo.nextOrderSequence(trx, storeId);
          if (current.state !== 'OPEN' || !current.hard_close_at || current.hard_close_at <= deps.now())
            throw new ConflictError('The store is not open');
          const held = await repo.heldByBuyer(trx, storeId, buyerEmail, null);
          for (const [itemId, { count, first }] of countsOf(cart.lines)) {
            const item = items.find((i) => i.id === itemId)!;
            if (item.max_per_buyer != null && count + (held.get(itemId) ?? 0) > item.max_per_buyer)
              throw new BadUserInputError(
                `lines.${first}.itemId`,
                `At most ${item.max_per_buyer} of ${item.name} per buyer`,
              );
          }
          const inserted = await repo.insertOrder(trx, {
            store_id: storeId,
            round: current.round,
            number: `${view.project.public_id.slice(0, 4).toUpperCase()}-${String(current.order_count).padStart(4, '0')}`,
            idempotency_hash: keyHash,
            request_hash: requestHash,
            token_hash: tokenHashOf(token),
            token_sealed: sealToken(token, key),
            status: payLater ? 'UNPAID' : 'PENDING',
            payment_method: input.paymentMethod,
            buyer_name: buyerName,
            buyer_email: buyerEmail,
            buyer_phone: buyerPhone,
            player_name: playerName,
            group_name: group,
            subtotal_cents: cart.subtotalCents,
            fundraising_cents: cart.fundraisingCents,
            tax_cents: cart.taxCents,
            total_cents: cart.totalCents,
            due_at: dueAt,
            due_date: dueDate,
            created_at: now,
            updated_at: now,
          });
          if (!inserted) throw new SameKeyFirst();
          const unique = cart.lines.flatMap((line, i) =>
            line.playerNumber && line.item.rules.numberUnique
              ? [{ i, scope: line.item.rules.numberScope, number: line.playerNumber }]
              : [],
          );
          const taken = await numbers.takeNewNumbers(trx, storeId, unique, inserted.id);
          const first = unique.find((u) => taken.has(numbers.numberKeyOf(u.scope, u.number)));
          if (first)
            throw new BadUserInputError(
              `lines.${first.i}.playerNumber`,
              `Number ${first.number} is taken in this store`,
              {
                reason: 'TAKEN',
              },
            );
          await repo.insertLines(
            trx,
            cart.lines.map((l, position) => ({
              order_id: inserted.id,
              position,
              item_id: l.item.id,
              bundle_id: l.bundleId,
              bundle_key: l.bundleKey,
              size: l.size,
              player_name: l.playerName,
              player_number: l.playerNumber,
              unit_price_cents: l.unitPriceCents,
              fundraising_cents: l.fundraisingCents,
              tax_cents: l.taxCents,
            })),
          );
          if (dueAt) {
            // One reminder a day before the due date (halfway for a shorter wait), the expiry at it.
            const remindAt = new Date(Math.max(dueAt.getTime() - 86_400_000, (now.getTime() + dueAt.getTime()) / 2));
            await jobs.orderClocks(trx, inserted.id, [
              { step: 'remind', at: remindAt },
              { step: 'expire', at: dueAt },
            ]);
          }
          if (receipt) await receipts.queue(trx, receipt, inserted, token);
          return inserted;
        });
        if (receipt) deps.notices.wake();
      } catch (err) {
        await deps.checkouts.perAddress.giveBack(ip);
        await deps.checkouts.perStore.giveBack(storeKey);
        if (!(err instanceof SameKeyFirst)) throw err;
        return replay((await repo.orderByIdempotency(db, storeId, keyHash))!);
      }
      return answer(order, key, namesOf(cart));
    },
  };
}
