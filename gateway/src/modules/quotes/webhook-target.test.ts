import { describe, expect, it } from 'vitest';
import { checkWebhookTarget, isPublicAddress, resolveWebhookTarget, type LookupFn } from './webhook-target.js';

const fakeDns =
  (table: Record<string, string[]>): LookupFn =>
  async (host) => {
    const list = table[host];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['127.255.0.9', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['100.64.0.1', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::a00:1', false],
    // ::/96 (IPv4-compatible): refused whatever IPv4 address it embeds.
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::8.8.8.8', false],
    ['::808:808', false],
    ['::a00:1', false],
    ['2002:a00:1::', false],
    ['not-an-ip', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('checkWebhookTarget', () => {
  const lookup = fakeDns({
    'orders.example.com': ['93.184.216.34', '2606:2800:220:1::1'],
    'sneaky.example.com': ['93.184.216.34', '10.0.0.7'],
    'v6only.example.com': ['::1'],
  });

  it('accepts a name whose every address is public', async () => {
    expect(await checkWebhookTarget('https://orders.example.com/hook', { allowPrivate: false, lookup })).toEqual({
      ok: true,
    });
  });

  it('refuses a name with any non-public address, naming no address: the answer of a name that does not resolve', async () => {
    const r = await checkWebhookTarget('https://sneaky.example.com/hook', { allowPrivate: false, lookup });
    expect(r).toEqual({
      ok: false,
      reason: 'The webhook host sneaky.example.com does not resolve to a public address; check the URL',
    });
    expect(await checkWebhookTarget('http://v6only.example.com/', { allowPrivate: false, lookup })).toEqual({
      ok: false,
      reason: 'The webhook host v6only.example.com does not resolve to a public address; check the URL',
    });
  });

  it('refuses IP literals and localhost without a lookup', async () => {
    const never: LookupFn = async () => {
      throw new Error('no lookup expected');
    };
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://[::1]/x',
      'http://[::127.0.0.1]/x',
      'http://[::7f00:1]:8080/x',
      'http://localhost/x',
      'http://a.localhost/x',
    ]) {
      const r = await checkWebhookTarget(url, { allowPrivate: false, lookup: never });
      expect(r.ok, url).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/must point to a public address/);
    }
    expect(await checkWebhookTarget('http://8.8.8.8/x', { allowPrivate: false, lookup: never })).toEqual({ ok: true });
  });

  it('refuses a name that does not resolve, or not in time', async () => {
    expect(await checkWebhookTarget('https://nowhere.example.com/x', { allowPrivate: false, lookup })).toEqual({
      ok: false,
      reason: 'The webhook host nowhere.example.com does not resolve to a public address; check the URL',
    });
    const slow: LookupFn = () => new Promise(() => {});
    const r = await checkWebhookTarget('https://slow.example.com/x', {
      allowPrivate: false,
      lookup: slow,
      timeoutMs: 20,
    });
    expect(r.ok).toBe(false);
  });

  it('allows everything when allowPrivate is on', async () => {
    expect(await checkWebhookTarget('http://127.0.0.1:9/x', { allowPrivate: true })).toEqual({ ok: true });
  });
});

describe('resolveWebhookTarget (pinned lookup)', () => {
  it('resolves once and pins the checked address, whatever the name answers later', async () => {
    const answers = [['93.184.216.34'], ['10.0.0.7']];
    let lookups = 0;
    const rebinding: LookupFn = async () => {
      const list = answers[Math.min(lookups, answers.length - 1)]!;
      lookups += 1;
      return list.map((address) => ({ address, family: 4 }));
    };
    const r = await resolveWebhookTarget('https://rebind.example.com/hook', { allowPrivate: false, lookup: rebinding });
    expect(r).toEqual({ ok: true, pinned: { address: '93.184.216.34', family: 4 } });
    expect(lookups).toBe(1);
  });

  it('pins the first of several public addresses and refuses when any is private', async () => {
    const lookup = fakeDns({
      'orders.example.com': ['2606:2800:220:1::1', '93.184.216.34'],
      'sneaky.example.com': ['93.184.216.34', '10.0.0.7'],
    });
    expect(await resolveWebhookTarget('https://orders.example.com/', { allowPrivate: false, lookup })).toEqual({
      ok: true,
      pinned: { address: '2606:2800:220:1::1', family: 6 },
    });
    // The delivery's refusal (Order.lastSyncError) names no resolved address either.
    expect(await resolveWebhookTarget('https://sneaky.example.com/', { allowPrivate: false, lookup })).toEqual({
      ok: false,
      reason: 'The webhook host sneaky.example.com does not resolve to a public address; check the URL',
    });
  });

  it('pins nothing for an IP literal, and with allowPrivate still resolves a name once and pins it', async () => {
    const never: LookupFn = async () => {
      throw new Error('no lookup expected');
    };
    expect(await resolveWebhookTarget('http://8.8.8.8/x', { allowPrivate: false, lookup: never })).toEqual({
      ok: true,
      pinned: null,
    });
    expect(await resolveWebhookTarget('http://127.0.0.1:9/x', { allowPrivate: true, lookup: never })).toEqual({
      ok: true,
      pinned: null,
    });
    const lookup = fakeDns({ 'receiver.lan': ['192.168.1.20'] });
    expect(await resolveWebhookTarget('http://receiver.lan/x', { allowPrivate: true, lookup })).toEqual({
      ok: true,
      pinned: { address: '192.168.1.20', family: 4 },
    });
    expect((await resolveWebhookTarget('http://unknown.lan/x', { allowPrivate: true, lookup })).ok).toBe(false);
  });
});
