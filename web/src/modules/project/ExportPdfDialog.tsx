/**
 * PDF export of a snapsheet or playbook (P7): `exportProjectPdf` queues a render job, then
 * `renderJob` is polled every second with a progress bar until DONE (download link, saved under
 * the job's `filename` when the gateway names one, else `fileName`) or FAILED.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { ProjectType } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { usePollWhile } from '../../lib/use-poll-while';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { IconAlert, IconDownload } from '../../ui/icons';
import { Progress } from '../../ui/Progress';

const ExportProjectPdfDocument = graphql(`
  mutation ExportProjectPdf($projectType: ProjectType!, $projectId: ID!) {
    exportProjectPdf(projectType: $projectType, projectId: $projectId) {
      id
      status
      progress
      url
      error
      filename
    }
  }
`);

const RenderJobDocument = graphql(`
  query RenderJob($id: ID!) {
    renderJob(id: $id) {
      id
      status
      progress
      url
      error
      filename
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
  projectType,
  projectId,
  fileName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectType: Extract<ProjectType, 'PLAYBOOK' | 'SNAPSHEET'>;
  projectId: string;
  /** The download's name when the job names none. */
  fileName: string;
}) {
  const [exportPdf, { loading: starting }] = useMutation(ExportProjectPdfDocument);
  const [jobId, setJobId] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const startedFor = useRef<string | null>(null);

  const jobQuery = useQuery(RenderJobDocument, {
    variables: { id: jobId ?? '' },
    skip: !jobId,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const job = jobQuery.data?.renderJob;
  const status = job?.status ?? (jobId ? 'QUEUED' : null);
  const terminal = status === 'DONE' || status === 'FAILED';
  usePollWhile(Boolean(jobId) && !terminal, jobQuery, 1000);

  const start = async () => {
    setStartError(null);
    setJobId(null);
    try {
      const result = await exportPdf({ variables: { projectType, projectId } });
      const id = result.data?.exportProjectPdf.id;
      if (!id) throw new Error('No render job returned');
      setJobId(id);
    } catch (e) {
      setStartError(errorMessage(e, 'An error has occurred'));
    }
  };

  useEffect(() => {
    // One export per opening of the dialog.
    if (open && startedFor.current !== projectId) {
      startedFor.current = projectId;
      void start();
    }
    if (!open) startedFor.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, projectId]);

  const progress = status === 'DONE' ? 1 : (job?.progress ?? 0);
  const failed = startError !== null || status === 'FAILED';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Export PDF"
      description="A Letter-size PDF of every page, with snapshots and prices."
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
