/** My Playbooks (D7): the dealer's playbooks, `/dashboard/projects/playbook`. */
import { ProjectsList } from '../modules/projects-list/ProjectsList';

export function Component() {
  return <ProjectsList type="PLAYBOOK" />;
}
