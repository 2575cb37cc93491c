#!/usr/bin/env node
/**
 * The load generator of `npm run bench`'s GraphQL figures: autocannon in a process of its own, so
 * the requests are never made from the event loop of the bench or of the server measured.
 *
 * Reads jobs from stdin, one JSON object a line:
 *   { "url": "http://127.0.0.1:4000/graphql?...", "method": "POST" | "GET",
 *     "headers": { ... }, "body": "..." (optional), "connections": 10, "seconds": 1 }
 * and answers each, in order, with one JSON line on stdout:
 *   { "ok": n, "errors": n, "firstError": string | null, "elapsed": seconds,
 *     "latencies": [ms, ...] }
 * `ok` counts answers with a 2xx status and no GraphQL `errors` (the body is checked for an
 * `"errors"` key); `latencies` are theirs, in ms (float, unsorted). `errors` counts every other
 * answer, connection error and timeout; `firstError` is the first one's status and body (200
 * characters). `elapsed` is autocannon's own time from its start to its finish. Ends when stdin
 * ends. Run by scripts/bench-graphql/measure.mjs (`autocannonWorker`).
 */
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

/** One autocannon run of `job` (see the docstring above). */
async function run(job) {
  const latencies = [];
  let ok = 0;
  let errors = 0;
  let firstError = null;
  // autocannon hands the body to `onResponse` and then emits 'response' with the latency for the
  // same answer, synchronously, so this flag carries the body's verdict to its latency.
  let lastOk = false;
  const instance = autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    pipelining: 1,
    timeout: 30,
    requests: [
      {
        method: job.method,
        headers: job.headers,
        ...(job.body === undefined ? {} : { body: job.body }),
        onResponse(status, body) {
          lastOk = status >= 200 && status < 300 && !body.includes('"errors"');
          if (!lastOk) {
            errors++;
            firstError ??= `HTTP ${status}: ${body.slice(0, 200)}`;
          }
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    if (!lastOk) return;
    ok++;
    latencies.push(responseTime);
  });
  instance.on('reqError', (err) => {
    errors++;
    firstError ??= err.message;
  });
  // A timeout is a reqError too (autocannon emits both).
  const result = await instance;
  return {
    ok,
    errors,
    firstError,
    elapsed: (result.finish.getTime() - result.start.getTime()) / 1000,
    latencies,
  };
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  process.stdout.write(`${JSON.stringify(await run(JSON.parse(line)))}\n`);
}
