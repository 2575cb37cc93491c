/**
 * Pure helpers of the playbook viewer and print page (P3): the Index page's entries, the team's
 * look as CSS variables, labels, and the filter toggles.
 */
import type { Gender, PlaybookPageKind, ProductType } from '../../gql/graphql';

/** The product types a playbook can be filtered by (P3), in chip order, with their labels. */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  FIVE_DAY: 'Five Day',
  SUBLIMATED: 'Sublimated',
  STOCK: 'Stock',
};

/** The genders a playbook can be filtered by (P3): Men and Women (unisex products always show). */
export const GENDER_FILTER_LABELS: Partial<Record<Gender, string>> = { MEN: 'Men', WOMEN: 'Women' };

/** How a page's gender reads on a product page, e.g. "Women's"; null for every gender. */
export function pageGenderLabel(gender: Gender | null | undefined): string | null {
  if (gender === 'MEN') return "Men's";
  if (gender === 'WOMEN') return "Women's";
  if (gender === 'YOUTH') return 'Youth';
  return null;
}

/** `list` with `value` added when absent, removed when present (a filter chip toggle, P3). */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

interface PageLike {
  number: number;
  kind: PlaybookPageKind;
  sport?: { id: string; name: string } | null;
  catalog?: { id: string; name: string } | null;
}

/** A line of the Index page: a sport and the page where it starts, with its catalogs. */
export interface IndexEntry {
  sportId: string;
  name: string;
  page: number;
  catalogs: { id: string; name: string; page: number }[];
}

/**
 * The Index page's entries (P3): each sport in page order with the number of its first product
 * page, and each of its catalogs with the number of the catalog's first page. Sports with no page
 * left after the filters are not listed.
 */
export function indexEntries(pages: readonly PageLike[]): IndexEntry[] {
  const entries: IndexEntry[] = [];
  const bySport = new Map<string, IndexEntry>();
  for (const p of pages) {
    if (p.kind !== 'PRODUCTS' || !p.sport) continue;
    let entry = bySport.get(p.sport.id);
    if (!entry) {
      entry = { sportId: p.sport.id, name: p.sport.name, page: p.number, catalogs: [] };
      bySport.set(p.sport.id, entry);
      entries.push(entry);
    }
    if (p.catalog && !entry.catalogs.some((c) => c.id === p.catalog!.id)) {
      entry.catalogs.push({ id: p.catalog.id, name: p.catalog.name, page: p.number });
    }
  }
  return entries;
}

/** Relative luminance of a `#rrggbb` colour (WCAG), 0..1; 0 for anything unparsable. */
export function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return 0;
  const n = parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Text colour readable on `hex`: near-black on light colours, white on dark ones. */
export function inkOn(hex: string): string {
  return luminance(hex) > 0.45 ? '#111827' : '#ffffff';
}

const FALLBACK = ['#1e293b', '#64748b', '#e2e8f0'];

/**
 * The team's look as CSS variables for a page box: `--pb-1..3` the three team colours (slate
 * greys when missing) and `--pb-1-ink`, `--pb-2-ink` readable text on the first two.
 */
export function teamTheme(colors: readonly { hex: string }[]): Record<string, string> {
  const hex = [0, 1, 2].map((i) => colors[i]?.hex ?? FALLBACK[i]!);
  return {
    '--pb-1': hex[0]!,
    '--pb-2': hex[1]!,
    '--pb-3': hex[2]!,
    '--pb-1-ink': inkOn(hex[0]!),
    '--pb-2-ink': inkOn(hex[1]!),
  };
}

/** The id of a playbook page's box: the Index links to it in the PDF. */
export const pageAnchor = (n: number) => `playbook-page-${n}`;
