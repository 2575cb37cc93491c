/**
 * Roster import (L2): a CSV or XLSX file read for a style (in the gateway's worker pool), its
 * preview priced at the style's catalog price, and its import into a locker item, all or
 * nothing, under the same access and locks as any change of the item (L1, L4).
 */
import type { Db } from '../../db/index.js';
import type { LockerRow, StoredSizeLine } from '../../db/types.js';
import { dealerOf, type Caller } from '../../lib/caller.js';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { Loaders } from '../../loaders.js';
import { rowErrorsRefusal } from '../../lib/sheet-rows.js';
import type { CpuWork } from '../../plugins/cpu-pool.js';
import { styleIdOfConfiguration } from '../configurations/index.js';
import type { LockerItemAccess } from './locker-items.js';
import { MAX_SIZE_LINES, readRosterFor, rosterFor } from './locker-roster.js';
import * as repo from './lockers.repository.js';
import type { RosterFileInput, RosterIssue, RosterRow } from './roster-file.js';
import { skuSuffix } from './roster.js';

/** How `importRoster` uses a file's lines (GraphQL `RosterImportMode`). */
export type RosterImportMode = 'REPLACE' | 'APPEND';

/** A priced size line of a roster import preview (GraphQL `SizeLine`). */
export interface PreviewSizeLine extends Omit<StoredSizeLine, 'blank'> {
  /** A file's line is never marked blank (the mark is the dealer's, in the roster editor). */
  blank: false;
  unitPriceCents: number;
  lineTotalCents: number;
  skuSuffix: string;
}

/** GraphQL `RosterImportPreview`. */
export interface RosterImportPreview {
  lines: PreviewSizeLine[];
  rows: RosterRow[];
  sizes: string[];
  issues: RosterIssue[];
  rowCount: number;
  valid: boolean;
}

/** `cpu`: where roster files are read (the gateway's worker pool, plugins/cpu-pool.ts). */
export function rosterImports(db: Db, cpu: CpuWork, access: LockerItemAccess) {
  const { item, assertEditable } = access;
  return {
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
      const read = await readRosterFor(cpu, loaders, style.id, file);
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
          blank: false as const,
          unitPriceCents: l.unitPriceCents,
          lineTotalCents: l.lineTotalCents,
          skuSuffix: skuSuffix(l.size),
        })),
        rows: read.rows,
        sizes: read.sizes,
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
      caller: Caller,
      loaders: Loaders,
      id: string,
      file: RosterFileInput,
      mode: RosterImportMode,
    ): Promise<LockerRow> {
      const { locker, item: current } = await item(id);
      const passes = await assertEditable(locker, caller);
      const styleId = await styleIdOfConfiguration(db, current.configuration_id);
      const read = await readRosterFor(cpu, loaders, styleId, file);
      if (!read.valid) throw rowErrorsRefusal(read.issues);
      if (read.lines.length === 0) throw new BadUserInputError('file', 'The file has no roster rows');
      const lines = mode === 'APPEND' ? [...current.size_lines, ...read.lines] : read.lines;
      if (lines.length > MAX_SIZE_LINES) {
        throw new BadUserInputError(
          'file',
          `An item holds at most ${MAX_SIZE_LINES} size lines: the roster would have ${lines.length}`,
        );
      }
      const sizeLines = await rosterFor(loaders, styleId, lines);
      await db.transaction().execute(async (trx) => {
        // Re-read under a row lock: a quote requested meanwhile wins, and nothing is written.
        if ((await repo.lockedQuoteIdForUpdate(trx, locker.id)) !== passes)
          throw new ForbiddenError('The locker is locked: a quote is pending');
        if (!(await repo.setLockerItemRoster(trx, current.id, locker.id, sizeLines)))
          throw new NotFoundError('Locker item');
        await repo.touchLocker(trx, locker.id);
      });
      return locker;
    },
  };
}
