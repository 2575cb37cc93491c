import { useEffect, useRef } from 'react';

interface Pollable {
  startPolling: (intervalMs: number) => void;
  stopPolling: () => void;
}

/**
 * Polls an Apollo query every `intervalMs` while `active` (e.g. snapshots PENDING, C5; a PDF
 * job RUNNING, P7) and stops as soon as it is not.
 */
export function usePollWhile(active: boolean, query: Pollable, intervalMs: number): void {
  const ref = useRef(query);
  ref.current = query;
  useEffect(() => {
    if (!active) return undefined;
    ref.current.startPolling(intervalMs);
    return () => ref.current.stopPolling();
  }, [active, intervalMs]);
}
