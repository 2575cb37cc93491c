/**
 * All resolvers, merged by type. Each module contributes a thin `Resolvers` map.
 */
import type { Resolvers } from './generated/resolvers-types.js';
import { catalogResolvers } from './modules/catalog/catalog.resolvers.js';
import { dealersResolvers } from './modules/dealers/dealers.resolvers.js';
import { customersResolvers } from './modules/customers/customers.resolvers.js';
import { filesResolvers } from './modules/files/files.resolvers.js';
import { configurationsResolvers } from './modules/configurations/configurations.resolvers.js';
import { projectsListsResolvers } from './modules/projects/projects-lists.resolvers.js';
import { lockersResolvers } from './modules/lockers/lockers.resolvers.js';
import { pricingResolvers } from './modules/pricing/pricing.resolvers.js';
import { renderResolvers } from './modules/render/render.resolvers.js';
import { quotesResolvers } from './modules/quotes/quotes.resolvers.js';
import { noticesResolvers } from './modules/notices/notices.resolvers.js';
import { proofsResolvers } from './modules/proofs/proofs.resolvers.js';
import { settingsResolvers } from './modules/settings/settings.resolvers.js';
import { repsResolvers } from './modules/reps/reps.resolvers.js';
import type { ProjectKinds } from './modules/projects/project-kinds.js';

const base: Resolvers = {
  Query: { ok: () => true },
  Mutation: { noop: () => null },
};

function merge(...maps: Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      out[type] = { ...(out[type] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return out as Resolvers;
}

/** Every module's resolvers, with the project kinds of `kinds` (each kind's own resolvers). */
export const resolversOf = (kinds: ProjectKinds): Resolvers =>
  merge(
    base,
    catalogResolvers,
    dealersResolvers,
    customersResolvers,
    filesResolvers,
    configurationsResolvers,
    projectsListsResolvers(kinds),
    lockersResolvers,
    pricingResolvers,
    renderResolvers,
    quotesResolvers,
    noticesResolvers,
    proofsResolvers,
    settingsResolvers,
    repsResolvers,
    // Each kind's own: its part of `schema/`, and the schema a kind brings.
    ...kinds.all().flatMap((k) => [...(k.resolvers ?? []), ...(k.schema ? [k.schema.resolvers] : [])] as Resolvers[]),
  );
