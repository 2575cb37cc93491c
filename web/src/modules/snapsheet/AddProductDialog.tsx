/**
 * The catalog picker of a snapsheet (P5): search the catalog and add a style with
 * `addSnapsheetProduct`. The returned snapsheet refreshes the pages in the cache.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
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
      id
      ...SnapsheetBook_snapsheet
    }
  }
`);

export function AddProductDialog({
  open,
  onOpenChange,
  snapsheetId,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  snapsheetId: string;
  /** Called with the new number of products after an add. */
  onAdded?: (productCount: number) => void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const { data, previousData, loading, error, refetch } = useQuery(CatalogPickerDocument, {
    variables: { search: debounced || null },
    skip: !open,
  });
  const [addProduct] = useMutation(AddSnapsheetProductDocument);
  const [adding, setAdding] = useState<string | null>(null);
  const products = (data ?? previousData)?.products.nodes;

  const add = async (styleId: string) => {
    setAdding(styleId);
    try {
      const result = await addProduct({ variables: { snapsheetId, input: { styleId } } });
      const count = result.data?.addSnapsheetProduct.pages.reduce((n, p) => n + p.products.length, 0) ?? 0;
      toast.success('Product added');
      onOpenChange(false);
      onAdded?.(count);
    } catch (e) {
      toast.error(errorMessage(e, 'Error trying to save the product'));
    } finally {
      setAdding(null);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add product"
      description="Pick a style from the catalog."
      size="lg"
    >
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
              <span className="catalog-item__price tabular">
                <span className="muted">MSRP </span>
                {formatCents(p.baseMsrpCents)}
              </span>
              <Button
                size="sm"
                variant="secondary"
                loading={adding === p.styleId}
                disabled={adding !== null && adding !== p.styleId}
                onClick={() => void add(p.styleId)}
                aria-label={`Add ${p.name}`}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
