import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorCode, errorMessage, fieldErrors } from './errors';

const combined = new CombinedGraphQLErrors({
  data: null,
  errors: [
    { message: 'Pick 3 to 6 colours', extensions: { code: 'BAD_USER_INPUT', field: 'colorIds' } },
    { message: 'second on same field', extensions: { code: 'BAD_USER_INPUT', field: 'colorIds' } },
    { message: 'Unknown rep', extensions: { code: 'BAD_USER_INPUT', field: 'repId' } },
    { message: 'no field', extensions: { code: 'BAD_USER_INPUT' } },
  ],
});

describe('typed API errors', () => {
  it('reads the code of the first error', () => {
    expect(errorCode(combined)).toBe('BAD_USER_INPUT');
    expect(
      errorCode(new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'NOT_FOUND' } }] })),
    ).toBe('NOT_FOUND');
  });

  it('maps input errors to their fields, first message wins', () => {
    expect(fieldErrors(combined)).toEqual({ colorIds: 'Pick 3 to 6 colours', repId: 'Unknown rep' });
  });

  it('ignores network and unknown errors', () => {
    expect(errorCode(new TypeError('Failed to fetch'))).toBeNull();
    expect(fieldErrors(new Error('boom'))).toEqual({});
    expect(errorMessage(new Error('boom'), 'An error has occurred')).toBe('An error has occurred');
  });

  it('prefers the server message for toasts', () => {
    expect(errorMessage(combined, 'fallback')).toBe('Pick 3 to 6 colours');
  });
});
