/**
 * Abuse ("limits on every caller"), over real HTTP: an alias storm, a fragment fanned
 * out at every level, a 16 MB body, 1,000 passcode tries in one request and 1,000 with rotating
 * X-Forwarded-For, sent from a worker thread. Each request is answered or refused with its typed
 * error within 2 s, and the gateway's event loop (this thread's, measured with
 * perf_hooks.monitorEventLoopDelay) never stalls 200 ms, unless the machine is so busy that
 * trivial traffic of the same size is as slow (expectAnsweredInTime, expectResponsive: the
 * bounds are then taken over that baseline, measured in the same test). Then the per-address limits:
 * mutations, all requests, and which address counts (TRUST_PROXY_HOPS). These tests run after
 * the others, alone (vitest.config.ts).
 */
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fanOut } from './documents.js';
import { errorOf, startHarness, type Harness } from './harness.js';

const PASSCODE = `mutation($c: String!, $p: ID!, $pc: String!) {
  enterWithPasscode(dealerCode: $c, projectId: $p, passcode: $pc) { apiToken }
}`;
const LIMIT_MS = 2000;
const STALL_MS = 200;
/**
 * Parallel connections of the flooding attacker. The gateway's loop takes what is ready at once,
 * so a stall grows with this; on an oversubscribed machine each millisecond of work also takes
 * longer. With scrypt back on the event loop five tries at once would stall it 0.5 s or more.
 */
const WIDTH = 5;
/**
 * On a machine too busy for any code to keep a 200 ms bound (other processes hold the cores),
 * a stall over it is compared with a flood of trivial queries of the same size: the attack may
 * stall the loop at most this much longer than ordinary traffic does. 250 ms: one burst of
 * another process (the browser tests beside this suite) stalled an attack that cannot be
 * repeated 218 ms while the floods after it saw 20 to 35 ms; the regressions these tests guard
 * (scrypt or parsing on the event loop) stall it 500 ms and more.
 */
const NOISE_MARGIN_MS = 250;

interface Answer {
  status: number;
  ms: number;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
}

/**
 * The attacker: a worker thread with its own event loop, so the loop measured below is the
 * gateway's alone. It POSTs each request to `url` (`width` at a time, node:http, the body sent
 * whole even when the server answers first) and times each answer.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, requests, width } = workerData;
function one(r) {
  return new Promise((resolve, reject) => {
    // { padBytes }: a JSON body of that size, made here rather than copied from the gateway's thread.
    const body = Buffer.from(r.padBytes
      ? JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(r.padBytes) } })
      : r.body);
    const started = performance.now();
    const req = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length, ...r.headers },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({
        status: res.statusCode, ms: performance.now() - started,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
parentPort.once('message', () => go().catch((err) => parentPort.postMessage({ error: String(err && err.stack || err) })));
parentPort.postMessage('ready');
async function go() {
  const out = new Array(requests.length);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < requests.length) { const i = next++; out[i] = await one(requests[i]); }
  }));
  parentPort.postMessage(out);
}
`;

interface Call {
  body?: string;
  /** Instead of `body`: a JSON body of about this many bytes. */
  padBytes?: number;
  headers?: Record<string, string>;
}

/**
 * Starts the attacker thread with `calls` for /graphql (`width` at a time); resolves once it is
 * ready, with `go()` that sends them and answers the answers.
 */
function attacker(h: Harness, calls: Call[], width: number): Promise<{ go(): Promise<Answer[]> }> {
  return new Promise((ready, fail) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: { url: `${h.url}/graphql`, requests: calls, width } });
    worker.once('error', fail);
    worker.once('message', () =>
      ready({
        go: () =>
          new Promise((resolve, reject) => {
            worker.once('message', (m: Answer[] | { error: string }) => {
              void worker.terminate();
              if ('error' in m) reject(new Error(m.error));
              else resolve(m);
            });
            worker.once('error', reject);
            worker.postMessage('go');
          }),
      }),
    );
  });
}

