import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../ui/Button';
import { FullPageMessage } from '../ui/FullPageMessage';
import { IconAlert } from '../ui/icons';

/**
 * Shown when a route throws while rendering or loading its code (e.g. a chunk failed to
 * download after a deploy): offers a reload instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <FullPageMessage title="404 - Not Found" />;
  }
  console.error(error);
  return (
    <FullPageMessage title="Something went wrong" icon={<IconAlert size={22} />}>
      <p>The page could not be shown. Reloading usually helps.</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </FullPageMessage>
  );
}
