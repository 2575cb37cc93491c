/**
 * The download of a proof sheet's PDF: a link once the render job is DONE,
 * its progress while it is drawn, a quiet note when it failed or none was made.
 */
import type { RenderJobStatus } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { IconDownload } from '../../ui/icons';

export interface ProofPdf {
  status: RenderJobStatus;
  progress: number;
  url?: string | null;
}

/** True while a proof's PDF is still being drawn (the page polls meanwhile). */
export const pdfPending = (pdf: ProofPdf | null | undefined) =>
  pdf != null && (pdf.status === 'QUEUED' || pdf.status === 'RUNNING');

export function ProofPdfLink({ pdf, label }: { pdf: ProofPdf | null | undefined; label: string }) {
  if (!pdf) return null;
  if (pdf.status === 'DONE' && pdf.url)
    return (
      <Button variant="secondary" size="sm" asChild>
        <a href={pdf.url} download aria-label={`Download the PDF of ${label}`}>
          <IconDownload size={14} />
          Download PDF
        </a>
      </Button>
    );
  if (pdf.status === 'FAILED') return <span className="muted">The PDF could not be made.</span>;
  return (
    <span className="muted" role="status">
      Preparing the PDF… {Math.round(pdf.progress * 100)}%
    </span>
  );
}
