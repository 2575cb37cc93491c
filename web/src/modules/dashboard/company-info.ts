/**
 * The company information form (D1 'Please provide your company information'): the same rules
 * as the gateway's `updateCompanyInfo` (name 1-120, a valid email, optional phone).
 */
import { z } from 'zod';

export const companyInfoSchema = z.object({
  name: z.string().trim().min(1, 'Enter your company name').max(120, 'Company name is too long'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email')
    .max(254, 'Email is too long')
    .pipe(z.email('Enter a valid email address')),
  phone: z
    .string()
    .trim()
    .max(40, 'Phone number is too long')
    .regex(/^[0-9+().\-\s]*$/, 'Enter a valid phone number'),
});

export type CompanyInfoValues = z.input<typeof companyInfoSchema>;

export const COMPANY_INFO_FIELDS = ['name', 'email', 'phone'] as const;
