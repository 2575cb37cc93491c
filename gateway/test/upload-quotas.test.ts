/**
 * Visitors' uploads, on PGlite and PostgreSQL: a visitor stages a file only for a
 * shared project it can read (`POST /uploads?projectId=`), and `uploadProjectLogo` takes only
 * uploads staged for that project; staged and stored visitor logos count against byte quotas per
 * visitor and project, per project and in all (set low here: 1, 2 and 3 MiB), each refusal naming
 * its setting; the dealer lists and removes a visitor's logo, which frees its bytes. Staged files
 * expire after an hour, also on the sweeping timer (an injected clock).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../src/plugins/files.js';
import { UPLOAD_TTL_MS, UploadStaging } from '../src/modules/files/uploads.js';
import { errorOf, startHarness, type Harness } from './harness.js';

const MIB = 1024 * 1024;
const UPLOAD = `mutation($id: ID!, $input: UploadLogoInput!) {
  uploadProjectLogo(projectType: SNAPSHEET, projectId: $id, input: $input) { id byteSize }
}`;
const VISITOR_LOGOS = `query($id: ID!) { projectLogos(projectType: SNAPSHEET, projectId: $id) { visitorLogos { id byteSize } } }`;
const REMOVE = `mutation($id: ID!, $logoId: ID!) {
  removeProjectLogo(projectType: SNAPSHEET, projectId: $id, logoId: $logoId) { visitorLogos { id } }
}`;
const visitor = (name: string) => ({ 'x-visitor-key': `quota-visitor-${name}-0123456789` });

describe('visitor uploads: scope and byte quotas', () => {
  let h: Harness;
  let dealer: string;
  const projects: string[] = [];
  let png: Buffer;
  /** Bytes of visitors' staged and stored logos so far (all projects). */
  let used = 0;

  const stage = (who: string, bytes: Uint8Array, projectId?: string) =>
    h.upload(bytes, 'logo.png', undefined, visitor(who), projectId ? `/uploads?projectId=${projectId}` : '/uploads');
  const quotaRefusal = (field: string, message: string) => ({
    status: 413,
    body: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }] },
  });
  const PER_VISITOR = quotaRefusal('VISITOR_UPLOAD_QUOTA_MB', 'Your uploads for this project may total at most 1 MB');
  const PER_PROJECT = quotaRefusal(
    'PROJECT_VISITOR_UPLOAD_QUOTA_MB',
    "Visitors' uploads for this project may total at most 2 MB",
  );
  const TOTAL = quotaRefusal(
    'VISITOR_UPLOAD_TOTAL_QUOTA_MB',
    "Visitors' uploads may total at most 3 MB: try again later",
  );

  beforeAll(async () => {
    h = await startHarness({
      env: { VISITOR_UPLOAD_QUOTA_MB: '1', PROJECT_VISITOR_UPLOAD_QUOTA_MB: '2', VISITOR_UPLOAD_TOTAL_QUOTA_MB: '3' },
    });
    dealer = (await h.signIn('QUO001')).token;
    for (const team of ['Quota Owls', 'Quota Bears', 'Quota Foxes']) {
      const r = await h.gql(
        `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
        { input: { teamName: team, colorIds: ['19', '13', '25'] } },
        dealer,
      );
      projects.push(r.data.createSnapsheet.id);
    }
    png = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.byteLength).toBeGreaterThan(200_000);
    expect(png.byteLength).toBeLessThan(600_000);
  }, 120_000);
  afterAll(async () => h?.close());

  it('stages only for a shared project the visitor can read; an upload serves only its own project', async () => {
    const tiny = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0033a0' } })
      .png()
      .toBuffer();
    expect(await stage('eve', tiny)).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message: 'Name the project of the upload (projectId)',
            extensions: { code: 'BAD_USER_INPUT', field: 'projectId' },
          },
        ],
      },
    });
    const draft = await h.gql(
      `mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id status } }`,
      { input: { template: 'FSG', sports: ['fsg-basketball'], teamName: 'Lions', colorIds: ['19', '13', '25'] } },
      dealer,
    );
    expect(draft.data.createPlaybook.status).toBe('DRAFT');
    const notFound = {
      status: 404,
      body: { errors: [{ message: 'Project not found', extensions: { code: 'NOT_FOUND' } }] },
    };
    expect(await stage('eve', tiny, draft.data.createPlaybook.id)).toEqual(notFound);
    expect(await stage('eve', tiny, 'no-such-project')).toEqual(notFound);
    // Staged for the first project: the second one does not take it, the first does.
    const staged = await stage('eve', tiny, projects[0]);
    expect(staged.status).toBe(200);
    const input = { filename: 'tiny.png', uploadId: staged.body.uploadId };
    expect(errorOf(await h.gql(UPLOAD, { id: projects[1], input }, undefined, visitor('eve')))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'uploadId',
    });
    const stored = await h.gql(UPLOAD, { id: projects[0], input }, undefined, visitor('eve'));
    expect(stored.data.uploadProjectLogo.byteSize).toBe(tiny.byteLength);
    used += tiny.byteLength;
  });

  it('counts stored logos per visitor and project; the dealer removes one and frees its bytes', async () => {
    const [p1] = projects as [string];
    const staged = await stage('ana', png, p1);
    expect(staged.status).toBe(200);
    const logo = await h.gql(
      UPLOAD,
      { id: p1, input: { filename: 'a.png', uploadId: staged.body.uploadId } },
      undefined,
      visitor('ana'),
    );
    expect(logo.data.uploadProjectLogo.byteSize).toBe(png.byteLength);
    const logoId = logo.data.uploadProjectLogo.id as string;
    // One byte over the 1 MiB of ana on this project, counting the stored logo.
    const rest = randomBytes(MIB - png.byteLength + 1);
    expect(await stage('ana', rest, p1)).toEqual(PER_VISITOR);
    // The dealer sees and removes it; nobody else sees it.
    // Newest first: ana's, then eve's tiny one.
    expect((await h.gql(VISITOR_LOGOS, { id: p1 }, dealer)).data.projectLogos.visitorLogos).toEqual([
      { id: logoId, byteSize: png.byteLength },
      { id: expect.any(String), byteSize: expect.any(Number) },
    ]);
    expect((await h.gql(VISITOR_LOGOS, { id: p1 }, undefined, visitor('ana'))).data.projectLogos.visitorLogos).toEqual(
      [],
    );
    const removed = await h.gql(REMOVE, { id: p1, logoId }, dealer);
    expect(removed.errors).toBeUndefined();
    expect(removed.data.removeProjectLogo.visitorLogos).toHaveLength(1);
    expect(removed.data.removeProjectLogo.visitorLogos).not.toContainEqual({ id: logoId });
    expect((await stage('ana', rest, p1)).status).toBe(200);
    used += rest.byteLength;
    // Inline bytes count too: the staged rest plus this logo pass 1 MiB.
    const inline = await h.gql(
      UPLOAD,
      { id: p1, input: { filename: 'b.png', content: png.toString('base64') } },
      undefined,
      visitor('ana'),
    );
    expect(inline.errors?.[0]).toMatchObject({
      message: 'Your uploads for this project may total at most 1 MB',
      extensions: { code: 'BAD_USER_INPUT', field: 'VISITOR_UPLOAD_QUOTA_MB' },
    });
  });

  it('refuses past the per-project quota, then past the quota of all visitors', async () => {
    const [, p2, p3] = projects as [string, string, string];
    const half = randomBytes(500_000);
    for (const who of ['ben', 'cat'])
      for (let i = 0; i < 2; i++) {
        expect((await stage(who, half, p2)).status).toBe(200);
        used += half.byteLength;
      }
    expect(await stage('dan', half, p2)).toEqual(PER_PROJECT);
    // Up to the 3 MiB of all visitors exactly, then one byte more.
    const left = 3 * MIB - used;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(MIB);
    expect((await stage('dan', randomBytes(left), p3)).status).toBe(200);
    expect(await stage('fay', randomBytes(1), p3)).toEqual(TOTAL);
  });
});

describe('staged uploads expire', () => {
  it('an upload older than an hour is refused and removed when taken (injected clock)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tas-staging-'));
    let now = Date.now();
    const staging = new UploadStaging(new LocalBlobStore(root), () => now);
    const dir = join(root, 'uploads', 'dealer-1');
    try {
      const kept = await staging.put('dealer-1', new Uint8Array([1, 2, 3]));
      const old = await staging.put('dealer-1', new Uint8Array([4, 5, 6]));
      // `old` was written an hour and a second ago; `kept` a minute ago.
      const at = (ms: number) => new Date(now - ms);
      utimesSync(join(dir, old), at(UPLOAD_TTL_MS + 1000), at(UPLOAD_TTL_MS + 1000));
      utimesSync(join(dir, kept), at(60_000), at(60_000));
      expect(await staging.take('dealer-1', old)).toBeNull();
      expect(readdirSync(dir)).toEqual([kept]);
      // The clock moves on: `kept` expires too.
      now += UPLOAD_TTL_MS;
      expect(await staging.take('dealer-1', kept)).toBeNull();
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

// Each case sends bursts of uploads through the CPU pool's threads: minutes on a loaded machine.
describe('quotas that hold: by stored file, per address, for every uploader, in a burst', { timeout: 240_000 }, () => {
  let h: Harness;
  let dealer: string;
  let png: Buffer;
  const MB_REFUSAL = (field: string, message: string) => ({
    status: 413,
    body: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }] },
  });
  const PER_VISITOR = MB_REFUSAL('VISITOR_UPLOAD_QUOTA_MB', 'Your uploads for this project may total at most 1 MB');
  const PER_ADDRESS = MB_REFUSAL('VISITOR_ADDRESS_UPLOAD_QUOTA_MB', 'Uploads from your address may total at most 2 MB');
  const PER_DEALER = MB_REFUSAL(
    'DEALER_UPLOAD_QUOTA_MB',
    'Your uploads may total at most 1 MB: delete files you no longer use',
  );
  const PER_PASSCODE = MB_REFUSAL('PASSCODE_UPLOAD_QUOTA_MB', 'Uploads for this project may total at most 1 MB');
  /** A visitor `who` from client address `ip` (one proxy hop trusted). */
  const from = (who: string, ip: string) => ({ ...visitor(who), 'x-forwarded-for': ip });
  const stage = (headers: Record<string, string>, bytes: Uint8Array, projectId: string) =>
    h.upload(bytes, 'logo.png', undefined, headers, `/uploads?projectId=${projectId}`);
  const store = (headers: Record<string, string>, projectId: string, uploadId: string) =>
    h.gql(UPLOAD, { id: projectId, input: { filename: 'logo.png', uploadId } }, undefined, headers);
  const snapsheet = async (team: string) =>
    (
      await h.gql(
        `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
        { input: { teamName: team, colorIds: ['19', '13', '25'] } },
        dealer,
      )
    ).data.createSnapsheet.id as string;
  /** PNGs of one size (random pixels, stored uncompressed): 67,845 bytes each. */
  const samePngs = (n: number) =>
    Promise.all(
      Array.from({ length: n }, () =>
        sharp(randomBytes(150 * 150 * 3), { raw: { width: 150, height: 150, channels: 3 } })
          .png({ compressionLevel: 0, adaptiveFiltering: false })
          .toBuffer(),
      ),
    );
  const statuses = (answers: { status: number }[]) =>
    answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});

  beforeAll(async () => {
    h = await startHarness({
      env: {
        VISITOR_UPLOAD_QUOTA_MB: '1',
        VISITOR_ADDRESS_UPLOAD_QUOTA_MB: '2',
        PROJECT_VISITOR_UPLOAD_QUOTA_MB: '3',
        VISITOR_UPLOAD_TOTAL_QUOTA_MB: '100',
        PASSCODE_UPLOAD_QUOTA_MB: '1',
        DEALER_UPLOAD_QUOTA_MB: '1',
        TRUST_PROXY_HOPS: '1',
      },
    });
    dealer = (await h.signIn('QUO002')).token;
    png = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.byteLength).toBeGreaterThan(MIB / 4);
    expect(png.byteLength).toBeLessThan(MIB / 3);
  }, 120_000);
  afterAll(async () => h?.close());

  it('counts a stored file once for its visitor and its project, however many logos use it', async () => {
    const p1 = await snapsheet('Reuse Owls');
    const ana = from('reuse-ana', '198.51.100.1');
    // Five logos of one 1/4 MB file: more than the visitor's 1 MB if counted per logo.
    for (let i = 0; i < 5; i++) {
      const staged = await stage(ana, png, p1);
      expect(staged.status).toBe(200);
      expect((await store(ana, p1, staged.body.uploadId)).data.uploadProjectLogo.byteSize).toBe(png.byteLength);
    }
    // What is left of the 1 MiB is the quota minus the file once: exactly that passes, a byte more not.
    const rest = await stage(ana, randomBytes(MIB - png.byteLength), p1);
    expect(rest.status).toBe(200);
    expect(await stage(ana, randomBytes(1), p1)).toEqual(PER_VISITOR);
    // Twelve visitors (from twelve addresses) store the same file: the project's 3 MiB hold it once.
    const p2 = await snapsheet('Reuse Bears');
    for (let i = 0; i < 12; i++) {
      const who = from(`reuse-v${i}`, `198.51.100.${10 + i}`);
      const staged = await stage(who, png, p2);
      expect(staged.status).toBe(200);
      expect((await store(who, p2, staged.body.uploadId)).errors).toBeUndefined();
    }
    const ledger = h.built.services.uploadLedger;
    const p2Row = await h.built.database.db
      .selectFrom('projects')
      .select('id')
      .where('public_id', '=', p2)
      .executeTakeFirstOrThrow();
    expect(await ledger.usage(`project-visitors:${p2Row.id}`)).toBe(png.byteLength);
  });

  it('a visitor making new visitor keys stops at the quota of its address; another address does not', async () => {
    const p3 = await snapsheet('Address Foxes');
    for (let i = 0; i < 4; i++)
      expect((await stage(from(`addr-k${i}`, '203.0.113.5'), randomBytes(500_000), p3)).status).toBe(200);
    // 2,000,000 bytes so far: 500,000 more pass the address's 2 MiB, under any new key.
    expect(await stage(from('addr-k4', '203.0.113.5'), randomBytes(500_000), p3)).toEqual(PER_ADDRESS);
    expect(await stage(from('addr-k5', '203.0.113.5'), randomBytes(97_152), p3)).toMatchObject({ status: 200 });
    expect(await stage(from('addr-k6', '203.0.113.5'), randomBytes(1), p3)).toEqual(PER_ADDRESS);
    expect((await stage(from('addr-k7', '203.0.113.6'), randomBytes(500_000), p3)).status).toBe(200);
  });

  it('passcode sessions and dealers have quotas of their own; a deleted logo frees its file once no logo holds it', async () => {
    const p4 = await snapsheet('Passcode Hawks');
    await h.setPasscode({ code: 'QUO002' }, 'quota-passcode-2468');
    const session = await h.gql(
      `mutation($p: ID!) { passcodeAccess(dealerCode: "QUO002", projectType: SNAPSHEET, projectId: $p, passcode: "quota-passcode-2468") { apiToken } }`,
      { p: p4 },
    );
    const passcode = session.data.passcodeAccess.apiToken as string;
    expect((await h.upload(randomBytes(600_000), 'a.bin', passcode)).status).toBe(200);
    expect(await h.upload(randomBytes(600_000), 'b.bin', passcode)).toEqual(PER_PASSCODE);

    const other = (await h.signIn('QUO003')).token;
    const LIB = `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id byteSize } }`;
    const logoIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const staged = await h.upload(png, 'crest.png', other);
      expect(staged.status).toBe(200);
      const r = await h.gql(LIB, { input: { filename: 'crest.png', uploadId: staged.body.uploadId } }, other);
      logoIds.push(r.data.uploadLogo.id);
    }
    expect((await h.upload(randomBytes(MIB - png.byteLength), 'rest.bin', other)).status).toBe(200);
    expect(await h.upload(randomBytes(1), 'one.bin', other)).toEqual(PER_DEALER);
    const DELETE = `mutation($id: ID!) { deleteLogo(id: $id) }`;
    // One logo deleted: the other still holds the file.
    expect((await h.gql(DELETE, { id: logoIds[0] }, other)).errors).toBeUndefined();
    expect(await h.upload(randomBytes(1), 'one.bin', other)).toEqual(PER_DEALER);
    expect((await h.gql(DELETE, { id: logoIds[1] }, other)).errors).toBeUndefined();
    expect((await h.upload(randomBytes(png.byteLength), 'freed.bin', other)).status).toBe(200);
    expect(await h.upload(randomBytes(1), 'one.bin', other)).toEqual(PER_DEALER);
  });

  it('a burst of uploads at once lets through exactly what the quota holds, for every kind of quota', async () => {
    const burst = <T>(n: number, send: (i: number) => Promise<T>) =>
      Promise.all(Array.from({ length: n }, (_, i) => send(i)));
    const hundredK = randomBytes(100_000);
    // One visitor: 10 x 100,000 bytes fit in 1 MiB.
    const p5 = await snapsheet('Burst Owls');
    const one = await burst(24, () => stage(from('burst-one', '192.0.2.1'), hundredK, p5));
    expect(statuses(one)).toEqual({ 200: 10, 413: 14 });
    expect(one.filter((a) => a.status === 413)).toEqual(Array(14).fill(PER_VISITOR));
    // New keys from one address: 20 x 100,000 bytes fit in 2 MiB.
    const p6 = await snapsheet('Burst Bears');
    const keys = await burst(30, (i) => stage(from(`burst-key-${i}`, '192.0.2.2'), hundredK, p6));
    expect(statuses(keys)).toEqual({ 200: 20, 413: 10 });
    expect(keys.filter((a) => a.status === 413)).toEqual(Array(10).fill(PER_ADDRESS));
    // A dealer: 10 in its 1 MiB.
    const burstDealer = (await h.signIn('QUO004')).token;
    const dealers = await burst(24, () => h.upload(hundredK, 'b.bin', burstDealer));
    expect(statuses(dealers)).toEqual({ 200: 10, 413: 14 });
    expect(dealers.filter((a) => a.status === 413)).toEqual(Array(14).fill(PER_DEALER));
    // Logos sent inline to uploadProjectLogo at once: 15 of 67,845 bytes fit in 1 MiB.
    const p7 = await snapsheet('Burst Foxes');
    const pngs = await samePngs(20);
    expect(new Set(pngs.map((p) => p.byteLength))).toEqual(new Set([67_845]));
    const inline = await burst(20, (i) =>
      h.gql(
        UPLOAD,
        { id: p7, input: { filename: `b${i}.png`, content: pngs[i]!.toString('base64') } },
        undefined,
        from('burst-inline', '192.0.2.3'),
      ),
    );
    expect(inline.filter((r) => r.data?.uploadProjectLogo).length).toBe(15);
    expect(inline.filter((r) => r.errors).map((r) => errorOf(r))).toEqual(
      Array(5).fill({ code: 'BAD_USER_INPUT', field: 'VISITOR_UPLOAD_QUOTA_MB' }),
    );
  });

  it('accounts an upload without listing the store (staged, stored, cropped, deleted)', async () => {
    const blobStore = h.built.services.blobs;
    const list = blobStore.list.bind(blobStore);
    let listings = 0;
    blobStore.list = (prefix: string) => {
      listings += 1;
      return list(prefix);
    };
    try {
      const p8 = await snapsheet('Count Owls');
      const who = from('count-ana', '192.0.2.9');
      const staged = await stage(who, png, p8);
      expect(staged.status).toBe(200);
      expect((await store(who, p8, staged.body.uploadId)).errors).toBeUndefined();
      const inline = await h.gql(
        UPLOAD,
        { id: p8, input: { filename: 'inline.png', content: png.toString('base64') } },
        undefined,
        who,
      );
      expect(inline.errors).toBeUndefined();
      const lib = (await h.signIn('QUO005')).token;
      const up = await h.upload(png, 'crest.png', lib);
      const logo = await h.gql(
        `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id } }`,
        { input: { filename: 'crest.png', uploadId: up.body.uploadId } },
        lib,
      );
      const again = await h.upload(png, 'crest.png', lib);
      const cropped = await h.gql(
        `mutation($id: ID!, $input: CropLogoInput!) { cropLogo(id: $id, input: $input) { id } }`,
        {
          id: logo.data.uploadLogo.id,
          input: { uploadId: again.body.uploadId, crop: { x: 0, y: 0, width: 1, height: 1, zoom: 1, aspect: 'free' } },
        },
        lib,
      );
      expect(cropped.errors).toBeUndefined();
      expect(
        (await h.gql(`mutation($id: ID!) { deleteLogo(id: $id) }`, { id: logo.data.uploadLogo.id }, lib)).errors,
      ).toBeUndefined();
      expect(listings).toBe(0);
    } finally {
      blobStore.list = list;
    }
  });
});
