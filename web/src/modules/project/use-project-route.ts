import { isNamedByDealerCode } from '@tas/rules';
import { useLocation, useParams } from 'react-router';
import { projectPaths, projectTypeOfPath, type ProjectPaths, type ProjectRouteType } from '../../lib/urls';
import { useDealerMode } from '../../lib/use-session';

/**
 * The project of a project route (P1): its type from the path (`/catalogs/...` a playbook,
 * `/showrooms/...` a showroom, `/snapsheets/...` a snapsheet), the dealer code and public id from
 * the route, and its paths. The same route screens (product, sizes selection, locker, roster)
 * serve every type. A showroom's routes carry only the dealer code (P6): `projectId` is ''.
 * `ref` names the project for the `project(ref)` query, whatever its type (one document a screen).
 */
export function useProjectRoute(): {
  type: ProjectRouteType;
  /**
   * Whether the route names its project by the dealer's code alone (a showroom, P6: @tas/rules
   * `naming`): the dealer may not have one, so the screens answer a not-found page of their own.
   */
  namedByDealerCode: boolean;
  dealerCode: string;
  projectId: string;
  ref: { type: ProjectRouteType; dealerCode: string; id: string | null };
  paths: ProjectPaths;
} {
  const { dealerCode = '', projectId = '' } = useParams();
  const { pathname } = useLocation();
  const type = projectTypeOfPath(pathname);
  return {
    type,
    namedByDealerCode: isNamedByDealerCode(type),
    dealerCode,
    // A showroom's routes carry no project id (P6): '' there, and the ref's id is null.
    projectId,
    ref: { type, dealerCode, id: projectId || null },
    paths: projectPaths(type, dealerCode, projectId),
  };
}

/**
 * Dealer mode on a project route (A3, A4). Snapsheets and playbooks: from the session (the route
 * dealer's, a passcode session on its own project). A showroom's address has no project id, so
 * the server says: `project.canEdit` (its dealer, or a passcode session of it; P6). `dashboard`
 * is true for a dashboard session of the route's dealer (links to the dashboard make sense).
 */
export function useRouteDealerMode(project: { canEdit: boolean } | null | undefined): {
  dealerMode: boolean;
  dashboard: boolean;
} {
  const { namedByDealerCode, dealerCode, projectId } = useProjectRoute();
  const session = useDealerMode(dealerCode, projectId);
  if (!namedByDealerCode) return session;
  const dealerMode = Boolean(project?.canEdit);
  return { dealerMode, dashboard: dealerMode && session.dashboard };
}
