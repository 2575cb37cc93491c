/**
 * The link that opens a project's locker on any device: its locker page as the web app routes
 * it, with `?open=<locker code>` (the page adopts the locker by its code). Pure.
 */
import { isNamedByDealerCode, projectKindOf } from '@tas/rules';
import type { ProjectRow } from '../../db/types.js';

/** The locker page of `project` (dealer `dealerCode`), as the web app routes it: `/snapsheets/ABC123/<id>/locker`. */
export function lockerPathOf(project: Pick<ProjectRow, 'type' | 'public_id'>, dealerCode: string): string {
  const segment = projectKindOf(project.type).pathSegment;
  return isNamedByDealerCode(project.type)
    ? `/${segment}/${dealerCode}/locker`
    : `/${segment}/${dealerCode}/${project.public_id}/locker`;
}

/**
 * The absolute link `{publicUrl}{locker page}?open={code}`; `code` is what the caller passes
 * (a notice passes the hidden marker of the code, which the outbox keeps instead of it).
 */
export function lockerOpenUrl(
  publicUrl: string,
  project: Pick<ProjectRow, 'type' | 'public_id'>,
  dealerCode: string,
  code: string,
): string {
  return `${publicUrl}${lockerPathOf(project, dealerCode)}?open=${code}`;
}
