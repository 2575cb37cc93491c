/**
 * Project list helpers (D7): status labels and badge tones (section 4 statuses), the filter
 * options of My Playbooks / My Snapsheets, and "updated 3 days ago" times.
 */
import { projectKindOf } from '@tas/rules';
import type { ProjectStatus, ProjectType, ProjectVisibility } from '../../gql/graphql';

/** Label of each project status, in the order of the original section 4. */
export const STATUS_LABELS: Record<ProjectStatus, string> = {
  ARCHIVED: 'Archived',
  COMPLETE: 'Complete',
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
  QUOTE: 'Quote',
  LOCKER: 'Locker',
  CLOSED: 'Closed',
  OPEN: 'Open',
};

/**
 * Who may open a project (A5, P4), as the dashboard says it: a draft or archived project is
 * PRIVATE (the dealer only), a snapsheet is shared by its link from the start, a published
 * project is public.
 */
export const VISIBILITY_LABELS: Record<ProjectVisibility, string> = {
  PRIVATE: 'Private',
  LINK: 'Anyone with the link',
  PUBLISHED: 'Public',
};

/**
 * The sentence under a project's status on its page: who can open it now and
 * what Publish adds (P4, A5). `noun` is the kind's ('playbook').
 */
export function visibilitySentence(noun: string, status: ProjectStatus, visibility: ProjectVisibility): string {
  if (status === 'ARCHIVED') return `Only you can see this archived ${noun}. Restore it to share it again.`;
  if (visibility === 'PRIVATE')
    return `Only you can see this ${noun} while it is a draft. Publish it to share it: anyone with its link can then open it.`;
  if (status === 'PUBLISHED') return `Published: anyone with the link can open this ${noun}.`;
  if (status === 'OPEN')
    return `Anyone with the link can open this ${noun} now. Publish it when it is ready: it is then marked Published for your customer.`;
  return `Anyone with the link can open this ${noun}.`;
}

/** Badge modifier of a status: live projects accent, finished success, waiting on someone warning. */
export function statusTone(status: ProjectStatus): '' | 'accent' | 'success' | 'warning' {
  switch (status) {
    case 'PUBLISHED':
    case 'OPEN':
      return 'accent';
    case 'COMPLETE':
      return 'success';
    case 'QUOTE':
    case 'LOCKER':
      return 'warning';
    default:
      return '';
  }
}

/**
 * 'ALL' lists every project that is not archived; ARCHIVED only the archived ones; OPEN_QUOTES
 * those with a locker whose quote is open (`projects(hasOpenQuote: true)`).
 */
export type StatusFilter = 'ALL' | 'OPEN_QUOTES' | ProjectStatus;

/** The `projects` arguments of a filter. */
export function statusFilterArgs(filter: StatusFilter): { status: ProjectStatus | null; hasOpenQuote: boolean | null } {
  if (filter === 'ALL') return { status: null, hasOpenQuote: null };
  if (filter === 'OPEN_QUOTES') return { status: null, hasOpenQuote: true };
  return { status: filter, hasOpenQuote: null };
}

/** The empty list's title under a filter other than ALL ('No archived playbooks'). */
export function emptyFilterTitle(filter: Exclude<StatusFilter, 'ALL'>, many: string): string {
  if (filter === 'OPEN_QUOTES') return `No ${many} with an open quote`;
  return `No ${STATUS_LABELS[filter].toLowerCase()} ${many}`;
}

/** The badge of a project's open quotes ('Quote open', '3 quotes open'); null when none. */
export function openQuotesLabel(count: number | null | undefined): string | null {
  if (!count) return null;
  return count === 1 ? 'Quote open' : `${count} quotes open`;
}

/** The statuses a project lives through once it is shared, after its first: quoted, collected, closed, done. */
const SHARED_LIFE: ProjectStatus[] = ['QUOTE', 'LOCKER', 'CLOSED', 'COMPLETE'];

/**
 * Status filter options of a list: the statuses a project of that type can have, in the order
 * its projects live them, from the kind's first status (@tas/rules `initialStatus`): a kind
 * shared from the start (OPEN) lists the drafts' statuses last, a kind that starts as a DRAFT
 * lists OPEN last.
 */
export function statusFilterOptions(type: ProjectType): { value: StatusFilter; label: string }[] {
  const statuses: ProjectStatus[] =
    projectKindOf(type).initialStatus === 'OPEN'
      ? ['OPEN', ...SHARED_LIFE, 'PUBLISHED', 'DRAFT']
      : ['DRAFT', 'PUBLISHED', ...SHARED_LIFE, 'OPEN'];
  return [
    { value: 'ALL', label: 'All active' },
    { value: 'OPEN_QUOTES', label: 'With an open quote' },
    ...statuses.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
    { value: 'ARCHIVED', label: STATUS_LABELS.ARCHIVED },
  ];
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * A time relative to `now`: 'just now' under a minute, else '5 minutes ago', 'yesterday',
 * '3 weeks ago' (Intl.RelativeTimeFormat, English, numeric auto).
 */
export function relativeTime(iso: string, now: Date = new Date(), locale = 'en-US'): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (!Number.isFinite(seconds)) return '';
  if (Math.abs(seconds) < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'minute') return format.format(Math.round(seconds / size), unit);
  }
  return '';
}
