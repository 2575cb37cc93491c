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
import { MAX_TEAM_NAME_LENGTH } from '@tas/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { DealerRow, ProjectRow } from '../../db/types.js';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { canEditProject, canReadProject, type Caller } from '../../lib/caller.js';
import { parseId } from '../../lib/row-id.js';
import { knownColorIds } from '../catalog/index.js';
import type { ConfigurationsService } from '../configurations/index.js';
import type { ProjectsService } from '../projects/index.js';
import { newProjectPublicId } from '../projects/index.js';
import { isLocked } from '../projects/index.js';
import {
  MAX_MASCOT,
  showroomCatalogs,
  showroomSettingsJson,
  showroomSettingsOf,
  type ShowroomCatalogValue,
  type ShowroomLookValue,
  type ShowroomSettings,
  type TemplateCatalog,
} from './showroom-catalogs.js';
import { showroomProducts, templateOf } from './showroom-products.js';
import { showroomByDealerCode, showroomOfDealer } from './showrooms.repository.js';
import {
  addProjectLogo,
  changeProject,
  insertProjectOncePerDealer,
  updateDealerProjectOfType,
  updateProjectSettings,
} from '../projects/index.js';
import * as repo from './showrooms.repository.js';

/** GraphQL `ShowroomLookInput`. */
export interface ShowroomLookInput {
  decorationFillColorId: string;
  decorationOutlineColorId: string;
  font: string;
}

/** GraphQL `ShowroomInput` (P6 dashboard set-up). */
export interface ShowroomInput {
  teamName: string;
  mascot?: string | null;
  customerId?: string | null;
  colorIds: readonly string[];
  logoId?: string | null;
  template?: 'FSG' | 'UA' | null;
  look?: ShowroomLookInput | null;
  fonts?: readonly string[] | null;
  catalogIds?: readonly string[] | null;
  published?: boolean | null;
  showDealerPhone?: boolean | null;
  showDealerEmail?: boolean | null;
}

export { drawingOf, lookHashOf, templateOf } from './showroom-products.js';

/** FORBIDDEN while the showroom is locked (section 4): the rule of its changes, before and after the row lock. */
function checkShowroomChangeable(project: ProjectRow): void {
  if (isLocked(project)) throw new ForbiddenError('The showroom is locked');
}

/** The predicate of the partial unique index of a dealer's one showroom (migration 0012). */
const ONE_SHOWROOM_PER_DEALER = sql<boolean>`type = 'SHOWROOM'`;

const MAX_TITLE = 120;
const TITLE_SUFFIX = ' Showroom';