/** One call from this thread (set-up and checks, not measured). */
async function post(h: Harness, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${h.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const parsed = (await res.json()) as Answer['body'];
  return { status: res.status, ms: performance.now() - started, body: parsed };
}

const codeOf = (a: Answer) => a.body.errors?.[0]?.extensions?.code;
/** Each error's message and code. */
const errorsOf = (a: Answer) => (a.body.errors ?? []).map((e) => ({ message: e.message, code: e.extensions?.code }));

/** The size of the last measured attack. */
let lastAttack = { count: 1, width: 1, gcMs: 0 };

/**
 * Sends `calls` from the attacker thread while measuring this thread's event loop (the
 * gateway's); answers the answers, the slowest answer and the longest stall, ms.
 */
async function measuredAttack(
  h: Harness,
  calls: Call[],
  width = 1,
): Promise<{ answers: Answer[]; slowestMs: number; stallMs: number }> {
  lastAttack = { count: calls.length, width, gcMs: 0 };
  const thread = await attacker(h, calls, width);
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) lastAttack.gcMs = Math.max(lastAttack.gcMs, e.duration);
  });
  // The garbage of earlier tests is collected first (vitest.config.ts exposes gc to this file).
  (globalThis as { gc?: () => void }).gc?.();
  gc.observe({ entryTypes: ['gc'] });
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  try {
    const answers = await thread.go();
    return { answers, slowestMs: Math.max(...answers.map((a) => a.ms)), stallMs: histogram.max / 1e6 };
  } finally {
    histogram.disable();
    gc.disconnect();
  }
}

/**
 * Trivial traffic of the size of the last attack (at least 200 `{ __typename }` requests, 5 at a
 * time) from the attacker thread: its longest loop stall and slowest answer, ms. What this
 * machine does to any traffic at this moment, the baseline of the bounds below.
 */
async function trivialFlood(h: Harness): Promise<{ stallMs: number; slowestMs: number }> {
  const count = Math.max(lastAttack.count, 200);
  const width = Math.max(lastAttack.width, WIDTH);
  const trivial = Array.from({ length: count }, (_, i) => ({
    body: JSON.stringify({ query: '{ __typename }' }),
    headers: { 'x-forwarded-for': `192.0.2.${i % 250}` },
  }));
  const attack = lastAttack;
  try {
    return await measuredAttack(h, trivial, width);
  } finally {
    lastAttack = attack;
  }
}

/**
 * A measure of the last attack (ms) held under `bound`, or, when this machine is too busy for
 * that bound, under `margin` more than what trivial traffic of the same size measures here
 * (`ofFlood` of a flood; up to three floods, since other processes stall this one in bursts). An
 * attack that can be sent once more against limits of its own (another request refused without
 * side effects, another project or dealer) passes `again` (it does so and answers its measure):
 * one burst from another process can outlast the attack's work, so such an attack is measured up
 * to three times and its least measure counts. Work the gateway really does on the attack shows
 * every time. `describe` words the failure from the attack's and the floods' measures.
 */
async function expectWithinNoise(
  h: Harness,
  measured: number,
  rule: {
    bound: number;
    margin: number;
    ofFlood: (flood: { stallMs: number; slowestMs: number }) => number;
    describe: (attacks: number[], floods: number[]) => string;
  },
  again?: () => Promise<number>,
): Promise<void> {
  const attacks = [measured];
  const floods: number[] = [];
  const least = () => Math.min(...attacks);
  const within = () => least() < rule.bound || floods.some((n) => least() < n + rule.margin);
  for (let i = 0; i < 3 && !within(); i++) {
    if (i > 0 && again) attacks.push(await again());
    if (!within()) floods.push(rule.ofFlood(await trivialFlood(h)));
  }
  expect(least(), rule.describe(attacks, floods)).toBeLessThan(
    Math.max(rule.bound, ...floods.map((n) => n + rule.margin)),
  );
}

/**
 * The gateway stayed responsive during the last attack: its loop stalled under 200 ms, or no more
 * than {@link NOISE_MARGIN_MS} over what trivial traffic suffers ({@link expectWithinNoise}).
 */
