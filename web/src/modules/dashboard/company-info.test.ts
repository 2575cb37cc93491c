import { describe, expect, it } from 'vitest';
import { companyInfoSchema } from './company-info';

describe('companyInfoSchema', () => {
  it('accepts a name, an email and an optional phone (trimmed)', () => {
    expect(companyInfoSchema.parse({ name: ' Acme ', email: 'a@example.com', phone: '' })).toEqual({
      name: 'Acme',
      email: 'a@example.com',
      phone: '',
    });
  });

  it('names the field of each problem', () => {
    const issues = (v: Record<string, string>) =>
      companyInfoSchema.safeParse(v).error?.issues.map((i) => i.path[0]) ?? [];
    expect(issues({ name: '', email: 'a@example.com', phone: '' })).toEqual(['name']);
    expect(issues({ name: 'Acme', email: 'nope', phone: '' })).toEqual(['email']);
    expect(issues({ name: 'Acme', email: 'a@example.com', phone: 'abc' })).toEqual(['phone']);
  });
});
