/**
 * A product of the showroom catalogue (P6): its picture in the visitor's look, name, style id and
 * price. While the box equals the showroom's saved look the server snapshot is shown (C5); any
 * other look is drawn live in the browser from the configuration's render spec with the box
 * applied (showroom-look.ts), through the page's one shared WebGL renderer. A snapshot still
 * rendering (or failed) is drawn live meanwhile. `data-look` names the look the picture shows
 * (e2e and screenshots wait on it).
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { ShowroomProductCard_ProductFragment } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { IconShirt } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { SnapshotImage } from '../snapshots/SnapshotImage';
import { applyLookToSpec, type ResolvedLook } from './showroom-look';
import { useLivePicture, usePrefetchGarment } from './use-live-picture';

export const ShowroomProductCard_product = graphql(`
  fragment ShowroomProductCard_product on ShowroomProduct {
    id
    catalogId
    priceCents
    product {
      styleId
      name
      brand
    }
    configuration {
      shortId
      renderSpec {
        colors
        design {
          code
          name
          kind
        }
        decorations {
          contentType
          location
          text
          fill
          outline1
          outline2
          textHeight
          fontFamily
          logoUrl
          rotation
          zoom
        }
        garment {
          ...Player_garment
        }
      }
    }
    snapshot(view: FRONT) {
      ...SnapshotImage_snapshot
    }
  }
`);

export function ShowroomProductCard({
  item,
  look,
  lookKey,
  isSavedLook,
  showPrice,
  href,
}: {
  item: ShowroomProductCard_ProductFragment;
  /** The box resolved for drawing; null while unknown (the snapshot shows). */
  look: ResolvedLook | null;
  /** Key of the box (`fill|outline|font`). */
  lookKey: string;
  /** The box equals the showroom's saved look: the snapshot shows it. */
  isSavedLook: boolean;
  showPrice: boolean;
  href: string;
}) {
  const snapshotReady = item.snapshot.status === 'READY' && Boolean(item.snapshot.url);
  const configuration = item.configuration;
  // The saved look's snapshot when it is there; any other look, or a snapshot still rendering
  // or failed, is drawn here.
  const live = look !== null && configuration != null && (!isSavedLook || !snapshotReady);
  const styleId = item.product.styleId;
  const request = useMemo(() => {
    if (!live || !look || !configuration) return null;
    const spec = applyLookToSpec(configuration.renderSpec, look);
    // Keyed by content: the configuration's short id names its content, and the look's resolved
    // values are all the drawing changes, so the same drawing is reused. (Hashing the spec
    // itself, garment outlines included, cost seconds over a catalogue on a busy machine.)
    return { spec, key: `${styleId}:${configuration.shortId}:${look.fill}|${look.outline}|${look.fontFamily}` };
  }, [live, look, configuration, styleId]);
  const { canvasRef, drawnKey, failed } = useLivePicture(request);
  usePrefetchGarment(configuration?.renderSpec.garment);
  const liveDrawn = request !== null && drawnKey !== null;
  const upToDate = request !== null && drawnKey === request.key;
  const shownLook = upToDate || (!live && snapshotReady) ? lookKey : '';
  const name = item.product.name;

  return (
    <article className="showroom-card" data-style-id={item.product.styleId} data-look={shownLook || undefined}>
      <Link to={href} className="showroom-card__media focus-ring-over" aria-label={`Customize ${name}`}>
        <canvas
          ref={canvasRef}
          className="showroom-card__canvas"
          hidden={!live || !liveDrawn}
          role="img"
          aria-label={name}
        />
        {!live || (!liveDrawn && !failed && snapshotReady) ? (
          // The saved look's snapshot; while another look is drawn it stays (the bar below says a
          // new picture is coming), rather than 76 cards turning to shimmering placeholders at
          // once. Without a configuration to draw (never expected), the snapshot in any state.
          <SnapshotImage snapshot={item.snapshot} alt={name} className="showroom-card__snapshot" />
        ) : failed && !liveDrawn ? (
          <div
            className="snapshot snapshot--failed showroom-card__placeholder"
            role="img"
            aria-label={`${name} (preview unavailable)`}
          >
            <IconShirt size={40} />
            <span>Preview unavailable</span>
          </div>
        ) : !liveDrawn ? (
          <div className="showroom-card__placeholder" role="img" aria-label={`${name} (drawing)`} aria-busy="true">
            <Skeleton className="snapshot__skeleton" />
          </div>
        ) : null}
        {live && (liveDrawn || snapshotReady) && !upToDate && !failed ? (
          <span className="showroom-card__updating" aria-hidden="true" />
        ) : null}
      </Link>
      <div className="showroom-card__body">
        <h3 className="showroom-card__name">
          <Link to={href}>{name}</Link>
        </h3>
        <p className="showroom-card__meta">
          <span>{item.product.brand}</span> · <span className="mono">{item.product.styleId}</span>
        </p>
        {showPrice ? (
          <p className="showroom-card__price" aria-label={`Price ${formatCents(item.priceCents)}`}>
            {formatCents(item.priceCents)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
