/**
 * The team store as a project kind (projects/project-kinds.ts): read by its dealer in any state
 * and by anyone else once buyers see it (scheduled and later, not cancelled, not archived); its
 * thumbnail is its first item's configuration; a duplicate is a DRAFT with its settings and
 * items (no dates, passcode or orders). Not printable.
 */
import { canEditProject } from '../../lib/caller.js';
import type { ProjectKind } from '../projects/index.js';
import { storeDocumentsResolvers } from './store-documents.resolvers.js';
import { storeProductionResolvers } from './store-production.resolvers.js';
import { storesResolvers } from './stores.resolvers.js';
import { STORE_QUEUES } from './store-jobs.js';

export const storeKind: ProjectKind = {
  type: 'STORE',
  graphqlType: 'Store',
  resolvers: [storesResolvers, storeDocumentsResolvers, storeProductionResolvers],
  queues: Object.values(STORE_QUEUES),
  async read(ctx, { dealerCode, id }) {
    if (id == null) return null;
    const own = await ctx.services.projects.readable(ctx.caller, 'STORE', dealerCode, id).catch(() => null);
    if (own && canEditProject(ctx.caller, own)) return own;
    const seen = await ctx.services.stores.buyer.read(dealerCode, id, null);
    return seen?.project ?? null;
  },
  async thumbnailSpecs(ctx, projects) {
    return Promise.all(
      projects.map(async (p) => {
        const first = (await ctx.services.stores.items(p.id))[0];
        const config = first ? await ctx.loaders.configuration.load(first.configuration_id) : null;
        return config ? ctx.services.configurations.hashedSpec(ctx.loaders, config) : null;
      }),
    );
  },
  copyProducts: (services, trx, source, copy) => services.stores.copy(trx, source, copy),
};
