/**
 * The snapsheet page (P5): team header, pages of three products with their snapshots (polled
 * every 2 s while any is rendering), the page in the address (`?page=N`), the dealer's logos
 * panel (D6), publishing (P4) and the PDF export (P7). For a caller who may edit it
 * (`Snapsheet.canEdit`) the modes (P1: Preview shows what the customer sees; Edit, the default,
 * and Create, from the create flow, one page at a time) and in Edit the toolbar (featured colour,
 * gender, collection, Settings), the product menus, the "Add product" slots, the logos panel and
 * the uniform modal; a locked snapsheet shows why instead.
 * A visitor opening a draft or an unknown id gets the not-found state (A5).
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '../gql';
import { errorCode } from '../lib/errors';
import { usePollWhile } from '../lib/use-poll-while';
import { useDealerMode } from '../lib/use-session';
import { ProjectLogosPanel } from '../modules/logos/ProjectLogosPanel';
import { ExportPdfDialog } from '../modules/project/ExportPdfDialog';
import { ProjectHeader } from '../modules/project/ProjectHeader';
import { ProjectHeaderActions } from '../modules/project/ProjectHeaderActions';
import { useProjectMode } from '../modules/project/ProjectMode';
import { useProjectRoute } from '../modules/project/use-project-route';
import { useLeaveWhenNotFound, usePageParam } from '../modules/project/use-project-viewer';
import { anyPending } from '../modules/snapshots/SnapshotImage';
import { AddProductDialog, type AddedProduct } from '../modules/snapsheet/AddProductDialog';
import { pageOfProduct, screenPages, type PageLike } from '../modules/snapsheet/pages';
import { SnapsheetBook } from '../modules/snapsheet/SnapsheetBook';
import { SnapsheetToolbar } from '../modules/snapsheet/SnapsheetToolbar';
import { SnapsheetUniformDialog } from '../modules/snapsheet/SnapsheetUniformDialog';
import { offersUniformModal } from '../modules/snapsheet/uniform';
import { PROJECT_ACTIONS } from '../app/web-kinds';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconFile } from '../ui/icons';
import { Skeleton } from '../ui/Skeleton';
import '../styles/project.css';
import { MAIN_ID } from '../ui/focus';
import { projectPageTitle, usePageTitle } from '../lib/use-page-title';
import { EDIT_ERRORS } from '../modules/project/form-errors';

const SnapsheetDocument = graphql(`
  query Snapsheet($dealerCode: String!, $id: ID!) {
    snapsheet(dealerCode: $dealerCode, id: $id) {
      id
      customer {
        id
        name
      }
      ...ProjectHeader_project
      ...SnapsheetEdit_snapsheet
      ...SnapsheetToolbar_snapsheet
    }
  }
`);

export function Component() {
  const { dealerCode, projectId, paths } = useProjectRoute();
  const { dealerMode, dashboard } = useDealerMode(dealerCode, projectId);
  const [addOpen, setAddOpen] = useState(false);
  const [uniformId, setUniformId] = useState<string | null>(null);
  const [exportOpen, setExportOpen] = useState(false);
  // The dealer works on a snapsheet: Edit unless the create flow (Create) or a link asked otherwise.
  const [mode, setMode] = useProjectMode('edit');
  const navigate = useNavigate();
  const location = useLocation();

  const query = useQuery(SnapsheetDocument, { variables: { dealerCode, id: projectId } });
  const { data, error, refetch } = query;
  const snapsheet = data?.snapsheet;
  usePageTitle(projectPageTitle(snapsheet));
  const notFound = (data && !snapsheet) || errorCode(error) === 'NOT_FOUND';
  const products = snapsheet?.pages.flatMap((p) => p.products) ?? [];
  usePollWhile(anyPending(products.map((p) => p.snapshot)), query, 2000);

  useLeaveWhenNotFound(Boolean(notFound), 'Error getting snapsheet');
  const [page, onPageChange] = usePageParam();
  const showProduct = (id: string, pages: readonly PageLike<{ id: string }>[]) => {
    const at = pageOfProduct(screenPages(pages), id);
    if (at !== null) onPageChange(at);
  };

  const onAdded = (added: AddedProduct) => {
    showProduct(added.id, added.pages);
    // The add's answer may already have landed in the page's query (the dialog can call the
    // render after it): the snapsheet before the add is the list without the added product.
    const before = products.filter((p) => p.id !== added.id).map((p) => p.product.category);
    if (added.id && offersUniformModal(before, added.category)) setUniformId(added.id);
  };

  const editing = Boolean(snapsheet?.canEdit && !snapsheet.locked && mode !== 'preview');
  const previewing = mode === 'preview';
  const shownPages = snapsheet ? screenPages(snapsheet.pages) : [];

  return (
    <div className="project">
      <ProjectHeader
        project={snapsheet}
        dealerCode={dealerCode}
        projectId={projectId}
        dealerMode={dealerMode}
        actions={
          <>
            {snapsheet && dashboard
              ? // The kinds' projects made from this snapsheet (a store of its products).
                PROJECT_ACTIONS.map((Action, i) => (
                  <Action
                    key={i}
                    source={{
                      type: 'SNAPSHEET',
                      id: snapsheet.id,
                      name: `the snapsheet ${snapsheet.title || snapsheet.teamName}`,
                    }}
                    teamName={snapsheet.teamName}
                  />
                ))
              : null}
            <ProjectHeaderActions
              projectType="SNAPSHEET"
              project={snapsheet}
              dealerMode={dealerMode}
              link={paths.home}
              onExport={() => setExportOpen(true)}
              onPublished={() => {
                // P4: publishing ends in edit mode on the project page.
                setMode('edit');
                navigate(`${paths.home}${location.search}`, { replace: true, state: null });
              }}
            />
          </>
        }
      />
      {snapsheet?.canEdit ? (
        <SnapsheetToolbar
          snapsheet={snapsheet}
          dealerCode={dealerCode}
          dashboard={dashboard}
          mode={mode}
          onModeChange={setMode}
          customerName={snapsheet.customer?.name}
        />
      ) : null}
      <main id={MAIN_ID} className="project__main">
        {error && !data && !notFound ? (
          <ErrorState title={EDIT_ERRORS.initSnapsheet} onRetry={() => void refetch()} />
        ) : !snapsheet ? (
          <BookSkeleton />
        ) : shownPages.length === 0 ? (
          <EmptyState icon={<IconFile size={22} />} title="No products yet">
            This snapsheet has no products yet.
          </EmptyState>
        ) : (
          <SnapsheetBook
            snapsheet={snapsheet}
            dealerCode={dealerCode}
            projectId={projectId}
            editing={editing}
            page={page}
            onPageChange={onPageChange}
            onAddProduct={() => setAddOpen(true)}
            single={mode === 'create'}
          />
        )}
        {snapsheet && dealerMode && !previewing ? (
          <ProjectLogosPanel
            projectType="SNAPSHEET"
            projectId={snapsheet.id}
            customerId={snapsheet.customer?.id ?? null}
            onGraphicsCleared={() => void refetch()}
            library={dashboard}
          />
        ) : null}
      </main>
      {snapsheet && editing ? (
        <>
          <AddProductDialog
            open={addOpen}
            onOpenChange={setAddOpen}
            snapsheetId={snapsheet.id}
            productIds={products.map((p) => p.id)}
            onAdded={onAdded}
          />
          <SnapsheetUniformDialog
            open={uniformId !== null}
            onOpenChange={(open) => !open && setUniformId(null)}
            snapsheetId={snapsheet.id}
            product={products.find((p) => p.id === uniformId) ?? null}
            onDone={(pages) => uniformId && showProduct(uniformId, pages)}
          />
        </>
      ) : null}
      {snapsheet ? (
        <ExportPdfDialog
          open={exportOpen}
          onOpenChange={setExportOpen}
          target={{ kind: dealerMode ? 'PROJECT' : 'SHARED', projectType: 'SNAPSHEET', projectId: snapsheet.id }}
          description={
            dealerMode
              ? undefined
              : 'A Letter-size PDF of every page, as it is shared now. It is made once and kept for everyone with the link.'
          }
          fileName={`${snapsheet.teamName || 'snapsheet'}.pdf`}
        />
      ) : null}
    </div>
  );
}

function BookSkeleton() {
  return (
    <div className="book" aria-busy="true" aria-label="Loading snapsheet">
      <div className="book__stage">
        <div className="book__spread book__spread--two">
          {[0, 1].map((i) => (
            <div key={i} className="sheet">
              <div className="sheet__slots">
                {[0, 1, 2].map((j) => (
                  <div key={j} className="product-card">
                    <Skeleton style={{ aspectRatio: '470 / 588', width: '100%' }} />
                    <Skeleton height={12} width="70%" style={{ marginTop: 10 }} />
                    <Skeleton height={10} width="40%" style={{ marginTop: 6 }} />
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
