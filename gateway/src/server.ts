/**
 * Starts the gateway on PORT (default 4000) and stops it cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app.js';

try {
  const built = await buildApp({ seed: { catalog: true, demo: process.env.SEED_DEMO !== 'off' } });
  await built.app.listen({ port: built.config.PORT, host: built.config.HOST });
  const stop = async () => {
    await built.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
