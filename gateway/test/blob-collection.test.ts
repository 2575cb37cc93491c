/**
 * Files no row refers to are collected (modules/files/blob-collection.ts), on PGlite and
 * PostgreSQL, over real uploads: an abandoned staged upload goes once its hour has passed and its
 * bytes leave the quota; a logo's picture replaced by cropLogo, a deleted logo nothing uses and a
 * visitor's logo the dealer removed go once no row has referred to them for the grace; what a row
 * still refers to stays (a live logo, a customer's logo, a logo's original, a file another logo
 * shares, a deleted logo a saved product, the dealer's settings or a re-upload still use), and so
 * does a file an upload has just written before its row. Every column holding a blob key or a
 * logo id is one the collection knows. The runs take an injected time; the last test runs the
 * pg-boss job itself.
 */
import { randomBytes } from 'node:crypto';
import { utimesSync } from 'node:fs';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../src/plugins/files.js';
import { UPLOAD_TTL_MS } from '../src/modules/files/uploads.js';
import { putHeld, type BlobCollection } from '../src/modules/files/blob-collection.js';
import { QUEUES } from '../src/plugins/jobs.js';
import { startHarness, type Harness } from './harness.js';

const MINUTE = 60_000;
const GRACE = 60 * MINUTE;
const LOGO = `id url originalUrl`;
const UPLOAD = `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { ${LOGO} } }`;
const CROP = `mutation($id: ID!, $input: CropLogoInput!) { cropLogo(id: $id, input: $input) { ${LOGO} } }`;
const DELETE = `mutation($id: ID!) { deleteLogo(id: $id) }`;
const CROP_ALL = { x: 0, y: 0, width: 1, height: 1, zoom: 1, aspect: 'free' };

let h: Harness;
let dealer: string;
let dealerId: string;
let collection: BlobCollection;
/** The collection's clock: from now on, moved forward by each test. */
let clock = Date.now();

const keyOf = (url: string) => url.slice('/files/'.length);
const exists = async (key: string) => (await h.built.services.blobs.stat(key)) !== null;
const pngOf = (background: string, width = 40) =>
  sharp({ create: { width, height: 20, channels: 4, background } })
    .png()
    .toBuffer();

async function staged(bytes: Uint8Array, token = dealer): Promise<string> {
  const r = await h.upload(bytes, 'crest.png', token);
  expect(r.status).toBe(200);
  return r.body.uploadId;
}

async function uploadLogo(bytes: Buffer, extra: Record<string, unknown> = {}) {
  const r = await h.gql(UPLOAD, { input: { filename: 'crest.png', uploadId: await staged(bytes), ...extra } }, dealer);
  expect(r.errors).toBeUndefined();
  return r.data.uploadLogo as { id: string; url: string; originalUrl: string | null };
}

/** Two runs: one that finds what no row refers to, one past the grace that deletes it. */
async function collectTwice() {
  clock += MINUTE;
  await collection.collect(new Date(clock));
  clock += GRACE + MINUTE;
  return collection.collect(new Date(clock));
}

beforeAll(async () => {
  h = await startHarness();
  ({ token: dealer, dealerId } = await h.signIn('GCL001'));
  collection = h.built.services.blobCollection!;
});
afterAll(async () => h?.close());

