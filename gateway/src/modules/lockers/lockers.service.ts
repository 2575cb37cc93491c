/**
 * Lockers (L1, L2): created on the first add, addressed by an unguessable code; items hold a
 * saved configuration and a roster of size lines. Prices are computed on read (L3).
 * Locker item ids are `<lockerCode>.<n>`, so changing an item needs the locker's code.
 */
import { customAlphabet } from 'nanoid';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { LockerItemRow, LockerRow, ProjectRow, StoredSizeLine } from '../../db/types.js';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../errors.js';
import type { Loaders } from '../../loaders.js';
import { baseSizeOf, sizesOf } from '../catalog/catalog.service.js';
import type { ConfigurationsService } from '../configurations/configurations.service.js';
import { isLocked } from '../projects/snapsheets.service.js';
import { defaultSizeLines, normalizeSizeLines, type SizeLineInput } from './roster.js';

const newLockerCode = customAlphabet('23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 20);

export function lockerItemId(lockerCode: string, itemId: number): string {
  return `${lockerCode}.${itemId}`;
}

function parseItemId(id: string): { code: string; itemId: number } {
  const m = /^([A-Za-z0-9]{20})\.(\d{1,9})$/.exec(id);
  if (!m) throw new NotFoundError('Locker item');
  return { code: m[1]!, itemId: Number(m[2]) };
}

export function lockersService(db: Db, configurations: ConfigurationsService) {
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
    if (lines.length > 500) throw new BadUserInputError('sizeLines', 'At most 500 size lines');
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
    if (locker.project_id == null) return;
    const project = await db.selectFrom('projects').selectAll().where('id', '=', locker.project_id).executeTakeFirst();
    if (project && isLocked(project)) throw new ForbiddenError('The project is locked');
  }

  return {
    byCode: (code: string) => db.selectFrom('lockers').selectAll().where('code', '=', code).executeTakeFirst(),
    items: (lockerId: number) =>
      db
        .selectFrom('locker_items')
        .selectAll()
        .where('locker_id', '=', lockerId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),

    /**
     * L1: adds a saved configuration with a roster to the project's locker, creating the locker
     * (and setting the project's locker code) on the first add. Visitors may add (A5).
     * Errors: BAD_USER_INPUT `projectId`, `configurationShortId`, `sizeLines.N.*`;
     * FORBIDDEN when the project is locked.
     */
    async add(
      loaders: Loaders,
      input: {
        projectType: ProjectRow['type'];
        projectId?: string | null;
        dealerCode?: string | null;
        configurationShortId: string;
        sizeLines: readonly SizeLineInput[];
      },
    ): Promise<LockerRow> {
      let project: ProjectRow | undefined;
      if (input.projectType === 'SHOWROOM') {
        if (!input.dealerCode) throw new BadUserInputError('dealerCode', 'A showroom locker needs the dealer code');
        project = await db
          .selectFrom('projects as p')
          .innerJoin('dealers as d', 'd.id', 'p.dealer_id')
          .selectAll('p')
          .where('p.type', '=', 'SHOWROOM')
          .where(sql`lower(d.code)`, '=', input.dealerCode.toLowerCase())
          .where('p.deleted_at', 'is', null)
          .orderBy('p.id')
          .executeTakeFirst();
        if (!project) throw new BadUserInputError('dealerCode', 'Unknown showroom');
      } else {
        const id = input.projectId && /^\d{1,9}$/.test(input.projectId) ? Number(input.projectId) : 0;
        project = await db
          .selectFrom('projects')
          .selectAll()
          .where('id', '=', id)
          .where('type', '=', input.projectType)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!project) throw new BadUserInputError('projectId', 'Unknown project');
      }
      if (isLocked(project)) throw new ForbiddenError('The project is locked');
      const config = await configurations.byShortIdOrError(input.configurationShortId);
      const sizeLines = await rosterFor(loaders, config.style_id, input.sizeLines);
      const p = project;
      return db.transaction().execute(async (trx) => {
        let locker = p.locker_code
          ? await trx.selectFrom('lockers').selectAll().where('code', '=', p.locker_code).executeTakeFirst()
          : undefined;
        if (!locker) {
          locker = await trx
            .insertInto('lockers')
            .values({ code: newLockerCode(), dealer_id: p.dealer_id, project_id: p.id, project_type: p.type })
            .returningAll()
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('projects')
            .set({ locker_code: locker.code, updated_at: new Date() })
            .where('id', '=', p.id)
            .execute();
        }
        const last = await trx
          .selectFrom('locker_items')
          .select(sql<number>`coalesce(max(sort_order), 0)::int`.as('n'))
          .where('locker_id', '=', locker.id)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('locker_items')
          .values({
            locker_id: locker.id,
            configuration_id: config.id,
            size_lines: JSON.stringify(sizeLines),
            sort_order: Number(last.n) + 1,
          })
          .execute();
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

    async remove(id: string): Promise<LockerRow> {
      const { locker, item: current } = await item(id);
      await assertEditable(locker);
      await db.deleteFrom('locker_items').where('id', '=', current.id).execute();
      return locker;
    },
  };
}

export type LockersService = ReturnType<typeof lockersService>;
