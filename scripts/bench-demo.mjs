/**
 * `npm run bench` part: the demo's pictures on a fresh start, and a stored snapshot.
 *
 * Starts the built gateway (SEED_DEMO on, as `npm start`) and render service on a fresh data
 * directory, signs in as the demo dealer DEMO01 and asks, once, for every picture the demo
 * projects show, as the web app does: the FRONT snapshot of each product of the demo snapsheets,
 * playbook and showroom, and the list thumbnails. Then polls every second (the web app polls
 * every 2 to 4 s) until every one is READY and prints the time from launching the services and
 * from the first ask, and the views the render service drew. Then the cache hit: the gateway
 * answering for a READY snapshot (`configuration(shortId) { snapshot }`, p50 / p95 of 200
 * sequential asks after 20 to warm up, ms) and the download of its PNG (`/files/...`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts, log, startChild, startRenderService, UNLIMITED_RATES, waitFor } from './lib.mjs';

const DEMO_QUERY = `{
  snapsheets: projects(type: SNAPSHEET, first: 100) {
    nodes { thumbnail { status } ... on Snapsheet { products { configuration { shortId } snapshot { status url } } } }
  }
  playbooks: projects(type: PLAYBOOK, first: 100) {
    nodes { thumbnail { status } ... on Playbook { sports { catalogs { products { snapshot { status } } } } } }
  }
  showroom(dealerCode: "DEMO01") { products { snapshot { status } } }
}`;

/** Every snapshot status in a DEMO_QUERY answer, with the READY snapsheet products' short ids. */
function pictures(data) {
  const statuses = [];
  const configurations = [];
  for (const p of data.snapsheets.nodes) {
    if (p.thumbnail) statuses.push(p.thumbnail.status);
    for (const product of p.products ?? []) {
      statuses.push(product.snapshot.status);
      if (product.snapshot.status === 'READY' && product.configuration)
        configurations.push({ shortId: product.configuration.shortId, url: product.snapshot.url });
    }
  }
  for (const p of data.playbooks.nodes) {
    if (p.thumbnail) statuses.push(p.thumbnail.status);
    for (const s of p.sports ?? [])
      for (const c of s.catalogs) for (const product of c.products) statuses.push(product.snapshot.status);
  }
  for (const product of data.showroom?.products ?? []) statuses.push(product.snapshot.status);
  return { statuses, configurations };
}

const sorted = (values) => [...values].sort((a, b) => a - b);
const pct = (values, p) => {
  const s = sorted(values);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/**
 * Runs the part; prints its table. `poolSize`: RENDER_POOL_SIZE of the render service and the
 * gateway's RENDER_WORKER_CONCURRENCY. Resolves false when it could not be measured.
 */
export async function benchDemo({ poolSize = 2, timeoutMs = 300_000 } = {}) {
  log('Demo pictures on a fresh start, and a stored snapshot…');
  const secret = 'bench-entry-secret-0123456789abcdef';
  const renderToken = randomBytes(24).toString('hex');
  const [port, renderPort] = await freePorts(2);
  const publicUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tas-bench-demo-'));
  const launched = Date.now();
  const gateway = startChild('gateway', process.execPath, ['gateway/dist/src/server.js'], {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: 'on',
    DEALER_ENTRY_SECRET: secret,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    RENDER_SERVICE_URL: `http://127.0.0.1:${renderPort}`,
    RENDER_SERVICE_TOKEN: renderToken,
    RENDER_WORKER_CONCURRENCY: String(poolSize),
    RENDER_RECOVER_AFTER_SECONDS: '0',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...UNLIMITED_RATES,
  });
  let render;
  try {
    // As `npm start`: the render service starts once the gateway answers (it loads its pages there).
    await waitFor(`${publicUrl}/healthz`, 120_000, gateway);
    render = await startRenderService({ publicUrl, port: renderPort, poolSize, token: renderToken });
    // As `npm start`: the sign-in link is printed once both answer.
    const up = Date.now();
    const { signEntryToken } = await import('../gateway/dist/src/modules/dealers/entry-token.js');
    let token = '';
    const gql = async (query, variables) => {
      const res = await fetch(`${publicUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = await res.json();
      if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
      return body.data;
    };
    const fields = {
      code: 'DEMO01',
      company: 'Demo Team Sports',
      email: 'demo@example.com',
      exp: Math.floor(Date.now() / 1000) + 600,
    };
    const entered = await gql(`mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken } }`, {
      input: { ...fields, token: signEntryToken(secret, fields) },
    });
    token = entered.enterDashboard.apiToken;

    const firstAsk = Date.now();
    let last;
    for (;;) {
      last = pictures(await gql(DEMO_QUERY));
      if (last.statuses.includes('FAILED')) throw new Error('a demo snapshot FAILED');
      if (last.statuses.every((s) => s === 'READY')) break;
      if (Date.now() - firstAsk > timeoutMs) {
        const ready = last.statuses.filter((s) => s === 'READY').length;
        throw new Error(`only ${ready} of ${last.statuses.length} demo pictures READY after ${timeoutMs / 1000} s`);
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    const done = Date.now();
    const metrics = await fetch(`http://127.0.0.1:${renderPort}/metrics`, {
      headers: { authorization: `Bearer ${renderToken}` },
    })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    const views = metrics?.snapshots?.completed;
    // Cache hit: a stored snapshot asked for again (the gateway's answer, then its PNG).
    const hit = last.configurations[0];
    const askMs = [];
    const fileMs = [];
    if (hit) {
      const query = `query($id: ID!) { configuration(shortId: $id) { snapshot(view: FRONT) { status url } } }`;
      for (let i = 0; i < 220; i++) {
        const t = performance.now();
        const data = await gql(query, { id: hit.shortId });
        if (data.configuration.snapshot.status !== 'READY') throw new Error('the stored snapshot is not READY');
        if (i >= 20) askMs.push(performance.now() - t);
        const f = performance.now();
        const res = await fetch(new URL(data.configuration.snapshot.url, publicUrl));
        await res.arrayBuffer();
        if (i >= 20) fileMs.push(performance.now() - f);
      }
    }

    console.log('');
    console.log(
      `demo pictures on a fresh start (pool ${poolSize}, ${poolSize} worker${poolSize > 1 ? 's' : ''}): ${last.statuses.length} READY ` +
        `${((done - launched) / 1000).toFixed(1)} s after launching the services ` +
        `(both up after ${((up - launched) / 1000).toFixed(1)} s), ${((done - firstAsk) / 1000).toFixed(1)} s after the first ask` +
        (typeof views === 'number' ? `; ${views} views drawn (4 per configuration)` : ''),
    );
    if (askMs.length) {
      const f = (v) => v.toFixed(1).padStart(8);
      console.log(`${'cache hit (stored snapshot)'.padEnd(34)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}`);
      console.log(`${'  GraphQL configuration.snapshot'.padEnd(34)}${f(pct(askMs, 50))}${f(pct(askMs, 95))}`);
      console.log(`${'  its PNG (/files/...)'.padEnd(34)}${f(pct(fileMs, 50))}${f(pct(fileMs, 95))}`);
    }
    return true;
  } catch (err) {
    console.error(err);
    return false;
  } finally {
    gateway.kill('SIGTERM');
    render?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
