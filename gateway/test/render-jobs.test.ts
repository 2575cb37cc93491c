/**
 * Render jobs through the gateway's pg-boss worker (R1, R2) against a render service over real
 * HTTP: a local server started by the test that answers like the render service (real PNG and
 * PDF bytes) and counts what it is asked to draw. Snapshots are stored by content hash and drawn
 * once: a second PDF export of the same snapsheet draws nothing again.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

interface Calls {
  snapshots: { views: string[]; width: number; height: number }[];
  pdf: string[];
}

async function startRenderStand(): Promise<{ url: string; calls: Calls; server: Server }> {
  const png = await sharp({ create: { width: 470, height: 588, channels: 4, background: '#1b2a4a' } })
    .png()
    .toBuffer();
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  const pdf = Buffer.from(await doc.save());
  const calls: Calls = { snapshots: [], pdf: [] };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      let json: Record<string, unknown> = {};
      try {
        json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
      } catch {
        res.statusCode = 400;
        res.end();
        return;
      }
      if (req.url === '/v1/snapshots') {
        const views = json.views as string[];
        calls.snapshots.push({ views, width: json.width as number, height: json.height as number });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ snapshots: views.map((view) => ({ view, png: png.toString('base64') })) }));
      } else if (req.url === '/v1/pdf') {
        calls.pdf.push(json.url as string);
        res.setHeader('content-type', 'application/pdf');
        res.end(pdf);
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, server };
}

describe('render jobs (R1, R2)', () => {
  let h: Harness;
  let stand: Awaited<ReturnType<typeof startRenderStand>>;
  let token: string;
  let snapsheetId: string;

  beforeAll(async () => {
    stand = await startRenderStand();
    h = await startHarness({ env: { RENDER_WORKER: 'on', RENDER_SERVICE_URL: stand.url } });
    ({ token } = await h.signIn('RND001'));
    const customer = await h.gql(
      `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`,
      { input: { name: 'Render High', type: 'SCHOOL', colorIds: ['19', '13', '25'] } },
      token,
    );
    const created = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'Renderers', customerId: customer.data.saveCustomer.id, colorIds: ['19', '13', '25'] } },
      token,
    );
    snapsheetId = created.data.createSnapsheet.id;
    const products = await h.gql(`{ products(first: 4) { nodes { styleId } } }`);
    for (const p of products.data.products.nodes.slice(0, 4)) {
      const added = await h.gql(
        `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
        { id: snapsheetId, input: { styleId: p.styleId } },
        token,
      );
      expect(added.errors).toBeUndefined();
    }
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => stand?.server.close(resolve));
  });

  async function exportPdf(): Promise<{ status: string; url: string | null; progress: number }> {
    const r = await h.gql(
      `mutation($id: ID!) { exportProjectPdf(projectType: SNAPSHEET, projectId: $id) { id } }`,
      { id: snapsheetId },
      token,
    );
    expect(r.errors).toBeUndefined();
    const id = r.data.exportProjectPdf.id;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = await h.gql(`query($id: ID!) { renderJob(id: $id) { status url progress error } }`, { id }, token);
      const j = job.data.renderJob;
      if (j.status === 'DONE' || j.status === 'FAILED' || Date.now() > deadline) return j;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('draws every view of each product once, prints the print page, and stores the PDF', async () => {
    const job = await exportPdf();
    expect(job.status).toBe('DONE');
    expect(job.progress).toBe(1);
    const drawn = stand.calls.snapshots.length;
    expect(drawn).toBeGreaterThanOrEqual(1);
    expect(drawn).toBeLessThanOrEqual(4);
    for (const call of stand.calls.snapshots) {
      expect(call.views).toEqual(['FRONT', 'RIGHT', 'LEFT', 'BACK']);
      expect([call.width, call.height]).toEqual([470, 588]);
    }
    expect(stand.calls.pdf).toHaveLength(1);
    expect(stand.calls.pdf[0]).toMatch(new RegExp(`/print/snapsheets/RND001/${snapsheetId}$`));
    const res = await fetch(new URL(job.url!, h.url));
    expect(res.status).toBe(200);
    const pdf = await PDFDocument.load(await res.arrayBuffer());
    expect(pdf.getPageCount()).toBe(1);
  }, 90_000);

  it('a second export draws no snapshot again (stored by content hash) and queued jobs skip drawn ones', async () => {
    const before = stand.calls.snapshots.length;
    const job = await exportPdf();
    expect(job.status).toBe('DONE');
    // Give any snapshot jobs queued by earlier snapsheet reads time to run: they must find the
    // views stored and draw nothing.
    await new Promise((r) => setTimeout(r, 2500));
    expect(stand.calls.snapshots.length).toBe(before);
    expect(stand.calls.pdf).toHaveLength(2);
    const shots = await h.gql(
      `query($c: String!, $id: ID!) { snapsheet(dealerCode: $c, id: $id) { pages { products { snapshot(view: FRONT) { status url width height } } } } }`,
      { c: 'RND001', id: snapsheetId },
      token,
    );
    const all = shots.data.snapsheet.pages.flatMap((p: any) => p.products.map((pr: any) => pr.snapshot));
    expect(all.length).toBe(4);
    for (const s of all) expect(s).toMatchObject({ status: 'READY', width: 470, height: 588 });
    expect(stand.calls.snapshots.length).toBe(before);
  }, 90_000);
});
