/**
 * `npm run bench -- --only doors`: the tests that reach every door, the
 * authorization matrix (gateway/test/authorization-matrix.test.ts) and the two fuzz files
 * (fuzz-anonymous, fuzz-keyed), run together as one vitest run (two workers, as in `npm test`)
 * on each database asked for. Prints the run's wall-clock seconds, start-up included, beside the
 * goal: at most 120 s of the suite on this machine. Answers false when a run failed.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { log, root } from './lib.mjs';

const FILES = ['test/authorization-matrix.test.ts', 'test/fuzz-anonymous.test.ts', 'test/fuzz-keyed.test.ts'];
const GOAL_SECONDS = 120;

/**
 * @param {{ databases: ('pglite' | 'postgres')[], postgresUrl: string }} opts
 * @returns {Promise<boolean>} every run passed
 */
export async function benchDoors({ databases, postgresUrl }) {
  log('The authorization matrix and the fuzz files, together, on each database…');
  const rows = [];
  let ok = true;
  for (const database of databases) {
    const started = performance.now();
    const r = spawnSync('npx', ['vitest', 'run', ...FILES], {
      cwd: join(root, 'gateway'),
      env: { ...process.env, DATABASE_URL: database === 'postgres' ? postgresUrl : '', REDIS_URL: '' },
      encoding: 'utf8',
    });
    const seconds = (performance.now() - started) / 1000;
    const passed = r.status === 0;
    if (!passed) {
      ok = false;
      console.error(r.stdout.slice(-4000), r.stderr.slice(-2000));
    }
    rows.push({ database, seconds, passed });
  }
  console.log('');
  console.log(`${'matrix + fuzz (3 files)'.padEnd(26)}${'seconds'.padStart(9)}${'goal'.padStart(9)}  met`);
  for (const { database, seconds, passed } of rows) {
    const met = passed ? (seconds <= GOAL_SECONDS ? 'yes' : 'NO') : 'FAILED';
    console.log(`${database.padEnd(26)}${seconds.toFixed(1).padStart(9)}${`<= ${GOAL_SECONDS}`.padStart(9)}  ${met}`);
  }
  return ok;
}
