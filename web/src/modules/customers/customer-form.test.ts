import { describe, expect, it } from 'vitest';
import { NONE_VALUE } from '../../ui/Select';
import { customerFormSchema, toCustomerInput } from './customer-form';

describe('customer form (D5)', () => {
  const base = { name: '', type: 'SCHOOL' as const, repId: NONE_VALUE, colorIds: ['19', '13', '25'] };

  it("names an unnamed customer 'No name' and leaves the rep to the server", () => {
    expect(toCustomerInput(base)).toEqual({
      name: 'No name',
      type: 'SCHOOL',
      repId: null,
      colorIds: ['19', '13', '25'],
    });
  });

  it('keeps id, trimmed name and rep when editing', () => {
    expect(toCustomerInput({ ...base, name: '  Lincoln High ', repId: '7' }, '42')).toEqual({
      id: '42',
      name: 'Lincoln High',
      type: 'SCHOOL',
      repId: '7',
      colorIds: ['19', '13', '25'],
    });
  });

  it('sends the logo ids when given', () => {
    expect(toCustomerInput(base, '42', ['5', '6']).logoIds).toEqual(['5', '6']);
    expect(toCustomerInput(base, undefined, []).logoIds).toEqual([]);
    expect('logoIds' in toCustomerInput(base)).toBe(false);
  });

  it('needs 3 to 6 colours', () => {
    expect(customerFormSchema.safeParse({ ...base, colorIds: ['1', '2'] }).success).toBe(false);
    expect(customerFormSchema.safeParse({ ...base, colorIds: ['1', '2', '3', '4', '5', '6'] }).success).toBe(true);
    expect(customerFormSchema.safeParse({ ...base, colorIds: ['1', '2', '3', '4', '5', '6', '7'] }).success).toBe(
      false,
    );
  });
});
