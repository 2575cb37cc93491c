/**
 * Add product of a snapsheet (P5): the catalog picker (../project/ProductPicker) with an Add on
 * each style, which adds it with `addSnapsheetProduct`. The answer (the whole snapsheet) updates the page; `onAdded` gets the
 * new product and the new pages (the route shows its page and may open the uniform modal).
 * The picker is mounted only while the dialog is open, so every opening starts with an empty
 * search. Section 8: 'Error trying to save the product'.
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { ProductCategory } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EDIT_ERRORS } from '../project/form-errors';
import { ProductPicker } from '../project/ProductPicker';
import { addedProduct, type PageLike } from './pages';

const AddSnapsheetProductDocument = graphql(`
  mutation AddSnapsheetProduct($snapsheetId: ID!, $input: SnapsheetProductInput!) {
    addSnapsheetProduct(snapsheetId: $snapsheetId, input: $input) {
      ...SnapsheetEdit_snapsheet
    }
  }
`);

/** What an add answers the route. */
export interface AddedProduct {
  id: string;
  styleId: string;
  category: ProductCategory;
  /** The snapsheet's pages after the add. */
  pages: readonly PageLike<{ id: string }>[];
}

export function AddProductDialog({
  open,
  onOpenChange,
  snapsheetId,
  productIds,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  snapsheetId: string;
  /** The ids of the products on the snapsheet now (to find the new one in the answer). */
  productIds: readonly string[];
  onAdded?: (added: AddedProduct) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add product"
      description="Pick a style from the catalog."
      size="lg"
    >
      <CatalogPicker
        snapsheetId={snapsheetId}
        productIds={productIds}
        onAdded={(added) => {
          onOpenChange(false);
          onAdded?.(added);
        }}
      />
    </Dialog>
  );
}

function CatalogPicker({
  snapsheetId,
  productIds,
  onAdded,
}: {
  snapsheetId: string;
  productIds: readonly string[];
  onAdded: (added: AddedProduct) => void;
}) {
  const [addProduct] = useMutation(AddSnapsheetProductDocument);
  const [adding, setAdding] = useState<string | null>(null);

  const add = async (styleId: string, category: ProductCategory) => {
    setAdding(styleId);
    try {
      const result = await addProduct({ variables: { snapsheetId, input: { styleId } } });
      const pages = result.data?.addSnapsheetProduct.pages ?? [];
      const product = addedProduct(
        productIds,
        pages.flatMap((p) => p.products),
      );
      toast.success('Product added');
      onAdded({ id: product?.id ?? '', styleId, category, pages });
    } catch {
      toast.error(EDIT_ERRORS.saveProduct);
      setAdding(null);
    }
  };

  return (
    <div className="stack">
      <ProductPicker
        label="Catalog products"
        action={(p) => (
          <Button
            size="sm"
            variant="secondary"
            loading={adding === p.styleId}
            disabled={adding !== null && adding !== p.styleId}
            onClick={() => void add(p.styleId, p.category)}
            aria-label={`Add ${p.name}`}
          >
            Add
          </Button>
        )}
      />
    </div>
  );
}
