/**
 * Edit in place: the customiser opened from a locker item's Edit (`?locker_item=<id>`) saves the
 * design onto that item (`updateLockerItemDesign`): the item keeps its roster, alias and
 * quantities and its proofs' history, and its pictures follow the new design. The dealer of a
 * quote opens a customer's item from the quote page the same way, with `?back=` naming the
 * quote's page to go back to.
 */
import { useMutation } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';

const SaveLockerItemDesignDocument = graphql(`
  mutation SaveLockerItemDesign($id: ID!, $configurationShortId: ID!) {
    updateLockerItemDesign(id: $id, configurationShortId: $configurationShortId) {
      code
      items {
        id
        configuration {
          shortId
        }
      }
    }
  }
`);

/** Where to go back after saving: only a path of this app (`/...`, never `//host`). */
export function safeBackPath(back: string | null): string | null {
  return back && /^\/(?!\/)[A-Za-z0-9/_-]*$/.test(back) ? back : null;
}

/** The customiser's address for editing locker item `itemId` in place (`back`: where to return). */
export function lockerItemEditHref(productHref: string, itemId: string, back?: string): string {
  const query = new URLSearchParams({ locker_item: itemId, ...(back ? { back } : {}) });
  return `${productHref}${productHref.includes('?') ? '&' : '?'}${query.toString()}`;
}

export interface SaveToLockerItem {
  /** The locker item being edited, or null (the customiser was not opened from one). */
  itemId: string | null;
  /** Where to go once saved (the quote's page), or null for the locker. */
  back: string | null;
  /** Stores `shortId` as the item's design. */
  save: (shortId: string) => Promise<void>;
}

export function useSaveToLockerItem(): SaveToLockerItem {
  const [params] = useSearchParams();
  const itemId = params.get('locker_item');
  const [saveDesign] = useMutation(SaveLockerItemDesignDocument);
  return {
    itemId,
    back: safeBackPath(params.get('back')),
    save: async (shortId: string) => {
      if (!itemId) return;
      await saveDesign({ variables: { id: itemId, configurationShortId: shortId } });
    },
  };
}
