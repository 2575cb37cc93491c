import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { entryInputFromQuery, unauthorizedReason, unauthorizedState, withoutEntryQuery } from './entry';

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

describe('why the unauthorized page is shown (A3)', () => {
  const refused = (message: string, code: string) =>
    new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

  it("carries the gateway's refusal of a used, expired or invalid link", () => {
    const used = 'This sign-in link has been used already: open a new one';
    expect(unauthorizedState(refused(used, 'UNAUTHENTICATED'))).toEqual({ reason: used });
    expect(unauthorizedState(refused('Missing Account Number', 'BAD_USER_INPUT'))).toEqual({
      reason: 'Missing Account Number',
    });
    expect(unauthorizedReason(unauthorizedState(refused('The sign-in link has expired', 'UNAUTHENTICATED')))).toBe(
      'The sign-in link has expired',
    );
  });

  it('carries nothing for other failures, and reads nothing from other states', () => {
    expect(unauthorizedState(refused('Unexpected error', 'INTERNAL'))).toBeUndefined();
    expect(unauthorizedState(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(unauthorizedReason(null)).toBeNull();
    expect(unauthorizedReason({ reason: 42 })).toBeNull();
    expect(unauthorizedReason({ reason: '' })).toBeNull();
  });
});
