import { describe, expect, it } from 'vitest';
import { quoteFormSchema, toQuoteContact, EMPTY_QUOTE_FORM } from './quote-form';

describe('quote request form (L4)', () => {
  it('needs a name and a valid email', () => {
    const r = quoteFormSchema.safeParse(EMPTY_QUOTE_FORM);
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path[0]);
    expect(paths).toContain('name');
    expect(paths).toContain('email');
    expect(quoteFormSchema.safeParse({ ...EMPTY_QUOTE_FORM, name: 'Pat', email: 'nope' }).success).toBe(false);
    expect(quoteFormSchema.safeParse({ ...EMPTY_QUOTE_FORM, name: 'Pat', email: 'pat@x.example' }).success).toBe(true);
  });

  it('rejects a phone with letters and sends empty optional fields as null', () => {
    const base = { ...EMPTY_QUOTE_FORM, name: ' Pat ', email: 'pat@x.example' };
    expect(quoteFormSchema.safeParse({ ...base, phone: 'call me' }).success).toBe(false);
    expect(toQuoteContact({ ...base, phone: ' 555-0100 ' })).toEqual({
      name: 'Pat',
      email: 'pat@x.example',
      phone: '555-0100',
      organization: null,
      message: null,
      inHandDate: null,
    });
  });

  it('takes an in-hand date from today on', () => {
    const base = { ...EMPTY_QUOTE_FORM, name: 'Pat', email: 'pat@x.example' };
    expect(quoteFormSchema.safeParse({ ...base, inHandDate: '2999-03-01' }).success).toBe(true);
    expect(quoteFormSchema.safeParse({ ...base, inHandDate: '2000-03-01' }).error?.issues[0]?.message).toBe(
      'Choose a date from today on',
    );
    expect(toQuoteContact({ ...base, inHandDate: '2999-03-01' }).inHandDate).toBe('2999-03-01');
  });
});
