/**
 * Showrooms (P6): one per dealer, at `/showrooms/{dealerCode}/`. The dealer sets it up from the
 * dashboard (`save`); its dealer or a passcode session of it saves the catalogs shown (the team
 * link) and the look of the customisation box (`saveCatalogs`, `saveLook`), refused while the
 * showroom is locked (status QUOTE or CLOSED). Visitors read it once published (A5); anyone
 * else, and an unknown dealer code, gets null alike.
 *
 * Its products are drawn in its look by showroom-products.ts: a save of the set-up, the catalogs
 * or the look draws them again in the same transaction.
 */
import type { Db } from '../../db/index.js';
import type { ProjectRow } from '../../db/types.js';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { Caller } from '../../lib/caller.js';
import type { ConfigurationsService } from '../configurations/index.js';
import type { ProjectsService } from '../projects/index.js';
import { changeProject, isLocked, resolveProject, updateProjectSettings } from '../projects/index.js';
import {
  showroomCatalogs,
  showroomSettingsJson,
  showroomSettingsOf,
  type ShowroomCatalogValue,
} from './showroom-catalogs.js';
import { showroomChecks, type ShowroomLookInput } from './showroom-checks.js';
import { showroomProducts, templateOf } from './showroom-products.js';
import { showroomSetup } from './showroom-setup.js';
import { showroomOfDealer } from './showrooms.repository.js';
import { SHOWROOM } from './showroom-type.js';

export type { ShowroomLookInput } from './showroom-checks.js';
export type { ShowroomInput } from './showroom-setup.js';
export { drawingOf, lookHashOf, templateOf } from './showroom-products.js';

/** FORBIDDEN while the showroom is locked (section 4): the rule of its changes, before and after the row lock. */
function checkShowroomChangeable(project: ProjectRow): void {
  if (isLocked(project)) throw new ForbiddenError('The showroom is locked');
}

export function showroomsService(db: Db, deps: { configurations: ConfigurationsService; projects: ProjectsService }) {
  const products = showroomProducts(db, deps);
  const { catalogsOfTemplate, drawAll } = products;
  const checks = showroomChecks(db);
  const { checkLook, checkCatalogs } = checks;
  const setup = showroomSetup(db, deps, products, checks);

  /** The caller's showroom to change by dealer code (its dealer or a passcode session); NOT_FOUND otherwise. */
  async function editable(caller: Caller, dealerCode: string): Promise<ProjectRow> {
    const row = await resolveProject(db, caller, { type: SHOWROOM, dealerCode }, 'edit');
    if (!row) throw new NotFoundError('Showroom');
    return row;
  }

  return {
    configurationIds: products.configurationIds,
    backfill: products.backfill,

    /**
     * A5: the showroom of a dealer code (case-insensitive): its dealer's (or its passcode
     * session's) in any status; anyone else's only when published (not a draft, not archived).
     * Null otherwise, the same answer as for an unknown code.
     */
    async read(caller: Caller, dealerCode: string): Promise<ProjectRow | null> {
      return (await resolveProject(db, caller, { type: SHOWROOM, dealerCode }, 'read')) ?? null;
    },

    /** The dealer's own showroom (any status), null before it is set up. */
    mine: async (dealerId: number): Promise<ProjectRow | null> => (await showroomOfDealer(db, dealerId)) ?? null,

    /** Every catalog of the showroom's template with products, with the selected flag (P6). */
    async catalogs(project: ProjectRow): Promise<ShowroomCatalogValue[]> {
      const catalogs = await catalogsOfTemplate(db, templateOf(project));
      return showroomCatalogs(project.id, catalogs, showroomSettingsOf(project.settings).selected);
    },

    save: setup.save,

    /**
     * P6 team-link save: the catalogs the showroom shows, in the order given. Its dealer or a
     * passcode session of it; NOT_FOUND for anyone else; FORBIDDEN while locked.
     * Errors: BAD_USER_INPUT `catalogIds` (none, or one twice), `catalogIds.N`.
     */
    async saveCatalogs(caller: Caller, dealerCode: string, catalogIds: readonly string[]): Promise<ProjectRow> {
      const project = await editable(caller, dealerCode);
      checkShowroomChangeable(project);
      if (!catalogIds.length) throw new BadUserInputError('catalogIds', 'Choose at least one catalog');
      const template = templateOf(project);
      const selected = checkCatalogs(catalogIds, await catalogsOfTemplate(db, template), template);
      const settings = { ...showroomSettingsOf(project.settings), selected };
      return changeProject(db, caller, project, checkShowroomChangeable, async (trx) => {
        await drawAll(trx, await updateProjectSettings(trx, project.id, showroomSettingsJson(settings)));
      });
    },

    /**
     * P6: saves the customisation box as the showroom's look and draws its products in it. Its
     * dealer or a passcode session of it; NOT_FOUND for anyone else; FORBIDDEN while locked.
     * Errors: BAD_USER_INPUT `look.decorationFillColorId`, `look.decorationOutlineColorId`,
     * `look.font` (unknown, or not one of the showroom's fonts).
     */
    async saveLook(caller: Caller, dealerCode: string, input: ShowroomLookInput): Promise<ProjectRow> {
      const project = await editable(caller, dealerCode);
      checkShowroomChangeable(project);
      const before = showroomSettingsOf(project.settings);
      const look = await checkLook(input, before.fonts, 'look');
      return changeProject(db, caller, project, checkShowroomChangeable, async (trx) => {
        await drawAll(trx, await updateProjectSettings(trx, project.id, showroomSettingsJson({ ...before, look })));
      });
    },
  };
}

export type ShowroomsService = ReturnType<typeof showroomsService>;
