/**
 * What the stores module's use cases are given by the composition root (services.ts): other
 * modules' use cases (never their repositories), the job queue, the payment port, the limits,
 * and the clock; and the dealer's access to a store, shared by every dealer use case.
 */
import type { Db, Executor } from '../../db/index.js';
import type { ConfigurationRow, OrderRow, ProjectRow, RenderJobRow, StoreRow } from '../../db/types.js';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { AddressBudget } from '../../lib/address-budget.js';
import type { Caller } from '../../lib/caller.js';
import { NotFoundError } from '../../lib/errors.js';
import type { Loaders } from '../../loaders.js';
import type { CpuWork } from '../../plugins/cpu-pool.js';
import type { Jobs } from '../../plugins/jobs.js';
import type { PasscodeGuard } from '../dealers/index.js';
import type { NoticesService } from '../notices/index.js';
import type { ProjectInputChecks } from '../projects/index.js';
import type { PaymentPort } from './store-payments.js';
import * as repo from './stores.repository.js';

export interface StoresDeps {
  createLoaders: () => Loaders;
  projects: ProjectInputChecks & {
    own(dealerId: number, type: ProjectRow['type'], id: string): Promise<ProjectRow>;
    /** The project of `type` with public id `id` (any dealer's, archived or not); undefined when none. */
    byPublicId(type: ProjectRow['type'], id: string): Promise<ProjectRow | undefined>;
    editable(caller: Caller, type: ProjectRow['type'], id: string): Promise<ProjectRow>;
  };
  configurations: { byShortIdOrError(shortId: string, field?: string): Promise<ConfigurationRow> };
  /** The approved, standing proofs of a project's locker items (proofs module). */
  proofs: {
    approvedOfProject(projectId: number): Promise<{ proofId: number; version: number; configurationId: number }[]>;
  };
  /** The dealer's showroom, when set up (showrooms module). */
  showrooms: { mine(dealerId: number): Promise<ProjectRow | null> };
  notices: Pick<NoticesService, 'queue' | 'wake'>;
  /** Where contacts files are read (the gateway's worker pool, plugins/cpu-pool.ts). */
  cpu: Pick<CpuWork, 'readRosterSheet'>;
  /**
   * The picture of a configuration with a player's name and number (the render module, through
   * the composition root): its absolute address, served by the gateway, its render queued when
   * not drawn yet; null when none can be made. `use` PRINT: the small picture made for print
   * pages (the packing list), else the full one (emails). Null: receipts carry no pictures.
   */
  pictures: {
    of(
      configurationId: number,
      personalisation: { playerName: string | null; playerNumber: string | null },
      use?: 'EMAIL' | 'PRINT',
    ): Promise<string | null>;
  } | null;
  /** The card fees of payments as the provider reported them (cents by payment id; payments module). */
  paymentFees?: (paymentIds: readonly string[]) => Promise<Map<string, number>>;
  /**
   * Queues the PDF of a print page of the store (the render module's `queuePagePdf`: `page.path`
   * the web app's print route, `page.key` what tells the store's documents apart, `noun` the
   * errors' name of the project); absent: none
   * is printed.
   */
  storePdfs?: {
    queuePagePdf(job: {
      dealerId: number;
      projectId: number;
      filename: string;
      page: { path: string; key: string };
      /** What the errors call the project ('Store'). */
      noun: string;
    }): Promise<RenderJobRow>;
  };
  jobs: Jobs | null;
  /** Card payments (the payments module's provider); null: CARD is refused. */
  payments: PaymentPort | null;
  /** A closed round's production order (the orders module's, through the composition root). */
  production: ProductionOrders;
  /** A round's production orders read and sent by the dealer (the orders module's, likewise). */
  productionDesk: ProductionDesk;
  publicUrl: () => string;
  /** Checkouts per client address, and per store (its project id as the key). */
  checkouts: { perAddress: AddressBudget; perStore: KeyedBudget };
  /** The limits of passcode tries, shared with the dealers' project passcodes. */
  passcodeGuard: PasscodeGuard;
  now: () => Date;
}

/** A store with its project, as the dealer's use cases take it. */
export interface OwnStore {
  project: ProjectRow;
  store: StoreRow;
}

/**
 * The store `storeId` (its project's public id) the caller may change: its dealer's (or a
 * passcode session of that store); NOT_FOUND ('Store') for anything else, as for an id that
 * does not exist.
 */
export async function ownStore(db: Db, deps: StoresDeps, caller: Caller, storeId: string): Promise<OwnStore> {
  const project = await deps.projects.editable(caller, 'STORE', storeId);
  const store = await repo.storeOf(db, project.id);
  if (!store) throw new NotFoundError('Store');
  return { project, store };
}

/** A budget of points per key (a store), as {@link AddressBudget} is per address. */
export interface KeyedBudget {
  /** Takes one point of `key`'s: 0 when taken, else the seconds until one is back. */
  take(key: string): Promise<number>;
  giveBack(key: string): Promise<void>;
}

/** The budget of `limiter` per key. */
export function keyedBudget(limiter: RateLimiterAbstract): KeyedBudget {
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      }
    },
    async giveBack(key) {
      await limiter.reward(key, 1);
    },
  };
}

/** A store round's production order: made at the close, dropped while it is held. */
export interface ProductionOrders {
  /** Makes round `round`'s production order of store `storeId` (its project id) when none is made. */
  make(exec: Executor, storeId: number, round: number): Promise<void>;
  /** Drops round `round`'s production order while it is held (not sent); true when one was. */
  discard(exec: Executor, storeId: number, round: number): Promise<boolean>;
}

/** What the dealer does with a store's production orders after the close: read them, send one. */
export interface ProductionDesk {
  /**
   * Sends round `round`'s held production order of store `storeId` in `exec` (its webhook
   * delivery queued with it). CONFLICT when there is none or it was sent already.
   */
  send(exec: Executor, storeId: number, round: number): Promise<OrderRow>;
  /** The production orders of store `storeId`, by round. */
  ofStore(exec: Executor, storeId: number): Promise<OrderRow[]>;
}
