/**
 * What the load run (scripts/bench-load.mjs) measures with: its thresholds, percentiles and
 * table cells, the load average, each person's own address, the load generator's child process
 * and the CPU seconds of the gateways.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { root } from '../lib.mjs';

/** p99 of a step past which the gateways count as saturated, ms. */
export const SATURATION_P99_MS = 1000;
/** The goal of every step's p99, ms. */
export const GOAL_P99_MS = 300;
/** Seconds without an answer after which a request counts as unanswered (an error). */
export const PACED_TIMEOUT_S = 30;

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
export const cells = (values, widths) => values.map((v, i) => String(v).padStart(widths[i])).join('');
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * Person n's own address in 198.18.0.0/15, the benchmarking range (RFC 2544), sent as
 * `X-Forwarded-For`: the per-address limits count each person apart, as behind a real proxy.
 */
export const benchAddress = (n) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Runs one load step in a child process of its own (scripts/bench-load.mjs with
 * `--load-worker`), so the load generator never shares a process, nor its event loop, with the
 * gateway or the bench.
 */
export function runLoadChild(scenario, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/bench-load.mjs', '--load-worker'], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.on('error', reject);
    child.on('exit', (code) => {
      const out = Buffer.concat(chunks).toString();
      if (code !== 0) return reject(new Error(`the load generator exited with code ${code}`));
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`the load generator answered no result: ${out.slice(0, 200)}`));
      }
    });
    child.stdin.end(JSON.stringify({ scenario, options }));
  });
}

/** A load step's figures: per step p50/p99/max, errors, steps a second, the worst p99. */
export function summarize(result) {
  let errors = 0;
  let worstP99 = 0;
  let steps = 0;
  const rows = result.steps.map((st) => {
    const p99 = percentile(st.latencies, 99);
    errors += st.errors;
    steps += st.latencies.length;
    // A step none reached (a short run) has no p99; one whose every call failed counts as past any.
    if (st.latencies.length || st.errors) worstP99 = Math.max(worstP99, Number.isFinite(p99) ? p99 : Infinity);
    return { ...st, p50: percentile(st.latencies, 50), p99, max: st.latencies.at(-1) };
  });
  return { rows, errors, worstP99, steps, stepsPerSecond: steps / result.elapsed };
}

/**
 * CPU seconds (user + system) of the machine's PostgreSQL: its postmaster (a `postgres` process
 * whose parent is not one), every process under it, and its children that ended (the
 * postmaster's cutime + cstime); null when no PostgreSQL runs here (a server on another machine).
 */
export function postgresCpuSeconds() {
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  const comm = (pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      return null;
    }
  };
  const postmasters = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || comm(entry) !== 'postgres') continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (comm(fields[1]) !== 'postgres')
        postmasters.push({ pid: Number(entry), ended: Number(fields[13]) + Number(fields[14]) });
    } catch {
      // gone meanwhile
    }
  }
  if (!postmasters.length) return null;
  return cpuSecondsOf(postmasters.map((p) => p.pid)) + postmasters.reduce((n, p) => n + p.ended, 0) / ticks;
}

/** CPU seconds (user + system) of the processes `pids` and everything they started, from /proc. */
export function cpuSecondsOf(pids) {
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  const procs = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  const within = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = procs.get(p)?.ppid ?? 0, hops++)
      if (pids.includes(p)) return true;
    return false;
  };
  let sum = 0;
  for (const [pid, p] of procs) if (within(pid)) sum += p.ticks;
  return sum / ticks;
}
