/**
 * PDF export of a snapsheet or playbook (P7), of a quote (the customer's copy) or of a kind's own
 * document (its module's mutation, e.g. a store's closing documents): `exportProjectPdf`,
 * `exportQuotePdf` or the kind's mutation queues a render job, then
 * `renderJob` is polled every second with a progress bar until DONE (download link, saved under
 * the job's `filename` when the gateway names one, else `fileName`) or FAILED. A customer's
 * download of a shared project asks `requestSharedProjectPdf` (the stored
 * export of its current version, or a new one) and polls `sharedProjectPdf`.
 */
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { PrintableProjectType } from '@tas/rules';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { usePollWhile } from '../../lib/use-poll-while';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { IconAlert, IconDownload } from '../../ui/icons';
import { Progress } from '../../ui/Progress';

/** What the dialog shows of a render job: its state, progress and download. */
export const ExportPdfJobFragment = graphql(`
  fragment ExportPdfJob on RenderJob {
    id
    status
    progress
    url
    error
    filename
  }
`);

const ExportProjectPdfDocument = graphql(`
  mutation ExportProjectPdf($projectType: ProjectType!, $projectId: ID!) {
    exportProjectPdf(projectType: $projectType, projectId: $projectId) {
      ...ExportPdfJob
    }
  }
`);

const ExportQuotePdfDocument = graphql(`
  mutation ExportQuotePdf($id: ID!) {
    exportQuotePdf(id: $id) {
      ...ExportPdfJob
    }
  }
`);

/**
 * What the dialog exports: a project's pages (its dealer's export), a shared project's pages (its
 * customers' download), a quote, or a kind's own document: `key` names it (a new key starts
 * anew), `start` queues its job with the kind's mutation (its job's id) and `starting` is that
 * mutation's loading.
 */
export type ExportTarget =
  | { kind: 'PROJECT' | 'SHARED'; projectType: PrintableProjectType; projectId: string }
  | { kind: 'QUOTE'; quoteId: string }
  | { kind: 'DOCUMENT'; key: string; start: () => Promise<string | undefined>; starting: boolean };

const targetKey = (t: ExportTarget) =>
  t.kind === 'QUOTE'
    ? `quote:${t.quoteId}`
    : t.kind === 'DOCUMENT'
      ? t.key
      : `${t.kind}:${t.projectType}:${t.projectId}`;

const RequestSharedPdfDocument = graphql(`
  mutation RequestSharedProjectPdf($projectType: ProjectType!, $projectId: ID!) {
    requestSharedProjectPdf(projectType: $projectType, projectId: $projectId) {
      ...ExportPdfJob
    }
  }
`);

const SharedPdfDocument = graphql(`
  query SharedProjectPdf($projectType: ProjectType!, $projectId: ID!) {
    sharedProjectPdf(projectType: $projectType, projectId: $projectId) {
      ...ExportPdfJob
    }
  }
`);

const RenderJobDocument = graphql(`
  query RenderJob($id: ID!) {
    renderJob(id: $id) {
      ...ExportPdfJob
    }
  }
`);

const STATUS_TEXT = {
  QUEUED: 'Waiting for a renderer…',
  RUNNING: 'Rendering pages…',
  DONE: 'Your PDF is ready.',
  FAILED: 'The PDF could not be rendered.',
} as const;

export function ExportPdfDialog({
  open,
  onOpenChange,
  target,
  fileName,
  description = 'A Letter-size PDF of every page, with snapshots and prices.',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ExportTarget;
  /** The download's name when the job names none. */
  fileName: string;
  description?: string;
}) {
  const [exportProjectPdf, { loading: startingProject }] = useMutation(ExportProjectPdfDocument);
  const [exportQuotePdf, { loading: startingQuote }] = useMutation(ExportQuotePdfDocument);
  const [requestSharedPdf, { loading: startingShared }] = useMutation(RequestSharedPdfDocument);
  const starting =
    startingProject || startingQuote || startingShared || (target.kind === 'DOCUMENT' && target.starting);
  const shared = target.kind === 'SHARED';
  const key = targetKey(target);
  const [jobId, setJobId] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const startedFor = useRef<string | null>(null);

  const jobQuery = useQuery(RenderJobDocument, {
    variables: { id: jobId ?? '' },
    skip: !jobId || shared,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const sharedQuery = useQuery(
    SharedPdfDocument,
    target.kind === 'SHARED' && jobId
      ? {
          variables: { projectType: target.projectType, projectId: target.projectId },
          fetchPolicy: 'network-only',
          notifyOnNetworkStatusChange: false,
        }
      : skipToken,
  );
  const job = shared ? sharedQuery.data?.sharedProjectPdf : jobQuery.data?.renderJob;
  const status = job?.status ?? (jobId ? 'QUEUED' : null);
  const terminal = status === 'DONE' || status === 'FAILED';
  usePollWhile(Boolean(jobId) && !terminal && !shared, jobQuery, 1000);
  usePollWhile(Boolean(jobId) && !terminal && shared, sharedQuery, 1000);

  const start = async () => {
    setStartError(null);
    setJobId(null);
    try {
      const id =
        target.kind === 'QUOTE'
          ? (await exportQuotePdf({ variables: { id: target.quoteId } })).data?.exportQuotePdf.id
          : target.kind === 'DOCUMENT'
            ? await target.start()
            : target.kind === 'SHARED'
              ? (
                  await requestSharedPdf({
                    variables: { projectType: target.projectType, projectId: target.projectId },
                  })
                ).data?.requestSharedProjectPdf.id
              : (
                  await exportProjectPdf({
                    variables: { projectType: target.projectType, projectId: target.projectId },
                  })
                ).data?.exportProjectPdf.id;
      if (!id) throw new Error('No render job returned');
      setJobId(id);
    } catch (e) {
      setStartError(errorMessage(e, 'An error has occurred'));
    }
  };

  useEffect(() => {
    // One export per opening of the dialog.
    if (open && startedFor.current !== key) {
      startedFor.current = key;
      void start();
    }
    if (!open) startedFor.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, key]);

  const progress = status === 'DONE' ? 1 : (job?.progress ?? 0);
  const failed = startError !== null || status === 'FAILED';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={shared ? 'Download PDF' : 'Export PDF'}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          {failed ? (
            <Button variant="primary" onClick={() => void start()} loading={starting}>
              Try again
            </Button>
          ) : status === 'DONE' && job?.url ? (
            <Button variant="primary" asChild>
              <a href={job.url} download={job.filename || fileName} target="_blank" rel="noreferrer">
                <IconDownload size={16} />
                Download PDF
              </a>
            </Button>
          ) : null}
        </>
      }
    >
      <div className="export-status" aria-live="polite">
        {failed ? (
          <p className="export-status__error" role="alert">
            <IconAlert size={16} /> {startError ?? job?.error ?? STATUS_TEXT.FAILED}
          </p>
        ) : (
          <>
            <Progress value={progress} label="Export progress" />
            <p className="export-status__text">
              <span>{status ? STATUS_TEXT[status] : 'Starting export…'}</span>
              <span className="tabular muted">{Math.round(progress * 100)}%</span>
            </p>
          </>
        )}
      </div>
    </Dialog>
  );
}
