/**
 * The fuzz run, defined in the calling test file for some of the callers:
 * every Query and Mutation field of the executable schema called `FUZZ_PER_OPERATION` times
 * (default 12: three in four with values of the argument's type, one in four hostile), over the
 * given callers in turn, against a harness of its own.
 *
 * Expected: no INTERNAL error, no HTTP 5xx, nothing half-written (the calls run in batches of 8,
 * 4 in flight; across every batch whose mutations all failed the row count of every table stays
 * the same, but for tables its queries may write by design, `READ_WRITTEN_BY_TYPE`; at the end,
 * rows that belong together exist together), and every operation reaches
 * its resolver in at least a third of its calls: a call reaches it when execution started (the
 * answer's `data` holds the field, or an error raised by it names it in its `path`); refusals
 * before execution (variable coercion, a print grant's mutation, a body over the limit) do not.
 *
 * The seed is random per run and printed; `FUZZ_SEED=<n>` replays it (the plan and the values
 * are the seed's); `FUZZ_DESCRIBE=<n>` prints more of each failing call's variables.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { executableSchema } from '../../src/schema.js';
import { startHarness, type Harness } from '../harness.js';
import { NO_ORPHANS, orphans, readWrittenTables, rowCounts } from './checks.js';
import { setUpFixtures, type FuzzCaller, type FuzzFixtures } from './fixtures.js';
import { describeCall, operations, planCalls, type Call } from './operations.js';
import { emptyRecords, prng, ValueDrawer } from './values.js';

const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 12);
/** Calls in flight at once. */
const IN_FLIGHT = 4;
/** Calls per batch between two row counts. */
const BATCH = 8;
/** The least share of an operation's calls that must reach its resolver. */
const MIN_REACH = 1 / 3;
/** Mutations that may end a caller's session: run last in their batch, followed by `FuzzFixtures.restore`. */
const SESSION_ENDING = new Set(['logout', 'revokeApiToken', 'setDealerPasscode']);

interface Answer {
  /** No data for the field. */
  failed: boolean;
  /** The field's resolver ran (`data` holds the field, or an error has its path). */
  reached: boolean;
}

