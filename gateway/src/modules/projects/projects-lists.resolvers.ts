/**
 * Project lists and life cycle (D7, D8): thin resolvers over the projects service, plus the
 * list fields every project shows (customer, default logo, thumbnail, dates), the `project`
 * query of any kind and the `Project` interface's type, both through the kind registry.
 */
import DataLoader from 'dataloader';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { RequestContext } from './root-types.js';
import type { ProjectRow, SnapshotRow } from '../../db/types.js';
import type { HashedSpec, RenderSpec } from '../configurations/index.js';
import { requireDealer } from '../../lib/auth.js';
import type { ProjectKinds } from './project-kinds.js';

/** Per-request batch of thumbnails (no N+1 in a list of 20 projects): one call per kind. */
const THUMBNAILS = Symbol('thumbnails of projects');

function thumbnailLoader(ctx: RequestContext, kinds: ProjectKinds): DataLoader<ProjectRow, SnapshotRow | null, number> {
  return ctx.loaders.perRequest(
    THUMBNAILS,
    () =>
      new DataLoader<ProjectRow, SnapshotRow | null, number>(
        async (projects) => {
          const specs = new Map<ProjectRow, RenderSpec | HashedSpec | null>();
          for (const kind of kinds.all()) {
            const ofKind = projects.filter((p) => p.type === kind.type);
            if (!ofKind.length) continue;
            const found = await kind.thumbnailSpecs(ctx, ofKind);
            ofKind.forEach((p, i) => specs.set(p, found[i] ?? null));
          }
          return Promise.all(
            projects.map((p) => {
              const spec = specs.get(p);
              return spec ? ctx.services.render.snapshot(ctx, spec, 'FRONT') : null;
            }),
          );
        },
        { cacheKeyFn: (p) => p.id },
      ),
  );
}

/**
 * Project lists and life cycle over the registered project kinds (`kinds`, wired in
 * resolvers.ts).
 */
export function projectsListsResolvers(kinds: ProjectKinds): Resolvers {
  /** Resolvers of the list fields shared by every project type (D7). */
  const listFields = {
    defaultLogo: (p: ProjectRow, _a: unknown, { loaders }: RequestContext) =>
      p.default_logo_id ? loaders.logo.load(p.default_logo_id) : null,
    thumbnail: (p: ProjectRow, _a: unknown, ctx: RequestContext) => thumbnailLoader(ctx, kinds).load(p),
    createdAt: (p: ProjectRow) => p.created_at,
    archivedAt: (p: ProjectRow) => p.deleted_at,
  };

  return {
    Query: {
      project: (_p, { ref }, ctx) => kinds.of(ref.type).read(ctx, { dealerCode: ref.dealerCode, id: ref.id ?? null }),
      projects: (_p, args, ctx) => ctx.services.projects.list(requireDealer(ctx).id, args),
    },
    Mutation: {
      duplicateProject: (_p, { projectType, projectId }, ctx) =>
        ctx.services.projects.duplicate(requireDealer(ctx).id, projectType, projectId, async (trx, source, copy) =>
          kinds.of(source.type).copyProducts?.(ctx.services, trx, source, copy),
        ),
      archiveProject: (_p, { projectType, projectId }, ctx) =>
        ctx.services.projects.setArchived(requireDealer(ctx).id, projectType, projectId, true),
      restoreProject: (_p, { projectType, projectId }, ctx) =>
        ctx.services.projects.setArchived(requireDealer(ctx).id, projectType, projectId, false),
    },
    Project: {
      __resolveType: (p: ProjectRow) => kinds.of(p.type).graphqlType,
    } as never,
    Snapsheet: listFields,
    Playbook: listFields,
  };
}
