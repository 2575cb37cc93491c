/**
 * C3: a logo uploaded while customising a product of a project, by a visitor (with a
 * visitor key), over GraphQL (inline) or staged by POST /uploads. Kept with the project, usable
 * by its uploader and the dealer only, never in the dealer's library list; same content rules
 * as the dealer's uploads; NOT_FOUND for a project the caller may not open.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

let h: Harness;
let dealer: string;
let other: string;
let png: Buffer;
let snapsheetId: string;

const UPLOAD = `mutation($type: ProjectType!, $id: ID!, $input: UploadLogoInput!) {
  uploadProjectLogo(projectType: $type, projectId: $id, input: $input) { id kind contentType width height byteSize url name customerId }
}`;
const SAVE = `mutation($input: ConfigurationInput!) {
  saveConfiguration(input: $input) { shortId renderSpec { decorations { contentType location logoUrl } } }
}`;
const visitor = (key: string) => ({ 'x-visitor-key': key });
const ANA = 'visitor-ana-0123456789abcdef';
const BEN = 'visitor-ben-0123456789abcdef';

const saveWithLogo = (logoId: string, token?: string, headers?: Record<string, string>) =>
  h.gql(
    SAVE,
    {
      input: {
        styleId: 'CG2100',
        colorIds: ['19', '13', '25'],
        decorations: [{ contentType: 'UPLOADS', location: 'left-chest', logoId }],
      },
    },
    token,
    headers,
  );

beforeAll(async () => {
  h = await startHarness();
  dealer = (await h.signIn('VLA111')).token;
  other = (await h.signIn('VLB222')).token;
  png = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#0033a0' } })
    .png()
    .toBuffer();
  const created = await h.gql(
    `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id status } }`,
    { input: { teamName: 'Harbor Hawks', colorIds: ['19', '13', '25'] } },
    dealer,
  );
  expect(created.data.createSnapsheet.status).toBe('OPEN');
  snapsheetId = created.data.createSnapsheet.id;
});
afterAll(async () => h?.close());

describe('uploadProjectLogo (C3)', () => {
  it('a visitor uploads a logo for a shared project and puts it on a garment; another visitor cannot', async () => {
    const r = await h.gql(
      UPLOAD,
      { type: 'SNAPSHEET', id: snapsheetId, input: { filename: 'crest.png', content: png.toString('base64') } },
      undefined,
      visitor(ANA),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.uploadProjectLogo).toMatchObject({
      kind: 'IMAGE',
      contentType: 'image/png',
      width: 40,
      height: 20,
      byteSize: png.byteLength,
      name: 'crest.png',
      customerId: null,
    });
    const logoId = r.data.uploadProjectLogo.id as string;
    const file = await fetch(new URL(r.data.uploadProjectLogo.url, h.url));
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);

    const saved = await saveWithLogo(logoId, undefined, visitor(ANA));
    expect(saved.errors).toBeUndefined();
    const [decoration] = saved.data.saveConfiguration.renderSpec.decorations;
    expect(decoration).toMatchObject({ contentType: 'UPLOADS', location: 'left-chest' });
    expect(decoration.logoUrl).toMatch(/^https?:\/\/.+\.png$/);

    // Another visitor, and a visitor without a key, may not use it.
    expect(errorOf(await saveWithLogo(logoId, undefined, visitor(BEN)))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'decorations.0.logoId',
    });
    expect(errorOf(await saveWithLogo(logoId))).toEqual({ code: 'BAD_USER_INPUT', field: 'decorations.0.logoId' });
    // Its dealer may; another dealer may not.
    expect((await saveWithLogo(logoId, dealer)).errors).toBeUndefined();
    expect(errorOf(await saveWithLogo(logoId, other))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'decorations.0.logoId',
    });
    // It stays out of the dealer's library and of the project's logos.
    const library = await h.gql(`{ logos { id } }`, {}, dealer);
    expect(library.data.logos.map((l: { id: string }) => l.id)).not.toContain(logoId);
    const projectLogos = await h.gql(
      `query($id: ID!) { projectLogos(projectType: SNAPSHEET, projectId: $id) { logos { id } defaultLogo { id } } }`,
      { id: snapsheetId },
      dealer,
    );
    expect(projectLogos.data.projectLogos).toEqual({ logos: [], defaultLogo: null });
  });

  it('a staged upload (POST /uploads with a visitor key) is used once, by that visitor only', async () => {
    expect((await h.upload(png, 'crest.png')).status).toBe(401);
    const staged = await h.upload(png, 'crest.png', undefined, visitor(ANA), `/uploads?projectId=${snapsheetId}`);
    expect(staged.status).toBe(200);
    const uploadId = staged.body.uploadId as string;
    const input = { filename: 'crest.png', uploadId };
    expect(
      errorOf(await h.gql(UPLOAD, { type: 'SNAPSHEET', id: snapsheetId, input }, undefined, visitor(BEN))),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'uploadId' });
    expect(errorOf(await h.gql(UPLOAD, { type: 'SNAPSHEET', id: snapsheetId, input }, dealer))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'uploadId',
    });
    const mine = await h.gql(UPLOAD, { type: 'SNAPSHEET', id: snapsheetId, input }, undefined, visitor(ANA));
    expect(mine.errors).toBeUndefined();
    expect(mine.data.uploadProjectLogo).toMatchObject({ width: 40, height: 20, byteSize: png.byteLength });
    const again = await h.gql(UPLOAD, { type: 'SNAPSHEET', id: snapsheetId, input }, undefined, visitor(ANA));
    expect(errorOf(again)).toEqual({ code: 'BAD_USER_INPUT', field: 'uploadId' });
  });

  it('checks content like the dealer upload: not an image refused, SVG sanitised', async () => {
    const text = await h.gql(
      UPLOAD,
      {
        type: 'SNAPSHEET',
        id: snapsheetId,
        input: { filename: 'notes.png', content: Buffer.from('hello').toString('base64') },
      },
      undefined,
      visitor(ANA),
    );
    expect(errorOf(text)).toEqual({ code: 'BAD_USER_INPUT', field: 'content' });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 40" onload="alert(1)"><script>alert(2)</script><rect width="80" height="40" fill="#ba0c2f"/></svg>`;
    const r = await h.gql(
      UPLOAD,
      {
        type: 'SNAPSHEET',
        id: snapsheetId,
        input: { filename: 'mark.svg', content: Buffer.from(svg).toString('base64') },
      },
      undefined,
      visitor(ANA),
    );
    expect(r.data.uploadProjectLogo).toMatchObject({ contentType: 'image/svg+xml', width: 80, height: 40 });
    const stored = await (await fetch(new URL(r.data.uploadProjectLogo.url, h.url))).text();
    expect(stored).not.toMatch(/script|onload/i);
    expect(stored).toMatch(/<rect/);
  });

  it('answers NOT_FOUND for a draft, an unknown or another dealer project, UNAUTHENTICATED without a visitor key', async () => {
    const input = { filename: 'crest.png', content: png.toString('base64') };
    const draft = await h.gql(
      `mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id status } }`,
      { input: { template: 'FSG', sports: ['fsg-basketball'], teamName: 'Lions', colorIds: ['19', '13', '25'] } },
      dealer,
    );
    expect(draft.data.createPlaybook.status).toBe('DRAFT');
    const playbookId = draft.data.createPlaybook.id as string;
    expect(errorOf(await h.gql(UPLOAD, { type: 'PLAYBOOK', id: playbookId, input }, undefined, visitor(ANA)))).toEqual({
      code: 'NOT_FOUND',
    });
    expect(errorOf(await h.gql(UPLOAD, { type: 'PLAYBOOK', id: playbookId, input }, other))).toEqual({
      code: 'NOT_FOUND',
    });
    expect(
      errorOf(await h.gql(UPLOAD, { type: 'SNAPSHEET', id: 'no-such-project', input }, undefined, visitor(ANA))),
    ).toEqual({ code: 'NOT_FOUND' });
    expect(errorOf(await h.gql(UPLOAD, { type: 'SNAPSHEET', id: snapsheetId, input }))).toEqual({
      code: 'UNAUTHENTICATED',
    });
    // Its dealer uploads to its own draft.
    expect((await h.gql(UPLOAD, { type: 'PLAYBOOK', id: playbookId, input }, dealer)).errors).toBeUndefined();
  });
});
