/**
 * Making a snapsheet (P5, D8): blank, or from a template (one of the dealer's snapsheets or a
 * static one) whose products are copied in order and redrawn in the new snapsheet's team look.
 * One transaction.
 */
import { MAX_PROJECT_TITLE_LENGTH, MAX_TEAM_NAME_LENGTH } from '@tas/rules';
import type { Db } from '../../db/index.js';
import type { ProjectRow } from '../../db/types.js';
import { BadUserInputError } from '../../lib/errors.js';
import type { TeamLookConfigurations } from '../configurations/index.js';
import type { ProjectsService } from '../projects/index.js';
import { startProject } from '../projects/index.js';
import { isProjectPublicId } from '../projects/index.js';
import { requiredText } from '../../lib/input-checks.js';
import { GENDERS, lookOf } from './snapsheet-inputs.js';
import type { Executor } from '../../db/index.js';
import {
  copySnapsheetProducts,
  insertSnapsheetProduct,
  snapsheetProductsOfProjects,
  snapsheetTemplateFor,
} from './snapsheets.repository.js';

/** What a new snapsheet is made with (API `CreateSnapsheetInput`). */
export interface CreateSnapsheetInput {
  title?: string | null;
  teamName: string;
  customerId?: string | null;
  /** One of the caller's reps or the house rep; not given: the customer's rep (D4). */
  repId?: string | null;
  colorIds: readonly string[];
  gender?: string | null;
  templateId?: string | null;
  showPrices?: boolean | null;
  /** One of the caller's logos, the default logo (D8). */
  logoId?: string | null;
}

export function snapsheetCreation(db: Db, deps: { projects: ProjectsService; looks: TeamLookConfigurations }) {
  const { projects, looks } = deps;
  return {
    /**
     * P5/D8: creates a snapsheet of the caller. `templateId`: one of the caller's snapsheets or
     * a static template, not archived; its products are copied in order with their prices and
     * customised flag, redrawn in the new snapsheet's look (a customised one keeps its
     * decorations in the new colours, its team text and logo following). Errors: BAD_USER_INPUT
     * `teamName`, `title`, `colorIds`, `customerId`, `repId`, `gender`, `templateId`, `logoId`.
     */
    async create(dealerId: number, input: CreateSnapsheetInput): Promise<ProjectRow> {
      const teamName = requiredText(input.teamName, 'teamName', MAX_TEAM_NAME_LENGTH, 'Team name');
      const title = input.title?.trim()
        ? requiredText(input.title, 'title', MAX_PROJECT_TITLE_LENGTH, 'The title')
        : teamName;
      const colorIds = await projects.checkColors(input.colorIds, 'colorIds');
      const customerId = await projects.checkCustomer(dealerId, input.customerId);
      const repId = await projects.checkRep(dealerId, input.repId, customerId);
      if (input.gender && !GENDERS.includes(input.gender)) throw new BadUserInputError('gender', 'Unknown gender');
      let template: ProjectRow | undefined;
      if (input.templateId) {
        template = await snapsheetTemplateFor(
          db,
          dealerId,
          isProjectPublicId(input.templateId) ? input.templateId : '',
        );
        if (!template) throw new BadUserInputError('templateId', 'Unknown snapsheet template');
      }
      const logoId = await projects.checkLogo(dealerId, input.logoId);
      return db.transaction().execute(async (trx) => {
        const project = await startProject(trx, {
          dealer_id: dealerId,
          type: 'SNAPSHEET',
          title,
          team_name: teamName,
          customer_id: customerId,
          rep_id: repId,
          color_ids: colorIds,
          gender: input.gender ?? null,
          show_prices: input.showPrices ?? true,
          template: null,
          template_id: template?.id ?? null,
          default_logo_id: logoId,
          locker_code: null,
        });
        if (template) {
          // Clone the template's products (P5 clone from template), in the new team's look.
          const products = await snapsheetProductsOfProjects(trx, [template.id]);
          const redrawn = await looks.redraw(trx, products, lookOf(template).look, lookOf(project));
          for (const [i, p] of products.entries()) {
            await insertSnapsheetProduct(trx, {
              project_id: project.id,
              sort_order: i + 1,
              style_id: p.style_id,
              variant_id: p.variant_id,
              design_id: p.design_id,
              custom_price_cents: p.custom_price_cents,
              configuration_id: redrawn.find((r) => r.product === p)?.configuration.id ?? p.configuration_id,
              customized: p.customized,
            });
          }
        }
        return project;
      });
    },

    /**
     * D7: a duplicate's products, in `exec` (the duplicate's transaction): `source`'s products
     * copied in order to `copy`, as they are (same configurations, prices and customised flags).
     */
    copyProducts: (exec: Executor, source: ProjectRow, copy: ProjectRow): Promise<void> =>
      copySnapsheetProducts(exec, source.id, copy.id),
  };
}
