/**
 * The catalogue's tables (migrations 0001, 0011): colours, sports, price groups, fonts, styles and
 * their sizes, designs, variants, decoration prices, schools and snapsheet collections. Rows use
 * snake_case as in SQL.
 */
import type { ColumnType, Generated } from 'kysely';
import type { ContentTypeValue, ViewValue, ColorPalette } from './columns.js';

export interface ColorsTable {
  id: number;
  name: string;
  slug: string;
  hex: string;
  palette: ColorPalette;
  family: string;
  stock_name: string | null;
  snapsheet_order: number | null;
}

export interface SportsTable {
  id: string;
  name: string;
  template: 'FSG' | 'UA';
  sort_order: number;
}

export interface PriceGroupsTable {
  id: string;
  name: string;
  /** numeric comes back from pg as a string */
  factor: ColumnType<string, string | number, string | number>;
}

export interface FontsTable {
  key: string;
  family: string;
  license: string;
  sort_order: number;
}

export interface StylesTable {
  id: string;
  name: string;
  brand: string;
  category: 'UNIFORM' | 'SPIRITWEAR' | 'COACHES';
  product_type: 'FIVE_DAY' | 'SUBLIMATED' | 'STOCK';
  genders: string[];
  sports: ColumnType<string[], string[] | undefined, string[]>;
  garment_id: string;
  is_sublimable: boolean;
  is_related: Generated<boolean>;
  production_days: number;
  /** Migration 0022: the fewest pieces of the style one order takes. */
  minimum_pieces: Generated<number>;
  sort_order: number;
}

export interface StyleSizesTable {
  style_id: string;
  size: string;
  sort_order: number;
  msrp_cents: number;
}

export interface DesignsTable {
  id: string;
  style_id: string;
  code: string;
  name: string;
  sort_order: number;
  msrp_delta_cents: Generated<number>;
}

export interface VariantsTable {
  id: string;
  style_id: string;
  name: string;
  color_id: number;
  sort_order: number;
  msrp_delta_cents: Generated<number>;
}

export interface DecorationPricesTable {
  id: Generated<number>;
  method: string;
  content_type: ContentTypeValue | null;
  location: string | null;
  view: ViewValue | null;
  num_colors: Generated<number>;
  min_quantity: Generated<number>;
  price_cents: number;
}

/** A collection snapsheets are filed under (P5; catalog data, migration 0011). */
export interface SnapsheetCollectionsTable {
  /** A slug, e.g. `fall-sports`. */
  id: string;
  name: string;
  sort_order: number;
}

/** A school of the schools list (P4). */
export interface SchoolsTable {
  code: string;
  name: string;
  mascot: string | null;
  city: string | null;
  state: string | null;
}
