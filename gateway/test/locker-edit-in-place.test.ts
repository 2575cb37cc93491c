/**
 * Editing a locker item in place, and the dealer answering a change request, over HTTP: the customiser's saved configuration becomes the item's design while the
 * item keeps its id, roster, alias and quantities; on a locker a quote locks, only the dealer of
 * that quote changes the item (a passcode session, another dealer and the visitor holding the
 * code are refused), and the next proof version follows the last, linked to the change request
 * it answers and saying what changed, with every earlier version kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

const DEALER_CODE = 'EDT001';
const PASSCODE = 'edit-in-place-1';
const CONTACT = { name: 'Pat Coach', email: 'pat@school.example', phone: '555-0100' };
const VISITOR = { 'x-visitor-key': 'edit-in-place-visitor-0001' };
/** In size order, as an item stores its roster. */
const ROSTER = [
  { size: 'M', quantity: 1, playerName: 'Blake', playerNumber: '7' },
  { size: 'L', quantity: 2, playerName: 'Avery', playerNumber: '12' },
];

const ITEM = `id alias quantity lineTotalCents configuration { shortId colors { id } }
  sizeLines { size quantity playerName playerNumber }`;
const DESIGN = `mutation($id: ID!, $c: ID!) { updateLockerItemDesign(id: $id, configurationShortId: $c) {
  code items { ${ITEM} } } }`;
const UPDATE = `mutation($id: ID!, $input: LockerItemInput!) { updateLockerItem(id: $id, input: $input) {
  code items { ${ITEM} } } }`;
const LOCKER = `query($c: String!) { locker(code: $c) { locked items { ${ITEM} } } }`;
const PROOF = `id version status comment sizeLines { size quantity playerName playerNumber }
  configuration { shortId }
  changes { sinceVersion changed summary answers requestedAt }`;

