/**
 * The sample style catalog (PRODUCT.md section 9): styles with their size lines and msrp,
 * designs (layouts) and stock colour variants, built from one compact spec per style.
 */
import type { GarmentId } from '@tas/garments';
import type { Insertable } from 'kysely';
import type { DesignsTable, StylesTable, StyleSizesTable, VariantsTable } from '../../src/db/types.js';
import { colors } from './basics.js';
import {
  ARMOURFUSE_STYLE_IDS,
  SIZE_ORDER,
  YOUTH_SIZE_ORDER,
  brandInfo,
  sizeMsrpCents,
  sizeSortOrder,
  type Brand,
} from './constants.js';

/** Garment templates (C2) a style may name. */
export { GARMENT_IDS } from '@tas/garments';
export type { GarmentId };

type Category = StylesTable['category'];
type ProductType = StylesTable['product_type'];
type Gender = 'MEN' | 'WOMEN' | 'YOUTH' | 'UNISEX';
type Sport =
  | 'football'
  | 'basketball'
  | 'baseball'
  | 'fastpitch'
  | 'volleyball'
  | 'soccer'
  | 'track'
  | 'lacrosse'
  | 'training'
  | 'coaches';

/** Stock colour sets (colour ids) that variants are drawn from, by kind of garment. */
const COLOR_SETS = {
  uniform: [19, 2, 1, 13, 23, 25, 3, 5, 6, 7],
  tee: [25, 23, 19, 2, 1, 16, 4, 9, 5, 12],
  fleece: [23, 19, 16, 15, 1, 2, 5, 4],
  polo: [23, 19, 25, 2, 1, 14],
  shorts: [23, 19, 2, 1, 5, 3, 13, 25],
  pants: [25, 12, 23, 19, 26],
} as const satisfies Record<string, readonly number[]>;
type ColorSet = keyof typeof COLOR_SETS;

/** Stock colours that cost more (heathers), cents over the style's msrp. */
const VARIANT_DELTA_CENTS: Record<number, number> = { 15: 100, 16: 100 };

/** Layout library: code, name, msrp delta in cents (premium art costs more). */
const LAYOUTS: ReadonlyArray<readonly [code: string, name: string, deltaCents: number]> = [
  ['501A', 'Classic', 0],
  ['502B', 'Side Panel', 0],
  ['503C', 'Shoulder Yoke', 0],
  ['504D', 'Gradient Fade', 0],
  ['505E', 'Bolt', 0],
  ['506F', 'Chevron', 0],
  ['507G', 'Shatter', 300],
  ['508H', 'Digital Camo', 500],
  ['509J', 'Tiger Stripe', 500],
];
/** A legacy layout kept in the data; the app never offers it (C1). */
const SKIPPED_LAYOUT = ['588R', 'Retro Legacy', 0] as const;

interface StyleSpec {
  id: string;
  name: string;
  brand: Brand;
  category: Category;
  type: ProductType;
  genders: Gender[];
  garment: GarmentId;
  /** Base-size msrp in dollars. */
  msrp: number;
  /** Size ranges, e.g. `S-4XL` or `S-3XL,YS-YXL` (adult and youth ranges). */
  sizes: string;
  sports?: Sport[];
  /** Youth style related to an adult one: base size M (L2). */
  related?: boolean;
  /** Number of layouts (3..9) for uniforms and sublimated styles. */
  layouts?: number;
  /** Put the skipped 588R layout among the designs. */
  with588R?: boolean;
  /** Stock colours for FIVE_DAY and STOCK styles, and how many of the set (4..10). */
  colors?: ColorSet;
  colorCount?: number;
  productionDays?: number;
}

function sportIds(list: Sport[] | undefined): string[] {
  const out: string[] = [];
  for (const s of list ?? []) {
    out.push(`fsg-${s}`);
    if (s === 'fastpitch') out.push('ua-softball');
    else if (s !== 'coaches') out.push(`ua-${s}`);
  }
  return out;
}

/** Expands `S-4XL,YS-YXL` into sizes in size order. */
export function expandSizes(ranges: string): string[] {
  const out: string[] = [];
  for (const range of ranges.split(',')) {
    const [from, to] = range.split('-') as [string, string | undefined];
    const order: readonly string[] = from.startsWith('Y') && from !== 'Y' ? YOUTH_SIZE_ORDER : SIZE_ORDER;
    const a = order.indexOf(from);
    const b = order.indexOf(to ?? from);
    if (a < 0 || b < a) throw new Error(`bad size range ${range}`);
    out.push(...order.slice(a, b + 1));
  }
  return out.sort((x, y) => sizeSortOrder(x) - sizeSortOrder(y));
}

