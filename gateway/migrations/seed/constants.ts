/**
 * Business constants of the catalog (original spec section 9) that other gateway code imports:
 * default team colours, default decoration colours, the house rep, size order and brand info.
 */
import { sizeRank, YOUTH_SIZE_ORDER } from '@tas/garments';
import { BRAND_NAMES } from '@tas/rules';

/** Default team colours of a new project or customer (Navy, Cardinal, White), colour ids. */
export const DEFAULT_TEAM_COLOR_IDS = [19, 13, 25] as const;
/** Default decoration fill (C3). */
export const WHITE_ID = 25;
/** Default decoration outline 1 (C3). */
export const BLACK_ID = 23;
/** The global house rep ('Customer Service', no dealer): a customer's rep when none is chosen (D5). */
export const DEFAULT_REP_ID = 19;
/** Default dealer margin: customer price = msrp x margin (L3). */
export const DEFAULT_DEALER_MARGIN = 2;

/** Size order (L2): adult sizes, then youth sizes (from @tas/garments). */
export { SIZE_ORDER, YOUTH_SIZE_ORDER, type AdultSize, type Size, type YouthSize } from '@tas/garments';

/**
 * Position of a size in the size order, 1-based: adult sizes 1..11, youth sizes 12..16.
 * Unknown sizes sort last (1000). This is the value stored in `style_sizes.sort_order`.
 */
export function sizeSortOrder(size: string): number {
  const rank = sizeRank(size);
  return rank === undefined ? 1000 : rank + 1;
}

/** The size prices are based on (L2): L, or M for related (youth) products. */
export function baseSizeOf(isRelated: boolean): 'L' | 'M' {
  return isRelated ? 'M' : 'L';
}

/**
 * Msrp of one garment of `size` in cents, derived from the style's base msrp in cents (L3):
 * XXS..XL = base, 2XL +$2, 3XL +$4, 4XL..6XL +$6; youth sizes (next to adult ones) -$2.
 */
export function sizeMsrpCents(baseCents: number, size: string): number {
  switch (size) {
    case '2XL':
      return baseCents + 200;
    case '3XL':
      return baseCents + 400;
    case '4XL':
    case '5XL':
    case '6XL':
      return baseCents + 600;
    default:
      if ((YOUTH_SIZE_ORDER as readonly string[]).includes(size)) return Math.max(0, baseCents - 200);
      return baseCents;
  }
}

export type Brand = 'chromagear' | 'badger' | 'alleson' | 'c2' | 'badger-chromagear';

export interface BrandInfo {
  name: string;
  /** Brand icon key (section 9 brand icons). */
  icon: Brand;
  /** Smallest order of one style, pieces. */
  minimumPieces: number;
  /** Usual production time in working days. */
  productionDays: number;
  /** Short text shown with the product (production note). */
  note: string;
}

/** Catalog brands plus the ArmourFuse line (a ChromaGear line with its own terms). */
export const brandInfo = {
  chromagear: {
    name: BRAND_NAMES['chromagear'],
    icon: 'chromagear',
    minimumPieces: 1,
    productionDays: 15,
    note: 'Fully sublimated, any colour, no minimum; 15 working days.',
  },
  'badger-chromagear': {
    name: BRAND_NAMES['badger-chromagear'],
    icon: 'badger-chromagear',
    minimumPieces: 1,
    productionDays: 18,
    note: 'Badger fabrics, ChromaGear sublimation; 18 working days.',
  },
  badger: {
    name: BRAND_NAMES['badger'],
    icon: 'badger',
    minimumPieces: 1,
    productionDays: 3,
    note: 'Stock blanks ship in 3 days; Five Day decorated uniforms in 5.',
  },
  alleson: {
    name: BRAND_NAMES['alleson'],
    icon: 'alleson',
    minimumPieces: 1,
    productionDays: 5,
    note: 'Five Day decorated uniforms in stock colours.',
  },
  c2: {
    name: BRAND_NAMES['c2'],
    icon: 'c2',
    minimumPieces: 1,
    productionDays: 3,
    note: 'Stock spiritwear; ships in 3 days.',
  },
  armourfuse: {
    name: 'ArmourFuse',
    icon: 'chromagear',
    minimumPieces: 6,
    productionDays: 20,
    note: '6 piece minimum, 4-week turn.',
  },
} as const satisfies Record<string, BrandInfo>;

/** Styles of the ArmourFuse line (brand `chromagear`, terms of `brandInfo.armourfuse`). */
export const ARMOURFUSE_STYLE_IDS = ['CG9100', 'CG9150', 'CG9300'] as const;

/** Decoration methods of the decoration price table (L3). */
export const DECORATION_METHODS = ['screen print', 'sublimation', 'tackle twill', 'embroidery'] as const;
export type DecorationMethod = (typeof DECORATION_METHODS)[number];
/** Quantity breaks of the decoration price table: a row applies from `min_quantity` pieces. */
export const QUANTITY_BREAKS = [1, 12, 24, 48, 72, 144] as const;
