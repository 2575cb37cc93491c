import { describe, expect, it } from 'vitest';
import {
  colorOrDefault,
  companySchema,
  headerSchema,
  MARGIN_MESSAGE,
  PASSCODE_HINT,
  passcodeSchema,
  pricingSchema,
  proofsSchema,
  toPricingInput,
  toProofsInput,
  quoteTermsSchema,
  toQuoteTermsInput,
} from './settings-form';

const margin = (dealerMargin: string) => pricingSchema.safeParse({ dealerMargin, requestQuoteEnabled: true });

/** Both contacts shown on shared projects. */
const SHARE = { sharePhone: true, shareEmail: true };

describe('My Settings rules (D3)', () => {
  it('accepts a dealer margin from 1 to 10 only', () => {
    for (const ok of ['1', '2', '2.5', '10', ' 3 ']) expect(margin(ok).success, ok).toBe(true);
    for (const bad of ['0', '0.99', '11', '10.01', 'abc', '', '-2', '1e1']) {
      const r = margin(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(MARGIN_MESSAGE);
    }
    expect(toPricingInput({ dealerMargin: '2.5', requestQuoteEnabled: false })).toEqual({
      dealerMargin: 2.5,
      requestQuoteEnabled: false,
    });
  });

  it('checks company email and phone, allowing them empty', () => {
    expect(companySchema.safeParse({ name: 'A', email: '', phone: '', ...SHARE }).success).toBe(true);
    expect(companySchema.safeParse({ name: 'A', email: 'a@b.co', phone: '+1 (555) 123-4567', ...SHARE }).success).toBe(
      true,
    );
    expect(companySchema.safeParse({ name: 'A', email: 'nope', phone: '', ...SHARE }).success).toBe(false);
    expect(companySchema.safeParse({ name: 'A', email: '', phone: '123', ...SHARE }).success).toBe(false);
    expect(companySchema.safeParse({ name: 'A', email: '', phone: 'call 555 1234', ...SHARE }).success).toBe(false);
  });

  it('checks the header colour and the passcode confirmation', () => {
    expect(headerSchema.safeParse({ headerColor: '#A1b2C3', headerMessage: '' }).success).toBe(true);
    expect(headerSchema.safeParse({ headerColor: 'red', headerMessage: '' }).success).toBe(false);
    expect(passcodeSchema.safeParse({ passcode: 'abcd1234', confirm: 'abcd1234' }).success).toBe(true);
    const short = passcodeSchema.safeParse({ passcode: 'abcd123', confirm: 'abcd123' });
    expect(short.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['passcode', 'Use at least 8 characters'],
    ]);
    const mismatch = passcodeSchema.safeParse({ passcode: 'abcd1234', confirm: 'abcd1235' });
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirm']);
    expect(colorOrDefault('#ABCDEF')).toBe('#abcdef');
    expect(colorOrDefault(null)).toBe('#1f2937');
  });
});

describe('the Passcode card', () => {
  it('hints the whole rule the form checks: 8 to 64 characters', () => {
    expect(PASSCODE_HINT).toBe('8 to 64 characters.');
    const ok = (passcode: string) => passcodeSchema.safeParse({ passcode, confirm: passcode }).success;
    expect([7, 8, 64, 65].map((n) => ok('x'.repeat(n)))).toEqual([false, true, true, false]);
  });
});

describe('proofs and orders', () => {
  const days = (proofLinkDays: string) => proofsSchema.safeParse({ proofLinkDays, convertWithoutApproval: false });
  it('takes whole days from 1 to 60', () => {
    expect(days('1').success).toBe(true);
    expect(days(' 60 ').success).toBe(true);
    for (const bad of ['0', '61', '7.5', 'abc', ''])
      expect(days(bad).error?.issues[0]?.message, bad).toBe('A proof link lives 1 to 60 days');
  });
  it('sends numbers', () => {
    expect(toProofsInput({ proofLinkDays: '21', convertWithoutApproval: true })).toEqual({
      proofLinkDays: 21,
      convertWithoutApproval: true,
    });
  });
});

describe('the printed quote', () => {
  const values = (quoteValidDays: string, quoteTerms = '') =>
    quoteTermsSchema.safeParse({ quoteValidDays, quoteTerms });
  it('takes whole days from 1 to 365', () => {
    expect(values('1').success).toBe(true);
    expect(values(' 365 ').success).toBe(true);
    for (const bad of ['0', '366', '1.5', '', 'ten'])
      expect(values(bad).error?.issues[0]?.message, bad).toBe('A quote holds its prices 1 to 365 days');
  });
  it('takes terms up to 3000 characters and sends them trimmed', () => {
    expect(values('30', 'x'.repeat(3000)).success).toBe(true);
    expect(values('30', 'x'.repeat(3001)).error?.issues[0]?.message).toBe('Use at most 3000 characters');
    expect(toQuoteTermsInput({ quoteValidDays: '45', quoteTerms: '  Net 30.  ' })).toEqual({
      quoteValidDays: 45,
      quoteTerms: 'Net 30.',
    });
  });
});