async function expectResponsive(h: Harness, stallMs: number, again?: () => Promise<number>): Promise<void> {
  const gcMs = Math.round(lastAttack.gcMs);
  await expectWithinNoise(
    h,
    stallMs,
    {
      bound: STALL_MS,
      margin: NOISE_MARGIN_MS,
      ofFlood: (flood) => flood.stallMs,
      describe: (stalls, floods) =>
        `attack stalled ${stalls.join(', ')} ms (GC ${gcMs} ms), trivial traffic ${floods.join(', ')} ms`,
    },
    again,
  );
}

/**
 * Every request of the last attack was answered within 2 s, or within 2 s more than the slowest
 * answer to trivial traffic ({@link expectWithinNoise}). A passcode attack passes `again`: its
 * counted tries each cost a scrypt hash, which a burst of another process slows as much as it
 * slows the gateway. A request the gateway works on for seconds fails either way.
 */
async function expectAnsweredInTime(h: Harness, slowestMs: number, again?: () => Promise<number>): Promise<void> {
  await expectWithinNoise(
    h,
    slowestMs,
    {
      bound: LIMIT_MS,
      margin: LIMIT_MS,
      ofFlood: (flood) => Math.round(flood.slowestMs),
      describe: (slowest, floods) =>
        `slowest answer ${slowest.map(Math.round).join(', ')} ms, trivial traffic ${floods.join(', ')} ms`,
    },
    again,
  );
}

