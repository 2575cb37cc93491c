/**
 * Lockers (L1, L2): lockers are their owner's. A caller's first add to a project creates its own
 * locker (one per owner and project), addressed by an unguessable code; whoever holds the code
 * reads and changes it, the project's dealer sees them all. Items hold a saved configuration and
 * a roster of size lines; prices are computed on read (L3). Locker item ids are
 * `<lockerCode>.<n>`, so changing an item needs the locker's code. A pending quote locks only its
 * own locker (L4).
 */
import { customAlphabet } from 'nanoid';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/index.js';
import type { LockerItemRow, LockerRow, ProjectRow, StoredSizeLine } from '../../db/types.js';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { Loaders } from '../../loaders.js';
import { baseSizeOf, sizesOf } from '../catalog/catalog.service.js';
import type { ConfigurationsService } from '../configurations/configurations.service.js';
import { isLocked } from '../projects/project-lock.js';
import { canEditProject, dealerOf, lockerOwnerKey, type Caller } from '../../lib/caller.js';
import { resolveProject } from '../projects/project-access.js';
import { defaultSizeLines, normalizeSizeLines, skuSuffix, type SizeLineInput } from './roster.js';
import type { CpuWork } from '../../plugins/cpu-pool.js';
import {
  decodeRosterFile,
  rosterFromSheet,
  type RosterFileInput,
  type RosterImport,
  type RosterIssue,
} from './roster-file.js';

/** Most items one locker holds (issue 6 limits). */
export const MAX_LOCKER_ITEMS = 100;
/** Most size lines one locker item holds (L2). */
export const MAX_SIZE_LINES = 500;

