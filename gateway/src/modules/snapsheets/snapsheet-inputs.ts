/**
 * What snapsheet changes check and draw with (P5): the genders and a snapsheet row's team look (its colours, team name, default logo and
 * the player number '00') with whether a change of the row changes it. Pure.
 */
import type { ProjectRow } from '../../db/types.js';
import { lookOfProject } from '../configurations/index.js';
import { SNAPSHEET_PLAYER_NUMBER } from './snapsheet-pages.js';

/** The genders a snapsheet may take (API `setSnapsheetGender`, `createSnapsheet`). */
export const GENDERS = ['MEN', 'WOMEN', 'YOUTH', 'UNISEX'];

/** The team look of a snapsheet: its colours, team name, default logo and the number '00'. */
export const lookOf = (p: Pick<ProjectRow, 'color_ids' | 'team_name' | 'default_logo_id'>) =>
  lookOfProject(p, { number: SNAPSHEET_PLAYER_NUMBER });

/** Whether a change of the row from `before` to `after` changes the team look. */
export const lookChanged = (before: ProjectRow, after: ProjectRow) =>
  before.color_ids.join() !== after.color_ids.join() ||
  before.team_name !== after.team_name ||
  before.default_logo_id !== after.default_logo_id;
