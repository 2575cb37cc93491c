/**
 * Shared set-up of the accessibility and keyboard specs: one dealer with a rep, a customer, a
 * snapsheet with a configured jersey, two visitors' lockers (one of them with a quote that was
 * converted to an order), a published FSG playbook and a published showroom, all made through the API; and helpers
 * that open a page as that dealer (its session in localStorage, A3) or as a visitor (L1).
 */
import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';
import { createSnapsheetWith, ENTRY_SECRET, enterDashboard, gql } from './api';

export const SECRET = ENTRY_SECRET;

export interface A11yData {
  token: string;
  dealerCode: string;
  snapsheetId: string;
  playbookId: string;
  styleId: string;
  shortId: string;
  quoteId: string;
  /** The order made of that quote. */
  orderId: string;
  /** A proof link whose proof waits for the customer's answer. */
  proofToken: string;
  /** The link of that quote, sent with a discount and tax and not accepted yet. */
  quoteToken: string;
  /** The visitor whose locker is still open (edit controls shown). */
  visitorKey: string;
  /** An open team store made from the snapsheet, its one item, and a pay-later order's private link token. */
  storeId: string;
  storeItemId: string;
  storeOrderToken: string;
  /** A store of the same items closed with one order: its production order held. */
  closedStoreId: string;
}

/**
 * Creates the dealer `code` and everything the page table visits (see the file comment) on the
 * server at `baseURL` (in beforeAll: `workerInfo.project.use.baseURL`).
 */