const newLockerCode = customAlphabet('23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 20);

export function lockerItemId(lockerCode: string, itemId: number): string {
  return `${lockerCode}.${itemId}`;
}

function parseItemId(id: string): { code: string; itemId: number } {
  const m = /^([A-Za-z0-9]{20})\.(\d{1,9})$/.exec(id);
  if (!m) throw new NotFoundError('Locker item');
  return { code: m[1]!, itemId: Number(m[2]) };
}

/** How `importRoster` uses a file's lines (GraphQL `RosterImportMode`). */
export type RosterImportMode = 'REPLACE' | 'APPEND';

/** A priced size line of a roster import preview (GraphQL `SizeLine`). */
export interface PreviewSizeLine extends StoredSizeLine {
  unitPriceCents: number;
  lineTotalCents: number;
  skuSuffix: string;
}

/** GraphQL `RosterImportPreview`. */
export interface RosterImportPreview {
  lines: PreviewSizeLine[];
  issues: RosterIssue[];
  rowCount: number;
  valid: boolean;
}

/** `cpu`: where roster files are read (the gateway's worker pool, plugins/cpu-pool.ts). */
export function lockersService(db: Db, configurations: ConfigurationsService, cpu: CpuWork) {
  /**
   * A roster file read for a style (L2): its lines and issues. Errors: BAD_USER_INPUT `file`
   * (see roster-file.ts); NOT_FOUND for an unknown style.
   */
  async function readRosterFor(loaders: Loaders, styleId: string, file: RosterFileInput): Promise<RosterImport> {
    const style = await loaders.style.load(styleId);
    if (!style) throw new NotFoundError('Product');
    const bytes = decodeRosterFile(file);
    return rosterFromSheet(await cpu.readRosterSheet(bytes), await sizesOf(loaders, style));
  }

  async function rosterFor(
    loaders: Loaders,
    styleId: string,
    lines: readonly SizeLineInput[],
  ): Promise<StoredSizeLine[]> {
    const style = await loaders.style.load(styleId);
    if (!style) throw new NotFoundError('Product');
    const sizes = await sizesOf(loaders, style);
    if (lines.length === 0) {
      return defaultSizeLines(sizes, await baseSizeOf(loaders, style)).map((l) => ({
        size: l.size,
        quantity: l.quantity,
        playerName: null,
        playerNumber: null,
      }));
    }
    if (lines.length > MAX_SIZE_LINES) throw new BadUserInputError('sizeLines', `At most ${MAX_SIZE_LINES} size lines`);
    return normalizeSizeLines(lines, sizes).map((l) => ({
      size: l.size,
      quantity: l.quantity,
      playerName: l.playerName ?? null,
      playerNumber: l.playerNumber ?? null,
    }));
  }

  async function item(id: string): Promise<{ locker: LockerRow; item: LockerItemRow }> {
    const { code, itemId } = parseItemId(id);
    const row = await db
      .selectFrom('locker_items as i')
      .innerJoin('lockers as l', 'l.id', 'i.locker_id')
      .selectAll('i')
      .select(['l.code as locker_code'])
      .where('i.id', '=', itemId)
      .where('l.code', '=', code)
      .executeTakeFirst();
    if (!row) throw new NotFoundError('Locker item');
    const locker = await db.selectFrom('lockers').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    const { locker_code: _c, ...itemRow } = row;
    return { locker, item: itemRow };
  }

  async function assertEditable(locker: LockerRow): Promise<void> {
    if (locker.locked_quote_id != null) throw new ForbiddenError('The locker is locked: a quote is pending');
    if (locker.project_id == null) return;
    const project = await db.selectFrom('projects').selectAll().where('id', '=', locker.project_id).executeTakeFirst();
    if (project && isLocked(project)) throw new ForbiddenError('The project is locked');
  }

  /** The locker of `projectId` owned by `ownerKey`, created when missing (unique per owner and project). */
  async function lockerOf(trx: Executor, project: ProjectRow, ownerKey: string): Promise<LockerRow> {
    const created = await trx
      .insertInto('lockers')
      .values({
        code: newLockerCode(),
        dealer_id: project.dealer_id,
        project_id: project.id,
        project_type: project.type,
        owner_key: ownerKey,
      })
      .onConflict((oc) => oc.columns(['project_id', 'owner_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (created) return created;
    return trx
      .selectFrom('lockers')
      .selectAll()
      .where('project_id', '=', project.id)
      .where('owner_key', '=', ownerKey)
      .executeTakeFirstOrThrow();
  }

  /** The project an add goes to, when the caller may read it (A5); BAD_USER_INPUT otherwise. */
  async function targetProject(
    caller: Caller,
    input: { projectType: ProjectRow['type']; projectId?: string | null; dealerCode?: string | null },
  ): Promise<ProjectRow> {
    if (input.projectType === 'SHOWROOM') {
      if (!input.dealerCode) throw new BadUserInputError('dealerCode', 'A showroom locker needs the dealer code');
      const project = await resolveProject(db, caller, { type: 'SHOWROOM', dealerCode: input.dealerCode }, 'read');
      if (!project) throw new BadUserInputError('dealerCode', 'Unknown showroom');
      return project;
    }
    const project = input.projectId
      ? await resolveProject(db, caller, { type: input.projectType, publicId: input.projectId }, 'read')
      : undefined;
    if (!project) throw new BadUserInputError('projectId', 'Unknown project');
    return project;
  }

  return {
    /** L1: the locker with this code (holding the code is the right to read it), or undefined. */
    byCode: (code: string) =>
      /^[A-Za-z0-9]{20}$/.test(code)
        ? db.selectFrom('lockers').selectAll().where('code', '=', code).executeTakeFirst()
        : Promise.resolve(undefined),

    /** L1: the caller's own locker of a project (by owner key), or null. */
    async ownLocker(caller: Caller, projectId: number): Promise<LockerRow | null> {
      const owner = lockerOwnerKey(caller);
      if (!owner) return null;
      return (
        (await db
          .selectFrom('lockers')
          .selectAll()
          .where('project_id', '=', projectId)
          .where('owner_key', '=', owner)
          .executeTakeFirst()) ?? null
      );
    },

    /** L1, D9: every locker of a project, newest first, for whoever may change it; [] otherwise. */
    async projectLockers(caller: Caller, project: ProjectRow): Promise<LockerRow[]> {
      if (!canEditProject(caller, project)) return [];
      return db.selectFrom('lockers').selectAll().where('project_id', '=', project.id).orderBy('id', 'desc').execute();
    },

    items: (lockerId: number) =>
      db
        .selectFrom('locker_items')
        .selectAll()
        .where('locker_id', '=', lockerId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),

    /**
     * L1: adds a saved configuration with a roster to a locker of the project: `lockerCode`'s,
     * else the caller's own, created on the first add (one per owner and project, even for
     * concurrent first adds: a unique index and an insert that does nothing on conflict).
     * Errors: BAD_USER_INPUT `projectId`, `dealerCode`, `lockerCode`, `configurationShortId`
     * (unknown, or the locker is full: {@link MAX_LOCKER_ITEMS}), `sizeLines.N.*`;
     * FORBIDDEN when the locker or the project is locked.
     */
    async add(
      caller: Caller,
      loaders: Loaders,
      input: {
        projectType: ProjectRow['type'];
        projectId?: string | null;
        dealerCode?: string | null;
        lockerCode?: string | null;
        configurationShortId: string;
        sizeLines: readonly SizeLineInput[];
      },
    ): Promise<LockerRow> {
      const project = await targetProject(caller, input);
      if (isLocked(project)) throw new ForbiddenError('The project is locked');
      const config = await configurations.byShortIdOrError(input.configurationShortId);
      const sizeLines = await rosterFor(loaders, config.style_id, input.sizeLines);
      const owner = lockerOwnerKey(caller) ?? `anon:${newLockerCode()}`;
      return db.transaction().execute(async (trx) => {
        let locker: LockerRow | undefined;
        if (input.lockerCode) {
          locker = /^[A-Za-z0-9]{20}$/.test(input.lockerCode)
            ? await trx
                .selectFrom('lockers')
                .selectAll()
                .where('code', '=', input.lockerCode)
                .where('project_id', '=', project.id)
                .executeTakeFirst()
            : undefined;
          if (!locker) throw new BadUserInputError('lockerCode', 'Unknown locker');
        } else {
          locker = await lockerOf(trx, project, owner);
        }
        if (locker.locked_quote_id != null) throw new ForbiddenError('The locker is locked: a quote is pending');
        // Conditional insert: never more than MAX_LOCKER_ITEMS items, even under concurrent adds.
        const inserted = await trx
          .insertInto('locker_items')
          .columns(['locker_id', 'configuration_id', 'size_lines', 'sort_order'])
          .expression((eb) =>
            eb
              .selectFrom('locker_items')
              .select([
                eb.val(locker.id).as('locker_id'),
                eb.val(config.id).as('configuration_id'),
                sql<string>`${JSON.stringify(sizeLines)}::jsonb`.as('size_lines'),
                sql<number>`coalesce(max(sort_order), 0)::int + 1`.as('sort_order'),
              ])
              .where('locker_id', '=', locker.id)
              .having(sql<number>`count(*)`, '<', MAX_LOCKER_ITEMS),
          )
          .returning('id')
          .executeTakeFirst();
        if (!inserted)
          throw new BadUserInputError('configurationShortId', `A locker holds at most ${MAX_LOCKER_ITEMS} items`);
        return trx
          .updateTable('lockers')
          .set({ updated_at: new Date() })
          .where('id', '=', locker.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /** L1: changes an item's configuration and/or roster. NOT_FOUND for an unknown item id. */
    async update(
      loaders: Loaders,
      id: string,
      input: { configurationShortId?: string | null; sizeLines?: readonly SizeLineInput[] | null },
    ): Promise<LockerRow> {
      const { locker, item: current } = await item(id);
      await assertEditable(locker);
      const config = input.configurationShortId
        ? await configurations.byShortIdOrError(input.configurationShortId)
        : await db
            .selectFrom('configurations')
            .selectAll()
            .where('id', '=', current.configuration_id)
            .executeTakeFirstOrThrow();
      const sizeLines = input.sizeLines
        ? await rosterFor(loaders, config.style_id, input.sizeLines)
        : await rosterFor(loaders, config.style_id, current.size_lines);
      await db
        .updateTable('locker_items')
        .set({ configuration_id: config.id, size_lines: JSON.stringify(sizeLines), updated_at: new Date() })
        .where('id', '=', current.id)
        .execute();
      return locker;
    },

    /**
     * L2: reads a roster file for a style and answers its lines, priced at the style's catalog
     * price for the caller's dealer (no project custom price, no decorations), and its issues.
     * Saves nothing. Errors: BAD_USER_INPUT `styleId` (unknown style), `file` (roster-file.ts).
     */
    async previewRosterImport(
      caller: Caller,
      loaders: Loaders,
      styleId: string,
      file: RosterFileInput,
    ): Promise<RosterImportPreview> {
      const style = typeof styleId === 'string' && styleId.length <= 64 ? await loaders.style.load(styleId) : undefined;
      if (!style) throw new BadUserInputError('styleId', 'Unknown product');
      const read = await readRosterFor(loaders, style.id, file);
      const prices = await loaders.pricing.price({
        dealerId: dealerOf(caller)?.id ?? null,
        projectId: null,
        config: { style_id: style.id, variant_id: null, design_id: null, decorations: [] },
        sizeLines: read.lines,
      });
      return {
        lines: prices.sizeLines.map((l) => ({
          size: l.size,
          quantity: l.quantity,
          playerName: 'playerName' in l ? l.playerName : null,
          playerNumber: 'playerNumber' in l ? l.playerNumber : null,
          unitPriceCents: l.unitPriceCents,
          lineTotalCents: l.lineTotalCents,
          skuSuffix: skuSuffix(l.size),
        })),
        issues: read.issues,
        rowCount: read.rowCount,
        valid: read.valid,
      };
    },

    /**
     * L2: imports a roster file into a locker item, all or nothing: REPLACE puts the file's lines
     * in place of the roster, APPEND adds them to it (the roster stays in size order, existing
     * lines first within a size). Same access as `update` (holding the item id, which carries the
     * locker code) and the same locks. Errors: NOT_FOUND (unknown item); FORBIDDEN (locked);
     * BAD_USER_INPUT `file` (unreadable, no rows, more than {@link MAX_SIZE_LINES} lines in all,
     * or any row with an error: `extensions.issues` lists every issue, rows named).
     */
    async importRoster(
      loaders: Loaders,
      id: string,
      file: RosterFileInput,
      mode: RosterImportMode,
    ): Promise<LockerRow> {
      const { locker, item: current } = await item(id);
      await assertEditable(locker);
      const config = await db
        .selectFrom('configurations')
        .select('style_id')
        .where('id', '=', current.configuration_id)
        .executeTakeFirstOrThrow();
      const read = await readRosterFor(loaders, config.style_id, file);
      if (!read.valid) {
        const rows = new Set(read.issues.filter((i) => i.severity === 'ERROR').map((i) => i.row));
        throw new BadUserInputError(
          'file',
          `${rows.size} ${rows.size === 1 ? 'row has' : 'rows have'} errors: nothing was imported`,
          { issues: read.issues },
        );
      }
      if (read.lines.length === 0) throw new BadUserInputError('file', 'The file has no roster rows');
      const lines = mode === 'APPEND' ? [...current.size_lines, ...read.lines] : read.lines;
      if (lines.length > MAX_SIZE_LINES) {
        throw new BadUserInputError(
          'file',
          `An item holds at most ${MAX_SIZE_LINES} size lines: the roster would have ${lines.length}`,
        );
      }
      const sizeLines = await rosterFor(loaders, config.style_id, lines);
      await db.transaction().execute(async (trx) => {
        // Re-read under a row lock: a quote requested meanwhile wins, and nothing is written.
        const row = await trx
          .selectFrom('lockers')
          .select('locked_quote_id')
          .where('id', '=', locker.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (row.locked_quote_id != null) throw new ForbiddenError('The locker is locked: a quote is pending');
        const updated = await trx
          .updateTable('locker_items')
          .set({ size_lines: JSON.stringify(sizeLines), updated_at: new Date() })
          .where('id', '=', current.id)
          .where('locker_id', '=', locker.id)
          .returning('id')
          .executeTakeFirst();
        if (!updated) throw new NotFoundError('Locker item');
        await trx.updateTable('lockers').set({ updated_at: new Date() }).where('id', '=', locker.id).execute();
      });
      return locker;
    },

    async remove(id: string): Promise<LockerRow> {
      const { locker, item: current } = await item(id);
      await assertEditable(locker);
      await db.deleteFrom('locker_items').where('id', '=', current.id).execute();
      return locker;
    },
  };
}

export type LockersService = ReturnType<typeof lockersService>;
