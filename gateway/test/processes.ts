/**
 * The gateway and the render service as child processes, for tests that kill them: started
 * from their sources with tsx (no build needed; the web app must be built for the pages),
 * on a fixed data directory and port so that a restart finds the same database and the same
 * address. Every wait is for a condition (an answer of /healthz, an exit), with a deadline.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How long a started gateway or render service may take to answer its health check, ms: a
 * safety net, not a speed goal (a PGlite gateway migrates at start, and beside the browser tests
 * on a 2-core machine that took over 2 minutes).
 */
export const START_TIMEOUT_MS = 240_000;

/** The repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A port that was free a moment ago (bound on 0, then released), for a process to listen on. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  const { port } = server.address() as { port: number };
  await new Promise<void>((ok) => server.close(() => ok()));
  return port;
}

/**
 * True when process `pid` holds the socket listening on 127.0.0.1:`port` (Linux: the listening
 * socket's inode in /proc/net/tcp among the process's open files). Another process that took the
 * port meanwhile (a free port is only free until someone binds it) answers health checks too:
 * this tells the two apart. Undefined when it cannot tell (no listening entry for the port in
 * /proc/net, or the process's descriptors unreadable).
 */
export function listensOn(pid: number, port: number): boolean | undefined {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; the inode is the tenth column.
      if (cols.length > 9 && cols[1]!.endsWith(`:${portHex}`) && cols[3] === '0A') inodes.add(cols[9]!);
    }
  }
  if (inodes.size === 0) return undefined;
  let fds: string[] = [];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return undefined;
  }
  for (const fd of fds) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return true;
    } catch {
      // The descriptor closed meanwhile.
    }
  }
  return false;
}

/** Polls `check` every `everyMs` until it returns a value other than undefined; throws after `ms`. */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  ms = 60_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A service running as a child process of the test. */
export interface ServiceProcess {
  name: string;
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Pid of the current process (changes on restart). */
  readonly pid: number;
  /** The last lines it wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends `signal` (default SIGKILL) and resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again with the same settings (port, data directory, environment) and waits until it answers. */
  restart(): Promise<void>;
}

interface SpawnSpec {
  name: string;
  script: string;
  port: number;
  env: Record<string, string>;
  /** Path answering 200 once the service is up. */
  health: string;
  startTimeoutMs: number;
}

async function startService(spec: SpawnSpec): Promise<ServiceProcess> {
  const lines: string[] = [];
  let child: ChildProcess;
  const url = `http://127.0.0.1:${spec.port}`;

  const launch = async () => {
    // A built script (.js) runs as it is; a source one through tsx.
    const args = spec.script.endsWith('.js') ? [spec.script] : ['--import', 'tsx', spec.script];
    child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(`[${spec.name} ${child.pid}] ${line}`);
      if (lines.length > 300) lines.splice(0, lines.length - 300);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const current = child;
    await waitUntil(
      `${spec.name} to answer ${url}${spec.health}`,
      async () => {
        if (current.exitCode !== null || current.signalCode !== null)
          throw new Error(`${spec.name} exited (${current.exitCode ?? current.signalCode}):\n${lines.join('\n')}`);
        try {
          if (!(await fetch(`${url}${spec.health}`)).ok) return undefined;
        } catch {
          return undefined;
        }
        // The answer must come from this child, not from a process that took the port meanwhile.
        if (process.platform === 'linux' && listensOn(current.pid!, spec.port) === false) {
          throw new Error(`${spec.name}: port ${spec.port} is held by another process`);
        }
        return true;
      },
      spec.startTimeoutMs,
      100,
    ).catch((err: Error) => {
      current.kill('SIGKILL');
      throw new Error(`${err.message}\n${lines.slice(-40).join('\n')}`);
    });
  };

  await launch();
  return {
    name: spec.name,
    url,
    port: spec.port,
    get pid() {
      return child.pid!;
    },
    output: () => lines.join('\n'),
    async kill(signal = 'SIGKILL') {
      const current = child;
      if (current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<void>((ok) => current.once('exit', () => ok()));
      current.kill(signal);
      await exited;
    },
    restart: launch,
  };
}

/**
 * Starts the gateway (`gateway/src/server.ts`) on `port` with `dataDir`, `env` on top of a test
 * environment (NODE_ENV test, SEED_DEMO off, LOG_LEVEL warn, no request rate limits,
 * WEB_DIST_DIR the built web app),
 * and waits for `/healthz`. Its render worker starts before it listens, so an answer means the
 * recovery at start has run.
 */
export function startGatewayProcess(opts: {
  dataDir: string;
  port: number;
  env: Record<string, string>;
  /** Run the built gateway (gateway/dist, `npm run build -w gateway`) instead of its sources. */
  built?: boolean;
  /** Names it in its output lines (default `gateway`). */
  name?: string;
}): Promise<ServiceProcess> {
  return startService({
    name: opts.name ?? 'gateway',
    script: opts.built ? 'gateway/dist/src/server.js' : 'gateway/src/server.ts',
    port: opts.port,
    health: '/healthz',
    startTimeoutMs: START_TIMEOUT_MS,
    env: {
      NODE_ENV: 'test',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      // Counters in memory unless a test gives a Redis of its own (with a prefix of its own).
      REDIS_URL: '',
      // Tests poll from 127.0.0.1: no per-address request limits.
      RATE_LIMIT_MAX: '1000000',
      MUTATION_RATE_LIMIT_MAX: '1000000',
      WEB_DIST_DIR: process.env.TAS_WEB_DIST ?? join(repoRoot, 'web/dist'),
      ...opts.env,
      DATA_DIR: opts.dataDir,
      PORT: String(opts.port),
      PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
    },
  });
}

/**
 * Starts the render service (`render-service/src/server.ts`) on `port` for the gateway at
 * `gatewayUrl` (its snapshot page, the only origin its pages may load from), with the shared
 * secret `token`, and waits until `/healthz` answers 200 (Chromium up, WebGL working).
 */
export function startRenderServiceProcess(opts: {
  port: number;
  gatewayUrl: string;
  token: string;
  env?: Record<string, string>;
}): Promise<ServiceProcess> {
  return startService({
    name: 'render',
    script: 'render-service/src/server.ts',
    port: opts.port,
    health: '/healthz',
    startTimeoutMs: START_TIMEOUT_MS,
    env: {
      CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      RENDER_TIMEOUT_MS: '120000',
      ...opts.env,
      RENDER_PORT: String(opts.port),
      SNAPSHOT_PAGE_URL: `${opts.gatewayUrl}/snapshot.html`,
      RENDER_ALLOWED_ORIGINS: opts.gatewayUrl,
      RENDER_SERVICE_TOKEN: opts.token,
    },
  });
}

/** Pids of the live processes whose parent is `parentPid` (Linux /proc). */
export function childPids(parentPid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parentPid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * The pid of the Chromium browser process the render service `renderPid` launched (its direct
 * child running the Chromium binary), or undefined while none is up.
 */
export function chromiumPidOf(renderPid: number): number | undefined {
  return childPids(renderPid).find((pid) => {
    try {
      return /chrom/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '');
    } catch {
      return false;
    }
  });
}
