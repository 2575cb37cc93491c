/**
 * The application's services, built once per app and shared by resolvers (through the
 * context) and job workers. The database client is passed in and never handed out.
 */
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { ProjectKinds } from './modules/projects/project-kinds.js';
import type { BlobStore } from './plugins/files.js';
import { memoryCounters, type Counters } from './plugins/counters.js';
import type { Jobs } from './plugins/jobs.js';
import type { UploadStaging } from './modules/files/uploads.js';
import { inlineCpuWork, type CpuWork } from './plugins/cpu-pool.js';
import { uploadLedger, uploadQuotasOf, visitorUploadChecks, type UploadLedger } from './modules/files/upload-quotas.js';
import { blobCollection } from './modules/files/blob-collection.js';
import { dealersService } from './modules/dealers/dealers.service.js';
import { customersService } from './modules/customers/customers.service.js';
import { logosService } from './modules/files/logos.service.js';
import { configurationsService } from './modules/configurations/configurations.service.js';
import { snapsheetsService } from './modules/snapsheets/snapsheets.service.js';
import { projectsService } from './modules/projects/projects.service.js';
import { playbooksService } from './modules/playbooks/playbooks.service.js';
import { publishQueuesService } from './modules/playbooks/publish-queues.service.js';
import { lockersService } from './modules/lockers/lockers.service.js';
import { renderService } from './modules/render/render.service.js';
import { printGrants } from './modules/render/print-grants.js';
import type { RenderClient } from './modules/render/render-client.js';
import { quotesService } from './modules/quotes/quotes.service.js';
import { ordersService } from './modules/quotes/orders.service.js';
import { noticesService } from './modules/notices/notices.service.js';
import { proofsService } from './modules/proofs/proofs.service.js';
import { settingsService } from './modules/settings/settings.service.js';
import { repsService } from './modules/reps/reps.service.js';
import { showroomsService } from './modules/showrooms/showrooms.service.js';
import { paymentsService } from './modules/payments/index.js';
import type { PaymentPort, ProductionOrders } from './modules/stores/index.js';
import { createStoresServices } from './services-stores.js';
import { catalogRepository } from './modules/catalog/catalog.repository.js';
import { createLoaders } from './loaders.js';
import { openPageCache } from './modules/page-cache/index.js';
import { addressBudget } from './lib/address-budget.js';

