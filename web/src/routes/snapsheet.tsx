/**
 * The snapsheet page (P5): team header, pages of three products with their snapshots (polled
 * every 2 s while any is rendering), the dealer's "Add product" catalog picker, the dealer's
 * project logos panel (D6), publishing (P4) and the PDF export (P7). A visitor opening a draft or
 * an unknown id gets the not-found state (A5).
 */
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { graphql } from '../gql';
import { errorCode } from '../lib/errors';
import { snapsheetPaths } from '../lib/urls';
import { usePollWhile } from '../lib/use-poll-while';
import { useDealerMode } from '../lib/use-session';
import { ProjectLogosPanel } from '../modules/logos/ProjectLogosPanel';
import { ExportPdfDialog } from '../modules/project/ExportPdfDialog';
import { ProjectHeader } from '../modules/project/ProjectHeader';
import { ProjectHeaderActions } from '../modules/project/ProjectHeaderActions';
import { anyPending } from '../modules/snapshots/SnapshotImage';
import { AddProductDialog } from '../modules/snapsheet/AddProductDialog';
import { SNAPSHEET_PAGE_SIZE } from '../modules/snapsheet/pages';
import { SnapsheetBook } from '../modules/snapsheet/SnapsheetBook';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconFile } from '../ui/icons';
import { Skeleton } from '../ui/Skeleton';
import '../styles/project.css';
import { MAIN_ID } from '../ui/focus';

const SnapsheetDocument = graphql(`
  query Snapsheet($dealerCode: String!, $id: ID!) {
    snapsheet(dealerCode: $dealerCode, id: $id) {
      id
      title
      teamName
      status
      visibility
      lockerCode
      customer {
        id
      }
      ...ProjectHeader_project
      ...SnapsheetBook_snapsheet
    }
  }
`);

export function Component() {
  const { dealerCode = '', projectId = '' } = useParams();
  const navigate = useNavigate();
  const { dealerMode, dashboard } = useDealerMode(dealerCode, projectId);
  const [page, setPage] = useState(1);
  const [addOpen, setAddOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);

  const query = useQuery(SnapsheetDocument, { variables: { dealerCode, id: projectId } });
  const { data, error, refetch } = query;
  const snapsheet = data?.snapsheet;
  const notFound = (data && !snapsheet) || errorCode(error) === 'NOT_FOUND';

  const snapshots = snapsheet?.pages.flatMap((p) => p.products.map((pr) => pr.snapshot)) ?? [];
  usePollWhile(anyPending(snapshots), query, 2000);

  useEffect(() => {
    if (!notFound) return;
    toast.error('Error getting snapsheet');
    navigate('/404', { replace: true });
  }, [notFound, navigate]);

  const onPageChange = useCallback((p: number) => setPage(p), []);

  const productCount = snapsheet?.pages.reduce((n, p) => n + p.products.length, 0) ?? 0;

  return (
    <div className="project">
      <ProjectHeader
        project={snapsheet}
        dealerCode={dealerCode}
        projectId={projectId}
        dealerMode={dealerMode}
        actions={
          <ProjectHeaderActions
            projectType="SNAPSHEET"
            project={snapsheet}
            dealerMode={dealerMode}
            link={snapsheetPaths(dealerCode, projectId).home}
            onExport={() => setExportOpen(true)}
          />
        }
      />
      <main id={MAIN_ID} className="project__main">
        {error && !data && !notFound ? (
          <ErrorState title="Error getting snapsheet" onRetry={() => void refetch()} />
        ) : !snapsheet ? (
          <BookSkeleton />
        ) : productCount === 0 && !dealerMode ? (
          <EmptyState icon={<IconFile size={22} />} title="No products yet">
            This snapsheet has no products yet.
          </EmptyState>
        ) : (
          <SnapsheetBook
            snapsheet={snapsheet}
            dealerCode={dealerCode}
            projectId={projectId}
            dealerMode={dealerMode}
            page={page}
            onPageChange={onPageChange}
            onAddProduct={() => setAddOpen(true)}
          />
        )}
        {snapsheet && dealerMode ? (
          <ProjectLogosPanel
            projectType="SNAPSHEET"
            projectId={snapsheet.id}
            customerId={snapsheet.customer?.id ?? null}
            onGraphicsCleared={() => void refetch()}
            library={dashboard}
          />
        ) : null}
      </main>
      {snapsheet && dealerMode ? (
        <AddProductDialog
          open={addOpen}
          onOpenChange={setAddOpen}
          snapsheetId={snapsheet.id}
          onAdded={(count) => setPage(Math.max(1, Math.ceil(count / SNAPSHEET_PAGE_SIZE)))}
        />
      ) : null}
      {snapsheet && dealerMode ? (
        <ExportPdfDialog
          open={exportOpen}
          onOpenChange={setExportOpen}
          projectType="SNAPSHEET"
          projectId={snapsheet.id}
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
