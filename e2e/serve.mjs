// Starts the built gateway (serving the web app) and the render service for the browser tests,
// on their own ports (E2E_PORT from the Playwright config; E2E_RENDER_PORT or a free port) and a
// fresh data directory, and an SMTP server (smtp-server) the gateway sends its notices to: each
// email it accepts is written as JSON ({ from, to, subject, text, html }) to the mail directory
// of that port (`e2eMailDir`), where the specs read them. On SIGTERM/SIGINT, or when either fails
// to start or dies, it stops both, removes the data and mail directories and exits (1 unless it
// was asked to stop). Card payments go to a stand-in Stripe server (scripts/stripe-stand-in.mjs) on
// a free port: its hosted checkout page (a payment's redirect URL) has the Pay button the specs
// click, `POST <its origin>/test/complete/<session>?deliveries=2` pays one with the webhook
// delivered twice, and `POST <its origin>/test/hold/<session>` then `/test/release/<session>`
// holds a paid session's webhook until the spec has seen the order wait for it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePorts, startChild, UNLIMITED_RATES, waitFor } from '../scripts/lib.mjs';
import { e2eMailDir } from './mail-dir.mjs';
import { startStripeStandIn } from '../scripts/stripe-stand-in.mjs';

export const E2E_SECRET = 'e2e-entry-secret-0123456789abcdef';
if (!process.env.E2E_PORT || !process.env.E2E_DEMO_PASSCODE) {
  console.error('e2e/serve.mjs: E2E_PORT or E2E_DEMO_PASSCODE is not set (the Playwright config sets them)');
  process.exit(1);
}
const port = Number(process.env.E2E_PORT);
const renderPort = Number(process.env.E2E_RENDER_PORT || (await freePorts(1))[0]);
const dataDir = mkdtempSync(join(tmpdir(), 'tas-e2e-'));
const publicUrl = `http://127.0.0.1:${port}`;
// The render service refuses calls without it; a fresh one per run.
const renderToken = randomBytes(24).toString('hex');

// The notices' SMTP server: every accepted email becomes a JSON file in the mail dir.
const mailDir = e2eMailDir(port);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let mails = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const n = String(++mails).padStart(4, '0');
        const record = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
        };
        // Written whole, then renamed: a reader never sees half a file.
        writeFileSync(join(mailDir, `.${n}.tmp`), JSON.stringify(record));
        renameSync(join(mailDir, `.${n}.tmp`), join(mailDir, `${n}.json`));
        callback();
      },
      (err) => callback(err),
    );
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}`;

// The stand-in Stripe server, signing its webhooks with a fresh secret the gateway is given.
const stripeWebhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
const stripe = await startStripeStandIn({
  webhookUrl: `${publicUrl}/webhooks/stripe`,
  webhookSecret: stripeWebhookSecret,
});

const children = [];
let stopping = false;

/** Ends a child: SIGTERM, then SIGKILL after 10 s; resolves once it has exited. */
function end(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map(end));
  smtp.close();
  await stripe.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

function start(name, script, env) {
  const child = startChild(name, process.execPath, [script], env);
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`e2e/serve.mjs: the ${name} exited (${signal ?? `code ${code}`}); stopping`);
    void stop(1);
  });
  return child;
}

try {
  const gateway = start('gateway', 'gateway/dist/src/server.js', {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DEALER_ENTRY_SECRET: E2E_SECRET,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    RENDER_SERVICE_URL: `http://127.0.0.1:${renderPort}`,
    RENDER_SERVICE_TOKEN: renderToken,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // The demo dealer DEMO01, with the run's random passcode (the Playwright config sets it).
    SEED_DEMO: 'on',
    DEMO_PASSCODE: process.env.E2E_DEMO_PASSCODE,
    // Notices go to the SMTP server above (read by the specs from the mail directory).
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Team Apparel Studio <notices@e2e.example>',
    NOTICE_RETRY_DELAY_SECONDS: '1',
    // A snapshot refused while the render service is busy (429) is tried again after 1 s, not 5.
    RENDER_RETRY_DELAY_SECONDS: '1',
    // The quotes spec sets an order webhook on 127.0.0.1: allow non-public webhook hosts here only.
    ORDER_WEBHOOK_ALLOW_PRIVATE: 'on',
    // Card payments through the stand-in Stripe server above.
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
    STRIPE_API_BASE: stripe.url,
    // The browser tests make many calls from 127.0.0.1.
    ...UNLIMITED_RATES,
    // A web build of its own (vite build --outDir ...) lets several test runs share one tree.
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
  });
  await waitFor(`${publicUrl}/healthz`, 120_000, gateway);
  const render = start('render', 'render-service/dist/src/server.js', {
    RENDER_PORT: String(renderPort),
    SNAPSHOT_PAGE_URL: `${publicUrl}/snapshot.html`,
    RENDER_ALLOWED_ORIGINS: publicUrl,
    RENDER_SERVICE_TOKEN: renderToken,
    LOG_LEVEL: 'warn',
  });
  await waitFor(`http://127.0.0.1:${renderPort}/healthz`, 120_000, render);
  console.log(`e2e servers ready at ${publicUrl} (render service on port ${renderPort})`);
} catch (err) {
  console.error(`e2e/serve.mjs: the servers could not start: ${err.message}`);
  await stop(1);
}
