/**
 * The proofs of a quote, on the quote's page: each item of the quote's
 * locker with where its proof stands (version, status, what the customer said), and "Send
 * proofs", which asks first, then sends a new version of every item not approved to the quote's
 * contact by email and shows the link (kept nowhere else: only its hash is stored).
 */
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { QuoteProofs_QuoteFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { projectPaths } from '../../lib/urls';
import { lockerItemEditHref } from '../customizer/use-save-to-locker-item';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { proofLinkWords, proofsSentToast, sendProofsQuestion } from './delivery-words';
import { IconSend } from '../../ui/icons';
import { ProofPdfLink } from '../proofs/ProofPdfLink';
import { QuoteItemRoster } from './QuoteItemRoster';
import { PROOF_STATUS_BADGE, PROOF_STATUS_LABEL, dateFormat } from './quote-labels';
import '../../styles/proofs.css';

export const QuoteProofsFragment = graphql(`
  fragment QuoteProofs_quote on Quote {
    id
    status
    emailsDelivered
    contact {
      email
    }
    project {
      id
      type
      dealerCode
      title
    }
    proofs {
      lockerItemId
      productName
      status
      statusMessage
      styleId
      configurationShortId
      latest {
        id
        version
        sentAt
        approverName
        comment
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

const SendProofsDocument = graphql(`
  mutation SendProofs($quoteId: ID!) {
    sendProofs(quoteId: $quoteId) {
      url
      expiresAt
      emailed
      proofs {
        id
        version
      }
    }
  }
`);

export function QuoteProofs({ quote, onSent }: { quote: QuoteProofs_QuoteFragment; onSent: () => void }) {
  const [send] = useMutation(SendProofsDocument);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ url: string; expiresAt: string; emailed: boolean } | null>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const waiting = quote.proofs.filter((p) => p.status !== 'APPROVED');
  const approved = quote.proofs.length - waiting.length;
  const open = quote.status === 'OPEN';
  const project = quote.project;
  // The dealer answers a change request on the item itself, then sends the next version.
  const editHref = (p: (typeof quote.proofs)[number]) =>
    open && project
      ? lockerItemEditHref(
          projectPaths(project.type, project.dealerCode, project.id).product(p.styleId, p.configurationShortId),
          p.lockerItemId,
          `/dashboard/quotes/${quote.id}`,
        )
      : null;

  const onConfirm = async () => {
    setBusy(true);
    try {
      const r = await send({ variables: { quoteId: quote.id } });
      const delivery = r.data?.sendProofs;
      setConfirming(false);
      if (delivery) setSent({ url: delivery.url, expiresAt: delivery.expiresAt, emailed: delivery.emailed });
      const emailed = delivery?.emailed ?? false;
      if (emailed) toast.success(proofsSentToast(true, quote.contact.email));
      else toast.warning(proofsSentToast(false, quote.contact.email));
      onSent();
    } catch (e) {
      toast.error(errorMessage(e, 'The proofs could not be sent'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <div className="card__header">
        <h2 className="card__title">
          Proofs{' '}
          <span className="muted" data-testid="proofs-summary">
            ({approved} of {quote.proofs.length} approved)
          </span>
        </h2>
        <Button
          ref={sendButton}
          variant="primary"
          size="sm"
          disabled={!open || waiting.length === 0}
          onClick={() => setConfirming(true)}
        >
          <IconSend size={14} />
          Send proofs
        </Button>
      </div>
      <ul className="proof-list">
        {quote.proofs.map((p) => (
          <li key={p.lockerItemId} className="proof-list__item" data-testid="proof-row">
            <div>
              <strong>{p.productName}</strong>
              {p.latest ? <span className="muted"> · version {p.latest.version}</span> : null}
              <p className="cell-sub" style={{ margin: 0 }}>
                {p.statusMessage}
                {p.latest?.approverName && p.status === 'APPROVED' ? ` by ${p.latest.approverName}` : ''}
              </p>
              {p.latest?.comment && p.status === 'CHANGES_REQUESTED' ? (
                <blockquote className="proof-comment">{p.latest.comment}</blockquote>
              ) : null}
              {p.latest?.changes ? (
                <p className="cell-sub" style={{ margin: 0 }} data-testid="proof-changes">
                  Version {p.latest.version}: {p.latest.changes.summary}
                </p>
              ) : null}
            </div>
            <div className="proof-list__side">
              <span className={PROOF_STATUS_BADGE[p.status]}>{PROOF_STATUS_LABEL[p.status]}</span>
              {editHref(p) ? (
                <Button size="sm" variant="ghost" asChild>
                  <Link to={editHref(p)!} aria-label={`Edit ${p.productName}`}>
                    Edit item
                  </Link>
                </Button>
              ) : null}
              {open ? (
                <QuoteItemRoster
                  lockerItemId={p.lockerItemId}
                  productName={p.productName}
                  teamName={project?.title ?? 'roster'}
                  onChanged={onSent}
                />
              ) : null}
              {p.latest ? (
                <ProofPdfLink pdf={p.latest.pdf} label={`${p.productName}, version ${p.latest.version}`} />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {!open ? <p className="cell-sub">Proofs are sent while the quote is open.</p> : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send proofs"
        size="sm"
        returnFocus={sendButton}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void onConfirm()}>
              Send proofs
            </Button>
          </>
        }
      >
        <p className="muted">
          {sendProofsQuestion(
            quote.emailsDelivered,
            waiting.length === 1 ? 'the proof' : `the proofs of ${waiting.length} items`,
            quote.contact.email,
          )}{' '}
          The locker is locked while the proofs are out; a new version replaces any proof sent before.
        </p>
      </Dialog>
      <Dialog
        open={sent !== null}
        onOpenChange={(o) => !o && setSent(null)}
        title={sent && !sent.emailed ? 'Not emailed' : 'Proofs sent'}
        size="sm"
        returnFocus={sendButton}
        footer={
          <Button variant="primary" onClick={() => setSent(null)}>
            Done
          </Button>
        }
      >
        {sent ? (
          <div className="proof-link-box">
            <p className={sent.emailed ? 'muted' : undefined} data-testid="proof-link-note">
              {proofLinkWords(sent.emailed, quote.contact.email, dateFormat.format(new Date(sent.expiresAt))).text}
            </p>
            <input
              className="input mono"
              readOnly
              aria-label="Proof link"
              value={sent.url}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="proof-link"
            />
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                void navigator.clipboard
                  .writeText(sent.url)
                  .then(() => toast.success('Link copied'))
                  .catch(() => toast.error('Copy the link from the box'))
              }
            >
              Copy link
            </Button>
          </div>
        ) : null}
      </Dialog>
    </Card>
  );
}
