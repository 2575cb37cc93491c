/**
 * A quote the dealer edits and the customer accepts, over HTTP with a real database:
 * the dealer's terms (line price overrides with the original kept, discount, shipping, tax or
 * exemption, deposit) and the totals the gateway computes in exact cents; only the quote's dealer
 * edits it, not once it is an order; Send quote gives the customer a link (stored hashed) where
 * they accept it (name and time recorded) and see the needed-by date and each approved proof;
 * an edit after acceptance withdraws it; converting
 * needs the accepted quote as well as the approved proofs.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

const CONTACT = { name: 'Pat Coach', email: 'pat@school.example', phone: '555-0100' };

const QUOTE = `id status totalCents sentAt
  items { configurationShortId lineTotalCents sizeLines { size quantity unitPriceCents originalUnitPriceCents overridden lineTotalCents } }
  pricing { linePrices { configurationShortId size unitPriceCents } discount { kind value } shippingCents
            taxRateBasisPoints taxExempt taxExemptCertificate deposit { kind value } }
  totals { subtotalCents discountCents shippingCents taxCents totalCents depositCents balanceCents }
  acceptance { name acceptedAt }`;

let h: Harness;
let dealer: string;
let other: string;
let styleId: string;

beforeAll(async () => {
  h = await startHarness();
  ({ token: dealer } = await h.signIn('QTE001'));
  ({ token: other } = await h.signIn('QTE002'));
  const products = await h.gql(`{ products(first: 100) { nodes { styleId garment { id } } } }`);
  styleId = products.data.products.nodes.find((p: { garment: { id: string } }) => p.garment.id === 'jersey-crew')
    .styleId as string;
});
afterAll(async () => h?.close());

/** A quote of dealer `token`'s new snapsheet: one jersey, 10 x L and 2 x XL, asked by `contact`. */
async function newQuote(token = dealer, contact: object = CONTACT) {
  const created = await h.gql(
    `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
    { input: { teamName: 'Hawks', colorIds: ['19', '13', '25'] } },
    token,
  );
  const saved = await h.gql(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
    input: { styleId, colorIds: ['19', '13', '25'], decorations: [] },
  });
  const shortId = saved.data.saveConfiguration.shortId as string;
  const added = await h.gql(
    `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id } } }`,
    {
      input: {
        projectType: 'SNAPSHEET',
        projectId: created.data.createSnapsheet.id,
        configurationShortId: shortId,
        sizeLines: [
          { size: 'L', quantity: 10 },
          { size: 'XL', quantity: 2 },
        ],
      },
    },
  );
  expect(added.errors).toBeUndefined();
  const r = await h.gql(
    `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { ${QUOTE} } }`,
    { code: added.data.addToLocker.code, contact },
  );
  expect(r.errors).toBeUndefined();
  return { shortId, quote: r.data.requestQuote, itemId: added.data.addToLocker.items[0].id as string };
}

const edit = (id: string, input: object, token = dealer) =>
  h.gql(
    `mutation($id: ID!, $input: QuotePricingInput!) { updateQuotePricing(id: $id, input: $input) { ${QUOTE} } }`,
    { id, input },
    token,
  );
const sendQuote = (id: string, token = dealer) =>
  h.gql(`mutation($id: ID!) { sendQuote(id: $id) { url emailed quote { id sentAt } } }`, { id }, token);
const accept = (token: string, name = 'Pat Coach', agreed = true) =>
  h.gql(
    `mutation($t: String!, $n: String!, $a: Boolean!) { acceptQuote(token: $t, name: $n, agreed: $a) { id canAccept acceptance { name acceptedAt } totals { totalCents } } }`,
    { t: token, n: name, a: agreed },
  );
const readQuote = async (id: string) => {
  const r = await h.gql(`query($id: ID!) { quote(id: $id) { ${QUOTE} } }`, { id }, dealer);
  expect(r.errors).toBeUndefined();
  return r.data.quote;
};
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
/** The dealer row id of a session token's dealer. */
const dealerIdOf = async (token: string): Promise<number> => {
  const me = await h.gql(`{ me { code } }`, {}, token);
  const row = await h.built.database.db
    .selectFrom('dealers')
    .select('id')
    .where('code', '=', me.data.me.code)
    .executeTakeFirstOrThrow();
  return row.id;
};

describe("the dealer's terms", () => {
  it('recomputes the totals in exact cents: overrides (original kept), discount, shipping, tax, deposit', async () => {
    const { shortId, quote } = await newQuote();
    const [l, xl] = quote.items[0].sizeLines;
    // The seeded jersey's price, every size alike.
    expect([l.unitPriceCents, xl.unitPriceCents]).toEqual([8400, 8400]);
    expect(quote.totals).toEqual({
      subtotalCents: 100800,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 100800,
      depositCents: 0,
      balanceCents: 100800,
    });

    // L at $19.99: 10 x 1999 = 19990; XL unchanged. Discount 7.5 %, $12.50 shipping, 8.25 % tax,
    // 50 % deposit: each rounded once, half away from zero.
    const r = await edit(quote.id, {
      linePrices: [{ configurationShortId: shortId, size: 'L', unitPriceCents: 1999 }],
      discount: { kind: 'PERCENT', value: 750 },
      shippingCents: 1250,
      taxRateBasisPoints: 825,
      deposit: { kind: 'PERCENT', value: 5000 },
    });
    expect(r.errors).toBeUndefined();
    const edited = r.data.updateQuotePricing;
    // subtotal 19990 + 2 x 8400 = 36790; discount 2759.25 -> 2759; tax (36790 - 2759) x 8.25 %
    // = 2807.5575 -> 2808; total 34031 + 1250 + 2808 = 38089; deposit 19044.5 -> 19045.
    expect(edited.items[0].sizeLines).toEqual([
      {
        size: 'L',
        quantity: 10,
        unitPriceCents: 1999,
        originalUnitPriceCents: 8400,
        overridden: true,
        lineTotalCents: 19990,
      },
      {
        size: 'XL',
        quantity: 2,
        unitPriceCents: 8400,
        originalUnitPriceCents: 8400,
        overridden: false,
        lineTotalCents: 16800,
      },
    ]);
    expect(edited.items[0].lineTotalCents).toBe(36790);
    expect(edited.totals).toEqual({
      subtotalCents: 36790,
      discountCents: 2759,
      shippingCents: 1250,
      taxCents: 2808,
      totalCents: 38089,
      depositCents: 19045,
      balanceCents: 19044,
    });
    expect(edited.totalCents).toBe(38089);

    // Tax-exempt with its certificate, an amount discount and deposit.
    const exempt = await edit(quote.id, {
      discount: { kind: 'AMOUNT', value: 1000 },
      shippingCents: 995,
      taxExempt: true,
      taxExemptCertificate: '  EX-44-1234 ',
      deposit: { kind: 'AMOUNT', value: 5000 },
    });
    expect(exempt.errors).toBeUndefined();
    expect(exempt.data.updateQuotePricing.pricing).toEqual({
      linePrices: [],
      discount: { kind: 'AMOUNT', value: 1000 },
      shippingCents: 995,
      taxRateBasisPoints: 0,
      taxExempt: true,
      taxExemptCertificate: 'EX-44-1234',
      deposit: { kind: 'AMOUNT', value: 5000 },
    });
    expect(exempt.data.updateQuotePricing.totals).toEqual({
      subtotalCents: 100800,
      discountCents: 1000,
      shippingCents: 995,
      taxCents: 0,
      totalCents: 100795,
      depositCents: 5000,
      balanceCents: 95795,
    });
  });

  it('a price the dealer set follows its item to the design that answers a change request', async () => {
    const { shortId, quote, itemId } = await newQuote();
    expect(
      (await edit(quote.id, { linePrices: [{ configurationShortId: shortId, size: 'L', unitPriceCents: 1999 }] }))
        .errors,
    ).toBeUndefined();
    const sendProofs = () => h.gql(`mutation($q: ID!) { sendProofs(quoteId: $q) { url } }`, { q: quote.id }, dealer);
    expect((await sendProofs()).errors).toBeUndefined();
    // The dealer changes the item's design (other colours) and sends version 2.
    const saved = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      {
        input: { styleId, colorIds: ['2', '13', '25'], decorations: [] },
      },
    );
    const redesigned = saved.data.saveConfiguration.shortId as string;
    expect(redesigned).not.toBe(shortId);
    const changed = await h.gql(
      `mutation($id: ID!, $c: ID!) { updateLockerItemDesign(id: $id, configurationShortId: $c) { code } }`,
      { id: itemId, c: redesigned },
      dealer,
    );
    expect(changed.errors).toBeUndefined();
    expect((await sendProofs()).errors).toBeUndefined();

    const after = await readQuote(quote.id);
    expect(after.items[0].configurationShortId).toBe(redesigned);
    expect(after.pricing.linePrices).toEqual([{ configurationShortId: redesigned, size: 'L', unitPriceCents: 1999 }]);
    expect(
      after.items[0].sizeLines.map((l: { unitPriceCents: number; overridden: boolean }) => [
        l.unitPriceCents,
        l.overridden,
      ]),
    ).toEqual([
      [1999, true],
      [8400, false],
    ]);
    // 10 x 1999 + 2 x 8400.
    expect(after.totals.subtotalCents).toBe(36790);
  });

  it('refuses bad terms with the field named, and keeps the terms as they were', async () => {
    const { shortId, quote } = await newQuote();
    expect((await edit(quote.id, { shippingCents: 500 })).errors).toBeUndefined();
    const cases: [object, string][] = [
      [{ shippingCents: -1 }, 'shippingCents'],
      [{ discount: { kind: 'PERCENT', value: 10_001 } }, 'discount.value'],
      [{ discount: { kind: 'AMOUNT', value: 99_999_999 } }, 'discount.value'],
      [{ taxRateBasisPoints: 10_001 }, 'taxRateBasisPoints'],
      [{ taxExempt: true }, 'taxExemptCertificate'],
      [{ taxExempt: true, taxExemptCertificate: 'EX-1', taxRateBasisPoints: 600 }, 'taxRateBasisPoints'],
      [{ deposit: { kind: 'PERCENT', value: 20_000 } }, 'deposit.value'],
      [
        { linePrices: [{ configurationShortId: shortId, size: 'L', unitPriceCents: -5 }] },
        'linePrices.0.unitPriceCents',
      ],
      [{ linePrices: [{ configurationShortId: shortId, size: 'XS', unitPriceCents: 100 }] }, 'linePrices.0.size'],
      [
        { linePrices: [{ configurationShortId: 'nope', size: 'L', unitPriceCents: 100 }] },
        'linePrices.0.configurationShortId',
      ],
    ];
    for (const [input, field] of cases)
      expect(errorOf(await edit(quote.id, input)), JSON.stringify(input)).toEqual({ code: 'BAD_USER_INPUT', field });
    const kept = await readQuote(quote.id);
    expect(kept.pricing.shippingCents).toBe(500);
    expect(kept.totals.shippingCents).toBe(500);
  });

  it("only the quote's dealer edits it (another dealer and a visitor: NOT_FOUND / UNAUTHENTICATED), never an order", async () => {
    const { quote } = await newQuote();
    expect(errorOf(await edit(quote.id, { shippingCents: 100 }, other))).toEqual({ code: 'NOT_FOUND' });
    expect(
      errorOf(await h.gql(`mutation { updateQuotePricing(id: "${quote.id}", input: { shippingCents: 100 }) { id } }`))
        .code,
    ).toBe('UNAUTHENTICATED');
    expect(errorOf(await sendQuote(quote.id, other))).toEqual({ code: 'NOT_FOUND' });
    expect((await readQuote(quote.id)).pricing.shippingCents).toBe(0);

    // An order: converted with the dealer's waiver, its quote's terms are final.
    await h.gql(`mutation { updateDealerSettings(input: { convertWithoutApproval: true }) { id } }`, {}, other);
    const { quote: theirs } = await newQuote(other);
    const order = await h.gql(
      `mutation($id: ID!) { convertQuoteToOrder(id: $id) { id approvalWaived } }`,
      { id: theirs.id },
      other,
    );
    expect(order.errors).toBeUndefined();
    expect(order.data.convertQuoteToOrder.approvalWaived).toBe(true);
    expect(errorOf(await edit(theirs.id, { shippingCents: 100 }, other))).toEqual({ code: 'CONFLICT' });
  });
});

describe('Send quote and acceptance', () => {
  it("sends a link stored hashed (not emailed without SMTP), and the customer's acceptance is recorded with name and time", async () => {
    const { quote } = await newQuote();
    await edit(quote.id, { shippingCents: 1500, taxRateBasisPoints: 600 });
    const sent = await sendQuote(quote.id);
    expect(sent.errors).toBeUndefined();
    const { url, emailed } = sent.data.sendQuote;
    expect(emailed).toBe(false);
    expect(url).toMatch(/\/quotes\/view\/tpq_[A-Za-z0-9_-]{43}$/);
    expect(sent.data.sendQuote.quote.sentAt).toEqual(expect.any(String));
    const token = tokenOf(url);
    // Only the token's SHA-256 is kept.
    const row = await h.built.database.db
      .selectFrom('quotes')
      .select(['link_token_hash'])
      .where('id', '=', Number(quote.id))
      .executeTakeFirstOrThrow();
    expect(row.link_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    // The customer's email waits in the outbox with the link's token hidden.
    const notices = await h.gql(`{ notices(first: 100) { nodes { event recipient text status } } }`, {}, dealer);
    const mail = notices.data.notices.nodes.find((n: { event: string }) => n.event === 'QUOTE_SENT');
    expect(mail).toMatchObject({ recipient: CONTACT.email, status: 'HELD' });
    expect(mail.text).not.toContain(token);

    const link = await h.gql(
      `query($t: String!) { quoteLink(token: $t) { id status customerName canAccept acceptance { name } totals { totalCents shippingCents } } }`,
      { t: token },
    );
    expect(link.errors).toBeUndefined();
    const expected = await readQuote(quote.id);
    expect(link.data.quoteLink).toEqual({
      id: quote.id,
      status: 'OPEN',
      customerName: CONTACT.name,
      canAccept: true,
      acceptance: null,
      totals: { totalCents: expected.totals.totalCents, shippingCents: 1500 },
    });
    expect((await h.gql(`query { quoteLink(token: "tpq_${'A'.repeat(43)}") { id } }`)).data.quoteLink).toBeNull();

    expect(errorOf(await accept(token, 'P'))).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(errorOf(await accept(token, 'Pat Coach', false))).toEqual({ code: 'BAD_USER_INPUT', field: 'agreed' });
    expect(errorOf(await accept(`tpq_${'B'.repeat(43)}`))).toEqual({ code: 'NOT_FOUND' });
    const before = Date.now();
    const accepted = await accept(token, '  Pat   Coach ');
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.acceptQuote).toMatchObject({ canAccept: false, acceptance: { name: 'Pat Coach' } });
    const at = Date.parse(accepted.data.acceptQuote.acceptance.acceptedAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect((await readQuote(quote.id)).acceptance).toEqual(accepted.data.acceptQuote.acceptance);
    expect(errorOf(await accept(token))).toEqual({ code: 'CONFLICT' });

    // An edit after acceptance withdraws it; the customer accepts the new terms again, and not
    // with the total of the terms they saw before.
    const shown = expected.totals.totalCents as number;
    const edited = await edit(quote.id, { shippingCents: 2000, taxRateBasisPoints: 600 });
    expect(edited.data.updateQuotePricing.acceptance).toBeNull();
    const stale = await h.gql(
      `mutation($t: String!, $c: Int) { acceptQuote(token: $t, name: "Pat Coach", agreed: true, totalCents: $c) { id } }`,
      { t: token, c: shown },
    );
    expect(errorOf(stale)).toEqual({ code: 'CONFLICT' });
    expect((await readQuote(quote.id)).acceptance).toBeNull();
    const again = await accept(token, 'Pat Coach');
    expect(again.data.acceptQuote.acceptance.name).toBe('Pat Coach');
    expect(again.data.acceptQuote.totals.totalCents).toBe(edited.data.updateQuotePricing.totals.totalCents);

    // A second sending makes a new link: the first one no longer opens the quote.
    const resent = await sendQuote(quote.id);
    expect((await h.gql(`query($t: String!) { quoteLink(token: $t) { id } }`, { t: token })).data.quoteLink).toBeNull();
    expect(
      (await h.gql(`query($t: String!) { quoteLink(token: $t) { id } }`, { t: tokenOf(resent.data.sendQuote.url) }))
        .data.quoteLink,
    ).toEqual({ id: quote.id });
  });

  it('the link shows the needed-by date and each approved proof, and only while its approval stands', async () => {
    const { quote, shortId, itemId } = await newQuote(dealer, { ...CONTACT, inHandDate: '2027-03-01' });
    const link = tokenOf((await sendQuote(quote.id)).data.sendQuote.url);
    const read = async () => {
      const r = await h.gql(
        `query($t: String!) { quoteLink(token: $t) { inHandDate approvedProofs { version status configuration { shortId } } } }`,
        { t: link },
      );
      expect(r.errors).toBeUndefined();
      return r.data.quoteLink;
    };
    expect(await read()).toEqual({ inHandDate: '2027-03-01', approvedProofs: [] });
    const proofs = await h.gql(
      `mutation($q: ID!) { sendProofs(quoteId: $q) { url proofs { id } } }`,
      { q: quote.id },
      dealer,
    );
    // Sent, not approved yet: none.
    expect((await read()).approvedProofs).toEqual([]);
    await h.gql(
      `mutation($t: String!, $p: ID!) { approveProof(token: $t, proofId: $p, approverName: "Pat Coach", agreed: true) { status } }`,
      { t: tokenOf(proofs.data.sendProofs.url), p: proofs.data.sendProofs.proofs[0].id },
    );
    expect((await read()).approvedProofs).toEqual([{ version: 1, status: 'APPROVED', configuration: { shortId } }]);
    // The dealer changes the roster after the approval: it no longer stands, and the link no longer shows it.
    const changed = await h.gql(
      `mutation($id: ID!, $input: LockerItemInput!) { updateLockerItem(id: $id, input: $input) { code } }`,
      { id: itemId, input: { sizeLines: [{ size: 'L', quantity: 11 }] } },
      dealer,
    );
    expect(changed.errors).toBeUndefined();
    expect((await read()).approvedProofs).toEqual([]);
  });

  it('converting needs the accepted quote as well as the approved proofs; the order takes its total', async () => {
    const { quote } = await newQuote();
    const proofs = await h.gql(
      `mutation($q: ID!) { sendProofs(quoteId: $q) { url proofs { id } } }`,
      { q: quote.id },
      dealer,
    );
    expect(proofs.errors).toBeUndefined();
    const approved = await h.gql(
      `mutation($t: String!, $p: ID!) { approveProof(token: $t, proofId: $p, approverName: "Pat Coach", agreed: true) { status } }`,
      { t: tokenOf(proofs.data.sendProofs.url), p: proofs.data.sendProofs.proofs[0].id },
    );
    expect(approved.data.approveProof.status).toBe('APPROVED');
    await edit(quote.id, { discount: { kind: 'PERCENT', value: 1000 }, shippingCents: 1500, taxRateBasisPoints: 700 });
    const convert = () =>
      h.gql(
        `mutation($id: ID!) { convertQuoteToOrder(id: $id) { id totalCents approvalWaived } }`,
        { id: quote.id },
        dealer,
      );

    expect(errorOf(await convert())).toEqual({ code: 'CONFLICT' });
    expect((await convert()).errors![0]!.message).toBe(
      'Send the quote to the customer first: the order needs the accepted quote',
    );
    const sent = await sendQuote(quote.id);
    expect((await convert()).errors![0]!.message).toBe(
      'The customer has not accepted this quote yet: the order needs the accepted quote',
    );
    expect((await readQuote(quote.id)).status).toBe('OPEN');

    expect((await accept(tokenOf(sent.data.sendQuote.url))).errors).toBeUndefined();
    const order = await convert();
    expect(order.errors).toBeUndefined();
    // 100800 - 10 % (10080) = 90720; tax 7 % = 6350.4 -> 6350; + 1500 shipping = 98570.
    expect((await readQuote(quote.id)).totals).toMatchObject({
      discountCents: 10080,
      taxCents: 6350,
      totalCents: 98570,
    });
    expect(order.data.convertQuoteToOrder).toEqual({
      id: expect.any(String),
      totalCents: 98570,
      approvalWaived: false,
    });
    // The order records ship-to, needed-by, payment, deposit and production status.
    const orderId = order.data.convertQuoteToOrder.id as string;
    const details = `id shipTo neededBy paymentStatus depositStatus productionStatus totals { totalCents taxCents }`;
    const update = (input: object, token = dealer) =>
      h.gql(
        `mutation($id: ID!, $input: OrderDetailsInput!) { updateOrder(id: $id, input: $input) { ${details} } }`,
        { id: orderId, input },
        token,
      );
    const made = await h.gql(`query($id: ID!) { order(id: $id) { ${details} } }`, { id: orderId }, dealer);
    expect(made.data.order).toEqual({
      id: orderId,
      shipTo: null,
      neededBy: null,
      paymentStatus: 'UNPAID',
      depositStatus: 'NONE',
      productionStatus: 'NEW',
      totals: { totalCents: 98570, taxCents: 6350 },
    });
    const moved = await update({
      shipTo: 'Central High, 1 School Rd\nSpringfield',
      neededBy: '2027-03-01',
      paymentStatus: 'PAID',
      productionStatus: 'IN_PRODUCTION',
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data.updateOrder).toMatchObject({
      shipTo: 'Central High, 1 School Rd\nSpringfield',
      neededBy: '2027-03-01',
      paymentStatus: 'PAID',
      depositStatus: 'NONE',
      productionStatus: 'IN_PRODUCTION',
    });
    expect((await update({ productionStatus: 'SHIPPED' })).data.updateOrder.productionStatus).toBe('SHIPPED');
    expect(errorOf(await update({ productionStatus: 'NEW' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'productionStatus',
    });
    expect(errorOf(await update({ neededBy: '2027-02-30' }))).toEqual({ code: 'BAD_USER_INPUT', field: 'neededBy' });
    expect(errorOf(await update({ shipTo: 'x'.repeat(501) }))).toEqual({ code: 'BAD_USER_INPUT', field: 'shipTo' });
    expect(errorOf(await update({ paymentStatus: 'UNPAID' }, other))).toEqual({ code: 'NOT_FOUND' });
    // The order sync's payload carries them (and the quote's totals), beside the version 2 fields.
    const orders = h.built.services.orders;
    const payload = await orders.orderPayload(await orders.ownOrder(await dealerIdOf(dealer), orderId));
    expect(payload.order).toMatchObject({
      totalCents: 98570,
      shipTo: 'Central High, 1 School Rd\nSpringfield',
      neededBy: '2027-03-01',
      paymentStatus: 'PAID',
      depositStatus: 'NONE',
      productionStatus: 'SHIPPED',
      totals: { subtotalCents: 100800, discountCents: 10080, shippingCents: 1500, taxCents: 6350, totalCents: 98570 },
    });

    // An order's quote is final: no edit, no acceptance, no sending.
    expect(errorOf(await edit(quote.id, { shippingCents: 0 }))).toEqual({ code: 'CONFLICT' });
    expect(errorOf(await sendQuote(quote.id))).toEqual({ code: 'CONFLICT' });
  });
});