export async function setUpDealer(code: string, baseURL: string): Promise<A11yData> {
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    const token = await enterDashboard(request, { code, company: 'Access Sports', email: 'access@example.com' }, 3600);
    await gql(
      request,
      `mutation($input: RepInput!) { saveRep(input: $input) { id } }`,
      { input: { name: 'Robin Rep', email: 'robin@example.com', phone: '555-0100' } },
      token,
    );
    await gql(
      request,
      `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`,
      { input: { name: 'Hawks Academy', type: 'SCHOOL', colorIds: ['19', '13', '25'] } },
      token,
    );
    const products = await gql(request, `{ products(first: 100) { nodes { styleId garment { id } } } }`);
    const jersey = products.products.nodes.find((p: { garment: { id: string } }) => p.garment.id === 'jersey-crew');
    const snapsheetId = await createSnapsheetWith(
      request,
      token,
      { title: 'Spring Uniforms', teamName: 'Hawks', colorIds: ['19', '13', '25'] },
      jersey.styleId,
    );
    const saved = await gql(
      request,
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      {
        input: {
          styleId: jersey.styleId,
          colorIds: ['19', '13', '25'],
          decorations: [{ contentType: 'PLAYER_NUMBER', location: 'back-number', text: '23' }],
        },
      },
    );
    const shortId = saved.saveConfiguration.shortId as string;
    const addToLocker = async (visitorKey: string) => {
      const res = await request.post('/graphql', {
        headers: { 'x-visitor-key': visitorKey },
        data: {
          query: `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`,
          variables: {
            input: {
              projectType: 'SNAPSHEET',
              projectId: snapsheetId,
              configurationShortId: shortId,
              sizeLines: [
                { size: 'L', quantity: 2, playerName: 'SMITH', playerNumber: '23' },
                { size: 'XL', quantity: 1, playerName: 'JONES', playerNumber: '7' },
              ],
            },
          },
        },
      });
      const body = await res.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data.addToLocker.code as string;
    };
    // One visitor asks for a quote (their locker locks); the other keeps an open locker.
    const quotedLocker = await addToLocker(`e2e-visitor-${randomBytes(12).toString('hex')}`);
    const visitorKey = `e2e-visitor-${randomBytes(12).toString('hex')}`;
    await addToLocker(visitorKey);
    await gql(
      request,
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id } }`,
      {
        code: quotedLocker,
        contact: { name: 'Pat Coach', email: 'pat@school.example', message: 'Need these by March 1st.' },
      },
    );
    const quotes = await gql(request, `{ quotes(first: 5) { nodes { id } } }`, {}, token);
    const quoteId = quotes.quotes.nodes[0].id as string;
    // Its proofs are sent and approved before it becomes an order.
    const sent = await gql(
      request,
      `mutation($id: ID!) { sendProofs(quoteId: $id) { url proofs { id } } }`,
      { id: quoteId },
      token,
    );
    for (const proof of sent.sendProofs.proofs as { id: string }[])
      await gql(
        request,
        `mutation($t: String!, $p: ID!) { approveProof(token: $t, proofId: $p, approverName: "Pat Coach", agreed: true) { id } }`,
        { t: (sent.sendProofs.url as string).split('/').at(-1), p: proof.id },
      );
    // ... and the quote sent and accepted by its customer.
    const sentQuote = await gql(request, `mutation($id: ID!) { sendQuote(id: $id) { url } }`, { id: quoteId }, token);
    await gql(request, `mutation($t: String!) { acceptQuote(token: $t, name: "Pat Coach", agreed: true) { id } }`, {
      t: (sentQuote.sendQuote.url as string).split('/').at(-1),
    });
    const order = await gql(
      request,
      `mutation($id: ID!) { convertQuoteToOrder(id: $id) { id } }`,
      { id: quoteId },
      token,
    );
    // A third visitor's quote whose proof waits for the customer (the proof page's form).
    const waiting = await gql(
      request,
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id } }`,
      {
        code: await addToLocker(`e2e-visitor-${randomBytes(12).toString('hex')}`),
        contact: { name: 'Sam Captain', email: 'sam@school.example' },
      },
    );
    const waitingProofs = await gql(
      request,
      `mutation($id: ID!) { sendProofs(quoteId: $id) { url } }`,
      { id: waiting.requestQuote.id },
      token,
    );
    // ... and its quote sent, priced, for the customer to accept.
    await gql(
      request,
      `mutation($id: ID!, $input: QuotePricingInput!) { updateQuotePricing(id: $id, input: $input) { id } }`,
      {
        id: waiting.requestQuote.id,
        input: { discount: { kind: 'PERCENT', value: 1000 }, shippingCents: 1500, taxRateBasisPoints: 725 },
      },
      token,
    );
    const waitingQuote = await gql(
      request,
      `mutation($id: ID!) { sendQuote(id: $id) { url } }`,
      { id: waiting.requestQuote.id },
      token,
    );
    const playbook = await gql(
      request,
      `mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id } }`,
      {
        input: {
          template: 'FSG',
          sports: ['fsg-basketball'],
          teamName: 'Lakeview Lions',
          colorIds: ['19', '13', '25'],
        },
      },
      token,
    );
    const playbookId = playbook.createPlaybook.id as string;
    await gql(
      request,
      `mutation($id: ID!) { publishProject(projectType: PLAYBOOK, projectId: $id) { id } }`,
      { id: playbookId },
      token,
    );
    // A published showroom (P6) with one small catalog.
    await gql(
      request,
      `mutation($input: ShowroomInput!) { saveShowroom(input: $input) { id } }`,
      {
        input: {
          teamName: 'Harbor Hawks',
          mascot: 'Hawks',
          colorIds: ['19', '13', '25'],
          template: 'FSG',
          catalogIds: ['fsg-volleyball'],
          published: true,
        },
      },
      token,
    );
    // An open team store of the snapsheet's products, with one pay-later order.
    const store = await gql(
      request,
      `mutation($input: CreateStoreInput!) { createStore(input: $input) { id items { id } } }`,
      { input: { teamName: 'Hawks', title: 'Spirit wear', sourceType: 'SNAPSHEET', sourceId: snapsheetId } },
      token,
    );
    const storeId = store.createStore.id as string;
    const storeItemId = store.createStore.items[0].id as string;
    const day = 86_400_000;
    await gql(
      request,
      `mutation($id: ID!, $input: StoreSettingsInput!) { updateStore(storeId: $id, input: $input) { id } }`,
      {
        id: storeId,
        input: {
          advertisedCloseAt: new Date(Date.now() + 10 * day).toISOString(),
          hardCloseAt: new Date(Date.now() + 12 * day).toISOString(),
          groupLabel: 'Team',
          taxRateBasisPoints: 825,
        },
      },
      token,
    );
    await gql(request, `mutation($id: ID!) { openStore(storeId: $id) { id } }`, { id: storeId }, token);
    const checkout = await gql(
      request,
      `mutation($input: StoreCheckoutInput!, $key: String!) { checkoutStore(input: $input, idempotencyKey: $key) { token } }`,
      {
        key: randomBytes(24).toString('base64url'),
        input: {
          dealerCode: code,
          storeId,
          lines: [{ itemId: storeItemId, size: 'L', playerName: 'Smith', playerNumber: '23' }],
          buyerName: 'Pat Parent',
          buyerEmail: 'pat.parent@school.example',
          group: 'Varsity',
          paymentMethod: 'PAY_LATER',
        },
      },
    );
    // A second store, closed with one order: its production order held for the dealer.
    const closed = await gql(
      request,
      `mutation($input: CreateStoreInput!) { createStore(input: $input) { id items { id } } }`,
      { input: { teamName: 'Hawks', title: 'Closed drop', sourceType: 'SNAPSHEET', sourceId: snapsheetId } },
      token,
    );
    const closedStoreId = closed.createStore.id as string;
    await gql(
      request,
      `mutation($id: ID!, $input: StoreSettingsInput!) { updateStore(storeId: $id, input: $input) { id } }`,
      {
        id: closedStoreId,
        input: {
          advertisedCloseAt: new Date(Date.now() + 10 * day).toISOString(),
          hardCloseAt: new Date(Date.now() + 12 * day).toISOString(),
          groupLabel: 'Team',
        },
      },
      token,
    );
    await gql(request, `mutation($id: ID!) { openStore(storeId: $id) { id } }`, { id: closedStoreId }, token);
    await gql(
      request,
      `mutation($input: StoreCheckoutInput!, $key: String!) { checkoutStore(input: $input, idempotencyKey: $key) { token } }`,
      {
        key: randomBytes(24).toString('base64url'),
        input: {
          dealerCode: code,
          storeId: closedStoreId,
          lines: [{ itemId: closed.createStore.items[0].id, size: 'M', playerName: 'Jones', playerNumber: '8' }],
          buyerName: 'Lee Parent',
          buyerEmail: 'lee.parent@school.example',
          group: 'JV',
          paymentMethod: 'PAY_LATER',
        },
      },
    );
    await gql(request, `mutation($id: ID!) { closeStoreNow(storeId: $id) { id } }`, { id: closedStoreId }, token);
    return {
      token,
      dealerCode: code,
      snapsheetId,
      playbookId,
      styleId: jersey.styleId as string,
      shortId,
      quoteId,
      orderId: order.convertQuoteToOrder.id as string,
      proofToken: (waitingProofs.sendProofs.url as string).split('/').at(-1)!,
      quoteToken: (waitingQuote.sendQuote.url as string).split('/').at(-1)!,
      visitorKey,
      storeId,
      storeItemId,
      storeOrderToken: checkout.checkoutStore.token as string,
      closedStoreId,
    };
  } finally {
    await request.dispose();
  }
}

/** Makes `context` the dealer's browser: its session in localStorage before any page script. */
export async function actAsDealer(context: BrowserContext, data: A11yData) {
  const session = JSON.stringify({ apiToken: data.token, dealerCode: data.dealerCode });
  await context.addInitScript((value) => localStorage.setItem('tas.session', value), session);
}

/** Makes `context` the browser of the visitor who owns the open locker. */
export async function actAsVisitor(context: BrowserContext, data: A11yData) {
  await context.addInitScript((key) => localStorage.setItem('tas.visitorKey', key), data.visitorKey);
}

/** The element that has focus, described for assertions: tag, accessible label or text. */
export async function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const label =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
      el.textContent ??
      '';
    return `${el.tagName.toLowerCase()}:${label.trim()}`;
  });
}
