/**
 * @tas/rules: the rules and limits the gateway and the web both check, declared once: the project
 * kinds (P1, P6), money formatting and rounding, the input limits (limits.ts), the dealer passcode
 * rule (A4), the store's personalisation, price and tax rules and its personalised specs, the
 * production time and in-hand dates, CSV text defused against formulas, text checks (SVG, email),
 * product labels and brand names, and the schema's enums (generated from schema/*.graphql) that
 * both sides use. Data and pure functions only (no database, no DOM); it imports no other
 * workspace, so @tas/garments may depend on it.
 */
/**
 * The schema's enums that gateway and web both use, generated from schema/*.graphql (codegen.ts):
 * what a decoration holds (`ContentType`, C3), a camera view of a garment (`View`), what a design
 * draws (`DesignKind`, C1), a project's kind (`ProjectType`), a colour palette (`ColorPalette`,
 * C3), a playbook catalog's kind (`CatalogType`, P3).
 */
export type {
  CatalogType,
  ColorPalette,
  ContentType,
  DesignKind,
  NoticeEvent,
  NoticeStatus,
  OrderSyncStatus,
  ProjectType,
  ProofStatus,
  View,
} from './generated/schema-enums.js';
export * from './passcode-rule.js';
export * from './limits.js';
export * from './money.js';
export * from './project-kinds.js';
export * from './production-time.js';
export * from './text-checks.js';
export * from './product-labels.js';
export * from './store-rules.js';
export * from './store-spec.js';
export * from './csv-text.js';
