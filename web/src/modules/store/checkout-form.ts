/**
 * The checkout form's values and their checks (zod, for react-hook-form): the buyer's name,
 * email and phone, the player's name, the group when the store asks for one, and the payment
 * method among the store's.
 */
import { z } from 'zod';

export const MAX_BUYER_TEXT = 120;

export function checkoutSchema({ groupRequired }: { groupRequired: boolean }) {
  return z.object({
    buyerName: z
      .string()
      .trim()
      .min(1, 'Enter your name')
      .max(MAX_BUYER_TEXT, `Use at most ${MAX_BUYER_TEXT} characters`),
    buyerEmail: z.string().trim().pipe(z.email('Enter an email address such as name@example.com')),
    buyerPhone: z.string().trim().max(40, 'Use at most 40 characters'),
    playerName: z.string().trim().max(MAX_BUYER_TEXT, `Use at most ${MAX_BUYER_TEXT} characters`),
    group: groupRequired
      ? z.string().trim().min(1, 'Fill this in').max(MAX_BUYER_TEXT, `Use at most ${MAX_BUYER_TEXT} characters`)
      : z.string().trim().max(MAX_BUYER_TEXT),
    paymentMethod: z.enum(['CARD', 'PAY_LATER'], 'Choose how to pay'),
  });
}

export type CheckoutValues = z.infer<ReturnType<typeof checkoutSchema>>;

export const PAYMENT_LABEL = {
  CARD: 'Pay now by card',
  PAY_LATER: 'Pay later (school billing, purchase order or cash at pickup)',
} as const;
