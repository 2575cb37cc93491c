/**
 * The load run of `npm run bench -- --load` (scripts/bench.mjs): many people at once on
 * PostgreSQL, each pausing between steps as a person does, after a warm-up not counted, then the
 * saturation point (more people each step until a step's p99 passes 1 s). Everything is set up
 * through the public API (the helpers of scripts/bench-graphql.mjs). The people are driven by
 * autocannon, one connection per person, in a child process of its own (this file with
 * `--load-worker`, `runPaced`), never in the gateway's or the bench's.
 *
 * - `--scenario snapsheet` (default): visitors of published snapsheets on one gateway, each ten
 *   times reading a snapsheet, saving a configuration, adding it to their own locker and reading
 *   it (`snapsheetFlow`).
 * - `--scenario store`: the closing hour of team stores. Buyers on two gateways behind nginx
 *   (deploy/nginx.conf, its upstream the two gateways); each buyer opens a store, opens an item,
 *   has a name and number checked, adds it to the cart (in the browser: no request), checks out
 *   paying later and reads the receipt (`storeFlow`). After each run the orders in the database
 *   are counted against the checkouts the buyers saw succeed (`auditOrders`: none lost, none
 *   doubled, each idempotency key one order).
 *
 * Before the warm-up: the generator alone at the run's connections and pace against a bare HTTP
 * server (what it adds to a latency, its own CPU), and for the store each step's SQL statements
 * and the gateways' CPU per call, one buyer at a time (`storeStepCosts`).
 */

import { cpus, loadavg } from 'node:os';
import { freshPostgres, graphqlClient, startBenchGateway } from './bench-graphql.mjs';
import { log } from './lib.mjs';
import {
  SATURATION_P99_MS,
  GOAL_P99_MS,
  fmt,
  cells,
  loadAverage,
  runLoadChild,
  summarize,
  cpuSecondsOf,
  postgresCpuSeconds,
} from './bench-load/measure.mjs';
import { snapsheetScenario, snapsheetFlow } from './bench-load/snapsheet.mjs';
import { storeFlow } from './bench-load/store-flow.mjs';
import { bareFlow, startBareServer, runPaced } from './bench-load/paced.mjs';
import { auditLine, startProxy, storeScenario } from './bench-load/store-scenario.mjs';

const SCENARIOS = { snapsheet: snapsheetScenario, store: storeScenario };

/**
 * The load run of `scenario` ('snapsheet' or 'store'; see the module's comment) on a fresh
 * PostgreSQL database of `postgresUrl`: `people` visitors or buyers for `seconds` after
 * `warmupSeconds` of the same load not counted, `thinkMs` on average between a person's steps;
 * then the saturation point: steps of `stepSeconds` with `people` more each time (2x, 3x ... up
 * to `maxPeople`) until a step's p99 passes 1 s. No render service runs: the gateways' render
 * worker is off, so pictures asked for stay PENDING (in production render services run on
 * machines of their own). Snapsheet: `projects` published snapsheets (6 products each), one
 * gateway; `allowUnpublished` goes on with drafts. Store: team stores of `buyersPerStore` buyers
 * (more when a run would sell a store's every number), two gateways behind nginx, each run's
 * orders counted in the database. Prints the figures; returns false when the run could not be
 * made, had errors, or lost or doubled an order.
 */
