/** The edit panel's query of a playbook's sports and catalogs, and its mutations of sports and catalogs. */
import { graphql } from '../../gql';

export const PlaybookEditPanel_sport = graphql(`
  fragment PlaybookEditPanel_sport on PlaybookSport {
    id
    name
    order
    catalogs {
      id
      name
      order
      pageCount
    }
  }
`);

export const PlaybookEditPanelDocument = graphql(`
  query PlaybookEditPanel($dealerCode: String!, $id: ID!) {
    playbook(dealerCode: $dealerCode, id: $id) {
      id
      template
      sports {
        ...PlaybookEditPanel_sport
      }
    }
    fsgSports: sports(template: FSG) {
      id
      name
    }
    uaSports: sports(template: UA) {
      id
      name
    }
  }
`);

export const ReorderPlaybookSportsDocument = graphql(`
  mutation ReorderPlaybookSports($playbookId: ID!, $sportIds: [ID!]!) {
    reorderPlaybookSports(playbookId: $playbookId, sportIds: $sportIds) {
      id
      sports {
        ...PlaybookEditPanel_sport
      }
    }
  }
`);

export const ReorderPlaybookCatalogsDocument = graphql(`
  mutation ReorderPlaybookCatalogs($playbookId: ID!, $sportId: ID!, $catalogIds: [ID!]!) {
    reorderPlaybookCatalogs(playbookId: $playbookId, sportId: $sportId, catalogIds: $catalogIds) {
      id
      sports {
        ...PlaybookEditPanel_sport
      }
    }
  }
`);

export const AddPlaybookSportDocument = graphql(`
  mutation AddPlaybookSport($playbookId: ID!, $sportId: ID!) {
    addPlaybookSport(playbookId: $playbookId, sportId: $sportId) {
      id
      sports {
        ...PlaybookEditPanel_sport
      }
    }
  }
`);

export const RemovePlaybookSportDocument = graphql(`
  mutation RemovePlaybookSport($playbookId: ID!, $sportId: ID!) {
    removePlaybookSport(playbookId: $playbookId, sportId: $sportId) {
      id
      sports {
        ...PlaybookEditPanel_sport
      }
    }
  }
`);
