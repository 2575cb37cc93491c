/**
 * Editing a playbook's own fields (P3, P4): the bulk edit of the original's `PUT catalog/{id}`
 * and `edit-bulk` (title, team, colours, default logo, prices, cover and index, school), which
 * redraws the catalog products in a new team look, and the viewer's gender and product-type
 * filters. Each change runs in one transaction (`changeProject`).
 */
import { MAX_PROJECT_TITLE_LENGTH, MAX_TEAM_NAME_LENGTH } from '@tas/rules';
import type { Db } from '../../db/index.js';
import type { NewSchoolValue, ProjectRow } from '../../db/types.js';
import { BadUserInputError, ForbiddenError } from '../../lib/errors.js';
import type { Caller } from '../../lib/caller.js';
import type { ProjectsService } from '../projects/index.js';
import { changeProject, setProjectColumns } from '../projects/index.js';
import { lookOfProject } from '../configurations/index.js';
import type { CatalogueBuilder } from './catalogue-builder.js';
import { requiredText } from '../../lib/input-checks.js';
import { checkPlaybookChangeable, type PlaybookChanges } from './playbook-changes.js';
import { FILTER_GENDERS, FILTER_PRODUCT_TYPES, filtersOf } from './playbook-pages.js';
import * as repo from './playbooks.repository.js';

const MAX_SCHOOL_NAME = 120;

/** Bulk edit fields (API `PlaybookInput`). */
export interface PlaybookInput {
  title?: string | null;
  teamName?: string | null;
  colorIds?: readonly string[] | null;
  defaultLogoId?: string | null;
  clearDefaultLogo?: boolean | null;
  showPrices?: boolean | null;
  showCoverAndIndex?: boolean | null;
  /** The playbook's rep (D4); null clears it. The signed-in dealer only. */
  repId?: string | null;
  schoolCode?: string | null;
  newSchool?: { name: string; mascot?: string | null; city?: string | null; state?: string | null } | null;
}