export async function benchLoad({
  scenario: name = 'snapsheet',
  people,
  seconds,
  postgresUrl,
  thinkMs,
  warmupSeconds = 10,
  stepSeconds = 20,
  maxPeople = people * 6,
  projects = 5,
  allowUnpublished = false,
  buyersPerStore = 100,
}) {
  const scenario = SCENARIOS[name];
  if (!scenario) throw new Error(`no load scenario ${name} (snapsheet, store)`);
  const noun = scenario.people;
  log(`Load (${name}): ${people} ${noun} for ${seconds} s on PostgreSQL (${postgresUrl})…`);
  let pgdb = null;
  const gateways = [];
  let proxy = null;
  try {
    pgdb = await freshPostgres(postgresUrl);
    // People come from their own addresses (X-Forwarded-For) through one trusted proxy hop, so
    // the per-address limits stay on, as in production behind a load balancer. A store takes
    // checkouts at a pace no real store sees (a buyer every few seconds for each of a hundred
    // buyers): its own limit per minute is set out of reach, the per-address ones are not.
    const env = { TRUST_PROXY_HOPS: '1', STORE_CHECKOUTS_PER_STORE_PER_MINUTE: '1000000' };
    // One after the other: the first migrates and seeds the fresh database.
    for (let i = 0; i < scenario.gateways; i++) gateways.push(await startBenchGateway(pgdb.url, env));
    if (scenario.proxy) proxy = await startProxy(gateways.map((g) => Number(new URL(g.url).port)));
    const gql = graphqlClient(gateways[0].url);
    const options = {
      thinkMs,
      projects,
      allowUnpublished,
      buyersPerStore,
      proxyUrl: proxy?.url,
      gatewayUrl: gateways[0].url,
    };
    const watched = gateways.map((g) => g.pid);
    const runner = await scenario.setup({ gql, options, databaseUrl: pgdb.url, gateway: gateways[0], pids: watched });

    // The generator alone, at the run's connections and pace: its own share of a latency.
    const bare = await startBareServer();
    try {
      const alone = await runLoadChild('bare', { url: bare.url, people, seconds: 10, thinkMs, firstPerson: 0 });
      const [row] = summarize(alone).rows;
      console.log(
        `\nthe generator alone: ${people} connections, ${thinkMs} ms on average between requests, against a bare ` +
          `HTTP server for 10 s: ${row.latencies.length} answers, ${row.errors} errors, p50 ${fmt(row.p50)} ms, ` +
          `p99 ${fmt(row.p99)} ms; its CPU ${fmt(alone.generator.cpuSeconds)} s (${fmt((100 * alone.generator.cpuSeconds) / alone.elapsed, 0)} % of one core), ` +
          `event-loop delay p99 ${fmt(alone.generator.loopDelayP99)} ms; load average ${loadAverage()}`,
      );
    } finally {
      await bare.stop();
    }

    // Warm-up, not counted: a gateway that has just started compiles its code and fills its pool
    // of connections and its caches while the first people wait. A deployed gateway is warm;
    // the figures are of a warm one.
    if (warmupSeconds > 0) {
      const warm = await runner.run(people, warmupSeconds);
      const s = summarize(warm.result);
      console.log(
        `\nwarm-up (not counted): ${people} ${noun} for ${warmupSeconds} s, ${s.errors} errors, ` +
          `worst p99 ${fmt(s.worstP99, 0)} ms${warm.audit && !warm.audit.ok ? `; ${auditLine(warm.audit)}` : ''}`,
      );
    }

    const loadBefore = loadAverage();
    const cpuBefore = cpuSecondsOf(watched);
    const proxyCpuBefore = proxy ? cpuSecondsOf([proxy.pid]) : 0;
    const postgresCpuBefore = postgresCpuSeconds();
    const main = await runner.run(people, seconds);
    const gatewayCpu = cpuSecondsOf(watched) - cpuBefore;
    const proxyCpu = proxy ? cpuSecondsOf([proxy.pid]) - proxyCpuBefore : 0;
    const postgresCpuAfter = postgresCpuSeconds();
    const postgresCpu =
      postgresCpuBefore === null || postgresCpuAfter === null ? null : postgresCpuAfter - postgresCpuBefore;
    const summary = summarize(main.result);
    const r = main.result;
    const widths = [20, 8, 8, 10, 9, 9, 9];
    console.log(
      `\nLoad on PostgreSQL (${name}): ${people} ${noun} for ${seconds} s ${scenario.describe(options)}` +
        `${main.stores ? `; ${main.stores} store${main.stores > 1 ? 's' : ''}` : ''}`,
    );
    console.log(
      `${scenario.gateways} gateway${scenario.gateways > 1 ? 's' : ''}${proxy ? ' behind nginx (deploy/nginx.conf)' : ''}; ` +
        `load generator: ${scenario.generator}; render service: none (render worker off, pictures stay PENDING; ` +
        'in production it runs on machines of its own)',
    );
    console.log(
      cells(['step'.padEnd(20), 'calls', 'errors', 'in flight', 'p50 ms', 'p99 ms', 'max ms'], widths) +
        `   goal p99 < ${GOAL_P99_MS} ms`,
    );
    for (const row of summary.rows)
      console.log(
        `${row.name.padEnd(20)}${cells(
          [
            row.latencies.length + row.errors,
            row.errors,
            row.inFlight ?? '',
            fmt(row.p50, 0),
            fmt(row.p99, 0),
            fmt(row.max, 0),
          ],
          widths.slice(1),
        )}`,
      );
    console.log(
      `flows: ${r.flows} completed (${fmt(r.flows / r.elapsed)}/s)${r.failedFlows !== undefined ? `, ${r.failedFlows} failed` : ''}, ` +
        `${fmt(summary.stepsPerSecond)} steps/s, in ${fmt(r.elapsed)} s`,
    );
    for (const row of summary.rows)
      for (const [message, n] of row.messages.slice(0, 3)) console.log(`  ${row.name}: ${n} x ${message}`);
    for (const note of r.notes ?? []) console.log(`note: ${note}`);
    console.log(
      `gateways' CPU: ${fmt(gatewayCpu)} s, ${fmt((gatewayCpu * 1000) / Math.max(1, summary.steps), 2)} ms per answered step` +
        `${postgresCpu === null ? '' : `; PostgreSQL: ${fmt(postgresCpu)} s, ${fmt((postgresCpu * 1000) / Math.max(1, summary.steps), 2)} ms per answered step`}` +
        `${proxy ? `; nginx: ${fmt(proxyCpu)} s` : ''}` +
        `${r.generator ? `; the generator: ${fmt(r.generator.cpuSeconds)} s (${fmt((100 * r.generator.cpuSeconds) / r.elapsed, 0)} % of one core), event-loop delay p99 ${fmt(r.generator.loopDelayP99, 1)} ms` : ''}`,
    );
    console.log(
      `load average (1, 5, 15 min; ${cpus().length} cores): ${loadBefore} before the run, ${loadAverage()} after; ` +
        `the cores' time in the run: ${fmt(cpus().length * r.elapsed)} s, of which these: ` +
        `${fmt(gatewayCpu + (postgresCpu ?? 0) + proxyCpu + (r.generator?.cpuSeconds ?? 0))} s`,
    );
    if (main.audit) console.log(auditLine(main.audit));
    const goalPeople = name === 'store' ? 1000 : 200;
    const met =
      summary.errors === 0 && summary.worstP99 < GOAL_P99_MS && people >= goalPeople && (main.audit?.ok ?? true);
    console.log(
      `goal: ${goalPeople} ${noun}, 0 errors, p99 under ${GOAL_P99_MS} ms for every step${main.audit ? ', no order lost or doubled' : ''}: ` +
        `${people} ${noun}, ${summary.errors} errors, worst p99 ${fmt(summary.worstP99, 0)} ms` +
        `${main.audit ? `, orders ${main.audit.ok ? 'all there once' : 'NOT all there once'}` : ''} -> ${met ? 'met' : 'NOT MET'}`,
    );

    // The saturation point: more people each step until p99 passes 1 s.
    console.log(`\nSaturation: ${stepSeconds} s steps of ${people} more ${noun}, up to ${maxPeople}`);
    const sw = [10, 9, 8, 14, 14, 15, 16];
    console.log(
      cells(
        [noun.padEnd(10), 'steps/s', 'errors', 'worst p99 ms', 'load average', 'generator CPU', 'its loop p99 ms'],
        sw,
      ),
    );
    // The generator's own share of a core and its event loop's delay: past some thousands of
    // connections it, not the gateways, may be what p99 measures.
    const generatorCells = (run) =>
      run.generator
        ? [`${fmt((100 * run.generator.cpuSeconds) / run.elapsed, 0)} %`, fmt(run.generator.loopDelayP99)]
        : ['', ''];
    console.log(
      `${String(people).padEnd(10)}${cells([fmt(summary.stepsPerSecond), summary.errors, fmt(summary.worstP99, 0), loadavg()[0].toFixed(2), ...generatorCells(r)], sw.slice(1))}  (the run above)`,
    );
    let saturated = summary.worstP99 > SATURATION_P99_MS ? { people, stepsPerSecond: summary.stepsPerSecond } : null;
    let ordersOk = main.audit?.ok ?? true;
    for (let n = people * 2; !saturated && n <= maxPeople; n += people) {
      const run = await runner.run(n, stepSeconds);
      const step = summarize(run.result);
      if (run.audit && !run.audit.ok) ordersOk = false;
      console.log(
        `${String(n).padEnd(10)}${cells([fmt(step.stepsPerSecond), step.errors, fmt(step.worstP99, 0), loadavg()[0].toFixed(2), ...generatorCells(run.result)], sw.slice(1))}` +
          `${run.audit && !run.audit.ok ? `  ${auditLine(run.audit)}` : ''}`,
      );
      if (step.worstP99 > SATURATION_P99_MS) saturated = { people: n, stepsPerSecond: step.stepsPerSecond };
    }
    console.log(
      saturated
        ? `saturation: p99 first passes ${SATURATION_P99_MS} ms at ${saturated.people} ${noun}, ${fmt(saturated.stepsPerSecond)} steps/s`
        : `saturation: p99 stays under ${SATURATION_P99_MS} ms up to ${maxPeople} ${noun} (--max-visitors)`,
    );
    return summary.errors === 0 && ordersOk;
  } catch (err) {
    console.error(`\nThe load run could not be made: ${err.message}`);
    return false;
  } finally {
    await proxy?.stop();
    for (const g of gateways) await g.stop();
    await pgdb?.drop().catch((err) => console.error(`could not drop the bench database: ${err.message}`));
  }
}

// The load generator's child process (`runLoadChild`): `{ scenario, options }` as JSON on stdin,
// the result as JSON on stdout.
if (process.argv[2] === '--load-worker') {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const { scenario, options } = JSON.parse(input);
  const flow = { store: storeFlow, snapsheet: snapsheetFlow, bare: bareFlow }[scenario](options.flow);
  const result = await runPaced(flow, options);
  process.stdout.write(JSON.stringify(result), () => process.exit(0));
}
