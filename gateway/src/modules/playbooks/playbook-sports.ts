/**
 * Editing the sports and catalogs of a playbook (P3): adding a sport of its template with its
 * default catalogs and products, removing one, reordering sports (the original's
 * `reorder-catalogs`, sports level) and the catalogs of a sport, and renaming a sport
 * (`rename-sport`). Each change runs in one transaction (`changeProject`).
 */
import type { Db } from '../../db/index.js';
import type { ProjectRow } from '../../db/types.js';
import { BadUserInputError } from '../../lib/errors.js';
import type { Caller } from '../../lib/caller.js';
import { parseId } from '../../lib/row-id.js';
import type { CatalogueBuilder } from './catalogue-builder.js';
import { requiredText } from '../../lib/input-checks.js';
import { changeProject } from '../projects/index.js';
import { checkPlaybookChangeable, type PlaybookChanges } from './playbook-changes.js';
import * as repo from './playbooks.repository.js';

const MAX_SPORT_NAME = 60;

export function playbookSports(db: Db, deps: { builder: CatalogueBuilder; changes: PlaybookChanges }) {
  const { builder, changes } = deps;
  const { catalogueOf } = builder;
  const { editablePlaybook } = changes;

  return {
    /**
     * P3 (the original's `PUT catalog/{id}/sport`): adds a sport of the playbook's template,
     * last, with its default catalogs and products. Errors: BAD_USER_INPUT `sportId` (not a
     * sport of the template, or already there); NOT_FOUND; CONFLICT.
     */
    async addSport(caller: Caller, playbookId: string, sportId: string): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      const [sport] = await repo.sportsOfTemplate(db, project.template === 'UA' ? 'UA' : 'FSG', [sportId]);
      if (!sport) throw new BadUserInputError('sportId', `Unknown ${project.template ?? 'FSG'} sport`);
      return changeProject(db, caller, project, checkPlaybookChangeable, async (trx) => {
        const { sports } = await catalogueOf(trx, project.id);
        if (sports.some((s) => s.sport_id === sport.id))
          throw new BadUserInputError('sportId', 'The playbook has this sport already');
        await builder.addSports(trx, project, [{ sportId: sport.id, name: sport.name }], sports.length + 1);
      });
    },

    /**
     * P3: removes a sport with its catalogs and products; the later sports move up. Errors:
     * BAD_USER_INPUT `sportId` (not in the playbook, or its last sport); NOT_FOUND; CONFLICT.
     */
    async removeSport(caller: Caller, playbookId: string, sportId: string): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      return changeProject(db, caller, project, checkPlaybookChangeable, async (trx) => {
        const { sports } = await catalogueOf(trx, project.id);
        const sport = sports.find((s) => s.sport_id === sportId);
        if (!sport) throw new BadUserInputError('sportId', 'The playbook has no such sport');
        if (sports.length === 1) throw new BadUserInputError('sportId', 'A playbook keeps at least one sport');
        await repo.deletePlaybookSport(trx, sport.id);
        const rest = sports.filter((s) => s.id !== sport.id).sort((a, b) => a.sort_order - b.sort_order);
        await repo.writeOrder(
          trx,
          'playbook_sports',
          rest.map((s) => s.id),
        );
      });
    },

    /**
     * P3 (the original's `reorder-catalogs`, sports level): `sportIds` is every sport of the
     * playbook once, in the new order. Errors: BAD_USER_INPUT `sportIds`; NOT_FOUND; CONFLICT.
     */
    async reorderSports(caller: Caller, playbookId: string, sportIds: readonly string[]): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      return changeProject(db, caller, project, checkPlaybookChangeable, async (trx) => {
        const { sports } = await catalogueOf(trx, project.id);
        const ids = sportIds.map((id) => sports.find((s) => s.sport_id === id)?.id);
        if (ids.length !== sports.length || new Set(ids).size !== ids.length || ids.some((id) => id === undefined))
          throw new BadUserInputError('sportIds', 'List every sport of the playbook once, in the new order');
        await repo.writeOrder(trx, 'playbook_sports', ids as number[]);
      });
    },

    /**
     * P3 (`reorder-catalogs`): `catalogIds` is every catalog of sport `sportId` once, in the new
     * order. Errors: BAD_USER_INPUT `sportId`, `catalogIds`; NOT_FOUND; CONFLICT.
     */
    async reorderCatalogs(
      caller: Caller,
      playbookId: string,
      sportId: string,
      catalogIds: readonly string[],
    ): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      return changeProject(db, caller, project, checkPlaybookChangeable, async (trx) => {
        const { sports, catalogs } = await catalogueOf(trx, project.id);
        const sport = sports.find((s) => s.sport_id === sportId);
        if (!sport) throw new BadUserInputError('sportId', 'The playbook has no such sport');
        const own = catalogs.filter((c) => c.playbook_sport_id === sport.id);
        const ids = catalogIds.map((id) => own.find((c) => c.id === parseId(id))?.id);
        if (ids.length !== own.length || new Set(ids).size !== ids.length || ids.some((id) => id === undefined))
          throw new BadUserInputError('catalogIds', 'List every catalog of the sport once, in the new order');
        await repo.writeOrder(trx, 'playbook_catalogs', ids as number[]);
      });
    },

    /**
     * P3 (`rename-sport`): the name the playbook shows for a sport. Errors: BAD_USER_INPUT
     * `sportId`, `name` (empty, over 60); NOT_FOUND; CONFLICT.
     */
    async renameSport(caller: Caller, playbookId: string, sportId: string, name: string): Promise<ProjectRow> {
      const project = await editablePlaybook(caller, playbookId);
      const newName = requiredText(name, 'name', MAX_SPORT_NAME, 'The sport name');
      return changeProject(db, caller, project, checkPlaybookChangeable, async (trx) => {
        if (!(await repo.renamePlaybookSport(trx, project.id, sportId, newName)))
          throw new BadUserInputError('sportId', 'The playbook has no such sport');
      });
    },
  };
}
