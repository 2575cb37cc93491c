/**
 * A store's items and bundles: an item made from a saved configuration (every size of its
 * style, the dealer's price of one from pricing, name and number offered as its garment's
 * locations allow), and the dealer's list of items and bundles checked field by field
 * (`setStoreItems`).
 */
import { getGarment, sortSizes } from '@tas/garments';
import {
  DEFAULT_PERSONALISATION_RULE,
  MAX_CUSTOM_PRICE_CENTS,
  NAME_CHARACTER_SETS,
  ruleProblem,
  type NameCharacterSet,
  type PersonalisationRule,
} from '@tas/rules';
import type { ConfigurationRow, StoreItemRow, StyleRow } from '../../db/types.js';
import { BadUserInputError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import type { Loaders } from '../../loaders.js';

/** Most items a store offers. */
export const MAX_STORE_ITEMS = 40;
/** Most bundles a store offers. */
export const MAX_STORE_BUNDLES = 10;
/** Longest item or bundle name. */
export const MAX_ITEM_NAME_LENGTH = 80;
/** Most of one item a store lets one buyer take. */
export const MAX_PER_BUYER = 50;

/** An item before it is stored (store-less). */
export interface ItemDraft {
  id: number | null;
  name: string;
  configuration_id: number;
  style_id: string;
  proof_id: number | null;
  proof_version: number | null;
  sizes: string[];
  dealer_price_cents: number;
  fundraising_cents: number;
  required: boolean;
  max_per_buyer: number | null;
  rules: PersonalisationRule;
}

export interface StoreItemRulesInput {
  nameOffered: boolean;
  nameRequired?: boolean | null;
  nameMaxLength?: number | null;
  nameCharacters?: readonly NameCharacterSet[] | null;
  numberOffered: boolean;
  numberRequired?: boolean | null;
  numberMin?: number | null;
  numberMax?: number | null;
  numberUnique?: boolean | null;
  numberScope?: string | null;
}

export interface StoreItemInput {
  id?: string | null;
  configurationShortId?: string | null;
  name: string;
  sizes: readonly string[];
  dealerPriceCents?: number | null;
  fundraisingCents?: number | null;
  required?: boolean | null;
  maxPerBuyer?: number | null;
  rules: StoreItemRulesInput;
}

export interface StoreBundleInput {
  name: string;
  itemIndexes: readonly number[];
  priceCents: number;
  fundraisingCents?: number | null;
  required?: boolean | null;
}

/** The rule of a new item of `style`: a name and a number offered where its garment has those locations. */
export function defaultRuleOf(style: StyleRow): PersonalisationRule {
  const locations = getGarment(style.garment_id)?.locations ?? [];
  const has = (type: 'PLAYER_NAME' | 'PLAYER_NUMBER') => locations.some((l) => l.contentTypes.includes(type));
  return { ...DEFAULT_PERSONALISATION_RULE, nameOffered: has('PLAYER_NAME'), numberOffered: has('PLAYER_NUMBER') };
}

/**
 * The item a configuration makes for dealer `dealerId` (prices with project `priceProjectId`'s
 * custom price of the style, when given): named after its style, every size of the style, the
 * dealer's customer price of one garment of the base size, no fundraising part, optional.
 */
export async function itemFromConfiguration(
  loaders: Loaders,
  dealerId: number,
  config: ConfigurationRow,
  priceProjectId: number | null,
  proof: { proofId: number; version: number } | null = null,
): Promise<ItemDraft> {
  const style = await loaders.style.load(config.style_id);
  if (!style) throw new BadUserInputError('configurationShortId', 'Unknown product');
  const sizes = sortSizes((await loaders.sizesByStyle.load(style.id)).map((s) => s.size));
  const prices = await loaders.pricing.price({ dealerId, projectId: priceProjectId, config, sizeLines: null });
  return {
    id: null,
    name: style.name,
    configuration_id: config.id,
    style_id: style.id,
    proof_id: proof?.proofId ?? null,
    proof_version: proof?.version ?? null,
    sizes,
    dealer_price_cents: prices.finalPriceCents,
    fundraising_cents: 0,
    required: false,
    max_per_buyer: null,
    rules: defaultRuleOf(style),
  };
}

const cents = (value: number, field: string): number => {
  if (!Number.isInteger(value) || value < 0 || value > MAX_CUSTOM_PRICE_CENTS)
    throw new BadUserInputError(field, `Use whole cents from 0 to ${MAX_CUSTOM_PRICE_CENTS}`);
  return value;
};

const nameOf = (value: string, field: string): string => {
  const name = value.trim();
  if (!name || name.length > MAX_ITEM_NAME_LENGTH)
    throw new BadUserInputError(field, `Use 1 to ${MAX_ITEM_NAME_LENGTH} characters`);
  return name;
};

/** The rule an input sets, checked (BAD_USER_INPUT `field.<part>`). */
export function ruleOf(input: StoreItemRulesInput, field: string): PersonalisationRule {
  const d = DEFAULT_PERSONALISATION_RULE;
  const characters = [...new Set(input.nameCharacters ?? d.nameCharacters)];
  if (characters.some((c) => !NAME_CHARACTER_SETS.includes(c)))
    throw new BadUserInputError(`${field}.nameCharacters`, 'Unknown character set');
  const rule: PersonalisationRule = {
    nameOffered: input.nameOffered,
    nameRequired: input.nameRequired ?? false,
    nameMaxLength: input.nameMaxLength ?? d.nameMaxLength,
    nameCharacters: characters,
    numberOffered: input.numberOffered,
    numberRequired: input.numberRequired ?? false,
    numberMin: input.numberMin ?? d.numberMin,
    numberMax: input.numberMax ?? d.numberMax,
    numberUnique: input.numberUnique ?? d.numberUnique,
    numberScope: (input.numberScope ?? d.numberScope).trim(),
  };
  const problem = ruleProblem(rule);
  if (problem) throw new BadUserInputError(`${field}.${problem[0]}`, problem[1]);
  return rule;
}

/**
 * The dealer's list of items, checked against the store's items now (`current`, kept by id) and
 * saved configurations (`byShortId`): BAD_USER_INPUT `items`, `items.N.<field>`.
 */
export async function itemDrafts(
  loaders: Loaders,
  dealerId: number,
  inputs: readonly StoreItemInput[],
  current: readonly StoreItemRow[],
  byShortId: (shortId: string, field: string) => Promise<ConfigurationRow>,
): Promise<ItemDraft[]> {
  if (inputs.length > MAX_STORE_ITEMS) throw new BadUserInputError('items', `At most ${MAX_STORE_ITEMS} items`);
  const drafts: ItemDraft[] = [];
  const kept = new Set<number>();
  for (const [i, input] of inputs.entries()) {
    const field = `items.${i}`;
    const old = input.id != null ? current.find((it) => it.id === parseId(input.id!)) : undefined;
    if (input.id != null && (!old || kept.has(old.id))) throw new BadUserInputError(`${field}.id`, 'Unknown item');
    if (old) kept.add(old.id);
    let base: ItemDraft;
    if (input.configurationShortId) {
      const config = await byShortId(input.configurationShortId, `${field}.configurationShortId`);
      base = await itemFromConfiguration(loaders, dealerId, config, null);
    } else if (old) {
      base = { ...old, rules: old.rules };
    } else {
      throw new BadUserInputError(`${field}.configurationShortId`, 'Choose a saved configuration');
    }
    const offered = sortSizes((await loaders.sizesByStyle.load(base.style_id)).map((s) => s.size));
    const sizes = [...new Set(input.sizes.map((s) => s.trim()))];
    if (sizes.length === 0) throw new BadUserInputError(`${field}.sizes`, 'Offer at least one size');
    const unknown = sizes.find((s) => !offered.includes(s));
    if (unknown !== undefined)
      throw new BadUserInputError(`${field}.sizes`, `Size ${unknown} is not made in this style`);
    const max = input.maxPerBuyer ?? null;
    if (max !== null && (!Number.isInteger(max) || max < 1 || max > MAX_PER_BUYER))
      throw new BadUserInputError(`${field}.maxPerBuyer`, `Use 1 to ${MAX_PER_BUYER}`);
    drafts.push({
      ...base,
      id: old?.id ?? null,
      name: nameOf(input.name, `${field}.name`),
      sizes: sortSizes(sizes),
      dealer_price_cents:
        input.dealerPriceCents != null
          ? cents(input.dealerPriceCents, `${field}.dealerPriceCents`)
          : base.dealer_price_cents,
      fundraising_cents: cents(input.fundraisingCents ?? 0, `${field}.fundraisingCents`),
      required: input.required ?? false,
      max_per_buyer: max,
      rules: ruleOf(input.rules, `${field}.rules`),
    });
  }
  return drafts;
}

/** A bundle checked against the items' count: BAD_USER_INPUT `bundles.N.<field>`. */
export function bundleDraft(input: StoreBundleInput, index: number, itemCount: number) {
  const field = `bundles.${index}`;
  const indexes = [...new Set(input.itemIndexes)];
  if (indexes.length < 2 || indexes.length !== input.itemIndexes.length)
    throw new BadUserInputError(`${field}.itemIndexes`, 'Choose two or more different items');
  if (indexes.some((i) => !Number.isInteger(i) || i < 0 || i >= itemCount))
    throw new BadUserInputError(`${field}.itemIndexes`, 'Unknown item');
  const price = cents(input.priceCents, `${field}.priceCents`);
  const fundraising = cents(input.fundraisingCents ?? 0, `${field}.fundraisingCents`);
  if (fundraising > price) throw new BadUserInputError(`${field}.fundraisingCents`, 'At most the bundle price');
  return {
    name: nameOf(input.name, `${field}.name`),
    indexes,
    price_cents: price,
    fundraising_cents: fundraising,
    required: input.required ?? false,
  };
}
