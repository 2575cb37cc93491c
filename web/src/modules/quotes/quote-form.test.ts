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
    });
  });
});
