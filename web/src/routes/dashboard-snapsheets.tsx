/** My Snapsheets (D7): the dealer's snapsheets, `/dashboard/projects/snapsheet`. */
import { ProjectsList } from '../modules/projects-list/ProjectsList';

export function Component() {
  return <ProjectsList type="SNAPSHEET" />;
}
