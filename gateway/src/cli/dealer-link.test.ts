import { describe, expect, it } from 'vitest';
import { MAX_ENTRY_TTL_SECONDS, verifyEntryToken } from '../modules/dealers/entry-token.js';
import { dealerLink } from './dealer-link.js';

const env = { DEALER_ENTRY_SECRET: 'cli-test-secret-0123456789', PUBLIC_URL: 'https://studio.example' };
const now = 1_800_000_000;

describe('npm run dealer:link (A2)', () => {
  it('prints a link valid for 15 minutes by default, within the 24 hour limit', () => {
    const r = dealerLink(['--code', 'ABC123', '--company', 'Acme Sports'], env, now);
    expect(r.code).toBe(0);
    const query = Object.fromEntries(new URL(r.stdout).searchParams);
    expect(Number(query.exp)).toBe(now + 900);
    expect(verifyEntryToken(env.DEALER_ENTRY_SECRET, query, query.token!, now)).toEqual({ ok: true });
  });

  it('takes a ttl up to 24 hours and refuses a longer one', () => {
    const day = dealerLink(['--code', 'ABC123', '--ttl', String(MAX_ENTRY_TTL_SECONDS)], env, now);
    expect(day.code).toBe(0);
    const query = Object.fromEntries(new URL(day.stdout).searchParams);
    expect(verifyEntryToken(env.DEALER_ENTRY_SECRET, query, query.token!, now)).toEqual({ ok: true });
    for (const ttl of ['86401', '0', '1.5', 'soon']) {
      const r = dealerLink(['--code', 'ABC123', '--ttl', ttl], env, now);
      expect(r).toEqual({
        code: 2,
        stdout: '',
        stderr: '--ttl must be a whole number of seconds from 1 to 86400 (24 hours).',
      });
    }
  });

  it('needs a code and a secret', () => {
    expect(dealerLink([], env, now).code).toBe(2);
    const noSecret = dealerLink(['--code', 'ABC123'], { DATA_DIR: '/nonexistent-tas-dir' }, now);
    expect(noSecret.code).toBe(2);
    expect(noSecret.stderr).toMatch(/No DEALER_ENTRY_SECRET/);
  });
});
