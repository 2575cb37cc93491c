/**
 * The GraphQL documents of the quote details page (D9): the quote's fields, the quote by id, and
 * the actions on it (mark read or unread, close, convert to order, unlock the locker), each
 * answering the quote's fields again so the page shows the result.
 */
import { graphql } from '../../gql';

const QuoteFields = graphql(`
  fragment QuoteDetail_quote on Quote {
    id
    status
    read
    message
    createdAt
    totalCents
    inHandDate
    inHandWarning
    validUntil
    canUnlockProject
    contact {
      name
      email
      phone
      organization
    }
    project {
      id
      type
      title
      dealerCode
      status
    }
    order {
      id
      number
      syncStatus
    }
    ...QuoteProofs_quote
    ...QuoteItems_quote
    ...QuoteTerms_quote
  }
`);

void QuoteFields;

export const QuoteDocument = graphql(`
  query QuoteDetail($id: ID!) {
    quote(id: $id) {
      ...QuoteDetail_quote
    }
  }
`);
export const MarkQuoteReadDocument = graphql(`
  mutation MarkQuoteRead($id: ID!, $read: Boolean!) {
    markQuoteRead(id: $id, read: $read) {
      id
      read
    }
  }
`);
export const CloseQuoteDocument = graphql(`
  mutation CloseQuote($id: ID!) {
    closeQuote(id: $id) {
      ...QuoteDetail_quote
    }
  }
`);
export const ConvertQuoteDocument = graphql(`
  mutation ConvertQuoteToOrder($id: ID!) {
    convertQuoteToOrder(id: $id) {
      id
      number
      quote {
        ...QuoteDetail_quote
      }
    }
  }
`);
export const UnlockQuoteProjectDocument = graphql(`
  mutation UnlockQuoteProject($id: ID!) {
    unlockQuoteProject(id: $id) {
      ...QuoteDetail_quote
    }
  }
`);
