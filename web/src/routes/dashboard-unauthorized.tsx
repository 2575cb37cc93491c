import { FullPageMessage } from '../ui/FullPageMessage';
import { IconAlert } from '../ui/icons';

/** The forbidden page (A3): the entry link was invalid or expired, or there is no session. */
export function Component() {
  return (
    <FullPageMessage title="Unauthorized" icon={<IconAlert size={22} />}>
      <p>
        You do not have access to the dashboard. Open it again from your account on the brand&apos;s site to get a fresh
        sign-in link.
      </p>
    </FullPageMessage>
  );
}
