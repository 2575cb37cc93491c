/**
 * My Settings form rules (D3, A7), mirroring the gateway's checks so that most mistakes are
 * caught before a round trip: email address, phone (digits, spaces, +, -, parentheses; 7 to 20
 * characters), header colour `#rrggbb`, dealer margin from 1 to 10, passcode of 8 to 64
 * characters (`passcodeProblem`, @tas/garments) typed twice, API token name.
 */
import { z } from 'zod';
import {
  EMAIL_ADDRESS,
  passcodeProblem,
  MIN_PASSCODE_LENGTH,
  MAX_PASSCODE_LENGTH,
  MIN_DEALER_MARGIN,
  MAX_DEALER_MARGIN,
  MAX_PROOF_LINK_DAYS,
  MIN_PROOF_LINK_DAYS,
  MAX_QUOTE_TERMS_LENGTH,
  MAX_QUOTE_VALID_DAYS,
  MIN_QUOTE_VALID_DAYS,
} from '@tas/garments';
import type { DealerSettingsInput } from '../../gql/graphql';

export { MIN_DEALER_MARGIN, MAX_DEALER_MARGIN };
export const DEFAULT_DEALER_MARGIN = 2;
export const DEFAULT_HEADER_COLOR = '#1f2937';

/** The success toast of every My Settings save (section 8, word for word). */
export const SETTINGS_SAVED_MESSAGE = 'Information updated.';

export const MARGIN_MESSAGE = 'Enter a number from 1 to 10';
const PHONE = /^[0-9 +()-]{7,20}$/;

/** '' or a valid email address. */
export const optionalEmail = z
  .string()
  .trim()
  .max(254, 'Use at most 254 characters')
  .refine((v) => v === '' || EMAIL_ADDRESS.test(v), 'Enter a valid email address');

/** '' or a phone number: digits, spaces, +, -, parentheses; 7 to 20 characters. */
export const optionalPhone = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || (PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7),
    'Use digits, spaces, +, - or parentheses (7 to 20 characters)',
  );

export const companySchema = z.object({
  name: z.string().trim().max(120, 'Use at most 120 characters'),
  email: optionalEmail,
  phone: optionalPhone,
  /** The phone and email show on shared playbooks and snapsheets and their PDFs. */
  sharePhone: z.boolean(),
  shareEmail: z.boolean(),
});
export type CompanyValues = z.infer<typeof companySchema>;

export const headerSchema = z.object({
  headerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1a2b3c'),
  headerMessage: z.string().trim().max(200, 'Use at most 200 characters'),
});
export type HeaderValues = z.infer<typeof headerSchema>;

/** The margin input is text so that 'abc' reaches the rule and gets the message. */
export const pricingSchema = z.object({
  dealerMargin: z
    .string()
    .trim()
    .refine((v) => /^\d+(\.\d+)?$/.test(v), MARGIN_MESSAGE)
    .refine((v) => Number(v) >= MIN_DEALER_MARGIN && Number(v) <= MAX_DEALER_MARGIN, MARGIN_MESSAGE),
  requestQuoteEnabled: z.boolean(),
});
export type PricingValues = z.infer<typeof pricingSchema>;

const LINK_DAYS_MESSAGE = `A proof link lives ${MIN_PROOF_LINK_DAYS} to ${MAX_PROOF_LINK_DAYS} days`;

/** Proofs and orders: the days a proof link lives, text so that 'abc' gets the message. */
export const proofsSchema = z.object({
  proofLinkDays: z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v), LINK_DAYS_MESSAGE)
    .refine((v) => Number(v) >= MIN_PROOF_LINK_DAYS && Number(v) <= MAX_PROOF_LINK_DAYS, LINK_DAYS_MESSAGE),
  convertWithoutApproval: z.boolean(),
});
export type ProofsValues = z.infer<typeof proofsSchema>;

/** Proofs form values -> the partial `updateDealerSettings` input. */
export function toProofsInput(values: ProofsValues): DealerSettingsInput {
  return { proofLinkDays: Number(values.proofLinkDays), convertWithoutApproval: values.convertWithoutApproval };
}

const VALID_DAYS_MESSAGE = `A quote holds its prices ${MIN_QUOTE_VALID_DAYS} to ${MAX_QUOTE_VALID_DAYS} days`;

/** The printed quote: days its prices hold, and the dealer's terms. */
export const quoteTermsSchema = z.object({
  quoteValidDays: z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v), VALID_DAYS_MESSAGE)
    .refine((v) => Number(v) >= MIN_QUOTE_VALID_DAYS && Number(v) <= MAX_QUOTE_VALID_DAYS, VALID_DAYS_MESSAGE),
  quoteTerms: z
    .string()
    .refine((v) => v.trim().length <= MAX_QUOTE_TERMS_LENGTH, `Use at most ${MAX_QUOTE_TERMS_LENGTH} characters`),
});
export type QuoteTermsValues = z.infer<typeof quoteTermsSchema>;

/** Quote form values -> the partial `updateDealerSettings` input (blank terms clear them). */
export function toQuoteTermsInput(values: QuoteTermsValues): DealerSettingsInput {
  return { quoteValidDays: Number(values.quoteValidDays), quoteTerms: values.quoteTerms.trim() };
}

/**
 * What the dashboard says to a dealer whose passcode was set before passcodes needed 8
 * characters (`Dealer.passcodeChangeRequired`): on every dashboard screen and on its Passcode card.
 */
export const PASSCODE_CHANGE_REQUIRED = `Your passcode was set before passcodes needed at least ${MIN_PASSCODE_LENGTH} characters: a shorter one no longer opens your projects. Set a new one.`;

/**
 * The Passcode card's hint: the whole rule `passcodeSchema` checks (`passcodeProblem`), both
 * ends, so a dealer is not refused for a length the hint allowed.
 */
export const PASSCODE_HINT = `${MIN_PASSCODE_LENGTH} to ${MAX_PASSCODE_LENGTH} characters.`;

export const passcodeSchema = z
  .object({
    // The rule lives once, in @tas/garments (the gateway checks the same).
    passcode: z.string().superRefine((v, ctx) => {
      const problem = passcodeProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    confirm: z.string(),
  })
  .refine((v) => v.passcode === v.confirm, { path: ['confirm'], message: 'The passcodes do not match' });
export type PasscodeValues = z.infer<typeof passcodeSchema>;

export const tokenNameSchema = z.object({
  name: z.string().trim().min(1, 'Give the token a name').max(60, 'Use at most 60 characters'),
});
export type TokenNameValues = z.infer<typeof tokenNameSchema>;

/** Pricing form values -> the partial `updateDealerSettings` input. */
export function toPricingInput(values: PricingValues): DealerSettingsInput {
  return { dealerMargin: Number(values.dealerMargin), requestQuoteEnabled: values.requestQuoteEnabled };
}

/** A stored colour for the colour input: `#rrggbb`, else the default. */
export function colorOrDefault(value: string | null | undefined): string {
  return value && /^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : DEFAULT_HEADER_COLOR;
}
