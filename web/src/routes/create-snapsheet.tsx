/**
 * Create Snapsheet (D8), `/dashboard/create_project/snapsheet`, without the dashboard layout;
 * `?snapsheet_template=` preselects the template the snapsheet starts from.
 */
import { CreateProjectForm } from '../modules/create-project/CreateProjectForm';

export function Component() {
  return <CreateProjectForm type="SNAPSHEET" />;
}
