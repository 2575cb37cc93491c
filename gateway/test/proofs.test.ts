/**
 * Proofs and approval, over HTTP: the dealer sends the proofs of a quote,
 * the customer's link opens them without a sign-in and asks for changes, the dealer changes the
 * item and sends version 2, the customer approves it; a change after approval withdraws it and
 * a change back restores it; converting needs every item approved unless the dealer allows it.
 * Notices are HELD (no SMTP server) and read from the dealer's outbox list; the emails themselves
 * are checked in notices.test.ts and the e2e journey.
 */
import { earliestReadyDate, formatCalendarDay, isoDate } from '@tas/garments';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as upFrozenPictures } from '../migrations/0030_frozen_pictures.js';
import { renderHashOf } from '../src/modules/configurations/configurations.service.js';
import { pdfSourceOf } from '../src/modules/render/render.worker.js';
import { registeredKinds } from '../src/project-kinds.registry.js';
import { startHarness, type Harness } from './harness.js';

/** The first error's code, field and message. */
function errorOf(r: { errors?: { message: string; extensions?: { code?: string; field?: string } }[] }) {
  const e = r.errors?.[0];
  return { code: e?.extensions?.code, field: e?.extensions?.field, message: e?.message };
}

/** The quote `quoteId` sent to its customer and accepted (an order needs it). */
async function acceptQuoteOf(h: Harness, quoteId: string, dealer: string): Promise<void> {
  const sent = await h.gql(`mutation($id: ID!) { sendQuote(id: $id) { url } }`, { id: quoteId }, dealer);
  expect(sent.errors).toBeUndefined();
  const accepted = await h.gql(
    `mutation($t: String!) { acceptQuote(token: $t, name: "Pat Coach", agreed: true) { id } }`,
    { t: (sent.data.sendQuote.url as string).split('/').at(-1) },
  );
  expect(accepted.errors).toBeUndefined();
}

/** The SKU suffix of size XL (original-spec section 9). */
const XL_SUFFIX = '07';

const CONTACT = { name: 'Pat Coach', email: 'pat@school.example', phone: '555-0100' };

const PROOF_FIELDS = `id version status statusMessage quantity productionDays approverName comment
  sizeLines { size quantity playerName playerNumber }
  configuration { shortId product { name } colors { name } }`;

