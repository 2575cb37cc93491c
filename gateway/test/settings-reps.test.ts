/**
 * My Settings (D3), API tokens (A7) and reps (D4) over real HTTP: each mutation, input errors
 * naming their field, tenancy (A6) and token revocation taking effect at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPasscode } from '../src/modules/dealers/passcode.js';
import { hashApiToken } from '../src/modules/dealers/api-token.js';
import { errorOf, startHarness, type Harness } from './harness.js';

let h: Harness;
let a: string;
let b: string;
let dealerA: string;

const UPDATE = `mutation($input: DealerSettingsInput!) {
  updateDealerSettings(input: $input) {
    id name email phone headerColor headerMessage dealerMargin requestQuoteEnabled priceGroup hasPasscode
  }
}`;
const SAVE_REP = `mutation($input: RepInput!) { saveRep(input: $input) { id name email phone } }`;
const REMOVE_REP = `mutation($id: ID!) { removeRep(id: $id) }`;
const CREATE_TOKEN = `mutation($name: String!) { createApiToken(name: $name) { token apiToken { id name createdAt lastUsedAt } } }`;
const REVOKE_TOKEN = `mutation($id: ID!) { revokeApiToken(id: $id) }`;
const REPS = `{ me { reps { id name email phone } } }`;

beforeAll(async () => {
  h = await startHarness();
  const signedA = await h.signIn('SET001');
  a = signedA.token;
  dealerA = signedA.dealerId;
  b = (await h.signIn('SET002')).token;
});
afterAll(async () => h?.close());

describe('My Settings (D3)', () => {
  it('starts with the defaults: margin 2, request quote on, no passcode, no tokens', async () => {
    const r = await h.gql(
      `{ me { dealerMargin requestQuoteEnabled hasPasscode apiTokens { id } priceGroup logo { id } } }`,
      {},
      a,
    );
    expect(r.data.me).toEqual({
      dealerMargin: 2,
      requestQuoteEnabled: true,
      hasPasscode: false,
      apiTokens: [],
      priceGroup: 'standard',
      logo: null,
    });
  });

  it('updates fields partially and leaves the others alone', async () => {
    const r = await h.gql(
      UPDATE,
      {
        input: {
          name: ' Acme Sports ',
          email: 'sales@acme.test',
          phone: '+1 (555) 123-4567',
          headerColor: '#1A2B3C',
          headerMessage: 'Go team!',
        },
      },
      a,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.updateDealerSettings).toMatchObject({
      id: dealerA,
      name: 'Acme Sports',
      email: 'sales@acme.test',
      phone: '+1 (555) 123-4567',
      headerColor: '#1a2b3c',
      headerMessage: 'Go team!',
      dealerMargin: 2,
      requestQuoteEnabled: true,
    });
    const r2 = await h.gql(UPDATE, { input: { dealerMargin: 2.5, requestQuoteEnabled: false } }, a);
    expect(r2.data.updateDealerSettings).toMatchObject({
      name: 'Acme Sports',
      headerColor: '#1a2b3c',
      dealerMargin: 2.5,
      requestQuoteEnabled: false,
    });
    const r3 = await h.gql(UPDATE, { input: { headerMessage: null, phone: '' } }, a);
    expect(r3.data.updateDealerSettings).toMatchObject({ headerMessage: null, phone: null, name: 'Acme Sports' });
  });

  it('rejects bad input naming the field, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dealerMargin: 0 }, 'dealerMargin'],
      [{ dealerMargin: 11 }, 'dealerMargin'],
      [{ dealerMargin: 0.99 }, 'dealerMargin'],
      [{ dealerMargin: 'abc' }, 'dealerMargin'],
      [{ dealerMargin: null }, 'dealerMargin'],
      [{ email: 'not-an-email' }, 'email'],
      [{ email: 'a@b' }, 'email'],
      [{ phone: '12' }, 'phone'],
      [{ phone: 'call me maybe' }, 'phone'],
      [{ phone: '1'.repeat(21) }, 'phone'],
      [{ headerColor: 'red' }, 'headerColor'],
      [{ headerColor: '#12345' }, 'headerColor'],
      [{ headerColor: '#gggggg' }, 'headerColor'],
      [{ headerMessage: 'x'.repeat(201) }, 'headerMessage'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ requestQuoteEnabled: null }, 'requestQuoteEnabled'],
    ];
    for (const [input, field] of cases) {
      const r = await h.gql(UPDATE, { input: { name: 'Changed', ...input } }, a);
      expect(errorOf(r), JSON.stringify(input)).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    const me = await h.gql(`{ me { name dealerMargin } }`, {}, a);
    expect(me.data.me).toEqual({ name: 'Acme Sports', dealerMargin: 2.5 });
    expect(errorOf(await h.gql(UPDATE, { input: { dealerMargin: 10 } }, a)).code).toBeUndefined();
    expect(errorOf(await h.gql(UPDATE, { input: { dealerMargin: 1 } }, a)).code).toBeUndefined();
  });

  it('answers UNAUTHENTICATED without a token', async () => {
    expect(errorOf(await h.gql(UPDATE, { input: { name: 'X' } })).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await h.gql(`mutation { setDealerPasscode(passcode: "abcd1234") }`)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await h.gql(`mutation { createApiToken(name: "x") { token } }`)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await h.gql(SAVE_REP, { input: { name: 'X' } })).code).toBe('UNAUTHENTICATED');
  });

  it('sets the passcode as a scrypt hash, 8 to 64 characters', async () => {
    for (const bad of ['abc', 's3cret!', 'x'.repeat(65)]) {
      const refused = await h.gql(`mutation($p: String!) { setDealerPasscode(passcode: $p) }`, { p: bad }, a);
      expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'passcode' });
      expect(refused.errors![0]!.message).toBe(
        bad.length < 8 ? 'Use at least 8 characters' : 'Use at most 64 characters',
      );
    }
    expect((await h.gql(`{ me { hasPasscode } }`, {}, a)).data.me.hasPasscode).toBe(false);
    const r = await h.gql(`mutation { setDealerPasscode(passcode: "s3cret!!") }`, {}, a);
    expect(r.data.setDealerPasscode).toBe(true);
    expect((await h.gql(`{ me { hasPasscode } }`, {}, a)).data.me.hasPasscode).toBe(true);
    const row = await h.built.database.db
      .selectFrom('dealers')
      .select('passcode_hash')
      .where('id', '=', Number(dealerA))
      .executeTakeFirstOrThrow();
    expect(row.passcode_hash).toMatch(/^scrypt\$/);
    expect(row.passcode_hash).not.toContain('s3cret!!');
    expect(await verifyPasscode('s3cret!!', row.passcode_hash)).toBe(true);
  });

  it("sets the dealer logo to one of the dealer's logos and clears it; another dealer's logo is NOT_FOUND", async () => {
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';
    const upload = `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id } }`;
    const logoA = (await h.gql(upload, { input: { filename: 'a.png', content: png } }, a)).data.uploadLogo.id;
    const logoB = (await h.gql(upload, { input: { filename: 'b.png', content: png } }, b)).data.uploadLogo.id;
    const set = `mutation($id: ID) { setDealerLogo(logoId: $id) { logo { id url } } }`;
    const r = await h.gql(set, { id: logoA }, a);
    expect(r.data.setDealerLogo.logo.id).toBe(logoA);
    expect(errorOf(await h.gql(set, { id: logoB }, a)).code).toBe('NOT_FOUND');
    expect(errorOf(await h.gql(set, { id: 'nope' }, a)).code).toBe('NOT_FOUND');
    expect((await h.gql(`{ me { logo { id } } }`, {}, a)).data.me.logo.id).toBe(logoA);
    expect((await h.gql(set, { id: null }, a)).data.setDealerLogo.logo).toBeNull();
  });
});

describe('API tokens (A7)', () => {
  it('creates a token shown once, stored only as a hash, usable as a bearer, revoked at once', async () => {
    expect(errorOf(await h.gql(CREATE_TOKEN, { name: '  ' }, a))).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
    const created = await h.gql(CREATE_TOKEN, { name: 'Zapier' }, a);
    const { token, apiToken } = created.data.createApiToken;
    expect(token).toMatch(/^tas_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: 'Zapier', lastUsedAt: null });

    // stored as SHA-256 only
    const rows = await h.built.database.db.selectFrom('api_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.find((t) => String(t.id) === apiToken.id)!;
    expect(row).toMatchObject({ kind: 'API', name: 'Zapier', token_hash: hashApiToken(token), revoked_at: null });

    // works as a bearer, and the listing never shows the value
    const me = await h.gql(`{ me { id apiTokens { id name lastUsedAt } } }`, {}, token);
    expect(me.data.me.id).toBe(dealerA);
    expect(me.data.me.apiTokens).toHaveLength(1);
    expect(me.data.me.apiTokens[0]).toMatchObject({ id: apiToken.id, name: 'Zapier' });
    expect(me.data.me.apiTokens[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(me)).not.toContain(token);
    // session tokens are not listed
    expect((await h.gql(`{ me { apiTokens { name } } }`, {}, a)).data.me.apiTokens).toEqual([{ name: 'Zapier' }]);

    // revoke: the very next request with it is UNAUTHENTICATED
    expect((await h.gql(REVOKE_TOKEN, { id: apiToken.id }, a)).data.revokeApiToken).toBe(true);
    expect(errorOf(await h.gql(UPDATE, { input: { name: 'Hacked' } }, token)).code).toBe('UNAUTHENTICATED');
    expect((await h.gql(`{ me { id } }`, {}, token)).data.me).toBeNull();
    expect((await h.gql(`{ me { apiTokens { id } } }`, {}, a)).data.me.apiTokens).toEqual([]);
    // revoking twice is NOT_FOUND
    expect(errorOf(await h.gql(REVOKE_TOKEN, { id: apiToken.id }, a)).code).toBe('NOT_FOUND');
  });

  it("another dealer's token cannot be revoked (NOT_FOUND) and stays valid", async () => {
    const { token, apiToken } = (await h.gql(CREATE_TOKEN, { name: 'CI' }, a)).data.createApiToken;
    expect(errorOf(await h.gql(REVOKE_TOKEN, { id: apiToken.id }, b)).code).toBe('NOT_FOUND');
    expect(errorOf(await h.gql(REVOKE_TOKEN, { id: 'abc' }, b)).code).toBe('NOT_FOUND');
    expect((await h.gql(`{ me { id } }`, {}, token)).data.me.id).toBe(dealerA);
    // a dealer's session token is not an API token: it cannot be revoked here
    const sessions = await h.built.database.db
      .selectFrom('api_tokens')
      .select('id')
      .where('kind', '=', 'SESSION')
      .where('dealer_id', '=', Number(dealerA))
      .execute();
    expect(errorOf(await h.gql(REVOKE_TOKEN, { id: String(sessions[0]!.id) }, a)).code).toBe('NOT_FOUND');
    // another dealer cannot read the token list
    const other = await h.gql(`{ me { apiTokens { id } } }`, {}, b);
    expect(other.data.me.apiTokens).toEqual([]);
  });
});

describe('reps (D4)', () => {
  it('adds, edits and removes a rep', async () => {
    const added = await h.gql(
      SAVE_REP,
      { input: { name: ' Jane Doe ', email: 'jane@acme.test', phone: '555-123-4567' } },
      a,
    );
    expect(added.errors).toBeUndefined();
    const rep = added.data.saveRep;
    expect(rep).toMatchObject({ name: 'Jane Doe', email: 'jane@acme.test', phone: '555-123-4567' });
    const edited = await h.gql(SAVE_REP, { input: { id: rep.id, name: 'Jane Smith', email: '', phone: null } }, a);
    expect(edited.data.saveRep).toEqual({ id: rep.id, name: 'Jane Smith', email: null, phone: null });
    expect((await h.gql(REPS, {}, a)).data.me.reps).toEqual([edited.data.saveRep]);
    expect((await h.gql(REMOVE_REP, { id: rep.id }, a)).data.removeRep).toBe(true);
    expect((await h.gql(REPS, {}, a)).data.me.reps).toEqual([]);
    // a removed rep is gone for edits too
    expect(errorOf(await h.gql(SAVE_REP, { input: { id: rep.id, name: 'Back' } }, a)).code).toBe('NOT_FOUND');
  });

  it('validates name, email and phone', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ name: 'Bob', email: 'bob' }, 'email'],
      [{ name: 'Bob', email: 'bob@example' }, 'email'],
      [{ name: 'Bob', phone: '123' }, 'phone'],
      [{ name: 'Bob', phone: '555-CALL-NOW' }, 'phone'],
      [{ name: 'Bob', phone: '+1 555 123 4567 890 12' }, 'phone'],
    ];
    for (const [input, field] of cases) {
      expect(errorOf(await h.gql(SAVE_REP, { input }, a)), JSON.stringify(input)).toEqual({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    expect(errorOf(await h.gql(SAVE_REP, { input: { email: 'x@y.z' } }, a))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'name',
    });
    expect((await h.gql(REPS, {}, a)).data.me.reps).toEqual([]);
  });

  it("another dealer's rep answers NOT_FOUND for saveRep and removeRep", async () => {
    const rep = (await h.gql(SAVE_REP, { input: { name: 'Only A' } }, a)).data.saveRep;
    expect(errorOf(await h.gql(SAVE_REP, { input: { id: rep.id, name: 'Stolen' } }, b)).code).toBe('NOT_FOUND');
    expect(errorOf(await h.gql(REMOVE_REP, { id: rep.id }, b)).code).toBe('NOT_FOUND');
    expect(errorOf(await h.gql(REMOVE_REP, { id: '19' }, a)).code).toBe('NOT_FOUND'); // the house rep
    expect(errorOf(await h.gql(REMOVE_REP, { id: 'x' }, a)).code).toBe('NOT_FOUND');
    expect((await h.gql(REPS, {}, a)).data.me.reps).toEqual([{ id: rep.id, name: 'Only A', email: null, phone: null }]);
    expect((await h.gql(REPS, {}, b)).data.me.reps).toEqual([]);
    await h.gql(REMOVE_REP, { id: rep.id }, a);
  });

  it('refuses to remove a rep assigned to customers (CONFLICT with the count), then allows it', async () => {
    const rep = (await h.gql(SAVE_REP, { input: { name: 'Busy Rep' } }, a)).data.saveRep;
    const customer = `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`;
    const ids: string[] = [];
    for (const name of ['One', 'Two']) {
      const r = await h.gql(
        customer,
        { input: { name, type: 'TEAM', repId: rep.id, colorIds: ['19', '13', '25'] } },
        a,
      );
      ids.push(r.data.saveCustomer.id);
    }
    const refused = await h.gql(REMOVE_REP, { id: rep.id }, a);
    expect(errorOf(refused).code).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe('This rep is assigned to 2 customers');
    // archived customers still count
    await h.gql(`mutation($id: ID!) { setCustomerStatus(id: $id, status: ARCHIVED) { id } }`, { id: ids[0] }, a);
    await h.gql(customer, { input: { id: ids[1], name: 'Two', type: 'TEAM', colorIds: ['19', '13', '25'] } }, a);
    const again = await h.gql(REMOVE_REP, { id: rep.id }, a);
    expect(again.errors![0]!.message).toBe('This rep is assigned to 1 customer');
    await h.gql(customer, { input: { id: ids[0], name: 'One', type: 'TEAM', colorIds: ['19', '13', '25'] } }, a);
    expect((await h.gql(REMOVE_REP, { id: rep.id }, a)).data.removeRep).toBe(true);
  });
});
