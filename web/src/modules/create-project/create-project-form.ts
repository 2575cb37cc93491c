/**
 * Create Playbook / Create Snapsheet (D8): the form values, their zod schema per project type,
 * the steps (each validates only its own fields) and the mapping to the create mutations' inputs.
 */
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import type { CreatePlaybookInput, CreateSnapsheetInput, PlaybookTemplate } from '../../gql/graphql';
import {
  DEFAULT_TEAM_COLOR_IDS as TEAM_COLOR_IDS,
  MAX_PROJECT_TITLE_LENGTH,
  MAX_TEAM_NAME_LENGTH,
} from '@tas/garments';

/** Select/radio value for "none" (no customer, blank snapsheet, no logo). */
export const NONE = '__none__';

/** Default team colours (section 9): ids 19, 13, 25. */
export const DEFAULT_TEAM_COLOR_IDS: string[] = TEAM_COLOR_IDS.map(String);

export type CreateType = 'PLAYBOOK' | 'SNAPSHEET';

/**
 * The logo a new project of a customer starts with: the customer's logo typed
 * 'primary' (any case), else its first one; NONE when it has none.
 */
export function preferredLogoId(logos: readonly { id: string; types: readonly string[] }[]): string {
  const primary = logos.find((l) => l.types.some((t) => t.toLowerCase() === 'primary'));
  return (primary ?? logos[0])?.id ?? NONE;
}

export const createProjectSchema = (type: CreateType) =>
  z.object({
    customerId: z.string(),
    template: z.enum(['FSG', 'UA']),
    snapsheetTemplateId: z.string(),
    sports: type === 'PLAYBOOK' ? z.array(z.string()).min(1, 'Choose at least one sport') : z.array(z.string()),
    teamName: z
      .string()
      .trim()
      .min(1, 'Enter the team name')
      .max(MAX_TEAM_NAME_LENGTH, `Use at most ${MAX_TEAM_NAME_LENGTH} characters`),
    title: z.string().max(MAX_PROJECT_TITLE_LENGTH, `Use at most ${MAX_PROJECT_TITLE_LENGTH} characters`),
    colorIds: z.array(z.string()).length(3, 'Choose three team colours'),
    logoId: z.string(),
    repId: z.string(),
    showPrices: z.boolean(),
    showCoverAndIndex: z.boolean(),
  });

export type CreateProjectValues = z.infer<ReturnType<typeof createProjectSchema>>;

export interface CreateStep {
  id: 'customer' | 'template' | 'team' | 'colors' | 'settings';
  title: string;
  fields: FieldPath<CreateProjectValues>[];
}

/**
 * The steps of each form. A snapsheet chooses its template (blank or one of the templates)
 * with the customer; a playbook has its own step for the template and its sports.
 */
export function createSteps(type: CreateType): CreateStep[] {
  return type === 'PLAYBOOK'
    ? [
        { id: 'customer', title: 'Customer', fields: ['customerId'] },
        { id: 'template', title: 'Template & sports', fields: ['template', 'sports'] },
        { id: 'team', title: 'Team', fields: ['teamName', 'title'] },
        { id: 'colors', title: 'Colours & logo', fields: ['colorIds', 'logoId'] },
        { id: 'settings', title: 'Settings', fields: ['repId', 'showPrices', 'showCoverAndIndex'] },
      ]
    : [
        { id: 'customer', title: 'Customer', fields: ['customerId', 'snapsheetTemplateId'] },
        { id: 'team', title: 'Team', fields: ['teamName', 'title'] },
        { id: 'colors', title: 'Colours & logo', fields: ['colorIds', 'logoId'] },
        { id: 'settings', title: 'Settings', fields: ['repId', 'showPrices'] },
      ];
}

/** The step index showing a form or server field (`sports.1` belongs to `sports`); -1 if none. */
export function stepOfField(steps: readonly CreateStep[], field: string): number {
  const server: Record<string, string> = { templateId: 'snapsheetTemplateId', template: 'template' };
  const name = server[field] ?? field.split('.')[0] ?? field;
  return steps.findIndex((s) => (s.fields as string[]).includes(name));
}

export function defaultValues(snapsheetTemplateId: string | null): CreateProjectValues {
  return {
    customerId: NONE,
    template: 'FSG',
    snapsheetTemplateId: snapsheetTemplateId || NONE,
    sports: [],
    teamName: '',
    title: '',
    colorIds: DEFAULT_TEAM_COLOR_IDS,
    logoId: NONE,
    repId: NONE,
    showPrices: true,
    showCoverAndIndex: true,
  };
}

const orNull = (v: string) => (v === NONE ? null : v);

export function toPlaybookInput(v: CreateProjectValues): CreatePlaybookInput {
  return {
    template: v.template as PlaybookTemplate,
    sports: v.sports,
    teamName: v.teamName.trim(),
    title: v.title.trim() || null,
    customerId: orNull(v.customerId),
    colorIds: v.colorIds,
    logoId: orNull(v.logoId),
    repId: orNull(v.repId),
    showPrices: v.showPrices,
    showCoverAndIndex: v.showCoverAndIndex,
  };
}

export function toSnapsheetInput(v: CreateProjectValues): CreateSnapsheetInput {
  return {
    teamName: v.teamName.trim(),
    title: v.title.trim() || null,
    customerId: orNull(v.customerId),
    colorIds: v.colorIds,
    logoId: orNull(v.logoId),
    repId: orNull(v.repId),
    showPrices: v.showPrices,
    templateId: orNull(v.snapsheetTemplateId),
  };
}

/** Moves `sports[index]` up (-1) or down (+1); unchanged at the ends. */
export function moveSport(sports: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  if (index < 0 || index >= sports.length || to < 0 || to >= sports.length) return [...sports];
  const next = [...sports];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** Adds or removes a sport (added at the end, so the order is the order of choosing). */
export function toggleSport(sports: readonly string[], id: string): string[] {
  return sports.includes(id) ? sports.filter((s) => s !== id) : [...sports, id];
}

/**
 * The customer's first three colours as the team colours, when all three are `offered`;
 * otherwise null (keep the current choice).
 */
export function customerTeamColors(customerColorIds: readonly string[], offered: ReadonlySet<string>): string[] | null {
  const first3 = customerColorIds.slice(0, 3);
  return first3.length === 3 && first3.every((id) => offered.has(id)) ? first3 : null;
}