export function playbookSettings(
  db: Db,
  deps: { projects: ProjectsService; builder: CatalogueBuilder; changes: PlaybookChanges },
) {
  const { projects, builder, changes } = deps;
  const { editablePlaybook } = changes;

  return {
    /**
     * P3 bulk edit (the original's `PUT catalog/{id}` and `edit-bulk`): only the fields given
     * change. New team colours, team name or default logo redraw every catalog product: one not
     * customised gets a new team-look configuration; a customised one keeps its decorations in
     * the new colours, its team text and logo following the playbook's. Errors: BAD_USER_INPUT
     * `title`, `teamName`, `colorIds`, `defaultLogoId`, `schoolCode`, `newSchool.name`,
     * `newSchool.state`, `repId`; NOT_FOUND; CONFLICT (archived); FORBIDDEN for a passcode session
     * naming the rep.
     */
    async update(caller: Caller, playbookId: string, input: PlaybookInput): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      const set: Partial<{
        title: string;
        team_name: string;
        color_ids: number[];
        default_logo_id: number | null;
        show_prices: boolean;
        show_cover_and_index: boolean;
        school_code: string | null;
        new_school: string | null;
        rep_id: number | null;
      }> = {};
      if (input.title != null) set.title = requiredText(input.title, 'title', MAX_PROJECT_TITLE_LENGTH, 'The title');
      if (input.teamName != null)
        set.team_name = requiredText(input.teamName, 'teamName', MAX_TEAM_NAME_LENGTH, 'The team name');
      if (input.colorIds != null) set.color_ids = await projects.checkColors(input.colorIds, 'colorIds');
      if (input.clearDefaultLogo) set.default_logo_id = null;
      else if (input.defaultLogoId != null) {
        set.default_logo_id = await projects.checkProjectLogo(caller, project, input.defaultLogoId, 'defaultLogoId');
      }
      if (input.showPrices != null) set.show_prices = input.showPrices;
      if (input.showCoverAndIndex != null) set.show_cover_and_index = input.showCoverAndIndex;
      if (input.repId !== undefined) {
        // The rep is the dealer's own data (D4): a passcode session may not name one.
        if (caller.kind !== 'DEALER') throw new ForbiddenError('Only the dealer can choose the rep');
        set.rep_id = await projects.checkRep(project.dealer_id, input.repId);
      }
      if (input.schoolCode !== undefined) {
        const code = input.schoolCode?.trim() || null;
        if (code) {
          const school = await repo.schoolByCode(db, code);
          if (!school) throw new BadUserInputError('schoolCode', 'Unknown school');
        }
        set.school_code = code;
        if (code) set.new_school = null;
      }
      if (input.newSchool !== undefined) {
        if (input.newSchool === null) set.new_school = null;
        else {
          const opt = (v: string | null | undefined, field: string, max: number) => {
            const t = v?.trim() || null;
            if (t && t.length > max)
              throw new BadUserInputError(`newSchool.${field}`, `Too long (at most ${max} characters)`);
            return t;
          };
          const state = opt(input.newSchool.state, 'state', 2);
          if (state && !/^[A-Za-z]{2}$/.test(state))
            throw new BadUserInputError('newSchool.state', 'The state is a two-letter code');
          const school: NewSchoolValue = {
            name: requiredText(input.newSchool.name, 'newSchool.name', MAX_SCHOOL_NAME, 'The school name'),
            mascot: opt(input.newSchool.mascot, 'mascot', 60),
            city: opt(input.newSchool.city, 'city', 80),
            state: state?.toUpperCase() ?? null,
          };
          set.new_school = JSON.stringify(school);
          set.school_code = null;
        }
      }
      const redraw =
        (set.color_ids && set.color_ids.join() !== project.color_ids.join()) ||
        (set.team_name !== undefined && set.team_name !== project.team_name) ||
        (set.default_logo_id !== undefined && set.default_logo_id !== project.default_logo_id);
      return changeProject(db, caller, project, checkPlaybookChangeable, async (trx) => {
        if (Object.keys(set).length) await setProjectColumns(trx, project.id, set);
        if (!redraw) return;
        const after = { ...project, ...set, new_school: project.new_school } as ProjectRow;
        const { products } = await builder.catalogueOf(trx, project.id);
        const redrawn = await builder.looks.redraw(trx, products, lookOfProject(project).look, lookOfProject(after));
        for (const { product, configuration } of redrawn)
          await repo.updateCatalogProduct(trx, product.id, { configuration_id: configuration.id });
      });
    },

    /**
     * P3 (the original's `update-genders-filter`): saves the gender filter (MEN, WOMEN) and the
     * product-type filter (FIVE_DAY, SUBLIMATED, STOCK); each list given replaces the stored
     * one. Errors: BAD_USER_INPUT `genders`, `productTypes`; NOT_FOUND; CONFLICT.
     */
    async setFilters(
      caller: Caller,
      playbookId: string,
      input: { genders?: readonly string[] | null; productTypes?: readonly string[] | null },
    ): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      const current = filtersOf(project.settings);
      const check = (values: readonly string[], allowed: readonly string[], field: string, what: string) => {
        const bad = values.find((v) => !allowed.includes(v));
        if (bad) throw new BadUserInputError(field, `The ${what} filter takes ${allowed.join(', ')}`);
        return allowed.filter((a) => values.includes(a));
      };
      const genders = input.genders ? check(input.genders, FILTER_GENDERS, 'genders', 'gender') : current.genders;
      const productTypes = input.productTypes
        ? check(input.productTypes, FILTER_PRODUCT_TYPES, 'productTypes', 'product-type')
        : current.productTypes;
      return changeProject(db, caller, project, checkPlaybookChangeable, async (trx) => {
        await setProjectColumns(trx, project.id, {
          settings: JSON.stringify({ ...project.settings, genderFilter: genders, productTypeFilter: productTypes }),
        });
      });
    },
  };
}
