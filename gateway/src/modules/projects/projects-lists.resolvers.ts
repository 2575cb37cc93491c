/**
 * Project lists and life cycle (D7, D8): thin resolvers over the projects service, plus the
 * list fields every project shows (customer, default logo, thumbnail, dates) and the Playbook
 * type (P3).
 */
import DataLoader from 'dataloader';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import type { ProjectRow, SnapshotRow, StyleRow } from '../../db/types.js';
import { requireDealer } from '../../lib/auth.js';
import { NotFoundError } from '../../errors.js';
import { snapsheetProductSpec } from './projects.resolvers.js';
import { PLAYBOOK_PAGE_SIZE, playbookPages, playbookSports, type PlaybookSportValue } from './playbook-pages.js';
import { projectFields } from './project-fields.js';

/** Most products a playbook sport lists (`PlaybookSport.products(first:)`). */
const MAX_SPORT_PRODUCTS = 24;

/** Per-request batch of the catalog products of playbook sports, by sport id (P3). */
const sportProductLoaders = new WeakMap<object, DataLoader<string, StyleRow[]>>();

function sportProductLoader(ctx: GraphQLContext): DataLoader<string, StyleRow[]> {
  let loader = sportProductLoaders.get(ctx.loaders);
  if (!loader) {
    loader = new DataLoader<string, StyleRow[]>(async (keys) => {
      const byKey = await ctx.services.projects.stylesOfSports(keys, MAX_SPORT_PRODUCTS);
      return keys.map((k) => byKey.get(k) ?? []);
    });
    sportProductLoaders.set(ctx.loaders, loader);
  }
  return loader;
}

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
        const keys = [
          ...new Set(
            projects
              .filter((p) => p.type === 'PLAYBOOK')
              .map((p) => playbookSports(p)[0])
              .filter((s) => s !== undefined)
              .map((s) => s.sportId),
          ),
        ];
        const firstStyles = await services.projects.firstStylesOfSports(keys);
        return Promise.all(
          projects.map(async (p) => {
            if (p.type === 'SNAPSHEET') {
              const first = firstProducts.get(p.id);
              if (!first) return null;
              return services.render.snapshot(ctx, await snapsheetProductSpec(ctx, first), 'FRONT');
            }
            const sport = playbookSports(p)[0];
            const styleId = sport ? firstStyles.get(sport.sportId) : undefined;
            if (!styleId) return null;
            const spec = await services.configurations.renderSpec(ctx.loaders, {
              style_id: styleId,
              variant_id: null,
              color_ids: p.color_ids,
              decorations: [],
            });
            return services.render.snapshot(ctx, spec, 'FRONT');
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

/** The first `limit` catalog products of a playbook sport with their customer prices (P3). */
async function sportProducts(ctx: GraphQLContext, s: PlaybookSportValue, limit: number) {
  const styles = (await sportProductLoader(ctx).load(s.sportId)).slice(0, limit);
  return Promise.all(
    styles.map(async (style) => ({
      product: style,
      priceCents: await ctx.loaders.pricing.catalogPriceCents(style, s.dealerId ?? null),
      colorIds: s.colorIds ?? [],
    })),
  );
}

export const projectsListsResolvers: Resolvers = {
  Query: {
    projects: (_p, args, ctx) => ctx.services.projects.list(requireDealer(ctx).id, args),
    playbook: (_p, { dealerCode, id }, { services, caller }) =>
      services.projects.readable(caller, 'PLAYBOOK', dealerCode, id),
    snapsheetTemplates: (_p, _a, { services }) => services.projects.snapsheetTemplates(),
  },
  Mutation: {
    createPlaybook: (_p, { input }, ctx) => ctx.services.projects.createPlaybook(requireDealer(ctx).id, input),
    duplicateProject: (_p, { projectType, projectId }, ctx) =>
      ctx.services.projects.duplicate(requireDealer(ctx).id, projectType, projectId),
    archiveProject: (_p, { projectType, projectId }, ctx) =>
      ctx.services.projects.setArchived(requireDealer(ctx).id, projectType, projectId, true),
    restoreProject: (_p, { projectType, projectId }, ctx) =>
      ctx.services.projects.setArchived(requireDealer(ctx).id, projectType, projectId, false),
  },
  Snapsheet: listFields,
  Playbook: {
    ...listFields,
    ...projectFields,
    type: () => 'PLAYBOOK',
    showPrices: (p) => p.show_prices,
    template: (p) => (p.template === 'UA' ? 'UA' : 'FSG'),
    showCoverAndIndex: (p) => p.show_cover_and_index,
    sports: (p) => playbookSports(p).map((s) => ({ ...s, dealerId: p.dealer_id, colorIds: p.color_ids })),
    pages: (p) =>
      playbookPages(
        p,
        playbookSports(p).map((s) => ({ ...s, dealerId: p.dealer_id, colorIds: p.color_ids })),
      ),
  },
  PlaybookProduct: {
    snapshot: async (p, _a, { services, loaders, ip }) =>
      services.render.snapshot(
        { ip, loaders },
        await services.configurations.renderSpec(loaders, {
          style_id: p.product.id,
          variant_id: null,
          color_ids: p.colorIds,
          decorations: [],
        }),
        'FRONT',
      ),
  },
  PlaybookPage: {
    products: async (page, _a, ctx) => (page.sport ? sportProducts(ctx, page.sport, PLAYBOOK_PAGE_SIZE) : []),
  },
  PlaybookSport: {
    id: (s) => s.sportId,
    name: (s) => s.name,
    order: (s) => s.sortOrder,
    sport: async (s, _a, { services }) => {
      const row = await services.projects.sport(s.sportId);
      if (!row) throw new NotFoundError('Sport');
      return row;
    },
    products: (s, { first }, ctx) => sportProducts(ctx, s, Math.min(Math.max(first ?? 6, 0), MAX_SPORT_PRODUCTS)),
  },
};
