/**
 * The worker thread of the CPU pool (plugins/cpu-pool.ts): runs one task and answers its result
 * as plain data (structured clone). A `BadUserInputError` comes back as
 * `{ refused: { field, message } }` so the gateway's thread throws it again as the same typed
 * error; any other error is thrown through piscina (the caller sees INTERNAL).
 */
import { BadUserInputError } from '../lib/errors.js';
import { checkLogo, type LogoCheck } from '../modules/files/logo-content.js';
import { readRosterSheet, type RosterSheet } from '../modules/lockers/roster-sheet.js';

/** A task of the pool. */
export type CpuTask = { kind: 'checkLogo'; bytes: Uint8Array } | { kind: 'readRosterSheet'; bytes: Uint8Array };

/** A task's answer: its value, or the BAD_USER_INPUT it was refused with. */
export type CpuAnswer<T> = { value: T } | { refused: { field: string; message: string } };

export type CpuResults = { checkLogo: LogoCheck; readRosterSheet: RosterSheet };

export default async function run(task: CpuTask): Promise<CpuAnswer<CpuResults[CpuTask['kind']]>> {
  try {
    if (task.kind === 'checkLogo') return { value: await checkLogo(task.bytes) };
    if (task.kind === 'readRosterSheet') return { value: await readRosterSheet(task.bytes) };
    throw new Error(`unknown task ${(task as { kind: string }).kind}`);
  } catch (error) {
    if (error instanceof BadUserInputError) return { refused: { field: error.field, message: error.message } };
    throw error;
  }
}