/** Defines the fuzz test for `callers` in the calling file. */
export function defineFuzz(callers: readonly FuzzCaller[]): void {
  const seed = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31 - 1));
  const replay = `FUZZ_SEED=${seed}`;
  const real = emptyRecords();
  const values = new ValueDrawer(prng(seed), real);
  let h: Harness;
  let fixtures: FuzzFixtures;

  beforeAll(async () => {
    h = await startHarness();
    fixtures = await setUpFixtures(h, real);
  }, 120_000);
  afterAll(async () => h?.close());

  it(`answers every operation ${PER_OPERATION} times as ${callers.join(', ')} without INTERNAL, 5xx or half-written data, reaching each resolver`, async () => {
    const ops = operations(executableSchema());
    const calls = planCalls(ops, callers, PER_OPERATION, values);
    const failures: string[] = [];
    const codes = new Map<string, number>();
    const reach = new Map<string, { calls: number; reached: number }>(
      ops.map((o) => [o.field, { calls: 0, reached: 0 }]),
    );
    const count = (code: string) => codes.set(code, (codes.get(code) ?? 0) + 1);
    let checkedBatches = 0;
    let before = await rowCounts(h);

    const run = async (c: Call<FuzzCaller>): Promise<Answer> => {
      const res = await fetch(`${h.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...fixtures.headers(c.caller) },
        body: JSON.stringify({ query: c.op.document, variables: c.variables }),
      });
      const text = await res.text();
      if (res.status >= 500) failures.push(`HTTP ${res.status}: ${describeCall(c)} -> ${text.slice(0, 300)}`);
      let body: {
        data?: Record<string, unknown> | null;
        errors?: { message: string; path?: unknown[]; extensions?: { code?: string } }[];
      };
      try {
        body = JSON.parse(text);
      } catch {
        failures.push(`not JSON (HTTP ${res.status}): ${describeCall(c)} -> ${text.slice(0, 200)}`);
        return { failed: true, reached: false };
      }
      for (const e of body.errors ?? []) {
        const code = e.extensions?.code ?? 'NONE';
        count(code);
        if (code === 'INTERNAL' || code === 'NONE') failures.push(`${code} ${e.message}: ${describeCall(c)}`);
      }
      // A refusal before GraphQL (e.g. 413 for a body over the limit) has no `errors`.
      if (!body.errors) count(res.status >= 400 ? `HTTP ${res.status}` : 'OK');
      // Execution started: `data` holds the field (null too: a lookup that found nothing), or an
      // error names the field in its `path` (raised in the resolver; a non-null field's error
      // makes `data` null). A refusal before execution has neither.
      const reached =
        (body.data != null && c.op.field in body.data) || (body.errors ?? []).some((e) => e.path?.[0] === c.op.field);
      return { failed: body.data?.[c.op.field] == null, reached };
    };

    const started = Date.now();
    const cpu = process.cpuUsage();
    for (let start = 0; start < calls.length; start += BATCH) {
      const batch = calls.slice(start, start + BATCH);
      const answers: Answer[] = [];
      // Calls that may end a session run last, one by one, so no call of the batch meets a
      // session ended under it (it would be refused before its resolver).
      const ending = [...batch.entries()].filter(([, c]) => SESSION_ENDING.has(c.op.field));
      const queue = [...batch.entries()].filter(([, c]) => !SESSION_ENDING.has(c.op.field));
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) answers[next[0]] = await run(next[1]);
        }),
      );
      for (const [i, c] of ending) {
        answers[i] = await run(c);
        // It succeeded: sessions are opened again (the batch is then not row-checked).
        if (!answers[i]!.failed) await fixtures.restore();
      }
      for (const [i, c] of batch.entries()) {
        const r = reach.get(c.op.field)!;
        r.calls += 1;
        if (answers[i]!.reached) r.reached += 1;
      }
      const after = await rowCounts(h);
      if (batch.every((c, i) => c.op.kind === 'query' || answers[i]!.failed)) {
        checkedBatches += 1;
        const mayWrite = readWrittenTables(batch.filter((c) => c.op.kind === 'query').map((c) => c.op));
        const changed = Object.keys(after).filter((t) => after[t] !== before[t] && !mayWrite.has(t));
        if (changed.length)
          failures.push(
            `rows changed (${changed.map((t) => `${t} ${before[t]}->${after[t]}`).join(', ')}) though every mutation failed: ${batch
              .filter((c) => c.op.kind === 'mutation')
              .map(describeCall)
              .join(' | ')}`,
          );
      }
      before = after;
    }
    const used = process.cpuUsage(cpu);
    const lowReach = [...reach]
      .filter(([, r]) => r.reached < r.calls * MIN_REACH)
      .map(([field, r]) => `${field} ${r.reached}/${r.calls}`);
    const reachedAll = [...reach.values()].reduce((n, r) => n + r.reached, 0);
    console.log(
      `fuzz ${replay} (${callers.join(', ')}): ${calls.length} calls of ${ops.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(${((used.user + used.system) / 1e6).toFixed(1)} s CPU in this process); ${reachedAll} reached a resolver; ` +
        `${checkedBatches} of ${Math.ceil(calls.length / BATCH)} batches row-checked; answers ${JSON.stringify(Object.fromEntries(codes))}\n` +
        `  reach per operation: ${[...reach].map(([field, r]) => `${field} ${r.reached}/${r.calls}`).join(', ')}`,
    );
    expect(failures.slice(0, 20), `${replay}: ${failures.length} failures`).toEqual([]);
    expect(await orphans(h), replay).toEqual(NO_ORPHANS);
    expect(lowReach, `${replay}: operations reaching their resolver in under a third of their calls`).toEqual([]);
    // The half-written check must have had batches to check.
    expect(checkedBatches, replay).toBeGreaterThan(calls.length / BATCH / 10);
  }, 900_000);
}
