import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactText, redactUrl, requestSerializer } from './redact.js';

describe('log redaction', () => {
  it('drops query strings from URLs', () => {
    expect(redactUrl('http://gw/print/snapsheet/1?token=abc')).toBe('http://gw/print/snapsheet/1?[redacted]');
    expect(redactUrl('/v1/pdf')).toBe('/v1/pdf');
  });

  it('drops fragments (print grants) from URLs and from any text', () => {
    expect(redactUrl('http://gw/print/snapsheets/A/1#print-token=abc')).toBe(
      'http://gw/print/snapsheets/A/1#[redacted]',
    );
    expect(
      redactText(
        'net::ERR_CONNECTION_REFUSED at http://gw:4000/print/catalogs/A/1#print-token=t0k3n, then https://x/y?a=1 failed',
      ),
    ).toBe(
      'net::ERR_CONNECTION_REFUSED at http://gw:4000/print/catalogs/A/1#[redacted] then https://x/y?[redacted] failed',
    );
    expect(redactText('location hash #print-token=t0k3n&x=1 seen')).toBe(
      'location hash #print-token=[redacted]&x=1 seen',
    );
    expect(redactText('no secrets here')).toBe('no secrets here');
  });

  it('keeps them out of the access log', async () => {
    let out = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: requestSerializer } } });
    app.get('/healthz', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/healthz?secret=s3cret-1' });
    await app.close();
    expect(out).toContain('"url":"/healthz?[redacted]"');
    expect(out).not.toContain('s3cret-1');
  });
});
