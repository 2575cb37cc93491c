/** Project page paths (P1) for both listed types: `/snapsheets/...` and `/catalogs/...`. */
import type { ProjectType } from '../../gql/graphql';
import { projectPaths } from '../../lib/urls';

/** The page of a project of any listed type. */
export function projectPath(type: ProjectType, dealerCode: string, projectId: string): string {
  return projectPaths(type === 'PLAYBOOK' ? 'PLAYBOOK' : 'SNAPSHEET', dealerCode, projectId).home;
}
