/**
 * A locker item's roster against its style (L2): size lines checked and normalized for the
 * style's sizes (none given: the style's default lines), and a roster file read for a style.
 * No SQL: the style and its sizes come from the catalog lookups of the request's loaders.
 */
import type { StoredSizeLine } from '../../db/types.js';
import { BadUserInputError, NotFoundError } from '../../lib/errors.js';
import type { Loaders } from '../../loaders.js';
import type { CpuWork } from '../../plugins/cpu-pool.js';
import { baseSizeOf, sizesOf } from '../catalog/index.js';
import { decodeRosterFile, rosterFromSheet, type RosterFileInput, type RosterImport } from './roster-file.js';
import { defaultSizeLines, normalizeSizeLines, type SizeLineInput } from './roster.js';

/** Most size lines one locker item holds (L2). */
export const MAX_SIZE_LINES = 500;

/**
 * A roster file read for a style (L2): its lines and issues. Errors: BAD_USER_INPUT `file`
 * (see roster-file.ts); NOT_FOUND for an unknown style. `cpu`: where roster files are read (the
 * gateway's worker pool, plugins/cpu-pool.ts).
 */
export async function readRosterFor(
  cpu: CpuWork,
  loaders: Loaders,
  styleId: string,
  file: RosterFileInput,
): Promise<RosterImport> {
  const style = await loaders.style.load(styleId);
  if (!style) throw new NotFoundError('Product');
  const bytes = decodeRosterFile(file);
  return rosterFromSheet(await cpu.readRosterSheet(bytes), await sizesOf(loaders, style));
}

/**
 * The roster an item of style `styleId` stores for `lines`: the style's default lines when none,
 * else the lines normalized for its sizes. Errors: NOT_FOUND for an unknown style;
 * BAD_USER_INPUT `sizeLines` (more than {@link MAX_SIZE_LINES}) or `sizeLines.N.*`.
 */
export async function rosterFor(
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
    ...(l.blank ? { blank: true as const } : {}),
  }));
}
