import { describe, expect, it } from 'vitest';
import {
  buildEntryUrl,
  canonicalEntryString,
  DEFAULT_ENTRY_TTL_SECONDS,
  MAX_ENTRY_TTL_SECONDS,
  signEntryToken,
  verifyEntryToken,
} from './entry-token.js';

const secret = 'test-secret';
const example = { code: 'ABC123', company: 'Acme Sports', exp: 1795000000 };
// openssl: printf '%s' 'code=ABC123&company=Acme%20Sports&exp=1795000000' | openssl dgst -sha256 -hmac test-secret
const exampleToken = 'ee327646906c75e44819c59c484df1b51f371076dfd24762e6c13e93c4722909';
const before = 1795000000 - 60;

describe('canonicalEntryString (A1)', () => {
  it('matches the API.md example', () => {
    expect(canonicalEntryString(example)).toBe('code=ABC123&company=Acme%20Sports&exp=1795000000');
  });

  it('sorts by name, drops empty fields and token, and encodes values', () => {
    expect(
      canonicalEntryString({
        token: 'abc',
        terms: '',
        tid: null,
        webuserid: undefined,
        exp: 5,
        email: 'a+b@example.com',
        company: 'Smith & Sons / Ü',
        code: 'ABC123',
        aid: 42,
      }),
    ).toBe('aid=42&code=ABC123&company=Smith%20%26%20Sons%20%2F%20%C3%9C&email=a%2Bb%40example.com&exp=5');
  });

  it('names repToken rep_token and accepts either key', () => {
    const viaInput = canonicalEntryString({ code: 'X', repToken: 'r 1', exp: 9 });
    const viaQuery = canonicalEntryString({ code: 'X', rep_token: 'r 1', exp: 9 });
    expect(viaInput).toBe('code=X&exp=9&rep_token=r%201');
    expect(viaQuery).toBe(viaInput);
    expect(canonicalEntryString({ code: 'X', repToken: 'r', rep_token: 'r', exp: 9 })).toBe('code=X&exp=9&rep_token=r');
    expect(() => canonicalEntryString({ repToken: 'a', rep_token: 'b' })).toThrow(RangeError);
  });
});

