/**
 * The owner's records the authorization matrix calls against, planted through the
 * API as dealer MTX001: customers (one archived), reps, logos, snapsheets open, draft, archived,
 * quote and closed, playbooks draft, published and archived (with a school-queue and a
 * team-travel record), visitors' lockers and quotes (one ordered, one with proofs sent), a PDF
 * job, a showroom, API tokens and an order webhook; and the other callers' credentials (another
 * dealer, passcode sessions before and after a passcode change, revoked and logged-out tokens,
 * live, used and expired print grants, another quote's proof link). Every private string goes
 * into `secrets`.
 */
import sharp from 'sharp';
import type { Harness } from '../harness.js';
import { projectRowId } from '../project-rows.js';
import { COLORS, JERSEY_DECORATIONS, media, type Fixture, type Ids, type Role } from './callers.js';
import { OWNER_MARGIN } from './schema-walk.js';
import { plantStores } from './store-records.js';

/**
 * Plants the owner's records on `h`, signs the other callers in (their tokens and headers are
 * written into `tokens` and `headers`), and answers the fixture, the id sets non-owners try
 * (open, draft, archived, quote with an archived customer, closed with an ordered locker, ids
 * next to real ones) and the owner's secrets.
 */
export async function plantOwnerRecords(
  h: Harness,
  tokens: Partial<Record<Role, string>>,
  headers: Record<Role, Record<string, string>>,
): Promise<{ fx: Fixture; variants: Ids[]; secrets: string[] }> {
  async function ok<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const r = await h.gql(query, variables, tokens.owner);
    if (r.errors) throw new Error(`${query.slice(0, 80)}: ${JSON.stringify(r.errors)}`);
    return r.data as T;
  }

  const dealerCode = 'MTX001';
  tokens.owner = (await h.signIn(dealerCode, { email: 'zq-owner@secret.example' })).token;
  tokens.otherDealer = (await h.signIn('MTX002')).token;
  const revoked = (await h.signIn(dealerCode)).token;
  await h.gql(`mutation { logout }`, {}, revoked);
  tokens.revoked = revoked;
  let passcode = 'matrix-pass-1';
  await h.setPasscode({ code: dealerCode }, passcode);

  const logoUpload = `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id url } }`;
  const rep = await ok(
    `mutation { saveRep(input: { name: "Zq Secret Rep", email: "zq-rep@secret.example", phone: "555-0199" }) { id } }`,
  );
  const spareRep = await ok(`mutation { saveRep(input: { name: "Spare Rep" }) { id } }`);
  const customer = await ok(`mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`, {
    input: { name: 'Zq Secret Customer', type: 'SCHOOL', colorIds: COLORS, repId: rep.saveRep.id },
  });
  const customerId = customer.saveCustomer.id as string;
  const archivedCustomer = (
    await ok(`mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`, {
      input: { name: 'Zq Archived Customer', type: 'TEAM', colorIds: COLORS },
    })
  ).saveCustomer.id as string;
  await ok(`mutation($id: ID!) { setCustomerStatus(id: $id, status: ARCHIVED) { id } }`, { id: archivedCustomer });
  // Its own bytes, so its content-addressed file name is the owner's only.
  const secretPng = (
    await sharp({ create: { width: 9, height: 7, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 1 } } })
      .png()
      .toBuffer()
  ).toString('base64');
  const secretLogo = await ok(logoUpload, {
    input: { filename: 'zq-secret-logo.png', content: secretPng, customerId, name: 'Zq Secret Logo' },
  });
  const spareLogo = await ok(logoUpload, { input: { filename: 'spare.png', content: media.png } });
  const create = `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`;
  const snap = async (teamName: string) =>
    (await ok(create, { input: { teamName, colorIds: COLORS, customerId } })).createSnapsheet.id as string;
  const open = await snap('Open Team');
  const draft = await snap('Zq Draft Team');
  const archived = await snap('Zq Archived Team');
  const spareSnapsheet = await snap('Spare Team');
  const other = await snap('Other Project');
  // A snapsheet whose locker is being quoted and one closed (locked, S3): set in the database
  // below, after their products were added.
  const quoted = await snap('Quoted Team');
  const closed = await snap('Closed Team');
  await h.built.database.db.updateTable('projects').set({ status: 'DRAFT' }).where('public_id', '=', draft).execute();
  /** Adds a CG2100 jersey to a snapsheet; returns the new product's id. */
  const addJersey = async (id: string) =>
    (
      await ok(
        `mutation($id: ID!) { addSnapsheetProduct(snapsheetId: $id, input: { styleId: "CG2100" }) { products { id } } }`,
        { id },
      )
    ).addSnapsheetProduct.products.at(-1).id as string;
  const snapsheetProducts: Record<string, string> = {};
  for (const id of [draft, open, archived, quoted, closed]) snapsheetProducts[id] = await addJersey(id);
  const spareSnapsheetProduct = await addJersey(open);
  for (const [id, status] of [
    [quoted, 'QUOTE'],
    [closed, 'CLOSED'],
  ] as const)
    await h.built.database.db.updateTable('projects').set({ status }).where('public_id', '=', id).execute();
  // Archived after its product was added (an archived snapsheet refuses changes).
  await ok(`mutation($id: ID!) { archiveProject(projectType: SNAPSHEET, projectId: $id) { id } }`, { id: archived });
  const playbook = async (teamName: string) =>
    (
      await ok(`mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id } }`, {
        input: {
          template: 'FSG',
          sports: ['fsg-football', 'fsg-basketball'],
          teamName,
          colorIds: COLORS,
          customerId,
        },
      })
    ).createPlaybook.id as string;
  const draftPlaybook = await playbook('Zq Draft Playbook');
  const publishedPlaybook = await playbook('Published Playbook');
  const archivedPlaybook = await playbook('Zq Archived Playbook');
  // A playbook with a new school, published (one school-queue and one team-travel record),
  // then archived so that only its dealer may read it.
  const queuedPlaybook = await playbook('Zq Queue Team');
  await ok(`mutation($id: ID!, $input: PlaybookInput!) { updatePlaybook(playbookId: $id, input: $input) { id } }`, {
    id: queuedPlaybook,
    input: { newSchool: { name: 'Zq Secret School', mascot: 'Zq Mascots', city: 'Austin', state: 'TX' } },
  });
  for (const id of [publishedPlaybook, queuedPlaybook])
    await ok(`mutation($id: ID!) { publishProject(projectType: PLAYBOOK, projectId: $id) { id } }`, { id });
  for (const id of [archivedPlaybook, queuedPlaybook])
    await ok(`mutation($id: ID!) { archiveProject(projectType: PLAYBOOK, projectId: $id) { id } }`, { id });
  /** Catalog and catalog-product ids of a playbook (see `Ids`). */
  const catalogueIds = async (id: string) => {
    const { playbook: p } = await ok(
      `query($id: ID!) { playbook(dealerCode: "${dealerCode}", id: $id) {
        sports { id catalogs { id products { id product { styleId } } } } } }`,
      { id },
    );
    type Catalog = { id: string; products: { id: string; product: { styleId: string } }[] };
    const sports = p.sports as { id: string; catalogs: Catalog[] }[];
    const football = sports.find((s) => s.id === 'fsg-football')!.catalogs;
    const all = sports.flatMap((s) => s.catalogs.flatMap((c) => c.products));
    return {
      catalog: football[0]!.id,
      footballCatalogs: football.map((c) => c.id).join(','),
      catalogProduct: all.find((x) => x.product.styleId === 'CG2100')!.id,
      firstProduct: football[0]!.products[0]!.id,
    };
  };
  const publishedIds = await catalogueIds(publishedPlaybook);
  const draftIds = await catalogueIds(draftPlaybook);
  const archivedIds = await catalogueIds(archivedPlaybook);

  // A public logo on the open snapsheet; the configuration everyone may use.
  const publicLogo = await ok(logoUpload, { input: { filename: 'public-crest.png', content: media.png } });
  await ok(
    `mutation($p: ID!, $l: ID!) { addProjectLogo(projectType: SNAPSHEET, projectId: $p, logoId: $l) { projectId } }`,
    {
      p: open,
      l: publicLogo.uploadLogo.id,
    },
  );
  const config = await ok(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
    input: { styleId: 'CG2100', colorIds: COLORS, decorations: JERSEY_DECORATIONS(publicLogo.uploadLogo.id) },
  });
  const shortId = config.saveConfiguration.shortId as string;
  const addToLocker = `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id } } }`;
  const lockerInput = (player: string) => ({
    input: {
      projectType: 'SNAPSHEET',
      projectId: open,
      configurationShortId: shortId,
      sizeLines: [{ size: 'L', quantity: 2, playerName: player, playerNumber: '7' }],
    },
  });
  // The owner's own locker (two items, one spare), and a second visitor's locker with a quote.
  await ok(addToLocker, lockerInput('ZQOWNERPLAYER'));
  const ownLocker = (await ok(addToLocker, lockerInput('ZQOWNERPLAYER'))).addToLocker;
  const fan = await h.gql(addToLocker, lockerInput('ZQFANPLAYER'), undefined, {
    'x-visitor-key': 'matrix-fan-0000001',
  });
  const fanLocker = fan.data.addToLocker;
  const quote = await h.gql(
    `mutation($c: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $c, contact: $contact) { id } }`,
    { c: fanLocker.code, contact: { name: 'Zq Fan', email: 'zq-fan@secret.example' } },
  );
  const spareFan = await h.gql(addToLocker, lockerInput('ZQSPAREPLAYER'), undefined, {
    'x-visitor-key': 'matrix-fan-0000002',
  });
  const spareQuote = await h.gql(
    `mutation($c: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $c, contact: $contact) { id } }`,
    { c: spareFan.data.addToLocker.code, contact: { name: 'Zq Spare', email: 'zq-spare@secret.example' } },
  );
  const closable = await h.gql(addToLocker, lockerInput('ZQCLOSEPLAYER'), undefined, {
    'x-visitor-key': 'matrix-fan-0000004',
  });
  const closableQuote = await h.gql(
    `mutation($c: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $c, contact: $contact) { id } }`,
    { c: closable.data.addToLocker.code, contact: { name: 'Zq Close', email: 'zq-spare@secret.example' } },
  );
  const quoteLocker = (
    await h.gql(addToLocker, lockerInput('ZQQUOTEPLAYER'), undefined, { 'x-visitor-key': 'matrix-fan-0000003' })
  ).data.addToLocker.code as string;
  // Proofs: a fifth visitor's locker of two items is quoted and its proofs sent (the
  // link's holder decides them); a sixth visitor's quote is the owner's to send proofs of.
  const proofFan = { 'x-visitor-key': 'matrix-fan-0000005' };
  await h.gql(addToLocker, lockerInput('ZQPROOFPLAYER'), undefined, proofFan);
  const proofLocker = (await h.gql(addToLocker, lockerInput('ZQPROOFPLAYER'), undefined, proofFan)).data.addToLocker;
  const proofQuote = await h.gql(
    `mutation($c: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $c, contact: $contact) { id } }`,
    { c: proofLocker.code, contact: { name: 'Zq Proof', email: 'zq-proof@secret.example' } },
  );
  const sent = await ok(`mutation($q: ID!) { sendProofs(quoteId: $q) { url proofs { id } } }`, {
    q: proofQuote.data.requestQuote.id,
  });
  const proofToken = (sent.sendProofs.url as string).split('/').at(-1)!;
  // The same quote sent to its customer; the link's holder accepts it.
  const sentQuote = await ok(`mutation($q: ID!) { sendQuote(id: $q) { url } }`, { q: proofQuote.data.requestQuote.id });
  const quoteToken = (sentQuote.sendQuote.url as string).split('/').at(-1)!;
  // Another quote's proof link, held by the `proofLinkOther` caller (its own items, no secrets).
  const holder = { 'x-visitor-key': 'matrix-proof-holder-01' };
  const holderLocker = (await h.gql(addToLocker, lockerInput('LINKHOLDER'), undefined, holder)).data.addToLocker;
  const holderQuote = await h.gql(
    `mutation($c: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $c, contact: $contact) { id } }`,
    { c: holderLocker.code, contact: { name: 'Link Holder', email: 'holder@matrix.example' } },
  );
  const holderSent = await ok(`mutation($q: ID!) { sendProofs(quoteId: $q) { url } }`, {
    q: holderQuote.data.requestQuote.id,
  });
  headers.proofLinkOther = holder;
  const ownerProofFan = await h.gql(addToLocker, lockerInput('ZQPROOFPLAYER'), undefined, {
    'x-visitor-key': 'matrix-fan-0000006',
  });
  const ownerProofQuote = await h.gql(
    `mutation($c: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $c, contact: $contact) { id } }`,
    { c: ownerProofFan.data.addToLocker.code, contact: { name: 'Zq Proof', email: 'zq-proof@secret.example' } },
  );
  // Orders are made here without proofs (the owner's setting, recorded on the order).
  await ok(`mutation { updateDealerSettings(input: { convertWithoutApproval: true }) { id } }`);
  const order = await ok(`mutation($id: ID!) { convertQuoteToOrder(id: $id) { id } }`, {
    id: spareQuote.data.requestQuote.id,
  });
  // A failed delivery, so that retryOrderSync has something to retry.
  await h.built.database.db
    .updateTable('orders')
    .set({ sync_status: 'FAILED' })
    .where('id', '=', Number(order.convertQuoteToOrder.id))
    .execute();
  const job = await ok(`mutation($id: ID!) { exportProjectPdf(projectType: SNAPSHEET, projectId: $id) { id } }`, {
    id: open,
  });
  // The owner's showroom (P6), a draft with the secret customer and logo.
  const showroom = await ok(`mutation($input: ShowroomInput!) { saveShowroom(input: $input) { id } }`, {
    input: {
      teamName: 'Zq Secret Showroom Team',
      mascot: 'Zq Secret Mascot',
      customerId,
      colorIds: COLORS,
      logoId: secretLogo.uploadLogo.id,
      catalogIds: ['fsg-lacrosse'],
      fonts: ['full block', 'bebas'],
    },
  });
  const token = await ok(`mutation { createApiToken(name: "zq-secret-token") { apiToken { id } } }`);
  const spareToken = await ok(`mutation { createApiToken(name: "zq-spare-token") { apiToken { id } } }`);
  await ok(`mutation { setOrderWebhook(url: "http://127.0.0.1:9/zq-secret-hook") { settings { url } } }`);
  await ok(`mutation($m: Float!) { updateDealerSettings(input: { dealerMargin: $m }) { dealerMargin } }`, {
    m: OWNER_MARGIN,
  });

  const openPasscodeSession = async () => {
    const r = await h.gql(
      `mutation($p: ID!, $c: String!) { passcodeAccess(dealerCode: "${dealerCode}", projectType: SNAPSHEET, projectId: $p, passcode: $c) { apiToken } }`,
      { p: other, c: passcode },
    );
    if (!r.data) throw new Error(`passcode session: ${JSON.stringify(r.errors)}`);
    return r.data.passcodeAccess.apiToken as string;
  };
  // A session of the passcode before the dealer changed it: ended by the change (A4).
  tokens.passcodeChanged = await openPasscodeSession();
  passcode = 'matrix-pass-2';
  await ok(`mutation($p: String!) { setDealerPasscode(passcode: $p) }`, { p: passcode });
  tokens.passcodeOther = await openPasscodeSession();
  const revokedApiToken = await ok(`mutation { createApiToken(name: "revoked-token") { token apiToken { id } } }`);
  await ok(`mutation($id: ID!) { revokeApiToken(id: $id) }`, { id: revokedApiToken.createApiToken.apiToken.id });
  tokens.revokedApiToken = revokedApiToken.createApiToken.token;
  // A PDF job's print grant of the other project (R2): it reads that one project only.
  const otherRowId = await projectRowId(h.built.database.db, other);
  const grants = h.built.services.printGrants;
  headers.printOther = { 'x-print-token': (await grants.issue(otherRowId, null, 3600)).token };
  const used = (await grants.issue(otherRowId, null, 3600)).token;
  await grants.revoke(used);
  headers.usedPrintGrant = { 'x-print-token': used };
  headers.expiredPrintGrant = { 'x-print-token': (await grants.issue(otherRowId, null, -60)).token };

  // The owner's team stores, from the open snapsheet, and a buyer's order in the open one.
  const stores = await plantStores(h, tokens.owner, dealerCode, open, shortId);
  const fx: Fixture = {
    dealerCode,
    shortId,
    passcode,
    ids: {
      snapsheet: open,
      playbook: publishedPlaybook,
      customer: customerId,
      logo: secretLogo.uploadLogo.id,
      rep: rep.saveRep.id,
      quote: quote.data.requestQuote.id,
      order: order.convertQuoteToOrder.id,
      job: job.exportProjectPdf.id,
      token: token.createApiToken.apiToken.id,
      locker: ownLocker.code,
      lockerItem: ownLocker.items[0].id,
      catalog: publishedIds.catalog,
      footballCatalogs: publishedIds.footballCatalogs,
      catalogProduct: publishedIds.catalogProduct,
      snapsheetProduct: snapsheetProducts[open]!,
      proofToken,
      proof: sent.sendProofs.proofs[0].id,
      proofB: sent.sendProofs.proofs[1].id,
      quoteToken,
      ...stores.ids,
    },
    spare: {
      snapsheet: spareSnapsheet,
      playbook: draftPlaybook,
      customer: customerId,
      logo: spareLogo.uploadLogo.id,
      rep: spareRep.saveRep.id,
      quote: closableQuote.data.requestQuote.id,
      order: order.convertQuoteToOrder.id,
      job: job.exportProjectPdf.id,
      token: spareToken.createApiToken.apiToken.id,
      locker: ownLocker.code,
      lockerItem: ownLocker.items[1].id,
      catalog: draftIds.catalog,
      footballCatalogs: draftIds.footballCatalogs,
      catalogProduct: draftIds.firstProduct,
      snapsheetProduct: spareSnapsheetProduct,
      quoteLocker,
      proofToken,
      proof: sent.sendProofs.proofs[0].id,
      proofB: sent.sendProofs.proofs[1].id,
      proofQuote: ownerProofQuote.data.requestQuote.id,
      quoteToken,
      ...stores.ids,
    },
    otherProofToken: (holderSent.sendProofs.url as string).split('/').at(-1)!,
    lockers: [
      ownLocker.code,
      fanLocker.code,
      spareFan.data.addToLocker.code,
      closable.data.addToLocker.code,
      quoteLocker,
      proofLocker.code,
      ownerProofFan.data.addToLocker.code,
      holderLocker.code,
    ],
    ...stores.fixture,
  };
  const variants: Ids[] = [
    { ...fx.ids },
    {
      ...fx.ids,
      snapsheet: draft,
      playbook: draftPlaybook,
      ...draftIds,
      snapsheetProduct: snapsheetProducts[draft]!,
    },
    {
      ...fx.ids,
      snapsheet: archived,
      playbook: archivedPlaybook,
      ...archivedIds,
      snapsheetProduct: snapsheetProducts[archived]!,
    },
    { ...fx.ids, snapsheet: quoted, snapsheetProduct: snapsheetProducts[quoted]!, customer: archivedCustomer },
    { ...fx.ids, snapsheet: closed, snapsheetProduct: snapsheetProducts[closed]! },
    Object.fromEntries(Object.entries(fx.ids).map(([k, v]) => [k, nextTo(v)])) as unknown as Ids,
  ];
  // Non-owners never hold the owner's locker codes: they try codes next to them (next to the
  // ordered locker's in the closed set).
  const orderedLocker = spareFan.data.addToLocker.code as string;
  for (const v of variants) {
    const locker = v.snapsheet === closed ? orderedLocker : fx.ids.locker;
    v.locker = nextTo(locker);
    v.lockerItem = `${nextTo(locker)}.${fx.ids.lockerItem.split('.')[1]}`;
    v.proofToken = nextTo(fx.ids.proofToken);
    v.quoteToken = nextTo(fx.ids.quoteToken);
    v.storeOrderToken = nextTo(fx.ids.storeOrderToken);
  }
  const secrets = [
    'Zq Secret Customer',
    'Zq Archived Customer',
    orderedLocker,
    'Zq Secret Rep',
    'zq-rep@secret.example',
    '555-0199',
    'zq-secret-logo.png',
    'Zq Secret Logo',
    secretLogo.uploadLogo.url.split('/').at(-1)!.split('.')[0]!,
    'zq-owner@secret.example',
    draft,
    archived,
    draftPlaybook,
    archivedPlaybook,
    queuedPlaybook,
    'Zq Queue Team',
    'Zq Secret School',
    'Zq Mascots',
    ownLocker.code,
    fanLocker.code,
    quoteLocker,
    'ZQOWNERPLAYER',
    'ZQFANPLAYER',
    'ZQCLOSEPLAYER',
    'ZQPROOFPLAYER',
    proofToken,
    quoteToken,
    proofLocker.code,
    'zq-proof@secret.example',
    'zq-fan@secret.example',
    'zq-spare@secret.example',
    'zq-secret-token',
    'zq-secret-hook',
    showroom.saveShowroom.id,
    'Zq Secret Showroom Team',
    'Zq Secret Mascot',
    ...stores.secrets,
  ];
  return { fx, variants, secrets };
}

/** An id one step from a real one: integers +1, codes with their last character changed. */
function nextTo(id: string): string {
  if (/^\d+$/.test(id)) return String(Number(id) + 1);
  const last = id.at(-1)!;
  return id.slice(0, -1) + (last === 'a' ? 'b' : 'a');
}
