/**
 * Starts the built gateway (`gateway/dist`, `npm run build` first) on a free port with an
 * embedded database in a temporary directory, signs a dealer in through a signed entry link
 * (`enterDashboard`) and makes it an API token (`createApiToken`), as a developer would before
 * running the examples. Provides `gatewayUrl` and `apiToken` to the tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY_SECRET = 'client-test-entry-secret-0123456789';
export const DEALER_CODE = 'API001';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    apiToken: string;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The entry link's token: HMAC-SHA256 over the fields sorted by name, `name=encodeURIComponent(value)` joined by `&`. */
function entryToken(fields: Record<string, string | number>): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${encodeURIComponent(String(fields[k]))}`)
    .join('&');
  return createHmac('sha256', ENTRY_SECRET).update(canonical).digest('hex');
}

async function post(url: string, query: string, variables: object, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown[] };
  if (!body.data) throw new Error(`${query.slice(0, 40)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export default async function setup(project: TestProject) {
  const server = join(root, 'gateway/dist/src/server.js');
  if (!existsSync(server)) throw new Error(`${server} is missing: run npm run build first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tas-client-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEALER_ENTRY_SECRET: ENTRY_SECRET,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'off',
      // The examples' order receiver listens on 127.0.0.1.
      ORDER_WEBHOOK_ALLOW_PRIVATE: 'on',
      ORDER_SYNC_RETRY_DELAY_SECONDS: '1',
      // No render service here: nothing the examples do waits for a picture.
      RENDER_WORKER: 'off',
      RENDER_SERVICE_URL: 'http://127.0.0.1:9',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  // Up once /healthz answers; the start migrates and seeds a new database (counted in tries, not time).
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode}):\n${output}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 1200) throw new Error(`the gateway did not answer /healthz:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const exp = Math.floor(Date.now() / 1000) + 600;
  const fields = { code: DEALER_CODE, company: 'API Sports', email: 'api@example.com', exp };
  const session = await post(
    url,
    `mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken } }`,
    { input: { ...fields, token: entryToken(fields) } },
  );
  const created = await post(
    url,
    `mutation($name: String!) { createApiToken(name: $name) { token } }`,
    { name: 'client tests' },
    session.enterDashboard.apiToken,
  );
  project.provide('gatewayUrl', url);
  project.provide('apiToken', created.createApiToken.token);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
