/**
 * The documents of a store's contacts (schema/stores.graphql): the contacts and the players who
 * have not ordered, their import from a file, and the dealer's "not ordered yet" reminder.
 */
import { graphql } from '../../gql';

export const StoreContactsDocument = graphql(`
  query StoreContacts($ref: ProjectRefInput!) {
    project(ref: $ref) {
      id
      ... on Store {
        state
        contacts {
          id
        }
        playersNotOrdered {
          id
          playerName
          group
          email
        }
      }
    }
  }
`);

/** Its `issues` are only WARNINGs: an import with an ERROR is refused, its issues in the error. */
export const ImportStoreContactsDocument = graphql(`
  mutation ImportStoreContacts($storeId: ID!, $file: RosterFileInput) {
    importStoreContacts(storeId: $storeId, file: $file) {
      emailed
      contacts {
        id
      }
      issues {
        row
        column
        message
      }
    }
  }
`);

export const RemindStoreContactsDocument = graphql(`
  mutation RemindStoreContacts($storeId: ID!) {
    remindStoreContacts(storeId: $storeId) {
      emailed
      contacts
    }
  }
`);
