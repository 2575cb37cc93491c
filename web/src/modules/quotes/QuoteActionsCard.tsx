/**
 * The quote's actions (D9, L4): Convert to order (asked first: an order goes to the factory),
 * the quote's PDF, Mark read/unread, Close and Unlock locker (the quote locks only the locker it
 * came from), each enabled only when allowed.
 */
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { QuoteDetail_QuoteFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { IconDownload } from '../../ui/icons';
import { ExportPdfDialog } from '../project/ExportPdfDialog';
import {
  CloseQuoteDocument,
  ConvertQuoteDocument,
  MarkQuoteReadDocument,
  UnlockQuoteProjectDocument,
} from './quote-detail-documents';

type Busy = 'read' | 'close' | 'convert' | 'unlock' | null;

export function QuoteActionsCard({ quote }: { quote: QuoteDetail_QuoteFragment }) {
  const [markRead] = useMutation(MarkQuoteReadDocument);
  const [closeQuote] = useMutation(CloseQuoteDocument);
  const [convert] = useMutation(ConvertQuoteDocument);
  const [unlock] = useMutation(UnlockQuoteProjectDocument);
  const [busy, setBusy] = useState<Busy>(null);
  /** Convert asks first: an order goes to the factory. */
  const [confirmingConvert, setConfirmingConvert] = useState(false);
  const [pdfOpen, setPdfOpen] = useState(false);
  const convertButton = useRef<HTMLButtonElement>(null);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<unknown>, success: string) => {
    setBusy(kind);
    try {
      await action();
      toast.success(success);
    } catch (e) {
      toast.error(errorMessage(e, 'An error has occurred'));
    } finally {
      setBusy(null);
    }
  };

  const unapproved = quote.proofs.filter((p) => p.status !== 'APPROVED').length;

  return (
    <Card>
      <h2 className="card__title">Actions</h2>
      <div className="quote-actions">
        <Button
          ref={convertButton}
          variant="primary"
          className="btn--block"
          disabled={quote.status === 'ORDERED'}
          loading={busy === 'convert'}
          onClick={() => setConfirmingConvert(true)}
        >
          Convert to order
        </Button>
        <ConfirmDialog
          open={confirmingConvert}
          onOpenChange={setConfirmingConvert}
          title="Convert to order"
          confirmLabel="Convert to order"
          busy={busy === 'convert'}
          returnFocus={convertButton}
          onConfirm={() =>
            void run(
              'convert',
              async () => {
                const r = await convert({ variables: { id: quote.id } });
                setConfirmingConvert(false);
                return r.data;
              },
              'Order created',
            )
          }
        >
          <p>
            Make an order of this quote ({formatCents(quote.totalCents)})? The locker stays locked as it was requested,
            and the order goes to your order system.
          </p>
          {unapproved > 0 ? (
            <p role="note">
              {unapproved} of {quote.proofs.length} items have no approved proof: the order is made only if your
              settings allow orders without approval, and it then says so.
            </p>
          ) : null}
        </ConfirmDialog>
        <Button
          className="btn--block"
          disabled={!quote.project}
          title={quote.project ? undefined : 'A quote without a project cannot be printed'}
          onClick={() => setPdfOpen(true)}
        >
          <IconDownload size={16} />
          Quote PDF
        </Button>
        <ExportPdfDialog
          open={pdfOpen}
          onOpenChange={setPdfOpen}
          target={{ kind: 'QUOTE', quoteId: quote.id }}
          fileName={`quote ${quote.id}.pdf`}
          description="A Letter-size PDF of the quote for the customer: items, prices, the date they hold until and your terms."
        />
        <Button
          className="btn--block"
          loading={busy === 'read'}
          onClick={() =>
            void run(
              'read',
              () => markRead({ variables: { id: quote.id, read: !quote.read } }),
              quote.read ? 'Marked as unread' : 'Marked as read',
            )
          }
        >
          {quote.read ? 'Mark unread' : 'Mark read'}
        </Button>
        <Button
          className="btn--block"
          disabled={quote.status !== 'OPEN'}
          loading={busy === 'close'}
          onClick={() => void run('close', () => closeQuote({ variables: { id: quote.id } }), 'Quote closed')}
        >
          Close
        </Button>
        <Button
          className="btn--block"
          disabled={!quote.canUnlockProject}
          loading={busy === 'unlock'}
          title={
            quote.canUnlockProject
              ? undefined
              : quote.status === 'ORDERED'
                ? 'The locker of an order cannot be unlocked'
                : 'Only a locker this quote still locks can be unlocked'
          }
          onClick={() => void run('unlock', () => unlock({ variables: { id: quote.id } }), 'Locker unlocked')}
        >
          Unlock locker
        </Button>
        <p className="cell-sub" style={{ margin: 0 }}>
          Unlocking lets the customer edit the locker again. The quote keeps what was requested.
        </p>
      </div>
    </Card>
  );
}
