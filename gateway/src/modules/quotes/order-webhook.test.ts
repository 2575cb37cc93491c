import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import { describe, expect, it } from 'vitest';
import {
  deliverOrder,
  newWebhookSecret,
  normaliseWebhookUrl,
  orderNumber,
  secretHint,
  signBody,
  verifySignature,
} from './order-webhook.js';
import { csvText } from '@tas/garments';
import { parseContact } from './quote-contact.js';

describe('order webhook (D10)', () => {
  it('signs the raw body with HMAC-SHA256 and verifies it in constant time', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const body = '{"event":"order.created"}';
    const header = signBody(secret, body);
    expect(header).toBe(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
    expect(verifySignature(secret, body, header)).toBe(true);
    expect(verifySignature(secret, `${body} `, header)).toBe(false);
    expect(verifySignature('whsec_other', body, header)).toBe(false);
    expect(verifySignature(secret, body, undefined)).toBe(false);
  });

  it('masks secrets, numbers orders and accepts only http(s) URLs', () => {
    expect(secretHint('whsec_abcdefWXYZ')).toBe('whsec_…WXYZ');
    expect(secretHint(null)).toBeNull();
    expect(orderNumber(42)).toBe('TAS-000042');
    expect(normaliseWebhookUrl(' https://orders.example.com/tas ')).toBe('https://orders.example.com/tas');
    expect(normaliseWebhookUrl('ftp://x.example')).toBeNull();
    expect(normaliseWebhookUrl('https://user:pw@x.example')).toBeNull();
    expect(normaliseWebhookUrl('not a url')).toBeNull();
    expect(normaliseWebhookUrl(`https://x.example/${'a'.repeat(2000)}`)).toBeNull();
  });
});

describe('quote contact (L4) and CSV text', () => {
  it('requires a name and a valid email; blanks become null', () => {
    expect(parseContact({ name: ' Pat ', email: 'pat@x.example', phone: '', message: '  ' })).toEqual({
      name: 'Pat',
      email: 'pat@x.example',
      phone: null,
      organization: null,
      message: null,
      inHandDate: null,
    });
    expect(() => parseContact({ name: '', email: 'pat@x.example' })).toThrow(/Name is required/);
    expect(() => parseContact({ name: 'Pat', email: 'nope' })).toThrow(/valid email/);
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(csvText('+1 555')).toBe(`'+1 555`);
    expect(csvText('Pat')).toBe('Pat');
    expect(csvText(null)).toBe('');
  });
});

describe('deliverOrder (D10): pinned address, status only', () => {
  /** Starts `server` on a free 127.0.0.1 port; answers the port and a close function. */
  async function listen(server: Server | TlsServer) {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    return { port, close: () => new Promise<void>((r) => server.close(() => r())) };
  }
  const delivery = {
    secret: 'whsec_test',
    idempotencyKey: 'key-1',
    body: '{"event":"order.created"}',
    timeoutMs: 2000,
  };
  const local = { address: '127.0.0.1', family: 4 as const };

  it('connects to the pinned address, never resolving the name, with the URL host as Host', async () => {
    const seen: { host?: string; signature?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ host: req.headers.host, signature: req.headers['x-tas-signature'] as string, body });
        res.writeHead(204).end();
      });
    });
    const { port, close } = await listen(server);
    try {
      // `.invalid` never resolves (RFC 6761): only the pinned address can have been used.
      const url = `http://orders.tas-test.invalid:${port}/hook`;
      expect(await deliverOrder({ ...delivery, url, pinned: local })).toEqual({ ok: true, error: null });
      expect(seen).toEqual([
        {
          host: `orders.tas-test.invalid:${port}`,
          signature: signBody('whsec_test', delivery.body),
          body: delivery.body,
        },
      ]);
      // Without the pin the same URL cannot be reached: the name does not resolve.
      const unpinned = await deliverOrder({ ...delivery, url });
      expect(unpinned.ok).toBe(false);
      expect(unpinned.error).toMatch(/^Delivery failed: [A-Z_]+$/);
      expect(seen).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('keeps the URL host as the TLS server name (SNI)', async () => {
    const names: string[] = [];
    const server = createTlsServer({
      SNICallback: (name, cb) => {
        names.push(name);
        cb(new Error('no certificate here'));
      },
    });
    const { port, close } = await listen(server);
    try {
      const r = await deliverOrder({ ...delivery, url: `https://orders.tas-test.invalid:${port}/hook`, pinned: local });
      expect(r.ok).toBe(false);
      expect(r.error).toMatch(/^Delivery failed: [A-Z0-9_]+$/);
      expect(names).toEqual(['orders.tas-test.invalid']);
    } finally {
      await close();
    }
  });

  it("stores only the status of a failed delivery, never the receiver's answer", async () => {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (req.url === '/redirect') res.writeHead(302, { location: 'http://169.254.169.254/' }).end('moved');
        else res.writeHead(503, { 'content-type': 'text/plain' }).end('db password is hunter2; stack: at foo()');
      });
    });
    const { port, close } = await listen(server);
    try {
      const base = `http://127.0.0.1:${port}`;
      expect(await deliverOrder({ ...delivery, url: `${base}/down` })).toEqual({ ok: false, error: 'HTTP 503' });
      expect(await deliverOrder({ ...delivery, url: `${base}/redirect` })).toEqual({ ok: false, error: 'HTTP 302' });
    } finally {
      await close();
    }
    // The port is closed now: refused, named by its error class only.
    expect(await deliverOrder({ ...delivery, url: `http://127.0.0.1:${port}/x` })).toEqual({
      ok: false,
      error: 'Delivery failed: ECONNREFUSED',
    });
  });

  it('gives up after timeoutMs', async () => {
    const server = createServer(() => {
      // never answers
    });
    const { port, close } = await listen(server);
    try {
      const r = await deliverOrder({ ...delivery, url: `http://127.0.0.1:${port}/slow`, timeoutMs: 300 });
      expect(r).toEqual({ ok: false, error: 'Delivery failed: timed out after 300 ms' });
    } finally {
      server.closeAllConnections();
      await close();
    }
  });
});
