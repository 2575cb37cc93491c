/**
 * Size charts of the buyer's store: body measurements per size, by garment category (tops or
 * bottoms, adult or youth sizes), in inches with centimetres computed from them (x 2.54, one
 * decimal), so the two units never disagree.
 *
 * Source: the catalog holds no body measurements, so these are the ranges that US teamwear
 * makers publish on their size charts (adult and youth charts of team uniform suppliers such as
 * Augusta Sportswear and Badger Sport, 2024 editions: chest for tops, waist and hip for bottoms),
 * rounded to whole inches. They are a guide for the buyer, not the style's own chart: a style
 * that cuts differently needs a chart of its own here.
 */
import { BOTTOM_CUTS } from './bottom-cuts.js';
import { sizeRank, sortSizes } from './sizes.js';

/** One measurement of a size: a range of inches and the same range in centimetres. */
export interface SizeMeasurement {
  name: 'Chest' | 'Waist' | 'Hip';
  minInches: number;
  maxInches: number;
  minCentimetres: number;
  maxCentimetres: number;
}

export interface SizeChart {
  name: string;
  source: string;
  rows: { size: string; measurements: SizeMeasurement[] }[];
}

export const SIZE_CHART_SOURCE =
  'Body ranges published on US teamwear size charts (Augusta Sportswear, Badger Sport, 2024), rounded to whole inches';

type Ranges = Readonly<Record<string, Readonly<Partial<Record<SizeMeasurement['name'], readonly [number, number]>>>>>;

/** Adult tops: chest, inches. */
const ADULT_TOPS: Ranges = {
  XXS: { Chest: [30, 32] },
  XS: { Chest: [32, 34] },
  S: { Chest: [34, 36] },
  M: { Chest: [38, 40] },
  L: { Chest: [42, 44] },
  XL: { Chest: [46, 48] },
  '2XL': { Chest: [50, 52] },
  '3XL': { Chest: [54, 56] },
  '4XL': { Chest: [58, 60] },
  '5XL': { Chest: [62, 64] },
  '6XL': { Chest: [66, 68] },
};

/** Youth tops: chest, inches. */
const YOUTH_TOPS: Ranges = {
  YXS: { Chest: [22, 24] },
  YS: { Chest: [24, 26] },
  YM: { Chest: [28, 30] },
  YL: { Chest: [32, 34] },
  YXL: { Chest: [36, 38] },
};

/** Adult bottoms: waist and hip, inches. */
const ADULT_BOTTOMS: Ranges = {
  XXS: { Waist: [24, 26], Hip: [32, 34] },
  XS: { Waist: [26, 28], Hip: [34, 36] },
  S: { Waist: [28, 30], Hip: [36, 38] },
  M: { Waist: [32, 34], Hip: [39, 41] },
  L: { Waist: [36, 38], Hip: [42, 44] },
  XL: { Waist: [40, 42], Hip: [45, 47] },
  '2XL': { Waist: [44, 46], Hip: [48, 50] },
  '3XL': { Waist: [48, 50], Hip: [51, 53] },
  '4XL': { Waist: [52, 54], Hip: [54, 56] },
  '5XL': { Waist: [56, 58], Hip: [57, 59] },
  '6XL': { Waist: [60, 62], Hip: [60, 62] },
};

/** Youth bottoms: waist and hip, inches. */
const YOUTH_BOTTOMS: Ranges = {
  YXS: { Waist: [20, 21], Hip: [24, 25] },
  YS: { Waist: [22, 23], Hip: [26, 27] },
  YM: { Waist: [24, 25], Hip: [28, 30] },
  YL: { Waist: [26, 27], Hip: [31, 33] },
  YXL: { Waist: [28, 29], Hip: [34, 36] },
};

const toCentimetres = (inches: number) => Math.round(inches * 25.4) / 10;

/**
 * The size chart of a garment template (`bottom` templates measure waist and hip, tops the
 * chest) for `sizes` (those offered, put in size order; a size without measurements is left
 * out); null when none of them has measurements.
 */
export function sizeChartFor(garmentId: string, sizes: readonly string[]): SizeChart | null {
  const bottom = Object.hasOwn(BOTTOM_CUTS, garmentId);
  const rows: SizeChart['rows'] = [];
  let youth = 0;
  for (const size of sortSizes(sizes)) {
    const key = size.trim().toUpperCase();
    const isYouth = (sizeRank(key) ?? 0) >= 11;
    const table = bottom ? (isYouth ? YOUTH_BOTTOMS : ADULT_BOTTOMS) : isYouth ? YOUTH_TOPS : ADULT_TOPS;
    const ranges = Object.hasOwn(table, key) ? table[key]! : null;
    if (!ranges) continue;
    if (isYouth) youth += 1;
    rows.push({
      size,
      measurements: Object.entries(ranges).map(([name, [min, max]]) => ({
        name: name as SizeMeasurement['name'],
        minInches: min,
        maxInches: max,
        minCentimetres: toCentimetres(min),
        maxCentimetres: toCentimetres(max),
      })),
    });
  }
  if (rows.length === 0) return null;
  const age = youth === rows.length ? 'Youth' : youth === 0 ? 'Adult' : 'Adult and youth';
  return { name: `${age} ${bottom ? 'bottoms' : 'tops'}`, source: SIZE_CHART_SOURCE, rows };
}
