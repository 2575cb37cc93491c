/**
 * The fuzz test's fixtures: two dealers with records in every shape the
 * API makes (customer, rep, logo, snapsheet with products, playbook, configuration, locker,
 * quote, order, render job, showroom, API token), whose ids and codes the generators draw, and
 * the callers: a visitor without a key and one with `X-Visitor-Key`, the first dealer's
 * session, a passcode session of its snapsheet (A4) and a print grant of it (R2). A call that
 * ends a session (logout, a token revoked, the passcode changed) is followed by `restore`.
 */
import writeXlsxFile from 'write-excel-file/node';
import type { Harness } from '../harness.js';
import { projectRowId } from '../project-rows.js';
import { PNG, type RealRecords } from './values.js';

/** The callers a fuzz run can use. */
export type FuzzCaller = 'visitor' | 'visitorWithKey' | 'dealer' | 'passcode' | 'print';

/** The first dealer's code and passcode; its snapsheet is the passcode and print callers' project. */
const DEALER_CODE = 'FUZ001';
const PASSCODE = 'fuzz-passcode-1';

export interface FuzzFixtures {
  /** The headers of a caller's request. */
  headers(caller: FuzzCaller): Record<string, string>;
  /**
   * After calls that may have ended a session: the dealer signs in again where its session no
   * longer answers, its passcode is set back and a new passcode session opened (rows written).
   */
  restore(): Promise<void>;
}

