import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecorder, type Recorder } from '../test/recorder.js';
import { serveStatic, type StaticServer } from '../test/static-server.js';
import { buildRenderApp } from './app.js';
import { loadConfig, type RenderConfig } from './config.js';

const fixtures = fileURLToPath(new URL('../test/fixtures/', import.meta.url));
const spec = JSON.parse(readFileSync(`${fixtures}spec.json`, 'utf8')) as Record<string, unknown>;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TOKEN = 'render-test-token-0123456789abcdef';
/** The shared secret every call but /healthz carries. */
const headers = { authorization: `Bearer ${TOKEN}` };

let server: StaticServer;
let app: FastifyInstance;
const extraApps: FastifyInstance[] = [];

function configFor(env: Record<string, string> = {}): RenderConfig {
  return loadConfig({
    CHROME_PATH: CHROME,
    SNAPSHOT_PAGE_URL: `${server.origin}/snapshot.html`,
    RENDER_SERVICE_TOKEN: TOKEN,
    ...env,
  });
}

beforeAll(async () => {
  server = await serveStatic(fixtures);
  // The deadline runs from a job's arrival: the browser's launch and the pages' first load happen
  // here, not inside the first test's deadline (a loaded CI machine took more than 15 s for them).
  app = buildRenderApp(configFor({ RENDER_TIMEOUT_MS: '25000' }));
  await app.ready();
  await app.renderer.pool.warm();
});

afterAll(async () => {
  await Promise.all([app, ...extraApps].map((a) => a.close()));
  await server.close();
});

describe('POST /v1/snapshots (R1)', () => {
  it('answers base64 470x588 PNGs for FRONT and BACK by default', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/snapshots', headers, payload: { spec } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ snapshots: Array<{ view: string; width: number; height: number; png: string }> }>();
    expect(body.snapshots.map((s) => [s.view, s.width, s.height])).toEqual([
      ['FRONT', 470, 588],
      ['BACK', 470, 588],
    ]);
    const png = PNG.sync.read(Buffer.from(body.snapshots[0]!.png, 'base64'));
    expect([png.width, png.height]).toEqual([470, 588]);
  });

  it('honours views and size', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/snapshots',
      headers,
      payload: { spec, views: ['LEFT'], width: 64, height: 80 },
    });
    expect(res.statusCode).toBe(200);
    const [snap] = res.json<{ snapshots: Array<{ view: string; png: string }> }>().snapshots;
    expect(snap!.view).toBe('LEFT');
    const png = PNG.sync.read(Buffer.from(snap!.png, 'base64'));
    expect([png.width, png.height]).toEqual([64, 80]);
  });

  it.each([
    [{}, /spec/],
    [{ spec: { colors: [], decorations: [] } }, /spec\.garment/],
    [{ spec: { ...spec, colors: ['red'] } }, /spec\.colors\.0: must be a #rrggbb colour/],
    [{ spec, views: ['TOP'] }, /views\.0/],
    [{ spec, views: ['FRONT', 'FRONT'] }, /views must not repeat/],
    [{ spec, width: 8 }, /width/],
    [{ spec, height: 4096 }, /height/],
  ])('refuses bad input %j with 400 and a clear message', async (payload, message) => {
    const res = await app.inject({ method: 'POST', url: '/v1/snapshots', headers, payload });
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(message);
  });

  it('answers 400 on a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/snapshots',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{ nope',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 422 when the page rejects the spec', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/snapshots',
      headers,
      payload: { spec: { ...spec, fixture: { throw: 'unknown location Moon' } }, views: ['FRONT'] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/unknown location Moon/);
  });
});

