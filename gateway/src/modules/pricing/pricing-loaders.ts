/**
 * The loaders the pricing service prices through. A request's loaders (loaders.ts) have them and
 * hand themselves in; naming them here keeps pricing below the composition root that builds it.
 */
import type DataLoader from 'dataloader';
import type { ConfigurationRow, DealerRow, ProjectRow } from '../../db/types.js';
import type { CatalogLoaders } from '../catalog/index.js';

export interface PricingLoaders extends CatalogLoaders {
  dealer: DataLoader<number, DealerRow | null>;
  project: DataLoader<number, ProjectRow | null>;
  configuration: DataLoader<number, ConfigurationRow | null>;
}
