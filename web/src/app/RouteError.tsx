import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../lib/chunk-error';
import { Button } from '../ui/Button';
import { FullPageMessage } from '../ui/FullPageMessage';
import { IconAlert } from '../ui/icons';

/**
 * Shown when a route throws while rendering or loading its code: offers a reload instead of a
 * blank page. A screen's code that failed to download means a new version was deployed since
 * the tab opened (its old chunks are gone): that says so.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <FullPageMessage title="404 - Not Found" />;
  }
  if (isChunkLoadError(error)) {
    return (
      <FullPageMessage title="A new version is available" icon={<IconAlert size={22} />}>
        <p>This page was updated since you opened it. Reload to get the new version.</p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </FullPageMessage>
    );
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
