/**
 * The zod rules of the settings every project shares (P3 bulk edit, P5 snapsheet settings; the
 * fields of ProjectLookFields): a title and a team name, trimmed, required and within the limits
 * of `@tas/rules`, and exactly three team colour ids. Spread into a kind's form schema.
 */
import { z } from 'zod';
import { MAX_PROJECT_TITLE_LENGTH, MAX_TEAM_NAME_LENGTH } from '@tas/rules';

export const projectLookShape = {
  title: z
    .string()
    .trim()
    .min(1, 'Enter the title')
    .max(MAX_PROJECT_TITLE_LENGTH, `Use at most ${MAX_PROJECT_TITLE_LENGTH} characters`),
  teamName: z
    .string()
    .trim()
    .min(1, 'Enter the team name')
    .max(MAX_TEAM_NAME_LENGTH, `Use at most ${MAX_TEAM_NAME_LENGTH} characters`),
  colorIds: z.array(z.string()).length(3, 'Choose three team colours'),
};
