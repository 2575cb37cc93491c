// Shared steps of `npm start` and `npm test`. Node built-ins only: these run before any
// dependency is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, accessSync, constants } from 'node:fs';
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

/** Installs npm packages when node_modules is missing or older than the lockfile. */
export function ensureNodeModules() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing npm packages (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
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
 * Gateway settings for the project's own tools (e2e, screenshots, bench), which make many calls
 * from 127.0.0.1 on purpose: the per-address request and mutation limits set out of reach.
 */
export const UNLIMITED_RATES = { RATE_LIMIT_MAX: '1000000', MUTATION_RATE_LIMIT_MAX: '1000000' };

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
