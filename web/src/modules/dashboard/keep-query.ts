/**
 * D11: when a navigation between dashboard routes drops the query string the previous page
 * had, the new path keeps the previous query, minus `customerId`. The entry link's keys are
 * never carried (they are removed on purpose after sign-in, A1).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ENTRY_QUERY_KEYS } from './entry';

/**
 * The query to restore (with its leading '?'), or null when nothing should change: the new
 * location has its own query, or the previous one had nothing worth keeping.
 */
export function restoredQuery(previousSearch: string, nextSearch: string): string | null {
  if (nextSearch && nextSearch !== '?') return null;
  const params = new URLSearchParams(previousSearch);
  params.delete('customerId');
  for (const key of ENTRY_QUERY_KEYS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : null;
}

/** Applies {@link restoredQuery} on every dashboard navigation (replace, so Back still works). */
export function useKeepDashboardQuery(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const previous = useRef<{ pathname: string; search: string } | null>(null);
  useEffect(() => {
    const prev = previous.current;
    previous.current = { pathname: location.pathname, search: location.search };
    if (!prev || prev.pathname === location.pathname) return;
    const search = restoredQuery(prev.search, location.search);
    if (search) {
      previous.current = { pathname: location.pathname, search };
      navigate({ pathname: location.pathname, search }, { replace: true });
    }
  }, [location.pathname, location.search, navigate]);
}