describe('editing a locker item in place', () => {
  let h: Harness;
  let dealer: string;
  let other: string;
  let snapsheetId: string;

  const save = async (styleId: string, colorIds: string[]) => {
    const r = await h.gql(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
      input: { styleId, colorIds, decorations: [] },
    });
    expect(r.errors).toBeUndefined();
    return r.data.saveConfiguration.shortId as string;
  };

  /** A locker of its own (an add without a visitor key makes a new one) of the snapsheet with one item (the roster above, an alias). */
  const lockerWithItem = async (shortId: string) => {
    const added = await h.gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id } } }`,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId: snapsheetId,
          configurationShortId: shortId,
          sizeLines: ROSTER,
        },
      },
    );
    expect(added.errors).toBeUndefined();
    const code = added.data.addToLocker.code as string;
    const itemId = added.data.addToLocker.items[0].id as string;
    const named = await h.gql(UPDATE, { id: itemId, input: { alias: 'Home jersey' } });
    expect(named.errors).toBeUndefined();
    return { code, itemId };
  };

  const lockerOf = async (code: string) => {
    const r = await h.gql(LOCKER, { c: code });
    expect(r.errors).toBeUndefined();
    return r.data.locker as { locked: boolean; items: Record<string, any>[] };
  };

  beforeAll(async () => {
    h = await startHarness();
    ({ token: dealer } = await h.signIn(DEALER_CODE));
    ({ token: other } = await h.signIn('EDT002'));
    const created = await h.gql(
      `mutation { createSnapsheet(input: { title: "Spring Uniforms", teamName: "Hawks", colorIds: ["19", "13", "25"] }) { id } }`,
      {},
      dealer,
    );
    expect(created.errors).toBeUndefined();
    snapsheetId = created.data.createSnapsheet.id;
    const passcode = await h.gql(`mutation { setDealerPasscode(passcode: "${PASSCODE}") }`, {}, dealer);
    expect(passcode.errors).toBeUndefined();
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('saves the new design onto the item, keeping its roster, alias and quantities (a visitor, unlocked)', async () => {
    const first = await save('CG2100', ['19', '13', '25']);
    const second = await save('CG2100', ['13', '19', '25']);
    const added = await h.gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id } } }`,
      { input: { projectType: 'SNAPSHEET', projectId: snapsheetId, configurationShortId: first, sizeLines: ROSTER } },
      undefined,
      VISITOR,
    );
    expect(added.errors).toBeUndefined();
    const code = added.data.addToLocker.code as string;
    const itemId = added.data.addToLocker.items[0].id as string;
    expect((await h.gql(UPDATE, { id: itemId, input: { alias: 'Home jersey' } }, undefined, VISITOR)).errors).toBe(
      undefined,
    );
    const before = (await lockerOf(code)).items[0]!;

    const edited = await h.gql(DESIGN, { id: itemId, c: second }, undefined, VISITOR);
    expect(edited.errors).toBeUndefined();
    const items = edited.data.updateLockerItemDesign.items as Record<string, any>[];
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual({
      ...before,
      // The pictures follow the configuration: the item now draws the new one.
      configuration: { shortId: second, colors: [{ id: '13' }, { id: '19' }, { id: '25' }] },
    });
    expect(before.configuration).toEqual({ shortId: first, colors: [{ id: '19' }, { id: '13' }, { id: '25' }] });
    expect(items[0]).toMatchObject({
      id: itemId,
      alias: 'Home jersey',
      quantity: 3,
      sizeLines: [
        { size: 'M', quantity: 1, playerName: 'Blake', playerNumber: '7' },
        { size: 'L', quantity: 2, playerName: 'Avery', playerNumber: '12' },
      ],
    });
    expect((await lockerOf(code)).items).toEqual(items);

    // A design of another product would not fit the roster's sizes: refused, the item unchanged.
    const hoodie = await save('CG9100', ['19', '13', '25']);
    expect(errorOf(await h.gql(DESIGN, { id: itemId, c: hoodie }, undefined, VISITOR))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'configurationShortId',
    });
    expect(errorOf(await h.gql(DESIGN, { id: itemId, c: 'nope1234' }, undefined, VISITOR))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'configurationShortId',
    });
    expect(errorOf(await h.gql(DESIGN, { id: `${code}.999999`, c: second }, undefined, VISITOR))).toEqual({
      code: 'NOT_FOUND',
      field: undefined,
    });
    expect((await lockerOf(code)).items).toEqual(items);
  });

  it('on a quoted locker: the dealer answers the change request on the item, and v2 follows v1, linked to it', async () => {
    const first = await save('CG2100', ['19', '13', '25']);
    const second = await save('CG2100', ['25', '13', '19']);
    const { code, itemId } = await lockerWithItem(first);
    const quote = await h.gql(
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id } }`,
      { code, contact: CONTACT },
    );
    expect(quote.errors).toBeUndefined();
    const quoteId = quote.data.requestQuote.id as string;
    const send = async () => {
      const r = await h.gql(
        `mutation($q: ID!) { sendProofs(quoteId: $q) { url proofs { ${PROOF} } } }`,
        { q: quoteId },
        dealer,
      );
      expect(r.errors).toBeUndefined();
      return r.data.sendProofs as { url: string; proofs: Record<string, any>[] };
    };
    const v1 = await send();
    expect(v1.proofs[0]).toMatchObject({ version: 1, changes: null });
    const token1 = v1.url.slice(v1.url.lastIndexOf('/') + 1);
    const asked = await h.gql(
      `mutation($t: String!, $p: ID!) { requestProofChanges(token: $t, proofId: $p, comment: "Swap the colours please") { status } }`,
      { t: token1, p: v1.proofs[0]!.id },
    );
    expect(asked.errors).toBeUndefined();

    // The dealer changes the item as it is, without unlocking the locker for the customer.
    const edited = await h.gql(DESIGN, { id: itemId, c: second }, dealer);
    expect(edited.errors).toBeUndefined();
    const locker = await lockerOf(code);
    expect(locker.locked).toBe(true);
    expect(locker.items[0]).toMatchObject({
      id: itemId,
      alias: 'Home jersey',
      quantity: 3,
      configuration: { shortId: second },
      sizeLines: ROSTER,
    });

    const v2 = await send();
    expect(v2.proofs).toHaveLength(1);
    expect(v2.proofs[0]).toMatchObject({
      version: 2,
      status: 'SENT',
      configuration: { shortId: second },
      sizeLines: ROSTER,
      changes: {
        sinceVersion: 1,
        changed: ['design'],
        summary: 'Changed since version 1: design',
        answers: 'Swap the colours please',
      },
    });
    expect(v2.proofs[0]!.changes.requestedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // The customer's proof page and email say what changed.
    const token2 = v2.url.slice(v2.url.lastIndexOf('/') + 1);
    const page = await h.gql(`query($t: String!) { proofApproval(token: $t) { proofs { ${PROOF} } } }`, {
      t: token2,
    });
    expect(page.errors).toBeUndefined();
    expect(page.data.proofApproval.proofs.map((p: Record<string, any>) => [p.version, p.changes.summary])).toEqual([
      [2, 'Changed since version 1: design'],
    ]);
    const notices = await h.gql(`{ notices(first: 100) { nodes { event recipient text } } }`, {}, dealer);
    const sent = (notices.data.notices.nodes as Record<string, string>[]).filter(
      (n) => n.event === 'PROOF_SENT' && n.recipient === CONTACT.email,
    );
    expect(sent.map((n) => /\(version \d\)[^\n]*/.exec(n.text ?? '')?.[0])).toEqual([
      '(version 2): Changed since version 1: design',
      '(version 1)',
    ]);

    // The dealer changes the roster too (a number the customer forgot): v3 says so.
    const roster = [ROSTER[0]!, { ...ROSTER[1]!, playerNumber: '8' }];
    const rosterEdit = await h.gql(UPDATE, { id: itemId, input: { sizeLines: roster } }, dealer);
    expect(rosterEdit.errors).toBeUndefined();
    const v3 = await send();
    expect(v3.proofs[0]).toMatchObject({
      version: 3,
      sizeLines: roster,
      changes: { sinceVersion: 2, changed: ['roster'], summary: 'Changed since version 2: roster', answers: null },
    });

    // The history is kept on the item: every version, the change request with v1.
    const history = await h.gql(
      `query($id: ID!) { quote(id: $id) { proofs { lockerItemId status styleId configurationShortId versions { version status comment changes { sinceVersion answers } } } } }`,
      { id: quoteId },
      dealer,
    );
    expect(history.errors).toBeUndefined();
    expect(history.data.quote.proofs).toEqual([
      {
        lockerItemId: itemId,
        status: 'SENT',
        // Where the dealer opens the item in the customiser: its design as it is now.
        styleId: 'CG2100',
        configurationShortId: second,
        versions: [
          { version: 3, status: 'SENT', comment: null, changes: { sinceVersion: 2, answers: null } },
          {
            version: 2,
            status: 'WITHDRAWN',
            comment: null,
            changes: { sinceVersion: 1, answers: 'Swap the colours please' },
          },
          { version: 1, status: 'WITHDRAWN', comment: 'Swap the colours please', changes: null },
        ],
      },
    ]);
  });

  it('only the dealer of the quote changes a quoted item: a passcode session, another dealer and the visitor are refused', async () => {
    const first = await save('CG2100', ['19', '13', '25']);
    const second = await save('CG2100', ['13', '25', '19']);
    const { code, itemId } = await lockerWithItem(first);
    const quote = await h.gql(
      `mutation($code: String!, $contact: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $contact) { id } }`,
      { code, contact: CONTACT },
    );
    expect(quote.errors).toBeUndefined();
    const session = await h.gql(
      `mutation($p: ID!) { passcodeAccess(dealerCode: "${DEALER_CODE}", projectType: SNAPSHEET, projectId: $p, passcode: "${PASSCODE}") { apiToken } }`,
      { p: snapsheetId },
    );
    expect(session.errors).toBeUndefined();
    const passcode = session.data.passcodeAccess.apiToken as string;
    const before = await lockerOf(code);

    for (const token of [passcode, other, undefined]) {
      expect(errorOf(await h.gql(DESIGN, { id: itemId, c: second }, token))).toEqual({
        code: 'FORBIDDEN',
        field: undefined,
      });
      expect(errorOf(await h.gql(UPDATE, { id: itemId, input: { sizeLines: [ROSTER[0]] } }, token))).toEqual({
        code: 'FORBIDDEN',
        field: undefined,
      });
    }
    // Removing the item would drop its proofs' history: not even the dealer.
    expect(
      errorOf(await h.gql(`mutation($id: ID!) { removeLockerItem(id: $id) { code } }`, { id: itemId }, dealer)),
    ).toEqual({ code: 'FORBIDDEN', field: undefined });
    expect(await lockerOf(code)).toEqual(before);

    // A roster file: refused to the others, imported by the dealer of the quote.
    const file = {
      filename: 'roster.csv',
      contentBase64: Buffer.from('name,number,size,quantity\nCasey,3,S,1\n').toString('base64'),
    };
    const IMPORT = `mutation($id: ID!, $f: RosterFileInput!) { importRoster(lockerItemId: $id, file: $f, mode: APPEND) {
      items { sizeLines { size quantity playerName playerNumber } } } }`;
    for (const token of [passcode, other, undefined])
      expect(errorOf(await h.gql(IMPORT, { id: itemId, f: file }, token))).toEqual({
        code: 'FORBIDDEN',
        field: undefined,
      });
    expect(await lockerOf(code)).toEqual(before);
    const imported = await h.gql(IMPORT, { id: itemId, f: file }, dealer);
    expect(imported.errors).toBeUndefined();
    expect(imported.data.importRoster.items[0].sizeLines).toEqual([
      { size: 'S', quantity: 1, playerName: 'Casey', playerNumber: '3' },
      ...ROSTER,
    ]);
    const afterImport = await lockerOf(code);

    // Once the quote is closed, its dealer no longer passes the lock either.
    const closed = await h.gql(
      `mutation($id: ID!) { closeQuote(id: $id) { status } }`,
      {
        id: quote.data.requestQuote.id,
      },
      dealer,
    );
    expect(closed.errors).toBeUndefined();
    expect(errorOf(await h.gql(DESIGN, { id: itemId, c: second }, dealer))).toEqual({
      code: 'FORBIDDEN',
      field: undefined,
    });
    expect(await lockerOf(code)).toEqual(afterImport);
  });
});
