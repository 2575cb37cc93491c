import { useLocation, useParams } from 'react-router';
import { projectPaths, projectTypeOfPath, type RoutedProjectType } from '../../lib/urls';

/**
 * The project of a project route (P1): its type from the path (`/catalogs/...` a playbook,
 * `/snapsheets/...` a snapsheet), the dealer code and public id from the route, and its paths.
 * The same route screens (product, sizes selection, locker, roster) serve both types.
 */
export function useProjectRoute(): {
  type: RoutedProjectType;
  isPlaybook: boolean;
  dealerCode: string;
  projectId: string;
  paths: ReturnType<typeof projectPaths>;
} {
  const { dealerCode = '', projectId = '' } = useParams();
  const { pathname } = useLocation();
  const type: RoutedProjectType = projectTypeOfPath(pathname) === 'PLAYBOOK' ? 'PLAYBOOK' : 'SNAPSHEET';
  return {
    type,
    isPlaybook: type === 'PLAYBOOK',
    dealerCode,
    projectId,
    paths: projectPaths(type, dealerCode, projectId),
  };
}
