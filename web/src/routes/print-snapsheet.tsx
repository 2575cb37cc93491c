/**
 * The print view of a snapsheet for its PDF (P7, R2): Letter pages (8.5in x 11in, no margin),
 * the team header on each page, three products per page with their front snapshots, names and
 * prices. No app chrome. It signals readiness to the render service with `usePrintSignals`
 * (`window.__TAS_PRINT_READY__`, or `__TAS_PRINT_ERROR__ = 'NOT_FOUND'` for an unknown snapsheet).
 */
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { graphql } from '../gql';
import { formatCents } from '../lib/money';
import { usePollWhile } from '../lib/use-poll-while';
import { usePrintSignals, useSettledImages } from '../modules/print/use-print-ready';
import { SnapshotImage, anyPending } from '../modules/snapshots/SnapshotImage';
import '../styles/print.css';
import { MAIN_ID } from '../ui/focus';
import { usePageTitle } from '../lib/use-page-title';

const PrintSnapsheetDocument = graphql(`
  query PrintSnapsheet($dealerCode: String!, $id: ID!) {
    snapsheet(dealerCode: $dealerCode, id: $id) {
      id
      title
      teamName
      showPrices
      colors {
        id
        name
        hex
      }
      pages {
        number
        products {
          id
          priceCents
          product {
            styleId
            name
            brand
          }
          variant {
            id
            name
          }
          snapshot(view: FRONT) {
            ...SnapshotImage_snapshot
          }
        }
      }
    }
  }
`);

export function Component() {
  const { dealerCode = '', projectId = '' } = useParams();
  const query = useQuery(PrintSnapsheetDocument, { variables: { dealerCode, id: projectId } });
  const { data, error } = query;
  const snapsheet = data?.snapsheet;
  // The PDF's title is the project's (Chromium takes it from the document's title).
  usePageTitle(snapsheet?.title || snapsheet?.teamName);
  const pages = (snapsheet?.pages ?? []).filter((p) => p.products.length > 0);
  const snapshots = pages.flatMap((p) => p.products.map((pr) => pr.snapshot));
  const pending = anyPending(snapshots);
  usePollWhile(pending, query, 2000);

  // Images to wait for: READY snapshots with a URL, by product id.
  const readyIds = pages.flatMap((p) =>
    p.products.filter((pr) => pr.snapshot.status === 'READY' && pr.snapshot.url).map((pr) => pr.id),
  );
  const { markSettled, allSettled } = useSettledImages();
  const ready = Boolean(snapsheet) && !pending && allSettled(readyIds);
  usePrintSignals(ready, data && !snapsheet ? 'NOT_FOUND' : error && !data ? error.message || 'ERROR' : null);

  if (!snapsheet) {
    return (
      <main id={MAIN_ID} className="print-message">
        {data || error ? 'Snapsheet not found' : 'Loading…'}
      </main>
    );
  }

  return (
    <main id={MAIN_ID} className="print-doc">
      {pages.length === 0 ? (
        <section className="print-page">
          <PrintHeader title={snapsheet.title} teamName={snapsheet.teamName} colors={snapsheet.colors} />
          <p className="print-empty">No products yet.</p>
        </section>
      ) : (
        pages.map((page, index) => (
          <section key={page.number} className="print-page" aria-label={`Page ${index + 1}`}>
            <PrintHeader title={snapsheet.title} teamName={snapsheet.teamName} colors={snapsheet.colors} />
            <div className="print-products">
              {page.products.map((item) => (
                <article key={item.id} className="print-product">
                  <div className="print-product__image">
                    <SnapshotImage
                      snapshot={item.snapshot}
                      alt={item.product.name}
                      onSettled={() => markSettled(item.id)}
                    />
                  </div>
                  <div className="print-product__text">
                    <p className="print-product__brand">{item.product.brand}</p>
                    <h2 className="print-product__name">{item.product.name}</h2>
                    <p className="print-product__style">
                      Style {item.product.styleId}
                      {item.variant ? ` · ${item.variant.name}` : ''}
                    </p>
                    {snapsheet.showPrices ? (
                      <p className="print-product__price">{formatCents(item.priceCents)}</p>
                    ) : null}
                  </div>
                </article>
              ))}
            </div>
            <footer className="print-footer">
              <span>{snapsheet.teamName}</span>
              <span>
                Page {index + 1} of {pages.length}
              </span>
            </footer>
          </section>
        ))
      )}
    </main>
  );
}

function PrintHeader({
  title,
  teamName,
  colors,
}: {
  title: string;
  teamName: string;
  colors: readonly { id: string; hex: string; name: string }[];
}) {
  return (
    <header className="print-header">
      <div className="print-header__band">
        {colors.map((c, i) => (
          <span key={`${c.id}-${i}`} style={{ background: c.hex }} />
        ))}
      </div>
      <div className="print-header__text">
        {title && title !== teamName ? <p className="print-header__title">{title}</p> : null}
        <h1 className="print-header__team">{teamName}</h1>
      </div>
      <ul className="print-header__colors">
        {colors.map((c, i) => (
          <li key={`${c.id}-${i}`}>
            <span style={{ background: c.hex }} />
            {c.name}
          </li>
        ))}
      </ul>
    </header>
  );
}
