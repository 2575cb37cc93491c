import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  newWebhookSecret,
  normaliseWebhookUrl,
  orderNumber,
  secretHint,
  signBody,
  verifySignature,
} from './order-webhook.js';
import { csvText, parseContact } from './quotes.service.js';

describe('order webhook (D10)', () => {
  it('signs the raw body with HMAC-SHA256 and verifies it in constant time', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const body = '{"event":"order.created"}';
    const header = signBody(secret, body);
    expect(header).toBe(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
    expect(verifySignature(secret, body, header)).toBe(true);
    expect(verifySignature(secret, `${body} `, header)).toBe(false);
    expect(verifySignature('whsec_other', body, header)).toBe(false);
    expect(verifySignature(secret, body, undefined)).toBe(false);
  });

  it('masks secrets, numbers orders and accepts only http(s) URLs', () => {
    expect(secretHint('whsec_abcdefWXYZ')).toBe('whsec_…WXYZ');
    expect(secretHint(null)).toBeNull();
    expect(orderNumber(42)).toBe('TAS-000042');
    expect(normaliseWebhookUrl(' https://orders.example.com/tas ')).toBe('https://orders.example.com/tas');
    expect(normaliseWebhookUrl('ftp://x.example')).toBeNull();
    expect(normaliseWebhookUrl('https://user:pw@x.example')).toBeNull();
    expect(normaliseWebhookUrl('not a url')).toBeNull();
    expect(normaliseWebhookUrl(`https://x.example/${'a'.repeat(2000)}`)).toBeNull();
  });
});

describe('quote contact (L4) and CSV text', () => {
  it('requires a name and a valid email; blanks become null', () => {
    expect(parseContact({ name: ' Pat ', email: 'pat@x.example', phone: '', message: '  ' })).toEqual({
      name: 'Pat',
      email: 'pat@x.example',
      phone: null,
      organization: null,
      message: null,
    });
    expect(() => parseContact({ name: '', email: 'pat@x.example' })).toThrow(/Name is required/);
    expect(() => parseContact({ name: 'Pat', email: 'nope' })).toThrow(/valid email/);
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(csvText('+1 555')).toBe(`'+1 555`);
    expect(csvText('Pat')).toBe('Pat');
    expect(csvText(null)).toBe('');
  });
});
