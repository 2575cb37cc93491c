/**
 * Project page paths (P1) for both listed types: a snapsheet's page (`snapsheetPaths`) and a
 * playbook's page `/playbooks/{dealerCode}/{id}`.
 */
import type { ProjectType } from '../../gql/graphql';
import { snapsheetPaths } from '../../lib/urls';

/** The page of a playbook (P3). */
export function playbookPath(dealerCode: string, projectId: string): string {
  return `/playbooks/${encodeURIComponent(dealerCode)}/${encodeURIComponent(projectId)}`;
}

/** The page of a project of any listed type. */
export function projectPath(type: ProjectType, dealerCode: string, projectId: string): string {
  return type === 'PLAYBOOK' ? playbookPath(dealerCode, projectId) : snapsheetPaths(dealerCode, projectId).home;
}
