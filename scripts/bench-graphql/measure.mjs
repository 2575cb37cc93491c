/**
 * How the GraphQL figures are measured (scripts/bench-graphql.mjs): autocannon in a process of
 * its own, the server's CPU from /proc, the bare server beside the gateway, the SQL statements
 * of one call, and the table cells the figures are printed in.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { root } from '../lib.mjs';
import { REQUEST_TIMEOUT_MS, GraphQLAnswerError } from './client.mjs';

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/**
 * Runs of the load generator (`autocannonWorker`) taken together: their answers over their time,
 * latencies pooled, and the server's and the generator's CPU time over them per answer.
 */
export function combined(results) {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const elapsed = results.reduce((t, r) => t + r.elapsed, 0);
  const perRequest = (key) =>
    results.every((r) => r[key] !== null) && latencies.length
      ? results.reduce((t, r) => t + r[key], 0) / latencies.length
      : NaN;
  return {
    latencies,
    elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMsPerRequest: perRequest('cpuMs'),
    generatorCpuMsPerRequest: perRequest('generatorCpuMs'),
    errors: results.reduce((n, r) => n + r.errors, 0),
    firstError: results.find((r) => r.firstError)?.firstError ?? null,
  };
}

/**
 * The load generator: scripts/bench-autocannon.mjs (autocannon) in a child process of its own,
 * so it never shares an event loop with the bench or the server it measures. One process for
 * the whole bench, so that its own code is warm (compiled) in every run it makes.
 * `run({ url, method, headers, body, connections, seconds })` resolves the job's
 * `{ ok, errors, firstError, elapsed, latencies }` (see that file); `close()` ends it; `pid` is
 * its process id (its CPU time: `cpuMsOf`).
 */
export function autocannonWorker() {
  const child = spawn(process.execPath, ['scripts/bench-autocannon.mjs'], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting = [];
  let failure = null;
  const fail = (err) => {
    failure ??= err;
    for (const w of waiting.splice(0)) w.reject(failure);
  };
  child.on('error', fail);
  child.stdin.on('error', fail);
  child.on('exit', (code) => fail(new Error(`the load generator exited with code ${code}`)));
  createInterface({ input: child.stdout }).on('line', (line) => {
    const w = waiting.shift();
    try {
      w?.resolve(JSON.parse(line));
    } catch {
      w?.reject(new Error(`the load generator answered no result: ${line.slice(0, 200)}`));
    }
  });
  return {
    pid: child.pid,
    run(job) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        child.stdin.write(`${JSON.stringify(job)}\n`);
      });
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await exited;
    },
  };
}

/** Clock ticks a second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
export const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time, user and system, process `pid` has used so far (every thread: JavaScript, garbage
 * collection, libuv's pool), in ms at the clock tick's resolution (10 ms); null where there is no
 * /proc (not Linux).
 */
export function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state is the
    // first, utime the 12th and stime the 13th (fields 14 and 15 of proc(5)).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * Starts scripts/bench-bare-server.mjs (Fastify + Apollo Server with one field) in a process of
 * its own: `{ url, pid, stop() }` once it listens.
 */
export async function startBareServer() {
  const child = spawn(process.execPath, ['scripts/bench-bare-server.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.on('data', (c) => process.stderr.write(`[bare server] ${c}`));
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare server did not start within 60 s')), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bare server exited with code ${code} before listening`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      const m = /^bench-bare-server listening (\d+)$/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The web app's document of operation `operationName` in its persisted-documents manifest
 * (web/src/gql/persisted-documents.json, written by `npm run codegen`): `{ id, text }`, `id` the
 * sha256 of `text` the web sends as `documentId`. Throws when no document has that operation.
 */
export async function webDocument(operationName) {
  const { parse } = await import('graphql');
  const manifest = JSON.parse(readFileSync(join(root, 'web/src/gql/persisted-documents.json'), 'utf8'));
  for (const [id, text] of Object.entries(manifest))
    if (parse(text).definitions.some((d) => d.kind === 'OperationDefinition' && d.name?.value === operationName))
      return { id, text };
  throw new Error(`the web's persisted-documents manifest has no operation ${operationName}`);
}

/**
 * One answer to `request` (`{ url, method, headers, body }`, as the load generator sends it):
 * its `data`; throws GraphQLAnswerError on GraphQL errors, Error on another status or a body
 * that is not JSON.
 */
export async function requestOnce(request) {
  const res = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
  }
  if (body.errors?.length) throw new GraphQLAnswerError(body.errors);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return body.data;
}

/** A POST of `query` and `variables` to `/graphql` of `url`, with `headers` added. */
export const postRequest = (url, query, variables, headers) => ({
  url: `${url}/graphql`,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify({ query, variables }),
});

/** SQL statements of one call of `fn`, measured `repeats` times one after another. */
export async function statementsOf(gateway, fn, repeats = 3) {
  const counts = [];
  for (let i = 0; i < repeats; i++) {
    const before = await gateway.statements();
    await fn();
    counts.push((await gateway.statements()) - before);
  }
  return counts;
}

/** Most SQL statements a page query may run: a page's reads are batched, not one query per item. */
export const MAX_PAGE_STATEMENTS = 8;
/** The visitor key the snapsheet page is read with (a visitor's page, not the dealer's). */
export const BENCH_VISITOR = randomBytes(16).toString('hex');

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
export const cells = (values, widths) => values.map((v, i) => String(v).padStart(widths[i])).join('');
