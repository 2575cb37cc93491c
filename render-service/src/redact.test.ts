import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrl, requestSerializer } from './redact.js';

describe('log redaction', () => {
  it('drops query strings from URLs', () => {
    expect(redactUrl('http://gw/print/snapsheet/1?token=abc')).toBe('http://gw/print/snapsheet/1?[redacted]');
    expect(redactUrl('/v1/pdf')).toBe('/v1/pdf');
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