const u = (spec: Omit<StyleSpec, 'category'>): StyleSpec => ({ ...spec, category: 'UNIFORM' });
const sw = (spec: Omit<StyleSpec, 'category'>): StyleSpec => ({ ...spec, category: 'SPIRITWEAR' });
const co = (spec: Omit<StyleSpec, 'category' | 'sports'>): StyleSpec => ({
  ...spec,
  category: 'COACHES',
  sports: ['coaches'],
});

const ADULT: Gender[] = ['MEN'];
const WOMEN: Gender[] = ['WOMEN'];
const YOUTH: Gender[] = ['YOUTH'];
const UNISEX: Gender[] = ['UNISEX'];
const SUB = 'SUBLIMATED' as const;
const FIVE = 'FIVE_DAY' as const;
const STOCK = 'STOCK' as const;

/** The catalog, in catalog order. */
const SPECS: StyleSpec[] = [
  // ChromaGear: fully sublimated uniforms, any colour.
  u({
    id: 'CG2100',
    name: 'Pro Crew Basketball Jersey',
    brand: 'chromagear',
    type: SUB,
    genders: ADULT,
    garment: 'jersey-sleeveless',
    msrp: 55,
    sizes: 'XS-4XL',
    sports: ['basketball'],
    layouts: 8,
    with588R: true,
  }),
  u({
    id: 'CG2100W',
    name: "Women's Pro Crew Basketball Jersey",
    brand: 'chromagear',
    type: SUB,
    genders: WOMEN,
    garment: 'jersey-womens-sleeveless',
    msrp: 55,
    sizes: 'XS-3XL',
    sports: ['basketball'],
    layouts: 7,
  }),
  u({
    id: 'CG2100Y',
    name: 'Youth Pro Crew Basketball Jersey',
    brand: 'chromagear',
    type: SUB,
    genders: YOUTH,
    garment: 'jersey-sleeveless-youth',
    msrp: 45,
    sizes: 'XS-XL',
    sports: ['basketball'],
    related: true,
    layouts: 7,
  }),
  u({
    id: 'CG2150',
    name: 'Sleeveless Basketball Jersey',
    brand: 'chromagear',
    type: SUB,
    genders: ADULT,
    garment: 'jersey-sleeveless-vneck',
    msrp: 52,
    sizes: 'S-4XL',
    sports: ['basketball'],
    layouts: 6,
  }),
  u({
    id: 'CG2170',
    name: 'Reversible Basketball Jersey',
    brand: 'chromagear',
    type: SUB,
    genders: ADULT,
    garment: 'jersey-reversible',
    msrp: 65,
    sizes: 'S-4XL',
    sports: ['basketball'],
    layouts: 5,
  }),
  u({
    id: 'CG2200',
    name: 'Pro Basketball Short',
    brand: 'chromagear',
    type: SUB,
    genders: ADULT,
    garment: 'shorts',
    msrp: 42,
    sizes: 'XS-4XL',
    sports: ['basketball'],
    layouts: 7,
  }),
  u({
    id: 'CG2200Y',
    name: 'Youth Pro Basketball Short',
    brand: 'chromagear',
    type: SUB,
    genders: YOUTH,
    garment: 'shorts-youth',
    msrp: 36,
    sizes: 'XS-XL',
    sports: ['basketball'],
    related: true,
    layouts: 5,
  }),
  u({
    id: 'CG3100',
    name: 'Sublimated Football Game Jersey',
    brand: 'chromagear',
    type: SUB,
    genders: ADULT,
    garment: 'jersey-football-sublimated',
    msrp: 65,
    sizes: 'S-5XL',
    sports: ['football'],
    layouts: 8,
    with588R: true,
  }),
  u({
    id: 'CG3100Y',
    name: 'Youth Sublimated Football Game Jersey',
    brand: 'chromagear',
    type: SUB,
    genders: YOUTH,
    garment: 'jersey-football-sublimated-youth',
    msrp: 55,
    sizes: 'XS-XL',
    sports: ['football'],
    related: true,
    layouts: 6,
  }),
  u({
    id: 'CG3300',
    name: 'Sublimated Football Game Pant',
    brand: 'chromagear',
    type: SUB,
    genders: ADULT,
    garment: 'pants-football',
    msrp: 60,
    sizes: 'S-4XL',
    sports: ['football'],
    layouts: 4,
  }),
  u({
    id: 'CG4100',
    name: "Women's V-Neck Volleyball Jersey",
    brand: 'chromagear',
    type: SUB,
    genders: WOMEN,
    garment: 'jersey-womens-vneck',
    msrp: 48,
    sizes: 'XS-2XL',
    sports: ['volleyball'],
    layouts: 8,
  }),
  u({
    id: 'CG4120',
    name: "Women's Sleeveless Volleyball Jersey",
    brand: 'chromagear',
    type: SUB,
    genders: WOMEN,
    garment: 'jersey-womens-sleeveless',
    msrp: 46,
    sizes: 'XS-2XL',
    sports: ['volleyball'],
    layouts: 6,
  }),
  u({
    id: 'CG5100',
    name: 'Soccer Match Jersey',
    brand: 'chromagear',
    type: SUB,
    genders: ['MEN', 'WOMEN'],
    garment: 'jersey-crew',
    msrp: 42,
    sizes: 'XS-3XL',
    sports: ['soccer'],
    layouts: 9,
  }),
  u({
    id: 'CG5100Y',
    name: 'Youth Soccer Match Jersey',
    brand: 'chromagear',
    type: SUB,
    genders: YOUTH,
    garment: 'jersey-crew-youth',
    msrp: 34,
    sizes: 'XS-XL',
    sports: ['soccer'],
    related: true,
    layouts: 6,
  }),
  u({
    id: 'CG5200',
    name: 'Soccer Match Short',
    brand: 'chromagear',
    type: SUB,
    genders: ['MEN', 'WOMEN'],
    garment: 'shorts-soccer',
    msrp: 30,
    sizes: 'XS-3XL',
    sports: ['soccer'],
    layouts: 4,
  }),
  u({
    id: 'CG6100',
    name: 'Full-Button Baseball Jersey',
    brand: 'chromagear',
    type: SUB,
    genders: ADULT,
    garment: 'jersey-baseball-full-button',
    msrp: 58,
    sizes: 'S-4XL',
    sports: ['baseball'],
    layouts: 7,
    with588R: true,
  }),
  u({
    id: 'CG6100W',
    name: "Women's Fastpitch Jersey",
    brand: 'chromagear',
    type: SUB,
    genders: WOMEN,
    garment: 'jersey-fastpitch',
    msrp: 54,
    sizes: 'XS-2XL',
    sports: ['fastpitch'],
    layouts: 6,
  }),
  u({
    id: 'CG6300',
    name: 'Sublimated Baseball Pant',
    brand: 'chromagear',
    type: SUB,
    genders: ADULT,
    garment: 'pants',
    msrp: 50,
    sizes: 'S-3XL',
    sports: ['baseball'],
    layouts: 3,
  }),
  u({
    id: 'CG7100',
    name: 'Reversible Lacrosse Pinnie',
    brand: 'chromagear',
    type: SUB,
    genders: UNISEX,
    garment: 'jersey-reversible',
    msrp: 40,
    sizes: 'S-3XL',
    sports: ['lacrosse'],
    layouts: 5,
  }),
  u({
    id: 'CG7200',
    name: 'Lacrosse Game Short',
    brand: 'chromagear',
    type: SUB,
    genders: ADULT,
    garment: 'shorts',
    msrp: 38,
    sizes: 'S-3XL',
    sports: ['lacrosse'],
    layouts: 4,
  }),
  u({
    id: 'CG8100',
    name: 'Track Singlet',
    brand: 'chromagear',
    type: SUB,
    genders: ['MEN', 'WOMEN'],
    garment: 'track-singlet',
    msrp: 38,
    sizes: 'XS-2XL',
    sports: ['track'],
    layouts: 5,
  }),
  u({
    id: 'CG8200',
    name: 'Track Split Short',
    brand: 'chromagear',
    type: SUB,
    genders: ['MEN', 'WOMEN'],
    garment: 'shorts-track',
    msrp: 30,
    sizes: 'XS-2XL',
    sports: ['track'],
    layouts: 3,
  }),
  // ArmourFuse: the heavy-weight ChromaGear line (6 piece minimum, 4-week turn).
  u({
    id: 'CG9100',
    name: 'ArmourFuse Football Jersey',
    brand: 'chromagear',
    type: SUB,
    genders: ADULT,
    garment: 'jersey-football-fitted',
    msrp: 65,
    sizes: 'S-5XL',
    sports: ['football'],
    layouts: 5,
    productionDays: brandInfo.armourfuse.productionDays,
  }),
  u({
    id: 'CG9150',
    name: 'ArmourFuse Reversible Basketball Jersey',
    brand: 'chromagear',
    type: SUB,
    genders: ADULT,
    garment: 'jersey-reversible',
    msrp: 62,
    sizes: 'S-4XL',
    sports: ['basketball'],
    layouts: 4,
    productionDays: brandInfo.armourfuse.productionDays,
  }),
  u({
    id: 'CG9300',
    name: 'ArmourFuse Football Pant',
    brand: 'chromagear',
    type: SUB,
    genders: ADULT,
    garment: 'pants-football',
    msrp: 64,
    sizes: 'S-4XL',
    sports: ['football'],
    layouts: 3,
    productionDays: brandInfo.armourfuse.productionDays,
  }),
  // ChromaGear spiritwear and coaches.
  sw({
    id: 'CG1100',
    name: 'Sublimated Performance Tee',
    brand: 'chromagear',
    type: SUB,
    genders: UNISEX,
    garment: 'tshirt',
    msrp: 32,
    sizes: 'XS-4XL',
    sports: ['training'],
    layouts: 6,
  }),
  sw({
    id: 'CG1200',
    name: 'Sublimated Long Sleeve Shooter Tee',
    brand: 'chromagear',
    type: SUB,
    genders: UNISEX,
    garment: 'longsleeve',
    msrp: 36,
    sizes: 'XS-4XL',
    sports: ['basketball', 'training'],
    layouts: 5,
  }),
  sw({
    id: 'CG1300',
    name: 'Sublimated Performance Hoodie',
    brand: 'chromagear',
    type: SUB,
    genders: UNISEX,
    garment: 'hoodie',
    msrp: 58,
    sizes: 'S-4XL',
    sports: ['training'],
    layouts: 5,
  }),
  sw({
    id: 'CG1400',
    name: 'Sublimated Team Polo',
    brand: 'chromagear',
    type: SUB,
    genders: ['MEN', 'WOMEN'],
    garment: 'polo',
    msrp: 45,
    sizes: 'S-4XL',
    sports: ['training'],
    layouts: 4,
  }),
  co({
    id: 'CG1450',
    name: 'Sublimated Coaches Quarter-Zip',
    brand: 'chromagear',
    type: SUB,
    genders: UNISEX,
    garment: 'quarter-zip',
    msrp: 60,
    sizes: 'S-4XL',
    layouts: 3,
  }),
  // Badger ChromaGear.
  u({
    id: 'BC2600',
    name: 'Hybrid Basketball Jersey',
    brand: 'badger-chromagear',
    type: SUB,
    genders: ADULT,
    garment: 'jersey-sleeveless',
    msrp: 48,
    sizes: 'S-3XL',
    sports: ['basketball'],
    layouts: 5,
  }),
  u({
    id: 'BC2650',
    name: 'Hybrid Basketball Short',
    brand: 'badger-chromagear',
    type: SUB,
    genders: ADULT,
    garment: 'shorts',
    msrp: 36,
    sizes: 'S-3XL',
    sports: ['basketball'],
    layouts: 4,
  }),
  sw({
    id: 'BC1100',
    name: 'Badger Sublimated Fan Tee',
    brand: 'badger-chromagear',
    type: SUB,
    genders: UNISEX,
    garment: 'tshirt',
    msrp: 28,
    sizes: 'S-3XL',
    sports: ['training'],
    layouts: 4,
    with588R: true,
  }),
  sw({
    id: 'BC1300',
    name: 'Badger Sublimated Fleece Hoodie',
    brand: 'badger-chromagear',
    type: SUB,
    genders: UNISEX,
    garment: 'hoodie',
    msrp: 54,
    sizes: 'S-3XL',
    sports: ['training'],
    layouts: 3,
  }),
  // Badger: Five Day decorated uniforms and stock blanks.
  u({
    id: 'BD8900',
    name: 'Five-Day Basketball Jersey',
    brand: 'badger',
    type: FIVE,
    genders: ADULT,
    garment: 'jersey-sleeveless',
    msrp: 34,
    sizes: 'S-3XL',
    sports: ['basketball'],
    layouts: 4,
    colors: 'uniform',
  }),
  u({
    id: 'BD8910',
    name: 'Five-Day Basketball Short',
    brand: 'badger',
    type: FIVE,
    genders: ADULT,
    garment: 'shorts',
    msrp: 24,
    sizes: 'S-3XL',
    sports: ['basketball'],
    layouts: 3,
    colors: 'shorts',
  }),
  u({
    id: 'BD8920',
    name: 'Five-Day Reversible Tank',
    brand: 'badger',
    type: FIVE,
    genders: UNISEX,
    garment: 'jersey-reversible',
    msrp: 30,
    sizes: 'S-3XL',
    sports: ['basketball', 'lacrosse'],
    layouts: 3,
    colors: 'uniform',
    colorCount: 6,
  }),
  u({
    id: 'BD8930',
    name: 'Five-Day Football Practice Jersey',
    brand: 'badger',
    type: FIVE,
    genders: ADULT,
    garment: 'jersey-football-practice',
    msrp: 38,
    sizes: 'S-4XL',
    sports: ['football'],
    layouts: 4,
    colors: 'uniform',
    colorCount: 8,
  }),
  u({
    id: 'BD8950',
    name: "Women's Five-Day Volleyball Jersey",
    brand: 'badger',
    type: FIVE,
    genders: WOMEN,
    garment: 'jersey-womens-vneck',
    msrp: 32,
    sizes: 'XS-2XL',
    sports: ['volleyball'],
    layouts: 3,
    colors: 'uniform',
    colorCount: 7,
  }),
  u({
    id: 'BD8970',
    name: 'Five-Day Track Singlet',
    brand: 'badger',
    type: FIVE,
    genders: ['MEN', 'WOMEN'],
    garment: 'track-singlet',
    msrp: 26,
    sizes: 'XS-2XL',
    sports: ['track'],
    layouts: 3,
    colors: 'uniform',
    colorCount: 5,
  }),
  u({
    id: 'BD6200',
    name: 'Pro Baseball Pant',
    brand: 'badger',
    type: STOCK,
    genders: ADULT,
    garment: 'pants',
    msrp: 32,
    sizes: 'S-3XL',
    sports: ['baseball', 'fastpitch'],
    layouts: 3,
    colors: 'pants',
  }),
  sw({
    id: 'BD4120',
    name: 'B-Core Tee',
    brand: 'badger',
    type: STOCK,
    genders: UNISEX,
    garment: 'tshirt',
    msrp: 14,
    sizes: 'XS-6XL',
    sports: ['training'],
    colors: 'tee',
  }),
  sw({
    id: 'BD2120',
    name: 'Youth B-Core Tee',
    brand: 'badger',
    type: STOCK,
    genders: YOUTH,
    garment: 'tshirt-youth',
    msrp: 12,
    sizes: 'XS-XL',
    sports: ['training'],
    related: true,
    colors: 'tee',
    colorCount: 8,
  }),
  sw({
    id: 'BD4130',
    name: "Women's B-Core Tee",
    brand: 'badger',
    type: STOCK,
    genders: WOMEN,
    garment: 'tshirt-womens',
    msrp: 15,
    sizes: 'XS-2XL',
    sports: ['training'],
    colors: 'tee',
    colorCount: 6,
  }),
  sw({
    id: 'BD4104',
    name: 'B-Core Long Sleeve Tee',
    brand: 'badger',
    type: STOCK,
    genders: UNISEX,
    garment: 'longsleeve',
    msrp: 18,
    sizes: 'S-4XL',
    sports: ['training'],
    colors: 'tee',
    colorCount: 7,
  }),
  sw({
    id: 'BD1254',
    name: 'Performance Fleece Hoodie',
    brand: 'badger',
    type: STOCK,
    genders: UNISEX,
    garment: 'hoodie',
    msrp: 38,
    sizes: 'S-4XL',
    sports: ['training'],
    colors: 'fleece',
  }),
  sw({
    id: 'BD2254',
    name: 'Youth Performance Fleece Hoodie',
    brand: 'badger',
    type: STOCK,
    genders: YOUTH,
    garment: 'hoodie-youth',
    msrp: 30,
    sizes: 'XS-XL',
    sports: ['training'],
    related: true,
    colors: 'fleece',
    colorCount: 6,
  }),
  sw({
    id: 'BD3400',
    name: 'B-Core Performance Polo',
    brand: 'badger',
    type: STOCK,
    genders: ['MEN', 'WOMEN'],
    garment: 'polo',
    msrp: 28,
    sizes: 'S-4XL',
    sports: ['training'],
    colors: 'polo',
  }),
  sw({
    id: 'BD7216',
    name: 'B-Core Training Short',
    brand: 'badger',
    type: STOCK,
    genders: UNISEX,
    garment: 'shorts-training',
    msrp: 18,
    sizes: 'XS-3XL',
    sports: ['training'],
    colors: 'shorts',
  }),
  sw({
    id: 'BD7219',
    name: 'Pocketed Training Short',
    brand: 'badger',
    type: FIVE,
    genders: ADULT,
    garment: 'shorts-pocketed',
    msrp: 22,
    sizes: 'S-3XL',
    sports: ['training'],
    colors: 'shorts',
    colorCount: 5,
  }),
  co({
    id: 'BD3410',
    name: 'Coaches Sport Polo',
    brand: 'badger',
    type: STOCK,
    genders: ['MEN', 'WOMEN'],
    garment: 'polo',
    msrp: 34,
    sizes: 'S-4XL',
    colors: 'polo',
    colorCount: 5,
  }),
  co({
    id: 'BD2110',
    name: 'Coaches Quarter-Zip Pullover',
    brand: 'badger',
    type: FIVE,
    genders: UNISEX,
    garment: 'quarter-zip',
    msrp: 42,
    sizes: 'S-4XL',
    colors: 'fleece',
    colorCount: 5,
  }),
  // Alleson Athletic: Five Day uniforms in stock colours.
  u({
    id: 'AL538J',
    name: 'Single Ply Basketball Jersey',
    brand: 'alleson',
    type: FIVE,
    genders: ADULT,
    garment: 'jersey-single-ply',
    msrp: 36,
    sizes: 'S-3XL',
    sports: ['basketball'],
    layouts: 4,
    colors: 'uniform',
  }),
  u({
    id: 'AL538JY',
    name: 'Youth Single Ply Basketball Jersey',
    brand: 'alleson',
    type: FIVE,
    genders: YOUTH,
    garment: 'jersey-single-ply-youth',
    msrp: 30,
    sizes: 'XS-XL',
    sports: ['basketball'],
    related: true,
    layouts: 4,
    colors: 'uniform',
    colorCount: 8,
  }),
  u({
    id: 'AL538P',
    name: 'Single Ply Basketball Short',
    brand: 'alleson',
    type: FIVE,
    genders: ADULT,
    garment: 'shorts',
    msrp: 28,
    sizes: 'S-3XL',
    sports: ['basketball'],
    layouts: 3,
    colors: 'shorts',
  }),
  u({
    id: 'AL538PY',
    name: 'Youth Single Ply Basketball Short',
    brand: 'alleson',
    type: FIVE,
    genders: YOUTH,
    garment: 'shorts-youth',
    msrp: 24,
    sizes: 'XS-XL',
    sports: ['basketball'],
    related: true,
    layouts: 3,
    colors: 'shorts',
    colorCount: 6,
  }),
  u({
    id: 'AL52BJ',
    name: 'Crew Neck Baseball Jersey',
    brand: 'alleson',
    type: FIVE,
    genders: ADULT,
    garment: 'jersey-crew',
    msrp: 26,
    sizes: 'S-3XL',
    sports: ['baseball'],
    layouts: 3,
    colors: 'uniform',
    colorCount: 8,
  }),
  u({
    id: 'AL52MBJ',
    name: 'Two-Button Baseball Jersey',
    brand: 'alleson',
    type: FIVE,
    genders: ADULT,
    garment: 'jersey-baseball-two-button',
    msrp: 30,
    sizes: 'S-3XL',
    sports: ['baseball'],
    layouts: 4,
    colors: 'uniform',
    colorCount: 9,
  }),
  u({
    id: 'AL508J',
    name: "Women's Fastpitch V-Neck Jersey",
    brand: 'alleson',
    type: FIVE,
    genders: WOMEN,
    garment: 'jersey-vneck',
    msrp: 30,
    sizes: 'XS-2XL',
    sports: ['fastpitch'],
    layouts: 3,
    colors: 'uniform',
    colorCount: 7,
  }),
  u({
    id: 'AL605WLP',
    name: 'Adult Baseball Pant',
    brand: 'alleson',
    type: STOCK,
    genders: ADULT,
    garment: 'pants',
    msrp: 29,
    sizes: 'S-4XL',
    sports: ['baseball'],
    layouts: 3,
    colors: 'pants',
  }),
  u({
    id: 'AL605WLPY',
    name: 'Youth Baseball Pant',
    brand: 'alleson',
    type: STOCK,
    genders: YOUTH,
    garment: 'pants-youth',
    msrp: 24,
    sizes: 'XS-XL',
    sports: ['baseball'],
    related: true,
    layouts: 3,
    colors: 'pants',
    colorCount: 4,
  }),
  u({
    id: 'AL705',
    name: 'Football Game Jersey',
    brand: 'alleson',
    type: FIVE,
    genders: ADULT,
    garment: 'jersey-football',
    msrp: 40,
    sizes: 'S-4XL',
    sports: ['football'],
    layouts: 4,
    colors: 'uniform',
    colorCount: 9,
  }),
  u({
    id: 'AL680P',
    name: 'Football Practice Pant',
    brand: 'alleson',
    type: STOCK,
    genders: ADULT,
    garment: 'pants-football',
    msrp: 27,
    sizes: 'S-4XL',
    sports: ['football'],
    layouts: 3,
    colors: 'pants',
    colorCount: 4,
  }),
  // C2 Sport: stock spiritwear.
  sw({
    id: 'C2-5200',
    name: 'Premium Tee',
    brand: 'c2',
    type: STOCK,
    genders: ['UNISEX', 'YOUTH'],
    garment: 'tshirt',
    msrp: 16,
    sizes: 'XS-4XL,YS-YXL',
    sports: ['training'],
    colors: 'tee',
  }),
  sw({
    id: 'C2-5100',
    name: 'Youth Premium Tee',
    brand: 'c2',
    type: STOCK,
    genders: YOUTH,
    garment: 'tshirt-youth',
    msrp: 14,
    sizes: 'XS-XL',
    sports: ['training'],
    related: true,
    colors: 'tee',
    colorCount: 7,
  }),
  sw({
    id: 'C2-5900',
    name: "Women's Premium Tee",
    brand: 'c2',
    type: STOCK,
    genders: WOMEN,
    garment: 'tshirt-womens',
    msrp: 17,
    sizes: 'XS-2XL',
    sports: ['training'],
    colors: 'tee',
    colorCount: 6,
  }),
  sw({
    id: 'C2-5104',
    name: 'Premium Long Sleeve Tee',
    brand: 'c2',
    type: STOCK,
    genders: UNISEX,
    garment: 'longsleeve',
    msrp: 20,
    sizes: 'S-3XL',
    sports: ['training'],
    colors: 'tee',
    colorCount: 6,
  }),
  sw({
    id: 'C2-5500',
    name: 'Fleece Hoodie',
    brand: 'c2',
    type: STOCK,
    genders: UNISEX,
    garment: 'hoodie',
    msrp: 40,
    sizes: 'S-4XL,YS-YL',
    sports: ['training'],
    colors: 'fleece',
  }),
  sw({
    id: 'C2-5520',
    name: 'Youth Fleece Hoodie',
    brand: 'c2',
    type: STOCK,
    genders: YOUTH,
    garment: 'hoodie-youth',
    msrp: 32,
    sizes: 'XS-XL',
    sports: ['training'],
    related: true,
    colors: 'fleece',
    colorCount: 5,
  }),
  sw({
    id: 'C2-5800',
    name: 'Sport Polo',
    brand: 'c2',
    type: STOCK,
    genders: ['MEN', 'WOMEN'],
    garment: 'polo',
    msrp: 30,
    sizes: 'S-3XL',
    sports: ['training'],
    colors: 'polo',
  }),
  sw({
    id: 'C2-5400',
    name: 'Mesh Training Short',
    brand: 'c2',
    type: STOCK,
    genders: UNISEX,
    garment: 'shorts-training',
    msrp: 19,
    sizes: 'S-3XL',
    sports: ['training'],
    colors: 'shorts',
    colorCount: 6,
  }),
  co({
    id: 'C2-5600',
    name: 'Coaches Quarter-Zip',
    brand: 'c2',
    type: STOCK,
    genders: UNISEX,
    garment: 'quarter-zip',
    msrp: 45,
    sizes: 'S-4XL',
    colors: 'fleece',
    colorCount: 6,
  }),
  co({
    id: 'C2-5810',
    name: "Women's Coaches Polo",
    brand: 'c2',
    type: STOCK,
    genders: WOMEN,
    garment: 'polo-womens',
    msrp: 32,
    sizes: 'XS-2XL',
    colors: 'polo',
    colorCount: 4,
  }),
];