describe('collecting files no row refers to', () => {
  it('an abandoned staged upload goes once its hour has passed, and its bytes leave the quota', async () => {
    const id = await staged(randomBytes(1000));
    const key = `uploads/dealer-${dealerId}/${id}`;
    const ledger = h.built.services.uploadLedger;
    expect(await ledger.usage(`dealer:${dealerId}`)).toBe(1000);
    clock += MINUTE;
    expect((await collection.collect(new Date(clock))).staged).toBe(0);
    expect(await exists(key)).toBe(true);
    clock += UPLOAD_TTL_MS;
    expect((await collection.collect(new Date(clock))).staged).toBe(1);
    expect(await exists(key)).toBe(false);
    expect(await ledger.usage(`dealer:${dealerId}`)).toBe(0);
  });

  it("a logo's picture replaced by cropLogo goes after the grace; its original and new picture stay", async () => {
    const full = await pngOf('#1d4ed8', 80);
    const logo = await uploadLogo(await pngOf('#1d4ed8', 40), { originalUploadId: await staged(full), crop: CROP_ALL });
    const cropped = await h.gql(
      CROP,
      { id: logo.id, input: { uploadId: await staged(await pngOf('#1d4ed8', 60)), crop: CROP_ALL } },
      dealer,
    );
    expect(cropped.errors).toBeUndefined();
    const now = cropped.data.cropLogo as { url: string; originalUrl: string };
    expect(now.url).not.toBe(logo.url);
    expect(now.originalUrl).toBe(logo.originalUrl);
    // Found unreferenced by the first run, deleted by one past the grace.
    clock += MINUTE;
    await collection.collect(new Date(clock));
    expect(await exists(keyOf(logo.url))).toBe(true);
    clock += GRACE + MINUTE;
    await collection.collect(new Date(clock));
    expect(await exists(keyOf(logo.url))).toBe(false);
    expect(await exists(keyOf(now.url))).toBe(true);
    expect(await exists(keyOf(now.originalUrl))).toBe(true);
  });

  it('a deleted logo goes when nothing uses it; what a row still refers to stays', async () => {
    const unused = await uploadLogo(await pngOf('#ff0000'));
    // Saved on a product, then deleted: the product still draws it.
    const onProduct = await uploadLogo(await pngOf('#00ff00'));
    const saved = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      {
        input: {
          styleId: 'CG2100',
          colorIds: ['19', '13', '25'],
          decorations: [{ contentType: 'UPLOADS', location: 'left-chest', logoId: onProduct.id }],
        },
      },
      dealer,
    );
    expect(saved.errors).toBeUndefined();
    // The dealer's own logo (settings), then deleted.
    const dealerLogo = await uploadLogo(await pngOf('#0000ff'));
    expect(
      (await h.gql(`mutation($id: ID) { setDealerLogo(logoId: $id) { id } }`, { id: dealerLogo.id }, dealer)).errors,
    ).toBeUndefined();
    // One file, two logos: one deleted, the other a customer's.
    const shared = await pngOf('#ffff00');
    const sharedGone = await uploadLogo(shared);
    const sharedKept = await uploadLogo(shared);
    expect(sharedKept.url).toBe(sharedGone.url);
    const customer = await h.gql(
      `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`,
      { input: { name: 'Kept Lions', type: 'SCHOOL', colorIds: ['19', '13', '25'], logoIds: [sharedKept.id] } },
      dealer,
    );
    expect(customer.errors).toBeUndefined();
    // Deleted, found unreferenced, then uploaded again before the grace ends.
    const reuploaded = await pngOf('#00ffff');
    const first = await uploadLogo(reuploaded);
    for (const logo of [unused, onProduct, dealerLogo, sharedGone, first])
      expect((await h.gql(DELETE, { id: logo.id }, dealer)).errors).toBeUndefined();
    clock += MINUTE;
    await collection.collect(new Date(clock));
    const second = await uploadLogo(reuploaded);
    expect(second.url).toBe(first.url);
    clock += GRACE + MINUTE;
    await collection.collect(new Date(clock));
    expect(await exists(keyOf(unused.url))).toBe(false);
    for (const logo of [onProduct, dealerLogo, sharedKept, second]) expect(await exists(keyOf(logo.url))).toBe(true);
  });

  it("a visitor's logo the dealer removed goes; one still in the project stays", async () => {
    const project = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'Collected Owls', colorIds: ['19', '13', '25'] } },
      dealer,
    );
    const projectId = project.data.createSnapsheet.id as string;
    const UPLOAD_FOR = `mutation($id: ID!, $input: UploadLogoInput!) {
      uploadProjectLogo(projectType: SNAPSHEET, projectId: $id, input: $input) { id url }
    }`;
    const visitor = { 'x-visitor-key': 'collect-visitor-0123456789' };
    const logos: { id: string; url: string }[] = [];
    for (const colour of ['#123456', '#654321']) {
      const r = await h.gql(
        UPLOAD_FOR,
        { id: projectId, input: { filename: 'v.png', content: (await pngOf(colour)).toString('base64') } },
        undefined,
        visitor,
      );
      expect(r.errors).toBeUndefined();
      logos.push(r.data.uploadProjectLogo);
    }
    const removed = await h.gql(
      `mutation($id: ID!, $logoId: ID!) { removeProjectLogo(projectType: SNAPSHEET, projectId: $id, logoId: $logoId) { clearedDecorations } }`,
      { id: projectId, logoId: logos[0]!.id },
      dealer,
    );
    expect(removed.errors).toBeUndefined();
    await collectTwice();
    expect(await exists(keyOf(logos[0]!.url))).toBe(false);
    expect(await exists(keyOf(logos[1]!.url))).toBe(true);
  });

  it('keeps a file an upload has just written before its row; adopts files it did not know; sweeps uncharged staged files', async () => {
    const db = h.built.database.db;
    const blobs = h.built.services.blobs;
    // An upload between writing its file and inserting its row (held at `clock`).
    clock += MINUTE;
    const held = await putHeld(db, blobs, { kind: 'logos', bytes: randomBytes(64), ext: 'png' }, new Date(clock));
    await collection.collect(new Date(clock));
    clock += GRACE / 2;
    await collection.collect(new Date(clock));
    expect(await exists(held)).toBe(true);
    // Written outside any upload (before the ledger): known from the next run, collected after the grace.
    const stray = 'files/' + 'ab'.repeat(32) + '.bin';
    await blobs.write(stray, randomBytes(64));
    await collectTwice();
    expect(await exists(stray)).toBe(false);
    expect(await exists(held)).toBe(false);
    // A staged file no quota is charged for: swept once older than the hour (by its write time).
    const local = blobs as LocalBlobStore;
    const old = `uploads/dealer-${dealerId}/${'o'.repeat(22)}`;
    const fresh = `uploads/dealer-${dealerId}/${'f'.repeat(22)}`;
    await blobs.write(old, randomBytes(10));
    await blobs.write(fresh, randomBytes(10));
    const past = new Date(Date.now() - UPLOAD_TTL_MS - MINUTE);
    utimesSync(local.pathOf(old)!, past, past);
    expect((await collection.collect(new Date())).staged).toBe(1);
    expect(await exists(old)).toBe(false);
    expect(await exists(fresh)).toBe(true);
  });

  it('every column holding a blob key or a logo id is one the collection knows', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND (column_name LIKE '%blob%' OR column_name LIKE '%logo%')
      ORDER BY table_name, column_name`.execute(h.built.database.db);
    expect(rows.map((r) => `${r.table_name}.${r.column_name}`)).toEqual([
      // A logo or a deleted logo in use (upload-ledger.repository.ts `referenced`).
      'dealers.logo_id',
      'logos.blob_key',
      'logos.original_blob_key',
      'project_logos.logo_id',
      'projects.default_logo_id',
      // The pictures a proof froze (keys by logo id).
      'proofs.logo_keys',
      // Keys of snapshots, PDFs and link cards, which the collection never deletes.
      'render_jobs.blob_key',
      'share_cards.blob_key',
      'snapshots.blob_key',
      // The ledger itself.
      'stored_blobs.blob_key',
      'upload_charges.blob_key',
    ]);
  });

  it('runs as pg-boss jobs on cron schedules', async () => {
    const boss = h.built.jobs!.boss;
    const schedules = await boss.getSchedules();
    expect(
      schedules
        .filter((s) => s.name === QUEUES.uploadSweep || s.name === QUEUES.blobCollect)
        .map((s) => [s.name, s.cron])
        .sort(),
    ).toEqual([
      [QUEUES.blobCollect, '23 * * * *'],
      [QUEUES.uploadSweep, '*/5 * * * *'],
    ]);
    // A file due for collection (unreferenced for two hours), collected by the job.
    const key = 'files/' + 'cd'.repeat(32) + '.bin';
    await h.built.services.blobs.write(key, randomBytes(64));
    const twoHoursAgo = new Date(Date.now() - 2 * GRACE);
    await h.built.database.db
      .insertInto('stored_blobs')
      .values({ blob_key: key, held_at: twoHoursAgo, orphaned_at: twoHoursAgo })
      .execute();
    const id = (await boss.send(QUEUES.blobCollect, {}))!;
    h.built.jobs!.wake(QUEUES.blobCollect);
    for (;;) {
      const job = await boss.getJobById(QUEUES.blobCollect, id);
      if (job?.state === 'completed' || job?.state === 'failed') {
        expect(job.state).toBe('completed');
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await exists(key)).toBe(false);
  });
});
