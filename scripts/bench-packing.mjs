/**
 * Packing list bench of a closed store, part of `npm run bench` (scripts/bench.mjs, `--only
 * packing`): the built gateway and render service on a fresh data directory and free ports, a
 * dealer's open store (a jersey with the player's name and number, a practice top) and
 * `--buyers` (default 300) buyers' pay-later orders through the checkout, each a jersey with its
 * own name and number (a picture of its own: the numbers differ) and, for every other buyer, a top. Each receipt queues its lines' pictures,
 * as a real store's checkouts do; the bench waits until every picture is drawn (the goal is about
 * printing, not drawing), then exports:
 *
 * - the packing list of round 1 (one page per bag), first (its small print pictures made from
 *   the drawn ones on the way) and again (made already): time from `exportStoreDocument` to the
 *   job's DONE, pages and size of the PDF;
 * - the bag labels of round 1.
 *
 * Prints "packing list, N buyers: X s (goal ≤ 30 s)" and the labels' time. BENCH_PACKING_SAVE=<dir>
 * keeps the PDFs there.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { freePorts, log, startChild, UNLIMITED_RATES, waitFor } from './lib.mjs';

/** The goal for 300 buyers, ms. */
const GOAL_MS = 30_000;
const COLORS = ['19', '13', '25'];

/** A name of letters only for buyer `n` (names take letters): 0 -> "Aaa", 1 -> "Aab", … */
const letters = (n) =>
  [Math.floor(n / 676) % 26, Math.floor(n / 26) % 26, n % 26]
    .map((d, i) => String.fromCharCode((i === 0 ? 65 : 97) + d))
    .join('');

