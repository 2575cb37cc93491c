/**
 * Project lists and life cycle (D7, D8): thin resolvers over the projects service, plus the
 * list fields every project shows (customer, default logo, thumbnail, dates).
 */
import DataLoader from 'dataloader';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import type { ProjectRow, SnapshotRow } from '../../db/types.js';
import { requireDealer } from '../../lib/auth.js';
import { snapsheetProductSpec } from './snapsheets.resolvers.js';
import { catalogProductSpec, pagesOf } from '../playbooks/playbooks.resolvers.js';

/** Per-request batch of thumbnails (no N+1 in a list of 20 projects). */
const thumbnailLoaders = new WeakMap<object, DataLoader<ProjectRow, SnapshotRow | null, number>>();

function thumbnailLoader(ctx: GraphQLContext): DataLoader<ProjectRow, SnapshotRow | null, number> {
  let loader = thumbnailLoaders.get(ctx.loaders);
  if (!loader) {
    loader = new DataLoader<ProjectRow, SnapshotRow | null, number>(
      async (projects) => {
        const { services } = ctx;
        const firstProducts = await services.projects.firstSnapsheetProducts(
          projects.filter((p) => p.type === 'SNAPSHEET').map((p) => p.id),
        );
        const playbookPages = new Map(
          await Promise.all(
            projects.filter((p) => p.type === 'PLAYBOOK').map(async (p) => [p.id, await pagesOf(ctx, p)] as const),
          ),
        );
        return Promise.all(
          projects.map(async (p) => {
            if (p.type === 'SNAPSHEET') {
              const first = firstProducts.get(p.id);
              if (!first) return null;
              return services.render.snapshot(ctx, await snapsheetProductSpec(ctx, first), 'FRONT');
            }
            const first = playbookPages.get(p.id)?.find((page) => page.products.length)?.products[0];
            if (!first) return null;
            return services.render.snapshot(ctx, await catalogProductSpec(ctx, first), 'FRONT');
          }),
        );
      },
      { cacheKeyFn: (p) => p.id },
    );
    thumbnailLoaders.set(ctx.loaders, loader);
  }
  return loader;
}

/** Resolvers of the list fields shared by every project type (D7). */
const listFields = {
  defaultLogo: (p: ProjectRow, _a: unknown, { loaders }: GraphQLContext) =>
    p.default_logo_id ? loaders.logo.load(p.default_logo_id) : null,
  thumbnail: (p: ProjectRow, _a: unknown, ctx: GraphQLContext) => thumbnailLoader(ctx).load(p),
  createdAt: (p: ProjectRow) => p.created_at,
  archivedAt: (p: ProjectRow) => p.deleted_at,
};

export const projectsListsResolvers: Resolvers = {
  Query: {
    projects: (_p, args, ctx) => ctx.services.projects.list(requireDealer(ctx).id, args),
    snapsheetTemplates: (_p, _a, { services }) => services.projects.snapsheetTemplates(),
  },
  Mutation: {
    duplicateProject: (_p, { projectType, projectId }, ctx) =>
      ctx.services.projects.duplicate(requireDealer(ctx).id, projectType, projectId, (trx, source, copy) =>
        ctx.services.playbooks.copyCatalogue(trx, source, copy),
      ),
    archiveProject: (_p, { projectType, projectId }, ctx) =>
      ctx.services.projects.setArchived(requireDealer(ctx).id, projectType, projectId, true),
    restoreProject: (_p, { projectType, projectId }, ctx) =>
      ctx.services.projects.setArchived(requireDealer(ctx).id, projectType, projectId, false),
  },
  Snapsheet: listFields,
  Playbook: listFields,
};
