/**
 * The playbook bulk edit form (P3, original `PUT catalog/{id}` / `edit-bulk`; P4 school): its
 * values, zod rules, the values of a loaded playbook and the mapping to `updatePlaybook`'s
 * input. Form paths are the input's own (`teamName`, `colorIds`, `newSchool.state`, ...) so a
 * BAD_USER_INPUT `field` of the server names the form field as it is.
 */
import { z } from 'zod';
import { projectLookShape } from '../project/project-look-schema';
import type { PlaybookInput } from '../../gql/graphql';

/** Radio/select value for "none" (no logo). */
export const NONE = '__none__';

/** How the playbook's school is chosen (P4): none (a team-travel catalogue), from the list, or new. */
export type SchoolMode = 'NONE' | 'LIST' | 'NEW';

export const bulkEditSchema = z
  .object({
    ...projectLookShape,
    defaultLogoId: z.string(),
    repId: z.string(),
    showPrices: z.boolean(),
    showCoverAndIndex: z.boolean(),
    schoolMode: z.enum(['NONE', 'LIST', 'NEW']),
    schoolCode: z.string(),
    newSchool: z.object({
      name: z.string().trim().max(120, 'Use at most 120 characters'),
      mascot: z.string().trim().max(60, 'Use at most 60 characters'),
      city: z.string().trim().max(80, 'Use at most 80 characters'),
      state: z
        .string()
        .trim()
        .refine((s) => s === '' || /^[A-Za-z]{2}$/.test(s), 'Use the two-letter state code'),
    }),
  })
  .superRefine((v, ctx) => {
    if (v.schoolMode === 'LIST' && !v.schoolCode)
      ctx.addIssue({ code: 'custom', path: ['schoolCode'], message: 'Choose a school' });
    if (v.schoolMode === 'NEW' && !v.newSchool.name.trim())
      ctx.addIssue({ code: 'custom', path: ['newSchool', 'name'], message: 'Enter the school name' });
  });

export type BulkEditValues = z.infer<typeof bulkEditSchema>;

/** The form fields a server `field` may name (the rest are shown in a toast). */
export const BULK_EDIT_FIELDS = [
  'title',
  'teamName',
  'colorIds',
  'defaultLogoId',
  'repId',
  'schoolCode',
  'newSchool.name',
  'newSchool.mascot',
  'newSchool.city',
  'newSchool.state',
] as const;

/** What the form reads of a playbook. */
export interface BulkEditPlaybook {
  title: string;
  teamName: string;
  colors: readonly { id: string }[];
  defaultLogo?: { id: string } | null;
  /** The playbook's rep (D4): the dealer's data, null for a passcode session. */
  rep?: { id: string } | null;
  showPrices: boolean;
  showCoverAndIndex: boolean;
  schoolCode?: string | null;
  newSchool?: { name: string; mascot?: string | null; city?: string | null; state?: string | null } | null;
}

export function bulkEditValues(p: BulkEditPlaybook): BulkEditValues {
  const school = p.newSchool;
  return {
    title: p.title,
    teamName: p.teamName,
    colorIds: p.colors.slice(0, 3).map((c) => c.id),
    defaultLogoId: p.defaultLogo?.id ?? NONE,
    repId: p.rep?.id ?? NONE,
    showPrices: p.showPrices,
    showCoverAndIndex: p.showCoverAndIndex,
    schoolMode: p.schoolCode ? 'LIST' : school ? 'NEW' : 'NONE',
    schoolCode: p.schoolCode ?? '',
    newSchool: {
      name: school?.name ?? '',
      mascot: school?.mascot ?? '',
      city: school?.city ?? '',
      state: school?.state ?? '',
    },
  };
}

/**
 * Form values -> `updatePlaybook` input. Every field is sent (the server redraws the products
 * only when colours, team name or logo really change). No logo sends `clearDefaultLogo`; the
 * school is exactly one of a listed school, a new school, or neither (both cleared). The rep
 * (D4) is sent with `withRep` only (the dealer's dashboard: a passcode session may not set it),
 * null for no rep.
 */
export function toPlaybookInput(v: BulkEditValues, withRep = false): PlaybookInput {
  const optional = (s: string) => s.trim() || null;
  const logo = v.defaultLogoId === NONE ? { clearDefaultLogo: true } : { defaultLogoId: v.defaultLogoId };
  const school: Pick<PlaybookInput, 'schoolCode' | 'newSchool'> =
    v.schoolMode === 'LIST'
      ? { schoolCode: v.schoolCode }
      : v.schoolMode === 'NEW'
        ? {
            newSchool: {
              name: v.newSchool.name.trim(),
              mascot: optional(v.newSchool.mascot),
              city: optional(v.newSchool.city),
              state: optional(v.newSchool.state)?.toUpperCase() ?? null,
            },
          }
        : { schoolCode: null, newSchool: null };
  return {
    title: v.title.trim(),
    teamName: v.teamName.trim(),
    colorIds: v.colorIds,
    ...logo,
    showPrices: v.showPrices,
    showCoverAndIndex: v.showCoverAndIndex,
    ...(withRep ? { repId: v.repId === NONE ? null : v.repId } : {}),
    ...school,
  };
}
