import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findChromeOnPath, loadConfig } from './config.js';

const TOKEN = 'render-test-token-0123456789abcdef';
const bin = mkdtempSync(join(tmpdir(), 'rs-config-'));
afterAll(() => rmSync(bin, { recursive: true, force: true }));

function fakeExecutable(name: string): string {
  const path = join(bin, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
}

describe('loadConfig (R3 settings)', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ CHROME_PATH: '/usr/bin/chromium', RENDER_SERVICE_TOKEN: TOKEN });
    expect(config).toEqual({
      port: 4100,
      host: '127.0.0.1',
      chromePath: '/usr/bin/chromium',
      snapshotPageUrl: 'http://127.0.0.1:4000/snapshot.html',
      poolSize: 2,
      queueMax: 32,
      timeoutMs: 60_000,
      recycleAfter: 200,
      browserRecycleAfter: 5000,
      allowedOrigins: ['http://127.0.0.1:4000'],
      token: TOKEN,
    });
  });

  it('reads overrides, treats empty variables as unset and normalises allowed origins', () => {
    const config = loadConfig({
      CHROME_PATH: '/opt/chrome',
      RENDER_SERVICE_TOKEN: TOKEN,
      RENDER_PORT: '5000',
      RENDER_POOL_SIZE: '4',
      RENDER_QUEUE_MAX: '',
      RENDER_TIMEOUT_MS: '1500',
      SNAPSHOT_PAGE_URL: 'https://studio.example.com/snapshot.html',
      RENDER_ALLOWED_ORIGINS: 'https://studio.example.com/, http://gateway:4000',
    });
    expect(config.port).toBe(5000);
    expect(config.poolSize).toBe(4);
    expect(config.queueMax).toBe(32);
    expect(config.timeoutMs).toBe(1500);
    expect(config.allowedOrigins).toEqual(['https://studio.example.com', 'http://gateway:4000']);
  });

  it('names every bad variable', () => {
    expect(() =>
      loadConfig({ CHROME_PATH: '/x', RENDER_POOL_SIZE: '0', SNAPSHOT_PAGE_URL: 'file:///etc/passwd' }),
    ).toThrow(/RENDER_POOL_SIZE[\s\S]*SNAPSHOT_PAGE_URL|SNAPSHOT_PAGE_URL[\s\S]*RENDER_POOL_SIZE/);
    expect(() =>
      loadConfig({ CHROME_PATH: '/x', RENDER_SERVICE_TOKEN: TOKEN, RENDER_ALLOWED_ORIGINS: 'ftp://a' }),
    ).toThrow(/RENDER_ALLOWED_ORIGINS/);
  });

  it("refuses allowed origins that leave out the snapshot page's (its pages could not load)", () => {
    expect(() =>
      loadConfig({
        CHROME_PATH: '/x',
        RENDER_SERVICE_TOKEN: TOKEN,
        SNAPSHOT_PAGE_URL: 'http://gateway:4000/snapshot.html',
        RENDER_ALLOWED_ORIGINS: 'http://other:4000',
      }),
    ).toThrow(/RENDER_ALLOWED_ORIGINS must include the snapshot page's origin http:\/\/gateway:4000/);
  });

  it('requires the shared secret RENDER_SERVICE_TOKEN, at least 16 characters', () => {
    expect(() => loadConfig({ CHROME_PATH: '/x' })).toThrow(/RENDER_SERVICE_TOKEN: is required/);
    expect(() => loadConfig({ CHROME_PATH: '/x', RENDER_SERVICE_TOKEN: '' })).toThrow(
      /RENDER_SERVICE_TOKEN: is required/,
    );
    expect(() => loadConfig({ CHROME_PATH: '/x', RENDER_SERVICE_TOKEN: 'short' })).toThrow(
      /RENDER_SERVICE_TOKEN: must be at least 16 characters/,
    );
  });

  it('finds Chromium on PATH in the documented order, and says so clearly when there is none', () => {
    expect(() => loadConfig({ PATH: join(bin, 'empty'), RENDER_SERVICE_TOKEN: TOKEN })).toThrow(
      /no Chromium found. Set CHROME_PATH/,
    );
    const chrome = fakeExecutable('google-chrome');
    expect(findChromeOnPath(bin)).toBe(chrome);
    const chromium = fakeExecutable('chromium');
    expect(loadConfig({ PATH: `/nonexistent:${bin}`, RENDER_SERVICE_TOKEN: TOKEN }).chromePath).toBe(chromium);
  });
});
