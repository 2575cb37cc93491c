/**
 * A snapsheet's settings (P5, D6, section 4): gender, collection, and the settings (title, team
 * name, colours, show prices, status, default logo); new team colours, name or logo redraw the
 * products in the team's look (a customised one keeps its decorations in the new colours, its
 * team text and logo following), here and for the logos module. Only the signed-in dealer unlocks
 * a QUOTE snapsheet (settings status OPEN). Also the drawing of products stored without a
 * configuration (the demo seed's, or from before products were drawn as the team's).
 */
import type { Db, Executor } from '../../db/index.js';
import type { ProjectRow } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { BadUserInputError, ConflictError, ForbiddenError } from '../../lib/errors.js';
import type { TeamLookConfigurations } from '../configurations/index.js';
import type { ProjectsService } from '../projects/index.js';
import {
  addProjectLogo,
  changeProject,
  lockProjectRow,
  setProjectColumns,
  updateProjectColumns,
} from '../projects/index.js';
import { checkChangeable, type SnapsheetAccess } from './snapsheet-access.js';
import { MAX_PROJECT_TITLE_LENGTH, MAX_TEAM_NAME_LENGTH } from '@tas/rules';
import { requiredText } from '../../lib/input-checks.js';
import { GENDERS, lookChanged, lookOf } from './snapsheet-inputs.js';
import { SNAPSHEET_STATUSES } from './snapsheet-pages.js';
import {
  setUndrawnProductConfiguration,
  snapsheetCollectionById,
  snapsheetProductsOfProjects,
  snapsheetsWithUndrawnProducts,
  updateSnapsheetProduct,
} from './snapsheets.repository.js';

/** Settings of a snapsheet (API `SnapsheetSettingsInput`). */
export interface SnapsheetSettingsInput {
  title?: string | null;
  teamName?: string | null;
  colorIds?: readonly string[] | null;
  showPrices?: boolean | null;
  status?: string | null;
  logoId?: string | null;
  /** The snapsheet's rep (D4); null clears it. The signed-in dealer only. */
  repId?: string | null;
}

