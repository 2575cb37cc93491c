/**
 * The per-request GraphQL context: the caller (dealer or visitor), the services and
 * per-request DataLoaders. Resolvers never see the database client (DESIGN.md).
 */
import type { DealerRow } from './db/types.js';
import type { Services } from './services.js';
import type { Loaders } from './loaders.js';

export interface GraphQLContext {
  /** The dealer of the bearer token, or null for a visitor (A3, A5). */
  dealer: DealerRow | null;
  /** Id of the api_tokens row used, for logout. */
  tokenId: number | null;
  services: Services;
  loaders: Loaders;
  /** Client IP, for rate limits. */
  ip: string;
}
