#!/usr/bin/env node
/**
 * Benchmark of the render service's warm snapshot pool against a browser launched per
 * snapshot (R1, R3). Not run by tests.
 *
 *   node scripts/bench-render.mjs [--origin http://127.0.0.1:4000] [--n 40] [--naive-n 10]
 *        [--pool 2] [--view FRONT] [--width 470] [--height 588] [--spec file.json]
 *        [--chrome /usr/bin/chromium] [--fixture]
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

// Warm: the service's own pool, pages loaded before the clock starts.
const browsers = new BrowserManager({ executablePath: args.chrome });
const pool = new SnapshotPool(browsers, {
  pageUrl,
  size: poolSize,
  queueMax: n,
  timeoutMs: 120_000,
  recycleAfter: 200,
  // As in the service: the pages load from the snapshot page's origin only.
  guard: new RequestGuard([new URL(pageUrl).origin]),
});
await pool.warm();
await pool.render(spec, [opts.view], opts.width, opts.height); // first draw compiles shaders
const warm = await measure(n, poolSize, () => pool.render(spec, [opts.view], opts.width, opts.height));
await pool.close();
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
    const b64 = await page.evaluate((s, o) => globalThis.tasSnapshot.render(s, o), spec, opts);
    if (typeof b64 !== 'string' || b64.length < 100) throw new Error('naive render returned no PNG');
  } finally {
    await browser.close();
  }
});
await server?.close();

const fmt = (v, d = 0) => v.toFixed(d).padStart(10);
const row = (name, r) =>
  `${name.padEnd(26)}${String(r.count).padStart(8)}${fmt(r.p50)}${fmt(r.p95)}${fmt(r.perSecond, 2)}`;
console.log();
console.log(
  `${'mode'.padEnd(26)}${'renders'.padStart(8)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}${'snaps/s'.padStart(10)}`,
);
console.log(row(`warm pool (${poolSize} pages)`, warm));
console.log(row(`browser per snapshot (x${Math.min(poolSize, naiveN)})`, naive));
console.log();
console.log(
  `warm vs naive: p50 ${(naive.p50 / warm.p50).toFixed(1)}x faster, throughput ${(warm.perSecond / naive.perSecond).toFixed(1)}x higher`,
);