export function createServices(deps: {
  config: Config;
  db: Db;
  blobs: BlobStore;
  jobs: Jobs | null;
  renderClient: RenderClient;
  entrySecret: string | undefined;
  /** Warnings of background work (render retries, recovery); silent when absent. */
  log?: (level: 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) => void;
  /** Files staged by `POST /uploads` (D6). */
  uploads?: UploadStaging;
  /** Where limit counters live (Redis or memory); default memory. */
  counters?: Counters;
  /** CPU work off the event loop (plugins/cpu-pool.ts); on the calling thread when absent. */
  cpu?: CpuWork;
  /** The upload quotas' ledger (the one `uploads` charges); made from the settings when absent. */
  ledger?: UploadLedger;
  /** The registered project kinds (project-kinds.registry.ts, or a test's). */
  kinds: ProjectKinds;
  /** Card payments of team stores (the payments module's provider); absent: CARD is not offered. */
  payments?: PaymentPort;
  /** Wraps the maker of a closed store round's production order (a test counts its calls). */
  storeProduction?: (orders: ProductionOrders) => ProductionOrders;
}) {
  const { config, db, blobs } = deps;
  const counters = deps.counters ?? memoryCounters;
  const cpu = deps.cpu ?? inlineCpuWork;
  const configurations = configurationsService(db, {
    publicUrl: config.publicUrl,
    urlForBlob: (k) => blobs.urlFor(k),
    createLoaders: (exec) => createLoaders(db, exec),
  });
  const projects = projectsService(db);
  const notices = noticesService(db, {
    jobs: deps.jobs,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    messageIdHost: new URL(config.publicUrl).hostname,
    publicUrl: () => config.publicUrl,
    retryLimit: config.NOTICE_RETRY_LIMIT,
    retryDelaySeconds: config.NOTICE_RETRY_DELAY_SECONDS,
    limits: {
      outboxMax: config.NOTICE_OUTBOX_MAX,
      perDealerPerDay: {
        QUOTE_REQUESTED: config.QUOTE_EMAILS_PER_DEALER_PER_DAY,
        PROOF_SENT: config.PROOF_EMAILS_PER_DEALER_PER_DAY,
        // A sent quote is a customer's email like a proof's: the same limits.
        QUOTE_SENT: config.PROOF_EMAILS_PER_DEALER_PER_DAY,
      },
      perRecipientPerDay: {
        PROOF_SENT: config.PROOF_EMAILS_PER_RECIPIENT_PER_DAY,
        QUOTE_SENT: config.PROOF_EMAILS_PER_RECIPIENT_PER_DAY,
        // A team store's emails to its contacts and buyers, each event apart.
        STORE_OPENED: config.STORE_EMAILS_PER_RECIPIENT_PER_DAY,
        STORE_CLOSING_SOON: config.STORE_EMAILS_PER_RECIPIENT_PER_DAY,
        STORE_NOT_ORDERED: config.STORE_EMAILS_PER_RECIPIENT_PER_DAY,
        STORE_CLOSED: config.STORE_EMAILS_PER_RECIPIENT_PER_DAY,
      },
    },
  });
  const orders = ordersService(db, {
    jobs: deps.jobs,
    sync: {
      retryLimit: config.ORDER_SYNC_RETRY_LIMIT,
      retryDelaySeconds: config.ORDER_SYNC_RETRY_DELAY_SECONDS,
      timeoutMs: config.ORDER_SYNC_TIMEOUT_MS,
      allowPrivate: config.ORDER_WEBHOOK_ALLOW_PRIVATE,
    },
    // A store's production order is made in the close's transaction: loaders read through it.
    createLoaders: (exec) => createLoaders(db, exec),
    // Late-bound: the stores service is made below, with this one's use cases as its port.
    stores: () => ({ factsOf: (exec, storeId, round) => stores.productionFacts(exec, storeId, round) }),
  });
  const grants = printGrants(db, { ttlSeconds: config.PRINT_GRANT_TTL_SECONDS });
  const render = renderService(db, {
    jobs: deps.jobs,
    blobs,
    client: deps.renderClient,
    projects,
    printGrants: grants,
    config,
    settings: {
      rateLimit: config.RENDER_RATE_LIMIT,
      rateWindowSeconds: config.RENDER_RATE_WINDOW_SECONDS,
      pdfRateLimit: config.RENDER_PDF_RATE_LIMIT,
      printPageLimit: config.RENDER_PRINT_PAGE_LIMIT,
      printGrantTtlSeconds: config.PRINT_GRANT_TTL_SECONDS,
      pdfJobsPerProject: config.RENDER_PDF_JOBS_PER_PROJECT,
      pdfSnapshotConcurrency: config.RENDER_PDF_SNAPSHOT_CONCURRENCY,
      retryLimit: config.RENDER_RETRY_LIMIT,
      retryDelaySeconds: config.RENDER_RETRY_DELAY_SECONDS,
    },
    log: deps.log,
    limiter: (o) => counters.limiter(o),
  });
  const quotes = quotesService(db, {
    createLoaders: () => createLoaders(db),
    orders,
    notices,
    approvals: {
      gaps: (quote) => proofs.approvalGaps(quote),
      versions: (quote) => proofs.approvedVersions(quote),
    },
    delivers: () => notices.delivers(),
    publicUrl: () => config.publicUrl,
    pdfs: render,
    // The page cache is made below; a request's lock is told once it committed.
    lockerChanged: (code) => pageCache.bumpLockers([code]),
    quoteRequests: addressBudget(
      counters.limiter({
        keyPrefix: 'quote-request',
        points: config.QUOTE_REQUESTS_PER_ADDRESS_PER_DAY,
        duration: 86_400,
      }),
    ),
  });
  const proofs = proofsService(db, { quotes, notices, pdfs: render, publicUrl: () => config.publicUrl });
  const snapsheets = snapsheetsService(db, { configurations, projects });
  // Payments of orders: card (Stripe Checkout) when both Stripe secrets are set, pay later always.
  // Modules whose orders they pay subscribe here to `paid` and `refunded` (payments.subscribe),
  // so payments never import them.
  const payments = paymentsService(db, {
    stripe:
      config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: config.STRIPE_SECRET_KEY,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET,
            apiBase: config.STRIPE_API_BASE,
          }
        : null,
    log: deps.log,
  });
  const showrooms = showroomsService(db, { configurations, projects });
  const { stores, printPictures } = createStoresServices(db, {
    config,
    counters,
    blobs,
    jobs: deps.jobs,
    cpu,
    projects,
    configurations,
    proofs,
    showrooms,
    notices,
    orders,
    render,
    payments,
    paymentPort: deps.payments,
    storeProduction: deps.storeProduction,
  });
  // A store order is paid when its card payment is (the webhook, once per payment), and counts
  // each refund of it (once per refund): a line's own, or one made elsewhere.
  // The response cache of public pages: writes outside GraphQL (these payments, store jobs)
  // bump it themselves; GraphQL mutations bump it in its Apollo plugin.
  const pageCache = openPageCache(
    config,
    counters,
    (code) => lockers.dealerCodeOf(code),
    (msg, extra) => deps.log?.('warn', msg, extra),
  );
  // A locker read by its code is a cached page too: its writes bump its version once committed.
  const lockers = lockersService(db, configurations, cpu, { changed: (code) => pageCache.bumpLockers([code]) });
  payments.subscribe({
    // A paid or refunded order changes its store's page (the minimum's progress).
    paid: (e) => stores.orders.paymentPaid(e).finally(() => pageCache.bumpAll()),
    refunded: (e) => stores.orders.paymentRefunded(e).finally(() => pageCache.bumpAll()),
  });
  const ledger = deps.ledger ?? uploadLedger(db, uploadQuotasOf(config));
  const visitorUploads = deps.uploads ? visitorUploadChecks(db) : undefined;
  const services = {
    config,
    blobs,
    counters,
    /** The response cache of public pages (modules/page-cache). */
    pageCache,
    /**
     * Fresh per-request DataLoaders (catalog rows, prices). The database client itself is not
     * a service: only repositories and services hold it (DESIGN.md).
     */
    newLoaders: () => createLoaders(db),
    /** The project a visitor uploads for (POST /uploads). */
    visitorUploads,
    /** The byte quotas of uploads (modules/files/upload-quotas.ts). */
    uploadLedger: ledger,
    /** Staged uploads past their hour and files no row refers to (modules/files/blob-collection.ts). */
    blobCollection: deps.uploads
      ? blobCollection(db, {
          blobs,
          staging: deps.uploads,
          graceMs: config.BLOB_COLLECT_GRACE_MINUTES * 60_000,
        })
      : undefined,
    dealers: dealersService(db, {
      entrySecret: deps.entrySecret,
      sessionTtlHours: config.SESSION_TTL_HOURS,
      entryValidation: config.DEALER_ENTRY_VALIDATION,
      entryCheckUrl: config.DEALER_ENTRY_CHECK_URL,
      passcode: {
        maxPerProject: config.PASSCODE_MAX_FAILURES_PER_PROJECT,
        maxPerAddress: config.PASSCODE_MAX_FAILURES_PER_ADDRESS,
        windowSeconds: config.PASSCODE_WINDOW_SECONDS,
        concurrency: config.PASSCODE_HASH_CONCURRENCY,
        queue: config.PASSCODE_HASH_QUEUE,
        maxWaitMs: config.PASSCODE_HASH_MAX_WAIT_MS,
        limiter: (o) => counters.limiter(o),
      },
    }),
    catalog: catalogRepository(db),
    customers: customersService(db),
    logos: logosService(
      db,
      blobs,
      deps.uploads,
      {
        // What a new default logo changes is the project's kind's (a snapsheet's redraw, P5).
        onDefaultLogo: async (trx, project, logoId) => {
          await deps.kinds.of(project.type).onDefaultLogo?.(services, trx, project, logoId);
        },
        // An Edit crop: the products wearing the logo are drawn anew with its new picture.
        onPicture: async (trx, logoId) => {
          await configurations.rehashWearers(trx, logoId);
        },
      },
      { cpu, ledger },
    ),
    configurations,
    snapsheets,
    projects,
    publishQueues: publishQueuesService(db),
    playbooks: playbooksService(db, { configurations, projects }),
    showrooms,
    stores,
    /** The small pictures of store print pages, made from drawn pictures (modules/stores/store-pictures.ts). */
    storePrintPictures: printPictures,
    /** R2: the short-lived read grants of PDF jobs' print pages. */
    printGrants: grants,
    lockers,
    settings: settingsService(db),
    reps: repsService(db),
    render,
    quotes,
    proofs,
    orders,
    notices,
    payments,
  };
  return services;
}

export type Services = ReturnType<typeof createServices>;