/** Runs the bench for `buyers` buyers; prints the figures and returns them, or throws. */
export async function benchPacking({ buyers = 300 } = {}) {
  log(`Packing list of ${buyers} buyers…`);
  const secret = 'bench-entry-secret-0123456789abcdef';
  const renderToken = randomBytes(24).toString('hex');
  const [port, renderPort] = await freePorts(2);
  const publicUrl = `http://127.0.0.1:${port}`;
  const renderUrl = `http://127.0.0.1:${renderPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tas-bench-packing-'));
  const gateway = startChild('gateway', process.execPath, ['gateway/dist/src/server.js'], {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DEALER_ENTRY_SECRET: secret,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    RENDER_SERVICE_URL: renderUrl,
    RENDER_SERVICE_TOKEN: renderToken,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    STORE_CHECKOUTS_PER_ADDRESS_PER_HOUR: '1000000',
    STORE_CHECKOUTS_PER_STORE_PER_MINUTE: '1000000',
    ...UNLIMITED_RATES,
  });
  const render = startChild('render', process.execPath, ['render-service/dist/src/server.js'], {
    RENDER_PORT: String(renderPort),
    SNAPSHOT_PAGE_URL: `${publicUrl}/snapshot.html`,
    RENDER_ALLOWED_ORIGINS: publicUrl,
    RENDER_SERVICE_TOKEN: renderToken,
    RENDER_TIMEOUT_MS: '600000',
    LOG_LEVEL: 'warn',
  });
  try {
    await waitFor(`${publicUrl}/healthz`, 120_000, gateway);
    await waitFor(`${renderUrl}/healthz`, 120_000, render);
    const { signEntryToken } = await import('../gateway/dist/src/modules/dealers/entry-token.js');
    let token = '';
    const gql = async (query, variables, anonymous = false) => {
      const res = await fetch(`${publicUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token && !anonymous ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = await res.json();
      if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
      return body.data;
    };
    const fields = {
      code: 'BENCHP',
      company: 'Bench Sports',
      email: 'benchp@example.com',
      exp: Math.floor(Date.now() / 1000) + 3600,
    };
    token = (
      await gql(`mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken } }`, {
        input: { ...fields, token: signEntryToken(secret, fields) },
      })
    ).enterDashboard.apiToken;

    // The store: a jersey with name and number on the back, a practice top.
    const snap = await gql(
      `mutation($t: String!) { createSnapsheet(input: { teamName: $t, colorIds: ${JSON.stringify(COLORS)} }) { id } }`,
      { t: 'Bench Bears' },
    );
    await gql(
      `mutation($id: ID!) { addSnapsheetProduct(snapsheetId: $id, input: { styleId: "CG2100", customPriceCents: 4250 }) { id } }`,
      { id: snap.createSnapsheet.id },
    );
    const created = await gql(
      `mutation($input: CreateStoreInput!) { createStore(input: $input) { id items { id configuration { shortId } } } }`,
      { input: { teamName: 'Bench Bears', sourceType: 'SNAPSHEET', sourceId: snap.createSnapsheet.id } },
    );
    const storeId = created.createStore.id;
    const item = created.createStore.items[0];
    const set = await gql(
      `mutation($id: ID!, $items: [StoreItemInput!]!) { setStoreItems(storeId: $id, items: $items) { items { id } } }`,
      {
        id: storeId,
        items: [
          {
            id: item.id,
            name: 'Home Jersey',
            sizes: ['S', 'M', 'L', 'XL'],
            rules: { nameOffered: true, numberOffered: true, numberMin: 0, numberMax: 999, numberUnique: true },
          },
          {
            configurationShortId: item.configuration.shortId,
            name: 'Practice Top',
            sizes: ['M', 'L'],
            dealerPriceCents: 2000,
            rules: { nameOffered: false, numberOffered: false },
          },
        ],
      },
    );
    const [jersey, top] = set.setStoreItems.items.map((i) => i.id);
    const later = (h) => new Date(Date.now() + h * 3600_000).toISOString();
    await gql(`mutation($id: ID!, $input: StoreSettingsInput!) { updateStore(storeId: $id, input: $input) { id } }`, {
      id: storeId,
      input: {
        advertisedCloseAt: later(47),
        hardCloseAt: later(48),
        groupLabel: 'Team',
        paymentMethods: ['PAY_LATER'],
      },
    });
    await gql(`mutation($id: ID!) { openStore(storeId: $id) { state } }`, { id: storeId });

    // The buyers, a few at a time (as checkouts arrive), each receipt queueing its pictures.
    const seeded = Date.now();
    let next = 0;
    const sizes = ['S', 'M', 'L', 'XL'];
    const checkout = async () => {
      while (next < buyers) {
        const n = next++;
        const player = `Player ${letters(n)}`;
        await gql(
          `mutation($input: StoreCheckoutInput!, $key: String!) { checkoutStore(input: $input, idempotencyKey: $key) { order { number } } }`,
          {
            key: `bench-packing-${n}-${randomBytes(8).toString('hex')}`,
            input: {
              dealerCode: fields.code,
              storeId,
              lines: [
                { itemId: jersey, size: sizes[n % 4], playerName: player, playerNumber: String(n) },
                ...(n % 2 === 0 ? [{ itemId: top, size: n % 4 < 2 ? 'M' : 'L' }] : []),
              ],
              buyerName: `${player} Parent`,
              buyerEmail: `buyer${n}@bench.example`,
              playerName: player,
              group: `U${8 + (n % 5) * 2}`,
              paymentMethod: 'PAY_LATER',
            },
          },
          true,
        );
      }
    };
    await Promise.all(Array.from({ length: 4 }, checkout));
    log(`${buyers} checkouts in ${((Date.now() - seeded) / 1000).toFixed(1)} s; waiting for their pictures…`);

    // Every picture drawn: the full picture's address answers its redirect (302), not 404.
    const list = (
      await gql(`query($s: ID!) { storePackingList(storeId: $s, round: 1) { bags { items { pictureUrl } } } }`, {
        s: storeId,
      })
    ).storePackingList;
    const pictures = [...new Set(list.bags.flatMap((b) => b.items.map((i) => i.pictureUrl)).filter(Boolean))];
    const drawStarted = Date.now();
    let waiting = pictures.map((u) => u.replace(/\.print\.jpg$/, '.png'));
    while (waiting.length) {
      const answers = await Promise.all(waiting.map(async (u) => [u, (await fetch(u, { redirect: 'manual' })).status]));
      waiting = answers.filter(([, status]) => status !== 302).map(([u]) => u);
      if (!waiting.length) break;
      if (Date.now() - drawStarted > 1_800_000) throw new Error(`${waiting.length} pictures not drawn in 30 minutes`);
      await new Promise((r) => setTimeout(r, 2000));
    }
    log(`${pictures.length} pictures drawn ${((Date.now() - drawStarted) / 1000).toFixed(1)} s after the checkouts`);

    const exportOnce = async (document) => {
      const started = Date.now();
      const { exportStoreDocument: job } = await gql(
        `mutation($s: ID!, $d: StoreDocumentKind!) { exportStoreDocument(storeId: $s, document: $d, round: 1) { id } }`,
        { s: storeId, d: document },
      );
      for (;;) {
        const { renderJob } = await gql(`query($id: ID!) { renderJob(id: $id) { status url error } }`, { id: job.id });
        if (renderJob.status === 'DONE') {
          const ms = Date.now() - started;
          const bytes = await (await fetch(new URL(renderJob.url, publicUrl))).arrayBuffer();
          // BENCH_PACKING_SAVE=<dir> keeps the PDFs to look at.
          if (process.env.BENCH_PACKING_SAVE)
            writeFileSync(join(process.env.BENCH_PACKING_SAVE, `${document.toLowerCase()}.pdf`), Buffer.from(bytes));
          const pdf = await PDFDocument.load(bytes);
          return { ms, pages: pdf.getPageCount(), mb: (bytes.byteLength / 1024 / 1024).toFixed(1) };
        }
        if (renderJob.status === 'FAILED') throw new Error(`PDF job failed: ${renderJob.error}`);
        if (Date.now() - started > 900_000) throw new Error('PDF job did not finish in 15 minutes');
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const first = await exportOnce('PACKING_LIST');
    const again = await exportOnce('PACKING_LIST');
    const labels = await exportOnce('BAG_LABELS');
    const s = (ms) => (ms / 1000).toFixed(1);
    console.log('');
    console.log(
      `packing list, ${buyers} buyers: ${s(first.ms)} s (goal ≤ ${GOAL_MS / 1000} s) -> ${first.ms <= GOAL_MS ? 'met' : 'NOT met'}; ${first.pages} pages, ${first.mb} MB, ${pictures.length} pictures (print pictures made on the way)`,
    );
    console.log(`packing list again (print pictures made): ${s(again.ms)} s; ${again.pages} pages, ${again.mb} MB`);
    console.log(`bag labels, ${buyers} buyers: ${s(labels.ms)} s; ${labels.pages} pages, ${labels.mb} MB`);
    return { first, again, labels };
  } finally {
    gateway.kill('SIGTERM');
    render.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: `node scripts/bench-packing.mjs [buyers]`.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPacking({ buyers: Number(process.argv[2] ?? 300) });
}