/** Makes the records (filling `real`) and the callers on `h`. */
export async function setUpFixtures(h: Harness, real: RealRecords): Promise<FuzzFixtures> {
  const q = async (doc: string, variables: Record<string, unknown>, token?: string) => {
    const r = await h.gql(doc, variables, token);
    if (r.errors) throw new Error(`fixture ${doc.slice(0, 60)}: ${JSON.stringify(r.errors)}`);
    return r.data;
  };
  let dealerToken = (await h.signIn(DEALER_CODE)).token;
  const other = (await h.signIn('FUZ002')).token;
  const catalog = await q(
    `{ products(first: 100) { nodes { styleId garment { id locations { name } } variants { id } designs { id } } }
       sports(template: FSG) { id } fonts { key } }`,
    {},
  );
  const jersey = catalog.products.nodes.find((p: any) => p.garment.id === 'jersey-crew');
  real.styles.push(...catalog.products.nodes.slice(0, 12).map((p: any) => p.styleId), jersey.styleId);
  real.variants.push(...catalog.products.nodes.flatMap((p: any) => p.variants.map((v: any) => v.id)).slice(0, 10));
  real.designs.push(...catalog.products.nodes.flatMap((p: any) => p.designs.map((d: any) => d.id)).slice(0, 10));
  real.sports.push(...catalog.sports.map((s: any) => s.id));
  real.locations.push(...jersey.garment.locations.map((l: any) => l.name));
  real.fonts.push(...catalog.fonts.map((f: any) => f.key));
  real.codes.push('FUZ001', 'FUZ002', 'fuz001', 'NOPE99', 'TX-AUS-0101', 'fall-sports', 'spirit-wear');
  const rosterXlsx = await writeXlsxFile([
    ['Player', 'No', 'Size', 'Qty'],
    ['Ann', 7, 'L', 2],
    ['Bo', 8, 'M', 1.5],
  ]).toBuffer();
  real.files.push(rosterXlsx.toString('base64'));
  const snapsheets: string[] = [];
  real.ids.push('19', '13', '25', '23');

  // Records of both dealers in every shape the API makes: customer, rep, logo, snapsheet with a
  // product, playbook, configuration, locker, quote, order, render job, API token.
  for (const token of [dealerToken, other]) {
    const rep = await q(`mutation { saveRep(input: { name: "Rep One", email: "rep@example.com" }) { id } }`, {}, token);
    const logo = await q(
      `mutation($c: String!) { uploadLogo(input: { filename: "l.png", content: $c }) { id } }`,
      { c: PNG },
      token,
    );
    const customer = await q(
      `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`,
      { input: { name: 'Central High', type: 'SCHOOL', colorIds: ['19', '13', '25'], repId: rep.saveRep.id } },
      token,
    );
    const snapsheet = await q(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'Tigers', colorIds: ['19', '13', '25'], customerId: customer.saveCustomer.id } },
      token,
    );
    const snapsheetId = snapsheet.createSnapsheet.id;
    snapsheets.push(snapsheetId);
    // Two products, so that moves and removals of snapsheet products (P5) find real ids.
    for (let i = 0; i < 2; i++) {
      const added = await q(
        `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { products { id } } }`,
        { id: snapsheetId, input: { styleId: jersey.styleId } },
        token,
      );
      real.ids.push(added.addSnapsheetProduct.products.at(-1).id);
    }
    // A team store of the snapsheet's products, open, with a buyer's pay-later orders (their ids,
    // numbers and private links' tokens among the values the calls draw).
    const store = await q(
      `mutation($input: CreateStoreInput!) { createStore(input: $input) { id items { id } } }`,
      { input: { teamName: 'Tigers', sourceType: 'SNAPSHEET', sourceId: snapsheetId } },
      token,
    );
    const storeId = store.createStore.id;
    await q(
      `mutation($id: ID!, $input: StoreSettingsInput!) { updateStore(storeId: $id, input: $input) { id } }`,
      {
        id: storeId,
        input: { advertisedCloseAt: '2099-01-01T00:00:00.000Z', hardCloseAt: '2099-01-02T00:00:00.000Z' },
      },
      token,
    );
    await q(`mutation($id: ID!) { openStore(storeId: $id) { id } }`, { id: storeId }, token);
    // The roster's contacts (one ordered, one not): the fuzzed contacts imports and reminders meet them.
    const contacts = await q(
      `mutation($id: ID!, $rows: [StoreContactInput!]) { importStoreContacts(storeId: $id, rows: $rows) { contacts { id } } }`,
      {
        id: storeId,
        rows: [
          { playerName: 'Ann', group: 'Varsity', email: 'pat@example.com' },
          { playerName: 'Bo', email: 'bo@example.com', phone: '555-0100' },
        ],
      },
      token,
    );
    real.ids.push(...contacts.importStoreContacts.contacts.map((c: { id: string }) => c.id));
    // Two orders: one left unpaid (its line may be cancelled), one marked paid (refunded).
    const buy = (n: number) =>
      q(
        `mutation($input: StoreCheckoutInput!, $key: String!) { checkoutStore(input: $input, idempotencyKey: $key) {
        token order { number lines { id } } } }`,
        {
          key: `fuzz-store-key-${snapsheets.length}-${n}-00000000000`,
          input: {
            dealerCode: token === dealerToken ? DEALER_CODE : 'FUZ002',
            storeId,
            lines: [
              { itemId: store.createStore.items[0].id, size: 'L', playerName: 'Ann', playerNumber: String(7 + n) },
            ],
            buyerName: 'Pat',
            buyerEmail: 'pat@example.com',
            paymentMethod: 'PAY_LATER',
          },
        },
      );
    for (const n of [0, 1]) {
      const bought = await buy(n);
      const { number, lines } = bought.checkoutStore.order;
      if (n === 1)
        await q(
          `mutation($s: ID!, $n: String!) { markStoreOrderPaid(storeId: $s, orderNumber: $n) { status } }`,
          { s: storeId, n: number },
          token,
        );
      real.ids.push(lines[0].id);
      real.codes.push(bought.checkoutStore.token, number);
    }
    real.ids.push(storeId, store.createStore.items[0].id);
    const playbook = await q(
      `mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) {
        id sports { catalogs { id products { id } } } } }`,
      { input: { template: 'FSG', sports: [real.sports[0]], teamName: 'Eagles', colorIds: ['19', '13', '25'] } },
      token,
    );
    // Catalog and catalog-product ids (P3 editing mutations).
    for (const c of playbook.createPlaybook.sports[0].catalogs)
      real.ids.push(c.id, ...c.products.slice(0, 2).map((p: { id: string }) => p.id));
    const config = await q(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      { input: { styleId: jersey.styleId, decorations: [{ contentType: 'PLAYER_NUMBER', location: 'back-number' }] } },
      undefined,
    );
    const locker = await q(`mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id } } }`, {
      input: {
        projectType: 'SNAPSHEET',
        projectId: snapsheetId,
        configurationShortId: config.saveConfiguration.shortId,
        sizeLines: [{ size: 'L', quantity: 2, playerName: 'SMITH', playerNumber: '12' }],
      },
    });
    const quote = await q(
      `mutation($c: String!) { requestQuote(lockerCode: $c, contact: { name: "Pat", email: "pat@example.com" }) { id } }`,
      { c: locker.addToLocker.code },
    );
    // The order is made as a dealer makes it: the proofs sent and approved.
    const proofs = await q(
      `mutation($id: ID!) { sendProofs(quoteId: $id) { url proofs { id } } }`,
      { id: quote.requestQuote.id },
      token,
    );
    for (const proof of proofs.sendProofs.proofs as { id: string }[])
      await q(
        `mutation($t: String!, $p: ID!) { approveProof(token: $t, proofId: $p, approverName: "Pat", agreed: true) { id } }`,
        { t: (proofs.sendProofs.url as string).split('/').at(-1), p: proof.id },
      );
    // ... and the quote sent and accepted by its customer.
    const sentQuote = await q(
      `mutation($id: ID!) { sendQuote(id: $id) { url } }`,
      { id: quote.requestQuote.id },
      token,
    );
    await q(`mutation($t: String!) { acceptQuote(token: $t, name: "Pat", agreed: true) { id } }`, {
      t: (sentQuote.sendQuote.url as string).split('/').at(-1),
    });
    const order = await q(
      `mutation($id: ID!) { convertQuoteToOrder(id: $id) { id } }`,
      { id: quote.requestQuote.id },
      token,
    );
    const job = await q(
      `mutation($id: ID!) { exportProjectPdf(projectType: SNAPSHEET, projectId: $id) { id } }`,
      { id: snapsheetId },
      token,
    );
    // A showroom (P6), published, without a logo: its products are drawn when it is saved, so
    // reading it never writes.
    const showroom = await q(
      `mutation($input: ShowroomInput!) { saveShowroom(input: $input) { id } }`,
      {
        input: {
          teamName: 'Hawks',
          colorIds: ['19', '13', '25'],
          catalogIds: [real.sports[1]],
          fonts: ['full block', 'bebas'],
          published: true,
        },
      },
      token,
    );
    const apiToken = await q(`mutation { createApiToken(name: "fuzz") { apiToken { id } } }`, {}, token);
    real.ids.push(
      rep.saveRep.id,
      logo.uploadLogo.id,
      customer.saveCustomer.id,
      snapsheetId,
      playbook.createPlaybook.id,
      quote.requestQuote.id,
      order.convertQuoteToOrder.id,
      job.exportProjectPdf.id,
      apiToken.createApiToken.apiToken.id,
      showroom.saveShowroom.id,
    );
    real.codes.push(locker.addToLocker.code, locker.addToLocker.items[0].id, config.saveConfiguration.shortId);
    // An unlocked locker item too, so that roster imports (L2) sometimes get through.
    const open = await q(`mutation($input: AddToLockerInput!) { addToLocker(input: $input) { items { id } } }`, {
      input: {
        projectType: 'SNAPSHEET',
        projectId: snapsheetId,
        configurationShortId: config.saveConfiguration.shortId,
        sizeLines: [],
      },
    });
    real.codes.push(open.addToLocker.items[0].id);
  }

  // The passcode and print callers' project: the first dealer's snapsheet.
  const snapsheetId = snapsheets[0]!;
  const printToken = (
    await h.built.services.printGrants.issue(await projectRowId(h.built.database.db, snapsheetId), null, 24 * 3600)
  ).token;
  // The dealer's own calls may archive or delete that snapsheet: the session then opens on a new one.
  let passcodeProject = snapsheetId;
  const openPasscodeSession = async (): Promise<string> => {
    await q(`mutation($p: String!) { setDealerPasscode(passcode: $p) }`, { p: PASSCODE }, dealerToken);
    const open = () =>
      h.gql(
        `mutation($p: ID!, $c: String!) { passcodeAccess(dealerCode: "${DEALER_CODE}", projectType: SNAPSHEET, projectId: $p, passcode: $c) { apiToken } }`,
        { p: passcodeProject, c: PASSCODE },
      );
    let pass = await open();
    if (!pass.data) {
      const made = await q(
        `mutation { createSnapsheet(input: { teamName: "Lions", colorIds: ["19", "13", "25"] }) { id } }`,
        {},
        dealerToken,
      );
      passcodeProject = made.createSnapsheet.id;
      real.ids.push(passcodeProject);
      pass = await open();
    }
    if (!pass.data) throw new Error(`passcode session: ${JSON.stringify(pass.errors)}`);
    return pass.data.passcodeAccess.apiToken as string;
  };
  let passcodeToken = await openPasscodeSession();
  const visitorKey = `fuzz-visitor-${'k'.repeat(12)}`;

  // A dealer session answers `me`; a passcode session does not (A4), so it is always opened again.
  const answers = async (token: string) => (await h.gql(`{ me { id } }`, {}, token)).data?.me != null;
  return {
    headers(caller): Record<string, string> {
      if (caller === 'dealer') return { authorization: `Bearer ${dealerToken}` };
      if (caller === 'passcode') return { authorization: `Bearer ${passcodeToken}` };
      if (caller === 'print') return { 'x-print-token': printToken };
      if (caller === 'visitorWithKey') return { 'x-visitor-key': visitorKey };
      return {};
    },
    async restore() {
      if (!(await answers(dealerToken))) dealerToken = (await h.signIn(DEALER_CODE)).token;
      passcodeToken = await openPasscodeSession();
    },
  };
}
