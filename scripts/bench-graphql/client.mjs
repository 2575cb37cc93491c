/**
 * What a bench run talks to (scripts/bench-graphql.mjs, scripts/bench-load.mjs): a fresh
 * PostgreSQL database, the built gateway in a process of its own, and a GraphQL client whose
 * calls stop by themselves.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { root } from '../lib.mjs';

export const ENTRY_SECRET = 'bench-entry-secret-0123456789abcdef';

/** Per-request limit of every bench call: the loops stop by themselves. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A GraphQL answer with errors: `code` is the first error's extensions.code. */
export class GraphQLAnswerError extends Error {
  constructor(errors) {
    const first = errors[0] ?? {};
    super(`${first.extensions?.code ?? 'ERROR'}: ${first.message ?? 'unknown error'}`);
    this.code = first.extensions?.code;
    this.errors = errors;
  }
}

/** A database of its own on the PostgreSQL server of `baseUrl`, dropped by `drop()`. */
export async function freshPostgres(baseUrl) {
  const name = `tas_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * Starts scripts/bench-gateway.mjs on a fresh data directory (and `databaseUrl` when given) with
 * the render and order-sync workers off and `env` added. Resolves once it listens.
 */
export async function startBenchGateway(databaseUrl, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tas-bench-gql-'));
  // BENCH_CPU_PROF_DIR: the gateway writes a CPU profile (.cpuprofile) there when it stops.
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR]
    : [];
  const child = spawn(process.execPath, [...profile, 'scripts/bench-gateway.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DEALER_ENTRY_SECRET: ENTRY_SECRET,
      LOG_LEVEL: 'warn',
      RENDER_WORKER: 'off',
      ORDER_SYNC_WORKER: 'off',
      // No render service: snapshots asked for stay PENDING, as before a render finishes.
      RENDER_SERVICE_URL: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.on('data', (c) => process.stderr.write(`[gateway] ${c}`));
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bench gateway did not start within 120 s')), 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bench gateway exited with code ${code} before listening`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      const m = /^bench-gateway listening (\d+)$/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      } else process.stdout.write(`[gateway] ${line}\n`);
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** The gateway's process id (its CPU time: `cpuMsOf`). */
    pid: child.pid,
    /** Statements the gateway has run through Kysely so far. */
    async statements() {
      const r = await fetch(`${url}/__bench/sql-statements`);
      return (await r.json()).statements;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `gql(query, variables, { token, visitorKey, forwardedFor })` -> data; throws
 * GraphQLAnswerError on errors, Error on a non-JSON answer or a timeout.
 */
export function graphqlClient(url) {
  return async (query, variables = {}, opts = {}) => {
    const headers = { 'content-type': 'application/json' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.visitorKey) headers['x-visitor-key'] = opts.visitorKey;
    if (opts.forwardedFor) headers['x-forwarded-for'] = opts.forwardedFor;
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
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
  };
}

export const visitorKey = () => randomBytes(16).toString('hex');
