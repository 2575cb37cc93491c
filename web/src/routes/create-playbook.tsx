/** Create Playbook (D8), `/dashboard/create_project/playbook`, without the dashboard layout. */
import { CreateProjectForm } from '../modules/create-project/CreateProjectForm';

export function Component() {
  return <CreateProjectForm type="PLAYBOOK" />;
}
