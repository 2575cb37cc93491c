#!/usr/bin/env node
/**
 * Looks at the garments (C2, C5): serves the built web app (`web/dist`, run `npx vite build`
 * first), opens snapshot.html in headless Chromium with the render-determinism flags, renders
 * sample specs of several templates from all four views and writes the PNGs (plus a flat proof
 * of each template) to the output folder. It also renders one spec twice and fails when the two
 * PNGs differ.
 *
 *   node scripts/snapshot-preview.mjs [--out /tmp/garment-shots] [--garments jersey-crew,tshirt]
 *                                     [--views FRONT,BACK] [--size 470x588] [--no-proof]
 *                                     [--designs 506F,508H]   (layout codes, C1; files get -CODE)
 *
 * The sample specs come from src/snapshot/fixtures.ts, loaded through Vite's module loader.
 */
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { createServer as createViteServer } from 'vite';

const webDir = resolve(import.meta.dirname, '..');
const distDir = join(webDir, 'dist');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const outDir = arg('out', '/tmp/garment-shots');
const garmentIds = arg('garments', 'jersey-crew,tshirt,hoodie,shorts').split(',');
const views = arg('views', 'FRONT,RIGHT,LEFT,BACK').split(',');
const [width, height] = arg('size', '470x588').split('x').map(Number);
const withProof = !process.argv.includes('--no-proof');
/** Layout codes to draw each garment with (C1); none: the fixtures as they are. */
const designCodes = arg('designs', '').split(',').filter(Boolean);
/** `--dev`: serve the sources through Vite's dev server instead of dist (quicker to iterate). */
const dev = process.argv.includes('--dev');

export const CHROMIUM_ARGS = [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--no-sandbox',
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--hide-scrollbars',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** A small static file server for dist on a free loopback port. */
function serveDist() {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(distDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(distDir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function main() {
  if (!dev && !existsSync(join(distDir, 'snapshot.html'))) {
    throw new Error('web/dist/snapshot.html is missing: run `npx vite build` in web/');
  }
  mkdirSync(outDir, { recursive: true });
  const vite = await createViteServer({
    root: webDir,
    server: dev ? { host: '127.0.0.1', port: 0, hmr: false } : { middlewareMode: true, hmr: false },
    appType: dev ? 'mpa' : 'custom',
    logLevel: 'error',
    optimizeDeps: dev ? { entries: ['snapshot.html'] } : { noDiscovery: true, include: [] },
  });
  const fixtures = await vite.ssrLoadModule('/src/snapshot/fixtures.ts');
  let server;
  let port;
  if (dev) {
    await vite.listen();
    server = { close: () => vite.close() };
    port = vite.httpServer.address().port;
  } else {
    await vite.close();
    server = await serveDist();
    port = server.address().port;
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  let failed = false;
  try {
    const page = await browser.newPage({
      viewport: { width: 1024, height: 1024 },
      deviceScaleFactor: 1,
    });
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') console.log(`[page ${m.type()}] ${m.text()}`);
    });
    page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
    await page.goto(`http://127.0.0.1:${port}/snapshot.html`);
    await page.waitForFunction(() => window.__TAS_SNAPSHOT_READY__ === true, null, { timeout: 30_000 });

    const render = (spec, view) =>
      page.evaluate(
        ([s, v, w, h]) => window.tasSnapshot.render(s, { view: v, width: w, height: h }),
        [spec, view, width, height],
      );

    const runs = garmentIds.flatMap((id) => (designCodes.length ? designCodes : [null]).map((code) => [id, code]));
    for (const [garmentId, code] of runs) {
      const base = garmentId === 'jersey-crew' ? fixtures.jerseyCrewFixture : fixtures.sampleSpec(garmentId);
      const spec = code ? { ...base, design: fixtures.sampleDesign(code) } : base;
      const id = code ? `${garmentId}-${code}` : garmentId;
      const shots = [];
      for (const view of views) {
        const started = Date.now();
        const png = await render(spec, view);
        const file = join(outDir, `${id}-${view.toLowerCase()}.png`);
        writeFileSync(file, Buffer.from(png, 'base64'));
        shots.push(PNG.sync.read(Buffer.from(png, 'base64')));
        console.log(`${file} (${Date.now() - started} ms)`);
      }
      // All views side by side, for a quick look.
      const sheet = new PNG({ width: width * shots.length, height });
      shots.forEach((shot, i) => PNG.bitblt(shot, sheet, 0, 0, width, height, i * width, 0));
      writeFileSync(join(outDir, `${id}-sheet.png`), PNG.sync.write(sheet));
      if (withProof) {
        const png = await page.evaluate((s) => window.tasSnapshot.proof(s, { pxPerMm: 1 }), spec);
        writeFileSync(join(outDir, `${id}-proof.png`), Buffer.from(png, 'base64'));
      }
    }

    // Determinism: the same spec twice, with other renders in between, gives the same pixels.
    const first = await render(fixtures.jerseyCrewFixture, 'BACK');
    await render(fixtures.sampleSpec('shorts'), 'FRONT');
    const second = await render(fixtures.jerseyCrewFixture, 'BACK');
    if (first === second) console.log('deterministic: identical PNGs for the same spec');
    else {
      failed = true;
      console.log('NOT deterministic: the same spec gave different PNGs');
    }
    const heap = await page.evaluate(() =>
      performance.memory ? Math.round(performance.memory.usedJSHeapSize / 1e6) : -1,
    );
    console.log(`page JS heap: ${heap} MB`);
  } finally {
    await browser.close();
    server.close();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
