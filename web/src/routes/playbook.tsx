/**
 * The playbook viewer (P2, P3, `/catalogs/{dealerCode}/{projectId}/`): the catalogue's pages
 * (Cover, Index, products pages, Back Cover) at Letter size in the team's colours, as two-page
 * spreads (one page on phones and in create mode), the page in the address (`?page=N`). In
 * dealer mode: Preview/Edit modes (edit shows PlaybookEditPanel and each product's actions), the
 * filters, Publish (P4; then edit mode on the project page), Copy link and Export PDF (P7). A
 * visitor opening a draft or an unknown id gets 'Error getting project' and the not-found page.
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '../gql';
import { errorCode } from '../lib/errors';
import { usePollWhile } from '../lib/use-poll-while';
import { useDealerMode } from '../lib/use-session';
import { PlaybookBook } from '../modules/playbook/PlaybookBook';
import { PlaybookFilters } from '../modules/playbook/PlaybookFilters';
import { PlaybookPageSkeleton } from '../modules/playbook/PlaybookPage';
import { PlaybookToolbar } from '../modules/playbook/PlaybookToolbar';
import { PlaybookEditPanel } from '../modules/playbook-edit/PlaybookEditPanel';
import { ExportPdfDialog } from '../modules/project/ExportPdfDialog';
import { ProjectHeader } from '../modules/project/ProjectHeader';
import { ProjectHeaderActions } from '../modules/project/ProjectHeaderActions';
import { useProjectMode } from '../modules/project/ProjectMode';
import { useProjectRoute } from '../modules/project/use-project-route';
import { useLeaveWhenNotFound, usePageParam } from '../modules/project/use-project-viewer';
import { anyPending } from '../modules/snapshots/SnapshotImage';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconBook } from '../ui/icons';
import '../styles/project.css';
import '../modules/playbook/playbook-viewer.css';
import { MAIN_ID } from '../ui/focus';
import { projectPageTitle, usePageTitle } from '../lib/use-page-title';

const PlaybookViewerDocument = graphql(`
  query PlaybookViewer($dealerCode: String!, $id: ID!) {
    playbook(dealerCode: $dealerCode, id: $id) {
      id
      title
      teamName
      status
      visibility
      openQuoteCount
      customer {
        id
        name
      }
      ...ProjectHeader_project
      ...PlaybookFilters_playbook
      ...PlaybookBook_playbook
      pages {
        number
        kind
        products {
          id
          snapshot {
            status
          }
        }
      }
    }
  }
`);

export function Component() {
  const { dealerCode, projectId, paths } = useProjectRoute();
  const navigate = useNavigate();
  const location = useLocation();
  const { dealerMode } = useDealerMode(dealerCode, projectId);
  // Create mode from the create flow (D8); edit mode back from customising a catalog product.
  const [mode, setMode] = useProjectMode('preview');
  const [exportOpen, setExportOpen] = useState(false);
  const editing = dealerMode && mode !== 'preview';

  const query = useQuery(PlaybookViewerDocument, {
    variables: { dealerCode, id: projectId },
    fetchPolicy: 'cache-and-network',
  });
  const { data, error, refetch } = query;
  const playbook = data?.playbook;
  usePageTitle(projectPageTitle(playbook));
  const notFound = (data && !playbook) || errorCode(error) === 'NOT_FOUND';
  usePollWhile(anyPending(playbook?.pages.flatMap((p) => p.products.map((pr) => pr.snapshot)) ?? []), query, 2000);

  useLeaveWhenNotFound(Boolean(notFound), 'Error getting project');
  const [page, onPageChange] = usePageParam();

  const onPublished = () => {
    setMode('edit');
    navigate(`${paths.home}${location.search}`, { replace: true, state: null });
  };

  const productPages = playbook?.pages.filter((p) => p.kind === 'PRODUCTS').length ?? 0;

  return (
    <div className="project pb-viewer-page">
      <ProjectHeader
        project={playbook}
        dealerCode={dealerCode}
        projectId={projectId}
        dealerMode={dealerMode}
        actions={
          <ProjectHeaderActions
            projectType="PLAYBOOK"
            project={playbook}
            dealerMode={dealerMode}
            link={paths.home}
            onExport={() => setExportOpen(true)}
            onPublished={onPublished}
          />
        }
      />
      {playbook && dealerMode ? (
        <PlaybookToolbar mode={mode} onModeChange={setMode} customerName={playbook.customer?.name}>
          <PlaybookFilters playbook={playbook} />
        </PlaybookToolbar>
      ) : null}
      <main id={MAIN_ID} className={`project__main pb-viewer${editing ? ' pb-viewer--editing' : ''}`}>
        <div className="pb-viewer__book">
          {error && !data && !notFound ? (
            <ErrorState title="Error getting project" onRetry={() => void refetch()} />
          ) : !playbook ? (
            <div className="book pb-book" aria-busy="true" aria-label="Loading playbook">
              <div className="book__stage">
                <div className="book__spread book__spread--two">
                  <PlaybookPageSkeleton />
                  <PlaybookPageSkeleton />
                </div>
              </div>
            </div>
          ) : playbook.pages.length === 0 ? (
            <EmptyState icon={<IconBook size={22} />} title="This playbook has no pages yet" />
          ) : (
            <>
              {productPages === 0 ? (
                <p className="pb-viewer__note" role="status">
                  No products match {dealerMode ? 'the filters' : 'this playbook yet'}.
                </p>
              ) : null}
              <PlaybookBook
                playbook={playbook}
                dealerCode={dealerCode}
                projectId={projectId}
                page={page}
                onPageChange={onPageChange}
                single={mode === 'create'}
                editing={editing}
              />
            </>
          )}
        </div>
        {playbook && editing ? (
          // The panel is its own labelled <aside>: this column only places it.
          <div className="pb-viewer__panel">
            <PlaybookEditPanel playbookId={playbook.id} dealerCode={dealerCode} projectId={projectId} />
          </div>
        ) : null}
      </main>
      {playbook ? (
        <ExportPdfDialog
          open={exportOpen}
          onOpenChange={setExportOpen}
          target={{ kind: dealerMode ? 'PROJECT' : 'SHARED', projectType: 'PLAYBOOK', projectId: playbook.id }}
          description={
            dealerMode
              ? undefined
              : 'A Letter-size PDF of every page, as it is shared now. It is made once and kept for everyone with the link.'
          }
          fileName={`${playbook.title || playbook.teamName || 'playbook'}.pdf`}
        />
      ) : null}
    </div>
  );
}
