/**
 * The dealer's actions on one catalog product card of a playbook in edit mode (P3): a menu
 * (../project/ProductActionsMenu) with Edit (name, custom price, variant, design),
 * Move (to another page and position, or a new page), Customize (the product page with its
 * configuration, `catalog_product` telling it which catalog product a save updates) and Delete
 * (confirmed; `removeCatalogProduct`). Its data (the product and the playbook's pages) loads
 * with its own query the first time the menu opens; every card shares it through the cache.
 * After a change the viewer's query (`PlaybookViewer`) is fetched again. Section 8 toasts:
 * 'Error trying to update the product' (edit, move), 'Error trying to delete the product'.
 */
import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { IconEdit, IconList, IconSettings, IconTrash } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { refetchAfterEdit } from './edit-options';
import { EditProductDialog } from '../project/EditProductDialog';
import { EDIT_ERRORS } from '../project/form-errors';
import { ProductActionsMenu } from '../project/ProductActionsMenu';
import { MoveCatalogProductDialog } from './MoveCatalogProductDialog';
import { customizePath } from './paths';
import './playbook-edit.css';

const OWN_QUERY = 'CatalogProductActions';

export const CatalogProductActions_product = graphql(`
  fragment CatalogProductActions_product on PlaybookProduct {
    id
    name
    customPriceCents
    product {
      styleId
      name
    }
    variant {
      id
    }
    design {
      id
    }
    configuration {
      shortId
    }
  }
`);

const CatalogProductActionsName = graphql(`
  fragment CatalogProductActions_name on PlaybookProduct {
    id
    name
  }
`);

const CatalogProductActionsDocument = graphql(`
  query CatalogProductActions($dealerCode: String!, $id: ID!) {
    playbook(dealerCode: $dealerCode, id: $id) {
      id
      pages {
        number
        kind
        title
        catalog {
          id
          name
        }
        products {
          ...CatalogProductActions_product
        }
      }
    }
  }
`);

const UpdateCatalogProductDocument = graphql(`
  mutation UpdateCatalogProduct($id: ID!, $input: CatalogProductInput!) {
    updateCatalogProduct(id: $id, input: $input) {
      id
    }
  }
`);

const RemoveCatalogProductDocument = graphql(`
  mutation RemoveCatalogProduct($id: ID!) {
    removeCatalogProduct(id: $id) {
      id
    }
  }
`);

type OpenDialog = 'edit' | 'move' | 'delete' | null;

export function CatalogProductActions({
  playbookId,
  productId,
  dealerCode,
  projectId,
}: {
  /** The playbook's public id (the `playbook(id:)` of the query). */
  playbookId: string;
  /** The catalog product (`PlaybookProduct.id`). */
  productId: string;
  /** The route's dealer code and project id, for the Customize link. */
  dealerCode: string;
  projectId: string;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Loaded on first use, then kept (the cache answers the next opening at once).
  const [used, setUsed] = useState(false);
  const { data, loading, error } = useQuery(CatalogProductActionsDocument, {
    variables: { dealerCode, id: playbookId },
    skip: !used,
  });
  const [remove, { loading: removing }] = useMutation(RemoveCatalogProductDocument, refetchAfterEdit(OWN_QUERY));
  const [update, { loading: updating }] = useMutation(UpdateCatalogProductDocument, refetchAfterEdit(OWN_QUERY));
  /** The menu's trigger: the edit dialog gives focus back to it. */
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The name as the viewer already has it, for the menu button's accessible name.
  const named = useFragment({
    fragment: CatalogProductActionsName,
    from: { __typename: 'PlaybookProduct', id: productId },
  });

  const pages = data?.playbook?.pages ?? [];
  const product = pages.flatMap((p) => p.products).find((p) => p.id === productId) ?? null;
  const name = product?.name ?? (typeof named.data?.name === 'string' ? named.data.name : 'product');

  const onOpenChange = (open: boolean) => {
    setMenuOpen(open);
    if (open) setUsed(true);
  };
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  const doRemove = async () => {
    try {
      await remove({ variables: { id: productId } });
      toast.success(`${name} removed`);
      setDialog(null);
    } catch {
      toast.error(EDIT_ERRORS.deleteProduct);
    }
  };

  const ready = Boolean(product);
  return (
    <ProductActionsMenu
      name={name}
      busy={removing}
      loading={loading}
      open={menuOpen}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      status={
        loading && !product ? (
          <div className="menu__status" role="status">
            <Spinner size={14} /> Loading…
          </div>
        ) : error && !product ? (
          <div className="menu__status" role="alert">
            Could not load the product.
          </div>
        ) : !product ? (
          <div className="menu__status">This product is not on a page shown now.</div>
        ) : null
      }
      groups={[
        [
          { label: 'Edit', icon: <IconEdit size={14} />, disabled: !ready, onSelect: () => setDialog('edit') },
          { label: 'Move', icon: <IconList size={14} />, disabled: !ready, onSelect: () => setDialog('move') },
          {
            label: 'Customize',
            icon: <IconSettings size={14} />,
            disabled: !ready,
            to: product
              ? customizePath(dealerCode, projectId, product.product.styleId, product.configuration?.shortId, productId)
              : undefined,
          },
        ],
        [
          {
            label: 'Delete',
            icon: <IconTrash size={14} />,
            danger: true,
            disabled: !ready,
            onSelect: () => setDialog('delete'),
          },
        ],
      ]}
    >
      {product ? (
        <>
          <EditProductDialog
            open={dialog === 'edit'}
            onOpenChange={close}
            product={product}
            named
            save={(input) => update({ variables: { id: product.id, input } })}
            saving={updating}
            returnFocus={triggerRef}
          />
          <MoveCatalogProductDialog
            open={dialog === 'move'}
            onOpenChange={close}
            productId={productId}
            productName={product.name}
            pages={pages}
            refetchOwn={OWN_QUERY}
            returnFocus={triggerRef}
          />
        </>
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        title="Delete product"
        confirmLabel="Delete"
        onConfirm={() => void doRemove()}
        busy={removing}
        returnFocus={triggerRef}
      >
        {`Remove ${name} from this playbook? The products after it on its page move up.`}
      </ConfirmDialog>
    </ProductActionsMenu>
  );
}
