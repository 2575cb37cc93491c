/**
 * The dealer on everything shared, over HTTP: a visitor of a shared
 * snapsheet reads its dealer's name, phone and email (`Project.dealer`), the phone and email
 * only while the dealer shows them (`sharePhone`, `shareEmail`: My Settings); a null choice is
 * refused by field and changes nothing. The same choice holds on the dealer's quotes, proofs and
 * the emails to the customer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

describe('the dealer on shared projects', () => {
  let h: Harness;
  let token: string;
  let snapsheetId: string;

  const visitorRead = async () => {
    const r = await h.gql(
      `query($c: String!, $id: ID!) { snapsheet(dealerCode: $c, id: $id) { dealer { name phone email } } }`,
      {
        c: 'SHD001',
        id: snapsheetId,
      },
    );
    expect(r.errors).toBeUndefined();
    return r.data.snapsheet.dealer;
  };
  const update = (input: Record<string, unknown>) =>
    h.gql(
      `mutation($input: DealerSettingsInput!) { updateDealerSettings(input: $input) { sharePhone shareEmail phone } }`,
      { input },
      token,
    );

  beforeAll(async () => {
    h = await startHarness();
    ({ token } = await h.signIn('SHD001'));
    expect((await update({ phone: '555-0142' })).errors).toBeUndefined();
    const created = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'Hawks', colorIds: ['19', '13', '25'] } },
      token,
    );
    snapsheetId = created.data.createSnapsheet.id;
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('shows the dealer’s name, phone and email by default', async () => {
    expect(await visitorRead()).toEqual({ name: 'SHD001 Sports', phone: '555-0142', email: 'shd001@example.com' });
    expect((await h.gql(`{ me { sharePhone shareEmail } }`, {}, token)).data.me).toEqual({
      sharePhone: true,
      shareEmail: true,
    });
  });

  it('hides what the dealer chose to hide, and refuses a null choice by field', async () => {
    const hidden = await update({ sharePhone: false });
    expect(hidden.data.updateDealerSettings).toEqual({ sharePhone: false, shareEmail: true, phone: '555-0142' });
    expect(await visitorRead()).toEqual({ name: 'SHD001 Sports', phone: null, email: 'shd001@example.com' });
    expect((await update({ shareEmail: false })).errors).toBeUndefined();
    expect(await visitorRead()).toEqual({ name: 'SHD001 Sports', phone: null, email: null });
    expect(errorOf(await update({ shareEmail: null, sharePhone: true }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'shareEmail',
    });
    expect((await h.gql(`{ me { sharePhone shareEmail } }`, {}, token)).data.me).toEqual({
      sharePhone: false,
      shareEmail: false,
    });
  });
  it('a quote, its proofs and the emails to the customer show the dealer as its shared pages do', async () => {
    // Sharing is off since the test above: neither the phone nor the email shows anywhere a
    // customer looks, only the name.
    const products = await h.gql(`{ products(first: 100) { nodes { styleId garment { id } } } }`);
    const styleId = products.data.products.nodes.find(
      (p: { garment: { id: string } }) => p.garment.id === 'jersey-crew',
    ).styleId;
    const saved = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      { input: { styleId, colorIds: ['19', '13', '25'], decorations: [] } },
    );
    const added = await h.gql(`mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`, {
      input: {
        projectType: 'SNAPSHEET',
        projectId: snapsheetId,
        configurationShortId: saved.data.saveConfiguration.shortId,
        sizeLines: [{ size: 'L', quantity: 6 }],
      },
    });
    expect(added.errors).toBeUndefined();
    const DEALER = `dealer { name phone email }`;
    const requested = await h.gql(
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id ${DEALER} } }`,
      { code: added.data.addToLocker.code, contact: { name: 'Pat Coach', email: 'pat@school.example' } },
    );
    expect(requested.errors).toBeUndefined();
    const hidden = { name: 'SHD001 Sports', phone: null, email: null };
    // The visitor who asked for the quote, and the quote's printed page (read by its dealer here).
    expect(requested.data.requestQuote.dealer).toEqual(hidden);
    const quoteId = requested.data.requestQuote.id;
    const quoteDealer = async () =>
      (await h.gql(`query($id: ID!) { quote(id: $id) { ${DEALER} } }`, { id: quoteId }, token)).data.quote.dealer;
    expect(await quoteDealer()).toEqual(hidden);

    const sent = await h.gql(
      `mutation($q: ID!) { sendProofs(quoteId: $q) { url proofs { id sender { name phone email } } } }`,
      { q: quoteId },
      token,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendProofs.proofs[0].sender).toEqual(hidden);
    const link = sent.data.sendProofs.url as string;
    const opened = await h.gql(
      `query($t: String!) { proofApproval(token: $t) { sender { name phone email } proofs { sender { name phone email } } } }`,
      { t: link.slice(link.lastIndexOf('/') + 1) },
    );
    expect(opened.data.proofApproval).toEqual({ sender: hidden, proofs: [{ sender: hidden }] });
    const proofId = sent.data.sendProofs.proofs[0].id;
    const printed = await h.gql(
      `query($id: ID!) { proof(id: $id) { sender { name phone email } } }`,
      { id: proofId },
      token,
    );
    expect(printed.data.proof.sender).toEqual(hidden);

    // The emails to the customer: the proofs sent, and the order placed.
    expect(
      (await h.gql(`mutation { updateDealerSettings(input: { convertWithoutApproval: true }) { id } }`, {}, token))
        .errors,
    ).toBeUndefined();
    const order = await h.gql(`mutation($id: ID!) { convertQuoteToOrder(id: $id) { id } }`, { id: quoteId }, token);
    expect(order.errors).toBeUndefined();
    const notices = await h.gql(`{ notices(first: 100) { nodes { event recipient text } } }`, {}, token);
    const toCustomer = (notices.data.notices.nodes as Record<string, string>[]).filter(
      (n) => n.recipient === 'pat@school.example',
    );
    expect(toCustomer.map((n) => n.event).sort()).toEqual(['ORDER_PLACED', 'PROOF_SENT']);
    for (const n of toCustomer) {
      expect(n.text).toContain('SHD001 Sports');
      expect(n.text).not.toContain('555-0142');
      expect(n.text).not.toContain('shd001@example.com');
      expect(n.text).not.toContain('Questions?');
    }

    // Shared again: the quote shows them again (the rule, not a blank).
    expect((await update({ sharePhone: true, shareEmail: true })).errors).toBeUndefined();
    expect(await quoteDealer()).toEqual({ name: 'SHD001 Sports', phone: '555-0142', email: 'shd001@example.com' });
  });
});