function tally(answers: Answer[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = `${a.status} ${codeOf(a) ?? 'ok'}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

/** Signs `code` in (from `headers`' address, when given) and sets its passcode. */
async function dealerWithPasscode(
  h: Harness,
  code: string,
  passcode: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const { dealerId } = await h.signIn(code, {}, headers);
  await h.setPasscode({ id: dealerId }, passcode);
}

describe('abuse, no proxy trusted (TRUST_PROXY_HOPS=0)', () => {
  let h: Harness;
  /** Wrong passcode tries this address made before (each counts against its 5 a window). */
  let addressTriesUsed = 0;
  beforeAll(async () => {
    // Low passcode limits: each passing try costs a scrypt hash, a core for ~0.1 s.
    // A loaded machine must not turn a counted try into a "busy" refusal (the wait for a hash
    // has its own unit test): the tries' counts are what these tests check.
    h = await startHarness({ env: { PASSCODE_MAX_FAILURES_PER_ADDRESS: '5', PASSCODE_HASH_MAX_WAIT_MS: '10000' } });
    await dealerWithPasscode(h, 'ABU001', 'right-one');
    await dealerWithPasscode(h, 'ABU002', 'right-two');
  }, 120_000);
  afterAll(async () => h?.close());

  it('refuses an alias storm (5,000 aliases) while parsing', async () => {
    const query = `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: products(first: 1) { totalCount }`).join(' ')} }`;
    const attack = () => measuredAttack(h, [{ body: JSON.stringify({ query }) }]);
    const { answers, slowestMs, stallMs } = await attack();
    expect(answers[0]!.status).toBe(400);
    expect(errorsOf(answers[0]!)).toEqual([
      { message: 'Syntax Error: Document contains more that 3000 tokens. Parsing aborted.', code: 'BAD_USER_INPUT' },
    ]);
    await expectAnsweredInTime(h, slowestMs);
    await expectResponsive(h, stallMs, async () => (await attack()).stallMs);
  });

  it('refuses a fragment fanned out at every level by its cost', async () => {
    const body = JSON.stringify({ query: fanOut(40) });
    expect(body.length).toBeLessThan(5000);
    const attack = () => measuredAttack(h, [{ body }]);
    const { answers, slowestMs, stallMs } = await attack();
    expect(answers[0]!.status).toBe(400);
    expect(errorsOf(answers[0]!)).toEqual([
      { message: 'Aliases limit of 30 exceeded, found 2199023255550.', code: 'BAD_USER_INPUT' },
      { message: 'Query depth limit of 12 exceeded, found 42.', code: 'BAD_USER_INPUT' },
      { message: expect.stringMatching(/^Query Cost limit of 20000 exceeded, found \d/), code: 'BAD_USER_INPUT' },
    ]);
    await expectAnsweredInTime(h, slowestMs);
    await expectResponsive(h, stallMs, async () => (await attack()).stallMs);
  });

  it('refuses a 16 MB body with a JSON error, never a 5xx', async () => {
    const attack = () => measuredAttack(h, [{ padBytes: 16 * 1024 * 1024 }]);
    const { answers, slowestMs, stallMs } = await attack();
    expect(answers[0]).toMatchObject({
      status: 413,
      body: {
        errors: [
          {
            message: 'Request body is too large (at most 1 MB); upload files with POST /uploads',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      },
    });
    await expectAnsweredInTime(h, slowestMs);
    await expectResponsive(h, stallMs, async () => (await attack()).stallMs);
    // The gateway goes on answering.
    expect((await post(h, JSON.stringify({ query: '{ __typename }' }))).body).toEqual({
      data: { __typename: 'Query' },
    });
  });

  it('refuses 1,000 passcode tries in one request (aliases) without hashing one', async () => {
    const tries = Array.from(
      { length: 1000 },
      (_, i) => `t${i}: enterWithPasscode(dealerCode: "ABU001", projectId: "1", passcode: "guess-${i}") { apiToken }`,
    );
    const body = JSON.stringify({ query: `mutation { ${tries.join(' ')} }` });
    const attack = () => measuredAttack(h, [{ body }]);
    const { answers, slowestMs, stallMs } = await attack();
    expect(answers[0]!.status).toBe(400);
    expect(codeOf(answers[0]!)).toBe('BAD_USER_INPUT');
    expect(answers[0]!.body.data).toBeUndefined();
    await expectAnsweredInTime(h, slowestMs);
    await expectResponsive(h, stallMs, async () => (await attack()).stallMs);
    // Below the token limit the session rule refuses two tries as well.
    const two = await post(h, JSON.stringify({ query: `mutation { ${tries.slice(0, 2).join(' ')} }` }));
    expect(errorsOf(two)).toEqual([
      {
        message: 'Only one session mutation (enterDashboard, enterWithPasscode, passcodeAccess) per request, found 2.',
        code: 'BAD_USER_INPUT',
      },
    ]);
    // Nothing was counted: the try is answered, not RATE_LIMITED (project '1' is unknown, which
    // answers as a wrong passcode does).
    const right = await post(
      h,
      JSON.stringify({ query: PASSCODE, variables: { c: 'ABU001', p: '1', pc: 'right-one' } }),
    );
    expect(codeOf(right)).toBe('UNAUTHENTICATED');
    // A wrong passcode (the project is unknown): one of the address's 5 tries.
    addressTriesUsed += 1;
  });

  it('counts 1,000 tries with rotating X-Forwarded-For and project ids as one address: 5 tried', async () => {
    const calls = Array.from({ length: 1000 }, (_, i) => ({
      body: JSON.stringify({
        query: PASSCODE,
        variables: { c: 'ABU002', p: String(1000 + i), pc: `guess-${i}-passcode` },
      }),
      headers: { 'x-forwarded-for': `198.51.100.${i % 250}, 203.0.113.${i % 250}` },
    }));
    const { answers, slowestMs, stallMs } = await measuredAttack(h, calls, WIDTH);
    const left = 5 - addressTriesUsed;
    expect(tally(answers)).toEqual({ '200 UNAUTHENTICATED': left, '200 RATE_LIMITED': 1000 - left });
    // Sent again, the same tries are all refused without side effects (the address is locked
    // already): when the machine's own noise is in question, that is the measure to retry.
    const again = async () => {
      const repeat = await measuredAttack(h, calls, WIDTH);
      expect(tally(repeat.answers)).toEqual({ '200 RATE_LIMITED': 1000 });
      return repeat;
    };
    await expectAnsweredInTime(h, slowestMs, async () => (await again()).slowestMs);
    await expectResponsive(h, stallMs, async () => (await again()).stallMs);
    // The address stays locked for the window, whatever it claims to forward.
    const right = await post(
      h,
      JSON.stringify({ query: PASSCODE, variables: { c: 'ABU002', p: '1', pc: 'right-two' } }),
      {
        'x-forwarded-for': '192.0.2.77',
      },
    );
    expect(codeOf(right)).toBe('RATE_LIMITED');
  });
});

