import { Spinner } from '../ui/Spinner';

/** The first paint while a lazily loaded screen downloads. */
export function RouteLoading() {
  return (
    <div className="route-loading">
      <Spinner size={24} label="Loading" />
    </div>
  );
}
