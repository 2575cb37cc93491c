/**
 * The small catalog tables: colours, sports, price groups and fonts (PRODUCT.md section 9).
 */
import type { Insertable } from 'kysely';
import type {
  ColorsTable,
  FontsTable,
  PriceGroupsTable,
  SnapsheetCollectionsTable,
  SportsTable,
} from '../../src/db/types.js';

type ColorRow = Insertable<ColorsTable>;

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A stock-print colour: garment colours of stock variants and ink colours on stock garments. */
function stock(id: number, name: string, hex: string, family: string, stockName: string): ColorRow {
  return { id, name, slug: slugify(name), hex, palette: 'STOCK', family, stock_name: stockName, snapsheet_order: null };
}

/** A sublimation colour; slugs carry `-sub` because the same names exist in the stock palette. */
function sub(id: number, name: string, hex: string, family: string): ColorRow {
  return {
    id,
    name,
    slug: `${slugify(name)}-sub`,
    hex,
    palette: 'SUBLIMATION',
    family,
    stock_name: null,
    snapsheet_order: null,
  };
}

/**
 * The 16 snapsheet team colours in the order the picker shows them. They are stock colours so
 * that the featured-colour rule (P5) finds a variant of the same family on stock products.
 */
export const SNAPSHEET_COLOR_IDS = [19, 13, 25, 23, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 20] as const;

/*
 * Ids 1..27 are the stock palette. The required ids (19 Navy, 13 Cardinal, 25 White, 23 Black)
 * are stock colours: sublimated garments accept any colour, stock garments only stock ones, so
 * the defaults are valid on every garment. Ids 31.. are the sublimation palette.
 */
const stockColors: ColorRow[] = [
  stock(1, 'Scarlet', '#BA0C2F', 'Red', 'Scarlet Red'),
  stock(2, 'Royal', '#0033A0', 'Blue', 'Royal Blue'),
  stock(3, 'Kelly Green', '#00843D', 'Green', 'Kelly'),
  stock(4, 'Forest', '#154734', 'Green', 'Dark Green'),
  stock(5, 'Maroon', '#5C1F2E', 'Maroon', 'Maroon'),
  stock(6, 'Purple', '#4B2E83', 'Purple', 'Purple'),
  stock(7, 'Athletic Gold', '#FFB81C', 'Gold', 'Gold'),
  stock(8, 'Vegas Gold', '#C5B358', 'Gold', 'Vegas Gold'),
  stock(9, 'Orange', '#FF6A13', 'Orange', 'Orange'),
  stock(10, 'Texas Orange', '#BF5700', 'Orange', 'Burnt Orange'),
  stock(11, 'Columbia Blue', '#7BAFD4', 'Blue', 'Columbia'),
  stock(12, 'Silver', '#A2AAAD', 'Grey', 'Silver Grey'),
  stock(13, 'Cardinal', '#9D2235', 'Red', 'Cardinal'),
  stock(14, 'Graphite', '#54585A', 'Grey', 'Graphite'),
  stock(15, 'Charcoal Heather', '#4A4A4F', 'Grey', 'Charcoal Heather'),
  stock(16, 'Heather Grey', '#B8B8B8', 'Grey', 'Oxford'),
  stock(17, 'Brown', '#4E3629', 'Brown', 'Brown'),
  stock(18, 'Pink', '#E782A9', 'Pink', 'Pink'),
  stock(19, 'Navy', '#1F2A44', 'Navy', 'True Navy'),
  stock(20, 'Teal', '#00827F', 'Teal', 'Teal'),
  stock(21, 'Yellow', '#FFD100', 'Yellow', 'Yellow'),
  stock(22, 'Old Gold', '#B3995D', 'Gold', 'Old Gold'),
  stock(23, 'Black', '#000000', 'Black', 'Black'),
  stock(24, 'Lime', '#8DC63F', 'Green', 'Lime Shock'),
  stock(25, 'White', '#FFFFFF', 'White', 'White'),
  stock(26, 'Khaki', '#C3B091', 'Brown', 'Sand'),
  stock(27, 'Crimson', '#9E1B32', 'Red', 'Crimson'),
];

const sublimationColors: ColorRow[] = [
  sub(31, 'Navy', '#1F2A44', 'Navy'),
  sub(32, 'Cardinal', '#9D2235', 'Red'),
  sub(33, 'White', '#FFFFFF', 'White'),
  sub(34, 'Black', '#000000', 'Black'),
  sub(35, 'Scarlet', '#BA0C2F', 'Red'),
  sub(36, 'Royal', '#0033A0', 'Blue'),
  sub(37, 'Kelly Green', '#00843D', 'Green'),
  sub(38, 'Forest', '#154734', 'Green'),
  sub(39, 'Maroon', '#5C1F2E', 'Maroon'),
  sub(40, 'Purple', '#4B2E83', 'Purple'),
  sub(41, 'Athletic Gold', '#FFB81C', 'Gold'),
  sub(42, 'Vegas Gold', '#C5B358', 'Gold'),
  sub(43, 'Orange', '#FF6A13', 'Orange'),
  sub(44, 'Texas Orange', '#BF5700', 'Orange'),
  sub(45, 'Columbia Blue', '#7BAFD4', 'Blue'),
  sub(46, 'Silver', '#A2AAAD', 'Grey'),
  sub(47, 'Graphite', '#54585A', 'Grey'),
  sub(48, 'Brown', '#4E3629', 'Brown'),
  sub(49, 'Pink', '#E782A9', 'Pink'),
  sub(50, 'Teal', '#00827F', 'Teal'),
  sub(51, 'Yellow', '#FFD100', 'Yellow'),
  sub(52, 'Old Gold', '#B3995D', 'Gold'),
  sub(53, 'Neon Yellow', '#E4F222', 'Yellow'),
  sub(54, 'Neon Green', '#39E75F', 'Green'),
  sub(55, 'Neon Pink', '#FF3EA5', 'Pink'),
  sub(56, 'Neon Orange', '#FF5F1F', 'Orange'),
  sub(57, 'Sky Blue', '#4FA3DC', 'Blue'),
  sub(58, 'Lavender', '#B49FDC', 'Purple'),
  sub(59, 'Burgundy', '#6D0F2A', 'Maroon'),
  sub(60, 'Copper', '#B87333', 'Orange'),
  sub(61, 'Midnight Navy', '#141B2D', 'Navy'),
  sub(62, 'Electric Blue', '#0077FF', 'Blue'),
  sub(63, 'Hunter Green', '#355E3B', 'Green'),
  sub(64, 'Cream', '#F3E5C0', 'White'),
  sub(65, 'Charcoal', '#36454F', 'Grey'),
];

