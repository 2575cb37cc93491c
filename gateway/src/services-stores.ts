/**
 * The team stores' services as the application wires them (services.ts): the stores service with
 * its ports to the modules it uses (production orders, receipt pictures, card payments, the
 * checkout and passcode limits) and the small pictures of its print pages.
 */
import { personaliseSpec } from '@tas/rules';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { BlobStore } from './plugins/files.js';
import type { Counters } from './plugins/counters.js';
import type { CpuWork } from './plugins/cpu-pool.js';
import type { Jobs } from './plugins/jobs.js';
import { addressBudget } from './lib/address-budget.js';
import { createLoaders } from './loaders.js';
import type { configurationsService } from './modules/configurations/configurations.service.js';
import { PasscodeGuard } from './modules/dealers/passcode.js';
import { PASSCODE_DEFAULTS } from './modules/dealers/passcode-access.js';
import type { noticesService } from './modules/notices/notices.service.js';
import type { paymentsService } from './modules/payments/index.js';
import type { projectsService } from './modules/projects/projects.service.js';
import type { proofsService } from './modules/proofs/proofs.service.js';
import type { ordersService } from './modules/quotes/orders.service.js';
import type { renderService } from './modules/render/render.service.js';
import type { showroomsService } from './modules/showrooms/showrooms.service.js';
import {
  keyedBudget,
  picturePath,
  pictureView,
  printPicturePath,
  productionOrders,
  storePrintPictures,
  storesService,
  type PaymentPort,
  type ProductionOrders,
} from './modules/stores/index.js';

/** The application's services the stores use, and the test seams of `createServices`. */
export interface StoresWiring {
  config: Config;
  counters: Counters;
  blobs: BlobStore;
  jobs: Jobs | null;
  cpu: CpuWork;
  projects: ReturnType<typeof projectsService>;
  configurations: ReturnType<typeof configurationsService>;
  proofs: ReturnType<typeof proofsService>;
  showrooms: ReturnType<typeof showroomsService>;
  notices: ReturnType<typeof noticesService>;
  orders: ReturnType<typeof ordersService>;
  render: ReturnType<typeof renderService>;
  payments: ReturnType<typeof paymentsService>;
  /** Card payments handed by a test; absent: the payments module's, when it offers CARD. */
  paymentPort?: PaymentPort;
  /** Wraps the maker of a closed round's production order (a test counts its calls). */
  storeProduction?: (orders: ProductionOrders) => ProductionOrders;
}

/** `{ stores, printPictures }`: the stores service and its print pages' picture maker. */
export function createStoresServices(
  db: Db,
  {
    config,
    counters,
    blobs,
    jobs,
    cpu,
    projects,
    configurations,
    proofs,
    showrooms,
    notices,
    orders,
    render,
    payments,
    paymentPort,
    storeProduction,
  }: StoresWiring,
) {
  const production = productionOrders({
    createForStore: (exec, input) => orders.createForStore(exec, input),
    discardStoreOrder: (exec, storeId, round) => orders.discardStoreOrder(exec, storeId, round),
    sendStoreOrder: (exec, storeId, round) => orders.sendStoreOrder(exec, storeId, round),
    storeOrders: (exec, storeId) => orders.storeOrders(exec, storeId),
  });
  const printPictures = storePrintPictures(blobs);
  const stores = storesService(db, {
    createLoaders: () => createLoaders(db),
    projects,
    configurations,
    proofs,
    showrooms,
    notices,
    cpu,
    // A receipt line's picture: the item's configuration with the player's name and number, drawn
    // as any snapshot (its renders counted on a budget of their own, not a buyer's address).
    pictures: {
      async of(configurationId, personalisation, use = 'EMAIL') {
        const loaders = createLoaders(db);
        const saved = await loaders.configuration.load(configurationId);
        if (!saved) return null;
        const spec = personaliseSpec(await (await configurations.hashedSpec(loaders, saved)).spec(), personalisation);
        const view = pictureView(spec.decorations);
        const row = await render.snapshot({ ip: 'store-receipts' }, spec, view);
        // A print page's picture is made ahead, while the page reads its list: not while the
        // render service lays out hundreds of pages that ask for it.
        if (use === 'PRINT' && row.status === 'READY' && row.blob_key)
          await printPictures.ensure(row.blob_key).catch(() => undefined);
        const path = use === 'PRINT' ? printPicturePath(row.render_hash, view) : picturePath(row.render_hash, view);
        return `${config.publicUrl}${path}`;
      },
    },
    paymentFees: (ids) => payments.fees(ids),
    storePdfs: render,
    jobs: jobs,
    // A closed round's production order: the orders module's, made in the close's transaction
    // (a test may wrap its maker), read and sent by the dealer.
    production: storeProduction ? storeProduction(production) : production,
    productionDesk: production,
    // Card payments through the payments module when it offers CARD (Stripe set up); a test may
    // hand its own port.
    payments:
      paymentPort ??
      (payments.methods().includes('CARD')
        ? { start: (method, input) => payments.start(method, input), refund: (input) => payments.refund(input) }
        : null),
    publicUrl: () => config.publicUrl,
    checkouts: {
      perAddress: addressBudget(
        counters.limiter({
          keyPrefix: 'store-checkout',
          points: config.STORE_CHECKOUTS_PER_ADDRESS_PER_HOUR,
          duration: 3600,
        }),
      ),
      perStore: keyedBudget(
        counters.limiter({
          keyPrefix: 'store-checkout-store',
          points: config.STORE_CHECKOUTS_PER_STORE_PER_MINUTE,
          duration: 60,
        }),
      ),
    },
    // A store's passcode tries are counted as a project passcode's (the same limits per address).
    passcodeGuard: new PasscodeGuard({
      ...PASSCODE_DEFAULTS,
      maxPerProject: config.PASSCODE_MAX_FAILURES_PER_PROJECT,
      maxPerAddress: config.PASSCODE_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: config.PASSCODE_WINDOW_SECONDS,
      concurrency: config.PASSCODE_HASH_CONCURRENCY,
      queue: config.PASSCODE_HASH_QUEUE,
      maxWaitMs: config.PASSCODE_HASH_MAX_WAIT_MS,
      limiter: (o) => counters.limiter({ ...o, keyPrefix: `store-passcode-${o.keyPrefix}` }),
    }),
    now: () => new Date(),
  });
  return { stores, printPictures };
}
