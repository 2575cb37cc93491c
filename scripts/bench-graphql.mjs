/**
 * GraphQL figures of `npm run bench`, against the built gateway in a process
 * of its own (scripts/bench-gateway.mjs) on 127.0.0.1, on PGlite or on a fresh PostgreSQL
 * database. Everything is set up through the public API as the contract (API.md) writes it:
 * ids are the ones the API returns, visitors send their own `X-Visitor-Key`, a dealer publishes
 * with `publishProject`.
 *
 * - benchGraphql: req/s, p50/p99 ms and the server's CPU ms per request of the page queries (a
 *   visitor's 10-item locker, the dealer's 10-item and 1-item locker, a published snapsheet's
 *   page by POST and as a cached GET of its persisted document) beside the gateway's
 *   `{ __typename }` as a visitor and a bare Fastify + Apollo server with one field
 *   (scripts/bench-bare-server.mjs), measured by autocannon in a process of its own
 *   (scripts/bench-autocannon.mjs) at a fixed number of connections, and the SQL statements one
 *   query runs (Kysely statement counter, buildApp's countStatements).
 *
 * The helpers that set a run up (a fresh PostgreSQL database, the bench gateway, a GraphQL client,
 * a signed-in dealer, products, snapsheets) are exported for the load run (scripts/bench-load.mjs);
 * they, the documents and the measuring live in scripts/bench-graphql/.
 */
import { loadavg } from 'node:os';
import { log, UNLIMITED_RATES } from './lib.mjs';
import { LOCKER_QUERY, VISITOR_LOCKER_QUERY } from './bench-graphql/documents.mjs';
import { freshPostgres, startBenchGateway, graphqlClient } from './bench-graphql/client.mjs';
import { signInDealer, pickProducts, visitorLocker } from './bench-graphql/setup.mjs';
import {
  combined,
  autocannonWorker,
  cpuMsOf,
  startBareServer,
  webDocument,
  requestOnce,
  postRequest,
  statementsOf,
  MAX_PAGE_STATEMENTS,
  BENCH_VISITOR,
  fmt,
  cells,
} from './bench-graphql/measure.mjs';

export {
  ADD_TO_LOCKER,
  SAVE_CONFIGURATION,
  SNAPSHEET_QUERY,
  VISITOR_LOCKER_QUERY,
} from './bench-graphql/documents.mjs';
export { freshPostgres, GraphQLAnswerError, graphqlClient, startBenchGateway } from './bench-graphql/client.mjs';
export { createSnapsheet, decorationsFor, pickProducts, publishProject, signInDealer } from './bench-graphql/setup.mjs';

/** The gateway's goal for a visitor's 10-item locker on this 2-core machine, req/s. */
const LOCKER_GOAL_RPS = 1000;
/** The goal of a cached page read: at least this share of `{ __typename }`'s req/s. */
const CACHED_PAGE_GOAL = 0.5;
/**
 * The bare server shows the load generator is not the limit when it answers at least this many
 * times the gateway's fastest query: the same generator made both (a margin over the noise of a
 * shared machine).
 */
const GENERATOR_HEADROOM = 1.25;

/**
 * For each database in `databases` ('pglite', 'postgres'), against the built gateway on a fresh
 * database and the bare server (scripts/bench-bare-server.mjs), both in processes of their own,
 * driven by autocannon in a third (`autocannonWorker`) at `concurrency` connections: req/s, p50
 * and p99 ms, the server's CPU ms per answer (/proc/<pid>/stat, user + system), the share of the
 * gateway's `{ __typename }` (as a visitor) and the SQL statements of one request
 * (`statementsOf`), for: the bare server's one field; `{ __typename }` as a visitor
 * (X-Visitor-Key, no token); a visitor's own 10-item locker (VISITOR_LOCKER_QUERY, 5 size lines
 * each); the dealer's 10-item and 1-item locker (LOCKER_QUERY, token); the web's snapsheet page
 * (its `Snapsheet` document, 10 products) read by a visitor with POST; and the same page as a GET
 * persisted query (`documentId` of the web's manifest), printed as "not available: <error>" where
 * the gateway answers that with an error. `seconds` per query. Goals beside them: the visitor's
 * 10-item locker >= 1,000 req/s, the cached page read >= 50 % of `{ __typename }`, a locker page
 * at most 8 statements for 1 and 10 items, a snapsheet page at most 8. Returns false when a
 * database could not be measured.
 */
