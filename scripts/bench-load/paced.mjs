/**
 * The load generator of the load run (scripts/bench-load.mjs): people paced as a person is,
 * driven by autocannon one connection each, and the bare server and flow that measure what the
 * generator itself adds.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { PACED_TIMEOUT_S, benchAddress } from './measure.mjs';

/**
 * The generator alone for `runPaced`: one step, `{ __typename }`, against a bare HTTP server
 * (`startBareServer`) that answers at once: what the generator itself adds to a latency, and
 * its own CPU, at a run's number of connections and pace.
 */
export function bareFlow() {
  return {
    steps: [{ name: 'bare server' }],
    sequence: [0],
    documents: ['{ __typename }'],
    begin() {},
    variables: [() => ({})],
    checks: [
      (data) => {
        if (data.__typename !== 'Query') throw new Error('the bare server answered something else');
      },
    ],
    failed() {},
    result: () => ({}),
  };
}

/**
 * A bare Node HTTP server in a process of its own answering every request with
 * `{"data":{"__typename":"Query"}}`; resolves `{ url, stop() }`.
 */
export async function startBareServer() {
  const source = `
    const server = require('node:http').createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end('{"data":{"__typename":"Query"}}');
      });
    });
    server.keepAliveTimeout = 120000;
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));
    process.on('SIGTERM', () => process.exit(0));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
    child.stdout.once('data', (c) => resolve(Number(String(c).trim())));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The people of one load step, run in this process (the load generator's own, see
 * `runLoadChild`), by autocannon: one connection per person to `url` for `seconds`; on each
 * connection person after person goes through `flow.sequence` (indexes of `flow.steps`), person
 * n counted from `firstPerson`, with `thinkMs` on average (0.5x to 1.5x) before each request, as
 * many times as the step's `pauses` (default 1). Person n sends `X-Forwarded-For:
 * benchAddress(n)` and an `X-Visitor-Key` of their own. A flow stops at its first error or
 * unanswered request; the connection's next person starts.
 * Returns per step its latencies (autocannon's, from the request's write to its answer; sorted),
 * errors (error answers, and requests without an answer after PACED_TIMEOUT_S) and first
 * messages, and requests in flight when the run ended; the flows completed, the people started,
 * the generator's own CPU time and event-loop delay, and what the flow adds (`flow.result()`).
 */
export async function runPaced(flow, { url, people, seconds, thinkMs, firstPerson }) {
  const { default: autocannon } = await import('autocannon');
  const { steps, sequence, documents } = flow;
  const stats = steps.map((s) => ({ name: s.name, latencies: [], errors: 0, messages: new Map(), inFlight: 0 }));
  const sent = new Set();
  // People arrive spread over the pauses of one pass through the steps.
  const arrivalMs = steps.reduce((n, step) => n + (step.pauses ?? 1), 0) * thinkMs;
  let nextPerson = firstPerson;
  let flows = 0;
  let connectionErrors = 0;
  // The answer onResponse just judged: autocannon calls a request's onResponse and then, in
  // the same turn, emits the connection's 'response' event with the request's duration.
  let judged = null;

  const failure = (st, message) => {
    st.errors++;
    st.messages.set(message, (st.messages.get(message) ?? 0) + 1);
  };
  const requests = sequence.map((step, i) => ({
    method: 'POST',
    path: '/graphql',
    setupRequest(req, c) {
      // A flow whose last request failed or went unanswered ends: false starts the next person.
      if (i > 0 && !c.ok) return null;
      if (i === 0) {
        c.person = nextPerson++;
        c.visitorKey = randomBytes(16).toString('hex');
        flow.begin(c);
      }
      const body = JSON.stringify({ query: documents[step], variables: flow.variables[step](c) });
      c.ok = false;
      // A person's first request is made when autocannon makes the connection, and sent when
      // the person arrives (`arrive`), which stamps it then.
      c.sent = { step, at: constructing ? null : performance.now() };
      sent.add(c.sent);
      return {
        ...req,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': benchAddress(c.person),
          'x-visitor-key': c.visitorKey,
        },
        body,
      };
    },
    onResponse(status, text, c) {
      sent.delete(c.sent);
      let message = null;
      try {
        const body = JSON.parse(text);
        if (body.errors?.length) {
          const first = body.errors[0];
          message = `${first.extensions?.code ?? 'ERROR'}: ${first.message}`;
        } else if (status !== 200) message = `HTTP ${status}`;
        else flow.checks[step](body.data, c);
      } catch (err) {
        message ??= err instanceof SyntaxError ? `HTTP ${status}: ${text.slice(0, 120)}` : err.message;
      }
      if (message) flow.failed(step, c, message);
      c.ok = message === null;
      judged = { index: i, step, message };
    },
  }));

  // A person's pause varies: uniform between half and one and a half times `thinkMs`. A fixed
  // pause would keep people who once waited together in step for the rest of the run.
  const pause = (n) => {
    let ms = 0;
    for (let k = 0; k < n; k++) ms += thinkMs * (0.5 + Math.random());
    return ms;
  };
  const setupClient = (client) => {
    // autocannon connects every connection at once and sends a connection's next request as
    // soon as the last is answered (its `connectionRate` is whole requests per second, at least
    // 1, in windows every connection starts at once). A person arrives at a random moment of one
    // pass through the steps, connects then (so the first request waits for its connection, as
    // a browser's does, and a thousand connections do not overflow the proxy's listen queue at
    // once), and pauses before each next request: both added here around the client's connect
    // and send.
    const connect = client._connect;
    const send = client._doRequest;
    let next = -1;
    let arrived = false;
    client._connect = function arrive() {
      if (arrived) return connect.call(client);
      arrived = true;
      // What the client's destroy ends when the run stops before this person arrives.
      client.conn = new Socket();
      setTimeout(() => {
        if (client.destroyed) return;
        const first = client.requestIterator.context.sent;
        if (first) first.at = performance.now();
        connect.call(client);
      }, Math.random() * arrivalMs);
    };
    client._doRequest = function delayed() {
      if (next < 0) return send.call(client);
      setTimeout(
        () => {
          if (!client.destroyed) send.call(client);
        },
        pause(steps[sequence[next]].pauses ?? 1),
      );
    };
    client.on('response', (_status, _bytes, ms) => {
      const answer = judged;
      judged = null;
      if (!answer) return;
      const st = stats[answer.step];
      if (answer.message) failure(st, answer.message);
      else {
        st.latencies.push(ms);
        if (answer.step === steps.length - 1) flows++;
      }
      next = answer.message || answer.index === sequence.length - 1 ? 0 : answer.index + 1;
    });
    client.on('connError', () => connectionErrors++);
  };

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  // autocannon makes every connection (and its first request) in the call itself.
  let constructing = true;
  const result = await new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: people,
        duration: seconds,
        // autocannon's clock runs from a connection's last send, across the pauses (at most one
        // pass's) and before a person arrives: PACED_TIMEOUT_S of waiting for an answer besides.
        timeout: PACED_TIMEOUT_S + Math.ceil(arrivalMs / 1000),
        requests,
        setupClient,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    constructing = false;
  });
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  loopDelay.disable();
  const now = performance.now();
  for (const request of sent) {
    // Never sent: the run ended before this person arrived.
    if (request.at === null) continue;
    if (now - request.at > PACED_TIMEOUT_S * 1000)
      failure(stats[request.step], `no answer within ${PACED_TIMEOUT_S} s`);
    else stats[request.step].inFlight++;
  }
  const more = flow.result();
  return {
    ...more,
    elapsed,
    flows,
    people: nextPerson - firstPerson,
    notes: [
      ...(more.notes ?? []),
      ...(connectionErrors ? [`${connectionErrors} connection errors`] : []),
      ...(result.timeouts ? [`autocannon counted ${result.timeouts} timeouts`] : []),
    ],
    steps: stats.map((st) => ({ ...st, latencies: st.latencies.sort((a, b) => a - b), messages: [...st.messages] })),
    generator: {
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      loopDelayP99: loopDelay.percentile(99) / 1e6,
      requests: result.totalCompletedRequests,
    },
  };
}
