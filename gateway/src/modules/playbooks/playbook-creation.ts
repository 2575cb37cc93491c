/**
 * Making a playbook (P3, D8): a new draft with its sports in the chosen order and, in the same
 * transaction, its catalogue (catalogue-builder.ts).
 */
import { MAX_PROJECT_TITLE_LENGTH, MAX_TEAM_NAME_LENGTH } from '@tas/rules';
import type { Db } from '../../db/index.js';
import type { ProjectRow } from '../../db/types.js';
import { BadUserInputError } from '../../lib/errors.js';
import { requiredText } from '../../lib/input-checks.js';
import { startProject } from '../projects/index.js';
import type { ProjectsService } from '../projects/index.js';
import type { CatalogueBuilder } from './catalogue-builder.js';
import { sportsOfTemplate } from './playbooks.repository.js';

/** What a new playbook is made with (API `CreatePlaybookInput`). */
export interface CreatePlaybookInput {
  title?: string | null;
  template: 'FSG' | 'UA';
  sports: readonly string[];
  teamName: string;
  customerId?: string | null;
  /** One of the caller's reps or the house rep; not given: the customer's rep (D4). */
  repId?: string | null;
  colorIds: readonly string[];
  logoId?: string | null;
  showPrices?: boolean | null;
  showCoverAndIndex?: boolean | null;
}

export function playbookCreation(db: Db, deps: { projects: ProjectsService; builder: CatalogueBuilder }) {
  const { projects, builder } = deps;
  return {
    /**
     * D8/P3: creates a playbook of the caller in its kind's initial status (DRAFT) with its sports
     * in the given order and their catalogue, in one transaction. Errors: BAD_USER_INPUT
     * `teamName`, `title`, `template`, `sports` (none, duplicates) or `sports.{i}` (not a sport
     * of the template), `colorIds`, `customerId`, `repId`, `logoId`.
     */
    async create(dealerId: number, input: CreatePlaybookInput): Promise<ProjectRow> {
      const teamName = requiredText(input.teamName, 'teamName', MAX_TEAM_NAME_LENGTH, 'The team name');
      const title = input.title?.trim()
        ? requiredText(input.title, 'title', MAX_PROJECT_TITLE_LENGTH, 'The title')
        : teamName;
      if (input.template !== 'FSG' && input.template !== 'UA')
        throw new BadUserInputError('template', 'The template is FSG or UA');
      if (!input.sports.length) throw new BadUserInputError('sports', 'Choose at least one sport');
      if (new Set(input.sports).size !== input.sports.length)
        throw new BadUserInputError('sports', 'Each sport can be chosen once');
      const known = await sportsOfTemplate(db, input.template, input.sports);
      const byId = new Map(known.map((s) => [s.id, s]));
      const sports = input.sports.map((id, i) => {
        const sport = byId.get(id);
        if (!sport) throw new BadUserInputError(`sports.${i}`, `Unknown ${input.template} sport`);
        return { sportId: sport.id, name: sport.name, sortOrder: i + 1 };
      });
      const colorIds = await projects.checkColors(input.colorIds, 'colorIds');
      const customerId = await projects.checkCustomer(dealerId, input.customerId);
      const repId = await projects.checkRep(dealerId, input.repId, customerId);
      const logoId = await projects.checkLogo(dealerId, input.logoId);
      return db.transaction().execute(async (trx) => {
        const project = await startProject(trx, {
          dealer_id: dealerId,
          type: 'PLAYBOOK',
          title,
          team_name: teamName,
          customer_id: customerId,
          rep_id: repId,
          color_ids: colorIds,
          gender: null,
          show_prices: input.showPrices ?? true,
          show_cover_and_index: input.showCoverAndIndex ?? true,
          template: input.template,
          template_id: null,
          default_logo_id: logoId,
          locker_code: null,
          settings: JSON.stringify({ sports, genderFilter: null, productTypeFilter: null }),
        });
        await builder.createCatalogue(trx, project, sports);
        return project;
      });
    },
  };
}