describe('per-address limits, one proxy hop trusted (TRUST_PROXY_HOPS=1)', () => {
  let h: Harness;
  /** A snapsheet of ABU101, for its passcode. */
  let snapsheetId: string;
  beforeAll(async () => {
    h = await startHarness({
      env: {
        TRUST_PROXY_HOPS: '1',
        MUTATION_RATE_LIMIT_MAX: '5',
        RATE_LIMIT_MAX: '40',
        // No check waits for a hash: one is computed at a time, every other is refused at once.
        PASSCODE_HASH_QUEUE: '0',
      },
    });
    // Signed in from an address of its own: this gateway allows 5 mutations per address.
    const owner = { 'x-forwarded-for': '198.18.0.101' };
    const { token, dealerId } = await h.signIn('ABU101', {}, owner);
    await h.setPasscode({ id: dealerId }, 'right-101');
    const created = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'Comets', colorIds: ['19', '13', '25'] } },
      token,
      owner,
    );
    snapsheetId = created.data.createSnapsheet.id;
  }, 120_000);
  afterAll(async () => h?.close());

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const LOGOUT = JSON.stringify({ query: 'mutation { logout }' });

  it('answers the N+1th mutation from one address RATE_LIMITED (HTTP 429); another address is not', async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await post(h, LOGOUT, from('198.51.100.1'));
      expect({ status: ok.status, body: ok.body }).toEqual({ status: 200, body: { data: { logout: false } } });
    }
    const sixth = await post(h, LOGOUT, from('198.51.100.1'));
    expect(sixth.status).toBe(429);
    expect(codeOf(sixth)).toBe('RATE_LIMITED');
    expect(sixth.body.errors![0]!.message).toMatch(/^Too many changes from this address, try again in \d+ s$/);
    expect(sixth.body.data).toBeUndefined();
    // Queries are not mutations.
    expect((await post(h, JSON.stringify({ query: '{ __typename }' }), from('198.51.100.1'))).status).toBe(200);
    // The proxy's next client has its own count.
    const other = await post(h, LOGOUT, from('198.51.100.2'));
    expect(other.body).toEqual({ data: { logout: false } });
  });

  it('counts aliased mutation fields, not requests', async () => {
    const six = JSON.stringify({ query: 'mutation { a: logout b: logout c: logout d: logout e: logout f: logout }' });
    const r = await post(h, six, from('198.51.100.3'));
    expect(r.status).toBe(429);
    expect(r.body.errors![0]).toEqual({
      message: 'Too many mutations in one request (at most 5)',
      extensions: { code: 'RATE_LIMITED' },
    });
    const three = JSON.stringify({ query: 'mutation { a: logout b: logout c: logout }' });
    expect((await post(h, three, from('198.51.100.4'))).status).toBe(200);
    expect((await post(h, three, from('198.51.100.4'))).status).toBe(429);
  });

  it('limits every request per address (RATE_LIMIT_MAX), answered as RATE_LIMITED JSON', async () => {
    const health = (address: string) =>
      fetch(`${h.url}/healthz`, { headers: from(address) }).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      }));
    for (let i = 0; i < 40; i++) expect((await health('198.51.100.9')).status).toBe(200);
    const over = await health('198.51.100.9');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      errors: [
        { message: expect.stringMatching(/^Too many requests, try again in /), extensions: { code: 'RATE_LIMITED' } },
      ],
    });
    expect((await health('198.51.100.10')).status).toBe(200);
  });

  it("bounds 1,000 tries from rotating addresses by the hash queue alone, and the dealer's customers still get in", async () => {
    // Each address tries once: no count of its own runs out, and none is kept per project or per
    // dealer (anyone could run that up). One hash at a time is the bound: every try is hashed
    // or refused at once as busy, whatever project it names.
    const BUSY = 'Too many passcode checks at once, try again in a moment';
    const attack = async (project: number) => {
      const calls = Array.from({ length: 1000 }, (_, i) => ({
        body: JSON.stringify({
          query: PASSCODE,
          variables: { c: 'ABU101', p: String(project), pc: `guess-${i}-passcode` },
        }),
        headers: { 'x-forwarded-for': `203.0.113.${i % 250}, 10.${Math.floor(i / 250)}.${project}.${i % 250}` },
      }));
      const measured = await measuredAttack(h, calls, WIDTH);
      const tallied = tally(measured.answers);
      expect(Object.keys(tallied).sort()).toEqual(['200 RATE_LIMITED', '200 UNAUTHENTICATED']);
      const refusals = measured.answers
        .filter((a) => codeOf(a) === 'RATE_LIMITED')
        .map((a) => a.body.errors![0]!.message);
      expect(new Set(refusals)).toEqual(new Set([BUSY]));
      return measured;
    };
    const { slowestMs, stallMs } = await attack(7);
    let project = 7;
    await expectAnsweredInTime(h, slowestMs, async () => (await attack(++project)).slowestMs);
    await expectResponsive(h, stallMs, async () => (await attack(++project)).stallMs);
    // The right passcode from an address of its own: not refused by anyone else's failures.
    const right = await post(
      h,
      JSON.stringify({ query: PASSCODE, variables: { c: 'ABU101', p: snapsheetId, pc: 'right-101' } }),
      from('192.0.2.200'),
    );
    expect(right.body.errors).toBeUndefined();
    // Up to five floods of 1,000 (one, and again when the machine's own noise is in question):
    // a loaded CI machine took over a minute for three.
  }, 240_000);
});

