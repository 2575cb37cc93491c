/** Labels and badge styles for quote and order states (D9, D10). */
import type { OrderSyncStatus, ProjectType, QuoteStatus } from '../../gql/graphql';
import { projectPaths } from '../../lib/urls';

export const QUOTE_STATUS_LABEL: Record<QuoteStatus, string> = { OPEN: 'Open', CLOSED: 'Closed', ORDERED: 'Ordered' };

export const QUOTE_STATUS_BADGE: Record<QuoteStatus, string> = {
  OPEN: 'badge badge--accent',
  CLOSED: 'badge',
  ORDERED: 'badge badge--success',
};

export const SYNC_STATUS_LABEL: Record<OrderSyncStatus, string> = {
  PENDING: 'Pending',
  SYNCED: 'Synced',
  FAILED: 'Failed',
};

export const SYNC_STATUS_BADGE: Record<OrderSyncStatus, string> = {
  PENDING: 'badge badge--warning',
  SYNCED: 'badge badge--success',
  FAILED: 'badge badge--danger',
};

export const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The project's page for a quote's project (snapsheet and catalog routes; showroom home). */
export function projectPath(project: { type: ProjectType; dealerCode: string; id: string }): string {
  return projectPaths(project.type, project.dealerCode, project.id).home;
}
