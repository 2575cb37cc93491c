/**
 * Security headers on the app's pages (security review), through the real gateway
 * serving the built web app (web/dist: a missing build fails here): a CSP whose
 * `frame-ancestors` lets only the showroom be embedded, nosniff and Referrer-Policy on the SPA
 * HTML, /print/*, static assets, /graphql and /graphics (which keeps its own stricter policy).
 * The built pages hold no inline script, so `script-src 'self'` is enough for them.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCsp } from '../src/plugins/security-headers.js';
import { startHarness, type Harness } from './harness.js';

const DIST = new URL('../../web/dist/', import.meta.url);
const APP_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; " +
  "form-action 'self'; frame-ancestors 'none'";
const SHOWROOM_POLICY = APP_POLICY.replace("frame-ancestors 'none'", 'frame-ancestors *');

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(async () => h?.close());

async function headersOf(path: string, init?: RequestInit) {
  const res = await fetch(`${h.url}${path}`, init);
  await res.arrayBuffer();
  return {
    status: res.status,
    csp: res.headers.get('content-security-policy'),
    nosniff: res.headers.get('x-content-type-options'),
    referrer: res.headers.get('referrer-policy'),
  };
}

describe('security headers', () => {
  it('states the policy exactly, framing allowed for /showrooms only', () => {
    expect(appCsp('/')).toBe(APP_POLICY);
    expect(appCsp('/showrooms/DEMO01/?passcode=x')).toBe(SHOWROOM_POLICY);
    expect(appCsp('/showrooms')).toBe(SHOWROOM_POLICY);
    expect(appCsp('/showroomsX/a')).toBe(APP_POLICY);
    expect(appCsp('/dashboard?next=/showrooms/A')).toBe(APP_POLICY);
  });

  it('the built pages hold no inline script', () => {
    for (const page of ['index.html', 'snapshot.html']) {
      const html = readFileSync(new URL(page, DIST), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        expect(attrs).toMatch(/\bsrc="\/assets\/[^"]+\.js"/);
        expect(body!.trim()).toBe('');
      }
    }
  });

  it('sends them on the SPA, /print, the showroom, assets, /graphql and /graphics', async () => {
    const main = /src="(\/assets\/main-[^"]+\.js)"/.exec(readFileSync(new URL('index.html', DIST), 'utf8'))![1]!;
    const expected = (csp: string) => ({
      status: 200,
      csp,
      nosniff: 'nosniff',
      referrer: 'strict-origin-when-cross-origin',
    });
    expect(await headersOf('/')).toEqual(expected(APP_POLICY));
    expect(await headersOf('/dashboard')).toEqual(expected(APP_POLICY));
    expect(await headersOf('/print/snapsheets/ABC001/x')).toEqual(expected(APP_POLICY));
    expect(await headersOf('/snapshot.html')).toEqual(expected(APP_POLICY));
    expect(await headersOf(main)).toEqual(expected(APP_POLICY));
    // No showroom is set up here (no demo seed): the page answers 404, with the
    // showroom's policy all the same.
    const missing = { ...expected(SHOWROOM_POLICY), status: 404 };
    expect(await headersOf('/showrooms/DEMO01/')).toEqual(missing);
    expect(await headersOf('/showrooms/DEMO01/catalogue')).toEqual(missing);
    expect(
      await headersOf('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      }),
    ).toEqual(expected(APP_POLICY));
    // A route with its own, stricter policy keeps it.
    expect(await headersOf('/graphics/eagle-head.svg')).toEqual(
      expected("default-src 'none'; style-src 'unsafe-inline'"),
    );
    // Errors too.
    expect(await headersOf('/files/nope.png')).toMatchObject({ status: 404, nosniff: 'nosniff', csp: APP_POLICY });
  });
});
