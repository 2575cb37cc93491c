/**
 * The dealer's closing documents of a store: a round picker, the packing list and bag labels of
 * that round and the payout statement as PDFs (each queued and followed in the export dialog
 * with its progress, then downloaded), and the payout statement as CSV (downloaded at once).
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { StoreDocumentKind } from '../../gql/graphql';
import { downloadText, safeFileName } from '../../lib/download';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/Field';
import { IconDownload } from '../../ui/icons';
import { ExportPdfDialog } from '../project/ExportPdfDialog';
import { StorePayoutCsvDocument } from './store-close-documents';

/** Queues the PDF of one of a store's closing documents (the export dialog polls its job). */
const ExportStoreDocumentDocument = graphql(`
  mutation ExportStoreDocument($storeId: ID!, $document: StoreDocumentKind!, $round: Int) {
    exportStoreDocument(storeId: $storeId, document: $document, round: $round) {
      ...ExportPdfJob
    }
  }
`);

const DOCUMENTS: { kind: StoreDocumentKind; label: string; description: string; perRound: boolean }[] = [
  {
    kind: 'PACKING_LIST',
    label: 'Packing list',
    description:
      "One Letter page per buyer's bag, by group then player, each item with its picture, size and quantity.",
    perRound: true,
  },
  {
    kind: 'BAG_LABELS',
    label: 'Bag labels',
    description: 'Letter sheets of 30 labels (1" x 2-5/8", as Avery 5160): player, group and item count.',
    perRound: true,
  },
  {
    kind: 'PAYOUT_STATEMENT',
    label: 'Payout statement (PDF)',
    description: 'Gross sales, refunds, card fees, tax collected and the fundraising owed to the team, per round.',
    perRound: false,
  },
];

export function StoreDocuments({ storeId, teamName }: { storeId: string; teamName: string }) {
  const client = useApolloClient();
  const [roundText, setRoundText] = useState('1');
  const [open, setOpen] = useState<StoreDocumentKind | null>(null);
  const [csvBusy, setCsvBusy] = useState(false);
  const round = Math.max(1, Math.floor(Number(roundText)) || 1);
  const current = DOCUMENTS.find((d) => d.kind === open) ?? DOCUMENTS[0]!;
  const documentRound = current.perRound ? round : null;
  const [exportStoreDocument, { loading: exporting }] = useMutation(ExportStoreDocumentDocument);

  const downloadCsv = async () => {
    setCsvBusy(true);
    try {
      const { data } = await client.query({
        query: StorePayoutCsvDocument,
        variables: { storeId },
        fetchPolicy: 'network-only',
      });
      if (data?.storePayoutCsv == null) throw new Error('No statement returned');
      downloadText(data.storePayoutCsv, safeFileName(`${teamName} payout`, '.csv', 'store-payout'), 'text/csv');
    } catch (e) {
      toast.error(errorMessage(e, 'The payout statement could not be downloaded'));
    } finally {
      setCsvBusy(false);
    }
  };

  return (
    <Card title="Closing documents" className="store-documents">
      <div className="store-documents__round">
        <TextField
          label="Round"
          hint="The packing list and labels hold this round's orders only."
          type="number"
          inputMode="numeric"
          min={1}
          value={roundText}
          onChange={(e) => setRoundText(e.target.value)}
        />
      </div>
      <div className="store-documents__actions">
        {DOCUMENTS.map((d) => (
          <Button key={d.kind} variant="secondary" onClick={() => setOpen(d.kind)}>
            <IconDownload size={16} />
            {d.label}
          </Button>
        ))}
        <Button variant="secondary" loading={csvBusy} onClick={() => void downloadCsv()}>
          <IconDownload size={16} />
          Payout statement (CSV)
        </Button>
      </div>
      <ExportPdfDialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        target={{
          kind: 'DOCUMENT',
          key: `store:${storeId}:${current.kind}:${documentRound ?? ''}`,
          start: async () =>
            (
              await exportStoreDocument({
                variables: { storeId, document: current.kind, round: documentRound },
              })
            ).data?.exportStoreDocument.id,
          starting: exporting,
        }}
        fileName={`${teamName} ${current.label.toLowerCase()}.pdf`}
        description={current.description}
      />
    </Card>
  );
}
