import { describe, expect, it } from 'vitest';
import { repAddedMessage, repEditedMessage, repFormSchema, repRemovedMessage, toRepInput } from './rep-form';

describe('rep form (D4)', () => {
  it('needs a name and checks email and phone', () => {
    expect(repFormSchema.safeParse({ name: 'Jane', email: '', phone: '' }).success).toBe(true);
    expect(repFormSchema.safeParse({ name: ' ', email: '', phone: '' }).success).toBe(false);
    expect(repFormSchema.safeParse({ name: 'Jane', email: 'jane', phone: '' }).success).toBe(false);
    expect(repFormSchema.safeParse({ name: 'Jane', email: '', phone: '(555) 123-4567' }).success).toBe(true);
    expect(repFormSchema.safeParse({ name: 'Jane', email: '', phone: '555' }).success).toBe(false);
  });

  it('sends empty fields as null and keeps the id when editing', () => {
    expect(toRepInput({ name: ' Jane ', email: '', phone: '' })).toEqual({ name: 'Jane', email: null, phone: null });
    expect(toRepInput({ name: 'Jane', email: 'j@x.co', phone: '' }, '7')).toEqual({
      id: '7',
      name: 'Jane',
      email: 'j@x.co',
      phone: null,
    });
  });

  it('words the toasts as section 8 does', () => {
    expect(repAddedMessage('Jane')).toBe('Jane added successfully.');
    expect(repEditedMessage('Jane')).toBe('Jane edited successfully.');
    expect(repRemovedMessage('Jane')).toBe('Jane removed');
  });
});
