#!/usr/bin/env node
/**
 * Benchmark of the render service's warm snapshot pool (R1, R3). Not run by tests.
 * Every warm snapshot is a new configuration (the spec's team colours change each time, so the
 * print texture is drawn again; the template's meshes stay cached), as for a visitor's save.
 * Prints, in ms: one view at concurrency 1 and at the pool's size (p50, p95, snapshots/s), the
 * same configuration drawn again, 4 views of one configuration in one request, where a warm
 * snapshot's time goes (the page's own breakdown: mesh, print texture, draw, readPixels, PNG
 * encode, the rest in the page, and the service's overhead outside it), the first snapshot of
 * every template on a fresh page (meshes from the build's drape cache), the cloth solver's
 * draping time per template, and a browser launched per snapshot against the warm pool.
 *
 *   node scripts/bench-render.mjs [--origin http://127.0.0.1:4000] [--n 40] [--naive-n 10]
 *        [--pool 2] [--view FRONT] [--width 470] [--height 588] [--spec file.json]
 *        [--chrome /usr/bin/chromium] [--fixture] [--skip-drape]
 *
 * Without --origin it serves web/dist itself (build it first: cd web && npx vite build);
 * --fixture serves the render-service test fixture page instead (a 2D canvas, for a dry run).
 * The spec defaults to render-service/test/fixtures/real-spec.json (spec.json with --fixture).
 * Uses the compiled service (render-service/dist), building it when missing.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const serviceDir = join(root, 'render-service');
/** A warm snapshot (one view, new configuration) with the current materials. */
const WARM_SNAPSHOT_GOAL_MS = 300;

const { values: args } = parseArgs({
  options: {
    origin: { type: 'string' },
    n: { type: 'string', default: '40' },
    'naive-n': { type: 'string' },
    pool: { type: 'string', default: '2' },
    view: { type: 'string', default: 'FRONT' },
    width: { type: 'string', default: '470' },
    height: { type: 'string', default: '588' },
    spec: { type: 'string' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    fixture: { type: 'boolean', default: false },
    'skip-drape': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0]);
  process.exit(0);
}

const n = Number(args.n);
const naiveN = Number(args['naive-n'] ?? Math.min(n, 10));
const poolSize = Number(args.pool);
const opts = { view: args.view, width: Number(args.width), height: Number(args.height) };
const specPath = args.spec ?? join(serviceDir, 'test/fixtures', args.fixture ? 'spec.json' : 'real-spec.json');
const spec = JSON.parse(readFileSync(specPath, 'utf8'));

if (!existsSync(join(serviceDir, 'dist/src/guard.js'))) {
  console.error('building render-service (dist missing)...');
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: serviceDir, stdio: 'inherit' });
}
const dist = (file) => import(pathToFileURL(join(serviceDir, 'dist/src', file)).href);
const { BrowserManager, deterministicChromeArgs, runningAsRoot } = await dist('browser.js');
const { SnapshotPool } = await dist('pool.js');
const { RequestGuard } = await dist('guard.js');
const { percentile } = await dist('metrics.js');