/**
 * The poller: a worker thread that POSTs `{ __typename }` to `url`, one at a time on one kept-alive
 * connection, until told 'stop'; answers every round trip, ms.
 */
const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const body = JSON.stringify({ query: '{ __typename }' });
let stop = false;
parentPort.on('message', (m) => { if (m === 'stop') stop = true; });
function one() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(workerData.url, {
      method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (res) => { res.resume(); res.on('end', () => resolve(performance.now() - started)); });
    req.on('error', reject);
    req.end(body);
  });
}
(async () => {
  const ms = [];
  parentPort.postMessage('ready');
  while (!stop || ms.length < 20) ms.push(await one());
  agent.destroy();
  parentPort.postMessage(ms);
})().catch((err) => parentPort.postMessage({ error: String(err && err.stack || err) }));
`;

/** Polls `{ __typename }` from another thread while `work` runs; answers the poll times, ms. */
async function pollDuring(h: Harness, work: () => Promise<void>): Promise<number[]> {
  const worker = new Worker(POLLER, { eval: true, workerData: { url: `${h.url}/graphql` } });
  const answer = new Promise<number[]>((resolve, reject) => {
    worker.on('message', (m: 'ready' | number[] | { error: string }) => {
      if (m === 'ready') return;
      void worker.terminate();
      if (Array.isArray(m)) resolve(m);
      else reject(new Error(m.error));
    });
    worker.once('error', reject);
  });
  try {
    await work();
  } finally {
    worker.postMessage('stop');
  }
  return answer;
}

/** Keeps one core busy from another thread for `ms` (the control of the pool's measurement). */
function busyThread(ms: number): Promise<void> {
  const worker = new Worker(
    `const end = Date.now() + require('node:worker_threads').workerData; while (Date.now() < end) {}`,
    { eval: true, workerData: ms },
  );
  return new Promise((resolve, reject) => {
    worker.once('exit', () => resolve());
    worker.once('error', reject);
  });
}

function p99(ms: number[]): number {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.floor(0.99 * (sorted.length - 1))]!;
}

/** An SVG of `n` rectangles, padded with a comment to `bytes` when given. */
function svgOf(n: number, bytes = 0): Buffer {
  const rects = Array.from(
    { length: n },
    (_, i) => `<rect x="${i % 100}" y="${Math.floor(i / 100) % 100}" width="1" height="1"/>`,
  ).join('');
  const bare = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${rects}</svg>`;
  const pad = Math.max(0, bytes - bare.length - 7);
  return Buffer.from(bare.replace('</svg>', `<!--${'-'.repeat(pad)}--></svg>`));
}