describe('queue limits over HTTP (R3)', () => {
  // The deadline is long enough for two slow renders on a loaded machine; the hung one waits for it.
  it(
    'answers 429 with Retry-After when the queue is full and 504 past the deadline; /metrics counts both',
    { timeout: 90_000 },
    async () => {
      const small = buildRenderApp(
        configFor({ RENDER_POOL_SIZE: '1', RENDER_QUEUE_MAX: '1', RENDER_TIMEOUT_MS: '15000' }),
      );
      extraApps.push(small);
      await small.renderer.pool.warm();
      const slow = { spec: { ...spec, fixture: { delayMs: 400 } }, views: ['FRONT'] };
      const post = (payload: object) => small.inject({ method: 'POST', url: '/v1/snapshots', headers, payload });

      const [a, b, c] = await Promise.all([post(slow), post(slow), post(slow)]);
      expect([a.statusCode, b.statusCode, c.statusCode].sort()).toEqual([200, 200, 429]);
      const refused = [a, b, c].find((r) => r.statusCode === 429)!;
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json<{ error: { code: string } }>().error.code).toBe('QUEUE_FULL');

      const hung = await post({ spec: { ...spec, fixture: { hang: true } }, views: ['FRONT'] });
      expect(hung.statusCode).toBe(504);
      expect(hung.json<{ error: { code: string } }>().error.code).toBe('DEADLINE_EXCEEDED');

      const metrics = (await small.inject({ method: 'GET', url: '/metrics', headers })).json<{
        snapshots: Record<string, unknown> & { latencyMs: { p50: number; p95: number; samples: number } };
        pages: Record<string, number>;
        browser: Record<string, unknown>;
      }>();
      expect(metrics.snapshots).toMatchObject({
        jobs: 3,
        completed: 2,
        rejected: 1,
        failures: 1,
        timeouts: 1,
        queueLength: 0,
      });
      expect(metrics.snapshots.latencyMs.samples).toBe(2);
      expect(metrics.snapshots.latencyMs.p50).toBeGreaterThanOrEqual(400);
      expect(metrics.snapshots.latencyMs.p95).toBeGreaterThanOrEqual(metrics.snapshots.latencyMs.p50);
      expect(metrics.pages).toMatchObject({ size: 1, replaced: 1 });
      expect(metrics.browser).toMatchObject({ connected: true, launches: 1, crashes: 0 });
    },
  );
});

describe('GET /healthz (R3)', () => {
  it('answers 200 when the browser can create a WebGL2 context', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ ok: boolean; renderer: string }>()).toMatchObject({
      ok: true,
      renderer: expect.stringMatching(/SwiftShader/),
    });
  });

  it('answers 503 when Chromium cannot run', async () => {
    const broken = buildRenderApp({ ...configFor(), chromePath: '/nonexistent/chromium' });
    extraApps.push(broken);
    const res = await broken.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ ok: boolean; error: string }>()).toMatchObject({
      ok: false,
      error: expect.stringMatching(/launch/),
    });
  });
});

describe('POST /v1/pdf (R2)', () => {
  const pdf = (payload: object) => app.inject({ method: 'POST', url: '/v1/pdf', headers, payload });

  it('prints the print page to a Letter PDF with one page per @page section', async () => {
    const res = await pdf({ url: `${server.origin}/print.html` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(3);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);
    // /metrics says where the job's time went, phase by phase.
    const metrics = (await app.inject({ method: 'GET', url: '/metrics', headers })).json<{
      pdf: { phasesMs: { jobs: number; last: Record<string, number>; mean: Record<string, number> } };
    }>();
    expect(metrics.pdf.phasesMs.jobs).toBe(1);
    expect(Object.keys(metrics.pdf.phasesMs.last)).toEqual(['open', 'load', 'ready', 'print']);
    for (const ms of Object.values(metrics.pdf.phasesMs.last)) expect(ms).toBeGreaterThanOrEqual(0);
    expect(metrics.pdf.phasesMs.mean).toEqual(metrics.pdf.phasesMs.last);
  });

  it('refuses origins outside the allow-list and non-http URLs with 403', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      'http://localhost:1/print.html',
    ]) {
      const res = await pdf({ url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('ORIGIN_NOT_ALLOWED');
    }
  });

  it('answers 504 when the page never sets its ready flag, 502 when it is missing, 400 on a bad flag name', async () => {
    const never = await pdf({ url: `${server.origin}/print.html?noready#print-token=SECRET-1`, timeoutMs: 8000 });
    expect(never.statusCode).toBe(504);
    expect(never.json<{ error: { message: string } }>().error.message).toMatch(/__TAS_PRINT_READY__/);
    const missing = await pdf({ url: `${server.origin}/missing.html#print-token=SECRET-2` });
    expect(missing.statusCode).toBe(502);
    // The print grant in the URL's fragment is in no answer (nor, redacted alike, in a log line).
    expect(missing.json<{ error: { message: string } }>().error.message).toBe(
      `${server.origin}/missing.html#[redacted] answered HTTP 404`,
    );
    for (const res of [never, missing]) expect(res.body).not.toContain('SECRET');
    const badFlag = await pdf({ url: `${server.origin}/print.html`, waitForFlag: 'a;alert(1)' });
    expect(badFlag.statusCode).toBe(400);
  });
});

