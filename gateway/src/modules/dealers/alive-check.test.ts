import { describe, expect, it } from 'vitest';
import { bodySaysAlive, vouchedAccount } from './alive-check.js';

describe('bodySaysAlive (remote entry validation, A1)', () => {
  it('accepts the documented alive answers', () => {
    for (const body of ['{"alive":true}', '{"status":"ALIVE"}', 'alive', ' true\n', '1', 'Alive'])
      expect(bodySaysAlive(body)).toBe(true);
  });
  it('rejects anything else', () => {
    for (const body of ['', '{"alive":false}', '{"alive":"true"}', 'dead', '0', 'null', '[]', '<html>alive</html>'])
      expect(bodySaysAlive(body)).toBe(false);
  });
});

describe('vouchedAccount (remote entry validation)', () => {
  it('takes only the account fields a JSON answer carries as non-empty text or numbers', () => {
    expect(
      vouchedAccount(
        JSON.stringify({
          alive: true,
          company: ' Acme Sports ',
          pricegroup: 'gold',
          carriednum: 12345,
          email: ['a@b.c'],
          tid: '',
          aid: null,
          terms: 'x\u0000y',
          webuserid: 'w'.repeat(255),
          code: 'OTHER1',
        }),
      ),
    ).toEqual({ company: 'Acme Sports', pricegroup: 'gold', carriednum: '12345' });
  });
  it('vouches for no account field in a text answer or odd JSON', () => {
    for (const body of ['alive', 'true', '1', '[]', 'null', '{"alive":true}', '"company"'])
      expect(vouchedAccount(body)).toEqual({});
  });
});
