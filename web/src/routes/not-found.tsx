import { Link } from 'react-router';
import { FullPageMessage } from '../ui/FullPageMessage';

/** Any unmatched path and /404. */
export function Component() {
  return (
    <FullPageMessage title="404 - Not Found">
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/dashboard/">Go to the dashboard</Link>
    </FullPageMessage>
  );
}
