/**
 * The dealer's items form of a store: each item's name, sizes offered, prices (dollars as typed,
 * sent in cents), whether every order must hold it, a most-per-buyer, and its name and number
 * rules (@tas/rules `ruleProblem`, the gateway's own check); items added from a saved
 * configuration; and the bundles (a name, two or more of the items, a price and fundraising part,
 * required or not). Items are named in bundles by a `ref` of their own (the item's id, or a new
 * one's made-up ref), sent as positions (`setStoreItems`' `itemIndexes`). Pure.
 */
import {
  DEFAULT_PERSONALISATION_RULE,
  NAME_CHARACTER_SETS,
  ruleProblem,
  type NameCharacterSet,
  type PersonalisationRule,
} from '@tas/rules';
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

const bundleSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(80, 'Use at most 80 characters'),
    itemRefs: z.array(z.string()).min(2, 'Choose two or more items'),
    price: dollars('Enter a price such as 45.00'),
    fundraising: z.string().refine((v) => v.trim() === '' || centsOf(v) !== null, 'Enter an amount such as 5.00'),
    required: z.boolean(),
  })
  .superRefine((b, ctx) => {
    const price = centsOf(b.price);
    if (price !== null && (centsOf(b.fundraising) ?? 0) > price)
      ctx.addIssue({ code: 'custom', path: ['fundraising'], message: 'At most the bundle price' });
  });

export const itemsSchema = z.object({
  bundles: z.array(bundleSchema),
  items: z.array(
    z
      .object({
        /** The item's id; '' for an item added here. */
        id: z.string(),
        ref: z.string(),
        /** The saved configuration a new item is made of; '' for a kept item. */
        configurationShortId: z.string(),
        name: z.string().trim().min(1, 'Enter a name').max(120, 'Use at most 120 characters'),
        sizes: z.array(z.string()).min(1, 'Offer at least one size'),
        dealerPrice: z.string(),
        fundraising: z.string().refine((v) => v.trim() === '' || centsOf(v) !== null, 'Enter an amount such as 5.00'),
        required: z.boolean(),
        maxPerBuyer: z
          .string()
          .refine((v) => v.trim() === '' || /^[1-9]\d{0,2}$/.test(v.trim()), 'Use 1 to 999, or leave empty'),
        rules: ruleSchema,
      })
      .superRefine((item, ctx) => {
        // A new item may leave its price empty: the gateway prices its configuration for the dealer.
        if (!(item.id === '' && item.dealerPrice.trim() === '') && centsOf(item.dealerPrice) === null)
          ctx.addIssue({ code: 'custom', path: ['dealerPrice'], message: 'Enter a price such as 24.00' });
        const problem = ruleProblem(item.rules);
        if (problem) ctx.addIssue({ code: 'custom', path: ['rules', problem[0]], message: problem[1] });
      }),
  ),
});

export type ItemsValues = z.infer<typeof itemsSchema>;
export type ItemValues = ItemsValues['items'][number];
export type BundleValues = ItemsValues['bundles'][number];

const money = (cents: number | null | undefined) => ((cents ?? 0) / 100).toFixed(2);

/** What the form keeps of a store's bundle. */
export interface BundleLike {
  name: string;
  itemIds: readonly string[];
  priceCents: number;
  fundraisingCents: number;
  required: boolean;
}

/** The form's values of the store's items and bundles. */
export function itemsValues(
  items: readonly StoreItem_DealerFragment[],
  bundles: readonly BundleLike[] = [],
): ItemsValues {
  return {
    items: items.map((i) => ({
      id: i.id,
      ref: i.id,
      configurationShortId: '',
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
    bundles: bundles.map((b) => ({
      name: b.name,
      itemRefs: [...b.itemIds],
      price: money(b.priceCents),
      fundraising: money(b.fundraisingCents),
      required: b.required,
    })),
  };
}

/**
 * A new item of saved configuration `shortId` (ref `ref`): named after its product, every size
 * of its style, its price left to the gateway (the dealer's price of the configuration), name
 * and number offered as its decorations print them.
 */
export function newItemValues(
  ref: string,
  shortId: string,
  product: { name: string; sizes: readonly string[] },
  prints: { name: boolean; number: boolean },
): ItemValues {
  const rule = DEFAULT_PERSONALISATION_RULE;
  return {
    id: '',
    ref,
    configurationShortId: shortId,
    name: product.name.slice(0, 120),
    sizes: [...product.sizes],
    dealerPrice: '',
    fundraising: '0.00',
    required: false,
    maxPerBuyer: '',
    rules: {
      ...rule,
      nameCharacters: [...rule.nameCharacters],
      nameOffered: prints.name,
      numberOffered: prints.number,
    },
  };
}

/** The form's values without item `ref` (and without it in every bundle). */
export function withoutItem(values: ItemsValues, ref: string): ItemsValues {
  return {
    items: values.items.filter((i) => i.ref !== ref),
    bundles: values.bundles.map((b) => ({ ...b, itemRefs: b.itemRefs.filter((r) => r !== ref) })),
  };
}

/**
 * `setStoreItems`' items and bundles of the form's values: kept items by id, new ones by their
 * configuration, sizes in the style's order (`styleSizes` by ref), bundles' items as positions.
 */
export function itemsInput(values: ItemsValues, styleSizes: ReadonlyMap<string, readonly string[]>) {
  const items = values.items.map((i) => {
    const order = styleSizes.get(i.ref) ?? [];
    return {
      ...(i.id ? { id: i.id } : { configurationShortId: i.configurationShortId }),
      name: i.name.trim(),
      sizes: [...i.sizes].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
      dealerPriceCents: centsOf(i.dealerPrice),
      fundraisingCents: centsOf(i.fundraising) ?? 0,
      required: i.required,
      maxPerBuyer: i.maxPerBuyer.trim() ? Number(i.maxPerBuyer) : null,
      rules: { ...i.rules, numberScope: i.rules.numberScope.trim() },
    };
  });
  const position = new Map(values.items.map((i, n) => [i.ref, n]));
  const bundles = values.bundles.map((b) => ({
    name: b.name.trim(),
    itemIndexes: b.itemRefs.flatMap((r) => (position.has(r) ? [position.get(r)!] : [])),
    priceCents: centsOf(b.price) ?? 0,
    fundraisingCents: centsOf(b.fundraising) ?? 0,
    required: b.required,
  }));
  return { items, bundles };
}

/** The form's field of a gateway field error (`items.N.dealerPriceCents` -> `items.N.dealerPrice`). */
export function formFieldOf(field: string): string | null {
  const m = /^(items|bundles)\.(\d{1,3})\.([A-Za-z.]{1,60})$/.exec(field);
  if (!m) return null;
  const renamed: Record<string, string> = {
    dealerPriceCents: 'dealerPrice',
    fundraisingCents: 'fundraising',
    priceCents: 'price',
    itemIndexes: 'itemRefs',
    configurationShortId: 'name',
  };
  return `${m[1]}.${m[2]}.${renamed[m[3]!] ?? m[3]}`;
}
