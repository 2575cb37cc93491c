/**
 * No print token in any error or log (security review): the render service's answer
 * quoting a print page's URL reaches the gateway's errors (and so its logs) with the grant
 * blanked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderCallError, renderClient } from './render-client.js';
import { redactPrintTokens } from './print-grants.js';

describe('redactPrintTokens', () => {
  it('blanks every print grant and leaves the rest', () => {
    expect(redactPrintTokens('could not load http://gw/print/snapsheets/A/x#print-token=t0k3n-1: timeout')).toBe(
      'could not load http://gw/print/snapsheets/A/x#print-token=[redacted]: timeout',
    );
    expect(redactPrintTokens('"print-token=a" and PRINT-TOKEN=b&c=1')).toBe(
      '"print-token=[redacted]" and PRINT-TOKEN=[redacted]&c=1',
    );
    expect(redactPrintTokens('nothing secret')).toBe('nothing secret');
  });
});

describe('renderClient errors', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const asked = (JSON.parse(body) as { url: string }).url;
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'PAGE_LOAD_FAILED', message: `could not load ${asked}` } }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("quote the render service's answer without the print grant", async () => {
    const client = renderClient(url, 'render-token-0123456789');
    const err = (await client
      .pdf('http://gw/print/catalogs/A/x#print-token=SECRET-GRANT')
      .catch((e) => e)) as RenderCallError;
    expect(err).toBeInstanceOf(RenderCallError);
    expect(err.message).toBe(
      'render service /v1/pdf answered 502: {"error":{"code":"PAGE_LOAD_FAILED","message":"could not load http://gw/print/catalogs/A/x#print-token=[redacted]"}}',
    );
    expect(err.safeMessage).toBe('The print page could not be loaded');
    expect(JSON.stringify(err)).not.toContain('SECRET');
  });
});
