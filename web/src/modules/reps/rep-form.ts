/**
 * The rep form's rules (D4): name required, email optional but valid, phone optional (digits,
 * spaces, +, -, parentheses; 7 to 20 characters), as the gateway checks them.
 */
import { z } from 'zod';
import type { RepInput } from '../../gql/graphql';
import { optionalEmail, optionalPhone } from '../settings/settings-form';

export const repFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Use at most 120 characters'),
  email: optionalEmail,
  phone: optionalPhone,
});

export type RepFormValues = z.infer<typeof repFormSchema>;

/** Form values -> `saveRep` input; empty email/phone are sent as null. */
export function toRepInput(values: RepFormValues, id?: string): RepInput {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
  };
}

/** The success toasts of D4 (section 8, word for word). */
export const repAddedMessage = (name: string) => `${name} added successfully.`;
export const repEditedMessage = (name: string) => `${name} edited successfully.`;
export const repRemovedMessage = (name: string) => `${name} removed`;