describe('signEntryToken / verifyEntryToken (A1)', () => {
  it('signs the API.md example as hex HMAC-SHA256 of the canonical string', () => {
    expect(signEntryToken(secret, example)).toBe(exampleToken);
    expect(verifyEntryToken(secret, example, exampleToken, before)).toEqual({ ok: true });
  });

  it('round-trips with every entry field, given as the GraphQL input names', () => {
    const fields = {
      code: 'ABC123',
      tid: 'T-9',
      aid: 'A-1',
      company: 'Acme Sports',
      email: 'coach@acme.test',
      terms: 'NET30',
      pricegroup: 'standard',
      carriedt: 'Y',
      carriednum: '12',
      webuserid: 'w1',
      repToken: 'rep secret',
      exp: 2000000000,
    };
    const token = signEntryToken(secret, fields);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyEntryToken(secret, fields, token, 1999999999)).toEqual({ ok: true });
    // the same fields as read from the entry URL (strings, rep_token, token present)
    const fromQuery = Object.fromEntries(
      Object.entries({ ...fields, token }).map(([k, v]) => [k === 'repToken' ? 'rep_token' : k, String(v)]),
    );
    expect(verifyEntryToken(secret, fromQuery, token, 1999999999)).toEqual({ ok: true });
    // upper-case hex is the same token
    expect(verifyEntryToken(secret, fields, token.toUpperCase(), 1999999999)).toEqual({ ok: true });
  });

  it('rejects a tampered field, an added field and a removed field', () => {
    const bad = { ok: false, reason: 'bad-signature' };
    expect(verifyEntryToken(secret, { ...example, company: 'Acme Sport' }, exampleToken, before)).toEqual(bad);
    expect(verifyEntryToken(secret, { ...example, pricegroup: 'gold' }, exampleToken, before)).toEqual(bad);
    expect(verifyEntryToken(secret, { code: 'ABC123', exp: 1795000000 }, exampleToken, before)).toEqual(bad);
    expect(verifyEntryToken(secret, { ...example, exp: 1795000001 }, exampleToken, before)).toEqual(bad);
    expect(verifyEntryToken('other-secret', example, exampleToken, before)).toEqual(bad);
    const flipped = (exampleToken[0] === 'e' ? 'f' : 'e') + exampleToken.slice(1);
    expect(verifyEntryToken(secret, example, flipped, before)).toEqual(bad);
  });

  it('rejects an expired token (exp reached) and accepts it one second before', () => {
    expect(verifyEntryToken(secret, example, exampleToken, 1794999999)).toEqual({ ok: true });
    expect(verifyEntryToken(secret, example, exampleToken, 1795000000)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyEntryToken(secret, example, exampleToken, 1795009999)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token whose exp lies more than 24 hours ahead, and takes one exactly 24 hours ahead', () => {
    expect(MAX_ENTRY_TTL_SECONDS).toBe(86_400);
    expect(verifyEntryToken(secret, example, exampleToken, 1795000000 - 86_400)).toEqual({ ok: true });
    expect(verifyEntryToken(secret, example, exampleToken, 1795000000 - 86_401)).toEqual({
      ok: false,
      reason: 'too-far-ahead',
    });
    expect(verifyEntryToken(secret, example, exampleToken, 1700000000)).toEqual({
      ok: false,
      reason: 'too-far-ahead',
    });
    // A forged far-ahead token is still a bad signature.
    expect(verifyEntryToken(secret, example, '0'.repeat(64), 1700000000)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('says bad-signature, not expired, for a forged token past its exp', () => {
    expect(verifyEntryToken(secret, example, '0'.repeat(64), 1795009999)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('rejects forged tokens of the wrong length or alphabet as malformed', () => {
    for (const token of [
      '',
      'abc',
      exampleToken.slice(0, 63),
      `${exampleToken}0`,
      'z'.repeat(64),
      `${exampleToken.slice(0, 62)}  `,
    ]) {
      expect(verifyEntryToken(secret, example, token, before)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
    expect(verifyEntryToken(secret, example, undefined as unknown as string, before)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('rejects fields without a usable exp as malformed', () => {
    const noExp = { code: 'ABC123', company: 'Acme Sports' };
    expect(verifyEntryToken(secret, noExp, exampleToken, before)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyEntryToken(secret, { ...example, exp: 'soon' }, exampleToken, before)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyEntryToken(secret, { ...example, exp: '01795000000' }, exampleToken, before)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyEntryToken(secret, { ...example, repToken: 'a', rep_token: 'b' }, exampleToken, before)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(() => signEntryToken(secret, noExp)).toThrow(RangeError);
    expect(() => signEntryToken('', example)).toThrow();
  });
});

describe('buildEntryUrl (A2)', () => {
  it('builds a dashboard URL whose query verifies, expiring after 15 minutes by default', () => {
    const now = 1_800_000_000;
    const url = buildEntryUrl(
      'http://127.0.0.1:4000/',
      secret,
      { code: 'ABC123', company: 'Acme Sports' },
      undefined,
      now,
    );
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('http://127.0.0.1:4000/dashboard/');
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:4000\/dashboard\/\?code=ABC123&company=Acme%20Sports&exp=1800000900&token=[0-9a-f]{64}$/,
    );
    // what the web app reads from the address bar, handed to enterDashboard
    const query = Object.fromEntries(parsed.searchParams);
    expect(query.company).toBe('Acme Sports');
    expect(Number(query.exp)).toBe(now + DEFAULT_ENTRY_TTL_SECONDS);
    expect(verifyEntryToken(secret, query, query.token!, now)).toEqual({ ok: true });
    expect(verifyEntryToken(secret, query, query.token!, now + DEFAULT_ENTRY_TTL_SECONDS)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('uses the query name rep_token, a custom ttl, and replaces a given exp', () => {
    const url = buildEntryUrl('https://studio.example', secret, { code: 'A', repToken: 'x&y', exp: 1 }, 60, 1000);
    expect(url).toContain('&exp=1060&rep_token=x%26y&token=');
    const query = Object.fromEntries(new URL(url).searchParams);
    expect(query.rep_token).toBe('x&y');
    expect(verifyEntryToken(secret, query, query.token!, 1059)).toEqual({ ok: true });
    expect(() => buildEntryUrl('https://x', secret, { code: 'A' }, 0, 1000)).toThrow(RangeError);
    expect(() => buildEntryUrl('https://x', secret, { code: 'A' }, MAX_ENTRY_TTL_SECONDS + 1, 1000)).toThrow(
      RangeError,
    );
    const day = buildEntryUrl('https://x', secret, { code: 'A' }, MAX_ENTRY_TTL_SECONDS, 1000);
    const dayQuery = Object.fromEntries(new URL(day).searchParams);
    expect(verifyEntryToken(secret, dayQuery, dayQuery.token!, 1000)).toEqual({ ok: true });
  });
});