/** An XLSX roster of `rows` rows, with `extraSheetXml` put into its sheet before `</sheetData>`. */
async function xlsxOf(rows: number, extraSheetXml = ''): Promise<Buffer> {
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const { unzipSync, zipSync } = await import('fflate');
  const data = [
    ['Name', 'Number', 'Size', 'Qty'],
    ...Array.from({ length: rows }, (_, i) => [`Player ${i + 1}`, String(i + 1), 'L', 1]),
  ];
  const written = Buffer.from(await writeXlsxFile(data).toBuffer());
  if (!extraSheetXml) return written;
  const parts = unzipSync(new Uint8Array(written));
  const sheet = Buffer.from(parts['xl/worksheets/sheet1.xml']!).toString('utf8');
  parts['xl/worksheets/sheet1.xml'] = Buffer.from(sheet.replace('</sheetData>', `${extraSheetXml}</sheetData>`));
  return Buffer.from(zipSync(parts, { level: 9 }));
}

describe('CPU work runs off the event loop', () => {
  let h: Harness;
  let token: string;
  const UPLOAD_LOGO = `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id contentType byteSize } }`;
  const PREVIEW = `query($file: RosterFileInput!) { previewRosterImport(styleId: "CG2100", file: $file) { rowCount valid } }`;
  const roster = (bytes: Buffer) => ({ file: { filename: 'roster.xlsx', contentBase64: bytes.toString('base64') } });

  beforeAll(async () => {
    h = await startHarness();
    token = (await h.signIn('ABU201')).token;
    // The pool's thread starts (and loads the sanitiser) once per process, and the gateway's
    // first large upload and refusal warm up its own thread: done before the measurement.
    const warm = await h.gql(
      UPLOAD_LOGO,
      { input: { filename: 'a.svg', content: svgOf(3).toString('base64') } },
      token,
    );
    expect(warm.errors).toBeUndefined();
    const staged = await h.upload(svgOf(100_000, 5_138_022), 'warm.svg', token);
    const refused = await h.gql(UPLOAD_LOGO, { input: { filename: 'w.svg', uploadId: staged.body.uploadId } }, token);
    expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'content' });
  }, 120_000);
  afterAll(async () => h?.close());

  it('refuses a 4.9 MB SVG of 100,000 elements and an XLSX bomb, sanitises a real SVG, while { __typename } keeps a p99 under 100 ms', async () => {
    const huge = svgOf(100_000, 5_138_022); // 4.9 MiB
    expect(huge.byteLength).toBe(5_138_022);
    const inlineHuge = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(25_000)}</svg>`).toString(
      'base64',
    );
    const deep = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(5000)}</svg>`);
    const real = svgOf(2000);
    // A real 400-row roster, one padded with 150,000 empty cells (1.6 MB of XML, 20 KB zipped), and
    // one padded with 15 MB of XML whitespace (15 KB zipped).
    const rosterOk = await xlsxOf(400);
    const cellBomb = await xlsxOf(10, `<row r="900">${'<c r="A900"/>'.repeat(150_000)}</row>`);
    const sizeBomb = await xlsxOf(10, ' '.repeat(15 * 1024 * 1024));
    expect(cellBomb.byteLength).toBeLessThan(64 * 1024);
    expect(sizeBomb.byteLength).toBeLessThan(64 * 1024);

    // One attack: every answer checked, answering the poller's p99 (ms) during it and the p99 of
    // the same poller, as long, while another thread keeps a core busy as the pool's thread did
    // (the machine's own stalls show in that control as in the attack).
    const attack = async (): Promise<{ during: number; busy: number; polls: number }> => {
      const tasksBefore = h.built.cpu.completed;
      const results: Record<string, unknown> = {};
      const started = performance.now();
      const polls = await pollDuring(h, async () => {
        await Promise.all([
          (async () => {
            const staged = await h.upload(huge, 'huge.svg', token);
            expect(staged.status).toBe(200);
            results.huge = errorOf(
              await h.gql(UPLOAD_LOGO, { input: { filename: 'huge.svg', uploadId: staged.body.uploadId } }, token),
            );
            results.hugeMessage = (
              await h.gql(UPLOAD_LOGO, { input: { filename: 'x.svg', content: inlineHuge } }, token)
            ).errors?.[0]?.message;
          })(),
          (async () => {
            const r = await h.gql(
              UPLOAD_LOGO,
              { input: { filename: 'deep.svg', content: deep.toString('base64') } },
              token,
            );
            results.deep = { ...errorOf(r), message: r.errors?.[0]?.message };
          })(),
          (async () => {
            const staged = await h.upload(real, 'crest.svg', token);
            results.real = (
              await h.gql(UPLOAD_LOGO, { input: { filename: 'crest.svg', uploadId: staged.body.uploadId } }, token)
            ).data?.uploadLogo;
          })(),
          (async () => {
            const cells = await h.gql(PREVIEW, roster(cellBomb));
            results.cellBomb = { ...errorOf(cells), message: cells.errors?.[0]?.message };
            const size = await h.gql(PREVIEW, roster(sizeBomb));
            results.sizeBomb = { ...errorOf(size), message: size.errors?.[0]?.message };
            results.rosterOk = (await h.gql(PREVIEW, roster(rosterOk))).data?.previewRosterImport;
          })(),
        ]);
      });
      expect(results).toEqual({
        huge: { code: 'BAD_USER_INPUT', field: 'content' },
        hugeMessage: 'An SVG logo may have at most 20,000 elements',
        deep: {
          code: 'BAD_USER_INPUT',
          field: 'content',
          message: 'An SVG logo may nest its elements at most 64 deep',
        },
        real: { id: expect.any(String), contentType: 'image/svg+xml', byteSize: expect.any(Number) },
        cellBomb: {
          code: 'BAD_USER_INPUT',
          field: 'file',
          message: 'A roster spreadsheet may have at most 25,500 cells: keep only the roster in it',
        },
        sizeBomb: {
          code: 'BAD_USER_INPUT',
          field: 'file',
          message: 'The spreadsheet is too large once unpacked: keep only the roster in it',
        },
        rosterOk: { rowCount: 400, valid: true },
      });
      // Every check ran in the pool's threads: 4 SVGs and 3 spreadsheets.
      expect(h.built.cpu.completed - tasksBefore).toBe(7);
      const attackMs = performance.now() - started;
      const control = await pollDuring(h, () => busyThread(Math.min(20_000, Math.max(3000, attackMs))));
      return { during: p99(polls), busy: p99(control), polls: polls.length };
    };
    // On a machine so loaded that one busy thread slows the loop too (other processes hold the
    // cores), the attack may cost the poller at most 100 ms more than that busy thread does. A
    // burst from another process can land in the attack and miss its control (a CI run saw
    // 220 ms against 30), so the attack, refused without side effects but one more logo, is sent
    // up to three times and passes when one run is within the goal. Work done on the loop shows
    // in every run.
    const runs: { during: number; busy: number; polls: number }[] = [];
    const within = (r: { during: number; busy: number }) => r.during < 100 || r.during < r.busy + 100;
    while (runs.length < 3 && !runs.some(within)) runs.push(await attack());
    expect(
      runs.some(within),
      `p99 during the attack, and with a busy thread: ${runs.map((r) => `${Math.round(r.during)} / ${Math.round(r.busy)} ms over ${r.polls} polls`).join('; ')}`,
    ).toBe(true);
  }, 180_000);

  it('refuses five roster previews in one request before reading any', async () => {
    const file = { filename: 'r.csv', contentBase64: Buffer.from('size\nL\n').toString('base64') };
    const fields = Array.from(
      { length: 5 },
      (_, i) => `p${i}: previewRosterImport(styleId: "CG2100", file: $file) { rowCount }`,
    );
    const before = h.built.cpu.completed;
    const r = await h.gql(`query($file: RosterFileInput!) { ${fields.join(' ')} }`, { file });
    expect(r.errors?.map((e) => ({ message: e.message, code: e.extensions?.code }))).toEqual([
      {
        message: 'Only one roster file (importRoster, previewRosterImport) per request, found 5.',
        code: 'BAD_USER_INPUT',
      },
    ]);
    expect(h.built.cpu.completed).toBe(before);
  });
});
