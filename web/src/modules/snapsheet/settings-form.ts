/**
 * The snapsheet Settings dialog's form (P5, original PUT api/snapsheets/{id}; section 4 locked
 * rules): title, team name, the three team colours, the default logo, show prices, status and
 * (the dealer's dashboard only) the rep (D4).
 * Form paths are `SnapsheetSettingsInput`'s own, so a BAD_USER_INPUT `field` names its form
 * field. Only what changed is sent (omitted fields are kept by the server).
 */
import { z } from 'zod';
import { projectLookShape } from '../project/project-look-schema';
import type { ProjectStatus, SnapsheetSettingsInput } from '../../gql/graphql';

/** The statuses a snapsheet may take (section 4), in the order the select shows them. */
export const SNAPSHEET_STATUSES = ['OPEN', 'LOCKER', 'QUOTE', 'COMPLETE', 'CLOSED'] as const;
export type SnapsheetStatus = (typeof SNAPSHEET_STATUSES)[number];

export const STATUS_LABELS: Record<SnapsheetStatus, string> = {
  OPEN: 'Open',
  LOCKER: 'Locker',
  QUOTE: 'Quote',
  COMPLETE: 'Complete',
  CLOSED: 'Closed',
};

/** Statuses that lock the snapsheet (section 4: quote, closed; OMG is not offered). */
export const LOCKING_STATUSES: readonly SnapsheetStatus[] = ['QUOTE', 'CLOSED'];

/** Logo value for "no logo" (the snapsheet has none; the API cannot clear one). */
export const NO_LOGO = '__none__';

/** Rep value for "no rep" (sent as null: the server clears it). */
export const NO_REP = '__none__';

export const settingsSchema = z.object({
  ...projectLookShape,
  logoId: z.string(),
  repId: z.string(),
  showPrices: z.boolean(),
  status: z.enum(SNAPSHEET_STATUSES),
});

export type SettingsValues = z.infer<typeof settingsSchema>;

/** The form fields a server `field` may name (the rest toast 'Error updating snapsheet settings'). */
export const SETTINGS_FIELDS = ['title', 'teamName', 'colorIds', 'logoId', 'repId', 'showPrices', 'status'] as const;

/** What the form reads of a snapsheet; `logoId` is its default logo's (from `projectLogos`). */
export interface SettingsSnapsheet {
  title: string;
  teamName: string;
  colors: readonly { id: string }[];
  showPrices: boolean;
  status: ProjectStatus;
  logoId?: string | null;
  /** The project's rep: the dealer's data, null for a passcode session. */
  rep?: { id: string } | null;
}

function isSnapsheetStatus(s: string): s is SnapsheetStatus {
  return (SNAPSHEET_STATUSES as readonly string[]).includes(s);
}

export function settingsValues(s: SettingsSnapsheet): SettingsValues {
  return {
    title: s.title,
    teamName: s.teamName,
    colorIds: s.colors.slice(0, 3).map((c) => c.id),
    logoId: s.logoId ?? NO_LOGO,
    repId: s.rep?.id ?? NO_REP,
    showPrices: s.showPrices,
    status: isSnapsheetStatus(s.status) ? s.status : 'OPEN',
  };
}

/** Form values -> `updateSnapsheetSettings` input with only what changed; {} when nothing did. */
export function toSettingsInput(s: SettingsSnapsheet, v: SettingsValues): SnapsheetSettingsInput {
  const before = settingsValues(s);
  const input: SnapsheetSettingsInput = {};
  const title = v.title.trim();
  if (title !== before.title) input.title = title;
  const teamName = v.teamName.trim();
  if (teamName !== before.teamName) input.teamName = teamName;
  if (v.colorIds.join(',') !== before.colorIds.join(',')) input.colorIds = v.colorIds;
  if (v.logoId !== NO_LOGO && v.logoId !== before.logoId) input.logoId = v.logoId;
  if (v.repId !== before.repId) input.repId = v.repId === NO_REP ? null : v.repId;
  if (v.showPrices !== before.showPrices) input.showPrices = v.showPrices;
  if (v.status !== before.status || !isSnapsheetStatus(s.status)) input.status = v.status;
  return input;
}

/** Why a snapsheet is locked (section 4), or null: a static template, a quote, or closed. */
export type SnapsheetLock = 'TEMPLATE' | 'QUOTE' | 'CLOSED';

export function snapsheetLock(s: {
  locked: boolean;
  isStaticTemplate: boolean;
  status: ProjectStatus | string;
}): SnapsheetLock | null {
  if (!s.locked) return null;
  if (s.isStaticTemplate) return 'TEMPLATE';
  return s.status === 'QUOTE' ? 'QUOTE' : 'CLOSED';
}

/** The explanation shown on a locked snapsheet (with the existing LockedNote). */
export function lockMessage(lock: SnapsheetLock, canUnlock: boolean): string {
  switch (lock) {
    case 'TEMPLATE':
      return 'This is a snapsheet template and cannot be changed. Start a snapsheet from it on the templates page.';
    case 'QUOTE':
      return canUnlock
        ? 'A quote was requested, so this snapsheet is locked. Unlock it in Settings to change its products again.'
        : 'A quote was requested, so this snapsheet is locked. Only the dealer can unlock it, from the dashboard.';
    case 'CLOSED':
      return 'This snapsheet is closed and can no longer be changed.';
  }
}

/**
 * Whether the caller may unlock (section 4, P5): only a QUOTE snapsheet, and only its dealer's
 * dashboard session (a passcode session is refused FORBIDDEN).
 */
export function canUnlock(status: ProjectStatus | string, dashboardSession: boolean): boolean {
  return status === 'QUOTE' && dashboardSession;
}
