import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { z } from 'zod';

/** Settings of the render service (R1-R3), read once from the environment at start. */
export interface RenderConfig {
  /** TCP port of the HTTP API (`RENDER_PORT`, default 4100). */
  port: number;
  /** Interface to bind (`HOST`, default 127.0.0.1). */
  host: string;
  /** Absolute path of the Chromium binary (`CHROME_PATH`, else found on PATH). */
  chromePath: string;
  /** The web app's headless snapshot page (`SNAPSHOT_PAGE_URL`). */
  snapshotPageUrl: string;
  /** Warm snapshot pages = concurrent snapshot jobs (`RENDER_POOL_SIZE`, default 2). */
  poolSize: number;
  /** Jobs allowed to wait for a page before 429 (`RENDER_QUEUE_MAX`, default 32). */
  queueMax: number;
  /** Deadline of a job from its arrival, in ms (`RENDER_TIMEOUT_MS`, default 60000). */
  timeoutMs: number;
  /** Jobs a snapshot page serves before it is replaced (`RENDER_RECYCLE_AFTER`, default 200). */
  recycleAfter: number;
  /** Jobs a browser serves before a fresh one takes over; 0 = never (`RENDER_BROWSER_RECYCLE_AFTER`, default 5000). */
  browserRecycleAfter: number;
  /**
   * Origins a PDF may be printed from, and the only origins any page may load from besides
   * `data:` and `blob:` (`RENDER_ALLOWED_ORIGINS`, comma separated; default the snapshot page's
   * origin, i.e. the gateway's).
   */
  allowedOrigins: string[];
  /**
   * Shared secret every caller of `/v1/*` and `/metrics` presents as `Authorization: Bearer
   * <token>` (`RENDER_SERVICE_TOKEN`, at least 16 characters; required). `npm start` creates one
   * in the data directory and hands it to the gateway and this service.
   */
  token: string;
}

/** Chromium binaries looked up on PATH when CHROME_PATH is unset, in this order. */
export const CHROME_CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome'] as const;

const intFrom = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const envSchema = z.object({
  RENDER_PORT: intFrom(4100, 0, 65535),
  HOST: z.string().min(1).default('127.0.0.1'),
  CHROME_PATH: z.string().min(1).optional(),
  SNAPSHOT_PAGE_URL: httpUrl.default('http://127.0.0.1:4000/snapshot.html'),
  RENDER_POOL_SIZE: intFrom(2, 1, 64),
  RENDER_QUEUE_MAX: intFrom(32, 0, 100_000),
  RENDER_TIMEOUT_MS: intFrom(60_000, 100, 3_600_000),
  RENDER_RECYCLE_AFTER: intFrom(200, 1, 1_000_000),
  RENDER_BROWSER_RECYCLE_AFTER: intFrom(5000, 0, 100_000_000),
  RENDER_ALLOWED_ORIGINS: z.string().optional(),
  RENDER_SERVICE_TOKEN: z
    .string({ error: 'is required (the shared secret the gateway sends; npm start creates one)' })
    .min(16, 'must be at least 16 characters'),
});

/**
 * Finds the first executable of {@link CHROME_CANDIDATES} on `pathEnv` (a PATH string).
 * Returns its absolute path, or undefined when none is there.
 */
export function findChromeOnPath(pathEnv: string | undefined): string | undefined {
  for (const name of CHROME_CANDIDATES) {
    for (const dir of (pathEnv ?? '').split(delimiter)) {
      if (!dir) continue;
      const candidate = join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not in this directory
      }
    }
  }
  return undefined;
}

/** Normalises one origin string (`https://a.b:8443/`) to `URL.origin` form; throws on junk. */
function toOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${value} is not an http(s) origin`);
  }
  return url.origin;
}

/**
 * Reads and validates the render service settings (R1-R3) from `env`.
 * Throws an Error listing every bad variable, or saying that no Chromium was found
 * (set CHROME_PATH or install one of chromium, chromium-browser, google-chrome).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): RenderConfig {
  // An empty variable (`RENDER_POOL_SIZE=` in a compose file) means "use the default".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`render-service: invalid environment\n${lines.join('\n')}`);
  }
  const e = parsed.data;

  const chromePath = e.CHROME_PATH ?? findChromeOnPath(env.PATH);
  if (!chromePath) {
    throw new Error(
      `render-service: no Chromium found. Set CHROME_PATH, or put one of ${CHROME_CANDIDATES.join(', ')} on PATH.`,
    );
  }

  let allowedOrigins: string[];
  try {
    allowedOrigins = e.RENDER_ALLOWED_ORIGINS?.trim()
      ? e.RENDER_ALLOWED_ORIGINS.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map(toOrigin)
      : [new URL(e.SNAPSHOT_PAGE_URL).origin];
  } catch (err) {
    throw new Error(`render-service: invalid RENDER_ALLOWED_ORIGINS: ${(err as Error).message}`);
  }
  // The pages may load from these origins only: the snapshot page must be one of them.
  const snapshotOrigin = new URL(e.SNAPSHOT_PAGE_URL).origin;
  if (!allowedOrigins.includes(snapshotOrigin)) {
    throw new Error(
      `render-service: RENDER_ALLOWED_ORIGINS must include the snapshot page's origin ${snapshotOrigin} (SNAPSHOT_PAGE_URL)`,
    );
  }

  return {
    port: e.RENDER_PORT,
    host: e.HOST,
    chromePath,
    snapshotPageUrl: e.SNAPSHOT_PAGE_URL,
    poolSize: e.RENDER_POOL_SIZE,
    queueMax: e.RENDER_QUEUE_MAX,
    timeoutMs: e.RENDER_TIMEOUT_MS,
    recycleAfter: e.RENDER_RECYCLE_AFTER,
    browserRecycleAfter: e.RENDER_BROWSER_RECYCLE_AFTER,
    allowedOrigins,
    token: e.RENDER_SERVICE_TOKEN,
  };
}
