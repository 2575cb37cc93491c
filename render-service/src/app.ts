import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { bearerMatches } from './auth.js';
import { BrowserManager } from './browser.js';
import type { RenderConfig } from './config.js';
import { BadRequestError, RenderServiceError, UnauthorizedError } from './errors.js';
import { redactText } from './redact.js';
import { RequestGuard } from './guard.js';
import { WebglHealth } from './health.js';
import { PdfRenderer } from './pdf.js';
import { SnapshotPool } from './pool.js';

/** The views of the 3D player and of snapshots (schema `View`, C1, C5). */
export const viewSchema = z.enum(['FRONT', 'RIGHT', 'LEFT', 'BACK']);

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');

/**
 * A RenderSpec (schema `RenderSpec`), checked loosely: the page owns the drawing rules, the
 * service only refuses input that cannot be a spec at all.
 */
export const renderSpecSchema = z.looseObject({
  garment: z.looseObject({}),
  colors: z.array(hexColor),
  decorations: z.array(z.looseObject({})),
});

/** Body of `POST /v1/snapshots` (R1). */
export const snapshotRequestSchema = z.object({
  spec: renderSpecSchema,
  views: z
    .array(viewSchema)
    .min(1)
    .max(4)
    .refine((v) => new Set(v).size === v.length, 'views must not repeat')
    .default(['FRONT', 'BACK']),
  width: z.number().int().min(16).max(2048).default(470),
  height: z.number().int().min(16).max(2048).default(588),
});

/** Body of `POST /v1/pdf` (R2). */
export const pdfRequestSchema = z.object({
  url: z.string().min(1),
  waitForFlag: z
    .string()
    .regex(/^[A-Za-z_$][\w$]{0,63}$/, 'must be a JavaScript identifier')
    .default('__TAS_PRINT_READY__'),
  timeoutMs: z.number().int().min(100).max(600_000).optional(),
});

/** Body of `POST /v1/page-images`: a page pictured at `width` x `height`. */
export const pageImageRequestSchema = pdfRequestSchema.extend({
  width: z.number().int().min(200).max(2400).default(1200),
  height: z.number().int().min(200).max(2400).default(630),
});

/** The moving parts behind the routes; tests reach them through `app.renderer`. */
export interface RenderRuntime {
  config: RenderConfig;
  browsers: BrowserManager;
  pool: SnapshotPool;
  pdf: PdfRenderer;
  health: WebglHealth;
  guard: RequestGuard;
  /**
   * Every route served, as `METHOD /path` in the order registered (implied HEAD routes left
   * out): the token test (app.test.ts) checks each.
   */
  routes: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    renderer: RenderRuntime;
  }
}

function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);
  throw new BadRequestError(`invalid request: ${issues.join('; ')}`);
}

/**
 * Builds the render service's HTTP API (R1-R3) on Fastify 5. Nothing is launched until the
 * first request (or `app.renderer.pool.warm()`); `app.close()` closes pages and the browser.
 *
 * - `POST /v1/snapshots` `{ spec, views?, width?, height? }` -> `{ snapshots: [{ view, width, height, png }] }`,
 *   png = base64 PNG (R1).
 * - `POST /v1/pdf` `{ url, waitForFlag?, timeoutMs? }` -> `application/pdf` (R2).
 * - `POST /v1/page-images` `{ url, waitForFlag?, timeoutMs?, width?, height? }` -> `image/png` of
 *   exactly width x height CSS px (default 1200 x 630: a link card); same
 *   origins, queue and deadlines as PDFs.
 * - `GET /healthz` -> 200 when a WebGL2 context can be created, else 503 (R3).
 * - `GET /metrics` -> JSON counters (R3).
 *
 * Every route but `GET /healthz` needs `Authorization: Bearer <RENDER_SERVICE_TOKEN>` (401
 * UNAUTHORIZED otherwise). Pages load from the allowed origins (the gateway), `data:` and
 * `blob:` only ({@link RequestGuard}).
 *
 * Errors answer `{ error: { code, message } }` with 400, 401, 403, 422, 429, 502, 503 or 504.
 */
