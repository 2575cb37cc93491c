/**
 * What the create form reads (the dealer's reps and logo, the customers with their colours and
 * logos, the colours, templates and sports the kind offers) and the create mutation of each kind.
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { CreateProjectDataQuery } from '../../gql/graphql';
import { toPlaybookInput, toSnapsheetInput, type CreateProjectValues, type CreateType } from './create-project-form';

export type CreateProjectData = CreateProjectDataQuery;
export type CreateCustomer = CreateProjectDataQuery['customers']['nodes'][number];

export const CreateProjectDataDocument = graphql(`
  query CreateProjectData($playbook: Boolean!) {
    me {
      id
      code
      reps {
        id
        name
      }
      logo {
        id
        url
        filename
      }
    }
    customers(status: ACTIVE, first: 100) {
      nodes {
        id
        name
        colors {
          id
        }
        rep {
          id
          name
        }
        logos {
          id
          url
          filename
          types
        }
      }
    }
    colors @include(if: $playbook) {
      id
      name
      hex
      palette
    }
    snapsheetColors @skip(if: $playbook) {
      id
      name
      hex
    }
    snapsheetTemplates @skip(if: $playbook) {
      id
      title
      products {
        id
      }
    }
    fsgSports: sports(template: FSG) @include(if: $playbook) {
      id
      name
    }
    uaSports: sports(template: UA) @include(if: $playbook) {
      id
      name
    }
  }
`);

const CreateSnapsheetDocument = graphql(`
  mutation CreateSnapsheet($input: CreateSnapsheetInput!) {
    createSnapsheet(input: $input) {
      id
      dealerCode
    }
  }
`);

const CreatePlaybookDocument = graphql(`
  mutation CreatePlaybook($input: CreatePlaybookInput!) {
    createPlaybook(input: $input) {
      id
      dealerCode
    }
  }
`);

/**
 * The create mutation of a kind: `create(values)` answers the new project's dealer code and id
 * and throws the server's error (its field errors go back to the form's steps).
 */
export function useCreateProject(type: CreateType): {
  create: (values: CreateProjectValues) => Promise<{ dealerCode: string; id: string }>;
  creating: boolean;
} {
  const [createSnapsheet, snapsheet] = useMutation(CreateSnapsheetDocument);
  const [createPlaybook, playbook] = useMutation(CreatePlaybookDocument);
  const create = async (values: CreateProjectValues) => {
    const created =
      type === 'PLAYBOOK'
        ? (await createPlaybook({ variables: { input: toPlaybookInput(values) } })).data?.createPlaybook
        : (await createSnapsheet({ variables: { input: toSnapsheetInput(values) } })).data?.createSnapsheet;
    if (!created) throw new Error(`No ${type.toLowerCase()} returned`);
    return created;
  };
  return { create, creating: snapsheet.loading || playbook.loading };
}
