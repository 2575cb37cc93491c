import { useLocation } from 'react-router';
import { unauthorizedReason } from '../modules/dashboard/entry';
import { FullPageMessage } from '../ui/FullPageMessage';
import { IconAlert } from '../ui/icons';

/**
 * The forbidden page (A3): the entry link was invalid, expired or used already, or there is no
 * session. After a refused entry link it says the gateway's reason first.
 */
export function Component() {
  const reason = unauthorizedReason(useLocation().state);
  return (
    <FullPageMessage title="Unauthorized" icon={<IconAlert size={22} />}>
      {reason ? <p data-testid="unauthorized-reason">{reason}.</p> : null}
      <p>
        You do not have access to the dashboard. Open it again from your account on the brand&apos;s site to get a fresh
        sign-in link.
      </p>
    </FullPageMessage>
  );
}