export function showroomsService(db: Db, deps: { configurations: ConfigurationsService; projects: ProjectsService }) {
  const products = showroomProducts(db, deps);
  const { catalogsOfTemplate, drawAll } = products;

  /** The caller's showroom to change by dealer code (its dealer or a passcode session); NOT_FOUND otherwise. */
  async function editable(caller: Caller, dealerCode: string): Promise<ProjectRow> {
    const row = await showroomByDealerCode(db, dealerCode);
    if (!row || !canEditProject(caller, row)) throw new NotFoundError('Showroom');
    return row;
  }

  /** Known colour id or BAD_USER_INPUT on `field`. */
  async function checkColor(id: string, field: string): Promise<number> {
    const n = parseId(id);
    if (!n || !(await knownColorIds(db, [n])).has(n)) throw new BadUserInputError(field, 'Unknown colour');
    return n;
  }

  /** The bundled font keys (canonical spelling) by lower-case key. */
  async function fontKeys(): Promise<Map<string, string>> {
    const keys = await repo.fontKeysInOrder(db);
    return new Map(keys.map((key) => [key.toLowerCase(), key]));
  }

  /**
   * The look of `input` checked: known colours and a font among `fonts` (the showroom's).
   * BAD_USER_INPUT `{prefix}.decorationFillColorId`, `{prefix}.decorationOutlineColorId`,
   * `{prefix}.font`.
   */
  async function checkLook(
    input: ShowroomLookInput,
    fonts: readonly string[],
    prefix: string,
  ): Promise<ShowroomLookValue> {
    const fillColorId = await checkColor(input.decorationFillColorId, `${prefix}.decorationFillColorId`);
    const outlineColorId = await checkColor(input.decorationOutlineColorId, `${prefix}.decorationOutlineColorId`);
    const key = (await fontKeys()).get(input.font.trim().toLowerCase());
    if (!key) throw new BadUserInputError(`${prefix}.font`, 'Unknown font');
    if (!fonts.includes(key))
      throw new BadUserInputError(`${prefix}.font`, 'Choose one of the fonts the showroom offers');
    return { fillColorId, outlineColorId, font: key };
  }

  /**
   * Sport ids of `catalogIds` checked against the template's catalogs (in the order given).
   * BAD_USER_INPUT `catalogIds.N` (not a catalog of the template), `catalogIds` (twice).
   */
  function checkCatalogs(
    catalogIds: readonly string[],
    catalogs: readonly TemplateCatalog[],
    template: string,
  ): string[] {
    const ids = catalogIds.map((id, i) => {
      if (!catalogs.some((c) => c.sport.id === id))
        throw new BadUserInputError(`catalogIds.${i}`, `Not a catalog of the ${template} showroom`);
      return id;
    });
    if (new Set(ids).size !== ids.length) throw new BadUserInputError('catalogIds', 'Each catalog can be chosen once');
    return ids;
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
      const row = await showroomByDealerCode(db, dealerCode);
      return row && canReadProject(caller, row) ? row : null;
    },

    /** The dealer's own showroom (any status), null before it is set up. */
    mine: async (dealerId: number): Promise<ProjectRow | null> => (await showroomOfDealer(db, dealerId)) ?? null,

    /** Every catalog of the showroom's template with products, with the selected flag (P6). */
    async catalogs(project: ProjectRow): Promise<ShowroomCatalogValue[]> {
      const catalogs = await catalogsOfTemplate(db, templateOf(project));
      return showroomCatalogs(project.id, catalogs, showroomSettingsOf(project.settings).selected);
    },

    /**
     * P6 dashboard set-up: creates the signed-in dealer's showroom, or updates it (one per
     * dealer, even under concurrent first saves). Omitted fields keep their value (a new
     * showroom: template FSG, look fill 25, outline 23, font `full block`, fonts [`full block`],
     * no catalog selected, a draft). `published` true publishes a draft, false makes it a draft.
     * The products are drawn in the new look in the same transaction.
     * Errors: BAD_USER_INPUT `teamName` (empty, over 80), `mascot` (over 40), `colorIds` (not
     * three known colours), `customerId`, `logoId`, `fonts` (none, unknown key), `look.*`
     * (unknown colour or font, a font the showroom does not offer), `catalogIds.N` (not a
     * catalog of the template), `catalogIds` (a catalog twice).
     */
    async save(dealer: DealerRow, input: ShowroomInput): Promise<ProjectRow> {
      const teamName = input.teamName.trim();
      if (!teamName) throw new BadUserInputError('teamName', 'Team name is required');
      if ([...teamName].length > MAX_TEAM_NAME_LENGTH) throw new BadUserInputError('teamName', 'Team name is too long');
      const mascot = input.mascot == null ? undefined : input.mascot.trim() || null;
      if (mascot && [...mascot].length > MAX_MASCOT) throw new BadUserInputError('mascot', 'Mascot is too long');
      const colorIds = await deps.projects.checkColors(input.colorIds, 'colorIds');
      const customerId =
        input.customerId === undefined ? undefined : await deps.projects.checkCustomer(dealer.id, input.customerId);
      const logoId = input.logoId === undefined ? undefined : await deps.projects.checkLogo(dealer.id, input.logoId);
      const existing = await showroomOfDealer(db, dealer.id);
      const before: ShowroomSettings = showroomSettingsOf(existing?.settings);
      const template = input.template ?? (existing ? templateOf(existing) : 'FSG');
      if (template !== 'FSG' && template !== 'UA') throw new BadUserInputError('template', 'The template is FSG or UA');

      let fonts = before.fonts;
      if (input.fonts != null) {
        const known = await fontKeys();
        fonts = [];
        for (const f of input.fonts) {
          const key = known.get(f.trim().toLowerCase());
          if (!key) throw new BadUserInputError('fonts', `Unknown font '${f}'`);
          if (!fonts.includes(key)) fonts.push(key);
        }
        if (!fonts.length) throw new BadUserInputError('fonts', 'Offer at least one font');
      }
      const look = input.look
        ? await checkLook(input.look, fonts, 'look')
        : { ...before.look, font: fonts.includes(before.look.font) ? before.look.font : fonts[0]! };
      const catalogs = await catalogsOfTemplate(db, template);
      const selected =
        input.catalogIds != null
          ? checkCatalogs(input.catalogIds, catalogs, template)
          : before.selected.filter((id) => catalogs.some((c) => c.sport.id === id));
      const settings: ShowroomSettings = {
        mascot: mascot === undefined ? before.mascot : mascot,
        selected,
        look,
        fonts,
        showDealerPhone: input.showDealerPhone ?? before.showDealerPhone,
        showDealerEmail: input.showDealerEmail ?? before.showDealerEmail,
      };
      const title = `${teamName.slice(0, MAX_TITLE - TITLE_SUFFIX.length)}${TITLE_SUFFIX}`;
      const statusOf = (current: string | null) =>
        input.published === true
          ? current == null || current === 'DRAFT'
            ? 'PUBLISHED'
            : current
          : input.published === false
            ? 'DRAFT'
            : (current ?? 'DRAFT');

      return db.transaction().execute(async (trx) => {
        const values = {
          title,
          team_name: teamName,
          color_ids: colorIds,
          template,
          settings: showroomSettingsJson(settings),
          updated_at: new Date(),
          ...(customerId !== undefined ? { customer_id: customerId } : {}),
          ...(logoId !== undefined ? { default_logo_id: logoId } : {}),
        };
        let row = await insertProjectOncePerDealer(
          trx,
          {
            dealer_id: dealer.id,
            public_id: newProjectPublicId(),
            type: 'SHOWROOM',
            gender: null,
            status: statusOf(null),
            template_id: null,
            locker_code: null,
            deleted_at: null,
            customer_id: null,
            default_logo_id: null,
            ...values,
          },
          ONE_SHOWROOM_PER_DEALER,
        );
        if (!row) {
          const status = await repo.lockShowroomStatus(trx, dealer.id);
          row = await updateDealerProjectOfType(trx, dealer.id, 'SHOWROOM', { ...values, status: statusOf(status) });
        }
        // D6: the default logo is one of the project's logos.
        if (row.default_logo_id != null) await addProjectLogo(trx, row.id, row.default_logo_id);
        await drawAll(trx, row);
        return row;
      });
    },

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