/** Serves `dir` on a free port; resolves `{ origin, close }`. */
async function serve(dir) {
  const base = resolve(dir);
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
    '.woff': 'font/woff',
    '.png': 'image/png',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((req, res) => {
    const file = normalize(join(base, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!file.startsWith(base + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((ok) => server.close(ok)) };
}

/** Runs `count` calls of `once()` over `workers` parallel loops; resolves per-call ms and wall ms. */
async function measure(count, workers, once) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(workers, count) }, async () => {
      while (next < count) {
        next++;
        const t = performance.now();
        await once();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const wall = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { count, p50: percentile(latencies, 50), p95: percentile(latencies, 95), perSecond: (count * 1000) / wall };
}

let server;
let origin = args.origin;
if (!origin) {
  const dir = args.fixture ? join(serviceDir, 'test/fixtures') : join(root, 'web/dist');
  if (!existsSync(join(dir, 'snapshot.html'))) {
    console.error(
      `${dir}/snapshot.html is missing: build the web app (cd web && npx vite build), pass --origin, or use --fixture.`,
    );
    process.exit(1);
  }
  server = await serve(dir);
  origin = server.origin;
}
const pageUrl = new URL('/snapshot.html', origin).href;
console.log(`snapshot page ${pageUrl}, ${opts.view} ${opts.width}x${opts.height}, spec ${specPath}`);

let variant = 0;
/** The spec in new team colours each call: a configuration the page has not drawn yet. */
function nextSpec() {
  variant++;
  const hex = (v) => `#${(v & 0xffffff).toString(16).padStart(6, '0')}`;
  const colors = [...(spec.colors ?? ['#1b2a4a', '#f2a900', '#ffffff'])];
  colors[0] = hex(0x102030 + variant * 0x0a0b07);
  return { ...spec, colors };
}
const ALL_VIEWS = ['FRONT', 'BACK', 'LEFT', 'RIGHT'];
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

// Warm: the service's own pool, pages loaded before the clock starts.
const browsers = new BrowserManager({ executablePath: args.chrome });
const pool = new SnapshotPool(browsers, {
  pageUrl,
  size: poolSize,
  queueMax: Math.max(n, 64),
  timeoutMs: 120_000,
  recycleAfter: 10_000,
  // As in the service: the pages load from the snapshot page's origin only.
  guard: new RequestGuard([new URL(pageUrl).origin]),
});
await pool.warm();
// Every page draws the template once (shaders, meshes) before the clock starts.
await Promise.all(
  Array.from({ length: poolSize }, () => pool.render(nextSpec(), [opts.view], opts.width, opts.height)),
);
const one = () => pool.render(nextSpec(), [opts.view], opts.width, opts.height);
const warm1 = await measure(n, 1, one);
const warmPool = await measure(n, poolSize, one);
const again = await measure(n, 1, () => pool.render(spec, [opts.view], opts.width, opts.height));
const views4 = await measure(Math.max(3, Math.round(n / 4)), 1, () =>
  pool.render(nextSpec(), ALL_VIEWS, opts.width, opts.height),
);
await pool.close();

// The page's own breakdown, on a page of its own (the pool keeps its pages to itself).
let breakdown = null;
let firstByTemplate = [];
if (!args.fixture) {
  const { page } = await browsers.newPage();
  await new RequestGuard([new URL(pageUrl).origin]).protect(page);
  await page.setViewport({ width: opts.width, height: opts.height, deviceScaleFactor: 1 });
  const open = async () => {
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.waitForFunction(() => globalThis.__TAS_SNAPSHOT_READY__ === true, { timeout: 120_000 });
  };
  const draw = async (s, view = opts.view) => {
    const t = performance.now();
    await page.evaluate((sp, o) => globalThis.tasSnapshot.render(sp, o), s, { ...opts, view });
    const wall = performance.now() - t;
    const timings = await page.evaluate(() => globalThis.tasSnapshot.timings?.() ?? null);
    return timings && { ...timings, wall };
  };
  await open();
  await draw(nextSpec());
  const rows = [];
  for (let i = 0; i < n; i++) rows.push(await draw(nextSpec()));
  if (rows.every(Boolean)) {
    const keys = ['meshMs', 'textureMs', 'uploadMs', 'drawMs', 'readMs', 'encodeMs', 'totalMs', 'wall'];
    breakdown = Object.fromEntries(keys.map((k) => [k, median(rows.map((r) => r[k]))]));
  }
  // First snapshot of each template on a fresh page: meshes from the drape cache, first texture.
  const { garments } = await import(pathToFileURL(join(root, 'garments/dist/index.js')).href);
  await open();
  for (const [id, garment] of Object.entries(garments)) {
    const t = await draw({ ...spec, garment, decorations: [] });
    if (t) firstByTemplate.push({ id, ...t });
  }
  await page.close();
}
await browsers.close();

// Naive: launch, load, wait, draw, quit, for every snapshot.
const chromeArgs = deterministicChromeArgs(runningAsRoot());
const naive = await measure(naiveN, poolSize, async () => {
  const browser = await puppeteer.launch({ executablePath: args.chrome, headless: true, args: chromeArgs });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: opts.width, height: opts.height, deviceScaleFactor: 1 });
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.waitForFunction(() => globalThis.__TAS_SNAPSHOT_READY__ === true, { timeout: 120_000 });
    const b64 = await page.evaluate((s, o) => globalThis.tasSnapshot.render(s, o), nextSpec(), opts);
    if (typeof b64 !== 'string' || b64.length < 100) throw new Error('naive render returned no PNG');
  } finally {
    await browser.close();
  }
});
await server?.close();

// The cloth solver per template (what `npm run build -w garments` caches).
const drape = [];
if (!args['skip-drape']) {
  const { drapeGarment, garments } = await import(pathToFileURL(join(root, 'garments/dist/index.js')).href);
  for (const [id, garment] of Object.entries(garments)) {
    const t = performance.now();
    drapeGarment(garment);
    drape.push({ id, ms: performance.now() - t });
  }
}

const fmt = (v, d = 0) => (v === undefined || v === null ? '-' : v.toFixed(d)).padStart(10);
const row = (name, r) =>
  `${name.padEnd(34)}${String(r.count).padStart(8)}${fmt(r.p50)}${fmt(r.p95)}${fmt(r.perSecond, 2)}`;
console.log();
console.log(
  `${'snapshots (new configuration each)'.padEnd(34)}${'renders'.padStart(8)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}${'snaps/s'.padStart(10)}`,
);
console.log(row('warm, concurrency 1', warm1));
console.log(row(`warm, concurrency ${poolSize} (pool size)`, warmPool));
console.log(row('warm, same configuration again', again));
console.log(row('warm, 4 views of one configuration', { ...views4, perSecond: views4.perSecond * 4 }));
console.log(row(`browser per snapshot (x${Math.min(poolSize, naiveN)})`, naive));
console.log(
  `goal: warm snapshot p50 at most ${WARM_SNAPSHOT_GOAL_MS} ms: ${warm1.p50.toFixed(0)} ms -> ${warm1.p50 <= WARM_SNAPSHOT_GOAL_MS ? 'met' : 'NOT met'}`,
);
console.log();
console.log(
  `warm pool vs browser per snapshot (same run): p50 ${(naive.p50 / warm1.p50).toFixed(1)}x faster, throughput ${(warmPool.perSecond / naive.perSecond).toFixed(1)}x higher`,
);
if (breakdown) {
  const b = breakdown;
  const inPage = b.meshMs + b.textureMs + (b.uploadMs ?? 0) + b.drawMs + b.readMs + b.encodeMs;
  console.log();
  console.log(`where a warm snapshot's time goes (median of ${n}, ms):`);
  const parts = [
    ['mesh (template meshes, cached)', b.meshMs],
    ['print texture (atlas drawn)', b.textureMs],
    ['texture upload + mipmaps (GPU)', b.uploadMs],
    ['draw (shadow map + frame, GPU raster)', b.drawMs],
    ['readPixels', b.readMs],
    ['PNG encode (deflate, base64)', b.encodeMs],
    ['rest of the page (fonts, logos, React)', b.totalMs - inPage],
    // Same calls as the parts above: the DevTools protocol call around the page's work.
    ['DevTools protocol round trip', b.wall - b.totalMs],
  ];
  for (const [name, ms] of parts) console.log(`  ${name.padEnd(40)}${fmt(ms, 1)}`);
  console.log(`  ${'page call (wall)'.padEnd(40)}${fmt(b.wall, 1)}`);
  // A series of its own, before the breakdown's: the machine's speed may have moved between them.
  console.log(`  ${'(the pool p50 above, its own series)'.padEnd(40)}${fmt(warm1.p50, 1)}`);
}
if (firstByTemplate.length) {
  console.log();
  console.log('first snapshot of each template on a fresh page (ms):');
  console.log(
    `  ${'template'.padEnd(22)}${['mesh', 'texture', 'upload', 'draw', 'total'].map((h) => h.padStart(10)).join('')}`,
  );
  for (const t of firstByTemplate)
    console.log(
      `  ${t.id.padEnd(22)}${fmt(t.meshMs)}${fmt(t.textureMs)}${fmt(t.uploadMs)}${fmt(t.drawMs)}${fmt(t.wall)}`,
    );
}
if (drape.length) {
  console.log();
  console.log('draping (cloth solver, per template, ms; cached at build time):');
  for (const d of drape) console.log(`  ${d.id.padEnd(22)}${fmt(d.ms)}`);
}
