/**
 * What a project viewer (a playbook's book, a snapsheet's pages; P2, P5) does alike: it keeps the
 * page shown in the address (`?page=`), and it leaves an unknown or unreadable project for the
 * 404 page with a toast (A6: another dealer's draft reads as not found).
 */
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

/**
 * The page shown (`?page=`, 1-based; 1 when absent or not a number) and a setter that replaces
 * the history entry, keeping the entry's state (a mode the viewer was opened in).
 */
export function usePageParam(): [number, (page: number) => void] {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = useCallback(
    (p: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('page', String(p));
          return next;
        },
        { replace: true, state: location.state },
      ),
    [setParams, location.state],
  );
  return [page, setPage];
}

/** Once `notFound`, toasts `message` and replaces the page with /404. */
export function useLeaveWhenNotFound(notFound: boolean, message: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!notFound) return;
    toast.error(message);
    void navigate('/404', { replace: true });
  }, [notFound, message, navigate]);
}
