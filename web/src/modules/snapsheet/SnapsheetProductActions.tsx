/**
 * The dealer's menu on one product of a snapsheet (P5; ../project/ProductActionsMenu):
 * Edit product (variant, design, custom price in ../project/EditProductDialog), Customize (the product page; saving
 * there replaces this product's configuration, `?snapsheet_product=`), Move up / Move down (swap
 * with the neighbour; not offered at either end) and Remove (confirmed; later products move up).
 * Each change answers the whole snapsheet, which updates the page; after a move `onMoved` gets
 * the product id and the new pages so the page can follow it. Section 8 toasts: 'Error trying to update the
 * product' (edit, move), 'Error trying to delete the product'.
 */
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { MoveDirection, SnapsheetProductActions_ProductFragment } from '../../gql/graphql';
import { snapsheetPaths } from '../../lib/urls';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { IconArrowDown, IconArrowUp, IconEdit, IconSettings, IconTrash } from '../../ui/icons';
import { EditProductDialog } from '../project/EditProductDialog';
import { EDIT_ERRORS } from '../project/form-errors';
import { ProductActionsMenu } from '../project/ProductActionsMenu';
import { moveOptions, type PageLike } from './pages';

export const SnapsheetProductActions_product = graphql(`
  fragment SnapsheetProductActions_product on SnapsheetProduct {
    id
    order
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

const UpdateSnapsheetProductDocument = graphql(`
  mutation UpdateSnapsheetProduct($id: ID!, $input: UpdateSnapsheetProductInput!) {
    updateSnapsheetProduct(id: $id, input: $input) {
      ...SnapsheetEdit_snapsheet
    }
  }
`);

const MoveSnapsheetProductDocument = graphql(`
  mutation MoveSnapsheetProduct($id: ID!, $direction: MoveDirection!) {
    moveSnapsheetProduct(id: $id, direction: $direction) {
      ...SnapsheetEdit_snapsheet
    }
  }
`);

const RemoveSnapsheetProductDocument = graphql(`
  mutation RemoveSnapsheetProduct($id: ID!) {
    removeSnapsheetProduct(id: $id) {
      ...SnapsheetEdit_snapsheet
    }
  }
`);

export function SnapsheetProductActions({
  product,
  count,
  dealerCode,
  projectId,
  onMoved,
}: {
  product: SnapsheetProductActions_ProductFragment;
  /** How many products the snapsheet has (Move down is not offered on the last). */
  count: number;
  /** The route's dealer code and project id, for the Customize link. */
  dealerCode: string;
  projectId: string;
  /** After a move, with the snapsheet's new pages. */
  onMoved?: (productId: string, pages: readonly PageLike<{ id: string }>[]) => void;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<'edit' | 'remove' | null>(null);
  const [move, { loading: moving }] = useMutation(MoveSnapsheetProductDocument);
  const [remove, { loading: removing }] = useMutation(RemoveSnapsheetProductDocument);
  const [update, { loading: updating }] = useMutation(UpdateSnapsheetProductDocument);
  const name = product.product.name;
  const can = moveOptions(product.order, count);
  const customize = snapsheetPaths(dealerCode, projectId).product(
    product.product.styleId,
    product.configuration?.shortId,
    product.id,
  );

  const doMove = async (direction: MoveDirection) => {
    try {
      const result = await move({ variables: { id: product.id, direction } });
      onMoved?.(product.id, result.data?.moveSnapsheetProduct.pages ?? []);
    } catch {
      toast.error(EDIT_ERRORS.updateProduct);
    }
  };

  const doRemove = async () => {
    try {
      await remove({ variables: { id: product.id } });
      toast.success(`${name} removed`);
      setDialog(null);
    } catch {
      toast.error(EDIT_ERRORS.deleteProduct);
    }
  };

  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <ProductActionsMenu
      name={name}
      busy={moving || removing}
      triggerRef={triggerRef}
      groups={[
        [
          { label: 'Edit product', icon: <IconEdit size={14} />, onSelect: () => setDialog('edit') },
          { label: 'Customize', icon: <IconSettings size={14} />, to: customize },
        ],
        [
          {
            label: 'Move up',
            icon: <IconArrowUp size={14} />,
            disabled: !can.up || moving,
            onSelect: () => void doMove('UP'),
          },
          {
            label: 'Move down',
            icon: <IconArrowDown size={14} />,
            disabled: !can.down || moving,
            onSelect: () => void doMove('DOWN'),
          },
        ],
        [{ label: 'Remove', icon: <IconTrash size={14} />, danger: true, onSelect: () => setDialog('remove') }],
      ]}
    >
      <EditProductDialog
        open={dialog === 'edit'}
        onOpenChange={close}
        product={product}
        named={false}
        save={(input) => update({ variables: { id: product.id, input } })}
        saving={updating}
        returnFocus={triggerRef}
      />
      <ConfirmDialog
        open={dialog === 'remove'}
        onOpenChange={close}
        title="Remove product"
        confirmLabel="Remove"
        onConfirm={() => void doRemove()}
        busy={removing}
        returnFocus={triggerRef}
      >
        {`Remove ${name} from this snapsheet? The products after it move up one place.`}
      </ConfirmDialog>
    </ProductActionsMenu>
  );
}
