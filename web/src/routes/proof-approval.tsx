/**
 * The customer's proofs (`/proofs/:token`): what a proof link opens, without
 * a sign-in. Who sent them (name, email, phone), the team, until when the link opens them, then
 * each item's proof sheet (ProofSheet) with where it stands and, while it waits, the customer's
 * answer (ProofDecision). An unknown token says so; an expired link still shows the proofs and
 * says whom to ask for a new one.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../gql';
import { usePollWhile } from '../lib/use-poll-while';
import { ProofDecision } from '../modules/proofs/ProofDecision';
import { ProofPdfLink, pdfPending } from '../modules/proofs/ProofPdfLink';
import { ProofSheet } from '../modules/proofs/ProofSheet';
import { PROOF_STATUS_BADGE, PROOF_STATUS_LABEL, dateFormat, proofStatusLine } from '../modules/quotes/quote-labels';
import { anyPending } from '../modules/snapshots/SnapshotImage';
import { ErrorState } from '../ui/ErrorState';
import { FullPageMessage } from '../ui/FullPageMessage';
import { MAIN_ID } from '../ui/focus';
import { Skeleton } from '../ui/Skeleton';
import '../styles/proofs.css';

const ProofApprovalDocument = graphql(`
  query ProofApproval($token: String!) {
    proofApproval(token: $token) {
      teamName
      projectTitle
      customerName
      expired
      expiresAt
      sender {
        name
        email
        phone
      }
      proofs {
        ...ProofSheet_proof
        expiresAt
        changes {
          summary
          answers
        }
        pdf {
          id
          status
          progress
          url
        }
      }
    }
  }
`);

export function Component() {
  const { token = '' } = useParams();
  const query = useQuery(ProofApprovalDocument, { variables: { token }, fetchPolicy: 'cache-and-network' });
  const { data, error, refetch } = query;
  const approval = data?.proofApproval;
  const snapshots = approval?.proofs.flatMap((p) => [
    p.configuration.front,
    p.configuration.back,
    p.configuration.left,
    p.configuration.right,
  ]);
  usePollWhile(anyPending(snapshots ?? []) || Boolean(approval?.proofs.some((p) => pdfPending(p.pdf))), query, 2000);
  const team = approval ? approval.teamName || approval.projectTitle || 'your team' : null;
  useEffect(() => {
    if (team) document.title = `Proofs for ${team} · ${approval?.sender.name ?? ''}`;
  }, [team, approval?.sender.name]);

  if (error && !data)
    return (
      <main className="proofs-page" id={MAIN_ID}>
        <ErrorState title="Could not load the proofs" onRetry={() => void refetch()} />
      </main>
    );
  if (!data)
    return (
      <main className="proofs-page" id={MAIN_ID} aria-busy="true" aria-label="Loading the proofs">
        <Skeleton height={120} />
        <Skeleton height={480} />
      </main>
    );
  if (!approval)
    return (
      <FullPageMessage title="Proofs not found">
        <p>This link does not open any proofs. Check that you copied the whole link from the email.</p>
      </FullPageMessage>
    );

  const waiting = approval.proofs.filter((p) => p.status === 'SENT').length;
  return (
    <main className="proofs-page" id={MAIN_ID}>
      <header className="proofs-page__head">
        <p className="proofs-page__from">
          From <strong>{approval.sender.name}</strong>
          {approval.sender.email ? (
            <>
              {' · '}
              <a href={`mailto:${approval.sender.email}`}>{approval.sender.email}</a>
            </>
          ) : null}
          {approval.sender.phone ? (
            <>
              {' · '}
              <a href={`tel:${approval.sender.phone}`}>{approval.sender.phone}</a>
            </>
          ) : null}
        </p>
        <h1 className="proofs-page__title">Proofs for {team}</h1>
        <p className="muted">
          Hello {approval.customerName}. Check each proof below: approve it, or ask for changes.{' '}
          {approval.expired ? null : <>This link opens them until {dateFormat.format(new Date(approval.expiresAt))}.</>}
        </p>
        {approval.expired ? (
          <p className="proofs-page__notice" role="status">
            This link expired on {dateFormat.format(new Date(approval.expiresAt))}. Ask {approval.sender.name} for a new
            one.
          </p>
        ) : waiting === 0 ? (
          <p className="proofs-page__notice proofs-page__notice--done" role="status">
            Thank you: every proof of this link has your answer.
          </p>
        ) : null}
      </header>
      {approval.proofs.map((proof) => (
        <div className="proofs-page__item" key={proof.id}>
          <div className="proofs-page__status">
            <span className={PROOF_STATUS_BADGE[proof.status]} data-testid="proof-status">
              {PROOF_STATUS_LABEL[proof.status]}
            </span>
            <span className="muted">
              {proofStatusLine(proof)}
              {proof.status === 'APPROVED' && proof.approverName ? ` by ${proof.approverName}` : ''}
            </span>
            <span className="proofs-page__pdf">
              <ProofPdfLink pdf={proof.pdf} label={`${proof.configuration.product.name}, version ${proof.version}`} />
            </span>
          </div>
          {proof.changes ? (
            <div className="proofs-page__changes" data-testid="proof-changes">
              <p style={{ margin: 0 }}>
                <strong>{proof.changes.summary}</strong>
              </p>
              {proof.changes.answers ? (
                <blockquote className="proof-comment">You asked: {proof.changes.answers}</blockquote>
              ) : null}
            </div>
          ) : null}
          <ProofSheet proof={proof} teamName={approval.teamName ?? null} />
          {proof.status === 'SENT' && !approval.expired ? (
            <ProofDecision
              token={token}
              proofId={proof.id}
              productName={proof.configuration.product.name}
              onDecided={() => void refetch()}
            />
          ) : proof.status === 'CHANGES_REQUESTED' && proof.comment ? (
            <blockquote className="proof-comment">You asked: {proof.comment}</blockquote>
          ) : null}
        </div>
      ))}
    </main>
  );
}
