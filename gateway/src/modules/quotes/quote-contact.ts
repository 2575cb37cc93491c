/** The contact of a quote request (L4): who asks, how to reach them, and by when. */
import { z } from 'zod';
import { isoDate, parseIsoDate } from '@tas/garments';
import { BadUserInputError } from '../../lib/errors.js';

/** L4 contact rules; paths are reported as `contact.<field>`. */
const contactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name is too long'),
  email: z.string().trim().max(254, 'Email is too long').email('Enter a valid email address'),
  phone: z
    .string()
    .trim()
    .max(40, 'Phone is too long')
    .regex(/^[0-9+().\-\s]*$/, 'Enter a valid phone number')
    .nullish(),
  organization: z.string().trim().max(120, 'Organization is too long').nullish(),
  message: z.string().trim().max(5000, 'Message is too long').nullish(),
  // `YYYY-MM-DD`, today or later (UTC; the warning is the quote's).
  inHandDate: z
    .string()
    .trim()
    .refine((v) => v === '' || parseIsoDate(v) !== null, 'Enter a date as YYYY-MM-DD')
    .refine((v) => v === '' || v >= isoDate(new Date()), 'Choose a date from today on')
    .nullish(),
});

export type QuoteContactInput = z.input<typeof contactSchema>;

/** Validates a quote contact (L4); BAD_USER_INPUT on `contact.<field>` for the first problem. */
export function parseContact(input: QuoteContactInput) {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BadUserInputError(`contact.${issue.path.join('.')}`, issue.message);
  }
  const blank = (v: string | null | undefined) => (v && v.length ? v : null);
  return {
    name: parsed.data.name,
    email: parsed.data.email,
    phone: blank(parsed.data.phone),
    organization: blank(parsed.data.organization),
    message: blank(parsed.data.message),
    inHandDate: blank(parsed.data.inHandDate),
  };
}
