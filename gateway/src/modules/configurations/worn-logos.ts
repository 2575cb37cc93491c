/**
 * A configuration is stored while the logos it wears are locked: its render hash takes their
 * pictures, so an Edit crop of one of them must not slip between the hash and the insert. The
 * lock (FOR SHARE) is taken only when the configuration wears logos, so most saves need no
 * transaction.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database, StoredDecoration } from '../../db/types.js';
import type { ConfigurationLoaders as Loaders } from './configuration-loaders.js';
import { logosForShare, type Executor } from './configurations.repository.js';

/** Runs `work` in `exec` when it is a transaction, else in a new transaction of it. */
function inTransaction<T>(exec: Executor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return exec.isTransaction ? work(exec as Transaction<Database>) : (exec as Db).transaction().execute(work);
}

/** The ids of the logos `decorations` wear, once each. */
export const wornLogoIds = (decorations: readonly StoredDecoration[]) => [
  ...new Set(decorations.map((d) => d.logoId).filter((id): id is number => id != null)),
];

/**
 * Locks the logos `ids` against an Edit crop until `trx` ends (FOR SHARE) and primes `loaders`
 * with them as they are now: a configuration stored meanwhile hashes the picture that stays (an
 * Edit crop waits for it, then takes the hashes of every configuration wearing the logo, this
 * one included).
 */
async function lockWornLogos(trx: Executor, loaders: Loaders, ids: readonly number[]) {
  for (const logo of await logosForShare(trx, ids)) loaders.logo.clear(logo.id).prime(logo.id, logo);
}

/**
 * Runs `write` with `exec`, in a transaction (`exec` when it is one) that holds the logos `ids`
 * locked (`lockWornLogos`) when there are any; `write` reads through the loaders it is given.
 */
export function withWornLogos<T>(
  exec: Executor,
  ids: readonly number[],
  createLoaders: (exec: Executor) => Loaders,
  write: (exec: Executor, loaders: Loaders) => Promise<T>,
): Promise<T> {
  if (!ids.length) return write(exec, createLoaders(exec));
  return inTransaction(exec, async (trx) => {
    const loaders = createLoaders(trx);
    await lockWornLogos(trx, loaders, ids);
    return write(trx, loaders);
  });
}
