/**
 * The 3D player of the product page (C1): the shared garment scene (web/src/garment), loaded
 * lazily so three.js stays in its own chunk, with view buttons Front, Right, Left, Back, and
 * for a reversible garment the side buttons Outside and Inside (C3). Any failure to load or draw shows 'Error loading 3D Player' with a retry.
 */
import { Suspense, lazy, useMemo, useState } from 'react';
import type { PanelDragHandlers } from '../../garment/use-panel-drag';
import { graphql } from '../../gql';
import type { RenderSpec, ReversibleView, View } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { IconAlert } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { Segmented } from '../../ui/Segmented';

// A failed dynamic import stays failed inside one lazy(); each retry makes a new one.
const loadCanvas = () => lazy(() => import('../../garment/GarmentCanvas'));

/** Every field of the garment template: the scene draws from all of them (C2). */
export const Player_garment = graphql(`
  fragment Player_garment on Garment {
    id
    name
    bodyScale
    panels {
      name
      outline
      facing
      position
      rotation
      inflate
    }
    zones {
      name
      panel
      outline
      colorIndex
    }
    locations {
      name
      view
      contentTypes
      methods
      panel
      x
      y
      width
      height
    }
  }
`);

export const VIEWS: readonly { value: View; label: string }[] = [
  { value: 'FRONT', label: 'Front' },
  { value: 'RIGHT', label: 'Right' },
  { value: 'LEFT', label: 'Left' },
  { value: 'BACK', label: 'Back' },
];

const SIDES: readonly { value: ReversibleView; label: string }[] = [
  { value: 'OUTSIDE', label: 'Outside' },
  { value: 'INSIDE', label: 'Inside' },
];

export function Player({
  spec,
  view,
  onViewChange,
  side = null,
  onSideChange,
  panelDrag,
}: {
  spec: RenderSpec | null;
  view: View;
  onViewChange: (view: View) => void;
  /** The side of a reversible garment shown; null for other garments (no side buttons). */
  side?: ReversibleView | null;
  onSideChange?: (side: ReversibleView) => void;
  /** Drag to place (C3): what a drag on the garment does; without it the garment only orbits. */
  panelDrag?: PanelDragHandlers;
}) {
  const [attempt, setAttempt] = useState(0);
  // What the canvas shows: the stage is busy until the current spec and view are drawn.
  const drawing = useMemo(() => `${view}|${spec ? JSON.stringify(spec) : ''}`, [spec, view]);
  const [drawn, setDrawn] = useState<string | null>(null);
  // A new attempt (after a failed chunk load) asks for the chunk again.
  const GarmentCanvas = useMemo(loadCanvas, [attempt]);
  return (
    <section className="player" aria-label="3D player">
      <div className="player__stage" aria-busy={drawn !== drawing}>
        {spec ? (
          <ErrorBoundary
            key={attempt}
            onError={(error) => console.error('3D player failed', error)}
            fallback={
              <div className="player__message" role="alert">
                <IconAlert size={22} />
                <p>Error loading 3D Player</p>
                <Button size="sm" onClick={() => setAttempt((n) => n + 1)}>
                  Try again
                </Button>
              </div>
            }
          >
            <Suspense
              fallback={
                <div className="player__message">
                  <Spinner size={22} label="Loading 3D player" />
                </div>
              }
            >
              <GarmentCanvas
                spec={spec}
                view={view}
                orbit
                panelDrag={panelDrag}
                onDrawn={() => setDrawn(drawing)}
                className="player__canvas"
              />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <div className="player__message">
            <Spinner size={22} label="Loading 3D player" />
          </div>
        )}
      </div>
      <div className="player__controls">
        {side ? (
          <Segmented
            label="Side"
            className="player__sides"
            options={SIDES}
            value={side}
            onChange={(value) => onSideChange?.(value)}
          />
        ) : null}
        <Segmented label="View" className="player__views" options={VIEWS} value={view} onChange={onViewChange} />
      </div>
    </section>
  );
}
