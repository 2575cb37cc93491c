/**
 * What snapsheet changes check and draw with (P5): the title and team name texts, the genders,
 * a custom price (L3), and a snapsheet row's team look (its colours, team name, default logo and
 * the player number '00') with whether a change of the row changes it. Pure.
 */
import type { ProjectRow } from '../../db/types.js';
import { BadUserInputError } from '../../lib/errors.js';
import { lookOfProject } from '../configurations/team-look-configurations.js';
import { SNAPSHEET_PLAYER_NUMBER } from './snapsheet-pages.js';
import { MAX_CUSTOM_PRICE_CENTS } from '@tas/garments';

/** The genders a snapsheet may take (API `setSnapsheetGender`, `createSnapsheet`). */
export const GENDERS = ['MEN', 'WOMEN', 'YOUTH', 'UNISEX'];
export const MAX_TITLE = 120;
export const MAX_TEAM_NAME = 80;

/** A trimmed, non-empty text of at most `max` characters; BAD_USER_INPUT on `field`. */
export function text(value: string, field: string, max: number, what: string): string {
  const t = value.trim();
  if (!t) throw new BadUserInputError(field, `${what} is required`);
  if (t.length > max) throw new BadUserInputError(field, `${what} is too long (at most ${max} characters)`);
  return t;
}

/** A custom price in whole cents (L3), or null; BAD_USER_INPUT `customPriceCents` otherwise. */
export function checkCustomPrice(cents: number | null | undefined): number | null {
  if (cents == null) return null;
  if (!Number.isInteger(cents) || cents < 0 || cents > MAX_CUSTOM_PRICE_CENTS)
    throw new BadUserInputError('customPriceCents', 'The price must be whole cents between 0 and 100000.00');
  return cents;
}

/** The team look of a snapsheet: its colours, team name, default logo and the number '00'. */
export const lookOf = (p: Pick<ProjectRow, 'color_ids' | 'team_name' | 'default_logo_id'>) =>
  lookOfProject(p, { number: SNAPSHEET_PLAYER_NUMBER });

/** Whether a change of the row from `before` to `after` changes the team look. */
export const lookChanged = (before: ProjectRow, after: ProjectRow) =>
  before.color_ids.join() !== after.color_ids.join() ||
  before.team_name !== after.team_name ||
  before.default_logo_id !== after.default_logo_id;
