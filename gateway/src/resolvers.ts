/**
 * All resolvers, merged by type. Each module contributes a thin `Resolvers` map.
 */
import type { Resolvers } from './generated/resolvers-types.js';
import { catalogResolvers } from './modules/catalog/catalog.resolvers.js';
import { dealersResolvers } from './modules/dealers/dealers.resolvers.js';
import { customersResolvers } from './modules/customers/customers.resolvers.js';
import { filesResolvers } from './modules/files/files.resolvers.js';
import { configurationsResolvers } from './modules/configurations/configurations.resolvers.js';
import { snapsheetsResolvers } from './modules/snapsheets/snapsheets.resolvers.js';
import { projectsListsResolvers } from './modules/projects/projects-lists.resolvers.js';
import { playbooksResolvers } from './modules/playbooks/playbooks.resolvers.js';
import { lockersResolvers } from './modules/lockers/lockers.resolvers.js';
import { pricingResolvers } from './modules/pricing/pricing.resolvers.js';
import { renderResolvers } from './modules/render/render.resolvers.js';
import { quotesResolvers } from './modules/quotes/quotes.resolvers.js';
import { noticesResolvers } from './modules/notices/notices.resolvers.js';
import { proofsResolvers } from './modules/proofs/proofs.resolvers.js';
import { settingsResolvers } from './modules/settings/settings.resolvers.js';
import { repsResolvers } from './modules/reps/reps.resolvers.js';
import { showroomsResolvers } from './modules/showrooms/showrooms.resolvers.js';
import { storesResolvers } from './modules/stores/stores.resolvers.js';
import { storeDocumentsResolvers } from './modules/stores/store-documents.resolvers.js';
import type { ProjectKinds } from './modules/projects/project-kinds.js';
import { mergeResolvers } from './resolver-merge.js';

const base: Resolvers = {
  Query: { ok: () => true },
  Mutation: { noop: () => null },
};

/** Every module's resolvers, with the project kinds of `kinds` (and the resolvers a kind brings). */
export const resolversOf = (kinds: ProjectKinds): Resolvers =>
  mergeResolvers([
    { name: 'base', resolvers: base },
    { name: 'catalog', resolvers: catalogResolvers },
    { name: 'dealers', resolvers: dealersResolvers },
    { name: 'customers', resolvers: customersResolvers },
    { name: 'files', resolvers: filesResolvers },
    { name: 'configurations', resolvers: configurationsResolvers },
    { name: 'snapsheets', resolvers: snapsheetsResolvers },
    { name: 'projects', resolvers: projectsListsResolvers(kinds) },
    { name: 'playbooks', resolvers: playbooksResolvers },
    { name: 'lockers', resolvers: lockersResolvers },
    { name: 'pricing', resolvers: pricingResolvers },
    { name: 'render', resolvers: renderResolvers },
    { name: 'quotes', resolvers: quotesResolvers },
    { name: 'notices', resolvers: noticesResolvers },
    { name: 'proofs', resolvers: proofsResolvers },
    { name: 'settings', resolvers: settingsResolvers },
    { name: 'reps', resolvers: repsResolvers },
    { name: 'showrooms', resolvers: showroomsResolvers },
    { name: 'stores', resolvers: storesResolvers },
    { name: 'stores (documents)', resolvers: storeDocumentsResolvers },
    ...kinds
      .all()
      .flatMap((k) => (k.schema ? [{ name: `project kind ${k.type}`, resolvers: k.schema.resolvers }] : [])),
  ]) as Resolvers;
