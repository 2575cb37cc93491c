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
import { mergeResolvers } from './resolver-merge.js';

const base: Resolvers = {
  Query: { ok: () => true },
  Mutation: { noop: () => null },
};

/**
 * Every module's resolvers, with the project kinds of `kinds` (each kind's own resolvers and the
 * schema a kind brings). Throws at start when two maps define the same field.
 */
export const resolversOf = (kinds: ProjectKinds): Resolvers =>
  mergeResolvers([
    { name: 'base', resolvers: base },
    { name: 'catalog', resolvers: catalogResolvers },
    { name: 'dealers', resolvers: dealersResolvers },
    { name: 'customers', resolvers: customersResolvers },
    { name: 'files', resolvers: filesResolvers },
    { name: 'configurations', resolvers: configurationsResolvers },
    { name: 'projects', resolvers: projectsListsResolvers(kinds) },
    { name: 'lockers', resolvers: lockersResolvers },
    { name: 'pricing', resolvers: pricingResolvers },
    { name: 'render', resolvers: renderResolvers },
    { name: 'quotes', resolvers: quotesResolvers },
    { name: 'notices', resolvers: noticesResolvers },
    { name: 'proofs', resolvers: proofsResolvers },
    { name: 'settings', resolvers: settingsResolvers },
    { name: 'reps', resolvers: repsResolvers },
    ...kinds.all().flatMap((k) =>
      [...(k.resolvers ?? []), ...(k.schema ? [k.schema.resolvers] : [])].map((resolvers, i) => ({
        name: `project kind ${k.type}${i ? ` (${i + 1})` : ''}`,
        resolvers: resolvers as Resolvers,
      })),
    ),
  ]) as Resolvers;
