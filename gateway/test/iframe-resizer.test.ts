/**
 * P1: `/dashboard/js/iframeResizer.js` answers JavaScript (the bundled
 * iframe-resizer 4.4.5 parent script) through the real app over HTTP, not the app's HTML page;
 * with IFRAME_RESIZER_URL set it sends the browser there instead.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerIframeResizer } from '../src/plugins/iframe-resizer.js';
import { startHarness, type Harness } from './harness.js';

describe('the iframeResizer script (P1)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('is served as JavaScript, the parent script of iframe-resizer 4.4.5', async () => {
    const res = await fetch(`${h.url}/dashboard/js/iframeResizer.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await res.text();
    expect(text).toMatch(/^\/\*! iFrame Resizer \(iframeSizer\.min\.js \) - v4\.4\.5/);
    expect(text).toContain('iFrameResize');
    expect(text).not.toContain('<html');
  });

  it('sends the browser to IFRAME_RESIZER_URL when it is set', async () => {
    const app = Fastify();
    registerIframeResizer(app, 'https://scripts.example/iframeResizer.min.js');
    const res = await app.inject({ method: 'GET', url: '/dashboard/js/iframeResizer.js' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://scripts.example/iframeResizer.min.js');
    await app.close();
  });
});
