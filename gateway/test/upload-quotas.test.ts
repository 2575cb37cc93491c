/**
 * Visitors' uploads (issue 16), on PGlite and PostgreSQL: a visitor stages a file only for a
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
  it('an upload older than an hour is refused and swept by the timer (injected clock)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tas-staging-'));
    let now = Date.now();
    const staging = new UploadStaging(new LocalBlobStore(root), () => now);
    const dir = join(root, 'uploads', 'dealer-1');
    try {
      const kept = await staging.put('dealer-1', new Uint8Array([1, 2, 3]));
      const old = await staging.put('dealer-1', new Uint8Array([4, 5, 6]));
      expect(await staging.stagedBytes(/^dealer-1$/)).toBe(6);
      // `old` was written an hour and a second ago; `kept` a minute ago.
      const at = (ms: number) => new Date(now - ms);
      utimesSync(join(dir, old), at(UPLOAD_TTL_MS + 1000), at(UPLOAD_TTL_MS + 1000));
      utimesSync(join(dir, kept), at(60_000), at(60_000));
      expect(await staging.stagedBytes(/^dealer-1$/)).toBe(3);
      staging.startSweeping(10);
      while (readdirSync(dir).includes(old)) await new Promise((r) => setTimeout(r, 10));
      expect(readdirSync(dir)).toEqual([kept]);
      // The clock moves on: `kept` expires too, and is refused even before the sweep.
      now += UPLOAD_TTL_MS;
      expect(await staging.take('dealer-1', kept)).toBeNull();
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      staging.stopSweeping();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
