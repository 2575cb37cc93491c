/**
 * The projects' tables: projects, each kind's products (a playbook's sports, catalogs and catalog
 * products; a showroom's and a snapsheet's products), the view over every kind's products, and the
 * school and team-travel queues. Rows use snake_case as in SQL.
 */
import type { CatalogType } from '@tas/garments';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, ProjectTypeValue } from './columns.js';

export interface ProjectsTable {
  id: Generated<number>;
  /** The unguessable id of public URLs and the API (migration 0007; ~93 random bits). */
  public_id: string;
  dealer_id: number;
  type: ProjectTypeValue;
  title: string;
  team_name: string;
  customer_id: number | null;
  color_ids: number[];
  gender: string | null;
  status: string;
  show_prices: Generated<boolean>;
  show_cover_and_index: Generated<boolean>;
  template: string | null;
  template_id: number | null;
  is_static_template: Generated<boolean>;
  default_logo_id: number | null;
  locker_code: string | null;
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
  /** P4: the playbook's school (a code of `schools`); null: a team-travel catalogue (migration 0009). */
  school_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** P4: a school the dealer entered that is not in the list yet, published into the school queue. */
  new_school: ColumnType<NewSchoolValue | null, string | null | undefined, string | null>;
  /** P5: the snapsheet's featured colour (`setSnapsheetFeaturedColor`; migration 0011). */
  featured_color_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** P5: the collection the snapsheet is filed under (a `snapsheet_collections.id`; migration 0011). */
  collection_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** D4: the project's rep (a `reps.id`, possibly removed since; migration 0027). */
  rep_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A school entered for a playbook that is not yet in the schools list (P4). */
export interface NewSchoolValue {
  name: string;
  mascot: string | null;
  city: string | null;
  state: string | null;
}

/** A sport of a playbook (P3), in the playbook's order, with the playbook's name for it. */
export interface PlaybookSportsTable {
  id: Generated<number>;
  project_id: number;
  sport_id: string;
  name: string;
  sort_order: number;
}

export type CatalogTypeValue = CatalogType;

/** A catalog of a playbook sport (P3): one catalogue layer with its page gender. */
export interface PlaybookCatalogsTable {
  id: Generated<number>;
  project_id: number;
  playbook_sport_id: number;
  name: string;
  catalog_type: CatalogTypeValue;
  /** The page gender: MEN, WOMEN, YOUTH, UNISEX; null shows every gender. */
  gender: string | null;
  sort_order: number;
}

/** A catalog product of a playbook (P3): a style on a catalog page. */
export interface CatalogProductsTable {
  id: Generated<number>;
  project_id: number;
  catalog_id: number;
  style_id: string;
  /** The dealer's name for it; null shows the style's name. */
  name: string | null;
  variant_id: string | null;
  design_id: string | null;
  custom_price_cents: number | null;
  /** The saved configuration it is drawn from (C4); null: drawn from the team look. */
  configuration_id: number | null;
  /** True once the dealer saved a customisation from the product page. */
  customized: Generated<boolean>;
  /** 1-based page of its catalog. */
  catalog_page_index: number;
  /** 1-based position on that page. */
  catalog_page_order: number;
  created_at: Generated<Date>;
}

export type QueueStatusValue = 'PENDING' | 'DONE';

/** A school-queue record (P4): a new school published with a playbook. */
export interface SchoolQueueTable {
  id: Generated<number>;
  dealer_id: number;
  project_id: number | null;
  name: string;
  mascot: string | null;
  city: string | null;
  state: string | null;
  color_ids: number[];
  status: Generated<QueueStatusValue>;
  created_at: Generated<Date>;
}

/** A team-travel-queue record (P4): a playbook without a school code, published. */
export interface TeamTravelQueueTable {
  id: Generated<number>;
  dealer_id: number;
  project_id: number | null;
  name: string;
  color_ids: number[];
  rep_id: number | null;
  sports: string[];
  status: Generated<QueueStatusValue>;
  created_at: Generated<Date>;
}

/**
 * P6: a product of a showroom drawn in the showroom's look (migration 0012): one row per showroom
 * and style, a cache recomposed when the look it was made for (`look_hash`) is not the current one.
 */
export interface ShowroomProductsTable {
  project_id: number;
  style_id: string;
  configuration_id: number;
  look_hash: string;
  updated_at: Timestamp;
}

/**
 * The view `project_products` (migration 0019): the products of every kind of project
 * (snapsheet, playbook catalog and showroom products) as one list per project.
 */
export interface ProjectProductsView {
  project_id: number;
  style_id: string;
  /** Null for a snapsheet or playbook product drawn from the team's look. */
  configuration_id: number | null;
  /** The dealer's price for it (L3); null: the style's price. Always null for a showroom. */
  custom_price_cents: number | null;
  /** 1-based, in the project's own order (product order; catalog, page, place; style id). */
  position: number;
}

export interface SnapsheetProductsTable {
  id: Generated<number>;
  project_id: number;
  sort_order: number;
  style_id: string;
  variant_id: string | null;
  design_id: string | null;
  custom_price_cents: number | null;
  /** The configuration it is drawn from (C4): the team's look, or the dealer's customisation. */
  configuration_id: number | null;
  /** True once the dealer gave it a configuration of its own (migration 0011); false: the team's look. */
  customized: Generated<boolean>;
  created_at: Timestamp;
}