/** The fewest pieces of a style one order takes: its line's terms (ArmourFuse 6). */
function minimumPiecesOf(spec: StyleSpec): number {
  if ((ARMOURFUSE_STYLE_IDS as readonly string[]).includes(spec.id)) return brandInfo.armourfuse.minimumPieces;
  return brandInfo[spec.brand].minimumPieces;
}

function productionDaysOf(spec: StyleSpec): number {
  if (spec.productionDays !== undefined) return spec.productionDays;
  if (spec.type === 'FIVE_DAY') return 5;
  if (spec.type === 'STOCK') return 3;
  return brandInfo[spec.brand].productionDays;
}

function designsOf(spec: StyleSpec, index: number): Insertable<DesignsTable>[] {
  const hasLayouts = spec.category === 'UNIFORM' || spec.type === 'SUBLIMATED';
  if (!hasLayouts) {
    return [
      { id: `${spec.id}-STD`, style_id: spec.id, code: 'STD', name: 'Standard', sort_order: 1, msrp_delta_cents: 0 },
    ];
  }
  // 3..9 designs in all, 588R included.
  const count = Math.min(Math.max(spec.layouts ?? 3, 3), spec.with588R ? 8 : 9);
  // Every style opens on the plain Classic layout (no msrp delta); the others rotate through
  // the library so neighbouring styles do not all offer the same set.
  const [classic, ...rest] = LAYOUTS as [(typeof LAYOUTS)[number], ...(typeof LAYOUTS)[number][]];
  const picked = [classic, ...Array.from({ length: count - 1 }, (_, i) => rest[(index + i) % rest.length]!)];
  // 588R goes second, not last, so that skipping it (C1) is visible in the order.
  if (spec.with588R) picked.splice(1, 0, SKIPPED_LAYOUT);
  return picked.map(([code, name, delta], i) => ({
    id: `${spec.id}-${code}`,
    style_id: spec.id,
    code,
    name,
    sort_order: i + 1,
    msrp_delta_cents: delta,
  }));
}

