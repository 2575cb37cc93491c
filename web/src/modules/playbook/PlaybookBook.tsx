/**
 * The playbook viewer's pages (P2, P3) in a Book: two-page spreads on desktop, one page at
 * <= 1024 px or in create mode, arrows, keyboard and page index (lib/pagination). Products link
 * to their product page; in edit mode the link customises the catalog product
 * (`?catalog_product=`, saved back onto it) and each product shows its CatalogProductActions.
 */
import { useMemo } from 'react';
import { graphql } from '../../gql';
import type { PlaybookBook_PlaybookFragment } from '../../gql/graphql';
import { projectPaths } from '../../lib/urls';
import { CatalogProductActions } from '../playbook-edit/CatalogProductActions';
import { Book } from '../project/Book';
import { PlaybookPage } from './PlaybookPage';
import { indexEntries } from './playbook-pages';

export const PlaybookBook_playbook = graphql(`
  fragment PlaybookBook_playbook on Playbook {
    id
    ...PlaybookPage_playbook
    pages {
      ...PlaybookPage_page
    }
  }
`);

export function PlaybookBook({
  playbook,
  dealerCode,
  projectId,
  page,
  onPageChange,
  single,
  editing,
}: {
  playbook: PlaybookBook_PlaybookFragment;
  dealerCode: string;
  projectId: string;
  page: number;
  onPageChange: (page: number) => void;
  /** One page at a time (create mode). */
  single: boolean;
  /** Edit mode: product actions and customising catalog products. */
  editing: boolean;
}) {
  const { pages } = playbook;
  const index = useMemo(() => indexEntries(pages), [pages]);
  const paths = projectPaths('PLAYBOOK', dealerCode, projectId);

  return (
    <Book
      label="Playbook pages"
      className="pb-book"
      total={pages.length}
      page={page}
      onPageChange={onPageChange}
      single={single}
      renderPage={(n) => {
        const p = pages[n - 1];
        if (!p) return null;
        return (
          <PlaybookPage
            playbook={playbook}
            page={p}
            total={pages.length}
            index={index}
            onGoToPage={onPageChange}
            product={{
              href: (item) =>
                paths.product(item.product.styleId, item.configuration?.shortId, editing ? item.id : null),
              actions: editing
                ? (item) => (
                    <CatalogProductActions
                      playbookId={playbook.id}
                      productId={item.id}
                      dealerCode={dealerCode}
                      projectId={projectId}
                    />
                  )
                : undefined,
            }}
          />
        );
      }}
    />
  );
}
