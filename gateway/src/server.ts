/**
 * Starts the gateway on PORT (default 4000) and stops it cleanly on SIGINT/SIGTERM. With
 * SEED_DEMO=on and no DEMO_PASSCODE, prints the demo dealer's random passcode when it seeds it.
 */
import { buildApp } from './app.js';

try {
  // The demo dealer is seeded only with SEED_DEMO=on (config.ts).
  const built = await buildApp({ seed: { catalog: true } });
  await built.app.listen({ port: built.config.PORT, host: built.config.HOST });
  // A random demo passcode is shown once, on the console (never in the logs).
  if (built.demoPasscode)
    process.stdout.write(`Demo dealer DEMO01 seeded; its passcode (shown once): ${built.demoPasscode}\n`);
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