const colorById = new Map(colors.map((c) => [c.id, c]));

function variantsOf(spec: StyleSpec): Insertable<VariantsTable>[] {
  if (spec.type === 'SUBLIMATED') return [];
  if (!spec.colors) throw new Error(`style ${spec.id} needs stock colours`);
  const set = COLOR_SETS[spec.colors];
  const count = Math.min(spec.colorCount ?? set.length, set.length);
  return set.slice(0, count).map((colorId, i) => {
    const color = colorById.get(colorId);
    if (!color || color.palette !== 'STOCK') throw new Error(`colour ${colorId} is not a stock colour`);
    return {
      id: `${spec.id}-${color.slug}`,
      style_id: spec.id,
      name: color.name,
      color_id: colorId,
      sort_order: i + 1,
      msrp_delta_cents: VARIANT_DELTA_CENTS[colorId] ?? 0,
    };
  });
}

export interface StyleCatalog {
  styles: Insertable<StylesTable>[];
  styleSizes: Insertable<StyleSizesTable>[];
  designs: Insertable<DesignsTable>[];
  variants: Insertable<VariantsTable>[];
}

/** Builds every catalog row from the specs; throws when a spec is inconsistent. */
export function buildStyleCatalog(): StyleCatalog {
  const out: StyleCatalog = { styles: [], styleSizes: [], designs: [], variants: [] };
  const seen = new Set<string>();
  SPECS.forEach((spec, index) => {
    if (seen.has(spec.id)) throw new Error(`duplicate style ${spec.id}`);
    seen.add(spec.id);
    const sizes = expandSizes(spec.sizes);
    const related = spec.related ?? false;
    if (!sizes.includes(related ? 'M' : 'L')) throw new Error(`style ${spec.id} lacks its base size`);
    out.styles.push({
      id: spec.id,
      name: spec.name,
      brand: spec.brand,
      category: spec.category,
      product_type: spec.type,
      genders: spec.genders,
      sports: sportIds(spec.sports),
      garment_id: spec.garment,
      is_sublimable: spec.type === 'SUBLIMATED',
      is_related: related,
      production_days: productionDaysOf(spec),
      minimum_pieces: minimumPiecesOf(spec),
      sort_order: index + 1,
    });
    const baseCents = Math.round(spec.msrp * 100);
    for (const size of sizes) {
      out.styleSizes.push({
        style_id: spec.id,
        size,
        sort_order: sizeSortOrder(size),
        msrp_cents: sizeMsrpCents(baseCents, size),
      });
    }
    out.designs.push(...designsOf(spec, index));
    out.variants.push(...variantsOf(spec));
  });
  for (const id of ARMOURFUSE_STYLE_IDS) {
    if (!seen.has(id)) throw new Error(`ArmourFuse style ${id} is missing`);
  }
  return out;
}
