import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '../test/static-server.js';
import { buildRenderApp } from './app.js';
import { loadConfig } from './config.js';

/**
 * R1 against the REAL snapshot page of the web app (web/dist/snapshot.html, built with
 * `cd web && npx vite build`). Skipped while that page is not built, except under `npm test`
 * (CHROME_PATH set), where a missing page is a failure.
 */
// TAS_WEB_DIST points at another build of the web app (e.g. one made while web/dist is stale).
const webDist = process.env.TAS_WEB_DIST
  ? `${process.env.TAS_WEB_DIST.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../../web/dist/', import.meta.url));
const webFixtures = fileURLToPath(new URL('../../web/src/snapshot/fixtures.ts', import.meta.url));
const localSpec = fileURLToPath(new URL('../test/fixtures/real-spec.json', import.meta.url));
const pageBuilt = existsSync(`${webDist}snapshot.html`);
/** `npm test` sets CHROME_PATH: then this suite must run. */
const required = !!process.env.CHROME_PATH;

interface Decoration {
  contentType: string;
  text?: string | null;
  [k: string]: unknown;
}
interface Spec {
  garment: unknown;
  colors: string[];
  decorations: Decoration[];
}

const isSpec = (v: unknown): v is Spec =>
  typeof v === 'object' &&
  v !== null &&
  'garment' in v &&
  Array.isArray((v as Spec).colors) &&
  Array.isArray((v as Spec).decorations);

/** A spec with a player number: from web/src/snapshot/fixtures.ts when it exports one, else the local JSON. */
async function fixtureSpec(): Promise<Spec> {
  if (existsSync(webFixtures)) {
    let mod: Record<string, unknown> = {};
    try {
      mod = (await import(/* @vite-ignore */ pathToFileURL(webFixtures).href)) as Record<string, unknown>;
    } catch (err) {
      console.warn(`render.test: could not import ${webFixtures}, using ${localSpec}: ${(err as Error).message}`);
    }
    const candidates = Object.values(mod).flatMap((v) =>
      isSpec(v) ? [v] : typeof v === 'object' && v ? Object.values(v) : [],
    );
    const withNumber = candidates
      .filter(isSpec)
      .find((s) => s.decorations.some((d) => d.contentType === 'PLAYER_NUMBER'));
    if (withNumber) return structuredClone(withNumber);
  }
  return JSON.parse(readFileSync(localSpec, 'utf8')) as Spec;
}

function withNumber(spec: Spec, number: string): Spec {
  const copy = structuredClone(spec);
  for (const d of copy.decorations) if (d.contentType === 'PLAYER_NUMBER') d.text = number;
  return copy;
}

const TOKEN = 'render-test-token-0123456789abcdef';
const headers = { authorization: `Bearer ${TOKEN}` };

// A WebGL snapshot on SwiftShader takes seconds, not milliseconds.
const SLOW = 180_000;

describe.runIf(required)('under npm test (CHROME_PATH set)', () => {
  it('finds the built web snapshot page', () => {
    expect(pageBuilt, `${webDist}snapshot.html is missing: build the web app (npm run build)`).toBe(true);
  });
});

describe.skipIf(!pageBuilt && !required)(
  'snapshots from the real web snapshot page (R1; skipped until web/dist/snapshot.html is built)',
  () => {
    let server: StaticServer;
    let app: FastifyInstance;
    let spec: Spec;

    beforeAll(async () => {
      spec = await fixtureSpec();
      server = await serveStatic(webDist);
      app = buildRenderApp(
        loadConfig({
          CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          SNAPSHOT_PAGE_URL: `${server.origin}/snapshot.html`,
          RENDER_POOL_SIZE: '2',
          RENDER_TIMEOUT_MS: '120000',
          RENDER_SERVICE_TOKEN: TOKEN,
        }),
      );
      await app.renderer.pool.warm();
    }, SLOW);

    afterAll(async () => {
      await app?.close();
      await server?.close();
    });

    async function snapshot(s: Spec, view = 'FRONT'): Promise<Buffer> {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/snapshots',
        headers,
        payload: { spec: s, views: [view] },
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return Buffer.from(res.json<{ snapshots: Array<{ png: string }> }>().snapshots[0]!.png, 'base64');
    }

    it(
      'renders a 470x588 PNG per view',
      async () => {
        const res = await app.inject({ method: 'POST', url: '/v1/snapshots', headers, payload: { spec } });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        const snaps = res.json<{ snapshots: Array<{ view: string; png: string }> }>().snapshots;
        expect(snaps.map((s) => s.view)).toEqual(['FRONT', 'BACK']);
        for (const s of snaps) {
          const bytes = Buffer.from(s.png, 'base64');
          // IHDR: width and height are the first two fields of the first chunk.
          expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
          expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([470, 588]);
          const png = PNG.sync.read(bytes);
          expect([png.width, png.height]).toEqual([470, 588]);
        }
      },
      SLOW,
    );

    it(
      'gives identical pixels for the same configuration, on either warm page',
      async () => {
        // Two at once land on the two pages of the pool; a third comes after both have drawn others.
        const [a, b] = await Promise.all([snapshot(spec), snapshot(spec)]);
        await snapshot(withNumber(spec, '7'));
        const c = await snapshot(spec);
        const pa = PNG.sync.read(a!);
        const differing = Object.fromEntries(
          Object.entries({ 'other page': b!, 'same page, after another spec': c }).map(([name, other]) => {
            const po = PNG.sync.read(other);
            return [name, pixelmatch(pa.data, po.data, undefined, pa.width, pa.height, { threshold: 0 })];
          }),
        );
        // Bit for bit, on the same page and on another one (separate SwiftShader contexts): the
        // visual regression's baselines rely on it (test/visual/determinism.test.ts).
        expect(differing).toEqual({ 'other page': 0, 'same page, after another spec': 0 });
      },
      SLOW,
    );

    it(
      'changes pixels when the player number changes',
      async () => {
        // The fixture's number may be on the back: compare both sides.
        const a = PNG.sync.read(await snapshot(withNumber(spec, '23')));
        const b = PNG.sync.read(await snapshot(withNumber(spec, '88')));
        const aBack = PNG.sync.read(await snapshot(withNumber(spec, '23'), 'BACK'));
        const bBack = PNG.sync.read(await snapshot(withNumber(spec, '88'), 'BACK'));
        const differing =
          pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 }) +
          pixelmatch(aBack.data, bBack.data, undefined, aBack.width, aBack.height, { threshold: 0.1 });
        expect(differing).toBeGreaterThan(100);
      },
      SLOW,
    );

    it(
      'outlines a white number without outlines on white cloth, so that it shows',
      async () => {
        // White body and design, maroon trims: the number's white fill vanishes on the cloth; the
        // contrast rule draws it with a maroon outline, so changing the number changes pixels.
        const pale = (number: string): Spec => {
          const s = withNumber(spec, number);
          s.colors = ['#FFFFFF', '#FFFFFF', '#5C1F2E'];
          for (const d of s.decorations) Object.assign(d, { fill: '#FFFFFF', outline1: null, outline2: null });
          return s;
        };
        let differing = 0;
        for (const view of ['FRONT', 'BACK']) {
          const a = PNG.sync.read(await snapshot(pale('23'), view));
          const b = PNG.sync.read(await snapshot(pale('88'), view));
          differing += pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 });
        }
        expect(differing).toBeGreaterThan(100);
      },
      SLOW,
    );
  },
);