export function snapsheetSettings(
  db: Db,
  deps: { projects: ProjectsService; looks: TeamLookConfigurations; access: SnapsheetAccess },
) {
  const { projects, looks, access } = deps;
  const { own, editable } = access;

  /**
   * Redraws the products of snapsheet `before` in the look of `after` (the same snapsheet
   * after a change of its colours, team name or default logo), in `exec`.
   */
  async function redrawAll(exec: Executor, before: ProjectRow, after: ProjectRow): Promise<void> {
    const products = await snapsheetProductsOfProjects(exec, [before.id]);
    const redrawn = await looks.redraw(exec, products, lookOf(before).look, lookOf(after));
    for (const { product, configuration } of redrawn)
      await updateSnapsheetProduct(exec, product.id, { configuration_id: configuration.id });
  }

  return {
    /**
     * P5 (the original's change-gender). Errors: NOT_FOUND, CONFLICT, FORBIDDEN, BAD_USER_INPUT
     * `gender`.
     */
    async setGender(caller: Caller, snapsheetId: string, gender: string): Promise<ProjectRow> {
      const project = await editable(caller, snapsheetId);
      if (!GENDERS.includes(gender)) throw new BadUserInputError('gender', 'Unknown gender');
      return changeProject(db, caller, project, checkChangeable, async (trx) => {
        await setProjectColumns(trx, project.id, { gender });
      });
    },

    /**
     * P5 (the original's PUT snapsheets/{id}/collections): files the snapsheet under a
     * collection, or none with null. Errors: NOT_FOUND, CONFLICT, FORBIDDEN, BAD_USER_INPUT
     * `collectionId`.
     */
    async setCollection(caller: Caller, snapsheetId: string, collectionId: string | null): Promise<ProjectRow> {
      const project = await editable(caller, snapsheetId);
      let id: string | null = null;
      if (collectionId != null) {
        const c = await snapsheetCollectionById(db, collectionId);
        if (!c) throw new BadUserInputError('collectionId', 'Unknown collection');
        id = c.id;
      }
      return changeProject(db, caller, project, checkChangeable, async (trx) => {
        await setProjectColumns(trx, project.id, { collection_id: id });
      });
    },

    /**
     * P5 settings (the original's PUT api/snapsheets/{id}): title, team name, colours, show
     * prices, status, default logo; omitted fields are kept. New colours, team name or logo
     * redraw the products (a customised one keeps its decorations in the new colours, its team
     * text and logo following). The logo is one of the dealer's (a passcode session: one of the
     * snapsheet's logos) and joins the snapsheet's logos. Status OPEN on a QUOTE snapsheet
     * unlocks it: the signed-in dealer only (a passcode session gets FORBIDDEN); any other
     * change of a locked snapsheet is FORBIDDEN. Errors: NOT_FOUND, CONFLICT (archived),
     * FORBIDDEN (also: a passcode session naming the rep), BAD_USER_INPUT `title`, `teamName`,
     * `colorIds`, `status`, `logoId`, `repId`.
     */
    async updateSettings(caller: Caller, snapsheetId: string, input: SnapsheetSettingsInput): Promise<ProjectRow> {
      const project = await own(caller, snapsheetId);
      /** The archived/locked rule with the unlock exception, on the row as it is. */
      const check = (current: ProjectRow) => {
        const unlocking = !current.is_static_template && current.status === 'QUOTE' && input.status === 'OPEN';
        if (!unlocking) return checkChangeable(current);
        if (current.deleted_at) throw new ConflictError('Restore the snapsheet before changing it');
        if (caller.kind !== 'DEALER') throw new ForbiddenError('Only the dealer can unlock the snapsheet');
      };
      check(project);
      const set: Partial<{
        title: string;
        team_name: string;
        color_ids: number[];
        show_prices: boolean;
        status: string;
        default_logo_id: number;
        rep_id: number | null;
      }> = {};
      if (input.title != null) set.title = requiredText(input.title, 'title', MAX_PROJECT_TITLE_LENGTH, 'The title');
      if (input.teamName != null)
        set.team_name = requiredText(input.teamName, 'teamName', MAX_TEAM_NAME_LENGTH, 'The team name');
      if (input.colorIds != null) set.color_ids = await projects.checkColors(input.colorIds, 'colorIds');
      if (input.showPrices != null) set.show_prices = input.showPrices;
      if (input.status != null) {
        if (!(SNAPSHEET_STATUSES as readonly string[]).includes(input.status))
          throw new BadUserInputError('status', `A snapsheet's status is one of ${SNAPSHEET_STATUSES.join(', ')}`);
        set.status = input.status;
      }
      if (input.logoId != null) {
        const logoId = await projects.checkProjectLogo(caller, project, input.logoId, 'logoId');
        if (logoId != null) set.default_logo_id = logoId;
      }
      if (input.repId !== undefined) {
        // The rep is the dealer's own data (D4): a passcode session may not name one.
        if (caller.kind !== 'DEALER') throw new ForbiddenError('Only the dealer can choose the rep');
        set.rep_id = await projects.checkRep(project.dealer_id, input.repId);
      }
      return changeProject(db, caller, project, check, async (trx, current) => {
        if (!Object.keys(set).length) return;
        const after = await updateProjectColumns(trx, project.id, set);
        if (set.default_logo_id != null) await addProjectLogo(trx, project.id, set.default_logo_id);
        if (lookChanged(current, after)) await redrawAll(trx, current, after);
      });
    },

    /**
     * Redraws the products of snapsheet `before` in the look of `after` (the same snapsheet
     * after a change of its colours, team name or default logo), in `exec`. For the logos
     * module (a new default logo) as much as for the settings.
     */
    redrawAll: (exec: Executor, before: ProjectRow, after: ProjectRow) => redrawAll(exec, before, after),

    /**
     * Gives every snapsheet product without a configuration (stored before products were drawn
     * as the team's, or by the demo seed) one in its snapsheet's team look, not customised.
     * Idempotent; one transaction per snapsheet. Returns how many products it drew.
     */
    async backfill(): Promise<number> {
      const pending = await snapsheetsWithUndrawnProducts(db);
      let n = 0;
      for (const { project_id } of pending) {
        n += await db.transaction().execute(async (trx) => {
          const project = await lockProjectRow(trx, project_id);
          const products = (await snapsheetProductsOfProjects(trx, [project.id])).filter(
            (p) => p.configuration_id == null,
          );
          const drawn = await looks.redraw(
            trx,
            products.map((p) => ({ ...p, customized: false })),
            lookOf(project).look,
            lookOf(project),
          );
          for (const { product, configuration } of drawn)
            await setUndrawnProductConfiguration(trx, product.id, configuration.id);
          return drawn.length;
        });
      }
      return n;
    },
  };
}