describe('POST /v1/page-images', () => {
  const picture = (payload: object) => app.inject({ method: 'POST', url: '/v1/page-images', headers, payload });

  it('pictures a page laid out at the size asked for: a 1200x630 PNG of its top', async () => {
    const res = await picture({ url: `${server.origin}/print.html` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(res.rawPayload);
    expect([png.width, png.height]).toEqual([1200, 630]);
    // The first section's background (#0b3d91) fills the top left; the page is not a PDF page.
    expect([...png.data.subarray(0, 3)]).toEqual([0x0b, 0x3d, 0x91]);
    const small = await picture({ url: `${server.origin}/print.html`, width: 400, height: 300 });
    expect(PNG.sync.read(small.rawPayload)).toMatchObject({ width: 400, height: 300 });
  });

  it('holds pictures to the PDF rules: allowed origins, sizes within bounds', async () => {
    const outside = await picture({ url: 'http://169.254.169.254/latest/meta-data/' });
    expect(outside.statusCode).toBe(403);
    const huge = await picture({ url: `${server.origin}/print.html`, width: 5000 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json<{ error: { message: string } }>().error.message).toMatch(/^invalid request: width:/);
  });
});

describe('the shared secret RENDER_SERVICE_TOKEN', () => {
  const call = (method: 'GET' | 'POST', url: string, authorization?: string) =>
    app.inject({
      method,
      url,
      headers: authorization === undefined ? {} : { authorization },
      // Not even a valid body: the credential is checked before anything else.
      ...(method === 'POST' ? { payload: { nothing: true } } : {}),
    });

  /**
   * What each route answers the right token with a body that is not a request (every
   * route of the render service in the matrix; a route added without a line here fails).
   */
  const WITH_TOKEN: Record<string, number> = {
    'POST /v1/snapshots': 400,
    'POST /v1/pdf': 400,
    'POST /v1/page-images': 400,
    'GET /healthz': 200,
    'GET /metrics': 200,
  };

  it('has an answer for the right token of every route it serves', () => {
    expect([...app.renderer.routes].sort()).toEqual(Object.keys(WITH_TOKEN).sort());
  });

  it('answers 401 UNAUTHORIZED to calls without it or with a wrong one, on every route but /healthz', async () => {
    const routes = app.renderer.routes
      .filter((r) => r !== 'GET /healthz')
      .map((r) => r.split(' ') as ['GET' | 'POST', string]);
    for (const [method, url] of [...routes, ['GET', '/no-such-route'] as const]) {
      for (const authorization of [
        undefined,
        '',
        TOKEN,
        `Bearer ${TOKEN}x`,
        `Bearer ${TOKEN.slice(0, -1)}`,
        `Basic ${TOKEN}`,
        'Bearer',
      ]) {
        const res = await call(method, url, authorization);
        expect(res.statusCode, `${method} ${url} with ${authorization}`).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer');
        expect(res.json()).toEqual({
          error: { code: 'UNAUTHORIZED', message: 'missing or wrong render service token' },
        });
      }
    }
  });

  it('lets the right token through (scheme in any case) and leaves /healthz open', async () => {
    for (const route of app.renderer.routes) {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      expect((await call(method, url, `Bearer ${TOKEN}`)).statusCode, route).toBe(WITH_TOKEN[route]);
    }
    expect((await call('POST', '/v1/pdf', `bearer ${TOKEN}`)).statusCode).toBe(400);
    expect((await call('GET', '/healthz')).statusCode).toBe(200);
  });
});

describe("pages reach the gateway's origin only", () => {
  let outside: Recorder;
  beforeAll(async () => {
    outside = await startRecorder();
  });
  afterAll(() => outside.close());

  const blocked = async () =>
    (await app.inject({ method: 'GET', url: '/metrics', headers })).json<{ requestsBlocked: number }>().requestsBlocked;

  it('a print page naming another host prints, and not one of its requests reaches that host', async () => {
    const before = await blocked();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/pdf',
      headers,
      payload: { url: `${server.origin}/leak.html?to=${encodeURIComponent(outside.origin)}` },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(1);
    expect(outside.hits).toEqual([]);
    // Image, style sheet, script, frame and fetch at least; the beacon and the CSS background too
    // when the page got to send them.
    expect((await blocked()) - before).toBeGreaterThanOrEqual(5);
  });

  it('a snapshot whose spec names another host renders, and nothing reaches that host', async () => {
    const before = await blocked();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/snapshots',
      headers,
      payload: {
        spec: { ...spec, fixture: { load: [`${outside.origin}/logo.png`, `${server.origin}/spec.json`] } },
        views: ['FRONT'],
      },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const png = PNG.sync.read(
      Buffer.from(res.json<{ snapshots: Array<{ png: string }> }>().snapshots[0]!.png, 'base64'),
    );
    expect([png.width, png.height]).toEqual([470, 588]);
    expect(outside.hits).toEqual([]);
    // fetch() and the image of the outside URL; the same-origin ones went through.
    expect((await blocked()) - before).toBe(2);
  });
});
