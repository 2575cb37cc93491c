/**
 * The showroom catalogue `/showrooms/{dealerCode}/catalogue` (P6): the chosen catalogs' products
 * beside the customisation box. Changing the box redraws every product at once in the browser
 * (no server round trip): cards draw their configuration's render spec with the box applied
 * through one shared WebGL renderer; while the box equals the saved look, snapshots show. A fresh
 * visit before a choice at home, or an empty choice, goes home (showroomRedirect).
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { graphql } from '../gql';
import { showroomPaths } from '../lib/urls';
import { useMediaQuery } from '../lib/use-media-query';
import { ProjectHeader } from '../modules/project/ProjectHeader';
import { useProjectRoute, useRouteDealerMode } from '../modules/project/use-project-route';
import { isEmbedded, showroomRedirect, shownCatalogs } from '../modules/showroom/showroom-choice';
import { ShowroomCatalogSection } from '../modules/showroom/ShowroomCatalogSection';
import { LookPreview, ShowroomLookBox } from '../modules/showroom/ShowroomLookBox';
import { ShowroomNotFound } from '../modules/showroom/ShowroomNotFound';
import { useShowroom } from '../modules/showroom/use-showroom';
import { ErrorState } from '../ui/ErrorState';
import { IconChevronDown } from '../ui/icons';
import { Skeleton } from '../ui/Skeleton';
import { MAIN_ID } from '../ui/focus';
import { useWarmCardRenderer } from '../modules/showroom/use-live-picture';
import '../styles/project.css';
import '../styles/showroom.css';
import { projectPageTitle, usePageTitle } from '../lib/use-page-title';
import { useFramedResizing } from '../modules/showroom/use-framed-resizing';

const ShowroomCatalogueDocument = graphql(`
  query ShowroomCatalogue($dealerCode: String!) {
    showroom(dealerCode: $dealerCode) {
      id
      title
      teamName
      canEdit
      locked
      showPrices
      ...ProjectHeader_project
      ...ShowroomLookBox_showroom
      catalogs {
        id
        name
        selected
        productCount
      }
    }
    colors(palette: STOCK) {
      id
      name
      hex
    }
  }
`);

export function Component() {
  const { dealerCode } = useProjectRoute();
  const paths = showroomPaths(dealerCode);
  const { data, error, refetch } = useQuery(ShowroomCatalogueDocument, { variables: { dealerCode } });
  const showroom = data?.showroom;
  usePageTitle(projectPageTitle(showroom));
  // The look box restyles the cards: ready their renderer while the visitor looks around.
  useWarmCardRenderer(showroom != null);
  const { dealerMode } = useRouteDealerMode(showroom);
  const palette = useMemo(() => data?.colors ?? [], [data?.colors]);
  const state = useShowroom(dealerCode, showroom, palette);
  const embedded = useMemo(() => isEmbedded(), []);
  useFramedResizing();
  const wide = useMediaQuery('(min-width: 1025px)');
  const [boxOpen, setBoxOpen] = useState(false);
  const boxId = useId();
  const client = useApolloClient();

  if (data && !showroom) return <ShowroomNotFound dealerCode={dealerCode} />;
  if (showroom) {
    const reason = showroomRedirect('catalogue', { choice: state.choice, catalogs: showroom.catalogs });
    if (reason) return <Navigate to={paths.home} replace state={{ reason }} />;
  }
  const shown = showroom ? shownCatalogs(state.catalogIds, showroom.catalogs) : [];
  const boxVisible = wide || boxOpen;

  return (
    <div className="project showroom">
      <ProjectHeader project={showroom} dealerCode={dealerCode} projectId="" dealerMode={dealerMode} />
      <main id={MAIN_ID} className="showroom-main">
        {error && !data ? (
          <ErrorState title="Error getting project" onRetry={() => void refetch()} />
        ) : !showroom ? (
          <div className="showroom-catalogue" aria-busy="true" aria-label="Loading catalogue">
            <Skeleton height={480} className="showroom-catalogue__aside" />
            <div className="showroom-grid">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} style={{ aspectRatio: '470 / 588', width: '100%' }} />
              ))}
            </div>
          </div>
        ) : (
          <div className="showroom-catalogue">
            <aside className="showroom-catalogue__aside" aria-label="Customisation">
              {!wide ? (
                <button
                  type="button"
                  className="look-toggle"
                  aria-expanded={boxOpen}
                  aria-controls={boxId}
                  onClick={() => setBoxOpen((o) => !o)}
                >
                  {state.resolved ? (
                    <LookPreview
                      text="Aa"
                      fill={state.resolved.fill}
                      outline={state.resolved.outline}
                      fontFamily={state.resolved.fontFamily}
                      background={showroom.colors[0]?.hex ?? '#1f2937'}
                      compact
                    />
                  ) : null}
                  <span className="look-toggle__label">Customise your look</span>
                  <IconChevronDown size={18} className={boxOpen ? 'look-toggle__chevron--open' : undefined} />
                </button>
              ) : null}
              <div id={boxId} hidden={!boxVisible}>
                {boxVisible ? (
                  <ShowroomLookBox
                    showroom={showroom}
                    state={state}
                    palette={palette}
                    dealerCode={dealerCode}
                    embedded={embedded}
                    // The products' pictures change with the saved look: them first, then the look.
                    onSavedForEveryone={async () => {
                      await client.refetchQueries({ include: ['ShowroomCatalogProducts'] });
                      await refetch();
                    }}
                  />
                ) : null}
              </div>
            </aside>
            <div className="showroom-catalogue__products">
              <header className="showroom-catalogue__header">
                <div>
                  <h1 className="showroom-catalogue__title">{showroom.teamName} catalogue</h1>
                  <p className="muted">
                    {shown.map((c) => c.name).join(' · ')} · <Link to={paths.home}>Change catalogs</Link>
                  </p>
                </div>
              </header>
              {shown.map((catalog) => (
                <ShowroomCatalogSection
                  key={catalog.id}
                  dealerCode={dealerCode}
                  catalog={catalog}
                  state={state}
                  showPrices={dealerMode || showroom.showPrices}
                />
              ))}
            </div>
          </div>
        )}
      </main>
    </div>
  );
}
