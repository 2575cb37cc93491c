/**
 * A showroom's catalogs, products and look as pure functions (P6). A showroom catalog is a sport
 * of the showroom's template; its products are that sport's styles in the order of the playbook
 * default catalogs ('Uniforms', "Women's Uniforms", 'Fan Gear', 'Coaches', P3). The showroom's
 * settings (`projects.settings` JSON) hold the mascot, the selected catalogs, the look of the
 * customisation box and the fonts it offers. No database: the service loads rows and stores
 * what these functions decide.
 */
import type { ProjectRow, SportRow, StyleRow } from '../../db/types.js';
import { defaultCatalogs } from '../playbooks/index.js';
import type { TeamLook } from '../configurations/index.js';
import { DEFAULT_LETTERING } from '@tas/garments';

/** C3 defaults of the look: fill 25 (white), outline 23 (black), font `full block`. */
export const DEFAULT_LOOK = {
  fillColorId: DEFAULT_LETTERING.fillColorId,
  outlineColorId: DEFAULT_LETTERING.outlineColorId,
  font: DEFAULT_LETTERING.font,
} as const;
/** The number drawn on products that take one (C3 default '00'). */
export const SHOWROOM_NUMBER = '00';
/** Longest mascot (characters): it is drawn as the team text, whose limit is 40 (C3). */
export const MAX_MASCOT = 40;
/**
 * Version of the composition rules: part of the look hash, so products cached under older rules
 * are composed again.
 */
export const LOOK_VERSION = 2;

/** The look of the customisation box (P6): applied to every text and number shown. */
export interface ShowroomLookValue {
  fillColorId: number;
  outlineColorId: number;
  /** A bundled font key, e.g. `full block`. */
  font: string;
}

/** A showroom's settings, parsed (`projects.settings`). */
export interface ShowroomSettings {
  mascot: string | null;
  /** Sport ids the showroom shows (the team link's selection), in the order they were saved. */
  selected: string[];
  look: ShowroomLookValue;
  /** Font keys the customisation box offers; at least one. */
  fonts: string[];
  /** The header shows the dealer's phone / email (the dealer's choice, off by default). */
  showDealerPhone: boolean;
  showDealerEmail: boolean;
}

const positiveInt = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback;

/**
 * The settings stored in a showroom row; missing or malformed values take the defaults: no
 * mascot, nothing selected, fill 25, outline 23, fonts [`full block`], font the first font,
 * the dealer's phone and email hidden (only a stored `true` shows them).
 * Reads the demo seed's shape `{ mascot, catalogs: [{ sportId, selected }],
 * decorationFillColorId, decorationOutlineColorId, fonts }` plus the saved `font`.
 */
export function showroomSettingsOf(raw: unknown): ShowroomSettings {
  const s = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const mascot = typeof s.mascot === 'string' && s.mascot.trim() ? s.mascot.trim() : null;
  const catalogs = Array.isArray(s.catalogs) ? s.catalogs : [];
  const selected: string[] = [];
  for (const c of catalogs) {
    if (!c || typeof c !== 'object') continue;
    const { sportId, selected: on } = c as { sportId?: unknown; selected?: unknown };
    if (typeof sportId === 'string' && on === true && !selected.includes(sportId)) selected.push(sportId);
  }
  const fonts = Array.isArray(s.fonts)
    ? [...new Set(s.fonts.filter((f): f is string => typeof f === 'string' && f.trim() !== ''))]
    : [];
  if (!fonts.length) fonts.push(DEFAULT_LOOK.font);
  const font = typeof s.font === 'string' && fonts.includes(s.font) ? s.font : fonts[0]!;
  return {
    mascot,
    selected,
    look: {
      fillColorId: positiveInt(s.decorationFillColorId, DEFAULT_LOOK.fillColorId),
      outlineColorId: positiveInt(s.decorationOutlineColorId, DEFAULT_LOOK.outlineColorId),
      font,
    },
    fonts,
    showDealerPhone: s.showDealerPhone === true,
    showDealerEmail: s.showDealerEmail === true,
  };
}

/** The JSON stored in `projects.settings` for `settings` (the seed's shape plus `font`). */
export function showroomSettingsJson(settings: ShowroomSettings): string {
  return JSON.stringify({
    mascot: settings.mascot,
    catalogs: settings.selected.map((sportId) => ({ sportId, selected: true })),
    decorationFillColorId: settings.look.fillColorId,
    decorationOutlineColorId: settings.look.outlineColorId,
    font: settings.look.font,
    fonts: settings.fonts,
    showDealerPhone: settings.showDealerPhone,
    showDealerEmail: settings.showDealerEmail,
  });
}

