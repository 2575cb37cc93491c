/**
 * Catalog resolvers: thin mapping of rows to the GraphQL types of catalog.graphql.
 */
import { brandDisplayName } from '@tas/rules';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { baseSizeOf, garmentOf, offeredDesigns, sizesOf } from './catalog.service.js';
import { NotFoundError } from '../../lib/errors.js';
import { brandFacet, categoryFacet, productTypeFacet, searchProducts, sportFacet } from './product-search.js';

export const catalogResolvers: Resolvers = {
  Query: {
    colors: (_p, { palette }, { services }) => services.catalog.colors(palette),
    snapsheetColors: (_p, _a, { services }) => services.catalog.snapsheetColors(),
    sports: async (_p, { template }, { services }) => services.catalog.sports(template),
    fonts: (_p, _a, { services }) => services.catalog.fonts(),
    product: (_p, { styleId }, { loaders }) => loaders.style.load(styleId),
    products: async (_p, { filter, first, after }, { loaders }) => {
      const limit = Math.min(Math.max(first ?? 20, 1), 100);
      const query = {
        search: filter?.search?.trim() || null,
        category: filter?.category ?? null,
        productType: filter?.productType ?? null,
        gender: filter?.gender ?? null,
        brand: filter?.brand ?? null,
        sport: filter?.sport?.trim() || null,
      };
      const afterSortOrder = after ? decodeCursor(after) : null;
      const catalog = await loaders.catalog();
      const { rows, hasNextPage, total } = searchProducts(catalog, query, { afterSortOrder, limit });
      return {
        edges: rows.map((node) => ({ cursor: encodeCursor(node.sort_order), node })),
        nodes: rows,
        pageInfo: {
          hasNextPage,
          endCursor: rows.length ? encodeCursor(rows[rows.length - 1]!.sort_order) : null,
        },
        totalCount: total,
        facets: { catalog, query },
      };
    },
  },
  ProductFacets: {
    sports: (source, { template }) => sportFacet(source, template),
    categories: (source) => categoryFacet(source),
    productTypes: (source) => productTypeFacet(source),
    brands: (source) => brandFacet(source),
  },
  Color: {
    id: (c) => String(c.id),
    stockName: (c) => c.stock_name,
  },
  Sport: {},
  Variant: {
    color: async (v, _a, { loaders }) => {
      const c = await loaders.color.load(v.color_id);
      if (!c) throw new NotFoundError('Colour');
      return c;
    },
  },
  Product: {
    styleId: (s) => s.id,
    brandName: (s) => brandDisplayName(s.brand),
    productType: (s) => s.product_type,
    genders: (s) => s.genders as never,
    isSublimable: (s) => s.is_sublimable,
    productionDays: (s) => s.production_days,
    minimumPieces: (s) => s.minimum_pieces,
    sizes: (s, _a, { loaders }) => sizesOf(loaders, s),
    baseSize: (s, _a, { loaders }) => baseSizeOf(loaders, s),
    // Msrp is dealer data (A5): customers see customer prices only.
    msrp: (s, { size, designId, colorId }, { loaders, dealer }) =>
      dealer ? loaders.pricing.msrpCents(s, { size, designId, colorId }) : null,
    baseMsrpCents: (s, _a, { loaders, dealer }) => (dealer ? loaders.pricing.baseMsrpCents(s) : null),
    variants: (s, _a, { loaders }) => loaders.variantsByStyle.load(s.id),
    designs: async (s, _a, { loaders }) => offeredDesigns(await loaders.designsByStyle.load(s.id)),
    garment: (s) => garmentOf(s),
    decorationLocations: (s) => garmentOf(s).locations,
  },
};
