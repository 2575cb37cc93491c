/**
 * The showroom set-up form (P6, dashboard): its values, their zod schema, the values of a saved
 * showroom (or of a new one), the `saveShowroom` input and where a server error is shown.
 */
import { z } from 'zod';
import type { PlaybookTemplate, ShowroomInput } from '../../gql/graphql';
import { DEFAULT_LETTERING, DEFAULT_TEAM_COLOR_IDS as TEAM_COLOR_IDS } from '@tas/garments';
import { MAX_TEAM_NAME_LENGTH } from '@tas/rules';

/** Select/radio value for "none" (no customer, no logo). */
export const NONE = '__none__';
/** Default team colours (section 9): 19, 13, 25. */
export const DEFAULT_TEAM_COLOR_IDS: string[] = TEAM_COLOR_IDS.map(String);
/** C3 defaults of the customisation box: fill 25 (white), outline 23 (black), font `full block`. */
export const DEFAULT_LOOK = {
  fillColorId: String(DEFAULT_LETTERING.fillColorId),
  outlineColorId: String(DEFAULT_LETTERING.outlineColorId),
  font: DEFAULT_LETTERING.font,
};

export const showroomSchema = z
  .object({
    teamName: z
      .string()
      .trim()
      .min(1, 'Enter the school or team name')
      .max(MAX_TEAM_NAME_LENGTH, `Use at most ${MAX_TEAM_NAME_LENGTH} characters`),
    mascot: z.string().trim().max(40, 'Use at most 40 characters'),
    customerId: z.string(),
    colorIds: z.array(z.string()).length(3, 'Choose three team colours'),
    logoId: z.string(),
    template: z.enum(['FSG', 'UA']),
    catalogIds: z.array(z.string()),
    fillColorId: z.string().min(1, 'Choose the fill colour'),
    outlineColorId: z.string().min(1, 'Choose the outline colour'),
    font: z.string().min(1, 'Choose the font'),
    fonts: z.array(z.string()).min(1, 'Offer at least one font'),
    published: z.boolean(),
    showDealerPhone: z.boolean(),
    showDealerEmail: z.boolean(),
  })
  .refine((v) => v.fonts.includes(v.font), { path: ['font'], message: 'Choose one of the fonts offered' });

export type ShowroomValues = z.infer<typeof showroomSchema>;

/** What the form reads of a saved showroom. */
export interface SavedShowroom {
  teamName: string;
  mascot?: string | null;
  customer?: { id: string } | null;
  colors: readonly { id: string }[];
  defaultLogo?: { id: string } | null;
  template: PlaybookTemplate;
  catalogs: readonly { id: string; selected: boolean }[];
  look: { decorationFill: { id: string }; decorationOutline: { id: string }; font: string };
  fonts: readonly { key: string }[];
  visibility: string;
  showDealerPhone?: boolean;
  showDealerEmail?: boolean;
}

/** The form's values: the saved showroom's, or a new showroom's (a draft in the default look). */
export function valuesOf(showroom: SavedShowroom | null | undefined): ShowroomValues {
  if (!showroom)
    return {
      teamName: '',
      mascot: '',
      customerId: NONE,
      colorIds: DEFAULT_TEAM_COLOR_IDS,
      logoId: NONE,
      template: 'FSG',
      catalogIds: [],
      fillColorId: DEFAULT_LOOK.fillColorId,
      outlineColorId: DEFAULT_LOOK.outlineColorId,
      font: DEFAULT_LOOK.font,
      fonts: [DEFAULT_LOOK.font],
      published: false,
      showDealerPhone: false,
      showDealerEmail: false,
    };
  return {
    teamName: showroom.teamName,
    mascot: showroom.mascot ?? '',
    customerId: showroom.customer?.id ?? NONE,
    colorIds: showroom.colors.map((c) => c.id).slice(0, 3),
    logoId: showroom.defaultLogo?.id ?? NONE,
    template: showroom.template,
    catalogIds: showroom.catalogs.filter((c) => c.selected).map((c) => c.id),
    fillColorId: showroom.look.decorationFill.id,
    outlineColorId: showroom.look.decorationOutline.id,
    font: showroom.look.font,
    fonts: showroom.fonts.map((f) => f.key),
    published: showroom.visibility === 'PUBLISHED',
    showDealerPhone: showroom.showDealerPhone ?? false,
    showDealerEmail: showroom.showDealerEmail ?? false,
  };
}

const orNull = (v: string) => (v === NONE ? null : v);

/** The `saveShowroom` input of the form's values. */
export function toShowroomInput(v: ShowroomValues): ShowroomInput {
  return {
    teamName: v.teamName.trim(),
    mascot: v.mascot.trim() || null,
    customerId: orNull(v.customerId),
    colorIds: v.colorIds,
    logoId: orNull(v.logoId),
    template: v.template,
    catalogIds: v.catalogIds,
    look: { decorationFillColorId: v.fillColorId, decorationOutlineColorId: v.outlineColorId, font: v.font },
    fonts: v.fonts,
    published: v.published,
    showDealerPhone: v.showDealerPhone,
    showDealerEmail: v.showDealerEmail,
  };
}

const SERVER_FIELDS: Record<string, keyof ShowroomValues> = {
  'look.decorationFillColorId': 'fillColorId',
  'look.decorationOutlineColorId': 'outlineColorId',
  'look.font': 'font',
};

/**
 * The form field that shows a server error's field (`extensions.field`): `look.font` is `font`,
 * `catalogIds.2` is `catalogIds`, `colorIds.0` is `colorIds`; null for a field the form lacks.
 */
export function formFieldOf(serverField: string): keyof ShowroomValues | null {
  const mapped = SERVER_FIELDS[serverField];
  if (mapped) return mapped;
  const head = serverField.split('.')[0]!;
  return head in valuesOf(null) ? (head as keyof ShowroomValues) : null;
}

/**
 * Adds or removes a catalog, keeping the template's order (`order`: the template's sport ids),
 * so the showroom lists its catalogs as the template does.
 */
export function toggleCatalog(selected: readonly string[], id: string, order: readonly string[]): string[] {
  const next = selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
  return [...next].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** Adds or removes an offered font (never the last one); the default font follows when removed. */
export function toggleFont(
  fonts: readonly string[],
  font: string,
  key: string,
  order: readonly string[],
): { fonts: string[]; font: string } {
  if (fonts.includes(key)) {
    if (fonts.length === 1) return { fonts: [...fonts], font };
    const next = fonts.filter((f) => f !== key);
    return { fonts: next, font: font === key ? next[0]! : font };
  }
  const next = [...fonts, key].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { fonts: next, font };
}
