import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from './apollo';

const VIEWER = gql`
  query Viewer($id: ID!) {
    playbook(dealerCode: "D", id: $id) {
      id
      sports {
        id
        name
      }
      pages {
        number
        title
      }
    }
  }
`;
const EDITOR = gql`
  query Editor($id: ID!) {
    playbook(dealerCode: "D", id: $id) {
      id
      sports {
        id
        order
      }
      pages {
        number
        products {
          id
        }
      }
    }
  }
`;

describe('Apollo cache of playbooks (P3)', () => {
  it('keeps the fields of two queries of the same sports and pages', () => {
    const { cache } = createApolloClient('http://localhost/graphql');
    const id = 'P1';
    cache.writeQuery({
      query: VIEWER,
      variables: { id },
      data: {
        playbook: {
          __typename: 'Playbook',
          id,
          sports: [{ __typename: 'PlaybookSport', id: 'fsg-football', name: 'Football' }],
          pages: [{ __typename: 'PlaybookPage', number: 1, title: 'Cover' }],
        },
      },
    });
    cache.writeQuery({
      query: EDITOR,
      variables: { id },
      data: {
        playbook: {
          __typename: 'Playbook',
          id,
          sports: [{ __typename: 'PlaybookSport', id: 'fsg-football', order: 1 }],
          pages: [{ __typename: 'PlaybookPage', number: 1, products: [] }],
        },
      },
    });
    expect(cache.readQuery({ query: VIEWER, variables: { id } })).toMatchObject({
      playbook: { sports: [{ name: 'Football' }], pages: [{ title: 'Cover' }] },
    });
    expect(cache.readQuery({ query: EDITOR, variables: { id } })).toMatchObject({
      playbook: { sports: [{ order: 1 }], pages: [{ products: [] }] },
    });
  });

  it('keeps the same sport of two playbooks apart', () => {
    const { cache } = createApolloClient('http://localhost/graphql');
    for (const [id, name] of [
      ['P1', 'Football'],
      ['P2', 'Flag Football'],
    ]) {
      cache.writeQuery({
        query: VIEWER,
        variables: { id },
        data: {
          playbook: {
            __typename: 'Playbook',
            id,
            sports: [{ __typename: 'PlaybookSport', id: 'fsg-football', name }],
            pages: [],
          },
        },
      });
    }
    const read = (id: string) =>
      (cache.readQuery({ query: VIEWER, variables: { id } }) as { playbook: { sports: { name: string }[] } }).playbook
        .sports[0]?.name;
    expect(read('P1')).toBe('Football');
    expect(read('P2')).toBe('Flag Football');
  });

  it('drops a removed sport and follows the new order', () => {
    const { cache } = createApolloClient('http://localhost/graphql');
    const write = (ids: string[]) =>
      cache.writeQuery({
        query: VIEWER,
        variables: { id: 'P1' },
        data: {
          playbook: {
            __typename: 'Playbook',
            id: 'P1',
            sports: ids.map((s) => ({ __typename: 'PlaybookSport', id: s, name: s })),
            pages: [],
          },
        },
      });
    write(['a', 'b', 'c']);
    write(['c', 'a']);
    const data = cache.readQuery({ query: VIEWER, variables: { id: 'P1' } }) as {
      playbook: { sports: { id: string }[] };
    };
    expect(data.playbook.sports.map((s) => s.id)).toEqual(['c', 'a']);
  });
});
