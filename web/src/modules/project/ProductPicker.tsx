/**
 * The catalog picker every kind's Add product dialog shows (P3, P5): a search box (debounced
 * 250 ms) and the picker's own filter selects (sport, category, brand by default; ProductFilters)
 * with the number of styles each value shows, combined with each other and with the kind's own
 * filters (a playbook's sport, category and product type); the styles found (name, style id,
 * brand, type, MSRP) with the kind's action on each (a snapsheet adds at once, a playbook chooses
 * then asks for options), 30 at a time with "Load more" for the next 30 until the whole catalog
 * is listed. Loading shows skeletons, a failure a retry, no match "No products match" with Clear
 * filters. Search and filters start empty at every mount: mount it only while its dialog is open.
 */
import { useQuery } from '@apollo/client/react';
import { getGarment } from '@tas/garments';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { ProductFilter, ProjectProductPickerQuery } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { productTypeLabel } from '../../lib/product-labels';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { TextInput } from '../../ui/Field';
import { IconSearch, IconShirt } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { DesignSwatch } from '../customizer/DesignSwatch';
import { ProductFilters, type PickerFilterKey, type PickerFilterValues } from './ProductFilters';
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

/** Styles per page: the first page, and each "Load more". */
const PICKER_SIZE = 30;

const DEFAULT_FILTERS: readonly PickerFilterKey[] = ['sport', 'category', 'brand'];

const ProjectProductPickerDocument = graphql(`
  query ProjectProductPicker($filter: ProductFilter!, $first: Int!, $after: String) {
    products(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      facets {
        sports {
          value
          label
          count
        }
        categories {
          value
          label
          count
        }
        brands {
          value
          label
          count
        }
      }
      nodes {
        styleId
        name
        brandName
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
  filters = DEFAULT_FILTERS,
  label,
  action,
  selectedStyleId,
  skip = false,
  scroll = false,
  onClearKindFilters,
}: {
  /** The kind's filters besides the search (a playbook's sport, category, product type). */
  filter?: Omit<ProductFilter, 'search'>;
  /** The filter selects the picker offers itself, in order (none of the kind's own). */
  filters?: readonly PickerFilterKey[];
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
  /** Resets the kind's own filters (a playbook's category and type); given while one is set. */
  onClearKindFilters?: () => void;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PickerFilterValues>({});
  const [loadingMore, setLoadingMore] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const debounced = useDebouncedValue(search.trim(), 250);
  const own = {
    ...(filters.includes('sport') ? { sport: chosen.sport ?? null } : {}),
    ...(filters.includes('category') ? { category: (chosen.category ?? null) as ProductFilter['category'] } : {}),
    ...(filters.includes('brand') ? { brand: chosen.brand ?? null } : {}),
  };
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(ProjectProductPickerDocument, {
    variables: { filter: { ...filter, ...own, search: debounced || null }, first: PICKER_SIZE },
    skip,
  });
  const products = (data ?? previousData)?.products;
  // After Load more (its button is disabled while loading, and gone after the last page) the
  // keyboard goes on at the first style loaded, once it is in the list.
  const focusFrom = useRef<number | null>(null);
  const shownCount = products?.nodes.length ?? 0;
  useEffect(() => {
    const from = focusFrom.current;
    if (from == null || shownCount <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>('button')?.focus();
  }, [shownCount]);
  const filtered = search.trim() !== '' || Object.values(chosen).some((v) => v != null) || onClearKindFilters != null;
  const clear = () => {
    setSearch('');
    setChosen({});
    onClearKindFilters?.();
  };

  const loadMore = async () => {
    const after = data?.products.pageInfo.endCursor;
    if (!after || loadingMore) return;
    const shown = data.products.nodes.length;
    setLoadingMore(true);
    focusFrom.current = shown;
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (prev, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          products: {
            ...fetchMoreResult.products,
            nodes: [...(prev.products?.nodes ?? []), ...fetchMoreResult.products.nodes],
          },
        }),
      });
    } catch {
      focusFrom.current = null;
      toast.error('Could not load more products. Try again.');
    } finally {
      setLoadingMore(false);
    }
  };

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
      <ProductFilters
        filters={filters}
        values={chosen}
        facets={products?.facets}
        onChange={(key, value) => setChosen((c) => ({ ...c, [key]: value }))}
      />
      {error && !products ? (
        <ErrorState title="Could not load the catalog" onRetry={() => void refetch()} />
      ) : !products ? (
        <div className="catalog-list" aria-label="Loading products" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={62} />
          ))}
        </div>
      ) : products.nodes.length === 0 ? (
        <EmptyState
          icon={<IconShirt size={22} />}
          title="No products match"
          action={
            filtered ? (
              <Button size="sm" variant="secondary" onClick={clear}>
                Clear filters
              </Button>
            ) : undefined
          }
        >
          {filtered ? 'Try another search or fewer filters.' : null}
        </EmptyState>
      ) : (
        <>
          <div className="picker-status">
            <p className="field__hint" role="status">
              {loading && !loadingMore
                ? 'Searching…'
                : products.totalCount > products.nodes.length
                  ? `Showing ${products.nodes.length} of ${products.totalCount} products`
                  : `${products.totalCount} ${products.totalCount === 1 ? 'product' : 'products'}`}
            </p>
            {filtered ? (
              <Button size="sm" variant="ghost" onClick={clear}>
                Clear filters
              </Button>
            ) : null}
          </div>
          <ul
            ref={listRef}
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
                    <span className="mono">{p.styleId}</span> · {p.brandName} · {productTypeLabel(p.productType)}
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
          {products.pageInfo.hasNextPage ? (
            <Button
              className="picker-more"
              variant="secondary"
              loading={loadingMore}
              disabled={loading && !loadingMore}
              onClick={() => void loadMore()}
            >
              Load more
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
