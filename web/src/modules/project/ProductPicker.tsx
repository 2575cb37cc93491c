/**
 * The catalog picker every kind's Add product dialog shows (P3, P5): a search box (debounced
 * 250 ms) over the catalog's styles, narrowed by the kind's own filters (a playbook's sport,
 * category and product type), and the styles found (name, style id, brand, type, MSRP) with the
 * kind's action on each (a snapsheet adds at once, a playbook chooses then asks for options).
 * Loading shows skeletons, a failure a retry, no match an empty state; past 30 styles it says
 * how many there are. The search starts empty at every mount: mount it only while its dialog
 * is open.
 */
import { useQuery } from '@apollo/client/react';
import { getGarment } from '@tas/garments';
import { useState, type ReactNode } from 'react';
import { graphql } from '../../gql';
import type { ProductFilter, ProjectProductPickerQuery } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { productTypeLabel } from '../../lib/product-labels';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { TextInput } from '../../ui/Field';
import { IconSearch, IconShirt } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { DesignSwatch } from '../customizer/DesignSwatch';
import '../../styles/project.css';

/** Thumbnail colours: neutral slates that show a design's zones without naming a team. */
const THUMB_COLORS = ['#475569', '#94a3b8', '#f8fafc'] as const;

/**
 * A style's thumbnail: the front flat of its garment (sleeves, hood) wearing its first design
 * in neutral colours, drawn from the template data (no request, no render); the shirt icon for
 * a garment the web does not know.
 */
function ProductThumb({ product }: { product: PickerProduct }) {
  const garment = getGarment(product.garment.id);
  return (
    <span className="catalog-item__thumb" aria-hidden="true">
      {garment ? (
        <DesignSwatch garment={garment} code={product.designs[0]?.code ?? ''} colors={THUMB_COLORS} size={44} flat />
      ) : (
        <IconShirt size={22} />
      )}
    </span>
  );
}

/** Styles shown at once; the count says when there are more. */
const PICKER_SIZE = 30;

const ProjectProductPickerDocument = graphql(`
  query ProjectProductPicker($filter: ProductFilter!, $first: Int!) {
    products(filter: $filter, first: $first) {
      totalCount
      nodes {
        styleId
        name
        brand
        productType
        category
        baseMsrpCents
        garment {
          id
        }
        designs {
          code
        }
      }
    }
  }
`);

/** A style as the picker lists it. */
export type PickerProduct = ProjectProductPickerQuery['products']['nodes'][number];

export function ProductPicker({
  filter = {},
  label,
  action,
  selectedStyleId,
  skip = false,
  scroll = false,
}: {
  /** The kind's filters besides the search (a playbook's sport, category, product type). */
  filter?: Omit<ProductFilter, 'search'>;
  /** The list's accessible name ('Catalog products', 'Products for Football'). */
  label: string;
  /** The kind's control on a style (Add, Choose). */
  action: (product: PickerProduct) => ReactNode;
  /** The style chosen, marked in the list. */
  selectedStyleId?: string | null;
  /** Holds the query (nothing to search yet, as a playbook without a sport). */
  skip?: boolean;
  /** The list scrolls on its own (a form follows it in the dialog). */
  scroll?: boolean;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const { data, previousData, loading, error, refetch } = useQuery(ProjectProductPickerDocument, {
    variables: { filter: { ...filter, search: debounced || null }, first: PICKER_SIZE },
    skip,
  });
  const products = (data ?? previousData)?.products;

  return (
    <>
      <div className="input-with-icon">
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
        <div className="catalog-list" aria-label="Loading products" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={62} />
          ))}
        </div>
      ) : products.nodes.length === 0 ? (
        <EmptyState icon={<IconShirt size={22} />} title="No products match your search" />
      ) : (
        <>
          <p className="field__hint" role="status">
            {products.totalCount > products.nodes.length
              ? `${products.nodes.length} of ${products.totalCount} products; refine the search to see others.`
              : `${products.totalCount} ${products.totalCount === 1 ? 'product' : 'products'}`}
          </p>
          <ul
            className={`catalog-list${scroll ? ' catalog-list--scroll' : ''}`}
            aria-busy={loading || undefined}
            aria-label={label}
          >
            {products.nodes.map((p) => (
              <li
                key={p.styleId}
                className="catalog-item"
                data-selected={(selectedStyleId != null && selectedStyleId === p.styleId) || undefined}
              >
                <ProductThumb product={p} />
                <span className="catalog-item__text">
                  <span className="catalog-item__name">{p.name}</span>
                  <span className="catalog-item__meta">
                    <span className="mono">{p.styleId}</span> · {p.brand} · {productTypeLabel(p.productType)}
                  </span>
                </span>
                {p.baseMsrpCents != null ? (
                  <span className="catalog-item__price tabular">
                    <span className="muted">MSRP </span>
                    {formatCents(p.baseMsrpCents)}
                  </span>
                ) : null}
                {action(p)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
