/**
 * Labels of the publish queues (P4: the school and team-travel queues listed in the dashboard):
 * the catalogue link of a record's playbook, a school's place and a record's status.
 */
import type { QueueStatus } from '../../gql/graphql';

/** The public page of a published playbook (original section 2: `/catalogs/{dealer_code}/{project_id}/`). */
export function catalogPath(project: { dealerCode: string; id: string }): string {
  return `/catalogs/${encodeURIComponent(project.dealerCode)}/${encodeURIComponent(project.id)}/`;
}

/** 'Austin, TX', 'Austin', 'TX', or null when neither is known. */
export function placeOf(city: string | null | undefined, state: string | null | undefined): string | null {
  const parts = [city?.trim(), state?.trim()].filter((p): p is string => !!p);
  return parts.length ? parts.join(', ') : null;
}

export const QUEUE_STATUS_LABEL: Record<QueueStatus, string> = { PENDING: 'Pending', DONE: 'Done' };

export const QUEUE_STATUS_BADGE: Record<QueueStatus, string> = {
  PENDING: 'badge badge--warning',
  DONE: 'badge badge--success',
};
