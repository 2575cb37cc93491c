/**
 * The catalog module's door for the other modules: the catalog reads they share (styles by id,
 * which colour ids exist, the catalog's queries by style and sport). The catalog is written only
 * by migrations and seeds; other modules call these, never its repository.
 */
export {
  catalogRepository,
  knownColorIds,
  stylesByIds,
  stylesOfSports,
  type CatalogRepository,
} from './catalog.repository.js';
export type { CatalogCache } from './catalog-cache.js';
export type { CatalogLoaders } from './catalog-lookups.js';
export { baseSizeOf, garmentOf, offeredDesigns, sizesOf } from './catalog.service.js';
