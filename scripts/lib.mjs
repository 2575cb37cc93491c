// Shared steps of `npm start` and `npm test`. Node built-ins only: these run before any
// dependency is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, statSync, accessSync, constants, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  process.stdout.write(`\x1b[36m›\x1b[0m ${message}\n`);
}

/** Runs a command in the foreground; throws when it fails. */
export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${r.status}`);
}

/**
 * Installs npm packages when node_modules is missing, older than the lockfile, or installed by
 * another major Node.js than this one (its npm picks the packages and builds any addon for it).
 */
export function ensureNodeModules() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  // Written after each install: the major version of the Node.js that ran it.
  const installedBy = join(root, 'node_modules', '.installed-by-node');
  const major = process.versions.node.split('.')[0];
  if (
    existsSync(marker) &&
    statSync(marker).mtimeMs >= statSync(lock).mtimeMs &&
    existsSync(installedBy) &&
    readFileSync(installedBy, 'utf8').trim() === major
  )
    return;
  log(`Installing npm packages (npm ci, on Node.js ${process.version})…`);
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(installedBy, `${major}\n`);
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const p = join(dir, name);
    try {
      accessSync(p, constants.X_OK);
      return p;
    } catch {
      // not here or not executable: try the next candidate
    }
  }
  return null;
}

/**
 * The Chromium to use: CHROME_PATH, else chromium/chromium-browser/google-chrome on PATH, else
 * Debian's `chromium` package installed with apt when running as root on Debian.
 */
export function ensureChromium() {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
    return process.env.CHROME_PATH;
  }
  const found = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'].map(onPath).find(Boolean);
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    log("No Chromium found: installing Debian's chromium package…");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = onPath('chromium');
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found. Install Chromium (Debian: apt-get install chromium) or set CHROME_PATH to its binary.',
  );
}

/**
 * The nginx binary to use: NGINX_PATH, else nginx on PATH (or /usr/sbin, not on every user's
 * PATH), else Debian's `nginx` package installed with apt when running as root on Debian.
 */
export function ensureNginx() {
  if (process.env.NGINX_PATH) {
    if (!existsSync(process.env.NGINX_PATH)) throw new Error(`NGINX_PATH=${process.env.NGINX_PATH} does not exist`);
    return process.env.NGINX_PATH;
  }
  const find = () => onPath('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    log("No nginx found: installing Debian's nginx package…");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'nginx'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = find();
    if (installed) return installed;
  }
  throw new Error('No nginx found. Install nginx (Debian: apt-get install nginx) or set NGINX_PATH to its binary.');
}

/**
 * Gateway settings for the project's own tools (e2e, screenshots, bench), which make many calls
 * from 127.0.0.1 on purpose: the per-address request, mutation and render limits set out of reach.
 */
export const UNLIMITED_RATES = {
  RATE_LIMIT_MAX: '1000000',
  MUTATION_RATE_LIMIT_MAX: '1000000',
  // New snapshot renders and PDF exports per address (the render path's budget).
  RENDER_RATE_LIMIT: '100000',
  // Tasks of the CPU pool (logo checks, roster files) one address may have in flight.
  CPU_TASKS_PER_ADDRESS: '1000',
};

/** Starts a long-running child with its output prefixed. */
export function startChild(name, cmd, args, env) {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((l) => l.length)
      .map((l) => `[${name}] ${l}\n`)
      .join('');
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  return child;
}

/** Waits until GET url answers 200, or throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 90_000, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the built render service on `port` for the gateway at `publicUrl` (its snapshot page and
 * the only origin its pages may load), with `poolSize` warm pages and the shared `token`, and
 * waits until it answers. `env` adds settings. Returns the child process.
 */
export async function startRenderService({ publicUrl, port, poolSize, token, env = {} }) {
  const child = startChild('render', process.execPath, ['render-service/dist/src/server.js'], {
    RENDER_PORT: String(port),
    ...(poolSize ? { RENDER_POOL_SIZE: String(poolSize) } : {}),
    SNAPSHOT_PAGE_URL: `${publicUrl}/snapshot.html`,
    RENDER_ALLOWED_ORIGINS: publicUrl,
    RENDER_SERVICE_TOKEN: token,
    LOG_LEVEL: 'warn',
    ...env,
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`, 120_000, child);
  return child;
}

/**
 * `count` distinct free TCP ports on 127.0.0.1 (held open together while picking, so they differ),
 * for servers that must be told their port before they start.
 */
export async function freePorts(count = 1) {
  const servers = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      await new Promise((ok, fail) => {
        server.once('error', fail);
        server.listen(0, '127.0.0.1', ok);
      });
    }
    return servers.map((s) => s.address().port);
  } finally {
    await Promise.all(servers.map((s) => new Promise((ok) => s.close(() => ok()))));
  }
}

/**
 * Runs a command, streaming its output to this process's stdout/stderr (unless `echo` is false) and writing it to
 * `logFile` as well. Resolves with `{ code, signal }` (never rejects: a command that cannot be
 * spawned resolves with code 127 and the error in the log). `onOutput` sees each chunk of stdout.
 */
export function runLogged(cmd, args, { cwd = root, env = {}, logFile, echo = true, onOutput }) {
  return new Promise((done) => {
    const file = createWriteStream(logFile);
    let settled = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      file.end(() => done(result));
    };
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c) => {
      if (echo) process.stdout.write(c);
      file.write(c);
      onOutput?.(c.toString());
    });
    child.stderr.on('data', (c) => {
      if (echo) process.stderr.write(c);
      file.write(c);
    });
    child.on('error', (err) => {
      const line = `${cmd} could not start: ${err.message}\n`;
      process.stderr.write(line);
      file.write(line);
      finish({ code: 127, signal: null });
    });
    child.on('close', (code, signal) => finish({ code, signal }));
  });
}

/** The last `n` lines of a text file ('' when it does not exist). */
export function tailOf(file, n = 80) {
  if (!existsSync(file)) return '';
  const lines = readFileSync(file, 'utf8').replace(/\n$/, '').split('\n');
  return lines.slice(-n).join('\n');
}
