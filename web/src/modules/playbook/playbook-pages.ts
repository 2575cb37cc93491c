/**
 * Pure helpers of the playbook viewer and print page (P3): the Index page's entries, the team's
 * look as CSS variables, labels, and the filter toggles.
 */
import type { Gender, PlaybookPageKind, ProductType } from '../../gql/graphql';
import { isHexColor, markColorOn } from '@tas/garments';
import { readableTextOn } from '../../lib/color';

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
 * left after the filters are not listed. A name is listed once per sport: catalogs of one name
 * (a catalog per page gender, a copied one) at the first one's page, and a catalog named as its
 * sport (the 'Fan Gear' catalog of a sport the dealer named 'Fan Gear') not under the sport's
 * own line, which already says it.
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
    const key = (name: string) => name.trim().toLowerCase();
    const catalogName = p.catalog ? key(p.catalog.name) : '';
    if (
      p.catalog &&
      catalogName !== key(entry.name) &&
      !entry.catalogs.some((c) => c.id === p.catalog!.id || key(c.name) === catalogName)
    ) {
      entry.catalogs.push({ id: p.catalog.id, name: p.catalog.name, page: p.number });
    }
  }
  return entries;
}

/** Text colour readable on `hex` (lib/color.ts `readableTextOn`). */
export const inkOn = readableTextOn;

const FALLBACK = ['#1e293b', '#64748b', '#e2e8f0'];

/** The paper of a playbook page (its products, index and back cover pages are white). */
export const PAPER = '#ffffff';

/**
 * The team's look as CSS variables for a page box (contrast by rule):
 * `--pb-1..3` the three team colours (slate greys when missing); `--pb-1-ink`, `--pb-2-ink`
 * readable text on the first two; `--pb-1-mark..--pb-3-mark` each colour as text or a mark on the
 * white paper, or the next team colour (else black) when it would not stand out by 3:1;
 * `--pb-2-on-1`, `--pb-3-on-1` the second and third colours as stripes on the first (the cover,
 * the page heads), replaced alike.
 */
export function teamTheme(colors: readonly { hex: string }[]): Record<string, string> {
  const hex = [0, 1, 2].map((i) => (isHexColor(colors[i]?.hex ?? '') ? colors[i]!.hex : FALLBACK[i]!));
  const [c1, c2, c3] = hex as [string, string, string];
  const startingAt = (i: number) => [...hex.slice(i), ...hex.slice(0, i)];
  return {
    '--pb-1': c1,
    '--pb-2': c2,
    '--pb-3': c3,
    '--pb-1-ink': inkOn(c1),
    '--pb-2-ink': inkOn(c2),
    '--pb-1-mark': markColorOn(PAPER, startingAt(0)),
    '--pb-2-mark': markColorOn(PAPER, startingAt(1)),
    '--pb-3-mark': markColorOn(PAPER, startingAt(2)),
    '--pb-2-on-1': markColorOn(c1, [c2, c3]),
    '--pb-3-on-1': markColorOn(c1, [c3, c2]),
  };
}

/** The id of a playbook page's box: the Index links to it in the PDF. */
export const pageAnchor = (n: number) => `playbook-page-${n}`;
