/**
 * Why a locker is read-only (section 4, L4): a requested quote (project status QUOTE) locks it
 * until the dealer replies; a closed project or a static template is locked too. The server
 * refuses edits of a locked locker with FORBIDDEN (`Locker.locked`).
 */
import { IconAlert } from '../../ui/icons';

export const QUOTE_LOCKED_MESSAGE = 'A quote was requested for this locker. It is locked until the dealer replies.';
export const LOCKED_MESSAGE = 'This locker is locked and can no longer be changed.';

/** The note for a locked locker; `status` is the project's status (QUOTE gives the quote reason). */
export function LockedNote({ status }: { status: string | null | undefined }) {
  return (
    <div className="locker-locked" role="status" data-testid="locker-locked">
      <IconAlert size={16} aria-hidden="true" />
      <p>{status === 'QUOTE' ? QUOTE_LOCKED_MESSAGE : LOCKED_MESSAGE}</p>
    </div>
  );
}

/** A project is locked when its status is QUOTE or CLOSED (or its locker says so). */
export function isLockedProject(status: string | null | undefined, lockerLocked: boolean | null | undefined): boolean {
  return Boolean(lockerLocked) || status === 'QUOTE' || status === 'CLOSED';
}
