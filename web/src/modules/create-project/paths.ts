/** Project page paths (P1) of any kind: `/snapsheets/...`, `/catalogs/...`, `/showrooms/...`. */
import type { ProjectType } from '../../gql/graphql';
import { projectPaths } from '../../lib/urls';

/** The page of a project of any kind. */
export function projectPath(type: ProjectType, dealerCode: string, projectId: string): string {
  return projectPaths(type, dealerCode, projectId).home;
}
