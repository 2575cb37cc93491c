import { describe, expect, it } from 'vitest';
import { entryInputFromQuery, withoutEntryQuery } from './entry';

describe('dashboard entry query (A1)', () => {
  it('is null without a code', () => {
    expect(entryInputFromQuery(new URLSearchParams('token=abc'))).toBeNull();
  });

  it('maps the query to the mutation input, rep_token -> repToken', () => {
    const input = entryInputFromQuery(
      new URLSearchParams('code=ABC123&token=ff&exp=1795000000&company=Acme%20Sports&rep_token=r1&pricegroup=B'),
    );
    expect(input).toEqual({
      code: 'ABC123',
      token: 'ff',
      exp: 1795000000,
      company: 'Acme Sports',
      pricegroup: 'B',
      repToken: 'r1',
      tid: undefined,
      aid: undefined,
      email: undefined,
      terms: undefined,
      carriedt: undefined,
      carriednum: undefined,
      webuserid: undefined,
    });
  });

  it('sends an empty token and exp 0 when they are missing', () => {
    const input = entryInputFromQuery(new URLSearchParams('code=X'));
    expect(input?.token).toBe('');
    expect(input?.exp).toBe(0);
  });

  it('removes only the entry keys from the address', () => {
    expect(withoutEntryQuery(new URLSearchParams('code=A&token=t&exp=1&rep_token=r'))).toBe('');
    expect(withoutEntryQuery(new URLSearchParams('code=A&tab=archived'))).toBe('?tab=archived');
  });
});
