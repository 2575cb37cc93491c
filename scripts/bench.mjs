#!/usr/bin/env node
/**
 * `npm run bench`: the performance figures of the README (issue 2, R1 to R3), for this machine.
 *
 * 1. Snapshots: warm pool vs a browser launched per snapshot (scripts/bench-render.mjs):
 *    p50/p95 latency in ms and snapshots per second, and the ratio.
 * 2. Snapsheet PDF: the built gateway and render service on a fresh data directory; a dealer
 *    signs in, creates a snapsheet with 9 products (3 pages of 3), exports the PDF; prints the
 *    time from `exportProjectPdf` to the job's DONE, cold (snapshots drawn during the export)
 *    and warm (snapshots already stored), and the page count.
 *
 * Options: --n (warm snapshots, default 30), --naive-n (default 6), --skip-snapshots, --skip-pdf.
 * Builds what is missing first. Not part of `npm test`: nothing here is a pass/fail target.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { ensureChromium, ensureNodeModules, log, root, run, startChild, UNLIMITED_RATES, waitFor } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: '30' },
    'naive-n': { type: 'string', default: '6' },
    'skip-snapshots': { type: 'boolean', default: false },
    'skip-pdf': { type: 'boolean', default: false },
  },
});

ensureNodeModules();
process.env.CHROME_PATH = ensureChromium();
if (!existsSync(join(root, 'gateway/dist/src/server.js')) || !existsSync(join(root, 'web/dist/snapshot.html'))) {
  log('Building…');
  run('npm', ['run', 'build']);
}

if (!args['skip-snapshots']) {
  log('Snapshots: warm pool vs a browser per snapshot…');
  const r = spawnSync(
    process.execPath,
    ['scripts/bench-render.mjs', '--n', args.n, '--naive-n', args['naive-n'], '--chrome', process.env.CHROME_PATH],
    { cwd: root, stdio: 'inherit' },
  );
  if (r.status !== 0) process.exitCode = 1;
}

if (!args['skip-pdf']) await benchPdf();

async function benchPdf() {
  log('Snapsheet PDF, 3 pages…');
  const secret = 'bench-entry-secret-0123456789abcdef';
  const renderToken = randomBytes(24).toString('hex');
  const port = 4610;
  const renderPort = 4710;
  const publicUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tas-bench-'));
  const gateway = startChild('gateway', process.execPath, ['gateway/dist/src/server.js'], {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DEALER_ENTRY_SECRET: secret,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    RENDER_SERVICE_URL: `http://127.0.0.1:${renderPort}`,
    RENDER_SERVICE_TOKEN: renderToken,
    // Every browser and script here calls from 127.0.0.1: no per-address render budget.
    RENDER_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...UNLIMITED_RATES,
  });
  const render = startChild('render', process.execPath, ['render-service/dist/src/server.js'], {
    RENDER_PORT: String(renderPort),
    SNAPSHOT_PAGE_URL: `${publicUrl}/snapshot.html`,
    RENDER_ALLOWED_ORIGINS: publicUrl,
    RENDER_SERVICE_TOKEN: renderToken,
    LOG_LEVEL: 'warn',
  });
  try {
    await waitFor(`${publicUrl}/healthz`, 120_000, gateway);
    await waitFor(`http://127.0.0.1:${renderPort}/healthz`, 120_000, render);
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
      code: 'BENCH1',
      company: 'Bench Sports',
      email: 'bench@example.com',
      exp: Math.floor(Date.now() / 1000) + 600,
    };
    const entered = await gql(`mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken } }`, {
      input: { ...fields, token: signEntryToken(secret, fields) },
    });
    token = entered.enterDashboard.apiToken;
    const customer = await gql(`mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`, {
      input: { name: 'Bench High', type: 'SCHOOL', colorIds: ['19', '13', '25'] },
    });
    const snapsheet = await gql(`mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`, {
      input: { teamName: 'Bench Bears', customerId: customer.saveCustomer.id, colorIds: ['19', '13', '25'] },
    });
    const id = snapsheet.createSnapsheet.id;
    const { products } = await gql(`{ products(first: 100) { nodes { styleId } } }`);
    for (const p of products.nodes.slice(0, 9)) {
      await gql(
        `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
        {
          id,
          input: { styleId: p.styleId },
        },
      );
    }

    const exportOnce = async () => {
      const started = Date.now();
      const { exportProjectPdf: job } = await gql(
        `mutation($id: ID!) { exportProjectPdf(projectType: SNAPSHEET, projectId: $id) { id } }`,
        { id },
      );
      let printStarted = 0;
      for (;;) {
        const { renderJob } = await gql(`query($id: ID!) { renderJob(id: $id) { status progress url error } }`, {
          id: job.id,
        });
        // The job reports 0.85 once every snapshot is stored and the print page is being printed.
        if (!printStarted && renderJob.progress >= 0.85) printStarted = Date.now();
        if (renderJob.status === 'DONE') {
          const ms = Date.now() - started;
          const printMs = Date.now() - (printStarted || started);
          const bytes = await (await fetch(new URL(renderJob.url, publicUrl))).arrayBuffer();
          const pdf = await PDFDocument.load(bytes);
          return { ms, printMs, pages: pdf.getPageCount(), kb: Math.round(bytes.byteLength / 1024) };
        }
        if (renderJob.status === 'FAILED') throw new Error(`PDF job failed: ${renderJob.error}`);
        if (Date.now() - started > 600_000) throw new Error('PDF job did not finish in 10 minutes');
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    const cold = await exportOnce();
    const warm = await exportOnce();
    console.log('');
    const cells = (values) => values.map((v) => String(v).padStart(9)).join('');
    console.log(`${'snapsheet PDF, 9 products'.padEnd(26)}${cells(['pages', 'total ms', 'print ms', 'KB'])}`);
    for (const [name, r] of [
      ['cold (draws snapshots)', cold],
      ['warm (snapshots stored)', warm],
    ])
      console.log(`${name.padEnd(26)}${cells([r.pages, r.ms, r.printMs, r.kb])}`);
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    gateway.kill('SIGTERM');
    render.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
