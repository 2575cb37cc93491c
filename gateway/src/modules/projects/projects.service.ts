/**
 * The dealer's project lists and project life cycle (D7, D8): list with search and cursor
 * paging, create a playbook, duplicate, archive and restore; the public playbook read and the
 * snapsheet templates. Every write is the owning dealer's only: another dealer's project answers
 * NOT_FOUND (A6).
 */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database, ProjectRow, ProjectTypeValue, SnapsheetProductRow } from '../../db/types.js';
import { BadUserInputError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { canEditProject, canReadProject, type Caller } from '../../lib/caller.js';
import { isProjectPublicId, newProjectPublicId } from './public-id.js';
import { decodeCursor } from '../../lib/cursor.js';
import { connectionOf, pageSize } from '../../lib/paging.js';
import { parseId } from '../../lib/row-id.js';
import * as repo from './projects.repository.js';

/** Status of a new project by type (section 4): a snapsheet starts OPEN, a playbook DRAFT. */
export const INITIAL_STATUS: Record<ProjectTypeValue, string> = {
  PLAYBOOK: 'DRAFT',
  SNAPSHEET: 'OPEN',
  SHOWROOM: 'DRAFT',
};

/** Title prefix of a duplicated project (D7). */
export const COPY_PREFIX = 'Copy of ';

const LISTED_TYPES: readonly ProjectTypeValue[] = ['PLAYBOOK', 'SNAPSHEET'];
const MAX_TEAM_NAME = 80;
const MAX_TITLE = 120;

/** The noun of a project type in NOT_FOUND messages. */
export function projectNoun(type: ProjectTypeValue): string {
  return type === 'PLAYBOOK' ? 'Playbook' : type === 'SNAPSHEET' ? 'Snapsheet' : 'Project';
}

export interface ProjectListArgs {
  type: ProjectTypeValue;
  status?: string | null;
  search?: string | null;
  first?: number | null;
  after?: string | null;
}

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

export function projectsService(db: Db) {
  /** A project of a type by its public id, any owner and status; undefined when there is none. */
  async function byPublicId(type: ProjectTypeValue, id: string): Promise<ProjectRow | undefined> {
    if (!isProjectPublicId(id)) return undefined;
    return repo.projectByPublicId(db, type, id);
  }

  /** One of the dealer's projects of a type, archived or not; NOT_FOUND otherwise (A6). */
  async function own(dealerId: number, type: ProjectTypeValue, id: string): Promise<ProjectRow> {
    const row = await byPublicId(type, id);
    if (!row || row.dealer_id !== dealerId) throw new NotFoundError(projectNoun(type));
    return row;
  }

  /**
   * A project the caller may change (A4, A6): its dealer's, or the one of a passcode session;
   * archived or not. NOT_FOUND otherwise, the same answer as for an id that does not exist.
   */
  async function editable(caller: Caller, type: ProjectTypeValue, id: string): Promise<ProjectRow> {
    const row = await byPublicId(type, id);
    if (!row || !canEditProject(caller, row)) throw new NotFoundError(projectNoun(type));
    return row;
  }

  /**
   * A project the caller may read by dealer code (case-insensitive) and public id (A5, P4):
   * the caller's own in any status, anyone else's only when shared (not a draft, not
   * archived). Null otherwise.
   */
  async function readable(
    caller: Caller,
    type: ProjectTypeValue,
    dealerCode: string,
    id: string,
  ): Promise<ProjectRow | null> {
    // One statement: the project of that type and id whose dealer has that code.
    const row = isProjectPublicId(id) ? await repo.projectByPublicId(db, type, id, dealerCode) : undefined;
    return row && canReadProject(caller, row) ? row : null;
  }

  /** Exactly three known colour ids; BAD_USER_INPUT on `field` (or `field.i`) otherwise. */
  async function checkColors(colorIds: readonly string[], field: string): Promise<number[]> {
    if (colorIds.length !== 3) throw new BadUserInputError(field, 'Choose three team colours');
    const ids = colorIds.map((c, i) => {
      const n = parseId(c);
      if (!n) throw new BadUserInputError(`${field}.${i}`, 'Unknown colour');
      return n;
    });
    if (!(await repo.allColorsKnown(db, ids))) throw new BadUserInputError(field, 'Unknown colour');
    return ids;
  }

  /** A customer id of the caller or null; BAD_USER_INPUT `customerId` for anything else. */
  async function checkCustomer(dealerId: number, customerId: string | null | undefined): Promise<number | null> {
    if (!customerId) return null;
    const id = await repo.customerIdOfDealer(db, dealerId, parseId(customerId));
    if (id === undefined) throw new BadUserInputError('customerId', 'Unknown customer');
    return id;
  }

  /**
   * A logo id of the caller (not deleted) or null; BAD_USER_INPUT `logoId` for anything else.
   * Used by both create mutations (D8).
   */
  async function checkLogo(dealerId: number, logoId: string | null | undefined): Promise<number | null> {
    if (!logoId) return null;
    const id = await repo.liveLogoIdOfDealer(db, dealerId, parseId(logoId));
    if (id === undefined) throw new BadUserInputError('logoId', 'Unknown logo');
    return id;
  }

  /**
   * A logo a caller may make a project's default (security review, issue 16): the dealer may
   * pick any logo of its library; a passcode session (or visitor) only a logo already on the
   * project (`project_logos` or its current default), so it cannot reach the dealer's other logos. Errors:
   * BAD_USER_INPUT `field` ('Unknown logo') for a logo not allowed, another dealer's or deleted.
   */
  async function checkProjectLogo(
    caller: Caller,
    project: ProjectRow,
    logoId: string,
    field: string,
  ): Promise<number | null> {
    const id = await checkLogo(project.dealer_id, logoId).catch(() => {
      throw new BadUserInputError(field, 'Unknown logo');
    });
    if (id == null || caller.kind === 'DEALER' || id === project.default_logo_id) return id;
    if (!(await repo.isProjectLogo(db, project.id, id))) throw new BadUserInputError(field, 'Unknown logo');
    return id;
  }

  return {
    own,
    editable,
    readable,
    byPublicId,

    checkLogo,
    checkProjectLogo,
    checkColors,
    checkCustomer,

    /**
     * P4: publishes a project the caller may change (its dealer or a passcode session of it):
     * status PUBLISHED, so visitors may read it; `onPublish` runs in the same transaction (the
     * playbook's queue records). Idempotent: publishing a published project changes nothing. Errors: NOT_FOUND; FORBIDDEN for a
     * static template; CONFLICT for an archived project ('Restore the project before publishing
     * it').
     */
    async publish(
      caller: Caller,
      type: ProjectTypeValue,
      id: string,
      onPublish?: (trx: Transaction<Database>, project: ProjectRow) => Promise<void>,
    ): Promise<ProjectRow> {
      const project = await editable(caller, type, id);
      if (project.is_static_template) throw new ForbiddenError('A template cannot be published');
      if (project.deleted_at) throw new ConflictError('Restore the project before publishing it');
      if (project.status === 'PUBLISHED') return project;
      return db.transaction().execute(async (trx) => {
        const row = await repo.publishProjectRow(trx, project.id);
        // Published by a concurrent call: that call made the queue records.
        if (!row) return repo.projectById(trx, project.id);
        await onPublish?.(trx, row);
        return row;
      });
    },

    /**
     * D7: the caller's projects of a type, newest first (id desc), keyset paging by id.
     * Returns a Relay connection `{ edges, nodes, pageInfo, totalCount }`.
     * Errors: BAD_USER_INPUT `type` (only PLAYBOOK and SNAPSHEET are listed), `after`.
     */
    async list(dealerId: number, args: ProjectListArgs) {
      if (!LISTED_TYPES.includes(args.type))
        throw new BadUserInputError('type', 'Only playbooks and snapsheets are listed');
      const size = pageSize(args.first);
      const afterId = args.after ? decodeCursor(args.after, 'after') : null;
      let q = db
        .selectFrom('projects as p')
        .leftJoin('customers as c', 'c.id', 'p.customer_id')
        .where('p.dealer_id', '=', dealerId)
        .where('p.type', '=', args.type)
        .where('p.is_static_template', '=', false);
      if (args.status === 'ARCHIVED') q = q.where('p.deleted_at', 'is not', null);
      else {
        q = q.where('p.deleted_at', 'is', null);
        if (args.status) q = q.where('p.status', '=', args.status);
      }
      const search = args.search?.trim();
      if (search) {
        const like = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
        q = q.where((eb) =>
          eb.or([eb('p.title', 'ilike', like), eb('p.team_name', 'ilike', like), eb('c.name', 'ilike', like)]),
        );
      }
      const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .selectAll('p')
        .$if(afterId != null, (qq) => qq.where('p.id', '<', afterId!))
        .orderBy('p.id', 'desc')
        .limit(size + 1)
        .execute();
      return { ...connectionOf(rows, size, (p) => p.id), totalCount: Number(total.n) };
    },

    /** A catalog sport by id, or undefined. */
    sport: (id: string) => db.selectFrom('sports').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Static snapsheet templates that are not archived, in id order (P5). */
    snapsheetTemplates: (): Promise<ProjectRow[]> =>
      db
        .selectFrom('projects')
        .selectAll()
        .where('type', '=', 'SNAPSHEET')
        .where('is_static_template', '=', true)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute(),

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
      const known = await db
        .selectFrom('sports')
        .selectAll()
        .where('template', '=', input.template)
        .where('id', 'in', [...input.sports])
        .execute();
      const byId = new Map(known.map((s) => [s.id, s]));
      const sports: PlaybookSportValue[] = input.sports.map((id, i) => {
        const sport = byId.get(id);
        if (!sport) throw new BadUserInputError(`sports.${i}`, `Unknown ${input.template} sport`);
        return { sportId: sport.id, name: sport.name, sortOrder: i + 1 };
      });
      const colorIds = await checkColors(input.colorIds, 'colorIds');
      const customerId = await checkCustomer(dealerId, input.customerId);
      const logoId = await checkLogo(dealerId, input.logoId);
      return db.transaction().execute(async (trx) => {
        const project = await trx
          .insertInto('projects')
          .values({
            dealer_id: dealerId,
            public_id: newProjectPublicId(),
            type: 'PLAYBOOK',
            title,
            team_name: teamName,
            customer_id: customerId,
            color_ids: colorIds,
            gender: null,
            status: INITIAL_STATUS.PLAYBOOK,
            show_prices: input.showPrices ?? true,
            show_cover_and_index: input.showCoverAndIndex ?? true,
            template: input.template,
            template_id: null,
            default_logo_id: logoId,
            locker_code: null,
            settings: JSON.stringify({ sports, genderFilter: null, productTypeFilter: null }),
            deleted_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await onCreate(trx, project, sports);
        return project;
      });
    },

    /**
     * D7: copies one of the caller's projects with its products and settings in one
     * transaction (`onCopy` copies what another module keeps: a playbook's catalogue); title 'Copy of {title}', initial status, no locker, not archived, not a
     * static template. Errors: NOT_FOUND (not the caller's project of that type); BAD_USER_INPUT
     * `projectType` for a showroom (one per dealer, P6).
     */
    async duplicate(
      dealerId: number,
      type: ProjectTypeValue,
      id: string,
      onCopy?: (trx: Transaction<Database>, source: ProjectRow, copy: ProjectRow) => Promise<void>,
    ): Promise<ProjectRow> {
      const source = await own(dealerId, type, id);
      // P6: one showroom per dealer.
      if (source.type === 'SHOWROOM') throw new BadUserInputError('projectType', 'A dealer has one showroom');
      return db.transaction().execute(async (trx) => {
        const copy = await trx
          .insertInto('projects')
          .values({
            dealer_id: dealerId,
            public_id: newProjectPublicId(),
            type: source.type,
            title: `${COPY_PREFIX}${source.title}`,
            team_name: source.team_name,
            customer_id: source.customer_id,
            color_ids: source.color_ids,
            gender: source.gender,
            status: INITIAL_STATUS[source.type],
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
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const products = await trx
          .selectFrom('snapsheet_products')
          .selectAll()
          .where('project_id', '=', source.id)
          .orderBy('sort_order')
          .execute();
        if (products.length) {
          await trx
            .insertInto('snapsheet_products')
            .values(
              products.map((p) => ({
                project_id: copy.id,
                sort_order: p.sort_order,
                style_id: p.style_id,
                variant_id: p.variant_id,
                design_id: p.design_id,
                custom_price_cents: p.custom_price_cents,
                configuration_id: p.configuration_id,
                customized: p.customized,
              })),
            )
            .execute();
        }
        await onCopy?.(trx, source, copy);
        return copy;
      });
    },

    /**
     * D7: archives (`archived` true: sets deleted_at) or restores (clears it) one of the
     * caller's projects; a no-op when it already is so. Errors: NOT_FOUND.
     */
    async setArchived(dealerId: number, type: ProjectTypeValue, id: string, archived: boolean): Promise<ProjectRow> {
      const project = await own(dealerId, type, id);
      if (!!project.deleted_at === archived) return project;
      const now = new Date();
      return db
        .updateTable('projects')
        .set({ deleted_at: archived ? now : null, updated_at: now })
        .where('id', '=', project.id)
        .where('dealer_id', '=', dealerId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * The project ids' first snapsheet products (lowest order), keyed by project id; for the
     * list thumbnails (D7). Projects without products are absent.
     */
    async firstSnapsheetProducts(projectIds: readonly number[]) {
      if (!projectIds.length) return new Map<number, SnapsheetProductRow>();
      const rows = await db
        .selectFrom('snapsheet_products')
        .selectAll()
        .where('project_id', 'in', [...projectIds])
        .orderBy('project_id')
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const out = new Map<number, SnapsheetProductRow>();
      for (const r of rows) if (!out.has(r.project_id)) out.set(r.project_id, r);
      return out;
    },
  };
}

export type ProjectsService = ReturnType<typeof projectsService>;
