/**
 * What a link card's page (`/print/cards/...`) tells the render service (use-print-ready.ts):
 * ready only once every picture it shows has drawn, so the gateway stores a card only when it
 * drew. A picture that failed (a snapshot FAILED, an image that did not load) makes the card a
 * failure instead (`PICTURE_FAILED`): the page never signals ready, the render call fails, nothing
 * is stored and the next ask draws it again.
 */
import type { SnapshotStatus } from '../../gql/graphql';

export interface CardState {
  /** The project was read. */
  loaded: boolean;
  /** No shared project by this address. */
  notFound: boolean;
  /** The project's read failed (its message), else null. */
  loadError: string | null;
  /** The statuses of the snapshots the card shows. */
  snapshots: readonly SnapshotStatus[];
  /** Every image shown (snapshots READY, the logo) has loaded or failed. */
  imagesSettled: boolean;
  /** Images shown that failed to load. */
  imagesFailed: number;
}

/** The card page's signals: `ready` (`__TAS_PRINT_READY__`) and `error` (`__TAS_PRINT_ERROR__`). */
export function cardSignals(s: CardState): { ready: boolean; error: string | null } {
  if (s.notFound) return { ready: false, error: 'NOT_FOUND' };
  if (s.loadError) return { ready: false, error: s.loadError };
  if (s.snapshots.includes('FAILED') || s.imagesFailed > 0) return { ready: false, error: 'PICTURE_FAILED' };
  return { ready: s.loaded && !s.snapshots.includes('PENDING') && s.imagesSettled, error: null };
}
