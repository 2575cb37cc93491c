/**
 * The print view of a playbook for its PDF (P7, R2, `/print/catalogs/{dealerCode}/{projectId}`):
 * every page of `pages` in order, drawn by the viewer's page components, one per Letter page
 * (8.5in x 11in, no margin, backgrounds printed), so the PDF has exactly `pages.length` pages.
 * No app chrome. It waits for every snapshot to be READY (polled) and every picture and font to
 * load, then signals the render service (`usePrintSignals`: `__TAS_PRINT_READY__`, or
 * `__TAS_PRINT_ERROR__ = 'NOT_FOUND'` for an unknown playbook).
 */
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../gql';
import { usePollWhile } from '../lib/use-poll-while';
import { PlaybookPage } from '../modules/playbook/PlaybookPage';
import { indexEntries } from '../modules/playbook/playbook-pages';
import { usePrintSignals, useSettledImages } from '../modules/print/use-print-ready';
import { anyPending } from '../modules/snapshots/SnapshotImage';
import '../styles/print.css';
import { MAIN_ID } from '../ui/focus';
import { usePageTitle } from '../lib/use-page-title';

const PrintPlaybookDocument = graphql(`
  query PrintPlaybook($dealerCode: String!, $id: ID!) {
    playbook(dealerCode: $dealerCode, id: $id) {
      id
      ...PlaybookBook_playbook
      defaultLogo {
        id
        url
      }
      pages {
        number
        products {
          id
          snapshot {
            status
            url
          }
        }
      }
    }
  }
`);

export function Component() {
  const { dealerCode = '', projectId = '' } = useParams();
  const query = useQuery(PrintPlaybookDocument, { variables: { dealerCode, id: projectId } });
  const { data, error } = query;
  const playbook = data?.playbook;
  // The PDF's title is the project's (Chromium takes it from the document's title).
  usePageTitle(playbook?.title || playbook?.teamName);
  const pages = useMemo(() => playbook?.pages ?? [], [playbook]);
  const snapshots = pages.flatMap((p) => p.products.map((pr) => pr.snapshot));
  const pending = anyPending(snapshots);
  usePollWhile(pending, query, 2000);
  const index = useMemo(() => indexEntries(pages), [pages]);

  // Pictures to wait for: READY snapshots with a URL, by product id.
  const pictures = pages.flatMap((p) =>
    p.products.filter((pr) => pr.snapshot.status === 'READY' && pr.snapshot.url).map((pr) => pr.id),
  );
  const { markSettled, allSettled } = useSettledImages();
  const logoUrl = playbook?.defaultLogo?.url ?? null;
  const { markSettled: markLogo, allSettled: logoSettled } = useSettledImages();
  const ready = Boolean(playbook) && !pending && allSettled(pictures) && (!logoUrl || logoSettled(['logo']));
  usePrintSignals(ready, data && !playbook ? 'NOT_FOUND' : error && !data ? error.message || 'ERROR' : null);

  if (!playbook) {
    return (
      <main id={MAIN_ID} className="print-message">
        {data || error ? 'Playbook not found' : 'Loading…'}
      </main>
    );
  }

  return (
    <main id={MAIN_ID} className="print-doc">
      {logoUrl ? (
        // Preloads the team logo the covers show, so readiness waits for it.
        <img src={logoUrl} alt="" hidden onLoad={() => markLogo('logo')} onError={() => markLogo('logo')} />
      ) : null}
      {pages.map((page) => (
        <PlaybookPage
          key={page.number}
          playbook={playbook}
          page={page}
          total={pages.length}
          index={index}
          className="pb-page--print"
          product={{ onImageSettled: markSettled }}
        />
      ))}
    </main>
  );
}
