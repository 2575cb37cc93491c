/**
 * The examples of client/examples against a real gateway (test/gateway-setup.ts), in the order a
 * dealer's script runs them: a customer and a snapsheet, a product and a roster in a locker, a
 * quote, the order webhook received and verified. Real HTTP, real database.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CreateApiTokenDocument,
  LockerDocument,
  MeDocument,
  OrdersDocument,
  QuotesDocument,
  RevokeApiTokenDocument,
  TasApiError,
  TasClient,
  UpdateDealerSettingsDocument,
  verifyWebhook,
  signWebhook,
} from '@tas/client';
import { createCustomerAndSnapsheet } from '../examples/create-customer-and-snapsheet.js';
import { fillLocker } from '../examples/fill-locker.js';
import { requestQuote } from '../examples/request-quote.js';
import { convertAndReceive, startOrderReceiver, type OrderReceiver } from '../examples/receive-order-webhook.js';

const url = inject('gatewayUrl');
const dealer = new TasClient({ url, token: inject('apiToken') });
let receiver: OrderReceiver;

beforeAll(async () => {
  receiver = await startOrderReceiver();
});
afterAll(async () => receiver?.close());

describe('the examples, one after the other', () => {
  let snapsheetId = '';
  let colorIds: string[] = [];
  let lockerCode = '';
  let customer: TasClient;
  let quote: { id: string; totalCents: number };

  it('authenticates with an API token, which createApiToken makes and revokeApiToken ends', async () => {
    const { me } = await dealer.request(MeDocument);
    expect(me?.code).toBe('API001');
    const { createApiToken } = await dealer.request(CreateApiTokenDocument, { name: 'nightly sync' });
    expect(createApiToken.token).toMatch(/^tas_[\w-]{43}$/);
    expect(createApiToken.apiToken.name).toBe('nightly sync');
    const nightly = new TasClient({ url, token: createApiToken.token });
    expect((await nightly.request(QuotesDocument, { first: 1 })).quotes.totalCount).toBe(0);
    expect(await dealer.request(RevokeApiTokenDocument, { id: createApiToken.apiToken.id })).toEqual({
      revokeApiToken: true,
    });
    // A revoked (or unknown) token is no one: `me` is null and a dealer's operation is refused.
    expect(await nightly.request(MeDocument)).toEqual({ me: null });
    await expect(nightly.request(QuotesDocument, { first: 1 })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      field: null,
    });
  });

  it('creates a customer and a snapsheet', async () => {
    const made = await createCustomerAndSnapsheet(dealer, 'Central High');
    expect(made.customer).toMatchObject({ name: 'Central High', type: 'SCHOOL', status: 'ACTIVE' });
    expect(made.customer.colors.map((c) => c.id)).toEqual(made.colorIds);
    expect(made.snapsheet).toMatchObject({
      title: 'Central High spring',
      teamName: 'Hawks',
      dealerCode: 'API001',
      customer: { id: made.customer.id, name: 'Central High' },
    });
    ({ colorIds } = made);
    snapsheetId = made.snapsheet.id;
  });

  it('adds a product and a roster to a locker', async () => {
    const filled = await fillLocker(dealer, snapsheetId, colorIds);
    customer = filled.customer;
    lockerCode = filled.locker.code;
    expect(filled.locker.items).toHaveLength(1);
    expect(filled.locker.quantity).toBe(4);
    expect(filled.locker.items[0]!.sizeLines.map((l) => [l.playerName, l.playerNumber, l.size, l.quantity])).toEqual([
      ['ANA', '12', 'M', 1],
      ['BEA', '7', 'L', 1],
      ['CARA', '3', 'L', 2],
    ]);
    const total = filled.locker.items[0]!.sizeLines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    expect(filled.locker.totalCents).toBe(total);
    // What the customer filled, read back by its code.
    const { locker } = await customer.request(LockerDocument, { code: lockerCode });
    expect(locker?.totalCents).toBe(total);
  });

  it('requests a quote, which the dealer finds among its open quotes', async () => {
    const { quote: q, open } = await requestQuote(dealer, customer, lockerCode);
    expect(q).toMatchObject({ status: 'OPEN', lockerCode });
    const { locker } = await customer.request(LockerDocument, { code: lockerCode });
    expect(q.totalCents).toBe(locker!.totalCents);
    expect(open.nodes.map((n) => n.id)).toContain(q.id);
    expect(open.nodes.find((n) => n.id === q.id)?.contact).toEqual({ name: 'Pat Coach', email: 'pat@school.example' });
    quote = q;
  });

  it('converts the quote and receives the order webhook, signed', async () => {
    // This dealer orders without proofs (a dashboard setting; proofs have their own flow).
    await dealer.request(UpdateDealerSettingsDocument, { input: { convertWithoutApproval: true } });
    const { order, delivery } = await convertAndReceive(dealer, receiver, quote.id);
    expect(receiver.secret).toMatch(/^whsec_/);
    expect(order).toMatchObject({ totalCents: quote.totalCents, syncStatus: 'PENDING' });
    expect(delivery.event).toBe('order.created');
    expect(delivery.payloadVersion).toBe(3);
    expect(delivery.idempotencyKey).toBe(order.idempotencyKey);
    expect(delivery.payload.order).toMatchObject({
      id: order.id,
      number: order.number,
      totalCents: quote.totalCents,
      dealer: { code: 'API001' },
      contact: { name: 'Pat Coach', email: 'pat@school.example' },
      project: { type: 'SNAPSHEET', teamName: 'Hawks' },
      store: null,
    });
    expect(delivery.payload.order.items[0]!.sizeLines.map((l) => l.playerName)).toEqual(['ANA', 'BEA', 'CARA']);
    expect(receiver.refused).toBe(0);
    // The gateway records the delivery once the receiver answered 2xx.
    let synced = '';
    for (let tries = 0; tries < 200 && synced !== 'SYNCED'; tries++) {
      const { orders } = await dealer.request(OrdersDocument, { first: 10 });
      synced = orders.nodes.find((o) => o.id === order.id)?.syncStatus ?? '';
      if (synced !== 'SYNCED') await new Promise((r) => setTimeout(r, 100));
    }
    expect(synced).toBe('SYNCED');
  });

  it('refuses a delivery whose body or secret differs from what was signed', async () => {
    const body = JSON.stringify({ event: 'order.created', payloadVersion: 3, order: { number: 'TAS-000001' } });
    const headers = { 'x-tas-signature': signWebhook(body, 'whsec_right'), 'x-tas-event': 'order.created' };
    expect(verifyWebhook(body, headers, 'whsec_right').payload.order.number).toBe('TAS-000001');
    expect(() => verifyWebhook(body.replace('000001', '000002'), headers, 'whsec_right')).toThrow(
      'The X-TAS-Signature does not match the body',
    );
    expect(() => verifyWebhook(body, headers, 'whsec_wrong')).toThrow('does not match');
    expect(() => verifyWebhook(body, {}, 'whsec_right')).toThrow('No X-TAS-Signature header');
  });

  it('answers a typed error naming the field', async () => {
    const error = await customer
      .request(LockerDocument, { code: '' })
      .then(() => null)
      .catch((e: unknown) => e);
    // A locker nobody has: null, not an error; a bad input elsewhere is BAD_USER_INPUT with its field.
    expect(error).toBeNull();
    const bad = await dealer
      .request(UpdateDealerSettingsDocument, { input: { headerColor: 'red' } })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(TasApiError);
    expect(bad).toMatchObject({ code: 'BAD_USER_INPUT', field: 'headerColor', status: 200 });
  });
});
