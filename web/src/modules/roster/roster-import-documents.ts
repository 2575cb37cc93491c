/**
 * The roster import's GraphQL documents (L2): the preview of a file checked against a product
 * (every row, the lines it gives and the issues by row), and the import into a locker item.
 */
import { graphql } from '../../gql';
import type { PreviewRosterImportQuery } from '../../gql/graphql';

export const PreviewRosterImportDocument = graphql(`
  query PreviewRosterImport($styleId: ID!, $file: RosterFileInput!) {
    previewRosterImport(styleId: $styleId, file: $file) {
      rowCount
      valid
      sizes
      rows {
        row
        playerName
        playerNumber
        size
        quantity
      }
      lines {
        size
        quantity
        playerName
        playerNumber
      }
      issues {
        row
        column
        severity
        message
      }
    }
  }
`);

export const ImportRosterDocument = graphql(`
  mutation ImportRoster($lockerItemId: ID!, $file: RosterFileInput!, $mode: RosterImportMode!) {
    importRoster(lockerItemId: $lockerItemId, file: $file, mode: $mode) {
      code
      items {
        id
        quantity
      }
    }
  }
`);

export type RosterPreview = PreviewRosterImportQuery['previewRosterImport'];
export type PreviewLine = RosterPreview['lines'][number];
