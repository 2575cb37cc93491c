/**
 * Builds the gateway: Fastify 5 with, in order, config -> counters (Redis or memory) and blob
 * store (local or S3) -> per-address rate limit -> database (migrated, seeded, under the start
 * lock) -> /files -> pg-boss jobs -> services -> POST /uploads ->
 * Apollo /graphql -> health -> the built web app (production) -> the render worker.
 * `buildApp()` is what tests and the server use.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { loadConfig, type Config } from './config.js';
import { openDatabase, pingDatabase, type DatabaseHandle } from './db/index.js';
import { migrateToLatest, withStartLock } from './db/migrate.js';
import { registerFileRoutes } from './plugins/files.js';
import { openBlobStore } from './plugins/blob-stores.js';
import { openCounters } from './plugins/counters.js';
import { registerGraphicRoutes } from './modules/graphics/graphics.routes.js';
import { QUEUES, startJobs, type Jobs } from './plugins/jobs.js';
import { startStoreWorkers, type PaymentPort, type ProductionOrders } from './modules/stores/index.js';
import { registerApollo } from './apollo.js';
import { httpErrorHandler, requestSerializer } from './plugins/http.js';
import { registerRateLimit } from './plugins/rate-limits.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerUploadRoutes, UploadStaging } from './modules/files/uploads.js';
import { quotaAccounts, uploadLedger, uploadQuotasOf } from './modules/files/upload-quotas.js';
import { startBlobCollectionWorker } from './modules/files/blob-collection.worker.js';
import { CpuPool, cpuRequests } from './plugins/cpu-pool.js';
import { addressKey } from './lib/client-address.js';
import { createServices, type Services } from './services.js';
import { renderClient, type RenderClient } from './modules/render/render-client.js';
import { startRenderWorker } from './modules/render/render.worker.js';
import { startNoticeDeliveryWorker } from './modules/notices/notice-delivery.worker.js';
import { registerUnsubscribeRoutes } from './modules/notices/unsubscribe.routes.js';
import { registerStripeWebhookRoute } from './modules/payments/index.js';
import { startOrderSyncWorker } from './modules/quotes/order-sync.worker.js';
import { seedCatalog, seedDemo } from '../migrations/seed/index.js';
import { catalogCache } from './modules/catalog/catalog-cache.js';
import { hashPasscode, randomPasscode } from './modules/dealers/passcode.js';
import type { ProjectKinds } from './modules/projects/project-kinds.js';
import { registeredKinds } from './project-kinds.registry.js';
import { sharePreviews } from './modules/share-previews/share-previews.service.js';
import { CardRateLimitedError, shareCards } from './modules/share-previews/share-cards.service.js';
import { addressBudget } from './lib/address-budget.js';
import { RenderCallError } from './modules/render/render-client.js';
import { registerIframeResizer } from './plugins/iframe-resizer.js';
import { withPreview } from './modules/share-previews/share-head.js';
import { registerStorePictureRoutes } from './modules/stores/index.js';
import { snapshotKey } from './modules/render/snapshot-key.js';
import { SNAPSHOT_HEIGHT, SNAPSHOT_WIDTH } from './modules/render/render.service.js';

const here = dirname(fileURLToPath(import.meta.url));

export interface BuildAppOptions {
  /** Environment to read the config from (defaults to process.env). */
  env?: NodeJS.ProcessEnv;
  /** Seed the catalog (default true) and the demo dealer (default false). */
  /** Seeding: the catalog (default on); the demo dealer (default: SEED_DEMO) with `demoPasscode` (default: DEMO_PASSCODE, else random). */
  seed?: { catalog?: boolean; demo?: boolean; demoPasscode?: string };
  /** Start pg-boss (default true). */
  jobs?: boolean;
  /** Replace the render service client (tests). */
  renderClient?: RenderClient;
  logger?: boolean;
  /** Count the SQL statements the app runs (`database.statementCount()`; tests, bench). */
  countStatements?: boolean;
  /**
   * The project kinds served (default: `project-kinds.registry.ts`): their schema parts, reads,
   * thumbnails and PDFs. A kind outside the registry (the fourth-kind test) is added here.
   */
  projectKinds?: ProjectKinds;
  /** Card payments of team stores (the payments module's provider, or a test's stand-in). */
  payments?: PaymentPort;
  /** Wraps the maker of a closed store round's production order (a test counts its calls). */
  storeProduction?: (orders: ProductionOrders) => ProductionOrders;
}

