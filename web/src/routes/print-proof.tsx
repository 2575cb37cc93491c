/**
 * The print view of a proof sheet for its PDF (R2; `/print/proofs/:proofId`):
 * Letter pages with half-inch margins, the sender and the team at the top, the proof sheet
 * (ProofSheet: four views, flat panels, colours and design, decorations, roster, production time,
 * version and date) flowing over as many pages as the roster needs. The PDF is drawn when the
 * proof is sent (the sheet to approve, saying when it was sent) and again when it is approved
 * (saying who approved it and when: the dealer's record of the approval). Read with the PDF job's print grant; signals the render service with `usePrintSignals`
 * once the four views are drawn (`__TAS_PRINT_ERROR__ = 'NOT_FOUND'` for a proof it may not read).
 */
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { graphql } from '../gql';
import { usePollWhile } from '../lib/use-poll-while';
import { usePrintSignals, useSettledImages } from '../modules/print/use-print-ready';
import { ProofSheet } from '../modules/proofs/ProofSheet';
import { dateFormat, proofApprovalLine, proofDocumentTitle } from '../modules/quotes/quote-labels';
import { usePageTitle } from '../lib/use-page-title';
import { anyPending } from '../modules/snapshots/SnapshotImage';
import '../styles/proofs.css';
import { MAIN_ID } from '../ui/focus';

const PrintProofDocument = graphql(`
  query PrintProof($id: ID!) {
    proof(id: $id) {
      teamName
      sender {
        name
        email
        phone
      }
      version
      approverName
      decidedAt
      ...ProofSheet_proof
    }
  }
`);

export function Component() {
  const { proofId = '' } = useParams();
  const query = useQuery(PrintProofDocument, { variables: { id: proofId } });
  const { data, error } = query;
  const proof = data?.proof;
  // The render service writes the page's title into the PDF's Title.
  usePageTitle(
    proof
      ? proofDocumentTitle({
          version: proof.version,
          productName: proof.configuration.product.name,
          teamName: proof.teamName,
        })
      : null,
  );
  const views = proof
    ? ([
        ['front', proof.configuration.front],
        ['back', proof.configuration.back],
        ['left', proof.configuration.left],
        ['right', proof.configuration.right],
      ] as const)
    : [];
  const pending = anyPending(views.map(([, s]) => s));
  usePollWhile(pending, query, 2000);
  const { markSettled, allSettled } = useSettledImages();
  const readyIds = views.filter(([, s]) => s.status === 'READY' && s.url).map(([k]) => k);
  usePrintSignals(
    Boolean(proof) && !pending && allSettled(readyIds),
    data && !proof ? 'NOT_FOUND' : error && !data ? error.message || 'ERROR' : null,
  );

  if (!proof)
    return (
      <main id={MAIN_ID} className="print-message">
        {data || error ? 'Proof not found' : 'Loading…'}
      </main>
    );
  const sender = proof.sender;
  const approval = proofApprovalLine(proof);
  return (
    <main id={MAIN_ID} className="print-proof">
      <header className="print-proof__head">
        <p className="print-proof__from">{[sender.name, sender.email, sender.phone].filter(Boolean).join(' · ')}</p>
        <h1 className="print-proof__title">
          Proof{proof.teamName ? ` for ${proof.teamName}` : ''}: {proof.configuration.product.name}, version{' '}
          {proof.version}
        </h1>
        {approval ? (
          <p className="print-proof__status" data-testid="proof-approval">
            {approval}. Sent {dateFormat.format(new Date(proof.sentAt))}; made as shown.
          </p>
        ) : (
          <p className="print-proof__status">
            Sent {dateFormat.format(new Date(proof.sentAt))} for approval at the link in the email. Check names,
            numbers, sizes, colours and spelling: what is approved is made as shown.
          </p>
        )}
      </header>
      <ProofSheet proof={proof} teamName={proof.teamName ?? null} onImageSettled={markSettled} />
    </main>
  );
}
