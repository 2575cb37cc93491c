import { buildRenderApp } from './app.js';
import { loadConfig } from './config.js';
import { requestSerializer } from './redact.js';

/**
 * Entry point of the render service (API "Running"): listens on HOST:RENDER_PORT, warms the
 * snapshot pages in the background (a missing snapshot page is logged, not fatal: the gateway
 * may start later, and warming is tried again until it answers), and closes pages and Chromium
 * on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const app = buildRenderApp(config, {
    logger: { level: process.env.LOG_LEVEL ?? 'info', serializers: { req: requestSerializer } },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'render-service shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { chrome: config.chromePath, snapshotPage: config.snapshotPageUrl, poolSize: config.poolSize },
    'render-service ready',
  );
  // The gateway serving the snapshot page may start after this service: tried until it answers.
  let warned = false;
  void app.renderer.pool
    .warmUntilReady({
      onRetry: (err, delayMs) => {
        // Once at warn (a gateway starting up), then at debug until the pages are warm.
        app.log[warned ? 'debug' : 'warn']({ err: err.message, retryInMs: delayMs }, 'snapshot pages not warm yet');
        warned = true;
      },
    })
    .then((warm) => {
      if (warm) app.log.info({ poolSize: config.poolSize }, 'snapshot pages warm');
    });
}

void main();
