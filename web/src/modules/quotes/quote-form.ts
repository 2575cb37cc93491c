/**
 * The quote request form's rules (L4), the same as the server's: name and a valid email are
 * required; phone, organization, message and the in-hand date (today or later) are optional.
 */
import { isoDate, parseIsoDate } from '@tas/garments';
import { z } from 'zod';
import type { QuoteContactInput } from '../../gql/graphql';

export const quoteFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(120, 'Use at most 120 characters'),
  email: z.string().trim().min(1, 'Enter your email').email('Enter a valid email address'),
  phone: z
    .string()
    .trim()
    .max(40, 'Use at most 40 characters')
    .regex(/^[0-9+().\-\s]*$/, 'Enter a valid phone number'),
  organization: z.string().trim().max(120, 'Use at most 120 characters'),
  message: z.string().max(5000, 'Use at most 5000 characters'),
  // When the garments are needed (a date input: '' or YYYY-MM-DD).
  inHandDate: z
    .string()
    .refine((v) => v === '' || parseIsoDate(v) !== null, 'Enter a date')
    .refine((v) => v === '' || v >= isoDate(new Date()), 'Choose a date from today on'),
});

export type QuoteFormValues = z.infer<typeof quoteFormSchema>;

export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  name: '',
  email: '',
  phone: '',
  organization: '',
  message: '',
  inHandDate: '',
};

/** Form values -> `requestQuote`'s contact: empty optional fields are sent as null. */
export function toQuoteContact(values: QuoteFormValues): QuoteContactInput {
  const opt = (v: string) => (v.trim() ? v.trim() : null);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: opt(values.phone),
    organization: opt(values.organization),
    message: opt(values.message),
    inHandDate: opt(values.inHandDate),
  };
}
