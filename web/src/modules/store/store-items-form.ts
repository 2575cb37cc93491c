/**
 * The dealer's items form of a store: each item's name, sizes offered, prices (dollars as typed,
 * sent in cents), whether every order must hold it, a most-per-buyer, and its name and number
 * rules (@tas/garments `ruleProblem`, the gateway's own check). Pure.
 */
import { NAME_CHARACTER_SETS, ruleProblem, type NameCharacterSet, type PersonalisationRule } from '@tas/garments';
import { z } from 'zod';
import type { StoreItem_DealerFragment } from '../../gql/graphql';

const DOLLARS = /^\d{1,5}(\.\d{1,2})?$/;

/** Cents of a dollar amount as typed ('12', '12.5', '12.50'); null when it is not one. */
export function centsOf(text: string): number | null {
  const t = text.trim();
  if (!DOLLARS.test(t)) return null;
  const [whole, fraction = ''] = t.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const dollars = (message: string) => z.string().refine((v) => centsOf(v) !== null, message);

const ruleSchema = z.object({
  nameOffered: z.boolean(),
  nameRequired: z.boolean(),
  nameMaxLength: z.number({ message: 'Enter a number' }).int(),
  nameCharacters: z.array(z.enum(NAME_CHARACTER_SETS as [NameCharacterSet, ...NameCharacterSet[]])),
  numberOffered: z.boolean(),
  numberRequired: z.boolean(),
  numberMin: z.number({ message: 'Enter a number' }).int(),
  numberMax: z.number({ message: 'Enter a number' }).int(),
  numberUnique: z.boolean(),
  numberScope: z.string(),
});

export const itemsSchema = z.object({
  items: z.array(
    z
      .object({
        id: z.string(),
        name: z.string().trim().min(1, 'Enter a name').max(120, 'Use at most 120 characters'),
        sizes: z.array(z.string()).min(1, 'Offer at least one size'),
        dealerPrice: dollars('Enter a price such as 24.00'),
        fundraising: z.string().refine((v) => v.trim() === '' || centsOf(v) !== null, 'Enter an amount such as 5.00'),
        required: z.boolean(),
        maxPerBuyer: z
          .string()
          .refine((v) => v.trim() === '' || /^[1-9]\d{0,2}$/.test(v.trim()), 'Use 1 to 999, or leave empty'),
        rules: ruleSchema,
      })
      .superRefine((item, ctx) => {
        const problem = ruleProblem(item.rules);
        if (problem) ctx.addIssue({ code: 'custom', path: ['rules', problem[0]], message: problem[1] });
      }),
  ),
});

export type ItemsValues = z.infer<typeof itemsSchema>;
export type ItemValues = ItemsValues['items'][number];

const money = (cents: number | null | undefined) => ((cents ?? 0) / 100).toFixed(2);

/** The form's values of the store's items. */
export function itemsValues(items: readonly StoreItem_DealerFragment[]): ItemsValues {
  return {
    items: items.map((i) => ({
      id: i.id,
      name: i.name,
      sizes: [...i.sizes],
      dealerPrice: money(i.dealerPriceCents),
      fundraising: money(i.fundraisingCents),
      required: i.required,
      maxPerBuyer: i.maxPerBuyer ? String(i.maxPerBuyer) : '',
      rules: { ...i.rules, nameCharacters: [...i.rules.nameCharacters] } as PersonalisationRule & {
        nameCharacters: NameCharacterSet[];
      },
    })),
  };
}

/** `setStoreItems`' items of the form's values (kept items by id, sizes in the style's order). */
export function itemsInput(values: ItemsValues, styleSizes: ReadonlyMap<string, readonly string[]>) {
  return values.items.map((i) => {
    const order = styleSizes.get(i.id) ?? [];
    return {
      id: i.id,
      name: i.name.trim(),
      sizes: [...i.sizes].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
      dealerPriceCents: centsOf(i.dealerPrice) ?? 0,
      fundraisingCents: centsOf(i.fundraising) ?? 0,
      required: i.required,
      maxPerBuyer: i.maxPerBuyer.trim() ? Number(i.maxPerBuyer) : null,
      rules: { ...i.rules, numberScope: i.rules.numberScope.trim() },
    };
  });
}
