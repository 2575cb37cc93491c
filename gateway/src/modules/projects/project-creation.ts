/**
 * Making projects (D7, D8): a new playbook with its sports in order, and a copy of one of the
 * dealer's projects with its products and settings. Each in one transaction, with a hook for
 * what another module keeps (a playbook's catalogue).
 */
import { isNamedByDealerCode, projectKindOf } from '@tas/garments';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database, ProjectRow, ProjectTypeValue } from '../../db/types.js';
import { BadUserInputError } from '../../lib/errors.js';
import type { ProjectInputChecks } from './project-inputs.js';
import * as repo from './projects.repository.js';
import { newProjectPublicId } from './public-id.js';

/** Title prefix of a duplicated project (D7). */
export const COPY_PREFIX = 'Copy of ';

const MAX_TEAM_NAME = 80;
const MAX_TITLE = 120;

/** A sport chosen for a new playbook, in order (D8). */
export interface PlaybookSportValue {
  sportId: string;
  name: string;
  sortOrder: number;
}

export interface CreatePlaybookInput {
  title?: string | null;
  template: 'FSG' | 'UA';
  sports: readonly string[];
  teamName: string;
  customerId?: string | null;
  colorIds: readonly string[];
  logoId?: string | null;
  showPrices?: boolean | null;
  showCoverAndIndex?: boolean | null;
}

export function projectCreation(
  db: Db,
  deps: {
    checks: ProjectInputChecks;
    /** One of the dealer's projects of a type, archived or not; NOT_FOUND otherwise (A6). */
    own: (dealerId: number, type: ProjectTypeValue, id: string) => Promise<ProjectRow>;
  },
) {
  const { checks } = deps;
  return {
    /**
     * D8/P3: creates a DRAFT playbook of the caller with its sports in the given order, and in
     * the same transaction `onCreate` stores its catalogue.
     * Errors: BAD_USER_INPUT `teamName`, `title`, `template`, `sports` (none, duplicates) or
     * `sports.{i}` (not a sport of the template), `colorIds`, `customerId`, `logoId`.
     */
    async createPlaybook(
      dealerId: number,
      input: CreatePlaybookInput,
      onCreate: (
        trx: Transaction<Database>,
        project: ProjectRow,
        sports: readonly PlaybookSportValue[],
      ) => Promise<void>,
    ): Promise<ProjectRow> {
      const teamName = input.teamName.trim();
      if (!teamName) throw new BadUserInputError('teamName', 'Team name is required');
      if (teamName.length > MAX_TEAM_NAME) throw new BadUserInputError('teamName', 'Team name is too long');
      const title = input.title?.trim() || teamName;
      if (title.length > MAX_TITLE) throw new BadUserInputError('title', 'Title is too long');
      if (input.template !== 'FSG' && input.template !== 'UA')
        throw new BadUserInputError('template', 'The template is FSG or UA');
      if (!input.sports.length) throw new BadUserInputError('sports', 'Choose at least one sport');
      if (new Set(input.sports).size !== input.sports.length)
        throw new BadUserInputError('sports', 'Each sport can be chosen once');
      const known = await repo.sportsOfTemplate(db, input.template, input.sports);
      const byId = new Map(known.map((s) => [s.id, s]));
      const sports: PlaybookSportValue[] = input.sports.map((id, i) => {
        const sport = byId.get(id);
        if (!sport) throw new BadUserInputError(`sports.${i}`, `Unknown ${input.template} sport`);
        return { sportId: sport.id, name: sport.name, sortOrder: i + 1 };
      });
      const colorIds = await checks.checkColors(input.colorIds, 'colorIds');
      const customerId = await checks.checkCustomer(dealerId, input.customerId);
      const logoId = await checks.checkLogo(dealerId, input.logoId);
      return db.transaction().execute(async (trx) => {
        const project = await repo.insertProject(trx, {
          dealer_id: dealerId,
          public_id: newProjectPublicId(),
          type: 'PLAYBOOK',
          title,
          team_name: teamName,
          customer_id: customerId,
          color_ids: colorIds,
          gender: null,
          status: projectKindOf('PLAYBOOK').initialStatus,
          show_prices: input.showPrices ?? true,
          show_cover_and_index: input.showCoverAndIndex ?? true,
          template: input.template,
          template_id: null,
          default_logo_id: logoId,
          locker_code: null,
          settings: JSON.stringify({ sports, genderFilter: null, productTypeFilter: null }),
          deleted_at: null,
        });
        await onCreate(trx, project, sports);
        return project;
      });
    },

    /**
     * D7: copies one of the caller's projects with its settings in one transaction, and its
     * products with `onCopy` (its kind's `copyProducts`, in the same transaction); title
     * 'Copy of {title}', initial status, no locker, not archived, not a static template. Errors:
     * NOT_FOUND (not the caller's project of that type); BAD_USER_INPUT `projectType` for a
     * showroom (one per dealer, P6).
     */
    async duplicate(
      dealerId: number,
      type: ProjectTypeValue,
      id: string,
      onCopy?: (trx: Transaction<Database>, source: ProjectRow, copy: ProjectRow) => Promise<void>,
    ): Promise<ProjectRow> {
      const source = await deps.own(dealerId, type, id);
      // P6: a kind named by its dealer's code alone (a showroom) has one project per dealer.
      if (isNamedByDealerCode(source.type))
        throw new BadUserInputError('projectType', `A dealer has one ${projectKindOf(source.type).one}`);
      return db.transaction().execute(async (trx) => {
        const copy = await repo.insertProject(trx, {
          dealer_id: dealerId,
          public_id: newProjectPublicId(),
          type: source.type,
          title: `${COPY_PREFIX}${source.title}`,
          team_name: source.team_name,
          customer_id: source.customer_id,
          color_ids: source.color_ids,
          gender: source.gender,
          status: projectKindOf(source.type).initialStatus,
          show_prices: source.show_prices,
          show_cover_and_index: source.show_cover_and_index,
          template: source.template,
          template_id: source.template_id,
          is_static_template: false,
          default_logo_id: source.default_logo_id,
          locker_code: null,
          settings: JSON.stringify(source.settings ?? {}),
          featured_color_id: source.featured_color_id,
          collection_id: source.collection_id,
          deleted_at: null,
        });
        await onCopy?.(trx, source, copy);
        return copy;
      });
    },
  };
}
