/**
 * The customer form's rules (D5): name optional ('No name' when empty), a type, an optional rep
 * (none -> the server's default rep), 3 to 6 colours.
 */
import { z } from 'zod';
import type { CustomerInput, CustomerType } from '../../gql/graphql';
import { NONE_VALUE } from '../../ui/Select';

export const CUSTOMER_TYPES: readonly { value: CustomerType; label: string }[] = [
  { value: 'SCHOOL', label: 'School' },
  { value: 'TEAM', label: 'Team' },
  { value: 'EVENT', label: 'Event' },
  { value: 'ORGANIZATION', label: 'Organization' },
  { value: 'OTHER', label: 'Other' },
];

export const customerFormSchema = z.object({
  name: z.string().max(120, 'Use at most 120 characters'),
  type: z.enum(['SCHOOL', 'TEAM', 'EVENT', 'ORGANIZATION', 'OTHER']),
  repId: z.string(),
  colorIds: z.array(z.string()).min(3, 'Choose at least 3 colours').max(6, 'Choose at most 6 colours'),
});

export type CustomerFormValues = z.infer<typeof customerFormSchema>;

/**
 * Form values -> `saveCustomer` input. Empty name -> 'No name'; no rep -> server default;
 * `logoIds` (when given) replaces the customer's logos.
 */
export function toCustomerInput(values: CustomerFormValues, id?: string, logoIds?: readonly string[]): CustomerInput {
  return {
    ...(id ? { id } : {}),
    ...(logoIds ? { logoIds: [...logoIds] } : {}),
    name: values.name.trim() || 'No name',
    type: values.type,
    repId: values.repId && values.repId !== NONE_VALUE ? values.repId : null,
    colorIds: values.colorIds,
  };
}

/** Label of a customer type enum value. */
export function customerTypeLabel(type: CustomerType): string {
  return CUSTOMER_TYPES.find((t) => t.value === type)?.label ?? type;
}
