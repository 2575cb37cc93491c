import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrl, requestSerializer } from './http.js';

describe('access log', () => {
  it('redacts query strings', () => {
    expect(redactUrl('/snapsheets/ABC/12/?passcode=s3cret')).toBe('/snapsheets/ABC/12/?[redacted]');
    expect(redactUrl('/dashboard/?code=A&token=abc&exp=1')).toBe('/dashboard/?[redacted]');
    expect(redactUrl('/graphql')).toBe('/graphql');
    expect(redactUrl('/proofs/tpp_abcDEF123-_xyz')).toBe('/proofs/tpp_[redacted]');
    expect(redactUrl('/proofs/tpp_abc?x=1')).toBe('/proofs/tpp_[redacted]?[redacted]');
    expect(redactUrl('/unsubscribe/tun_abcDEF123-_xyz')).toBe('/unsubscribe/tun_[redacted]');
  });

  it('never writes a passcode or entry token of a request URL to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: requestSerializer } } });
    app.get('/snapsheets/*', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/snapsheets/ABC/12/?passcode=s3cret-42&token=tok-9' });
    await app.close();
    const logged = lines.map((l) => JSON.parse(l) as { req?: { url: string; method: string } });
    const incoming = logged.find((l) => l.req);
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/snapsheets/ABC/12/?[redacted]' });
    expect(lines.join('')).not.toMatch(/s3cret-42|tok-9/);
  });
});
