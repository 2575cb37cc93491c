/**
 * A6 tenancy and "bad input gets a typed error and changes nothing".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, errorOf, ENTRY_SECRET, type Harness } from './harness.js';
import { signEntryToken } from '../src/modules/dealers/entry-token.js';

let h: Harness;
let a: string;
let b: string;
let customerA: string;
let snapsheetA: string;
let styleId: string;

const CUSTOMER = `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id name } }`;
const count = async (token: string) =>
  (await h.gql(`{ customers(first: 100) { totalCount } }`, {}, token)).data.customers.totalCount as number;

beforeAll(async () => {
  h = await startHarness();
  a = (await h.signIn('AAA111')).token;
  b = (await h.signIn('BBB222')).token;
  customerA = (
    await h.gql(CUSTOMER, { input: { name: 'Central High', type: 'SCHOOL', colorIds: ['19', '13', '25'] } }, a)
  ).data.saveCustomer.id;
  snapsheetA = (
    await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'Tigers', colorIds: ['19', '13', '25'] } },
      a,
    )
  ).data.createSnapsheet.id;
  const products = await h.gql(`{ products(first: 100) { nodes { styleId garment { id } } } }`);
  styleId = products.data.products.nodes.find((p: any) => p.garment.id === 'jersey-crew').styleId;
});
afterAll(async () => h?.close());

describe('tenancy (A6)', () => {
  it("another dealer's customer answers NOT_FOUND for read, update and archive", async () => {
    expect(errorOf(await h.gql(`query($id: ID!) { customer(id: $id) { id } }`, { id: customerA }, b)).code).toBe(
      'NOT_FOUND',
    );
    expect(
      errorOf(
        await h.gql(
          CUSTOMER,
          { input: { id: customerA, name: 'Stolen', type: 'TEAM', colorIds: ['19', '13', '25'] } },
          b,
        ),
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      errorOf(
        await h.gql(`mutation($id: ID!) { setCustomerStatus(id: $id, status: ARCHIVED) { id } }`, { id: customerA }, b),
      ).code,
    ).toBe('NOT_FOUND');
    const mine = await h.gql(`query($id: ID!) { customer(id: $id) { name status } }`, { id: customerA }, a);
    expect(mine.data.customer).toEqual({ name: 'Central High', status: 'ACTIVE' });
    expect((await h.gql(`{ customers { nodes { id } } }`, {}, b)).data.customers.nodes).toEqual([]);
  });

  it('another dealer cannot add products to the snapsheet or use its customer', async () => {
    const r = await h.gql(
      `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
      { id: snapsheetA, input: { styleId } },
      b,
    );
    expect(errorOf(r).code).toBe('NOT_FOUND');
    const c = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'X', customerId: customerA, colorIds: ['19', '13', '25'] } },
      b,
    );
    expect(errorOf(c)).toEqual({ code: 'BAD_USER_INPUT', field: 'customerId' });
    const read = await h.gql(`query($id: ID!) { snapsheet(dealerCode: "AAA111", id: $id) { products { id } } }`, {
      id: snapsheetA,
    });
    expect(read.data.snapsheet.products).toEqual([]);
  });

  it('a locker item of another locker answers NOT_FOUND', async () => {
    const cfg = await h.gql(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
      input: { styleId, decorations: [] },
    });
    const locker = await h.gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id } } }`,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId: snapsheetA,
          configurationShortId: cfg.data.saveConfiguration.shortId,
          sizeLines: [{ size: 'L', quantity: 2 }],
        },
      },
    );
    const id: string = locker.data.addToLocker.items[0].id;
    const forged = `${'Z'.repeat(20)}.${id.split('.')[1]}`;
    expect(
      errorOf(await h.gql(`mutation($id: ID!) { removeLockerItem(id: $id) { code } }`, { id: forged }, b)).code,
    ).toBe('NOT_FOUND');
    expect(
      errorOf(
        await h.gql(
          `mutation($id: ID!) { updateLockerItem(id: $id, input: { sizeLines: [{ size: "L", quantity: 9 }] }) { code } }`,
          { id: forged },
          b,
        ),
      ).code,
    ).toBe('NOT_FOUND');
    const still = await h.gql(`query($c: String!) { locker(code: $c) { items { quantity } } }`, {
      c: locker.data.addToLocker.code,
    });
    expect(still.data.locker.items).toEqual([{ quantity: 2 }]);
  });

  it('a visitor cannot use dealer operations', async () => {
    expect(errorOf(await h.gql(`{ customers { totalCount } }`)).code).toBe('UNAUTHENTICATED');
    expect((await h.gql(`{ me { id } }`)).data.me).toBeNull();
  });
});

describe('bad input gets a typed error and changes nothing', () => {
  it('two colours for a customer', async () => {
    const before = await count(a);
    const r = await h.gql(CUSTOMER, { input: { name: 'Two', type: 'TEAM', colorIds: ['19', '13'] } }, a);
    expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'colorIds' });
    expect(await count(a)).toBe(before);
    const edit = await h.gql(
      CUSTOMER,
      { input: { id: customerA, name: 'Renamed', type: 'SCHOOL', colorIds: ['19'] } },
      a,
    );
    expect(errorOf(edit).field).toBe('colorIds');
    expect(
      (await h.gql(`query($id: ID!) { customer(id: $id) { name } }`, { id: customerA }, a)).data.customer.name,
    ).toBe('Central High');
  });

  it('a new customer without a type; an update without one keeps it (API.md: type optional)', async () => {
    const before = await count(a);
    const r = await h.gql(CUSTOMER, { input: { name: 'Typeless', colorIds: ['19', '13', '25'] } }, a);
    expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'type' });
    expect(await count(a)).toBe(before);
    const edit = await h.gql(
      CUSTOMER,
      { input: { id: customerA, name: 'Central High', colorIds: ['19', '13', '25'] } },
      a,
    );
    expect(edit.errors).toBeUndefined();
    expect(
      (await h.gql(`query($id: ID!) { customer(id: $id) { name type } }`, { id: customerA }, a)).data.customer,
    ).toEqual({ name: 'Central High', type: 'SCHOOL' });
  });

  it('an unknown style', async () => {
    const r = await h.gql(
      `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
      { id: snapsheetA, input: { styleId: 'NOPE-1' } },
      a,
    );
    expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'styleId' });
    const c = await h.gql(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
      input: { styleId: 'NOPE-1', decorations: [] },
    });
    expect(errorOf(c)).toEqual({ code: 'BAD_USER_INPUT', field: 'styleId' });
  });

  it('an unknown location', async () => {
    const r = await h.gql(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
      input: { styleId, decorations: [{ contentType: 'PLAYER_NUMBER', location: 'moon' }] },
    });
    expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'decorations.0.location' });
    const wrongType = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      {
        input: { styleId, decorations: [{ contentType: 'PLAYER_NAME', location: 'front-number' }] },
      },
    );
    expect(errorOf(wrongType)).toEqual({ code: 'BAD_USER_INPUT', field: 'decorations.0.location' });
  });

  it('a negative quantity', async () => {
    const cfg = await h.gql(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
      input: { styleId, decorations: [] },
    });
    const before = await h.gql(
      `query($id: ID!) { snapsheet(dealerCode: "AAA111", id: $id) { locker { items { id } } } }`,
      { id: snapsheetA },
    );
    const r = await h.gql(`mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`, {
      input: {
        projectType: 'SNAPSHEET',
        projectId: snapsheetA,
        configurationShortId: cfg.data.saveConfiguration.shortId,
        sizeLines: [
          { size: 'L', quantity: 1 },
          { size: 'M', quantity: -1 },
        ],
      },
    });
    expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'sizeLines.1.quantity' });
    const after = await h.gql(
      `query($id: ID!) { snapsheet(dealerCode: "AAA111", id: $id) { locker { items { id } } } }`,
      { id: snapsheetA },
    );
    expect(after.data).toEqual(before.data);
  });

  it('an expired or forged entry token', async () => {
    const exp = Math.floor(Date.now() / 1000) - 10;
    const fields = { code: 'CCC333', company: 'Late Co', exp };
    const expired = await h.gql(
      `mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken } }`,
      { input: { ...fields, token: signEntryToken(ENTRY_SECRET, fields) } },
    );
    expect(errorOf(expired).code).toBe('UNAUTHENTICATED');
    const live = { code: 'CCC333', company: 'Forged Co', exp: exp + 3600 };
    const forged = await h.gql(
      `mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken } }`,
      { input: { ...live, token: signEntryToken('another-secret-0123456789', live) } },
    );
    expect(errorOf(forged).code).toBe('UNAUTHENTICATED');
    const tampered = await h.gql(
      `mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken } }`,
      {
        input: { ...live, company: 'Changed', token: signEntryToken(ENTRY_SECRET, live) },
      },
    );
    expect(errorOf(tampered).code).toBe('UNAUTHENTICATED');
    expect(await h.built.services.dealers.repo.byCode('CCC333')).toBeUndefined();
  });

  it('a 6 MB logo and a logo that is not an image', async () => {
    const upload = (filename: string, bytes: Buffer) =>
      h.gql(
        `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id } }`,
        { input: { filename, content: bytes.toString('base64') } },
        a,
      );
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const r1 = await h.upload(big, 'big.png', a);
    expect(r1.status).toBe(413);
    expect(r1.body.errors[0]).toEqual({
      message: 'Logo max size exceeded',
      extensions: { code: 'BAD_USER_INPUT', field: 'content' },
    });
    const r2 = await upload('logo.png', Buffer.from('just some text, not a picture'));
    expect(errorOf(r2)).toEqual({ code: 'BAD_USER_INPUT', field: 'content' });
    const r3 = await upload(
      'evil.svg',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>',
      ),
    );
    expect(r3.errors).toBeUndefined();
    const logos = await h.built.database.db.selectFrom('logos').selectAll().execute();
    expect(logos).toHaveLength(1);
    const svg = await fetch(`${h.url}/files/${logos[0]!.blob_key}`).then((x) => x.text());
    expect(svg).not.toMatch(/script|onload/i);
    expect(svg).toMatch(/<rect/);
  });
});
