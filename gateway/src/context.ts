/**
 * The per-request GraphQL context: the caller, the services and per-request DataLoaders.
 * Resolvers never see the database client (DESIGN.md): reads and writes of dealer-owned rows go
 * through a service, handed the caller.
 */
import type { DealerRow } from './db/types.js';
import type { Services } from './services.js';
import type { Loaders } from './loaders.js';
import type { Caller } from './lib/caller.js';

export interface GraphQLContext {
  /** Who calls: a dealer, a passcode session of one project, or a visitor (lib/caller.ts). */
  caller: Caller;
  /**
   * The dealer of a full dealer session or API token (dashboard rights), else null: a passcode
   * session is not a dealer here (A4), so `requireDealer` refuses it.
   */
  dealer: DealerRow | null;
  /** Id of the api_tokens row used, for logout (dealer and passcode sessions). */
  tokenId: number | null;
  services: Services;
  loaders: Loaders;
  /** Client address (Fastify `request.ip`, proxies trusted per configuration), for rate limits. */
  ip: string;
  /**
   * The dealer an `enterDashboard` of this request just signed in (its answer is that dealer's
   * own, like a dealer session's), else undefined.
   */
  signedInDealerId?: number;
}

// The projects module types what it hands the project kinds with these, without importing them.
declare module './modules/projects/root-types.js' {
  interface RootTypes {
    context: GraphQLContext;
    services: Services;
    loaders: Loaders;
  }
}
