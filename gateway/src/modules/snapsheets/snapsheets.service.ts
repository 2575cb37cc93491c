/**
 * Snapsheets (P5): create (blank or from a template), add, change, move and remove products,
 * featured colour, gender, collection and settings; the products' team look. Composed of the
 * access and change rules (snapsheet-access.ts), the reads (snapsheet-reading.ts), the making of
 * a snapsheet (snapsheet-creation.ts), the editing of its products (snapsheet-products.ts) and
 * its settings (snapsheet-settings.ts); their SQL is snapsheets.repository.ts.
 *
 * Every change is the snapsheet's dealer's or a passcode session's of it (A4): anyone else gets
 * NOT_FOUND, like an id that does not exist (A6). An archived snapsheet answers CONFLICT, a
 * locked one (section 4: a static template, status QUOTE or CLOSED) FORBIDDEN; only the
 * signed-in dealer unlocks a QUOTE snapsheet (settings status OPEN). Each change is one
 * transaction on the locked project row. Reads go through `projects.readable` (A5).
 *
 * Products drawn as the team's: every product shows a configuration of its own. One added
 * without a configuration is composed by the gateway in the team's look (team colours, team
 * name, default logo and player number '00' where its template has those locations); one given a
 * configuration is customised. New team colours, name or logo redraw the products (a customised
 * one keeps its decorations in the new colours, its team text and logo following).
 */
import type { Db } from '../../db/index.js';
import type { ConfigurationsService } from '../configurations/index.js';
import { teamLookConfigurations } from '../configurations/index.js';
import type { ProjectsService } from '../projects/index.js';
import { snapsheetAccess } from './snapsheet-access.js';
import { snapsheetCreation } from './snapsheet-creation.js';
import { snapsheetProducts } from './snapsheet-products.js';
import { snapsheetReading } from './snapsheet-reading.js';
import { snapsheetSettings } from './snapsheet-settings.js';

export { SNAPSHEET_PAGE_SIZE, snapsheetPages } from './snapsheet-pages.js';
export type { CreateSnapsheetInput } from './snapsheet-creation.js';
export type { AddSnapsheetProductInput, SnapsheetProductChange } from './snapsheet-products.js';
export type { SnapsheetSettingsInput } from './snapsheet-settings.js';

export function snapsheetsService(db: Db, deps: { configurations: ConfigurationsService; projects: ProjectsService }) {
  const { configurations, projects } = deps;
  const looks = teamLookConfigurations(configurations);
  const access = snapsheetAccess(db);
  return {
    own: access.own,
    ...snapsheetReading(db, { configurations, looks }),
    ...snapsheetCreation(db, { projects, looks }),
    ...snapsheetProducts(db, { configurations, looks, access }),
    ...snapsheetSettings(db, { projects, looks, access }),
  };
}

export type SnapsheetsService = ReturnType<typeof snapsheetsService>;