export function buildRenderApp(
  config: RenderConfig,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    // Specs can carry uploaded logos as data: URLs.
    bodyLimit: 16 * 1024 * 1024,
  });
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  const log = (level: 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) =>
    app.log[level](extra ?? {}, msg);

  const browsers = new BrowserManager({
    executablePath: config.chromePath,
    recycleAfterJobs: config.browserRecycleAfter,
    log,
  });
  const guard = new RequestGuard(config.allowedOrigins, log);
  const pool = new SnapshotPool(browsers, {
    guard,
    pageUrl: config.snapshotPageUrl,
    size: config.poolSize,
    queueMax: config.queueMax,
    timeoutMs: config.timeoutMs,
    recycleAfter: config.recycleAfter,
    log,
  });
  const pdf = new PdfRenderer(browsers, {
    guard,
    allowedOrigins: config.allowedOrigins,
    concurrency: config.poolSize,
    queueMax: config.queueMax,
    timeoutMs: config.timeoutMs,
    log,
  });
  const health = new WebglHealth(browsers);
  app.decorate('renderer', { config, browsers, pool, pdf, health, guard, routes });

  // The shared secret: everything but the health probe (load balancers call it bare).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' && request.url.split('?')[0] === '/healthz') return;
    if (!bearerMatches(request.headers.authorization, config.token)) {
      void reply.header('www-authenticate', 'Bearer');
      throw new UnauthorizedError();
    }
  });

  // Error messages may hold the URL asked for (a print page's `#print-token=`): every message
  // is redacted (redactText) before it is logged or answered, and no stack is logged.
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof RenderServiceError) {
      const message = redactText(err.message);
      if (err.statusCode === 429) void reply.header('retry-after', '1');
      if (err.statusCode >= 500) request.log.warn({ err: { type: err.name, code: err.code, message } }, message);
      return reply.status(err.statusCode).send({ error: { code: err.code, message } });
    }
    const e = err as { statusCode?: number; code?: string; message?: string; name?: string };
    const message = redactText(e.message ?? 'error');
    const status = typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
    if (status === 500) request.log.error({ err: { type: e.name, message } }, 'unexpected error');
    return reply.status(status).send({
      error: { code: status === 500 ? 'INTERNAL' : (e.code ?? 'BAD_REQUEST'), message },
    });
  });

  app.post('/v1/snapshots', async (request) => {
    const body = parseBody(snapshotRequestSchema, request.body);
    const results = await pool.render(body.spec, body.views, body.width, body.height);
    return {
      snapshots: results.map((r) => ({
        view: r.view,
        width: r.width,
        height: r.height,
        png: r.png.toString('base64'),
      })),
    };
  });

  app.post('/v1/pdf', async (request, reply) => {
    const body = parseBody(pdfRequestSchema, request.body);
    const bytes = await pdf.render({ url: body.url, waitForFlag: body.waitForFlag, timeoutMs: body.timeoutMs });
    return reply.type('application/pdf').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  app.post('/v1/page-images', async (request, reply) => {
    const body = parseBody(pageImageRequestSchema, request.body);
    const bytes = await pdf.render({
      url: body.url,
      waitForFlag: body.waitForFlag,
      timeoutMs: body.timeoutMs,
      image: { width: body.width, height: body.height },
    });
    return reply.type('image/png').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  app.get('/healthz', async (_request, reply) => {
    const result = await health.check();
    return reply.status(result.ok ? 200 : 503).send(result);
  });

  app.get('/metrics', async () => ({
    snapshots: { ...pool.metrics.toJSON(), queueLength: pool.stats().queued, running: pool.stats().running },
    pdf: {
      ...pdf.metrics.toJSON(),
      queueLength: pdf.stats().queued,
      running: pdf.stats().running,
      phasesMs: pdf.phases.toJSON(),
    },
    pages: pool.stats(),
    browser: browsers.stats(),
    requestsBlocked: guard.blocked,
  }));

  app.addHook('onClose', async () => {
    await pool.close();
    await browsers.close();
  });

  return app;
}
