// `npm start`: installs what is missing, builds, migrates and seeds the embedded database,
// starts the render service and the gateway (which serves the web app), and prints the web
// URL and a signed sign-in link for the demo dealer.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium, ensureNodeModules, log, root, run, startChild, waitFor } from './lib.mjs';
import { runOnSupportedNode } from './node-runtime.mjs';

// On a machine whose Node.js is older than the project's, the rest runs on the fetched Node.js 24.
await runOnSupportedNode();

ensureNodeModules();
const chrome = ensureChromium();
log('Building (codegen, gateway, render service, web)…');
run('npm', ['run', 'build']);

const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
mkdirSync(dataDir, { recursive: true });
/**
 * `value` when set, else the secret kept in `DATA_DIR/<name>` (made by `fresh` on the first
 * start: 32 random bytes in hex by default).
 */
function keptSecret(value, name, fresh = () => randomBytes(32).toString('hex')) {
  if (value) return value;
  const file = join(dataDir, name);
  if (!existsSync(file)) writeFileSync(file, fresh(), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
// Signs dealer entry links (A1).
const secret = keptSecret(process.env.DEALER_ENTRY_SECRET, 'entry-secret');
// The gateway presents it to the render service, which refuses calls without it.
const renderToken = keptSecret(process.env.RENDER_SERVICE_TOKEN, 'render-token');
// The demo dealer DEMO01 is seeded for a first run (SEED_DEMO=off turns it off), with a random
// passcode kept in DATA_DIR/demo-passcode (or DEMO_PASSCODE), printed below.
const seedDemo = (process.env.SEED_DEMO ?? 'on') === 'on';
const demoPasscode = seedDemo
  ? keptSecret(process.env.DEMO_PASSCODE, 'demo-passcode', () => randomBytes(9).toString('base64url'))
  : undefined;
const port = Number(process.env.PORT ?? 4000);
const renderPort = Number(process.env.RENDER_PORT ?? 4100);
const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;

const gateway = startChild('gateway', process.execPath, ['gateway/dist/src/server.js'], {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DEALER_ENTRY_SECRET: secret,
  PORT: String(port),
  PUBLIC_URL: publicUrl,
  RENDER_SERVICE_URL: `http://127.0.0.1:${renderPort}`,
  RENDER_SERVICE_TOKEN: renderToken,
  SEED_DEMO: seedDemo ? 'on' : 'off',
  DEMO_PASSCODE: demoPasscode ?? '',
  // One gateway runs the render worker: at start, every render in flight was left by the last run.
  RENDER_RECOVER_AFTER_SECONDS: process.env.RENDER_RECOVER_AFTER_SECONDS ?? '0',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
// The render service loads its warm pages from the gateway: it starts once the gateway answers.
const gatewayUp = waitFor(`http://127.0.0.1:${port}/healthz`, 120_000, gateway);
await gatewayUp.catch(() => undefined);
const render = startChild('render', process.execPath, ['render-service/dist/src/server.js'], {
  CHROME_PATH: chrome,
  RENDER_PORT: String(renderPort),
  SNAPSHOT_PAGE_URL: `${publicUrl}/snapshot.html`,
  RENDER_ALLOWED_ORIGINS: publicUrl,
  RENDER_SERVICE_TOKEN: renderToken,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const children = [render, gateway];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => code && code !== 0 && (console.error(`a service exited with ${code}`), stop()));

try {
  await gatewayUp;
  await waitFor(`http://127.0.0.1:${renderPort}/healthz`, 120_000, render);
  const { buildEntryUrl } = await import(join(root, 'gateway/dist/src/modules/dealers/entry-token.js'));
  const link = buildEntryUrl(
    publicUrl,
    secret,
    { code: 'DEMO01', company: 'Demo Team Sports', email: 'demo@example.com' },
    24 * 3600,
  );
  const demo = demoPasscode
    ? `  Demo passcode:  ${demoPasscode}\n                  (dealer mode of the demo showroom and projects; kept in ${join(dataDir, 'demo-passcode')})\n`
    : '';
  process.stdout.write(
    `\n  Team Apparel Studio is running.\n\n  Web app:        ${publicUrl}/\n  Dealer sign-in: ${link}\n                  (valid 24 hours; new link: npm run dealer:link -- --code DEMO01)\n${demo}\n  Press Ctrl+C to stop.\n\n`,
  );
} catch (err) {
  console.error(err.message);
  stop();
  process.exitCode = 1;
}
