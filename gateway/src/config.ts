/**
 * Gateway settings from environment variables, validated once at start (zod). A bad value
 * stops the process with a message naming the variable. Documented in `.env.example`.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

/** A switch variable: `on` or `off` (default `fallback`), read as a boolean. */
const onOff = (fallback: 'on' | 'off') =>
  z
    .enum(['on', 'off'])
    .default(fallback)
    .transform((v) => v === 'on');

const baseSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  /** Public base URL of the gateway, used in links and by the render service to reach pages. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * P1: where `/dashboard/js/iframeResizer.js` sends the browser (original section 2); unset, the
   * gateway serves the bundled iframe-resizer 4.4.5 parent script itself.
   */
  IFRAME_RESIZER_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** When set, PostgreSQL is used instead of the embedded PGlite database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEALER_ENTRY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * `on`: seed the demo dealer DEMO01 and its records at start (once; `npm start` turns it on
   * for a first run). Off by default: a production database holds no demo dealer.
   */
  SEED_DEMO: z.enum(['on', 'off']).default('off'),
  /**
   * The demo dealer's passcode when it is seeded (at least 8 characters); unset: a random one,
   * printed once by the server when it creates the dealer. Never a constant.
   */
  DEMO_PASSCODE: z
    .string()
    .min(8, 'must be at least 8 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEALER_ENTRY_VALIDATION: z.enum(['hmac', 'remote']).default('hmac'),
  DEALER_ENTRY_CHECK_URL: z.string().url().optional(),
  /** Lifetime of a dashboard session token, hours. */
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  RENDER_SERVICE_URL: z.string().url().default('http://127.0.0.1:4100'),
  /**
   * Shared secret sent to the render service (`Authorization: Bearer`); the same value must be
   * set there. Unset: the one `npm start` keeps in `DATA_DIR/render-token` (see renderTokenFor).
   */
  RENDER_SERVICE_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** R1/R2: retries of a render job after a transient failure (pg-boss retryLimit). */
  RENDER_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(4),
  /** R1/R2: first retry delay of a render job, seconds; doubles each retry (pg-boss retryBackoff). */
  RENDER_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * Crash recovery: render work in flight for longer than this many seconds (a pg-boss render job
   * active since then, a PENDING snapshot or QUEUED/RUNNING PDF job without a live job) is taken
   * as abandoned by a dead worker and queued again, at start and every minute. 0: at start only,
   * everything in flight is abandoned (right when one gateway runs the render worker).
   */
  RENDER_RECOVER_AFTER_SECONDS: z.coerce.number().int().min(0).max(86400).default(600),
  /**
   * New snapshot renders (of a configuration not drawn yet) one client address may cause per
   * RENDER_RATE_WINDOW_SECONDS (counted in Redis with REDIS_URL, else per process). PDF exports,
   * print pages and link cards have budgets of their own (below).
   */
  RENDER_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(30),
  RENDER_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  /**
   * PDF exports (`exportProjectPdf`, a shared project's `requestSharedPdf`) one client address
   * may start per RENDER_RATE_WINDOW_SECONDS: a budget of their own, apart from snapshots'.
   */
  RENDER_PDF_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(30),
  /**
   * New snapshots the render service's page of one print grant (a PDF's print page, a link
   * card's page) may cause in the grant's life (PRINT_GRANT_TTL_SECONDS): counted by grant, not
   * by the render service's address, so print pages and visitors never spend each other's budget.
   */
  RENDER_PRINT_PAGE_LIMIT: z.coerce.number().int().min(1).max(100000).default(100),
  /**
   * Link cards (`/share-cards/...png`) one client address may have drawn per
   * SHARE_CARD_RATE_WINDOW_SECONDS (a stored card costs nothing); past it 429 with Retry-After.
   */
  SHARE_CARD_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(30),
  SHARE_CARD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  /** Most QUEUED + RUNNING PDF jobs of one project at a time (P7). */
  RENDER_PDF_JOBS_PER_PROJECT: z.coerce.number().int().min(1).max(100).default(2),
  /**
   * R2: snapshot specs a PDF job draws at once before printing (match the render service's warm
   * pages, RENDER_POOL_SIZE).
   */
  RENDER_PDF_SNAPSHOT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * Render jobs this process's worker runs at once: one per warm page of the render
   * service (match RENDER_POOL_SIZE), so queued snapshots fill the whole pool.
   */
  RENDER_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * How often an idle render worker looks for jobs, seconds: only a fallback, since a
   * queued job wakes the workers at once (and a retry waits for its delay, then for this poll).
   */
  RENDER_WORKER_POLL_SECONDS: z.coerce.number().min(0.5).max(3600).default(2),
  /**
   * R2: lifetime in seconds of the read grant a PDF job gives its print page (`X-Print-Token`);
   * the job ends it as soon as the PDF is printed. Longer than the render service's deadline.
   */
  PRINT_GRANT_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  /** Run the render job worker in this process. */
  RENDER_WORKER: onOff('on'),
  /**
   * The SMTP server notices are sent through, as a nodemailer URL
   * (`smtp://user:pass@host:587`, `smtps://...`). Unset: notices are kept in the outbox (HELD)
   * and listed on the dashboard. Holds a password: never logged.
   */
  SMTP_URL: z.string().url().optional(),
  /** The From of every notice (an address, or `Name <address>`). */
  MAIL_FROM: z.string().min(3).max(200).default('Team Apparel Studio <notices@team-apparel.studio>'),
  /** Run the notice delivery worker in this process. */
  NOTICE_WORKER: onOff('on'),
  /** Retries after the first failed delivery of a notice (pg-boss retryLimit). */
  NOTICE_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  /** First retry delay of a notice, seconds; doubles each retry (pg-boss retryBackoff). */
  NOTICE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * No email flood: quote requests (`requestQuote`) one client address may make per day,
   * counted like the other limits (in Redis with REDIS_URL, else per process); past it
   * RATE_LIMITED and nothing is written.
   */
  QUOTE_REQUESTS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Team store checkouts one client address may make per hour (past it RATE_LIMITED, nothing written). */
  STORE_CHECKOUTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Team store checkouts one store takes per minute from every address together (past it RATE_LIMITED). */
  STORE_CHECKOUTS_PER_STORE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /**
   * A team store's emails of one kind (opening, closing soon, not ordered yet, closed) to one
   * address per 24 hours, over every store; an address past it is skipped by that sending.
   */
  STORE_EMAILS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Run the team stores' jobs (opening, closing, pay-later reminders and expiries) in this process. */
  STORE_WORKER: onOff('on'),
  /**
   * Quote-request emails one dealer gets per 24 hours, counted in the notices outbox in the
   * request's transaction (exact over every gateway); past it `requestQuote` answers
   * RATE_LIMITED and nothing is written (no quote, the locker stays unlocked).
   */
  QUOTE_EMAILS_PER_DEALER_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Proof emails (`sendProofs`) one dealer sends per 24 hours, counted as above; past it RATE_LIMITED. */
  PROOF_EMAILS_PER_DEALER_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** Proof emails to one address per 24 hours, from every dealer together; past it RATE_LIMITED. */
  PROOF_EMAILS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * The bound of the notices outbox: notices waiting for delivery (QUEUED) at most. Past it, a
   * change that emails (a quote request, proofs, an order, a proof's answer) answers RATE_LIMITED
   * and writes nothing, until the SMTP server has taken some.
   */
  NOTICE_OUTBOX_MAX: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
  /**
   * Card payments through Stripe Checkout (modules/payments): the account's secret key
   * (`sk_live_...`, `sk_test_...` or a restricted `rk_...` key allowed Checkout Sessions and
   * refunds). Unset: stores offer pay later only. Never logged.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^[rs]k_(?:live|test)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_live_..., sk_test_... or rk_...)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The signing secret of the Stripe webhook endpoint `<PUBLIC_URL>/webhooks/stripe` (`whsec_...`,
   * shown by Stripe for the endpoint); set together with STRIPE_SECRET_KEY. Never logged.
   */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_+/=-]+$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Where the Stripe API is reached (protocol, host and port), for tests against a stand-in
   * server (scripts/stripe-stand-in.mjs); unset: https://api.stripe.com.
   */
  STRIPE_API_BASE: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** D10: run the order-sync webhook worker in this process. */
  ORDER_SYNC_WORKER: onOff('on'),
  /** D10: retries after the first failed delivery of an order (pg-boss retryLimit). */
  ORDER_SYNC_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  /** D10: first retry delay, seconds; doubles each retry (pg-boss retryBackoff). */
  ORDER_SYNC_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** D10: time limit of one webhook delivery, ms. */
  ORDER_SYNC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(10000),
  /**
   * D10: allow order webhook URLs on loopback, private, link-local and other non-public addresses
   * (tests and local development only; off refuses them, see quotes/webhook-target.ts).
   */
  ORDER_WEBHOOK_ALLOW_PRIVATE: onOff('off'),
  /**
   * Proxy hops in front of the gateway whose X-Forwarded-For entries are trusted for the client
   * address (rate limits, A4 passcode limits). 0 trusts none: the socket's address is the client.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * How `/graphql` runs an operation: `jit` compiles each distinct document once (graphql-jit,
   * plugins/compiled-executor.ts), `interpreter` runs graphql-js's executor. Same answers and
   * errors; `jit` spends less CPU per request.
   */
  GRAPHQL_EXECUTOR: z.enum(['jit', 'interpreter']).default('jit'),
  /** Requests one client address may make per RATE_LIMIT_WINDOW_SECONDS on any route. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  /**
   * GraphQL mutation fields (aliases counted) one client address may run per
   * MUTATION_RATE_LIMIT_WINDOW_SECONDS; more answer RATE_LIMITED.
   */
  MUTATION_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  MUTATION_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  /**
   * A4: passcode tries one client address may fail on one project (dealer code + project id)
   * per PASSCODE_WINDOW_SECONDS. Nothing counts per project or dealer alone (a lock-out anyone
   * could cause); the hash queue bounds tries from many addresses.
   */
  PASSCODE_MAX_FAILURES_PER_PROJECT: z.coerce.number().int().min(1).default(10),
  /** A4: passcode tries per client address per PASSCODE_WINDOW_SECONDS, over all projects. */
  PASSCODE_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  PASSCODE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  /**
   * A4: passcode hashes (scrypt, ~100 ms of one core each, on libuv's thread pool) computed at
   * once; more wait in a queue. Keep it below the number of cores so the event loop keeps one.
   */
  PASSCODE_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** A4: passcode checks allowed to wait for a hash; more answer RATE_LIMITED at once. */
  PASSCODE_HASH_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
  /** A4: longest wait for a passcode hash, ms; a check still waiting then answers RATE_LIMITED (not counted). */
  PASSCODE_HASH_MAX_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(500),
  /**
   * Where counters live (request, mutation, passcode and render limits). Set, every
   * gateway sharing this Redis shares one count; unset, each process counts in its memory.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The response cache of public pages (modules/page-cache): in Redis with the counters when
   * REDIS_URL is set (shared by every gateway), else in this process's memory. `off`: every
   * read executes.
   */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** Lifetime of a cached page answer, seconds (writes make it unreachable at once anyway). */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Memory held by cached page answers when they live in this process (no REDIS_URL), MB. */
  PAGE_CACHE_MEMORY_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Start of every Redis key of this app (apps or test runs sharing a Redis server differ here). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{0,64}$/, 'letters, digits and : _ . - only (at most 64)')
    .default('tas:'),
  /**
   * Where files (logos, snapshots, PDFs, staged uploads) live: `local` under
   * DATA_DIR/files (one gateway), `s3` in an S3-compatible bucket (AWS S3, MinIO, R2) shared by
   * every gateway.
   */
  BLOB_STORE: z.enum(['local', 's3']).default('local'),
  /** Endpoint of an S3-compatible service (MinIO, R2); unset for AWS S3 itself. */
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Access key of the bucket; unset, the AWS SDK's default credentials (environment, role). */
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Path-style URLs (`<endpoint>/<bucket>/<key>`), which MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Byte quotas of uploads (staged by POST /uploads, stored as logos and files until deleted;
   * a stored file counts once however many logos use it), MB (modules/files/upload-quotas.ts).
   * Visitors' logos: per visitor and project, per client address (all its visitor keys and
   * projects: an IPv6 address by its /64), per project for all its visitors, and for all visitors
   * of the gateway.
   */
  VISITOR_UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(20),
  VISITOR_ADDRESS_UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(100),
  PROJECT_VISITOR_UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
  VISITOR_UPLOAD_TOTAL_QUOTA_MB: z.coerce.number().int().min(1).max(100_000_000).default(5120),
  /** Uploads of a project's passcode sessions, per project, MB. */
  PASSCODE_UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** A dealer's uploads (its library, originals of cropped logos, logos for its projects), MB. */
  DEALER_UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(100_000_000).default(2048),
  /**
   * Logos and files no row refers to are deleted by the hourly `blob-collect` job once no row has
   * referred to them for this many minutes (and no upload held them for as long); staged
   * uploads expire after an hour, swept every 5 minutes (modules/files/blob-collection.ts).
   */
  BLOB_COLLECT_GRACE_MINUTES: z.coerce.number().int().min(1).max(525_600).default(60),
  /** Run the `upload-sweep` and `blob-collect` jobs in this gateway (any gateway may; one runs each tick). */
  BLOB_COLLECT_WORKER: onOff('on'),
  /**
   * Worker threads of the CPU pool (plugins/cpu-pool.ts: SVG sanitising, image checks, roster
   * files), off the event loop. Default: the cores but one, at least one.
   */
  CPU_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, availableParallelism() - 1)),
  /**
   * A task of the CPU pool still running this long after it started is stopped (its thread
   * replaced) and its request answered BAD_USER_INPUT naming this setting, seconds.
   */
  CPU_TASK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  /** Tasks of the CPU pool that may wait for a thread, all clients together; one more is RATE_LIMITED. */
  CPU_POOL_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /** Tasks of the CPU pool, running or waiting, of one client address; one more is RATE_LIMITED. */
  CPU_TASKS_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(8),
  /** Directory of the built web app served by the gateway (production mode). */
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every environment variable the settings read (the deployment check compares against it). */
export const CONFIG_KEYS: readonly string[] = Object.keys(baseSchema.shape);

/** A1: remote entry validation needs the parent site's alive-check URL. */
const schema = baseSchema
  .refine((c) => c.DEALER_ENTRY_VALIDATION !== 'remote' || !!c.DEALER_ENTRY_CHECK_URL, {
    path: ['DEALER_ENTRY_CHECK_URL'],
    message: 'is required when DEALER_ENTRY_VALIDATION=remote',
  })
  /** Card payments need both the secret key and the webhook's signing secret. */
  .refine((c) => !c.STRIPE_SECRET_KEY === !c.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together',
  })
  /** The s3 blob store needs its bucket; a key id goes with its secret. */
  .refine((c) => c.BLOB_STORE !== 's3' || !!c.S3_BUCKET, {
    path: ['S3_BUCKET'],
    message: 'is required when BLOB_STORE=s3',
  })
  .refine((c) => !c.S3_ACCESS_KEY_ID === !c.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
  });

export type Config = z.infer<typeof schema> & { dataDir: string; publicUrl: string };

/**
 * Parses `env` into a Config. Throws an Error whose message lists every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dataDir: resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://127.0.0.1:${c.PORT}`).replace(/\/$/, ''),
  };
}
