/**
 * A product snapshot (C5): 470x588 by default. A skeleton while the render is PENDING (the
 * page's query polls until READY), a quiet placeholder when it FAILED.
 */
import { useState } from 'react';
import { graphql } from '../../gql';
import type { SnapshotImage_SnapshotFragment } from '../../gql/graphql';
import { IconShirt } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import '../../styles/snapshot.css';

export const SnapshotImage_snapshot = graphql(`
  fragment SnapshotImage_snapshot on Snapshot {
    view
    url
    status
    width
    height
  }
`);

/** True when any of the snapshots is still rendering, i.e. the page should keep polling. */
export function anyPending(
  snapshots: readonly (Pick<SnapshotImage_SnapshotFragment, 'status'> | null | undefined)[],
): boolean {
  return snapshots.some((s) => s?.status === 'PENDING');
}

export function SnapshotImage({
  snapshot,
  alt,
  className,
  onSettled,
}: {
  snapshot: SnapshotImage_SnapshotFragment | null | undefined;
  alt: string;
  className?: string;
  /** Called once the image has loaded (true) or failed (false) (print readiness). */
  onSettled?: (loaded: boolean) => void;
}) {
  const [loaded, setLoaded] = useState(false);
  const width = snapshot?.width ?? 470;
  const height = snapshot?.height ?? 588;
  const classes = ['snapshot', className].filter(Boolean).join(' ');
  const ratio = { aspectRatio: `${width} / ${height}` };

  if (!snapshot || snapshot.status === 'PENDING' || (snapshot.status === 'READY' && !snapshot.url)) {
    return (
      <div className={classes} style={ratio} role="img" aria-label={`${alt} (rendering)`} aria-busy="true">
        <Skeleton className="snapshot__skeleton" />
      </div>
    );
  }
  if (snapshot.status === 'FAILED') {
    return (
      <div
        className={`${classes} snapshot--failed`}
        style={ratio}
        role="img"
        aria-label={`${alt} (preview unavailable)`}
      >
        <IconShirt size={40} />
        <span>Preview unavailable</span>
      </div>
    );
  }
  return (
    <div className={classes} style={ratio}>
      {!loaded ? <Skeleton className="snapshot__skeleton" /> : null}
      <img
        src={snapshot.url ?? undefined}
        alt={alt}
        width={width}
        height={height}
        className={loaded ? 'snapshot__img snapshot__img--loaded' : 'snapshot__img'}
        onLoad={() => {
          setLoaded(true);
          onSettled?.(true);
        }}
        onError={() => {
          setLoaded(true);
          onSettled?.(false);
        }}
      />
    </div>
  );
}
