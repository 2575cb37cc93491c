/**
 * A shared project's link card (`/print/cards/{segment}/{DEALER}[/{id}]`):
 * the 1200 x 630 picture a link to the project previews with (`og:image`), pictured by the render
 * service and stored by the gateway once per version of the project. The team's name over its
 * first colour (text in black or white, whichever reads), the project and its dealer, the team
 * colours as a stripe, the logo and up to three products' front snapshots. Read as a visitor:
 * only a shared project has a card (`__TAS_PRINT_ERROR__ = 'NOT_FOUND'` otherwise). Signals the
 * render service with `usePrintSignals` once every picture has loaded; a picture that failed
 * makes it a failure (`PICTURE_FAILED`, never ready: card-signals.ts), so no failed card is stored.
 * The gateway opens it with a print grant of the project (`#print-token=`), so the snapshots it
 * asks for count on that grant.
 */
import { skipToken, useQuery } from '@apollo/client/react';
import { projectTypeOfSegment } from '@tas/garments';
import { useParams } from 'react-router';
import { graphql } from '../gql';
import type { ProjectType } from '../gql/graphql';
import { readableTextOn } from '../lib/color';
import { usePollWhile } from '../lib/use-poll-while';
import { cardSignals } from '../modules/print/card-signals';
import { usePrintSignals, useSettledImages } from '../modules/print/use-print-ready';
import { SnapshotImage, anyPending } from '../modules/snapshots/SnapshotImage';
import '../styles/share-card.css';
import { MAIN_ID } from '../ui/focus';

const ShareCardDocument = graphql(`
  query ShareCard($ref: ProjectRefInput!) {
    project(ref: $ref) {
      id
      type
      title
      teamName
      colors {
        id
        name
        hex
      }
      dealer {
        name
      }
      defaultLogo {
        id
        url
      }
      thumbnail {
        ...SnapshotImage_snapshot
      }
      ... on Snapsheet {
        products {
          id
          product {
            styleId
            name
          }
          snapshot(view: FRONT) {
            ...SnapshotImage_snapshot
          }
        }
      }
    }
  }
`);

/** The most products a card shows. */
const CARD_PRODUCTS = 3;

export function Component() {
  const { segment = '', dealerCode = '', projectId = null } = useParams();
  const type = projectTypeOfSegment(segment) as ProjectType | null;
  const query = useQuery(
    ShareCardDocument,
    type ? { variables: { ref: { type, dealerCode, id: projectId } } } : skipToken,
  );
  const { data, error } = query;
  const project = data?.project;
  const pictures = project
    ? project.__typename === 'Snapsheet'
      ? project.products.slice(0, CARD_PRODUCTS).map((p) => ({ key: p.id, alt: p.product.name, snapshot: p.snapshot }))
      : project.thumbnail
        ? [{ key: 'thumbnail', alt: project.title, snapshot: project.thumbnail }]
        : []
    : [];
  const pending = anyPending(pictures.map((p) => p.snapshot));
  usePollWhile(pending, query, 1500);
  const { markSettled, allSettled, failedOf } = useSettledImages();
  const keys = [
    ...pictures.filter((p) => p.snapshot.status === 'READY').map((p) => p.key),
    ...(project?.defaultLogo ? ['logo'] : []),
  ];
  // A card whose pictures did not all draw is a failure, never signalled ready (never stored).
  const signals = cardSignals({
    loaded: Boolean(project),
    notFound: Boolean(!type || (data && !project)),
    loadError: error && !data ? error.message || 'ERROR' : null,
    snapshots: pictures.map((p) => p.snapshot.status),
    imagesSettled: allSettled(keys),
    imagesFailed: failedOf(keys),
  });
  usePrintSignals(signals.ready, signals.error);
  const notFound = signals.error === 'NOT_FOUND';

  if (!project)
    return (
      <main id={MAIN_ID} className="print-message">
        {notFound || error ? 'Not found' : 'Loading…'}
      </main>
    );
  const [first = '#1f2937'] = project.colors.map((c) => c.hex);
  const team = project.teamName || project.title;
  return (
    <main
      id={MAIN_ID}
      className="share-card"
      style={{ background: first, color: readableTextOn(first) }}
      data-testid="share-card"
    >
      <div className="share-card__text">
        {project.defaultLogo ? (
          <img
            className="share-card__logo"
            src={project.defaultLogo.url}
            alt=""
            onLoad={() => markSettled('logo')}
            onError={() => markSettled('logo', false)}
          />
        ) : null}
        <h1 className="share-card__team">{team}</h1>
        {project.title && project.title !== team ? <p className="share-card__title">{project.title}</p> : null}
        {project.dealer.name ? <p className="share-card__dealer">From {project.dealer.name}</p> : null}
      </div>
      {pictures.length ? (
        <div className={`share-card__products share-card__products--${pictures.length}`}>
          {pictures.map((p) => (
            <div key={p.key} className="share-card__product">
              <SnapshotImage snapshot={p.snapshot} alt={p.alt} onSettled={(loaded) => markSettled(p.key, loaded)} />
            </div>
          ))}
        </div>
      ) : null}
      <div className="share-card__stripe" aria-hidden="true">
        {project.colors.map((c) => (
          <span key={c.id} style={{ background: c.hex }} />
        ))}
      </div>
    </main>
  );
}
