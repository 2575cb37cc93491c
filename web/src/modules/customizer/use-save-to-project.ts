/**
 * 'Save to playbook' / 'Save to snapsheet' on the product page (P3, P5): when the dealer
 * customises a product of the project (`?catalog_product=<id>` on a playbook,
 * `?snapsheet_product=<id>` on a snapsheet, dealer mode only), saving stores the configuration
 * on that product (`updateCatalogProduct` / `updateSnapsheetProduct` with
 * `configurationShortId`, replacing its picture) and goes back to the project on the page that
 * shows it. Section 8 toasts: 'error saving the new product' (playbook), 'Error trying to save
 * the product' (snapsheet).
 */
import { useMutation } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { projectKindOf } from '@tas/rules';
import { graphql } from '../../gql';
import type { ProjectRouteType } from '../../lib/urls';
import { EDIT_ERRORS } from '../project/form-errors';
import { pageOfProduct, screenPages } from '../snapsheet/pages';

/** Puts a saved configuration on a playbook's catalog product (P3); answers where it now is. */
const SaveCatalogProductDocument = graphql(`
  mutation SaveCatalogProduct($id: ID!, $configurationShortId: ID!) {
    updateCatalogProduct(id: $id, input: { configurationShortId: $configurationShortId }) {
      id
      pages {
        number
        products {
          id
          customized
          configuration {
            shortId
          }
          snapshot {
            ...SnapshotImage_snapshot
          }
        }
      }
    }
  }
`);

/** Puts a saved configuration on a snapsheet product (P5); answers the whole snapsheet. */
const SaveSnapsheetProductDocument = graphql(`
  mutation SaveSnapsheetProduct($id: ID!, $configurationShortId: ID!) {
    updateSnapsheetProduct(id: $id, input: { configurationShortId: $configurationShortId }) {
      ...SnapsheetEdit_snapsheet
    }
  }
`);

/** The toast when a customised catalog product could not be stored (original section 8). */
export const SAVE_CATALOG_PRODUCT_ERROR = 'error saving the new product';

/** The toasts of a failed save onto the project's product, by project type (section 8). */
export const SAVE_TO_PROJECT_ERROR: Record<ProjectRouteType, string> = {
  PLAYBOOK: SAVE_CATALOG_PRODUCT_ERROR,
  SNAPSHEET: EDIT_ERRORS.saveProduct,
  // Never shown: a showroom's products are not saved back from the product page (P6).
  SHOWROOM: EDIT_ERRORS.saveProduct,
  // Never shown: a store's items are not saved back from the product page.
  STORE: EDIT_ERRORS.saveProduct,
};

export interface SaveToProject {
  /** The project's product being customised, or null (a plain 'Save'). */
  productId: string | null;
  /** The save button's label. */
  label: string;
  /** Stores `shortId` on the product; answers the page of the project that shows it (or null). */
  save: (shortId: string) => Promise<number | null>;
}

export function useSaveToProject(type: ProjectRouteType, dealerMode: boolean): SaveToProject {
  const [params] = useSearchParams();
  const kind = projectKindOf(type);
  const param = kind.editedProductParam;
  const productId = dealerMode && param ? params.get(param) : null;
  const [saveCatalogProduct] = useMutation(SaveCatalogProductDocument);
  const [saveSnapsheetProduct] = useMutation(SaveSnapsheetProductDocument);

  /** Each kind's save of its product's new configuration, answering the page the product is on. */
  const saves: Partial<Record<ProjectRouteType, (id: string, shortId: string) => Promise<number | null>>> = {
    PLAYBOOK: async (id, shortId) => {
      const result = await saveCatalogProduct({ variables: { id, configurationShortId: shortId } });
      const page = result.data?.updateCatalogProduct.pages.find((p) => p.products.some((pr) => pr.id === id));
      return page?.number ?? null;
    },
    SNAPSHEET: async (id, shortId) => {
      const result = await saveSnapsheetProduct({ variables: { id, configurationShortId: shortId } });
      return pageOfProduct(screenPages(result.data?.updateSnapsheetProduct.pages ?? []), id);
    },
  };

  const save = async (shortId: string): Promise<number | null> => {
    const saveOfKind = saves[type];
    return productId && saveOfKind ? saveOfKind(productId, shortId) : null;
  };

  return {
    productId,
    label: productId ? `Save to ${kind.one}` : 'Save',
    save,
  };
}