/** A catalog of a template (P6): a sport with its products' style ids in catalog order. */
export interface TemplateCatalog {
  sport: Pick<SportRow, 'id' | 'name'>;
  styleIds: string[];
}

/**
 * The catalogs of a template: each sport in the order given (the template's sport order) with
 * its styles in the order of the playbook default catalogs ('Uniforms', "Women's Uniforms",
 * 'Fan Gear', 'Coaches'; each in catalog order). Sports without products are left out.
 * `styles` are in catalog order (`sort_order`, id).
 */
export function templateCatalogs(
  sports: readonly Pick<SportRow, 'id' | 'name'>[],
  styles: readonly Pick<StyleRow, 'id' | 'category' | 'genders' | 'sports'>[],
): TemplateCatalog[] {
  return sports
    .map((sport) => ({
      sport,
      styleIds: defaultCatalogs(styles.filter((s) => s.sports.includes(sport.id))).flatMap((c) =>
        c.products.map((p) => p.styleId),
      ),
    }))
    .filter((c) => c.styleIds.length > 0);
}

/** A catalog of one showroom: a template catalog with the showroom's selected flag. */
export interface ShowroomCatalogValue extends TemplateCatalog {
  projectId: number;
  selected: boolean;
}

/** The showroom's catalogs: every template catalog, selected when its sport is in `selected`. */
export function showroomCatalogs(
  projectId: number,
  catalogs: readonly TemplateCatalog[],
  selected: readonly string[],
): ShowroomCatalogValue[] {
  return catalogs.map((c) => ({ ...c, projectId, selected: selected.includes(c.sport.id) }));
}

/** A product shown: a style under a catalog (sport id). */
export interface ShownProduct {
  styleId: string;
  catalogId: string;
}

/** The parent of the GraphQL `ShowroomProduct`: a product shown on a showroom. */
export interface ShowroomProductValue extends ShownProduct {
  project: ProjectRow;
}

/**
 * P6: the products shown. Without `catalogId`: the products of the selected catalogs in catalog
 * then product order, each style once (under the first selected catalog that has it). With
 * `catalogId`: every product of that catalog, selected or not; null when the showroom has no
 * such catalog.
 */
export function shownProducts(
  catalogs: readonly ShowroomCatalogValue[],
  catalogId?: string | null,
): ShownProduct[] | null {
  if (catalogId != null) {
    const c = catalogs.find((k) => k.sport.id === catalogId);
    return c ? c.styleIds.map((styleId) => ({ styleId, catalogId: c.sport.id })) : null;
  }
  const seen = new Set<string>();
  const out: ShownProduct[] = [];
  for (const c of catalogs) {
    if (!c.selected) continue;
    for (const styleId of c.styleIds) {
      if (seen.has(styleId)) continue;
      seen.add(styleId);
      out.push({ styleId, catalogId: c.sport.id });
    }
  }
  return out;
}

/**
 * P6 product page: where a style is shown: under the first selected catalog that has it, else
 * the first catalog that has it; null when it is in none of the showroom's catalogs.
 */
export function productPlace(catalogs: readonly ShowroomCatalogValue[], styleId: string): ShownProduct | null {
  const c =
    catalogs.find((k) => k.selected && k.styleIds.includes(styleId)) ??
    catalogs.find((k) => k.styleIds.includes(styleId));
  return c ? { styleId, catalogId: c.sport.id } : null;
}

/** The style ids of every catalog of a showroom, each once, in catalog then product order. */
export function allStyleIds(catalogs: readonly TemplateCatalog[]): string[] {
  return [...new Set(catalogs.flatMap((c) => c.styleIds))];
}

/** What a showroom's products are drawn with (P6): the showroom's side of `teamLookDecorations`. */
export interface ShowroomDrawing {
  colorIds: readonly number[];
  teamName: string;
  mascot: string | null;
  logoId: number | null;
  look: ShowroomLookValue;
}

/**
 * The team's look of a showroom (P6, P3 rules): the mascot as the team text when there is one,
 * else the team or school name; the default logo; number '00'; texts in the look's fill, outline
 * and font.
 */
export function showroomTeamLook(d: ShowroomDrawing): TeamLook {
  return {
    teamName: d.mascot?.trim() || d.teamName,
    logoId: d.logoId,
    number: SHOWROOM_NUMBER,
    textStyle: { fillColorId: d.look.fillColorId, outline1ColorId: d.look.outlineColorId, font: d.look.font },
  };
}

/**
 * What the look hash is computed over (stable JSON of it, hashed by the service): everything a
 * product's composed configuration depends on besides its style, and {@link LOOK_VERSION}.
 */
export function lookKey(d: ShowroomDrawing) {
  return { v: LOOK_VERSION, colorIds: [...d.colorIds], look: showroomTeamLook(d) };
}
