/**
 * The customiser's GraphQL documents (C3, C4): the configuration fields it edits
 * (`ProductCustomizer_configuration`), a saved configuration read by its short id (`?short_id=`)
 * and `saveConfiguration`, which answers the same fields.
 */
import { graphql } from '../../gql';

export const ProductCustomizer_configuration = graphql(`
  fragment ProductCustomizer_configuration on Configuration {
    shortId
    product {
      styleId
    }
    variant {
      id
    }
    design {
      id
    }
    colors {
      id
    }
    reversibleView
    decorations {
      contentType
      location
      text
      fillColor {
        id
      }
      outline1Color {
        id
      }
      outline2Color {
        id
      }
      textHeight
      font
      logo {
        id
        url
      }
      graphic {
        key
      }
      rotation
      zoom
      offsetX
      offsetY
      view
    }
  }
`);

export const SavedConfigurationDocument = graphql(`
  query SavedConfiguration($shortId: ID!) {
    configuration(shortId: $shortId) {
      ...ProductCustomizer_configuration
    }
  }
`);

export const SaveConfigurationDocument = graphql(`
  mutation SaveConfiguration($input: ConfigurationInput!) {
    saveConfiguration(input: $input) {
      ...ProductCustomizer_configuration
    }
  }
`);