export async function benchGraphql({ databases, postgresUrl, seconds, concurrency }) {
  let ok = true;
  let page = null;
  let bare = null;
  let generator = null;
  try {
    page = await webDocument('Snapsheet');
    generator = autocannonWorker();
    bare = await startBareServer();
  } catch (err) {
    console.error(`\nGraphQL could not be measured: ${err.message}`);
    await generator?.close();
    return false;
  }
  for (const database of databases) {
    const label = database === 'postgres' ? `PostgreSQL (${postgresUrl})` : 'PGlite';
    log(`GraphQL on ${label}: autocannon against the gateway and the bare server…`);
    let pgdb = null;
    let gateway = null;
    let executing = null;
    try {
      if (database === 'postgres') pgdb = await freshPostgres(postgresUrl);
      // One client measures throughput here: the per-address limits would only measure themselves.
      gateway = await startBenchGateway(pgdb?.url, UNLIMITED_RATES);
      // The same gateway without its page cache: what an answer costs when it is made (the first
      // read after a change). On PGlite its database is its own: it gets a locker of its own.
      executing = await startBenchGateway(pgdb?.url, { ...UNLIMITED_RATES, PAGE_CACHE: 'off' });
      const gql = graphqlClient(gateway.url);
      const { token, dealerCode } = await signInDealer(gql, 'BENCH2');
      const products = await pickProducts(gql, token, 10);
      const notes = new Set();
      const one = await visitorLocker(gql, token, products.slice(0, 1), notes);
      const ten = await visitorLocker(gql, token, products, notes);
      const gqlExecuting = graphqlClient(executing.url);
      const { token: executingToken, dealerCode: executingDealer } = await signInDealer(gqlExecuting, 'BENCH3');
      const tenExecuting = await visitorLocker(
        gqlExecuting,
        executingToken,
        await pickProducts(gqlExecuting, executingToken, 10),
        notes,
      );
      // The 10-item locker's project: a published snapsheet of the same 10 products.
      const pageVariables = { dealerCode, id: ten.projectId };
      const visitor = { 'x-visitor-key': BENCH_VISITOR };
      const dealer = { authorization: `Bearer ${token}` };
      const maxStatements = (row) => Math.max(...row.statements);
      const statementGoal = (row) =>
        `<= ${MAX_PAGE_STATEMENTS} SQL: ${maxStatements(row) <= MAX_PAGE_STATEMENTS ? 'met' : 'NOT MET'}`;
      const lockerRead = (code) => (data) => (data.locker?.items.length ? null : `locker ${code} is not found`);
      const pageRead = (data) =>
        data.snapsheet?.pages.flatMap((p) => p.products).length === 10
          ? null
          : `snapsheet ${ten.projectId} is not found with its 10 products`;
      const lockerGoal = (r) => `>= ${LOCKER_GOAL_RPS} req/s: ${r.rps >= LOCKER_GOAL_RPS ? 'met' : 'NOT MET'}`;
      // The visitor who made `locker` reads it on `server`, against the locker's goal.
      const visitorLockerRow = (server, locker) => ({
        request: postRequest(
          server.url,
          VISITOR_LOCKER_QUERY,
          { code: locker.code },
          { 'x-visitor-key': locker.visitorKey },
        ),
        check: lockerRead(locker.code),
        goal: lockerGoal,
      });
      const named = {
        ceiling: {
          name: 'bare Fastify, a constant answer',
          server: bare,
          request: {
            url: `${bare.url}/constant`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          },
          check: (data) => (data.hello === 'world' ? null : 'no hello'),
        },
        bare: {
          name: 'bare server, one field',
          server: bare,
          request: postRequest(bare.url, '{ hello }', {}, {}),
          check: (data) => (data.hello === 'world' ? null : 'no hello'),
        },
        trivial: {
          name: '{ __typename }, a visitor',
          request: postRequest(gateway.url, '{ __typename }', {}, visitor),
          check: (data) => (data.__typename === 'Query' ? null : 'no __typename'),
        },
        visitorTen: { name: "visitor's locker, 10 items", ...visitorLockerRow(gateway, ten) },
        visitorTenMade: {
          name: "visitor's locker, 10, no cache",
          server: executing,
          ...visitorLockerRow(executing, tenExecuting),
        },
        dealerTen: {
          name: "dealer's locker, 10 items",
          request: postRequest(gateway.url, LOCKER_QUERY, { code: ten.code }, dealer),
          check: lockerRead(ten.code),
          // A locker page's statements do not grow with its items.
          goal: (_r, _t, row) => {
            const met =
              maxStatements(row) <= MAX_PAGE_STATEMENTS && maxStatements(row) === maxStatements(named.dealerOne);
            return `<= ${MAX_PAGE_STATEMENTS} SQL, as 1 item: ${met ? 'met' : 'NOT MET'}`;
          },
        },
        dealerOne: {
          name: "dealer's locker, 1 item",
          request: postRequest(gateway.url, LOCKER_QUERY, { code: one.code }, dealer),
          check: lockerRead(one.code),
          goal: (_r, _t, row) => statementGoal(row),
        },
        pagePost: {
          name: 'snapsheet page, a visitor, POST',
          request: postRequest(gateway.url, page.text, pageVariables, visitor),
          check: pageRead,
          goal: (_r, _t, row) => statementGoal(row),
        },
        pageMade: {
          name: 'snapsheet page, POST, no cache',
          server: executing,
          request: postRequest(
            executing.url,
            page.text,
            { dealerCode: executingDealer, id: tenExecuting.projectId },
            visitor,
          ),
          check: pageRead,
          goal: (_r, _t, row) => statementGoal(row),
        },
        cached: {
          // The web's GET of a persisted document, as a proxy may cache it: the same page.
          name: 'cached page read, GET persisted',
          request: {
            url:
              `${gateway.url}/graphql?documentId=${page.id}` +
              `&variables=${encodeURIComponent(JSON.stringify(pageVariables))}`,
            method: 'GET',
            // Apollo's CSRF prevention lets a GET through with this header (a browser's GET
            // without it could be a cross-site one); a handler of its own ignores it.
            headers: { ...visitor, 'apollo-require-preflight': 'true' },
          },
          check: pageRead,
          optional: true,
          goal: (r, trivial) =>
            `>= ${CACHED_PAGE_GOAL * 100} %: ${r.rps >= CACHED_PAGE_GOAL * trivial.rps ? 'met' : 'NOT MET'}`,
        },
      };
      const rows = Object.values(named);
      const once = async (row) => {
        const message = row.check(await requestOnce(row.request));
        if (message) throw new Error(message);
      };
      for (const row of rows) {
        try {
          // Warm-up: the first read queues the snapshots it asks for.
          await once(row);
          await once(row);
        } catch (err) {
          if (!row.optional) throw err;
          row.unavailable = err.message;
          continue;
        }
        if (row.server !== bare) row.statements = await statementsOf(row.server ?? gateway, () => once(row));
      }
      const measured = rows.filter((r) => !r.unavailable);
      const measure = async (row, secondsOfRun) => {
        const pids = [(row.server ?? gateway).pid, generator.pid];
        const before = pids.map(cpuMsOf);
        const result = await generator.run({ ...row.request, connections: concurrency, seconds: secondsOfRun });
        const [serverMs, generatorMs] = pids.map((pid, i) => {
          const after = cpuMsOf(pid);
          return before[i] === null || after === null ? null : after - before[i];
        });
        return { ...result, cpuMs: serverMs, generatorCpuMs: generatorMs };
      };
      // A round of 1 s per query first, not counted: each query's code paths compiled (the
      // gateway's and the generator's) and the pools filled before any second that counts. Then
      // the queries take turns of 1 s, so that a change of the machine's load during the run (it
      // is shared) weighs on each of them alike: the shares of `{ __typename }` compare figures
      // of the same seconds. One run per query after another would give the last query the
      // load of other work that came meanwhile.
      for (const row of measured) await measure(row, 1);
      const slices = measured.map(() => []);
      for (let round = 0; round < seconds; round++)
        for (const [i, row] of measured.entries()) slices[i].push(await measure(row, 1));
      for (const [i, row] of measured.entries()) row.result = combined(slices[i]);

      const trivial = named.trivial.result;
      const widths = [33, 9, 8, 8, 12, 14, 8, 6];
      console.log(
        `\nGraphQL on ${label}: autocannon in a process of its own, ${concurrency} connections, ` +
          `${seconds} s per query in turns of 1 s after a 1 s warm-up round; load average ${loadavg()
            .map((n) => n.toFixed(2))
            .join(' ')}`,
      );
      console.log(
        cells(
          ['query'.padEnd(33), 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', '% __typename', 'errors', 'SQL'],
          widths,
        ) + '  goal',
      );
      for (const row of rows) {
        if (row.unavailable) {
          console.log(`${row.name.padEnd(33)}  not available: ${row.unavailable}`);
          continue;
        }
        const r = row.result;
        const s = row.statements;
        const sql = !s ? '-' : Math.min(...s) === Math.max(...s) ? String(s[0]) : `${Math.min(...s)} (${s.join(', ')})`;
        console.log(
          `${row.name.padEnd(33)}${cells(
            [
              fmt(r.rps),
              fmt(r.p50),
              fmt(r.p99),
              fmt(r.cpuMsPerRequest, 2),
              `${fmt((r.rps / trivial.rps) * 100)} %`,
              r.errors,
              sql,
            ],
            widths.slice(1),
          )}${row.goal ? `  ${row.goal(r, trivial, row)}` : ''}`,
        );
        if (r.firstError) console.log(`  first error: ${r.firstError}`);
      }
      console.log(
        `CPU ms/req: the server process's user + system time over its answers (${database === 'pglite' ? 'PGlite runs in the gateway process: its time is in it' : "PostgreSQL's own processes are not in it"}); % __typename: of the gateway's { __typename } as a visitor`,
      );

      // The load generator is not the limit when Fastify with nothing behind it answers well more
      // than the gateway's fastest query: the generator made those requests too. (A cached page
      // skips Apollo, so it may pass the bare Fastify + Apollo server.)
      const bareRow = named.ceiling;
      const gatewayRows = measured.filter((r) => r.server !== bare);
      const fastest = gatewayRows.reduce((a, b) => (b.result.rps > a.result.rps ? b : a));
      const headroom = bareRow.result.rps / fastest.result.rps;
      console.log(
        headroom >= GENERATOR_HEADROOM
          ? `load generator: not the limit, bare Fastify answered ${fmt(bareRow.result.rps)} req/s, ` +
              `${fmt(headroom, 2)}x the gateway's fastest query (${fmt(fastest.result.rps)} req/s)`
          : `note: bare Fastify answered ${fmt(bareRow.result.rps)} req/s, only ${fmt(headroom, 2)}x the gateway's ` +
              `fastest query (${fmt(fastest.result.rps)} req/s): the load generator or the machine may be the limit of ` +
              `the fastest figures (their CPU ms/req still holds)`,
      );
      // On a machine of few cores the generator's own CPU is taken from the server's: what it
      // costs a request beside what the server does.
      const generatorBusy = (bareRow.result.generatorCpuMsPerRequest * bareRow.result.rps) / 1000;
      console.log(
        `load generator's CPU: ${fmt(bareRow.result.generatorCpuMsPerRequest, 2)} ms/req against the bare server ` +
          `(${fmt(generatorBusy * 100, 0)} % of one core at its ${fmt(bareRow.result.rps)} req/s), ` +
          `${fmt(fastest.result.generatorCpuMsPerRequest, 2)} ms/req against ${fastest.name}`,
      );

      const verdict = (met) => (met ? 'met' : 'NOT MET');
      const { visitorTen, visitorTenMade, dealerTen, dealerOne, pagePost, cached } = named;
      console.log(
        `goal: a visitor's 10-item locker at least ${LOCKER_GOAL_RPS} req/s: ${fmt(visitorTen.result.rps)} -> ${verdict(visitorTen.result.rps >= LOCKER_GOAL_RPS)} ` +
          `(read again unchanged, from the page cache; made without the cache: ${fmt(visitorTenMade.result.rps)} -> ${verdict(visitorTenMade.result.rps >= LOCKER_GOAL_RPS)})`,
      );
      console.log(
        cached.unavailable
          ? `goal: a cached page read at least ${CACHED_PAGE_GOAL * 100} % of { __typename }: not available (${cached.unavailable})`
          : `goal: a cached page read at least ${CACHED_PAGE_GOAL * 100} % of { __typename }: ${fmt((cached.result.rps / trivial.rps) * 100)} % -> ${verdict(cached.result.rps >= CACHED_PAGE_GOAL * trivial.rps)}`,
      );
      const sqlOne = Math.max(...dealerOne.statements);
      const sqlTen = Math.max(...dealerTen.statements);
      const sqlPage = Math.max(...pagePost.statements);
      console.log(
        `goal: a locker page at most ${MAX_PAGE_STATEMENTS} SQL statements, the same for 1 and 10 items: ${sqlOne} and ${sqlTen} -> ${verdict(sqlOne === sqlTen && sqlTen <= MAX_PAGE_STATEMENTS)}`,
      );
      console.log(
        `goal: a snapsheet page at most ${MAX_PAGE_STATEMENTS} SQL statements: ${sqlPage} -> ${verdict(sqlPage <= MAX_PAGE_STATEMENTS)}`,
      );
      for (const n of notes) console.log(`note: ${n}`);
    } catch (err) {
      ok = false;
      console.error(`\nGraphQL on ${label} could not be measured: ${err.message}`);
    } finally {
      await gateway?.stop();
      await executing?.stop();
      await pgdb?.drop().catch((err) => console.error(`could not drop the bench database: ${err.message}`));
    }
  }
  await bare.stop();
  await generator.close();
  return ok;
}