/** Every colour row, stock palette first; snapsheet colours carry their order 1..16. */
export const colors: ColorRow[] = [...stockColors, ...sublimationColors].map((c) => {
  const order = (SNAPSHEET_COLOR_IDS as readonly number[]).indexOf(c.id);
  return order >= 0 ? { ...c, snapsheet_order: order + 1 } : c;
});

function sportsOf(template: 'FSG' | 'UA', names: string[]): Insertable<SportsTable>[] {
  const prefix = template.toLowerCase();
  return names.map((name, i) => ({ id: `${prefix}-${slugify(name)}`, name, template, sort_order: i + 1 }));
}

/** Playbook sports of both templates (section 9); ids like `fsg-football`, `ua-football`. */
export const sports: Insertable<SportsTable>[] = [
  ...sportsOf('FSG', [
    'Football',
    'Basketball',
    'Baseball',
    'Fastpitch',
    'Volleyball',
    'Soccer',
    'Track',
    'Lacrosse',
    'Training',
    'Coaches',
  ]),
  ...sportsOf('UA', [
    'Football',
    'Basketball',
    'Baseball',
    'Softball',
    'Volleyball',
    'Soccer',
    'Lacrosse',
    'Track',
    'Training',
  ]),
];

/** Dealer price = msrp x factor (L3). */
export const priceGroups: Insertable<PriceGroupsTable>[] = [
  { id: 'standard', name: 'Standard', factor: 0.5 },
  { id: 'silver', name: 'Silver', factor: 0.47 },
  { id: 'gold', name: 'Gold', factor: 0.45 },
  { id: 'platinum', name: 'Platinum', factor: 0.42 },
];

export interface BundledFont {
  /** Key used in decorations. */
  key: string;
  /** CSS font-family. */
  family: string;
  /** npm package the web app bundles the font files from. */
  package: string;
  /** SPDX id. */
  spdx: 'OFL-1.1';
  copyright: string;
}

/** The bundled athletic fonts; 'full block' is the default decoration font (C3). */
export const bundledFonts: BundledFont[] = [
  {
    key: 'full block',
    family: 'Graduate',
    package: '@fontsource/graduate',
    spdx: 'OFL-1.1',
    copyright: 'Copyright (c) 2012, Eduardo Tunni, with Reserved Font Name "Graduate"',
  },
  {
    key: 'bebas',
    family: 'Bebas Neue',
    package: '@fontsource/bebas-neue',
    spdx: 'OFL-1.1',
    copyright: 'Copyright 2019 The Bebas Neue Project Authors',
  },
  {
    key: 'anton',
    family: 'Anton',
    package: '@fontsource/anton',
    spdx: 'OFL-1.1',
    copyright: 'Copyright 2020 The Anton Project Authors',
  },
  {
    key: 'oswald',
    family: 'Oswald',
    package: '@fontsource/oswald',
    spdx: 'OFL-1.1',
    copyright: 'Copyright 2016 The Oswald Project Authors',
  },
  {
    key: 'slab',
    family: 'Alfa Slab One',
    package: '@fontsource/alfa-slab-one',
    spdx: 'OFL-1.1',
    copyright: 'Copyright 2016 The Alfa Slab One Project Authors, with Reserved Font Name "Alfa Slab"',
  },
  {
    key: 'stencil',
    family: 'Black Ops One',
    package: '@fontsource/black-ops-one',
    spdx: 'OFL-1.1',
    copyright: 'Copyright The Black Ops One Project Authors (github.com/SorkinType/Black-Ops)',
  },
];

/** Rows of `fonts`; `license` is the SPDX id followed by the copyright line. */
export const fonts: Insertable<FontsTable>[] = bundledFonts.map((f, i) => ({
  key: f.key,
  family: f.family,
  license: `${f.spdx}; ${f.copyright}`,
  sort_order: i + 1,
}));

/**
 * The collections a snapsheet may be filed under (P5; the original's GET
 * api/v2/snapsheets/collections), ids `fall-sports` and so on.
 */
export const snapsheetCollections: Insertable<SnapsheetCollectionsTable>[] = [
  'Fall Sports',
  'Winter Sports',
  'Spring Sports',
  'Summer Camps',
  'Spirit Wear',
  'Back to School',
].map((name, i) => ({ id: slugify(name), name, sort_order: i + 1 }));
