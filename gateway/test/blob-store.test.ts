/**
 * The blob store contract, run against both stores: `local` (a temp directory) and
 * `s3` (a real S3-protocol server, s3rver, started here). Staged uploads on each, taken through a
 * second staging area over the same store (as a second gateway would). And the app with
 * `BLOB_STORE=s3`: a logo uploaded through POST /uploads + uploadLogo lands in the bucket and is
 * served by GET /files; the collection deletes from the bucket what no row refers to.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore, type BlobStore } from '../src/plugins/files.js';
import { S3BlobStore } from '../src/plugins/s3-blob-store.js';
import { UPLOAD_TTL_MS, UploadStaging } from '../src/modules/files/uploads.js';
import { startHarness, type Harness } from './harness.js';
import { startS3, type TestS3 } from './s3.js';

let s3: TestS3;
let dir: string;
const stores: Record<string, BlobStore> = {};

beforeAll(async () => {
  s3 = await startS3();
  dir = mkdtempSync(join(tmpdir(), 'tas-blobs-'));
  stores.local = new LocalBlobStore(join(dir, 'files'));
  stores.s3 = new S3BlobStore({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  for (const store of Object.values(stores)) await store.close();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const bytesOf = (text: string) => new Uint8Array(Buffer.from(text));
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe.each(['local', 's3'])('the %s blob store', (name) => {
  const store = () => stores[name]!;

  it('stores content-addressed: the key is the sha256, a second put is the same key, get answers the bytes', async () => {
    const bytes = bytesOf(`logo of ${name}`);
    const key = await store().put('logos', bytes, 'png');
    expect(key).toBe(`logos/${sha(bytes)}.png`);
    expect(store().keyFor('logos', bytes, 'png')).toBe(key);
    expect(await store().put('logos', bytes, 'png')).toBe(key);
    expect(store().urlFor(key)).toBe(`/files/${key}`);
    expect(await store().exists(key)).toBe(true);
    expect(await store().get(key)).toEqual(Buffer.from(bytes));
    expect((await store().stat(key))?.size).toBe(bytes.byteLength);
  });

  it('streams a stored file with its size', async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => i % 251);
    const key = await store().put('pdfs', bytes, 'pdf');
    const file = await store().open(key);
    expect(file?.size).toBe(300_000);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    expect(sha(Buffer.concat(chunks))).toBe(sha(bytes));
  });

  it('answers null for a missing key and refuses keys that leave the store', async () => {
    const missing = `logos/${'0'.repeat(64)}.png`;
    expect(await store().exists(missing)).toBe(false);
    expect(await store().get(missing)).toBeNull();
    expect(await store().open(missing)).toBeNull();
    expect(await store().stat(missing)).toBeNull();
    expect(await store().get('../outside')).toBeNull();
    expect(await store().get('uploads/../../x')).toBeNull();
    await expect(store().write('uploads/../x', bytesOf('x'))).rejects.toThrow('bad blob key');
    await expect(store().put('../logos', bytesOf('x'), 'png')).rejects.toThrow('bad blob key');
  });

  it('takes twenty writes of one key at once, one of them read back whole', async () => {
    // Two renders of one snapshot finishing together write its key twice in the same millisecond.
    const key = `same-${name}/${'a'.repeat(64)}.png`;
    const writes = Array.from({ length: 20 }, (_, i) => bytesOf(`picture ${String(i).padStart(2, '0')}`));
    await Promise.all(writes.map((bytes) => store().write(key, bytes)));
    expect(writes.map((b) => Buffer.from(b).toString())).toContain((await store().get(key))!.toString());
    expect((await store().stat(key))?.size).toBe(10);
  });

  it('writes in place, lists under a prefix with the time of the write, deletes', async () => {
    const before = Date.now();
    await store().write(`list-${name}/a/one`, bytesOf('1'));
    await store().write(`list-${name}/a/two`, bytesOf('22'));
    await store().write(`list-${name}/b/three`, bytesOf('333'));
    await store().write(`list-${name}/a/two`, bytesOf('2'));
    const after = Date.now();
    const listed = [];
    for await (const item of store().list(`list-${name}/a/`)) listed.push(item);
    expect(listed.map((i) => i.key).sort()).toEqual([`list-${name}/a/one`, `list-${name}/a/two`]);
    // S3 keeps last-modified times to the second.
    for (const item of listed) {
      expect(item.modifiedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
      expect(item.modifiedAt).toBeLessThanOrEqual(after + 1000);
    }
    expect(await store().get(`list-${name}/a/two`)).toEqual(Buffer.from('2'));
    await store().delete(`list-${name}/a/two`);
    await store().delete(`list-${name}/a/two`);
    expect(await store().get(`list-${name}/a/two`)).toBeNull();
    expect(await store().get(`list-${name}/b/three`)).toEqual(Buffer.from('333'));
  });

  it('stages an upload that another staging area on the store takes once, only for its scope', async () => {
    const first = new UploadStaging(store());
    const second = new UploadStaging(store());
    const id = await first.put('dealer-7', bytesOf('staged logo'));
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await second.take('dealer-8', id)).toBeNull();
    expect(await second.take('dealer-7', id)).toEqual(Buffer.from('staged logo'));
    expect(await first.take('dealer-7', id)).toBeNull();
    expect(await second.take('dealer-7', '../../etc/passwd')).toBeNull();
  });

  it('refuses and removes an expired upload', async () => {
    let now = Date.now();
    const staging = new UploadStaging(store(), () => now);
    const id = await staging.put('dealer-9', bytesOf('old'));
    now += UPLOAD_TTL_MS + 2000;
    expect(await staging.take('dealer-9', id)).toBeNull();
    expect(await store().stat(`uploads/dealer-9/${id}`)).toBeNull();
  });
});

describe('the gateway with BLOB_STORE=s3', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env: s3.env });
  });
  afterAll(async () => h?.close());

  it('keeps an uploaded logo in the bucket and serves it from there', async () => {
    const { token } = await h.signIn('S3BLOB1');
    const png = await sharp({ create: { width: 30, height: 10, channels: 4, background: '#00ff00' } })
      .png()
      .toBuffer();
    const staged = await h.upload(png, 'crest.png', token);
    expect(staged.status).toBe(200);
    // Staged in the bucket, not on the gateway's disk.
    const inBucket = [];
    for await (const item of stores.s3!.list('uploads/')) inBucket.push(item.key);
    expect(inBucket.some((k) => k.endsWith(`/${staged.body.uploadId}`))).toBe(true);

    const r = await h.gql(
      `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { url byteSize } }`,
      { input: { filename: 'crest.png', uploadId: staged.body.uploadId } },
      token,
    );
    const url: string = r.data.uploadLogo.url;
    expect(url).toMatch(/^\/files\/logos\/[a-f0-9]{64}\.png$/);
    const key = url.slice('/files/'.length);
    expect(await stores.s3!.get(key)).toEqual(png);
    const served = await fetch(new URL(url, h.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    expect((await fetch(new URL(`/files/logos/${'0'.repeat(64)}.png`, h.url))).status).toBe(404);
  });

  it('collects from the bucket an abandoned staged upload and a deleted logo nothing uses', async () => {
    const { token, dealerId } = await h.signIn('S3BLOB2');
    const abandoned = await h.upload(bytesOf('never used'), 'a.bin', token);
    const png = await sharp({ create: { width: 12, height: 10, channels: 4, background: '#ff00ff' } })
      .png()
      .toBuffer();
    const staged = await h.upload(png, 'crest.png', token);
    const logo = await h.gql(
      `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id url } }`,
      { input: { filename: 'crest.png', uploadId: staged.body.uploadId } },
      token,
    );
    expect(
      (await h.gql(`mutation($id: ID!) { deleteLogo(id: $id) }`, { id: logo.data.uploadLogo.id }, token)).errors,
    ).toBeUndefined();
    const logoKey = (logo.data.uploadLogo.url as string).slice('/files/'.length);
    const stagedKey = `uploads/dealer-${dealerId}/${abandoned.body.uploadId}`;
    expect(await stores.s3!.exists(stagedKey)).toBe(true);
    const collection = h.built.services.blobCollection!;
    const start = Date.now();
    await collection.collect(new Date(start + UPLOAD_TTL_MS + 60_000));
    expect(await stores.s3!.exists(stagedKey)).toBe(false);
    expect(await stores.s3!.exists(logoKey)).toBe(true);
    // Past the grace (60 minutes) after the run that found it unreferenced.
    await collection.collect(new Date(start + 2 * UPLOAD_TTL_MS + 2 * 60_000));
    expect(await stores.s3!.exists(logoKey)).toBe(false);
  });
});
