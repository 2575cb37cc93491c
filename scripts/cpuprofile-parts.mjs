#!/usr/bin/env node
/**
 * Where a gateway's CPU profile spends its time, by part: `node scripts/cpuprofile-parts.mjs
 * <file.cpuprofile> [top]` (a profile of `node --cpu-prof`, of the bench's BENCH_CPU_PROF_DIR, or
 * of the inspector's Profiler). Each sample goes to the innermost frame of a known part (a
 * package or a gateway module); Node's own frames (streams, sockets, timers) go to the part that
 * called them; the socket write itself (`writev`) is split by who wrote: SQL statements (pg) or
 * HTTP answers; JSON.stringify/parse and promise jobs (`runMicrotasks`) are parts of their own;
 * the profiler's own samples are left out. Prints each part's milliseconds and share of the busy
 * time (not idle), then the `top` functions by self time (default 30).
 */
import { readFileSync } from 'node:fs';

const [file, top = '30'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpuprofile-parts.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const pkg = (names) => new RegExp(`node_modules/(${names})/`);
/** Parts in the order they are tried on a frame: the first that matches names it. */
const PARTS = [
  ['GC', (f) => f.functionName === '(garbage collector)'],
  ['idle', (f) => f.functionName === '(idle)'],
  ['(program)', (f) => f.functionName === '(program)'],
  [
    'pg: parsing rows',
    (f) =>
      pkg('pg-protocol|pg-types|postgres-array|postgres-date|postgres-interval|postgres-bytea').test(f.url) ||
      /node_modules\/pg\/lib\/result\.js/.test(f.url),
  ],
  ['pg: sending, pool', (f) => pkg('pg|pg-pool|pg-connection-string').test(f.url)],
  ['Kysely', (f) => pkg('kysely').test(f.url)],
  ['graphql-jit', (f) => pkg('graphql-jit').test(f.url) || (f.url === '' && /^(anonymous|query)/.test(f.functionName))],
  ['graphql-js execution', (f) => /node_modules\/graphql\/(execution|jsutils|type)\//.test(f.url)],
  ['graphql-js parse, validate', (f) => /node_modules\/graphql\/(language|validation|utilities)\//.test(f.url)],
  ['graphql-tools', (f) => pkg('@graphql-tools/[^/]+').test(f.url)],
  ['Apollo', (f) => pkg('@apollo/[^/]+|@as-integrations/[^/]+').test(f.url)],
  [
    'Fastify, HTTP',
    (f) =>
      pkg(
        'fastify|@fastify/[^/]+|find-my-way|light-my-request|avvio|pino|fast-json-stringify|secure-json-parse|fast-querystring',
      ).test(f.url),
  ],
  ['dataloader', (f) => pkg('dataloader').test(f.url)],
  ['pricing', (f) => /gateway\/(dist\/)?src\/modules\/pricing\//.test(f.url)],
  ['lockers', (f) => /gateway\/(dist\/)?src\/modules\/lockers\//.test(f.url)],
  ['render, snapshots', (f) => /gateway\/(dist\/)?src\/modules\/render\//.test(f.url)],
  ['configurations', (f) => /gateway\/(dist\/)?src\/modules\/configurations\//.test(f.url)],
  ['gateway, other', (f) => /gateway\/(dist\/)?src\//.test(f.url)],
  ['other packages', (f) => /node_modules\//.test(f.url)],
];
const SOCKET_WRITES = new Set(['writev', 'writeUtf8String', 'writeBuffer']);

function partOf(id) {
  const leaf = byId.get(id).callFrame;
  let hooks = false;
  for (let cur = id; cur != null; cur = parent.get(cur)) {
    const f = byId.get(cur).callFrame;
    if (f.url.startsWith('node:')) {
      if (f.url.includes('async_hooks')) hooks = true;
      continue;
    }
    const part = PARTS.find(([, test]) => test(f))?.[0];
    if (!part) continue;
    if (SOCKET_WRITES.has(leaf.functionName))
      return part.startsWith('pg') || part === 'Kysely'
        ? 'socket writes: SQL statements'
        : 'socket writes: HTTP answers';
    return hooks ? 'async hooks (AsyncLocalStorage)' : part;
  }
  return hooks ? 'async hooks (AsyncLocalStorage)' : 'Node, native';
}

const parts = new Map();
const selfTime = new Map();
const partById = new Map();
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  const dt = profile.timeDeltas[i] ?? 0;
  const leaf = byId.get(id).callFrame;
  if (leaf.functionName === 'dispatch' && leaf.url === '') continue; // the profiler's own work
  total += dt;
  let part;
  if (leaf.url === '' && /^(stringify|parse|JSONSerialize)$/.test(leaf.functionName)) part = 'JSON stringify, parse';
  else if (leaf.functionName === 'runMicrotasks') part = 'promise jobs (runMicrotasks)';
  else {
    part = partById.get(id);
    if (!part) partById.set(id, (part = partOf(id)));
  }
  parts.set(part, (parts.get(part) ?? 0) + dt);
  const tail = (marker) =>
    leaf.url.includes(marker) ? leaf.url.slice(leaf.url.lastIndexOf(marker) + marker.length) : null;
  const where = tail('node_modules/') ?? (tail('/src/') !== null ? `gateway:${tail('/src/')}` : leaf.url);
  const key = `${leaf.functionName || '(anonymous)'} ${where}:${leaf.lineNumber + 1}`;
  selfTime.set(key, (selfTime.get(key) ?? 0) + dt);
}
const busy = total - (parts.get('idle') ?? 0);
const pct = (v) => `${((100 * v) / busy).toFixed(1).padStart(5)} %`;
console.log(`profile ${(total / 1e6).toFixed(2)} s, busy ${(busy / 1e6).toFixed(2)} s`);
for (const [name, v] of [...parts].sort((a, b) => b[1] - a[1]))
  if (name !== 'idle') console.log(`${name.padEnd(34)} ${(v / 1e3).toFixed(0).padStart(7)} ms ${pct(v)}`);
console.log(`\ntop ${top} functions by self time:`);
for (const [name, v] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
  console.log(`${pct(v)}  ${name}`);
