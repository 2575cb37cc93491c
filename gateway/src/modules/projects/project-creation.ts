/**
 * Making projects (D7, D8): the start every kind's making shares (`startProject`), and a copy of
 * one of the dealer's projects with its settings, in one transaction with its kind's hook for
 * the products (a snapsheet's products, a playbook's catalogue).
 */
import { isNamedByDealerCode, projectKindOf } from '@tas/garments';
import type { Insertable, Transaction } from 'kysely';
import type { Db, Executor } from '../../db/index.js';
import type { Database, ProjectRow, ProjectTypeValue, ProjectsTable } from '../../db/types.js';
import { BadUserInputError } from '../../lib/errors.js';
import * as repo from './projects.repository.js';
import { newProjectPublicId } from './public-id.js';

/** Title prefix of a duplicated project (D7). */
export const COPY_PREFIX = 'Copy of ';

/**
 * D7, D8: inserts a new project of `values.type` in `exec` (the making transaction) with a new
 * public id, its kind's initial status (a snapsheet OPEN, a playbook or showroom DRAFT) and not
 * archived; answers the row. Its default logo is one of its logos from the start (D6: the Logos
 * panel lists what its products wear).
 */
export async function startProject(
  exec: Executor,
  values: Omit<Insertable<ProjectsTable>, 'public_id' | 'status' | 'deleted_at'>,
): Promise<ProjectRow> {
  const project = await repo.insertProject(exec, {
    ...values,
    public_id: newProjectPublicId(),
    status: projectKindOf(values.type).initialStatus,
    deleted_at: null,
  });
  if (project.default_logo_id != null) await repo.addProjectLogo(exec, project.id, project.default_logo_id);
  return project;
}

export function projectCreation(
  db: Db,
  deps: {
    /** One of the dealer's projects of a type, archived or not; NOT_FOUND otherwise (A6). */
    own: (dealerId: number, type: ProjectTypeValue, id: string) => Promise<ProjectRow>;
  },
) {
  return {
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
        const copy = await startProject(trx, {
          dealer_id: dealerId,
          type: source.type,
          title: `${COPY_PREFIX}${source.title}`,
          team_name: source.team_name,
          customer_id: source.customer_id,
          color_ids: source.color_ids,
          gender: source.gender,
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
        });
        await onCopy?.(trx, source, copy);
        return copy;
      });
    },
  };
}