describe('proofs and approval', () => {
  let h: Harness;
  let dealer: string;
  let other: string;
  let code: string;
  let quoteId: string;
  let itemId: string;
  let shortId: string;
  let styleName: string;
  let styleId: string;
  let productionDays: number;

  const quoteProofs = async () => {
    const r = await h.gql(
      `query($id: ID!) { quote(id: $id) { totalCents proofs { lockerItemId productName status statusMessage latest { version status } } } }`,
      { id: quoteId },
      dealer,
    );
    expect(r.errors).toBeUndefined();
    return r.data.quote as { totalCents: number; proofs: Record<string, any>[] };
  };
  const send = (token = dealer, lockerItemIds?: string[]) =>
    h.gql(
      `mutation($q: ID!, $ids: [ID!]) { sendProofs(quoteId: $q, lockerItemIds: $ids) { url expiresAt proofs { ${PROOF_FIELDS} } } }`,
      { q: quoteId, ids: lockerItemIds },
      token,
    );
  const approval = (token: string) =>
    h.gql(
      `query($t: String!) { proofApproval(token: $t) { teamName projectTitle customerName expired expiresAt
        sender { name email phone } proofs { ${PROOF_FIELDS} } } }`,
      { t: token },
    );
  const approve = (token: string, proofId: string, approverName = 'Pat Coach', agreed = true) =>
    h.gql(
      `mutation($t: String!, $p: ID!, $n: String!, $a: Boolean!) { approveProof(token: $t, proofId: $p, approverName: $n, agreed: $a) { id status approverName statusMessage } }`,
      { t: token, p: proofId, n: approverName, a: agreed },
    );
  const askChanges = (token: string, proofId: string, comment: string) =>
    h.gql(
      `mutation($t: String!, $p: ID!, $c: String!) { requestProofChanges(token: $t, proofId: $p, comment: $c) { id status comment statusMessage } }`,
      { t: token, p: proofId, c: comment },
    );
  const setRoster = async (sizeLines: { size: string; quantity: number; playerName?: string }[]) => {
    const unlocked = await h.gql(`mutation($id: ID!) { unlockQuoteProject(id: $id) { id } }`, { id: quoteId }, dealer);
    expect(unlocked.errors).toBeUndefined();
    const r = await h.gql(
      `mutation($id: ID!, $input: LockerItemInput!) { updateLockerItem(id: $id, input: $input) { code } }`,
      { id: itemId, input: { sizeLines } },
    );
    expect(r.errors).toBeUndefined();
  };
  const notices = async () => {
    const r = await h.gql(`{ notices(first: 100) { nodes { event recipient subject text status } } }`, {}, dealer);
    expect(r.errors).toBeUndefined();
    return r.data.notices.nodes as Record<string, string>[];
  };
  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

  beforeAll(async () => {
    h = await startHarness();
    ({ token: dealer } = await h.signIn('PRF001'));
    ({ token: other } = await h.signIn('PRF002'));
    const products = await h.gql(`{ products(first: 100) { nodes { styleId name productionDays garment { id } } } }`);
    const jersey = products.data.products.nodes.find(
      (p: { garment: { id: string } }) => p.garment.id === 'jersey-crew',
    );
    styleName = jersey.name;
    styleId = jersey.styleId;
    productionDays = jersey.productionDays;
    const created = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { title: 'Spring Uniforms', teamName: 'Hawks', colorIds: ['19', '13', '25'] } },
      dealer,
    );
    const saved = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      {
        input: { styleId: jersey.styleId, colorIds: ['19', '13', '25'], decorations: [] },
      },
    );
    shortId = saved.data.saveConfiguration.shortId;
    const added = await h.gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id } } }`,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId: created.data.createSnapsheet.id,
          configurationShortId: shortId,
          sizeLines: [
            { size: 'L', quantity: 2, playerName: 'Avery' },
            { size: 'M', quantity: 1 },
          ],
        },
      },
    );
    expect(added.errors).toBeUndefined();
    code = added.data.addToLocker.code;
    itemId = added.data.addToLocker.items[0].id;
    const quote = await h.gql(
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id } }`,
      { code, contact: CONTACT },
    );
    expect(quote.errors).toBeUndefined();
    quoteId = quote.data.requestQuote.id;
  });
  afterAll(async () => h?.close());

  it('a new quote has no proofs, and it cannot become an order before they are approved', async () => {
    expect((await quoteProofs()).proofs).toEqual([
      {
        lockerItemId: itemId,
        productName: styleName,
        status: 'NOT_SENT',
        statusMessage: 'No proof sent yet',
        latest: null,
      },
    ]);
    const convert = await h.gql(`mutation($id: ID!) { convertQuoteToOrder(id: $id) { id } }`, { id: quoteId }, dealer);
    expect(errorOf(convert)).toMatchObject({
      code: 'CONFLICT',
      message: `Every item's proof must be approved before the order (${styleName}: not sent)`,
    });
  });

  it('only the dealer sends proofs: another dealer and a visitor are refused', async () => {
    expect(errorOf(await send(other))).toMatchObject({ code: 'NOT_FOUND', message: 'Quote not found' });
    expect(errorOf(await send(''))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(errorOf(await send(dealer, [`${code}.999999`]))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Locker item not found',
    });
  });

  let firstToken: string;
  let firstProofId: string;

  it('sending makes version 1, frozen, opened by the link without a sign-in, and emails the contact', async () => {
    const sent = await send();
    expect(sent.errors).toBeUndefined();
    const delivery = sent.data.sendProofs;
    expect(delivery.url).toMatch(new RegExp(`^${h.built.config.publicUrl}/proofs/tpp_[A-Za-z0-9_-]{43}$`));
    const days = (Date.parse(delivery.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const proof = delivery.proofs[0];
    expect(delivery.proofs).toHaveLength(1);
    expect(proof).toMatchObject({
      version: 1,
      status: 'SENT',
      quantity: 3,
      productionDays,
      approverName: null,
      comment: null,
      // In roster order (by size).
      sizeLines: [
        { size: 'M', quantity: 1, playerName: null, playerNumber: null },
        { size: 'L', quantity: 2, playerName: 'Avery', playerNumber: null },
      ],
      configuration: { shortId, product: { name: styleName } },
    });
    firstToken = tokenOf(delivery.url);
    firstProofId = proof.id;

    const opened = await approval(firstToken);
    expect(opened.errors).toBeUndefined();
    expect(opened.data.proofApproval).toMatchObject({
      teamName: 'Hawks',
      projectTitle: 'Spring Uniforms',
      customerName: 'Pat Coach',
      expired: false,
      sender: { name: 'PRF001 Sports', email: 'prf001@example.com' },
      proofs: [{ id: firstProofId, version: 1, status: 'SENT' }],
    });
    expect((await approval('tpp_' + 'x'.repeat(43))).data.proofApproval).toBeNull();
    expect((await approval('not-a-token')).data.proofApproval).toBeNull();

    const [notice] = await notices();
    expect(notice).toMatchObject({
      event: 'PROOF_SENT',
      recipient: 'pat@school.example',
      subject: 'Proofs to approve: Hawks from PRF001 Sports',
      status: 'HELD',
    });
    expect(notice!.text).toContain(`${styleName} (version 1)`);
    // The outbox keeps the email without the link's token (the dealer has the link above).
    expect(notice!.text).toContain(`Open the proofs: ${h.built.config.publicUrl}/proofs/[hidden]`);
    expect(notice!.text).not.toContain(firstToken);
    expect(notice!.text).not.toMatch(/\$\d/);

    const q = await quoteProofs();
    expect(q.proofs[0]).toMatchObject({ status: 'SENT', latest: { version: 1, status: 'SENT' } });
    // The proof sheet's PDF is queued with it (drawn by the render worker, not running here),
    // and the print page's query reads the proof for its dealer only.
    const printed = `query($id: ID!) { proof(id: $id) { version teamName sender { name } pdf { kind status filename } } }`;
    expect((await h.gql(printed, { id: firstProofId }, dealer)).data.proof).toEqual({
      version: 1,
      teamName: 'Hawks',
      sender: { name: 'PRF001 Sports' },
      pdf: { kind: 'PDF', status: 'QUEUED', filename: `Hawks ${styleName} proof v1.pdf` },
    });
    expect((await h.gql(printed, { id: firstProofId }, other)).data.proof).toBeNull();
    expect((await h.gql(printed, { id: firstProofId })).data.proof).toBeNull();
    // The locker is locked again while the proofs are out.
    const change = await h.gql(
      `mutation($id: ID!, $input: LockerItemInput!) { updateLockerItem(id: $id, input: $input) { code } }`,
      { id: itemId, input: { sizeLines: [{ size: 'S', quantity: 1 }] } },
    );
    expect(errorOf(change)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('the customer asks for changes once, and the dealer hears of it', async () => {
    expect(errorOf(await askChanges(firstToken, firstProofId, '   '))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'comment',
    });
    expect(errorOf(await askChanges(firstToken, '999999', 'x'))).toMatchObject({ code: 'NOT_FOUND' });
    const asked = await askChanges(firstToken, firstProofId, 'Make the M an XL please');
    expect(asked.errors).toBeUndefined();
    expect(asked.data.requestProofChanges).toMatchObject({
      status: 'CHANGES_REQUESTED',
      comment: 'Make the M an XL please',
    });
    expect(errorOf(await approve(firstToken, firstProofId))).toMatchObject({
      code: 'CONFLICT',
      message: 'Changes were already asked for this proof',
    });
    const [notice] = await notices();
    expect(notice).toMatchObject({
      event: 'PROOF_CHANGES_REQUESTED',
      recipient: 'prf001@example.com',
      subject: `Changes asked: ${styleName} v1 (Hawks)`,
    });
    expect(notice!.text).toContain('Make the M an XL please');
  });

  let secondToken: string;
  let secondProofId: string;

  it('the dealer changes the item and sends version 2; version 1 can no longer be decided', async () => {
    await setRoster([
      { size: 'L', quantity: 2, playerName: 'Avery' },
      { size: 'XL', quantity: 1 },
    ]);
    expect((await quoteProofs()).proofs[0]).toMatchObject({
      status: 'WITHDRAWN',
      statusMessage: 'The roster changed after this proof was sent; send a new proof',
    });
    const sent = await send(dealer, [itemId]);
    expect(sent.errors).toBeUndefined();
    secondToken = tokenOf(sent.data.sendProofs.url);
    secondProofId = sent.data.sendProofs.proofs[0].id;
    expect(sent.data.sendProofs.proofs[0]).toMatchObject({
      version: 2,
      sizeLines: [
        { size: 'L', quantity: 2 },
        { size: 'XL', quantity: 1 },
      ],
    });
    // The old link shows version 1 as superseded.
    expect((await approval(firstToken)).data.proofApproval.proofs[0]).toMatchObject({
      version: 1,
      status: 'WITHDRAWN',
      statusMessage: 'Version 2 was sent after this one',
    });
    expect(errorOf(await approve(secondToken, firstProofId))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the customer approves version 2 with a typed name and a tick', async () => {
    expect(errorOf(await approve(secondToken, secondProofId, 'P'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'approverName',
    });
    expect(errorOf(await approve(secondToken, secondProofId, 'Pat Coach', false))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'agreed',
    });
    const approved = await approve(secondToken, secondProofId, '  Pat   Coach ');
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveProof).toMatchObject({ status: 'APPROVED', approverName: 'Pat Coach' });
    expect(approved.data.approveProof.statusMessage).toMatch(/^Approved on \d{4}-\d{2}-\d{2}$/);
    // The sheet is printed again saying who approved it and when.
    const printed = await h.gql(
      `query($id: ID!) { proof(id: $id) { approverName decidedAt pdf { status filename } } }`,
      { id: secondProofId },
      dealer,
    );
    expect(printed.data.proof).toMatchObject({
      approverName: 'Pat Coach',
      pdf: { status: 'QUEUED', filename: `Hawks ${styleName} proof v2 approved.pdf` },
    });
    expect(printed.data.proof.decidedAt).toEqual(expect.any(String));
    const [notice] = await notices();
    expect(notice).toMatchObject({
      event: 'PROOF_APPROVED',
      recipient: 'prf001@example.com',
      subject: `Proof approved: ${styleName} v2 (Hawks)`,
    });
    expect(errorOf(await send())).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'lockerItemIds',
      message: "Every item's proof is approved: there is nothing to send",
    });
  });

  it('a change after approval withdraws it, a change back restores it, and the order can then be made', async () => {
    await setRoster([{ size: 'L', quantity: 3 }]);
    expect((await quoteProofs()).proofs[0]).toMatchObject({
      status: 'WITHDRAWN',
      statusMessage: 'Approval withdrawn: the roster changed after it was approved; send a new proof',
    });
    const refused = await h.gql(`mutation($id: ID!) { convertQuoteToOrder(id: $id) { id } }`, { id: quoteId }, dealer);
    expect(errorOf(refused)).toMatchObject({
      code: 'CONFLICT',
      message: `Every item's proof must be approved before the order (${styleName}: withdrawn)`,
    });
    const back = await h.gql(
      `mutation($id: ID!, $input: LockerItemInput!) { updateLockerItem(id: $id, input: $input) { code } }`,
      {
        id: itemId,
        input: {
          sizeLines: [
            { size: 'L', quantity: 2, playerName: 'Avery' },
            { size: 'XL', quantity: 1 },
          ],
        },
      },
    );
    expect(back.errors).toBeUndefined();
    expect((await quoteProofs()).proofs[0]).toMatchObject({ status: 'APPROVED' });
    await acceptQuoteOf(h, quoteId, dealer);
    const order = await h.gql(
      `mutation($id: ID!) { convertQuoteToOrder(id: $id) { id approvalWaived lines {
        styleId productName configurationShortId designCode designName proofVersion quantity lineTotalCents
        colors { name code hex } decorations { location }
        sizeLines { sku size quantity playerName playerNumber unitPriceCents } } } }`,
      { id: quoteId },
      dealer,
    );
    expect(order.errors).toBeUndefined();
    expect(order.data.convertQuoteToOrder.approvalWaived).toBe(false);
    // The lines a factory produces, with the approved proof's version.
    const [line] = order.data.convertQuoteToOrder.lines;
    const unit = line.sizeLines[0].unitPriceCents as number;
    expect(order.data.convertQuoteToOrder.lines).toEqual([
      {
        styleId,
        productName: styleName,
        configurationShortId: shortId,
        designCode: null,
        designName: null,
        proofVersion: 2,
        quantity: 3,
        lineTotalCents: line.lineTotalCents,
        colors: [
          { name: 'Navy', code: '19', hex: '#1F2A44' },
          { name: 'Cardinal', code: '13', hex: '#9D2235' },
          { name: 'White', code: '25', hex: '#FFFFFF' },
        ],
        decorations: [],
        sizeLines: [
          {
            sku: `${styleId}-19-06`,
            size: 'L',
            quantity: 2,
            playerName: 'Avery',
            playerNumber: null,
            unitPriceCents: unit,
          },
          {
            sku: `${styleId}-19-${XL_SUFFIX}`,
            size: 'XL',
            quantity: 1,
            playerName: null,
            playerNumber: null,
            unitPriceCents: line.sizeLines[1].unitPriceCents,
          },
        ],
      },
    ]);
    expect(line.lineTotalCents).toBe(2 * unit + line.sizeLines[1].unitPriceCents);
    const csv = (await h.gql(`{ ordersCsv }`, {}, dealer)).data.ordersCsv as string;
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    // A quote's order leaves the store's columns (after proof_version) empty.
    expect(
      header!.endsWith(
        ',sku,design_code,garment_colors,decorations,proof_version,store_id,store_name,store_round,store_sent_at,players,team_pieces',
      ),
    ).toBe(true);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.endsWith(`,${styleId}-19-06,,Navy (19); Cardinal (13); White (25),,2,,,,,,`)).toBe(true);
    // Decisions end with the quote.
    expect(errorOf(await askChanges(secondToken, secondProofId, 'late'))).toMatchObject({ code: 'CONFLICT' });
  });

  it('an expired link still shows its proofs but decides nothing', async () => {
    await sql`UPDATE proof_links SET expires_at = now() - interval '1 minute'`.execute(h.built.database.db);
    const opened = await approval(secondToken);
    expect(opened.data.proofApproval.expired).toBe(true);
    expect(errorOf(await approve(secondToken, secondProofId))).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/^This link expired on \d{4}-\d{2}-\d{2}; ask PRF001 Sports for a new one$/),
    });
  });

  it('the dealer may allow orders without approval (recorded on the order), and sets the link life', async () => {
    const bad = await h.gql(
      `mutation { updateDealerSettings(input: { proofLinkDays: 0 }) { proofLinkDays } }`,
      {},
      dealer,
    );
    expect(errorOf(bad)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'proofLinkDays' });
    const set = await h.gql(
      `mutation { updateDealerSettings(input: { proofLinkDays: 7, convertWithoutApproval: true }) { proofLinkDays convertWithoutApproval } }`,
      {},
      dealer,
    );
    expect(set.data.updateDealerSettings).toEqual({ proofLinkDays: 7, convertWithoutApproval: true });
    // A second locker of the same project (another visitor) gets its own quote.
    const saved = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      {
        input: {
          styleId: (await h.gql(`{ configuration(shortId: "${shortId}") { product { styleId } } }`)).data.configuration
            .product.styleId,
          colorIds: ['19'],
          decorations: [],
        },
      },
    );
    const project = await h.gql(`{ locker(code: "${code}") { project { id } } }`);
    const added = await h.gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId: project.data.locker.project.id,
          configurationShortId: saved.data.saveConfiguration.shortId,
          sizeLines: [{ size: 'S', quantity: 1 }],
        },
      },
      undefined,
      { 'x-visitor-key': 'visitor-key-of-proofs-test-000000000001' },
    );
    expect(added.errors).toBeUndefined();
    const quote = await h.gql(
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id } }`,
      { code: added.data.addToLocker.code, contact: CONTACT },
    );
    const order = await h.gql(
      `mutation($id: ID!) { convertQuoteToOrder(id: $id) { approvalWaived } }`,
      { id: quote.data.requestQuote.id },
      dealer,
    );
    expect(order.errors).toBeUndefined();
    expect(order.data.convertQuoteToOrder.approvalWaived).toBe(true);
    const others = await h.gql(`{ me { proofLinkDays } }`, {}, other);
    expect(others.data.me.proofLinkDays).toBe(14);
  });

  it('an order below a product’s minimum pieces is refused, naming the item and the minimum', async () => {
    const product = await h.gql(`{ product(styleId: "CG9100") { name minimumPieces productionDays } }`);
    expect(product.data.product).toMatchObject({ minimumPieces: 6, productionDays: 20 });
    const name = product.data.product.name as string;
    const saved = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      {
        input: { styleId: 'CG9100', colorIds: ['19', '13', '25'], decorations: [] },
      },
    );
    const locker = await h.gql(`{ locker(code: "${code}") { project { id } } }`);
    const added = await h.gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId: locker.data.locker.project.id,
          configurationShortId: saved.data.saveConfiguration.shortId,
          sizeLines: [{ size: 'L', quantity: 3 }],
        },
      },
      undefined,
      { 'x-visitor-key': 'visitor-key-of-proofs-test-minimum-0001' },
    );
    expect(added.errors).toBeUndefined();
    const quote = await h.gql(
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id items { quantity minimumPieces productionDays } } }`,
      { code: added.data.addToLocker.code, contact: CONTACT },
    );
    expect(quote.data.requestQuote.items).toEqual([{ quantity: 3, minimumPieces: 6, productionDays: 20 }]);
    // This dealer converts without approved proofs now; the minimum still holds.
    const refused = await h.gql(
      `mutation($id: ID!) { convertQuoteToOrder(id: $id) { id } }`,
      { id: quote.data.requestQuote.id },
      dealer,
    );
    expect(errorOf(refused)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'items.0.quantity',
      message: `${name}: an order takes at least 6 pieces of it (this quote has 3)`,
    });
  });

  it('a quote asks for an in-hand date and warns when it comes before the production time', async () => {
    const request = (inHandDate: string) =>
      h.gql(
        `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id inHandDate inHandWarning } }`,
        { code: 'A'.repeat(20), contact: { ...CONTACT, inHandDate } },
      );
    for (const [date, message] of [
      ['2000-01-01', 'Choose a date from today on'],
      ['2026-02-30', 'Enter a date as YYYY-MM-DD'],
    ] as const)
      expect(errorOf(await request(date))).toEqual({ code: 'BAD_USER_INPUT', field: 'contact.inHandDate', message });
    // A real locker: the jersey takes `productionDays` working days.
    const saved = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      {
        input: { styleId, colorIds: ['19'], decorations: [] },
      },
    );
    const project = await h.gql(`{ locker(code: "${code}") { project { id } } }`);
    const added = await h.gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId: project.data.locker.project.id,
          configurationShortId: saved.data.saveConfiguration.shortId,
          sizeLines: [{ size: 'M', quantity: 1 }],
        },
      },
      undefined,
      { 'x-visitor-key': 'visitor-key-of-proofs-test-in-hand-0001' },
    );
    const today = isoDate(new Date());
    const quote = await h.gql(
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id inHandDate inHandWarning } }`,
      { code: added.data.addToLocker.code, contact: { ...CONTACT, inHandDate: today } },
    );
    expect(quote.errors).toBeUndefined();
    const ready = earliestReadyDate(new Date(), productionDays);
    expect(quote.data.requestQuote).toMatchObject({
      inHandDate: today,
      inHandWarning: `The in-hand date ${formatCalendarDay(today)} is before the production time allows: about ${productionDays} working days, ready ${formatCalendarDay(ready)} at the earliest (before shipping)`,
    });
    const later = await h.gql(
      `query($id: ID!) { quote(id: $id) { inHandWarning } }`,
      { id: quote.data.requestQuote.id },
      dealer,
    );
    expect(later.data.quote.inHandWarning).toContain(`ready ${formatCalendarDay(ready)} at the earliest`);
  });
  it("Quote.proofs is the quote's dealer's only: the visitor who asks for a quote and a passcode session read none", async () => {
    const PROOFS = `proofs { lockerItemId status statusMessage latest { version comment approverName } }`;
    const created = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { title: 'Fall Uniforms', teamName: 'Owls', colorIds: ['19', '13', '25'] } },
      dealer,
    );
    const projectId = created.data.createSnapsheet.id as string;
    const addTo = (token?: string, headers?: Record<string, string>) =>
      h.gql(
        `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id } } }`,
        {
          input: {
            projectType: 'SNAPSHEET',
            projectId,
            configurationShortId: shortId,
            sizeLines: [{ size: 'M', quantity: 2 }],
          },
        },
        token,
        headers,
      );
    const requestAs = (lockerCode: string, token?: string) =>
      h.gql(
        `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id ${PROOFS} } }`,
        { code: lockerCode, contact: CONTACT },
        token,
      );

    // The visitor who asks for a quote reads it in the answer, without its proofs.
    const added = await addTo(undefined, { 'x-visitor-key': 'visitor-key-of-proofs-test-privacy-001' });
    expect(added.errors).toBeUndefined();
    const lockerCode = added.data.addToLocker.code as string;
    const first = await requestAs(lockerCode);
    expect(first.errors).toBeUndefined();
    expect(first.data.requestQuote.proofs).toEqual([]);
    // The customer asks for changes; the dealer unlocks the locker, and the visitor holding its
    // code asks for a quote again: the customer's comment stays the dealer's.
    const firstId = first.data.requestQuote.id as string;
    const delivered = await h.gql(
      `mutation($q: ID!) { sendProofs(quoteId: $q) { url proofs { id } } }`,
      { q: firstId },
      dealer,
    );
    expect(delivered.errors).toBeUndefined();
    const asked = await askChanges(
      tokenOf(delivered.data.sendProofs.url),
      delivered.data.sendProofs.proofs[0].id,
      'A comment for the dealer only',
    );
    expect(asked.errors).toBeUndefined();
    const unlocked = await h.gql(`mutation($id: ID!) { unlockQuoteProject(id: $id) { id } }`, { id: firstId }, dealer);
    expect(unlocked.errors).toBeUndefined();
    const again = await requestAs(lockerCode);
    expect(again.errors).toBeUndefined();
    expect(again.data.requestQuote.proofs).toEqual([]);
    // The dealer reads the same quote's proofs, the comment with them.
    const own = await h.gql(
      `query($id: ID!) { quote(id: $id) { ${PROOFS} } }`,
      { id: again.data.requestQuote.id },
      dealer,
    );
    expect(own.data.quote.proofs).toEqual([
      {
        lockerItemId: added.data.addToLocker.items[0].id,
        status: 'CHANGES_REQUESTED',
        statusMessage: expect.stringMatching(/^Changes asked on \d{4}-\d{2}-\d{2}$/),
        latest: { version: 1, comment: 'A comment for the dealer only', approverName: null },
      },
    ]);

    // A passcode session (dealer mode for the project) asks for a quote from its own locker.
    await h.setPasscode({ code: 'PRF001' }, 'proofs-passcode-01');
    const session = await h.gql(
      `mutation($c: String!, $p: ID!, $pc: String!) {
        passcodeAccess(dealerCode: $c, projectType: SNAPSHEET, projectId: $p, passcode: $pc) { apiToken } }`,
      { c: 'PRF001', p: projectId, pc: 'proofs-passcode-01' },
    );
    expect(session.errors).toBeUndefined();
    const passcodeToken = session.data.passcodeAccess.apiToken as string;
    const own2 = await addTo(passcodeToken);
    expect(own2.errors).toBeUndefined();
    const byPasscode = await requestAs(own2.data.addToLocker.code, passcodeToken);
    expect(byPasscode.errors).toBeUndefined();
    expect(byPasscode.data.requestQuote.proofs).toEqual([]);
  });
});

describe('approved means frozen: a logo cut again after approval', () => {
  let h: Harness;
  let dealer: string;
  let quoteId: string;
  let shortId: string;
  let logoId: string;
  let styleName: string;

  /** A 100x100 PNG of one colour. */
  const png = (background: string) =>
    sharp({ create: { width: 100, height: 100, channels: 4, background } })
      .png()
      .toBuffer();
  const CROP = `mutation($id: ID!, $input: CropLogoInput!) { cropLogo(id: $id, input: $input) { url } }`;
  const recrop = async (background: string) => {
    const crop = { x: 0, y: 0, width: 1, height: 1, zoom: 1, aspect: '1:1' };
    const r = await h.gql(
      CROP,
      { id: logoId, input: { content: (await png(background)).toString('base64'), crop } },
      dealer,
    );
    expect(r.errors).toBeUndefined();
    return r.data.cropLogo.url as string;
  };
  const SHOWN = `configuration { shortId renderSpec { decorations { logoUrl } } front: snapshot(view: FRONT) { status } }`;
  const send = async () => {
    const r = await h.gql(
      `mutation($q: ID!) { sendProofs(quoteId: $q) { url proofs { id version status } } }`,
      { q: quoteId },
      dealer,
    );
    expect(r.errors).toBeUndefined();
    const { url, proofs } = r.data.sendProofs;
    return {
      token: url.slice(url.lastIndexOf('/') + 1) as string,
      proof: proofs[0] as { id: string; version: number },
    };
  };
  const approve = (token: string, proofId: string) =>
    h.gql(
      `mutation($t: String!, $p: ID!) { approveProof(token: $t, proofId: $p, approverName: "Pat Coach", agreed: true) { status } }`,
      { t: token, p: proofId },
    );
  const opened = async (token: string) => {
    const r = await h.gql(
      `query($t: String!) { proofApproval(token: $t) { proofs { status statusMessage ${SHOWN} } } }`,
      {
        t: token,
      },
    );
    expect(r.errors).toBeUndefined();
    return r.data.proofApproval.proofs[0];
  };
  const standing = async () => {
    const r = await h.gql(
      `query($id: ID!) { quote(id: $id) { proofs { status statusMessage } } }`,
      { id: quoteId },
      dealer,
    );
    expect(r.errors).toBeUndefined();
    return r.data.quote.proofs[0];
  };
  const convert = () =>
    h.gql(`mutation($id: ID!) { convertQuoteToOrder(id: $id) { id lines { proofVersion } } }`, { id: quoteId }, dealer);
  const renderHash = async () =>
    (
      await h.built.database.db
        .selectFrom('configurations')
        .select('render_hash')
        .where('short_id', '=', shortId)
        .executeTakeFirstOrThrow()
    ).render_hash;
  const snapshotHashes = async () =>
    (
      await h.built.database.db
        .selectFrom('snapshots')
        .select('render_hash')
        .distinct()
        .where('view', '=', 'FRONT')
        .execute()
    )
      .map((r) => r.render_hash)
      .sort();

  beforeAll(async () => {
    h = await startHarness();
    ({ token: dealer } = await h.signIn('PRF201'));
    const up = await h.gql(
      `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id url } }`,
      { input: { filename: 'crest.png', content: (await png('#1d4ed8')).toString('base64') } },
      dealer,
    );
    expect(up.errors).toBeUndefined();
    logoId = up.data.uploadLogo.id;
    const created = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { title: 'Fall Uniforms', teamName: 'Owls', colorIds: ['19', '13', '25'] } },
      dealer,
    );
    const saved = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId product { name } } }`,
      {
        input: {
          styleId: 'CG2100',
          colorIds: ['19', '13', '25'],
          decorations: [{ contentType: 'UPLOADS', location: 'left-chest', logoId }],
        },
      },
      dealer,
    );
    expect(saved.errors).toBeUndefined();
    shortId = saved.data.saveConfiguration.shortId;
    styleName = saved.data.saveConfiguration.product.name;
    const added = await h.gql(`mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`, {
      input: {
        projectType: 'SNAPSHEET',
        projectId: created.data.createSnapsheet.id,
        configurationShortId: shortId,
        sizeLines: [{ size: 'L', quantity: 12 }],
      },
    });
    expect(added.errors).toBeUndefined();
    const quote = await h.gql(
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id } }`,
      { code: added.data.addToLocker.code, contact: CONTACT },
    );
    expect(quote.errors).toBeUndefined();
    quoteId = quote.data.requestQuote.id;
  });
  afterAll(async () => h?.close());

  it('withdraws the approval, keeps showing the picture approved, and refuses the order until a new version is approved', async () => {
    const first = await send();
    expect((await approve(first.token, first.proof.id)).data.approveProof.status).toBe('APPROVED');
    const approvedUrl = (await opened(first.token)).configuration.renderSpec.decorations[0].logoUrl as string;
    const approvedHash = await renderHash();
    expect(await snapshotHashes()).toEqual([approvedHash]);

    // The dealer cuts the logo again: same logo id, another picture.
    const newUrl = await recrop('#facc15');
    expect(approvedUrl).not.toContain(newUrl);
    expect(await standing()).toEqual({
      status: 'WITHDRAWN',
      statusMessage: 'Approval withdrawn: the logo changed after it was approved; send a new proof',
    });
    expect(errorOf(await convert())).toMatchObject({
      code: 'CONFLICT',
      message: `Every item's proof must be approved before the order (${styleName}: withdrawn)`,
    });
    // The item's configuration draws the new picture under a new render hash ...
    const newHash = await renderHash();
    expect(newHash).not.toBe(approvedHash);
    const item = await h.gql(`query($s: ID!) { ${SHOWN.replace('configuration', 'configuration(shortId: $s)')} }`, {
      s: shortId,
    });
    expect(item.data.configuration.renderSpec.decorations[0].logoUrl).toContain(newUrl);
    // ... while the proof still shows what was approved, from its snapshot.
    const proofNow = await opened(first.token);
    expect(proofNow).toMatchObject({
      status: 'WITHDRAWN',
      configuration: { shortId, renderSpec: { decorations: [{ logoUrl: approvedUrl }] } },
    });
    expect(await snapshotHashes()).toEqual([approvedHash, newHash].sort());
    // The proof sheet's PDF job draws that picture too, under the hash its print page reads.
    const printed = await pdfSourceOf(h.built.services, registeredKinds).proofSpec(Number(first.proof.id));
    expect(printed.decorations[0]!.logoUrl).toBe(approvedUrl);
    expect(renderHashOf(printed)).toBe(approvedHash);

    // Version 2 shows the new picture; cut again before it is decided, it cannot be approved.
    const second = await send();
    expect(second.proof.version).toBe(2);
    expect((await opened(second.token)).configuration.renderSpec.decorations[0].logoUrl).toContain(newUrl);
    await recrop('#16a34a');
    expect(await standing()).toEqual({
      status: 'WITHDRAWN',
      statusMessage: 'The logo changed after this proof was sent; send a new proof',
    });
    expect(errorOf(await approve(second.token, second.proof.id))).toMatchObject({
      code: 'CONFLICT',
      message: 'This item changed after the proof was sent; PRF201 Sports will send a new one',
    });

    // Version 3, approved as it is: the order is made from it.
    const third = await send();
    expect((await approve(third.token, third.proof.id)).data.approveProof.status).toBe('APPROVED');
    expect((await standing()).status).toBe('APPROVED');
    await acceptQuoteOf(h, quoteId, dealer);
    const order = await convert();
    expect(order.errors).toBeUndefined();
    expect(order.data.convertQuoteToOrder.lines).toEqual([{ proofVersion: 3 }]);
  });

  it('keeps the pictures a proof froze when the files no row refers to are collected', async () => {
    const keyOf = (url: string) => url.slice('/files/'.length).replace(/\?.*$/, '');
    const frozen = (
      await h.built.database.db.selectFrom('proofs').select(['version', 'logo_keys']).orderBy('version').execute()
    ).map((p) => p.logo_keys[logoId]!);
    expect(new Set(frozen).size).toBe(3);
    // Two more cuts: the first of them is in no row once the second is made.
    const passing = keyOf(await recrop('#dc2626'));
    await recrop('#7c3aed');
    const collection = h.built.services.blobCollection!;
    const start = Date.now();
    await collection.collect(new Date(start + 60_000));
    await collection.collect(new Date(start + 2 * 3_600_000));
    const exists = async (key: string) => (await h.built.services.blobs.stat(key)) !== null;
    expect(await exists(passing)).toBe(false);
    // Version 1's picture is the logo's original too; version 2's is only the proof's.
    for (const key of frozen) expect(await exists(key), key).toBe(true);
  });

  it('migration 0030 gives proofs sent before it the pictures their logos show then', async () => {
    const db = h.built.database.db;
    const logo = await db
      .selectFrom('logos')
      .select('blob_key')
      .where('id', '=', Number(logoId))
      .executeTakeFirstOrThrow();
    // As a proof sent before the migration: nothing recorded.
    await db.updateTable('proofs').set({ logo_keys: '{}' }).execute();
    await upFrozenPictures(db as never);
    const rows = await db.selectFrom('proofs').select('logo_keys').execute();
    expect(rows.length).toBe(3);
    for (const row of rows) expect(row.logo_keys).toEqual({ [logoId]: logo.blob_key });
  });
});
