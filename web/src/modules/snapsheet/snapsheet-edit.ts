/**
 * What every snapsheet edit answers (P5): each editing mutation returns the whole snapsheet and
 * selects this fragment, so the page (header, toolbar, pages, products) updates from the answer
 * without fetching again.
 */
import { graphql } from '../../gql';

export const SnapsheetEdit_snapsheet = graphql(`
  fragment SnapsheetEdit_snapsheet on Snapsheet {
    id
    title
    teamName
    status
    visibility
    openQuoteCount
    showPrices
    canEdit
    locked
    isStaticTemplate
    gender
    colors {
      id
      name
      hex
    }
    featuredColor {
      id
      name
      hex
      family
    }
    collection {
      id
      name
    }
    ...SnapsheetBook_snapsheet
  }
`);
