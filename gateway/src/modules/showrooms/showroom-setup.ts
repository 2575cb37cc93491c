/**
 * A showroom's set-up from the dashboard (P6): created on the dealer's first save, one per
 * dealer even under concurrent first saves, and updated by the next; its products drawn in the
 * new look in the same transaction.
 */
import { MAX_TEAM_NAME_LENGTH } from '@tas/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { DealerRow, ProjectRow } from '../../db/types.js';
import { BadUserInputError } from '../../lib/errors.js';
import type { ProjectsService } from '../projects/index.js';
import {
  addProjectLogo,
  insertProjectOncePerDealer,
  newProjectPublicId,
  updateDealerProjectOfType,
} from '../projects/index.js';
import { MAX_MASCOT, showroomSettingsJson, showroomSettingsOf, type ShowroomSettings } from './showroom-catalogs.js';
import type { ShowroomChecks, ShowroomLookInput } from './showroom-checks.js';
import { templateOf, type ShowroomProducts } from './showroom-products.js';
import * as repo from './showrooms.repository.js';
import { SHOWROOM } from './showroom-type.js';

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

/**
 * The predicate of the partial unique index of a dealer's one showroom (migration 0012): written
 * as the index is, so that PostgreSQL matches the insert's conflict to it.
 */
const ONE_SHOWROOM_PER_DEALER = sql<boolean>`type = ${sql.lit(SHOWROOM)}`;

const MAX_TITLE = 120;
const TITLE_SUFFIX = ' Showroom';

export function showroomSetup(
  db: Db,
  deps: { projects: ProjectsService },
  products: ShowroomProducts,
  checks: ShowroomChecks,
) {
  const { catalogsOfTemplate, drawAll } = products;
  const { fontKeys, checkLook, checkCatalogs } = checks;
  return {
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
      const existing = await repo.showroomOfDealer(db, dealer.id);
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
            type: SHOWROOM,
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
          row = await updateDealerProjectOfType(trx, dealer.id, SHOWROOM, { ...values, status: statusOf(status) });
        }
        // D6: the default logo is one of the project's logos.
        if (row.default_logo_id != null) await addProjectLogo(trx, row.id, row.default_logo_id);
        await drawAll(trx, row);
        return row;
      });
    },
  };
}
