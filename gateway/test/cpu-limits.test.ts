/**
 * What a client sends cannot hold the CPU pool, over real HTTP: the inputs that once pinned a
 * worker thread (281 bytes of empty comments before an SVG check; a sanitised SVG of unclosed
 * `url(`) are answered at once, and every request's work in the pool is counted against the
 * client's address (the pool's own deadline, queue and share are tested in
 * src/plugins/cpu-pool.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpuRequests } from '../src/plugins/cpu-pool.js';
import { errorOf, startHarness, type Harness } from './harness.js';

const UPLOAD_LOGO = `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id contentType url } }`;
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('CPU pool limits over HTTP', () => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    // One trusted proxy: the client's address is the last of X-Forwarded-For.
    h = await startHarness({ env: { TRUST_PROXY_HOPS: '1' } });
    token = (await h.signIn('CPU301')).token;
  });
  afterAll(async () => h?.close());

  it('answers the inputs that once pinned a thread, and keeps what a logo needs', async () => {
    const comments = await h.gql(
      UPLOAD_LOGO,
      { input: { filename: 'c.svg', content: base64('<!---->'.repeat(40) + 'x') } },
      token,
    );
    expect(errorOf(comments)).toEqual({ code: 'BAD_USER_INPUT', field: 'content' });
    expect(comments.errors?.[0]?.message).toBe('Only PNG, JPEG or SVG images can be used as logos');

    const svg =
      `<!---->`.repeat(40) +
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2"><rect width="4" height="2" fill="url(https://x.example/p.svg#a)"/><text>${'url('.repeat(100_000)}</text></svg>`;
    const stored = await h.gql(UPLOAD_LOGO, { input: { filename: 's.svg', content: base64(svg) } }, token);
    expect(stored.errors).toBeUndefined();
    expect(stored.data.uploadLogo.contentType).toBe('image/svg+xml');
    const served = await (await fetch(`${h.url}${stored.data.uploadLogo.url}`)).text();
    expect(served).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2"><rect width="4" height="2" fill="none"></rect><text>${'url('.repeat(100_000)}</text></svg>`,
    );
  });

  it("counts a request's work in the pool against the client's address", async () => {
    const pool = h.built.cpu;
    const seen: (string | undefined)[] = [];
    const check = pool.checkLogo.bind(pool);
    pool.checkLogo = (bytes) => {
      seen.push(cpuRequests.getStore());
      return check(bytes);
    };
    try {
      const logo = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
      const a = await h.gql(UPLOAD_LOGO, { input: { filename: 'a.svg', content: base64(logo) } }, token, {
        'x-forwarded-for': '203.0.113.7',
      });
      const b = await h.gql(UPLOAD_LOGO, { input: { filename: 'b.svg', content: base64(logo) } }, token, {
        'x-forwarded-for': '2001:db8:1:2:3:4:5:6',
      });
      expect([a.errors, b.errors]).toEqual([undefined, undefined]);
      // IPv6 clients are counted by their /64, as every other limit counts them.
      expect(seen).toEqual(['203.0.113.7', '2001:db8:1:2::/64']);
    } finally {
      pool.checkLogo = check;
    }
  });
});
