/**
 * Edit crop of a logo (D6) over real HTTP: an upload from the crop step
 * keeps the picked original and the crop; cropLogo gives the logo another cut of that original
 * (its id, name and types stay, its picture and size change, every product wearing it gets a
 * new snapshot: its stored render hash is taken again); bad crops name their field;
 * another dealer's logo is NOT_FOUND; a file cannot be cropped.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoaders } from '../src/loaders.js';
import { renderHashOf } from '../src/modules/configurations/configurations.service.js';
import { errorOf, startHarness, type Harness } from './harness.js';

let h: Harness;
let a: string;
let b: string;

const LOGO = `id name types url width height byteSize originalUrl crop { x y width height zoom aspect }`;
const UPLOAD = `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { ${LOGO} } }`;
const CROP = `mutation($id: ID!, $input: CropLogoInput!) { cropLogo(id: $id, input: $input) { ${LOGO} } }`;

/** A 200x100 PNG: blue left half, yellow right half. */
async function original(): Promise<Buffer> {
  const half = (background: string) =>
    sharp({ create: { width: 100, height: 100, channels: 4, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 200, height: 100, channels: 4, background: '#000000' } })
    .composite([
      { input: await half('#1d4ed8'), left: 0, top: 0 },
      { input: await half('#facc15'), left: 100, top: 0 },
    ])
    .png()
    .toBuffer();
}

/** `bytes` cut as the browser does: a rectangle in pixels. */
const cut = (bytes: Buffer, left: number, width: number) =>
  sharp(bytes).extract({ left, top: 0, width, height: 100 }).png().toBuffer();

