/**
 * Catalog rules (C1, L2, L3): products with their sizes in size order, base size, designs
 * offered (at most 7, layout 588R skipped), garment templates. Prices: modules/pricing.
 */
import type { StyleRow } from '../../db/types.js';
import type { CatalogLoaders } from './catalog-lookups.js';
import { baseSizeFor, getGarment, sortSizes, type GarmentTemplate } from '@tas/garments';

/** Designs offered for a style (C1): in catalog order, 588R skipped, at most 7 (@tas/garments). */
export { offeredDesigns } from '@tas/garments';

/** The garment template of a style; throws when the catalog names an unknown template. */
export function garmentOf(style: StyleRow): GarmentTemplate {
  const garment = getGarment(style.garment_id);
  if (!garment) throw new Error(`Style ${style.id} names unknown garment template ${style.garment_id}`);
  return garment;
}

/** Sizes of a style in size order (L2). */
export async function sizesOf(loaders: Pick<CatalogLoaders, 'sizesByStyle'>, style: StyleRow): Promise<string[]> {
  const rows = await loaders.sizesByStyle.load(style.id);
  return sortSizes(rows.map((r) => r.size));
}

/** Base size of a style: L, or M for related products (L2). */
export async function baseSizeOf(loaders: Pick<CatalogLoaders, 'sizesByStyle'>, style: StyleRow): Promise<string> {
  return baseSizeFor(style.is_related, await sizesOf(loaders, style));
}
