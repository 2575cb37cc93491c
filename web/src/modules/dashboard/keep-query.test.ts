import { describe, expect, it } from 'vitest';
import { restoredQuery } from './keep-query';

describe('restoredQuery (D11)', () => {
  it('restores the previous query minus customerId when the new one has none', () => {
    expect(restoredQuery('?status=ARCHIVED&customerId=4', '')).toBe('?status=ARCHIVED');
  });

  it('leaves a navigation with its own query alone', () => {
    expect(restoredQuery('?status=ARCHIVED', '?page=2')).toBeNull();
  });

  it('never carries customerId alone or the entry link keys', () => {
    expect(restoredQuery('?customerId=4', '')).toBeNull();
    expect(restoredQuery('?code=A&token=t&exp=1&rep_token=r', '')).toBeNull();
    expect(restoredQuery('', '')).toBeNull();
  });
});