async function fetchBytes(path: string): Promise<Buffer> {
  const res = await fetch(new URL(path, h.url));
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function staged(bytes: Buffer, token: string): Promise<string> {
  const r = await h.upload(bytes, 'crest.png', token);
  expect(r.status).toBe(200);
  return r.body.uploadId;
}

beforeAll(async () => {
  h = await startHarness();
  a = (await h.signIn('CRP101')).token;
  b = (await h.signIn('CRP102')).token;
});
afterAll(async () => h?.close());

describe('Edit crop (D6)', () => {
  it('keeps the original and the crop of an upload, and cuts the logo again from it', async () => {
    const full = await original();
    const left = await cut(full, 0, 100);
    const crop = { x: 0, y: 0, width: 0.5, height: 1, zoom: 2, aspect: '1:1' };
    const up = await h.gql(
      UPLOAD,
      {
        input: {
          filename: 'crest.png',
          name: 'Crest',
          types: ['primary'],
          uploadId: await staged(left, a),
          originalUploadId: await staged(full, a),
          crop,
        },
      },
      a,
    );
    expect(up.errors).toBeUndefined();
    const logo = up.data.uploadLogo;
    expect(logo).toMatchObject({ name: 'Crest', types: ['primary'], width: 100, height: 100, crop });
    expect((await sharp(await fetchBytes(logo.originalUrl)).metadata()).width).toBe(200);
    const shown = await sharp(await fetchBytes(logo.url))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...shown.data.subarray(0, 3)]).toEqual([0x1d, 0x4e, 0xd8]);

    // A product wearing it (drawn from the logo's current picture).
    const saved = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      {
        input: {
          styleId: 'CG2100',
          colorIds: ['19', '13', '25'],
          decorations: [{ contentType: 'UPLOADS', location: 'left-chest', logoId: logo.id }],
        },
      },
      a,
    );
    expect(saved.errors).toBeUndefined();
    const SPEC = `query($id: ID!) { configuration(shortId: $id) { renderSpec { decorations { logoUrl } } } }`;
    const logoUrlOf = async () =>
      (await h.gql(SPEC, { id: saved.data.saveConfiguration.shortId }, a)).data.configuration.renderSpec.decorations[0]
        .logoUrl as string;
    expect(await logoUrlOf()).toContain(logo.url);

    // Another cut: the right half, wider. Same id, name, types and original; a new picture.
    const right = await cut(full, 80, 120);
    const recrop = { x: 0.4, y: 0, width: 0.6, height: 1, zoom: 1.5, aspect: 'free' };
    const r = await h.gql(CROP, { id: logo.id, input: { uploadId: await staged(right, a), crop: recrop } }, a);
    expect(r.errors).toBeUndefined();
    expect(r.data.cropLogo).toMatchObject({
      id: logo.id,
      name: 'Crest',
      types: ['primary'],
      width: 120,
      height: 100,
      originalUrl: logo.originalUrl,
      crop: recrop,
    });
    expect(r.data.cropLogo.url).not.toBe(logo.url);
    // The product now draws the new cut (its render spec, hence its snapshot, changes).
    expect(await logoUrlOf()).toContain(r.data.cropLogo.url);
    const now = await sharp(await fetchBytes(r.data.cropLogo.url))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const lastPixel = now.data.subarray(now.data.length - now.info.channels, now.data.length - now.info.channels + 3);
    expect([...lastPixel]).toEqual([0xfa, 0xcc, 0x15]);
    const listed = await h.gql(`{ logos { id url crop { aspect } } }`, {}, a);
    expect(listed.data.logos.find((l: { id: string }) => l.id === logo.id)).toEqual({
      id: logo.id,
      url: r.data.cropLogo.url,
      crop: { aspect: 'free' },
    });
  });

  it('gives the products wearing the logo new render hashes, so their snapshots are drawn anew', async () => {
    const db = h.built.database.db;
    const full = await original();
    const logo = (await h.gql(UPLOAD, { input: { filename: 'badge.png', content: full.toString('base64') } }, a)).data
      .uploadLogo;
    const save = async (decorations: unknown[]) => {
      const r = await h.gql(
        `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
        { input: { styleId: 'CG2100', colorIds: ['19', '13', '25'], decorations } },
        a,
      );
      expect(r.errors).toBeUndefined();
      return r.data.saveConfiguration.shortId as string;
    };
    const row = (shortId: string) =>
      db.selectFrom('configurations').selectAll().where('short_id', '=', shortId).executeTakeFirstOrThrow();
    const wearing = await save([{ contentType: 'UPLOADS', location: 'left-chest', logoId: logo.id }]);
    const plain = await save([]);
    const before = await row(wearing);
    const plainBefore = await row(plain);
    // Its front is drawn and stored under its render hash.
    await db
      .insertInto('snapshots')
      .values({
        render_hash: before.render_hash!,
        view: 'FRONT',
        width: 470,
        height: 588,
        status: 'READY',
        blob_key: `snapshots/${'d'.repeat(64)}.png`,
      })
      .execute();
    const FRONT = `query($id: ID!) { configuration(shortId: $id) { snapshot(view: FRONT) { status } } }`;
    expect((await h.gql(FRONT, { id: wearing })).data.configuration.snapshot.status).toBe('READY');

    const crop = { x: 0, y: 0, width: 0.5, height: 1, zoom: 1, aspect: '1:1' };
    const r = await h.gql(
      CROP,
      { id: logo.id, input: { content: (await cut(full, 0, 100)).toString('base64'), crop } },
      a,
    );
    expect(r.errors).toBeUndefined();
    // The stored hashes are those of its spec with the new picture; the old snapshot is not used.
    const after = await row(wearing);
    expect(after.render_hash).not.toBe(before.render_hash);
    expect(after.spec_hash).not.toBe(before.spec_hash);
    const spec = await h.built.services.configurations.renderSpec(createLoaders(db), after);
    expect(after.render_hash).toBe(renderHashOf(spec));
    expect(spec.decorations[0]!.logoUrl).toContain(r.data.cropLogo.url);
    expect((await h.gql(FRONT, { id: wearing })).data.configuration.snapshot.status).toBe('PENDING');
    // A configuration without the logo keeps its hashes.
    expect(await row(plain)).toEqual(plainBefore);
  });

  it('makes an uncut logo its own original on the first Edit crop; inline content works too', async () => {
    const full = await original();
    const up = await h.gql(UPLOAD, { input: { filename: 'plain.png', content: full.toString('base64') } }, a);
    expect(up.data.uploadLogo).toMatchObject({ width: 200, originalUrl: null, crop: null });
    const crop = { x: 0.5, y: 0, width: 0.5, height: 1, zoom: 1, aspect: '1:1' };
    const r = await h.gql(
      CROP,
      { id: up.data.uploadLogo.id, input: { content: (await cut(full, 100, 100)).toString('base64'), crop } },
      a,
    );
    expect(r.data.cropLogo).toMatchObject({ width: 100, originalUrl: up.data.uploadLogo.url, crop });
  });

  it('names the field of a bad crop or upload and changes nothing', async () => {
    const full = await original();
    const up = await h.gql(UPLOAD, { input: { filename: 'keep.png', content: full.toString('base64') } }, a);
    const id = up.data.uploadLogo.id;
    const good = { x: 0, y: 0, width: 1, height: 1, zoom: 1, aspect: 'free' };
    const content = full.toString('base64');
    const cases: [Record<string, unknown>, string][] = [
      [{ content, crop: { ...good, x: 0.5 } }, 'crop.width'],
      [{ content, crop: { ...good, zoom: 9 } }, 'crop.zoom'],
      [{ content, crop: { ...good, aspect: '2:1' } }, 'crop.aspect'],
      [{ content: Buffer.from('not an image').toString('base64'), crop: good }, 'content'],
      [{ crop: good }, 'content'],
      [{ uploadId: 'nope', crop: good }, 'uploadId'],
    ];
    for (const [input, field] of cases)
      expect(errorOf(await h.gql(CROP, { id, input }, a)), field).toEqual({ code: 'BAD_USER_INPUT', field });
    // An original without a crop is refused before anything is stored.
    const noCrop = await h.gql(
      UPLOAD,
      { input: { filename: 'x.png', content, originalUploadId: await staged(full, a) } },
      a,
    );
    expect(errorOf(noCrop)).toEqual({ code: 'BAD_USER_INPUT', field: 'crop' });
    // A plain file has no crop; an unknown customer is refused before the original is stored.
    const fileWithCrop = await h.gql(
      `mutation($input: UploadLogoInput!) { uploadFile(input: $input) { id } }`,
      {
        input: {
          filename: 'notes.txt',
          content: Buffer.from('hello').toString('base64'),
          originalUploadId: await staged(full, a),
          crop: good,
        },
      },
      a,
    );
    expect(errorOf(fileWithCrop)).toEqual({ code: 'BAD_USER_INPUT', field: 'crop' });
    const strangerCustomer = await h.gql(
      UPLOAD,
      {
        input: {
          filename: 'x.png',
          content,
          originalUploadId: await staged(full, a),
          crop: good,
          customerId: '999999',
        },
      },
      a,
    );
    expect(errorOf(strangerCustomer)).toEqual({ code: 'BAD_USER_INPUT', field: 'customerId' });
    const after = await h.gql(`{ logos { id url crop { x } } }`, {}, a);
    expect(after.data.logos.find((l: { id: string }) => l.id === id)).toEqual({
      id,
      url: up.data.uploadLogo.url,
      crop: null,
    });
  });

  it("answers NOT_FOUND for another dealer's logo and refuses a file", async () => {
    const full = await original();
    const mine = (await h.gql(UPLOAD, { input: { filename: 'mine.png', content: full.toString('base64') } }, a)).data
      .uploadLogo;
    const crop = { x: 0, y: 0, width: 1, height: 1, zoom: 1, aspect: 'free' };
    expect(errorOf(await h.gql(CROP, { id: mine.id, input: { content: full.toString('base64'), crop } }, b)).code).toBe(
      'NOT_FOUND',
    );
    // The owner's picture and crop are as they were; the other dealer sees no original.
    const file = await h.gql(
      `mutation($input: UploadLogoInput!) { uploadFile(input: $input) { id kind } }`,
      { input: { filename: 'notes.txt', content: Buffer.from('hello').toString('base64') } },
      a,
    );
    expect(file.data.uploadFile.kind).toBe('FILE');
    expect(
      errorOf(await h.gql(CROP, { id: file.data.uploadFile.id, input: { content: full.toString('base64'), crop } }, a)),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'id' });
  });
});
