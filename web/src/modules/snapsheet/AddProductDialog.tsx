/**
 * The catalog picker of a snapsheet (P5): search the catalog and add a style with
 * `addSnapsheetProduct`. The answer (the whole snapsheet) updates the page; `onAdded` gets the
 * new product and the new pages (the route shows its page and may open the uniform modal).
 * The picker is mounted only while the dialog is open, so every opening starts with an empty
 * search. Section 8: 'Error trying to save the product'.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { ProductCategory } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { productTypeLabel } from '../../lib/product-labels';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { TextInput } from '../../ui/Field';
import { IconSearch, IconShirt } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { EDIT_ERRORS } from '../project/form-errors';
import { addedProduct, type PageLike } from './pages';

const CatalogPickerDocument = graphql(`
  query CatalogPicker($search: String) {
    products(filter: { search: $search }, first: 24) {
      totalCount
      nodes {
        styleId
        name
        brand
        productType
        category
        baseMsrpCents
      }
    }
  }
`);

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
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const { data, previousData, loading, error, refetch } = useQuery(CatalogPickerDocument, {
    variables: { search: debounced || null },
  });
  const [addProduct] = useMutation(AddSnapsheetProductDocument);
  const [adding, setAdding] = useState<string | null>(null);
  const products = (data ?? previousData)?.products.nodes;

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
    <>
      <div className="input-with-icon" style={{ marginBottom: 16 }}>
        <IconSearch />
        <TextInput
          type="search"
          aria-label="Search products"
          placeholder="Search by name or style id"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoFocus
        />
      </div>
      {error && !products ? (
        <ErrorState title="Could not load the catalog" onRetry={() => void refetch()} />
      ) : !products ? (
        <div className="catalog-list">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={64} />
          ))}
        </div>
      ) : products.length === 0 ? (
        <EmptyState icon={<IconShirt size={22} />} title="No products match your search" />
      ) : (
        <ul className="catalog-list" aria-busy={loading || undefined} aria-label="Catalog products">
          {products.map((p) => (
            <li key={p.styleId} className="catalog-item">
              <span className="catalog-item__thumb" aria-hidden="true">
                <IconShirt size={22} />
              </span>
              <span className="catalog-item__text">
                <span className="catalog-item__name">{p.name}</span>
                <span className="catalog-item__meta">
                  <span className="mono">{p.styleId}</span> · {p.brand} · {productTypeLabel(p.productType)}
                </span>
              </span>
              {p.baseMsrpCents !== null && p.baseMsrpCents !== undefined ? (
                <span className="catalog-item__price tabular">
                  <span className="muted">MSRP </span>
                  {formatCents(p.baseMsrpCents)}
                </span>
              ) : null}
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
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