export interface App {
  app: FastifyInstance;
  services: Services;
  config: Config;
  database: DatabaseHandle;
  jobs: Jobs | null;
  /** The worker threads of CPU work. */
  cpu: CpuPool;
  /** The demo dealer's random passcode when this start seeded it (SEED_DEMO, no DEMO_PASSCODE), else undefined. */
  demoPasscode?: string;
  /**
   * Every HTTP route the app serves, as `METHOD /path` in the order registered (Fastify's
   * implied HEAD routes left out): the HTTP route matrix (test/http-routes.test.ts) needs a rule
   * for each.
   */
  routes: readonly string[];
  close(): Promise<void>;
}

/** The entry secret: DEALER_ENTRY_SECRET, else the one `npm start` keeps in the data directory. */
export function entrySecretFor(config: Config): string | undefined {
  if (config.DEALER_ENTRY_SECRET) return config.DEALER_ENTRY_SECRET;
  const file = join(config.dataDir, 'entry-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}

/**
 * The render service's shared secret: RENDER_SERVICE_TOKEN, else the one `npm start` keeps in
 * `DATA_DIR/render-token`; undefined when neither exists (render calls then answer 401).
 */
export function renderTokenFor(config: Config): string | undefined {
  if (config.RENDER_SERVICE_TOKEN) return config.RENDER_SERVICE_TOKEN;
  const file = join(config.dataDir, 'render-token');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}

function webDistDir(config: Config): string | null {
  const dir = config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : resolve(here, '../../../web/dist');
  const candidates = [dir, resolve(here, '../../web/dist')];
  return candidates.find((d) => existsSync(join(d, 'index.html'))) ?? null;
}

export async function buildApp(opts: BuildAppOptions = {}): Promise<App> {
  const config = loadConfig(opts.env ?? process.env);
  const kinds = opts.projectKinds ?? registeredKinds;
  const app = Fastify({
    logger:
      opts.logger === false || config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Passcodes and entry tokens travel in query strings: never logged.
            serializers: { req: requestSerializer },
          },
    // JSON bodies up to 1 MB (Fastify's default, and /graphql's own limit); files go to /uploads.
    bodyLimit: 1024 * 1024,
    // Only the configured proxy hops may name the client address (X-Forwarded-For): hop 0 is
    // the socket's peer; with N hops the Nth address from the right of X-Forwarded-For is the
    // client. (Fastify refuses a bare hop count, hence the function.)
    trustProxy: config.TRUST_PROXY_HOPS > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS : false,
  });
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  app.setErrorHandler(httpErrorHandler);
  // CSP, frame-ancestors (only the showroom may be embedded), nosniff, Referrer-Policy.
  registerSecurityHeaders(app);
  // Counters in Redis (REDIS_URL) or memory, files on disk or in S3 (BLOB_STORE), so that several gateways share them.
  const counters = await openCounters(config);
  const blobs = openBlobStore(config);
  app.addHook('onClose', async () => {
    await blobs.close();
    await counters.close();
  });
  await registerRateLimit(app, config, counters);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    countStatements: opts.countStatements ?? false,
  });
  // Gateways starting at once on one PostgreSQL take turns (advisory lock) to migrate and seed.
  // The demo dealer only where asked (SEED_DEMO=on or opts.seed.demo), with DEMO_PASSCODE or a
  // random passcode, handed back (`demoPasscode`) when this start created the dealer with it.
  let demoPasscode: string | undefined;
  const prepare = async () => {
    await migrateToLatest(database.db);
    if (opts.seed?.catalog !== false) await seedCatalog(database.db);
    if (opts.seed?.demo ?? config.SEED_DEMO === 'on') {
      const given = opts.seed?.demoPasscode ?? config.DEMO_PASSCODE;
      const passcode = given ?? randomPasscode();
      const demo = await seedDemo(database.db, { passcodeHash: await hashPasscode(passcode) });
      if (demo.created && !given) demoPasscode = passcode;
    }
  };
  await withStartLock(database, prepare);
  // The catalog in memory from now on: read once the seed has written it.
  await catalogCache(database.db);

  registerFileRoutes(app, blobs);
  registerGraphicRoutes(app);
  const log = (level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> = {}) =>
    app.log[level](extra, msg);
  // pg-boss creates its schema and queues at start: under the start lock too, so it never runs
  // beside another gateway's migrations or backfills (which queue jobs): that deadlocked.
  const jobs =
    opts.jobs === false
      ? null
      : await withStartLock(database, () =>
          startJobs(database, {
            listenUrl: config.DATABASE_URL,
            log: (msg) => log('warn', msg),
            queues: kinds.all().flatMap((kind) => kind.queues ?? []),
          }),
        );
  const renderToken = renderTokenFor(config);
  if (!renderToken && config.RENDER_WORKER)
    log('warn', 'no RENDER_SERVICE_TOKEN (nor DATA_DIR/render-token): the render service will refuse every render');
  // Every staged upload is charged to its uploader's byte quotas before it is written.
  const ledger = uploadLedger(database.db, uploadQuotasOf(config));
  const uploads = new UploadStaging(blobs, Date.now, ledger);
  // SVG sanitising, image checks and roster files run in worker threads, each task
  // with a deadline, shared fairly between client addresses.
  const cpu = new CpuPool(config.CPU_POOL_SIZE, undefined, {
    taskTimeoutMs: config.CPU_TASK_TIMEOUT_SECONDS * 1000,
    queue: config.CPU_POOL_QUEUE,
    perAddress: config.CPU_TASKS_PER_ADDRESS,
  });
  // Every request runs knowing its client, so the pool counts its tasks against that address.
  app.addHook('onRequest', (request, _reply, done) => cpuRequests.run(addressKey(request.ip), done));
  const render = opts.renderClient ?? renderClient(config.RENDER_SERVICE_URL, renderToken);
  const services = createServices({
    config,
    cpu,
    db: database.db,
    blobs,
    jobs,
    renderClient: render,
    entrySecret: entrySecretFor(config),
    log,
    uploads,
    counters,
    ledger,
    kinds,
    ...(opts.payments ? { payments: opts.payments } : {}),
    ...(opts.storeProduction ? { storeProduction: opts.storeProduction } : {}),
  });
  await withStartLock(database, async () => {
    // Configurations saved before their render hash was stored (migration 0014) get it now.
    await services.configurations.backfillRenderHashes();
    // Playbooks made before their catalogue was stored (or by the demo seed) get it now (P3), and
    // snapsheet products stored without a configuration are drawn in their team's look (P5).
    await services.playbooks.backfill();
    await services.snapsheets.backfill();
    // Showrooms without stored products (the demo seed's) get them drawn in their look now (P6).
    await services.showrooms.backfill();
    // Logos stored before the upload ledger are charged to their uploaders' quotas now.
    await ledger.chargeStoredLogos(blobs);
  });
  await registerUploadRoutes(app, {
    staging: uploads,
    dealers: services.dealers,
    visitorUploads: services.visitorUploads,
    accountsOf: quotaAccounts,
  });
  await registerApollo(app, services, kinds);
  // The unsubscribe links of notices (a small page of the gateway's own).
  await registerUnsubscribeRoutes(app, services.notices);
  // The pictures of team store receipts: a drawn snapshot's file, by its render hash.
  registerStorePictureRoutes(
    app,
    async (renderHash, view) => {
      const row = await services
        .newLoaders()
        .snapshot.load(snapshotKey(renderHash, view, SNAPSHOT_WIDTH, SNAPSHOT_HEIGHT));
      return row?.status === 'READY' && row.blob_key ? services.blobs.urlFor(row.blob_key) : null;
    },
    async (renderHash, view) => {
      const row = await services
        .newLoaders()
        .snapshot.load(snapshotKey(renderHash, view, SNAPSHOT_WIDTH, SNAPSHOT_HEIGHT));
      return row?.status === 'READY' && row.blob_key ? services.storePrintPictures.bytes(row.blob_key) : null;
    },
  );
  // Stripe's signed webhook deliveries (card payments), read raw.
  await registerStripeWebhookRoute(app, services.payments);

  registerIframeResizer(app, config.IFRAME_RESIZER_URL);

  app.get('/healthz', async (_req, reply) => {
    try {
      await pingDatabase(database.db);
      return { ok: true, database: database.kind };
    } catch {
      return reply.code(503).send({ ok: false });
    }
  });

  const dist = webDistDir(config);
  if (dist) {
    await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false, index: false });
    const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
    const previews = sharePreviews(services, kinds);
    app.setNotFoundHandler(async (req, reply) => {
      if (
        req.method !== 'GET' ||
        req.url.startsWith('/graphql') ||
        req.url.startsWith('/files/') ||
        req.url.startsWith('/graphics/') ||
        isFilePath(req.url)
      ) {
        return reply.code(404).send({ error: 'Not found' });
      }
      // A shared project's page carries its own head (link previews); one nobody may
      // open from a link answers 404. The SPA answers every route (react-router shows
      // '404 - Not Found' itself, and a dealer's session still opens the dealer's draft).
      const page = await previews.pageAt(req.url);
      if (page?.status === 404) return reply.code(404).type('text/html').send(indexHtml);
      return reply.type('text/html').send(page ? withPreview(indexHtml, page.preview) : indexHtml);
    });
    app.get('/', (_req, reply) => reply.type('text/html').send(indexHtml));

    // A shared project's link card (`og:image`): the stored PNG of its
    // current version, drawn on first ask; 404 for a project nobody may open from a link, 503
    // while the render service cannot draw it, 429 when the asking address had its drawings.
    const cards = shareCards(database.db, {
      previews,
      client: render,
      blobs: services.blobs,
      grants: services.printGrants,
      budget: addressBudget(
        counters.limiter({
          keyPrefix: 'share-card',
          points: config.SHARE_CARD_RATE_LIMIT,
          duration: config.SHARE_CARD_RATE_WINDOW_SECONDS,
        }),
      ),
      config: services.config,
    });
    app.get<{ Params: { '*': string } }>('/share-cards/*', async (req, reply) => {
      const path = `/${req.params['*']}`;
      const card = path.endsWith('.png')
        ? await cards.cardAt(path.slice(0, -'.png'.length), req.ip).catch((err: unknown) => {
            if (err instanceof CardRateLimitedError) return err;
            req.log.warn({ err: { message: (err as Error).message } }, 'link card not drawn');
            return cardFailed(err);
          })
        : null;
      if (card instanceof CardRateLimitedError)
        return reply.code(429).header('retry-after', String(card.retryAfterSeconds)).send({ error: card.message });
      if (card === 'FAILED')
        return reply.code(503).header('retry-after', '30').send({ error: 'The card could not be drawn yet' });
      if (!card) return reply.code(404).send({ error: 'Not found' });
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(card.png);
    });
  }

  const stopRenderWorker =
    jobs && config.RENDER_WORKER ? await startRenderWorker(jobs, services, kinds, log) : undefined;
  if (jobs && config.ORDER_SYNC_WORKER) await startOrderSyncWorker(jobs, services);
  if (jobs && config.NOTICE_WORKER && config.SMTP_URL) await startNoticeDeliveryWorker(jobs, services.notices);
  // Team stores open and close on time, and pay-later orders are reminded and expire, by jobs.
  if (jobs && config.STORE_WORKER)
    await startStoreWorkers(jobs, services.stores, log, () => services.pageCache.bumpAll());
  // Expired staged uploads and files no row refers to, on pg-boss cron schedules.
  if (jobs && config.BLOB_COLLECT_WORKER && services.blobCollection)
    await startBlobCollectionWorker(jobs, services.blobCollection, QUEUES, log);

  return {
    app,
    services,
    config,
    database,
    jobs,
    cpu,
    demoPasscode,
    routes,
    async close() {
      // Workers first (a job in progress finishes or is failed back to the queue), then the
      // HTTP server, then the database they both use.
      stopRenderWorker?.();
      if (jobs) await jobs.stop();
      services.notices.close();
      await app.close();
      await cpu.close();
      await database.close();
    },
  };
}

/**
 * A request for a file the web build does not hold (every file of it is a route of its own): any
 * path under `/assets/`, or one whose last segment ends in a file extension the app's pages never
 * use. It answers 404, never the HTML page: a tab open across a deploy asks for a chunk of the
 * old build, and HTML in its place fails as a script (a MIME error) where a 404 lets the app offer
 * a reload.
 */
export function isFilePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (path.startsWith('/assets/')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return FILE_EXTENSION.test(last);
}
const FILE_EXTENSION =
  /\.(?:m?js|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|txt|xml|wasm|webmanifest)$/i;

/** A card the render service could not draw (logged by the client's message); other errors rethrow. */
function cardFailed(err: unknown): 'FAILED' {
  if (err instanceof RenderCallError) return 'FAILED';
  throw err;
}
