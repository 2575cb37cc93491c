/**
 * The GraphQL documents of the bench (scripts/bench-graphql.mjs) and the load run: the locker and
 * snapsheet pages' queries as the web reads them, and the mutations that save a configuration
 * and add it to a locker.
 */

/** The locker as the locker page reads it (LockerView_locker + LockerItemCard_item), by code. */
export const LOCKER_QUERY = /* GraphQL */ `
  query BenchLocker($code: String!) {
    locker(code: $code) {
      code
      quantity
      totalCents
      totalMsrpCents
      items {
        id
        quantity
        lineTotalCents
        product {
          styleId
          name
          brand
        }
        configuration {
          shortId
          colors {
            id
            hex
            name
          }
          decorations {
            contentType
            location
            text
          }
          design {
            id
            code
            name
          }
          variant {
            id
            name
          }
          front: snapshot(view: FRONT) {
            status
            url
            width
            height
          }
          back: snapshot(view: BACK) {
            status
            url
            width
            height
          }
        }
        sizeLines {
          size
          quantity
          playerName
          playerNumber
          unitPriceCents
          skuSuffix
        }
        prices {
          msrpCents
          productPriceCents
          decorationsPriceCents
          decorationPricesCents
          finalPriceCents
        }
      }
    }
  }
`;

/** What a visitor's locker page needs: customer prices only. */
export const VISITOR_LOCKER_QUERY = /* GraphQL */ `
  query BenchVisitorLocker($code: String!) {
    locker(code: $code) {
      code
      quantity
      totalCents
      items {
        id
        quantity
        lineTotalCents
        product {
          styleId
          name
        }
        configuration {
          shortId
          front: snapshot(view: FRONT) {
            status
            url
          }
        }
        sizeLines {
          size
          quantity
          playerName
          playerNumber
          unitPriceCents
        }
        prices {
          finalPriceCents
        }
      }
    }
  }
`;

/** A published snapsheet as a visitor's page reads it. */
export const SNAPSHEET_QUERY = /* GraphQL */ `
  query BenchSnapsheet($dealerCode: String!, $id: ID!) {
    snapsheet(dealerCode: $dealerCode, id: $id) {
      id
      title
      teamName
      colors {
        id
        hex
        name
      }
      pages {
        number
        products {
          id
          order
          priceCents
          product {
            styleId
            name
            brand
            sizes
            baseSize
            decorationLocations {
              name
              contentTypes
            }
          }
          front: snapshot(view: FRONT) {
            status
            url
          }
        }
      }
    }
  }
`;

export const SAVE_CONFIGURATION = /* GraphQL */ `
  mutation BenchSaveConfiguration($input: ConfigurationInput!) {
    saveConfiguration(input: $input) {
      shortId
    }
  }
`;

export const ADD_TO_LOCKER = /* GraphQL */ `
  mutation BenchAddToLocker($input: AddToLockerInput!) {
    addToLocker(input: $input) {
      code
      items {
        id
      }
    }
  }
`;
