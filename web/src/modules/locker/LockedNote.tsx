/**
 * Why a locker is read-only (section 4, L4). A requested quote locks only the locker it came
 * from (`Locker.locked`), until the dealer replies; other lockers of the project stay editable.
 * A closed project locks all its lockers. The server refuses edits of a locked locker with
 * FORBIDDEN.
 */
import type { ReactNode } from 'react';
import { IconAlert } from '../../ui/icons';
import '../../styles/locker.css';

export const QUOTE_LOCKED_MESSAGE = 'A quote was requested for this locker. It is locked until the dealer replies.';
export const LOCKED_MESSAGE = 'This locker is locked and can no longer be changed.';

/** QUOTE: a quote is pending for this locker; CLOSED: the project is closed (or a template). */
export type LockReason = 'QUOTE' | 'CLOSED';

/**
 * Why the locker is locked, or null when it is not. `projectStatus` is the project's status;
 * `lockerLocked` is `Locker.locked` (true while a quote of this locker is pending, or while the
 * project is locked). A project in status QUOTE (set by quotes before lockers were per visitor)
 * still reads as a pending quote.
 */
export function lockReason(
  projectStatus: string | null | undefined,
  lockerLocked: boolean | null | undefined,
): LockReason | null {
  if (projectStatus === 'CLOSED') return 'CLOSED';
  if (projectStatus === 'QUOTE' || lockerLocked) return 'QUOTE';
  return null;
}

/**
 * The note for a locked locker, or with `children` for another locked thing (a locked
 * snapsheet's tools, P5): the same look, its own explanation and actions.
 */
export function LockedNote({
  reason,
  children,
  testId = 'locker-locked',
}: {
  reason: LockReason;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="locker-locked" role="status" data-testid={testId}>
      <IconAlert size={16} aria-hidden="true" />
      {children ?? <p>{reason === 'QUOTE' ? QUOTE_LOCKED_MESSAGE : LOCKED_MESSAGE}</p>}
    </div>
  );
}
