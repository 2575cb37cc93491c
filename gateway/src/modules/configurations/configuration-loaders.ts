/**
 * What configurations read through a request's loaders: the catalog's lookups and logos by id.
 * Named here rather than taken from the root's `Loaders`, which assembles the pricing loaders
 * that price configurations: the root's type would tie the two modules in a cycle.
 */
import type DataLoader from 'dataloader';
import type { LogoRow } from '../../db/types.js';
import type { CatalogLoaders } from '../catalog/index.js';

export type ConfigurationLoaders = CatalogLoaders & { logo: DataLoader<number, LogoRow | null> };
