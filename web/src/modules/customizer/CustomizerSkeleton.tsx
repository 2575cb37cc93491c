import { Skeleton, SkeletonText } from '../../ui/Skeleton';
import { MAIN_ID } from '../../ui/focus';

/** The customiser's loading state: the player's stage and the panel's outline. */
export function CustomizerSkeleton() {
  return (
    <main id={MAIN_ID} className="customizer" aria-busy="true" aria-label="Loading product">
      <div className="customizer__player">
        <div className="player">
          <Skeleton className="player__stage" style={{ height: '100%' }} />
        </div>
      </div>
      <aside className="customizer__panel">
        <Skeleton width={120} height={12} />
        <Skeleton width={260} height={26} style={{ marginTop: 8 }} />
        <div style={{ marginTop: 24 }}>
          <SkeletonText lines={4} />
        </div>
        <Skeleton height={120} style={{ marginTop: 24 }} />
        <Skeleton height={160} style={{ marginTop: 24 }} />
      </aside>
    </main>
  );
}
