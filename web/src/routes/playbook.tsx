/** A playbook page (P3). Placeholder until the screen lands. */
import { PageHeader } from '../ui/PageHeader';

export function Component() {
  return <PageHeader title="Playbook" />;
}
