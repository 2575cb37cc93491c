/**
 * The lock rule of every project (original section 4): a locked project
 * takes no change from its dealer's customers or its passcode sessions until it is unlocked.
 * Pure.
 */
import type { ProjectRow } from '../../db/types.js';

/** Statuses that lock a project (section 4: quote, OMG, closed; OMG has no status here). */
export const LOCKING_STATUSES: readonly string[] = ['QUOTE', 'CLOSED'];

/** Locked (section 4): a static template, or status QUOTE or CLOSED. */
export function isLocked(project: Pick<ProjectRow, 'is_static_template' | 'status'>): boolean {
  return project.is_static_template || LOCKING_STATUSES.includes(project.status);
}
