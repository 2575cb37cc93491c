/**
 * The showroom home `/showrooms/{dealerCode}/` (P6): the dealer header, the team header (name,
 * mascot, three colours), the catalogs to choose and the customisation box, then on to the
 * catalogue. Customisation starts here: choosing stores the selection in the browser
 * (showroom-choice.ts); a caller who may edit the showroom also makes the team-link save
 * (`saveShowroomCatalogs`) on the way to the catalogue, unless it is locked or embedded. Deeper
 * routes that send the visitor back say why (`location.state.reason`).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { showroomPaths } from '../lib/urls';
import { ProjectHeader } from '../modules/project/ProjectHeader';
import { useProjectRoute, useRouteDealerMode } from '../modules/project/use-project-route';
import { CatalogPicker } from '../modules/showroom/CatalogPicker';
import {
  HOME_REASON_MESSAGE,
  isEmbedded,
  mayTeamLinkSave,
  shownCatalogs,
  type HomeReason,
} from '../modules/showroom/showroom-choice';
import { ShowroomHero, ShowroomHeroSkeleton } from '../modules/showroom/ShowroomHero';
import { ShowroomLookBox } from '../modules/showroom/ShowroomLookBox';
import { ShowroomNotFound } from '../modules/showroom/ShowroomNotFound';
import { useShowroom } from '../modules/showroom/use-showroom';
import { Button } from '../ui/Button';
import { ErrorState } from '../ui/ErrorState';
import { IconChevronRight } from '../ui/icons';
import { Skeleton } from '../ui/Skeleton';
import { MAIN_ID } from '../ui/focus';
import '../styles/project.css';
import '../styles/showroom.css';
import { projectPageTitle, usePageTitle } from '../lib/use-page-title';
import { useFramedResizing } from '../modules/showroom/use-framed-resizing';

const ShowroomHomeDocument = graphql(`
  query ShowroomHome($dealerCode: String!) {
    showroom(dealerCode: $dealerCode) {
      id
      title
      teamName
      canEdit
      locked
      ...ProjectHeader_project
      ...ShowroomHero_showroom
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

const SaveShowroomCatalogsDocument = graphql(`
  mutation SaveShowroomCatalogs($dealerCode: String!, $catalogIds: [ID!]!) {
    saveShowroomCatalogs(dealerCode: $dealerCode, catalogIds: $catalogIds) {
      id
      catalogs {
        id
        name
        selected
        productCount
      }
    }
  }
`);

export function Component() {
  const { dealerCode } = useProjectRoute();
  const paths = showroomPaths(dealerCode);
  const navigate = useNavigate();
  const reason = (useLocation().state as { reason?: HomeReason } | null)?.reason ?? null;
  const { data, error, refetch } = useQuery(ShowroomHomeDocument, { variables: { dealerCode } });
  const showroom = data?.showroom;
  usePageTitle(projectPageTitle(showroom));
  const { dealerMode } = useRouteDealerMode(showroom);
  const palette = useMemo(() => data?.colors ?? [], [data?.colors]);
  const state = useShowroom(dealerCode, showroom, palette);
  const embedded = useMemo(() => isEmbedded(), []);
  useFramedResizing();
  const [saveCatalogs, { loading: saving }] = useMutation(SaveShowroomCatalogsDocument);
  const [tried, setTried] = useState(false);

  if (data && !showroom) return <ShowroomNotFound dealerCode={dealerCode} />;

  const shown = showroom ? shownCatalogs(state.catalogIds, showroom.catalogs) : [];
  const teamLink = showroom ? mayTeamLinkSave(showroom, embedded) : false;

  const goToCatalogue = async () => {
    setTried(true);
    if (!showroom || shown.length === 0) return;
    const ids = shown.map((c) => c.id);
    state.setCatalogIds(ids);
    if (teamLink) {
      try {
        await saveCatalogs({ variables: { dealerCode, catalogIds: ids } });
      } catch (e) {
        toast.error(errorMessage(e, 'Error'));
        return;
      }
    }
    void navigate(paths.catalogue);
  };

  return (
    <div className="project showroom">
      <ProjectHeader project={showroom} dealerCode={dealerCode} projectId="" dealerMode={dealerMode} />
      <main id={MAIN_ID} className="showroom-main">
        {error && !data ? (
          <ErrorState title="Error getting project" onRetry={() => void refetch()} />
        ) : !showroom ? (
          <>
            <ShowroomHeroSkeleton />
            <div className="showroom-home">
              <Skeleton height={260} />
              <Skeleton height={420} />
            </div>
          </>
        ) : (
          <>
            <ShowroomHero showroom={showroom} />
            {reason ? (
              <p className="showroom-callout" role="status">
                {HOME_REASON_MESSAGE[reason]}
              </p>
            ) : null}
            <div className="showroom-home">
              <section className="showroom-panel" aria-labelledby="catalogs-title">
                <h2 id="catalogs-title" className="showroom-panel__title">
                  Choose your catalogs
                </h2>
                <p className="showroom-panel__hint">
                  {teamLink
                    ? 'Your choice is saved for the team link when you continue.'
                    : showroom.canEdit && showroom.locked
                      ? 'This showroom is locked: your choice stays in this browser.'
                      : 'Pick the gear you want to see. You can come back and change it.'}
                </p>
                <CatalogPicker
                  catalogs={showroom.catalogs}
                  selected={state.catalogIds}
                  onChange={state.setCatalogIds}
                />
                {tried && shown.length === 0 ? (
                  <p className="field__error" role="alert">
                    {HOME_REASON_MESSAGE['nothing-selected']}
                  </p>
                ) : null}
                <Button
                  variant="primary"
                  size="lg"
                  className="showroom-panel__cta"
                  loading={saving}
                  onClick={() => void goToCatalogue()}
                >
                  Browse the catalogue
                  <IconChevronRight size={18} />
                </Button>
              </section>
              <ShowroomLookBox
                showroom={showroom}
                state={state}
                palette={palette}
                dealerCode={dealerCode}
                embedded={embedded}
                onSavedForEveryone={() => refetch()}
              />
            </div>
          </>
        )}
      </main>
    </div>
  );
}
