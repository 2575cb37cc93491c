/**
 * The fetch wrapper against a stand-in server on a free port: the token is sent, RATE_LIMITED
 * answers are sent again after the wait their headers name (the waits are counted, not slept),
 * and what is not a rate limit is not retried.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MeDocument, TasApiError, TasClient } from '@tas/client';

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

let server: Server | null = null;
afterEach(() => server?.close());

/** A server answering `replies` in turn; records each request's headers and body. */
async function standIn(replies: Reply[]) {
  const seen: { headers: IncomingHttpHeaders; body: any }[] = [];
  server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    seen.push({ headers: req.headers, body: JSON.parse(text) });
    const reply = replies[Math.min(seen.length - 1, replies.length - 1)]!;
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

const ME = { data: { me: { id: '1', code: 'ABC123', name: 'Acme', email: null } } };
const LIMITED = { errors: [{ message: 'Too many changes', extensions: { code: 'RATE_LIMITED' } }] };

describe('TasClient', () => {
  it('sends the token and the document, and answers typed data', async () => {
    const { url, seen } = await standIn([{ status: 200, body: ME }]);
    const tas = new TasClient({ url, token: 'tas_abc' });
    const { me } = await tas.request(MeDocument);
    expect(me?.code).toBe('ABC123');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.authorization).toBe('Bearer tas_abc');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.body.query).toContain('query Me');
    expect(tas.endpoint).toBe(`${url}/graphql`);
  });

  it('waits as retry-after says, then x-ratelimit-reset, and sends again', async () => {
    const { url, seen } = await standIn([
      { status: 429, headers: { 'retry-after': '7' }, body: LIMITED },
      { status: 429, headers: { 'x-ratelimit-reset': '3' }, body: LIMITED },
      { status: 200, body: ME },
    ]);
    const waits: number[] = [];
    const tas = new TasClient({ url, token: 'tas_abc', sleep: async (ms) => void waits.push(ms) });
    const { me } = await tas.request(MeDocument);
    expect(me?.name).toBe('Acme');
    expect(waits).toEqual([7000, 3000]);
    expect(seen).toHaveLength(3);
  });

  it('gives up after maxRetries and throws RATE_LIMITED', async () => {
    const { url, seen } = await standIn([{ status: 429, headers: { 'retry-after': '1' }, body: LIMITED }]);
    const waits: number[] = [];
    const tas = new TasClient({ url, maxRetries: 2, sleep: async (ms) => void waits.push(ms) });
    const error = await tas.request(MeDocument).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TasApiError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, field: null });
    expect(waits).toEqual([1000, 1000]);
    expect(seen).toHaveLength(3);
  });

  it('does not wait longer than maxWaitSeconds', async () => {
    const { url, seen } = await standIn([{ status: 429, headers: { 'retry-after': '600' }, body: LIMITED }]);
    const waits: number[] = [];
    const tas = new TasClient({ url, maxWaitSeconds: 60, sleep: async (ms) => void waits.push(ms) });
    await expect(tas.request(MeDocument)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(waits).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('does not retry an answer that ran (data beside the error) nor another error', async () => {
    const partial = { data: { me: null }, errors: [{ message: 'busy', extensions: { code: 'RATE_LIMITED' } }] };
    const input = { errors: [{ message: 'Bad name', extensions: { code: 'BAD_USER_INPUT', field: 'name' } }] };
    for (const body of [partial, input]) {
      const { url, seen } = await standIn([{ status: 200, body }]);
      const tas = new TasClient({ url, sleep: async () => undefined });
      const error = (await tas.request(MeDocument).catch((e: unknown) => e)) as TasApiError;
      expect(seen).toHaveLength(1);
      expect(error.code).toBe(body.errors[0]!.extensions.code);
      server?.close();
    }
  });

  it('names a non-GraphQL answer by its status', async () => {
    const { url } = await standIn([{ status: 502, body: { error: 'Bad gateway' } }]);
    await expect(new TasClient({ url }).request(MeDocument)).rejects.toMatchObject({
      code: 'HTTP_502',
      status: 502,
      message: 'Bad gateway',
    });
  });
});
