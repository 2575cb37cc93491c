/**
 * D5 customers (search, paging, archived filter, edit) and D6 logos (upload checks, plain
 * upload, SVG sanitising, default-logo rules of section 4), with tenancy (A6).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

let h: Harness;
let a: string;
let b: string;
let png: string;

const SAVE = `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id name type status rep { id } colors { id } logos { id } } }`;
const LIST = `query($status: CustomerStatus, $search: String, $first: Int, $after: String) {
  customers(status: $status, search: $search, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id name } } nodes { id name status }
  }
}`;
const UPLOAD = `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id name kind filename contentType byteSize width height types position zoom url customerId } }`;
const UPLOAD_FILE = `mutation($input: UploadLogoInput!) { uploadFile(input: $input) { id kind contentType byteSize url width } }`;
const PROJECT_LOGOS = `projectType projectId defaultLogo { id } logos { id } clearedDecorations`;
const colors = ['19', '13', '25'];

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');

async function customer(token: string, name: string, extra: Record<string, unknown> = {}) {
  const r = await h.gql(SAVE, { input: { name, type: 'TEAM', colorIds: colors, ...extra } }, token);
  return r.data.saveCustomer.id as string;
}
async function upload(token: string, content: string, filename = 'logo.png', extra: Record<string, unknown> = {}) {
  return h.gql(UPLOAD, { input: { filename, content, ...extra } }, token);
}
async function snapsheet(token: string) {
  const r = await h.gql(
    `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
    { input: { teamName: 'Tigers', colorIds: colors } },
    token,
  );
  return r.data.createSnapsheet.id as string;
}

beforeAll(async () => {
  h = await startHarness();
  a = (await h.signIn('CLA111')).token;
  b = (await h.signIn('CLB222')).token;
  png = (
    await sharp({ create: { width: 40, height: 20, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer()
  ).toString('base64');
});
afterAll(async () => h?.close());

describe('customers (D5)', () => {
  it('creates with the defaults: name No name, rep 19', async () => {
    const r = await h.gql(SAVE, { input: { type: 'SCHOOL', colorIds: colors } }, a);
    expect(r.data.saveCustomer).toMatchObject({ name: 'No name', type: 'SCHOOL', status: 'ACTIVE', rep: { id: '19' } });
    const bad = await h.gql(SAVE, { input: { name: 'Two', type: 'TEAM', colorIds: ['19', '13'] } }, a);
    expect(errorOf(bad)).toEqual({ code: 'BAD_USER_INPUT', field: 'colorIds' });
    const seven = await h.gql(
      SAVE,
      { input: { name: 'Seven', type: 'TEAM', colorIds: ['1', '2', '3', '4', '5', '6', '7'] } },
      a,
    );
    expect(errorOf(seven)).toEqual({ code: 'BAD_USER_INPUT', field: 'colorIds' });
  });

  it('searches, pages with cursors and totalCount, filters archived', async () => {
    for (let i = 1; i <= 5; i++) await customer(a, `Paging Eagles ${i}`);
    await customer(a, 'Other Sharks');
    const p1 = (await h.gql(LIST, { search: 'eagles', first: 2 }, a)).data.customers;
    expect(p1.totalCount).toBe(5);
    expect(p1.nodes.map((n: any) => n.name)).toEqual(['Paging Eagles 5', 'Paging Eagles 4']);
    expect(p1.pageInfo.hasNextPage).toBe(true);
    expect(p1.edges[1].cursor).toBe(p1.pageInfo.endCursor);
    const p2 = (await h.gql(LIST, { search: 'eagles', first: 2, after: p1.pageInfo.endCursor }, a)).data.customers;
    expect(p2.nodes.map((n: any) => n.name)).toEqual(['Paging Eagles 3', 'Paging Eagles 2']);
    const p3 = (await h.gql(LIST, { search: 'eagles', first: 2, after: p2.pageInfo.endCursor }, a)).data.customers;
    expect(p3.nodes.map((n: any) => n.name)).toEqual(['Paging Eagles 1']);
    expect(p3.pageInfo.hasNextPage).toBe(false);
    expect(errorOf(await h.gql(LIST, { after: 'not-a-cursor' }, a)).code).toBe('BAD_USER_INPUT');
    // LIKE wildcards are literal.
    expect((await h.gql(LIST, { search: '%' }, a)).data.customers.totalCount).toBe(0);

    const id = p1.nodes[0].id;
    const arch = await h.gql(
      `mutation($id: ID!) { setCustomerStatus(id: $id, status: ARCHIVED) { id status } }`,
      { id },
      a,
    );
    expect(arch.data.setCustomerStatus.status).toBe('ARCHIVED');
    const active = (await h.gql(LIST, { status: 'ACTIVE', search: 'eagles' }, a)).data.customers;
    const archived = (await h.gql(LIST, { status: 'ARCHIVED', search: 'eagles' }, a)).data.customers;
    expect(active.totalCount).toBe(4);
    expect(archived.nodes.map((n: any) => n.id)).toEqual([id]);
    const un = await h.gql(`mutation($id: ID!) { setCustomerStatus(id: $id, status: ACTIVE) { status } }`, { id }, a);
    expect(un.data.setCustomerStatus.status).toBe('ACTIVE');
  });

  it('edits name, type, colours and logos', async () => {
    const id = await customer(a, 'Edit Me');
    const logo = (await upload(a, png)).data.uploadLogo.id;
    const r = await h.gql(
      SAVE,
      { input: { id, name: 'Edited', type: 'EVENT', colorIds: ['19', '13', '25', '23'], logoIds: [logo] } },
      a,
    );
    expect(r.data.saveCustomer).toMatchObject({ id, name: 'Edited', type: 'EVENT', logos: [{ id: logo }] });
    expect(r.data.saveCustomer.colors).toHaveLength(4);
    const logos = await h.gql(`query($c: ID) { logos(customerId: $c) { id customerId } }`, { c: id }, a);
    expect(logos.data.logos).toEqual([{ id: logo, customerId: id }]);
  });
});

describe('logo uploads (D6)', () => {
  it('stores a PNG with its size, name, types and the placement defaults', async () => {
    const r = await upload(a, `data:image/png;base64,${png}`, 'crest.png', { name: 'Crest', types: ['Primary'] });
    expect(r.errors).toBeUndefined();
    expect(r.data.uploadLogo).toMatchObject({
      name: 'Crest',
      kind: 'IMAGE',
      filename: 'crest.png',
      contentType: 'image/png',
      width: 40,
      height: 20,
      types: ['primary'],
      position: 2,
      zoom: 4,
    });
    expect(r.data.uploadLogo.byteSize).toBe(Buffer.from(png, 'base64').byteLength);
    const file = await fetch(new URL(r.data.uploadLogo.url, h.url));
    expect(file.headers.get('content-type')).toBe('image/png');
  });

  it("refuses over 5 MB with 'Logo max size exceeded' at POST /uploads; 5 MB goes through", async () => {
    const over = await h.upload(Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'big.png', a);
    expect(over).toEqual({
      status: 413,
      body: {
        errors: [{ message: 'Logo max size exceeded', extensions: { code: 'BAD_USER_INPUT', field: 'content' } }],
      },
    });
    const max = await h.upload(Buffer.alloc(5 * 1024 * 1024, 1), 'max.bin', a);
    expect(max.status).toBe(200);
    expect(max.body.byteSize).toBe(5 * 1024 * 1024);
    expect(max.body.uploadId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const file = await h.gql(UPLOAD_FILE, { input: { filename: 'max.bin', uploadId: max.body.uploadId } }, a);
    expect(file.data.uploadFile).toMatchObject({ kind: 'FILE', byteSize: 5 * 1024 * 1024, width: null });
  });

  it('inline base64 over the 1 MB GraphQL body limit answers a JSON BAD_USER_INPUT, never a 5xx', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 1).toString('base64');
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${a}` },
      body: JSON.stringify({ query: UPLOAD, variables: { input: { filename: 'big.png', content: big } } }),
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0]!.message).toBe('Request body is too large (at most 1 MB); upload files with POST /uploads');
  });

  it('an upload id is used once, by its own dealer only, and needs a dealer token', async () => {
    const pngBytes = Buffer.from(png, 'base64');
    expect(await h.upload(pngBytes, 'crest.png')).toEqual({
      status: 401,
      body: { errors: [{ message: 'Sign in required', extensions: { code: 'UNAUTHENTICATED' } }] },
    });
    const staged = await h.upload(pngBytes, 'crest.png', a);
    expect(staged.status).toBe(200);
    const { uploadId } = staged.body as { uploadId: string };
    // Another dealer cannot use it (and does not consume it).
    const other = await h.gql(UPLOAD, { input: { filename: 'crest.png', uploadId } }, b);
    expect(errorOf(other)).toEqual({ code: 'BAD_USER_INPUT', field: 'uploadId' });
    const mine = await h.gql(UPLOAD, { input: { filename: 'crest.png', uploadId, name: 'Staged' } }, a);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.uploadLogo).toMatchObject({ name: 'Staged', kind: 'IMAGE', width: 40, height: 20 });
    expect(mine.data.uploadLogo.byteSize).toBe(pngBytes.byteLength);
    const again = await h.gql(UPLOAD, { input: { filename: 'crest.png', uploadId } }, a);
    expect(errorOf(again)).toEqual({ code: 'BAD_USER_INPUT', field: 'uploadId' });
    // Neither or both of uploadId and content.
    expect(errorOf(await h.gql(UPLOAD, { input: { filename: 'x.png' } }, a))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'content',
    });
    const both = await h.upload(pngBytes, 'crest.png', a);
    expect(
      errorOf(await h.gql(UPLOAD, { input: { filename: 'x.png', uploadId: both.body.uploadId, content: png } }, a)),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'content' });
    // A request that is not multipart, or carries no file.
    const notMultipart = await fetch(`${h.url}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notMultipart.status).toBe(400);
    expect(((await notMultipart.json()) as any).errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'content',
    });
    const empty = await h.upload(new Uint8Array(0), 'empty.png', a);
    expect(empty).toEqual({
      status: 400,
      body: { errors: [{ message: 'The file is empty', extensions: { code: 'BAD_USER_INPUT', field: 'content' } }] },
    });
  });

  it('a non-image goes to the plain upload as a FILE; the logo upload refuses it', async () => {
    const pdfish = b64('%PDF-1.4\n% test file\n');
    const logo = await upload(a, pdfish, 'brief.pdf');
    expect(errorOf(logo)).toEqual({ code: 'BAD_USER_INPUT', field: 'content' });
    const text = await h.gql(UPLOAD_FILE, { input: { filename: 'notes.html', content: b64('<html>hi</html>') } }, a);
    expect(text.data.uploadFile).toMatchObject({ kind: 'FILE', contentType: 'application/octet-stream', width: null });
    const res = await fetch(new URL(text.data.uploadFile.url, h.url));
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const img = await h.gql(UPLOAD_FILE, { input: { filename: 'x.bin', content: png } }, a);
    expect(img.data.uploadFile).toMatchObject({ kind: 'IMAGE', contentType: 'image/png', width: 40 });
  });

  it('judges by content: a PNG named .svg is a PNG; a text file named .png is refused', async () => {
    const r = await upload(a, png, 'sneaky.svg');
    expect(r.data.uploadLogo).toMatchObject({ contentType: 'image/png', filename: 'sneaky.svg' });
    expect(r.data.uploadLogo.url).toMatch(/\.png$/);
    expect(errorOf(await upload(a, b64('hello, not an image'), 'fake.png')).code).toBe('BAD_USER_INPUT');
  });

  it('sanitises SVG: no script, handlers or external references', async () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 50" onload="alert(1)">
      <script>alert('x')</script>
      <image href="https://evil.example/x.png" width="10" height="10"/>
      <use xlink:href="https://evil.example/s.svg#a"/>
      <rect width="100" height="50" fill="url(https://evil.example/p)" style="fill:url(http://evil.example/q)"/>
      <circle cx="5" cy="5" r="4" fill="#00f"/>
    </svg>`;
    const r = await upload(a, b64(svg), 'mark.svg');
    expect(r.data.uploadLogo).toMatchObject({ contentType: 'image/svg+xml', width: 100, height: 50 });
    const stored = await (await fetch(new URL(r.data.uploadLogo.url, h.url))).text();
    expect(stored).not.toMatch(/script|onload|evil\.example|<image|<use/i);
    expect(stored).toMatch(/<circle/);
  });

  it('renames and sets types; deletes; another dealer gets NOT_FOUND and nothing changes', async () => {
    const id = (await upload(a, png, 'x.png')).data.uploadLogo.id;
    const u = await h.gql(
      `mutation($id: ID!) { updateLogo(id: $id, input: { name: "Mascot", types: ["mascot", "mascot", " Other "] }) { name types } }`,
      { id },
      a,
    );
    expect(u.data.updateLogo).toEqual({ name: 'Mascot', types: ['mascot', 'other'] });
    const t = await h.gql(`mutation($id: ID!) { setLogoType(logoId: $id, types: ["wordmark"]) { types } }`, { id }, a);
    expect(t.data.setLogoType.types).toEqual(['wordmark']);
    const tooMany = await h.gql(
      `mutation($id: ID!) { setLogoType(logoId: $id, types: ["a","b","c","d","e","f"]) { types } }`,
      { id },
      a,
    );
    expect(errorOf(tooMany)).toEqual({ code: 'BAD_USER_INPUT', field: 'types' });

    for (const doc of [
      `mutation($id: ID!) { updateLogo(id: $id, input: { name: "Stolen" }) { id } }`,
      `mutation($id: ID!) { setLogoType(logoId: $id, types: ["x"]) { id } }`,
      `mutation($id: ID!) { deleteLogo(id: $id) }`,
    ])
      expect(errorOf(await h.gql(doc, { id }, b)).code).toBe('NOT_FOUND');
    const mine = await h.gql(`{ logos { id name types } }`, {}, a);
    expect(mine.data.logos.find((l: any) => l.id === id)).toEqual({ id, name: 'Mascot', types: ['wordmark'] });
    expect((await h.gql(`{ logos { id } }`, {}, b)).data.logos).toEqual([]);
    // Another dealer's customer cannot receive an upload.
    const cust = await customer(a, 'Owned');
    expect(errorOf(await upload(b, png, 'x.png', { customerId: cust }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'customerId',
    });

    expect((await h.gql(`mutation($id: ID!) { deleteLogo(id: $id) }`, { id }, a)).data.deleteLogo).toBe(id);
    expect((await h.gql(`{ logos { id } }`, {}, a)).data.logos.some((l: any) => l.id === id)).toBe(false);
    expect(errorOf(await h.gql(`mutation($id: ID!) { deleteLogo(id: $id) }`, { id }, a)).code).toBe('NOT_FOUND');
  });
});

describe('default-logo rules (section 4)', () => {
  it('first logo becomes default; replacing the default moves it; removing the default clears graphics', async () => {
    const s = await snapsheet(a);
    const l1 = (await upload(a, png, 'one.png')).data.uploadLogo.id;
    const l2 = (await upload(a, png, 'two.png')).data.uploadLogo.id;
    const l3 = (await upload(a, png, 'three.png')).data.uploadLogo.id;
    const add = (logoId: string, replaceLogoId?: string) =>
      h.gql(
        `mutation($p: ID!, $l: ID!, $r: ID) { addProjectLogo(projectType: SNAPSHEET, projectId: $p, logoId: $l, replaceLogoId: $r) { ${PROJECT_LOGOS} } }`,
        { p: s, l: logoId, r: replaceLogoId ?? null },
        a,
      );
    let r = (await add(l1)).data.addProjectLogo;
    expect(r).toMatchObject({ projectType: 'SNAPSHEET', projectId: s, defaultLogo: { id: l1 }, logos: [{ id: l1 }] });
    r = (await add(l2)).data.addProjectLogo;
    expect(r.defaultLogo.id).toBe(l1);
    expect(r.logos.map((l: any) => l.id)).toEqual([l1, l2]);
    r = (await add(l3, l1)).data.addProjectLogo;
    expect(r.defaultLogo.id).toBe(l3);
    expect(r.logos.map((l: any) => l.id)).toEqual([l2, l3]);

    // A product with a graphic using the default logo.
    const products = await h.gql(
      `{ products(first: 100) { nodes { styleId decorationLocations { name contentTypes } } } }`,
    );
    const product = products.data.products.nodes.find((p: any) =>
      p.decorationLocations.some((d: any) => d.contentTypes.includes('GRAPHICS')),
    );
    const location = product.decorationLocations.find((d: any) => d.contentTypes.includes('GRAPHICS')).name;
    const config = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      { input: { styleId: product.styleId, decorations: [{ contentType: 'GRAPHICS', location, logoId: l3 }] } },
      a,
    );
    expect(config.errors).toBeUndefined();
    await h.gql(
      `mutation($s: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $s, input: $input) { id } }`,
      { s, input: { styleId: product.styleId, configurationShortId: config.data.saveConfiguration.shortId } },
      a,
    );

    const remove = (logoId: string, token = a) =>
      h.gql(
        `mutation($p: ID!, $l: ID!) { removeProjectLogo(projectType: SNAPSHEET, projectId: $p, logoId: $l) { ${PROJECT_LOGOS} } }`,
        { p: s, l: logoId },
        token,
      );
    // Tenancy first: nothing changes.
    expect(errorOf(await remove(l3, b)).code).toBe('NOT_FOUND');
    expect(errorOf(await add(l3)).code).toBeUndefined();
    const foreignLogo = (await upload(b, png, 'b.png')).data.uploadLogo.id;
    expect(errorOf(await add(foreignLogo)).code).toBe('NOT_FOUND');
    expect(
      errorOf(
        await h.gql(
          `mutation($p: ID!, $l: ID!) { setDefaultLogo(projectType: SNAPSHEET, projectId: $p, logoId: $l) { projectId } }`,
          { p: s, l: foreignLogo },
          b,
        ),
      ).code,
    ).toBe('NOT_FOUND');
    // A shared project's own logos are what its page shows: anyone may read them (A5).
    expect(
      (await h.gql(`query($p: ID!) { projectLogos(projectType: SNAPSHEET, projectId: $p) { projectId } }`, { p: s }, b))
        .data.projectLogos,
    ).toEqual({ projectId: s });
    // Wrong project type is NOT_FOUND too.
    expect(
      errorOf(
        await h.gql(`query($p: ID!) { projectLogos(projectType: PLAYBOOK, projectId: $p) { projectId } }`, { p: s }, a),
      ).code,
    ).toBe('NOT_FOUND');

    // Removing a non-default logo keeps the default and the graphics.
    r = (await remove(l2)).data.removeProjectLogo;
    expect(r).toMatchObject({ defaultLogo: { id: l3 }, logos: [{ id: l3 }], clearedDecorations: 0 });
    // Removing the default clears it and the graphic.
    r = (await remove(l3)).data.removeProjectLogo;
    expect(r).toMatchObject({ defaultLogo: null, logos: [], clearedDecorations: 1 });
    const sheet = await h.gql(
      `query($s: ID!) { snapsheet(dealerCode: "CLA111", id: $s) { defaultLogo { id } products { configuration { decorations { logo { id } } } } } }`,
      { s },
    );
    expect(sheet.data.snapsheet.defaultLogo).toBeNull();
    expect(sheet.data.snapsheet.products[0].configuration.decorations).toEqual([]);

    // setDefaultLogo adds it when missing; deleting the default logo clears the default.
    r = (
      await h.gql(
        `mutation($p: ID!, $l: ID!) { setDefaultLogo(projectType: SNAPSHEET, projectId: $p, logoId: $l) { ${PROJECT_LOGOS} } }`,
        { p: s, l: l1 },
        a,
      )
    ).data.setDefaultLogo;
    expect(r).toMatchObject({ defaultLogo: { id: l1 }, logos: [{ id: l1 }] });
    await h.gql(`mutation($id: ID!) { deleteLogo(id: $id) }`, { id: l1 }, a);
    const after = await h.gql(
      `query($p: ID!) { projectLogos(projectType: SNAPSHEET, projectId: $p) { ${PROJECT_LOGOS} } }`,
      { p: s },
      a,
    );
    expect(after.data.projectLogos).toMatchObject({ defaultLogo: null, logos: [] });
  });
});

describe('tenancy (A6)', () => {
  it('a project made with a logo lists it among its logos, as its default', async () => {
    const logo = (await upload(a, png, 'crest.png')).data.uploadLogo.id;
    const made = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'Crest Tigers', colorIds: colors, logoId: logo } },
      a,
    );
    expect(made.errors).toBeUndefined();
    const listed = await h.gql(
      `query($p: ID!) { projectLogos(projectType: SNAPSHEET, projectId: $p) { ${PROJECT_LOGOS} } }`,
      { p: made.data.createSnapsheet.id },
      a,
    );
    expect(listed.data.projectLogos).toMatchObject({ defaultLogo: { id: logo }, logos: [{ id: logo }] });
  });

  it("lists a customer's snapsheets and playbooks, newest first, without archived ones", async () => {
    const customerId = await customer(a, 'Project Owls');
    const make = async (kind: 'Snapsheet' | 'Playbook', teamName: string) => {
      const input =
        kind === 'Snapsheet'
          ? { teamName, colorIds: colors, customerId }
          : { teamName, colorIds: colors, customerId, template: 'FSG', sports: ['fsg-football'] };
      const r = await h.gql(
        `mutation($input: Create${kind}Input!) { create${kind}(input: $input) { id } }`,
        { input },
        a,
      );
      expect(r.errors).toBeUndefined();
      return r.data[`create${kind}`].id as string;
    };
    const first = await make('Snapsheet', 'Owls Spring');
    const book = await make('Playbook', 'Owls Book');
    const gone = await make('Snapsheet', 'Owls Old');
    await h.gql(
      `mutation($id: ID!) { archiveProject(projectType: SNAPSHEET, projectId: $id) { id } }`,
      { id: gone },
      a,
    );
    const read = (token: string) =>
      h.gql(
        `query($id: ID!) { customer(id: $id) { projects { __typename id teamName type } } }`,
        { id: customerId },
        token,
      );
    expect((await read(a)).data.customer.projects).toEqual([
      { __typename: 'Playbook', id: book, teamName: 'Owls Book', type: 'PLAYBOOK' },
      { __typename: 'Snapsheet', id: first, teamName: 'Owls Spring', type: 'SNAPSHEET' },
    ]);
  });

  it("another dealer's customer answers NOT_FOUND and changes nothing", async () => {
    const id = await customer(a, 'Private Co');
    expect(errorOf(await h.gql(`query($id: ID!) { customer(id: $id) { id } }`, { id }, b)).code).toBe('NOT_FOUND');
    expect(errorOf(await h.gql(SAVE, { input: { id, name: 'Taken', type: 'TEAM', colorIds: colors } }, b)).code).toBe(
      'NOT_FOUND',
    );
    expect(
      errorOf(await h.gql(`mutation($id: ID!) { setCustomerStatus(id: $id, status: ARCHIVED) { id } }`, { id }, b))
        .code,
    ).toBe('NOT_FOUND');
    const mine = await h.gql(`query($id: ID!) { customer(id: $id) { name status } }`, { id }, a);
    expect(mine.data.customer).toEqual({ name: 'Private Co', status: 'ACTIVE' });
    expect(errorOf(await h.gql(`{ logos { id } }`)).code).toBe('UNAUTHENTICATED');
  });

  it("narrowing the logo library to another dealer's customer answers BAD_USER_INPUT customerId", async () => {
    const id = await customer(a, 'Logo Owner Co');
    const narrowed = `query($c: ID) { logos(customerId: $c) { id } }`;
    expect(errorOf(await h.gql(narrowed, { c: id }, b))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'customerId',
    });
    expect((await h.gql(narrowed, { c: id }, a)).data.logos).toEqual([]);
  });
});
