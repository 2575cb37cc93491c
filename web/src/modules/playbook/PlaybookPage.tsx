/**
 * One page of a playbook (P3) in its Letter page box (8.5 x 11, `data-testid="playbook-page"`),
 * drawn in the team's colours: Cover, Index, a products page or the Back Cover. The viewer and
 * the print page (R2) draw pages with this one component, so the PDF is what the viewer shows.
 */
import type { CSSProperties, ReactNode } from 'react';
import { graphql } from '../../gql';
import type { PlaybookPage_PageFragment, PlaybookPage_PlaybookFragment } from '../../gql/graphql';
import { PlaybookBackCover } from './PlaybookBackCover';
import { PlaybookCover } from './PlaybookCover';
import { PlaybookIndex } from './PlaybookIndex';
import { pageAnchor, teamTheme, type IndexEntry } from './playbook-pages';
import { PlaybookProductsPage, type ProductSlotProps } from './PlaybookProductsPage';
import './playbook.css';

export const PlaybookPage_playbook = graphql(`
  fragment PlaybookPage_playbook on Playbook {
    id
    title
    teamName
    template
    dealerCode
    showPrices
    colors {
      id
      name
      hex
    }
    defaultLogo {
      id
      url
    }
    dealer {
      name
      phone
      email
    }
  }
`);

export const PlaybookPage_page = graphql(`
  fragment PlaybookPage_page on PlaybookPage {
    number
    kind
    title
    sport {
      id
      name
    }
    catalog {
      id
      name
    }
    catalogPageIndex
    gender
    products {
      id
      ...PlaybookProductsPage_product
    }
  }
`);

export function PlaybookPage({
  playbook,
  page,
  total,
  index,
  onGoToPage,
  product,
  className,
}: {
  playbook: PlaybookPage_PlaybookFragment;
  page: PlaybookPage_PageFragment;
  total: number;
  /** The Index page's entries (indexEntries of every page). */
  index: readonly IndexEntry[];
  /** The Index's lines go to their page in the viewer; links to the page anchors otherwise. */
  onGoToPage?: (page: number) => void;
  /** How products are linked, decorated (edit actions) and reported loaded (print). */
  product?: ProductSlotProps;
  className?: string;
}) {
  let body: ReactNode;
  let name: string;
  switch (page.kind) {
    case 'COVER':
      name = 'Cover';
      body = <PlaybookCover playbook={playbook} sports={index.map((e) => e.name)} />;
      break;
    case 'INDEX':
      name = 'Index';
      body = <PlaybookIndex playbook={playbook} entries={index} onGoToPage={onGoToPage} />;
      break;
    case 'BACK_COVER':
      name = 'Back Cover';
      body = <PlaybookBackCover playbook={playbook} />;
      break;
    default:
      name = [page.sport?.name ?? page.title, page.catalog?.name].filter(Boolean).join(', ');
      body = <PlaybookProductsPage playbook={playbook} page={page} total={total} product={product} />;
  }
  return (
    <article
      id={pageAnchor(page.number)}
      className={['pb-page', `pb-page--${page.kind.toLowerCase().replace('_', '-')}`, className]
        .filter(Boolean)
        .join(' ')}
      style={teamTheme(playbook.colors) as CSSProperties}
      data-testid="playbook-page"
      aria-roledescription="page"
      aria-label={`Page ${page.number}: ${name}`}
    >
      {body}
    </article>
  );
}

/** A page-shaped placeholder while the playbook loads. */
export function PlaybookPageSkeleton() {
  return <div className="pb-page pb-page--skeleton skeleton" aria-hidden="true" />;
}
