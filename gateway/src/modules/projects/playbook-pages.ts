/**
 * A playbook's sports and pages (P3) as the API shows them: pure shapes and functions over a
 * project row, no database. Until issue 7 stores catalogue pages, the pages are computed from the
 * sports kept in `projects.settings.sports`.
 */
import type { ProjectRow, StyleRow } from '../../db/types.js';

/** A sport of a playbook as stored in `projects.settings.sports` (the demo seed's shape). */
export interface PlaybookSportValue {
  /** Catalog sport id, e.g. `fsg-football`. */
  sportId: string;
  /** Name shown in the playbook. */
  name: string;
  /** 1-based position. */
  sortOrder: number;
  /** The playbook's dealer (set when read through `Playbook.sports`; prices use its margin). */
  dealerId?: number;
  /** The playbook's team colour ids (set with `dealerId`; product snapshots use them). */
  colorIds?: number[];
}

/** A catalog product on a playbook sport page (P3): the style and its customer price. */
export interface PlaybookProductValue {
  product: StyleRow;
  /** Customer unit price of the base size, cents (L3). */
  priceCents: number;
  /** The playbook's team colour ids, for the snapshot. */
  colorIds: number[];
}

/** The sports of a playbook row, in order ([] for other projects or malformed settings). */
export function playbookSports(project: Pick<ProjectRow, 'settings'>): PlaybookSportValue[] {
  const raw = (project.settings as { sports?: unknown } | null)?.sports;
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (s): s is PlaybookSportValue =>
        !!s && typeof s === 'object' && typeof (s as PlaybookSportValue).sportId === 'string',
    )
    .map((s, i) => ({
      sportId: s.sportId,
      name: typeof s.name === 'string' ? s.name : s.sportId,
      sortOrder: i + 1,
    }));
}

/** Products on one product page of a playbook (P3). */
export const PLAYBOOK_PAGE_SIZE = 6;

/** A page of a playbook (P3, API.md `Playbook.pages`). */
export interface PlaybookPageValue {
  /** 1-based page number. */
  number: number;
  kind: 'COVER' | 'INDEX' | 'PRODUCTS' | 'BACK_COVER';
  title: string;
  /** The sport of a PRODUCTS page; null on the others. */
  sport: PlaybookSportValue | null;
}

/**
 * P3: a playbook's pages in order: Cover and Index (only with `show_cover_and_index`), one
 * product page per sport in the playbook's order, and the Back Cover. Computed from the sports
 * until playbooks store their catalogue pages (issue 7).
 */
export function playbookPages(
  project: Pick<ProjectRow, 'show_cover_and_index' | 'team_name'>,
  sports: readonly PlaybookSportValue[],
): PlaybookPageValue[] {
  const kinds: Omit<PlaybookPageValue, 'number'>[] = [];
  if (project.show_cover_and_index) {
    kinds.push({ kind: 'COVER', title: project.team_name, sport: null });
    kinds.push({ kind: 'INDEX', title: 'Index', sport: null });
  }
  for (const sport of sports) kinds.push({ kind: 'PRODUCTS', title: sport.name, sport });
  kinds.push({ kind: 'BACK_COVER', title: 'Back Cover', sport: null });
  return kinds.map((k, i) => ({ ...k, number: i + 1 }));
}
