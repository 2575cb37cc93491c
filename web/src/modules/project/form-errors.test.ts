import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { EDIT_ERRORS, formFieldErrors, productEditError } from './form-errors';

const error = (...errors: { message: string; extensions: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ data: null, errors });

describe('edit errors on form fields (E)', () => {
  it('keeps input errors of the form fields', () => {
    const e = error(
      { message: 'Too long', extensions: { code: 'BAD_USER_INPUT', field: 'name' } },
      { message: 'Unknown variant', extensions: { code: 'BAD_USER_INPUT', field: 'variantId' } },
      { message: 'Other', extensions: { code: 'BAD_USER_INPUT', field: 'somethingElse' } },
    );
    expect(formFieldErrors(e, ['name', 'variantId'])).toEqual({
      fields: [
        ['name', 'Too long'],
        ['variantId', 'Unknown variant'],
      ],
      rest: false,
    });
  });

  it('renames server paths to form fields', () => {
    const e = error({ message: 'Too high', extensions: { code: 'BAD_USER_INPUT', field: 'customPriceCents' } });
    expect(formFieldErrors(e, ['customPrice'], { customPriceCents: 'customPrice' })).toEqual({
      fields: [['customPrice', 'Too high']],
      rest: false,
    });
  });

  it('leaves the rest to a toast', () => {
    expect(formFieldErrors(error({ message: 'No', extensions: { code: 'CONFLICT' } }), ['name'])).toEqual({
      fields: [],
      rest: true,
    });
    expect(
      formFieldErrors(error({ message: 'x', extensions: { code: 'BAD_USER_INPUT', field: 'catalogId' } }), ['name']),
    ).toEqual({ fields: [], rest: true });
    expect(formFieldErrors(new TypeError('Failed to fetch'), ['name']).rest).toBe(true);
  });
});

describe('the toast of a failed product edit (original section 8)', () => {
  it('names a change of colour alone, and any other edit as the product', () => {
    expect(productEditError({ variantId: 'v2' })).toBe('Error trying to update the product color');
    expect(productEditError({ variantId: 'v2', customPriceCents: 100 })).toBe('Error trying to update the product');
    expect(productEditError({ designId: 'd1' })).toBe('Error trying to update the product');
    expect(EDIT_ERRORS.initSnapsheet).toBe('Error init snapsheet');
  });
});
