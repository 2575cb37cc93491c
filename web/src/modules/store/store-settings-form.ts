/**
 * The dealer's store settings form: its values as the form holds them (dates as wall-clock
 * `datetime-local` text in the store's zone, tax as a percentage) and their conversion to
 * `StoreSettingsInput` (instants, basis points). The gateway checks them again and names the
 * field it refuses.
 */
import { MAX_STORE_TAX_BASIS_POINTS } from '@tas/rules';
import { z } from 'zod';
import type { StoreFulfilment, StorePaymentMethod } from '../../gql/graphql';
import { fromZonedInput, toZonedInput } from './store-time';

/** Zones offered first (US teams); the store's own is added when it is another. */
export const COMMON_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;

export const settingsSchema = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(120, 'Use at most 120 characters'),
    teamName: z.string().trim().min(1, 'Enter the team name').max(120, 'Use at most 120 characters'),
    timezone: z.string().min(1, 'Choose a time zone'),
    opensAt: z.string(),
    advertisedCloseAt: z.string(),
    hardCloseAt: z.string(),
    fulfilment: z.enum(['BULK', 'SHIP_HOME', 'PICKUP']),
    groupLabel: z.string().trim().max(40, 'Use at most 40 characters'),
    taxPercent: z
      .string()
      .trim()
      .refine((v) => /^\d{1,2}(\.\d{1,2})?$/.test(v) && Number(v) * 100 <= MAX_STORE_TAX_BASIS_POINTS, {
        message: `Use 0 to ${MAX_STORE_TAX_BASIS_POINTS / 100} with at most two decimals`,
      }),
    card: z.boolean(),
    payLater: z.boolean(),
    payLaterDays: z
      .number({ message: 'Use 1 to 60 days' })
      .int('Use whole days')
      .min(1, 'Use 1 to 60 days')
      .max(60, 'Use 1 to 60 days'),
    /** Empty: keep the passcode as it is. */
    passcode: z.string().refine((v) => v === '' || (v.length >= 8 && v.length <= 64), 'Use 8 to 64 characters'),
    removePasscode: z.boolean(),
  })
  .refine((v) => v.card || v.payLater, { path: ['payLater'], message: 'Offer at least one way to pay' })
  .refine((v) => !v.advertisedCloseAt || !v.hardCloseAt || v.hardCloseAt >= v.advertisedCloseAt, {
    path: ['hardCloseAt'],
    message: 'The hard close is at or after the advertised close',
  });

export type SettingsValues = z.infer<typeof settingsSchema>;

export interface StoreSettings {
  title: string;
  teamName: string;
  timezone: string;
  opensAt?: string | null;
  advertisedCloseAt?: string | null;
  hardCloseAt?: string | null;
  fulfilment: StoreFulfilment;
  groupLabel?: string | null;
  taxRateBasisPoints: number;
  paymentMethods: readonly StorePaymentMethod[];
  payLaterDays: number;
}

/** The form's values of a store. */
export function settingsValues(store: StoreSettings): SettingsValues {
  return {
    title: store.title,
    teamName: store.teamName,
    timezone: store.timezone,
    opensAt: toZonedInput(store.opensAt, store.timezone),
    advertisedCloseAt: toZonedInput(store.advertisedCloseAt, store.timezone),
    hardCloseAt: toZonedInput(store.hardCloseAt, store.timezone),
    fulfilment: store.fulfilment,
    groupLabel: store.groupLabel ?? '',
    taxPercent: (store.taxRateBasisPoints / 100).toString(),
    card: store.paymentMethods.includes('CARD'),
    payLater: store.paymentMethods.includes('PAY_LATER'),
    payLaterDays: store.payLaterDays,
    passcode: '',
    removePasscode: false,
  };
}

/** `StoreSettingsInput` of the form's values (an empty date is left as it is). */
export function settingsInput(values: SettingsValues) {
  const at = (v: string) => (v ? fromZonedInput(v, values.timezone) : null);
  const paymentMethods: StorePaymentMethod[] = [];
  if (values.card) paymentMethods.push('CARD');
  if (values.payLater) paymentMethods.push('PAY_LATER');
  const dates = {
    ...(at(values.opensAt) ? { opensAt: at(values.opensAt) } : {}),
    ...(at(values.advertisedCloseAt) ? { advertisedCloseAt: at(values.advertisedCloseAt) } : {}),
    ...(at(values.hardCloseAt) ? { hardCloseAt: at(values.hardCloseAt) } : {}),
  };
  return {
    title: values.title,
    teamName: values.teamName,
    timezone: values.timezone,
    ...dates,
    fulfilment: values.fulfilment,
    groupLabel: values.groupLabel,
    taxRateBasisPoints: Math.round(Number(values.taxPercent) * 100),
    paymentMethods,
    payLaterDays: values.payLaterDays,
    ...(values.removePasscode ? { passcode: '' } : values.passcode ? { passcode: values.passcode } : {}),
  };
}
