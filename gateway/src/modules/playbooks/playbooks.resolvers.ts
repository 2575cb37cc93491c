/**
 * Playbooks (P3, P4): thin resolvers over the playbooks service. The catalogue of a playbook is
 * read once per request (`catalogueLoader`) and pages are computed from it (`playbookPages`).
 */
import DataLoader from 'dataloader';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import type { CatalogProductRow, ProjectRow } from '../../db/types.js';
import { requireDealer } from '../../lib/auth.js';
import { NotFoundError } from '../../lib/errors.js';
import { seesDealerPrices } from '../../lib/caller.js';
import { projectFields } from '../projects/index.js';
import type { RenderSpec } from '../configurations/index.js';
import { catalogProductsInOrder, filtersOf, playbookPages, sportsInOrder, type Catalogue } from './playbook-pages.js';

/** Most products `PlaybookSport.products(first:)` lists. */
const MAX_SPORT_PRODUCTS = 200;

const CATALOGUES = Symbol('catalogues of playbooks');

/** Per-request batch of stored catalogues by playbook id. */
export function catalogueLoader(ctx: GraphQLContext): DataLoader<number, Catalogue> {
  return ctx.loaders.perRequest(
    CATALOGUES,
    () =>
      new DataLoader<number, Catalogue>(async (ids) => {
        const byId = await ctx.services.playbooks.catalogues(ids);
        return ids.map((id) => byId.get(id) ?? { sports: [], catalogs: [], products: [] });
      }),
  );
}

/** The playbook row of a catalogue row (from the request's loaders). */
async function playbookOf(ctx: GraphQLContext, projectId: number): Promise<ProjectRow> {
  const project = await ctx.loaders.project.load(projectId);
  if (!project) throw new NotFoundError('Playbook');
  return project;
}

/** P3: the pages of a playbook as the viewer and the PDF show them. */
export async function pagesOf(ctx: GraphQLContext, p: ProjectRow) {
  const catalogue = await catalogueLoader(ctx).load(p.id);
  const styleIds = [...new Set(catalogue.products.map((x) => x.style_id))];
  const styles = await ctx.loaders.style.loadMany(styleIds);
  const byId = new Map(styleIds.map((id, i) => [id, styles[i]]));
  return playbookPages(
    { showCoverAndIndex: p.show_cover_and_index, teamName: p.team_name, filters: filtersOf(p.settings) },
    catalogue,
    (id) => {
      const s = byId.get(id);
      return s && !(s instanceof Error) ? s : null;
    },
  );
}

/** The spec a catalog product is drawn from (P3, C5); see `PlaybooksService.productSpec`. */
export async function catalogProductSpec(ctx: GraphQLContext, p: CatalogProductRow): Promise<RenderSpec> {
  return ctx.services.playbooks.productSpec(ctx.loaders, await playbookOf(ctx, p.project_id), p);
}

export const playbooksResolvers: Resolvers = {
  Query: {
    playbook: (_p, { dealerCode, id }, { services, caller }) =>
      services.projects.readable(caller, 'PLAYBOOK', dealerCode, id),
    schools: (_p, { search, first }, { services }) => services.publishQueues.schools(search, first),
    schoolQueue: (_p, _a, ctx) => ctx.services.publishQueues.schoolQueue(requireDealer(ctx).id),
    teamTravelQueue: (_p, _a, ctx) => ctx.services.publishQueues.teamTravelQueue(requireDealer(ctx).id),
  },
  Mutation: {
    createPlaybook: (_p, { input }, ctx) => ctx.services.playbooks.create(requireDealer(ctx).id, input),
    updatePlaybook: (_p, { playbookId, input }, ctx) => ctx.services.playbooks.update(ctx.caller, playbookId, input),
    addPlaybookSport: (_p, { playbookId, sportId }, ctx) =>
      ctx.services.playbooks.addSport(ctx.caller, playbookId, sportId),
    removePlaybookSport: (_p, { playbookId, sportId }, ctx) =>
      ctx.services.playbooks.removeSport(ctx.caller, playbookId, sportId),
    reorderPlaybookSports: (_p, { playbookId, sportIds }, ctx) =>
      ctx.services.playbooks.reorderSports(ctx.caller, playbookId, sportIds),
    reorderPlaybookCatalogs: (_p, { playbookId, sportId, catalogIds }, ctx) =>
      ctx.services.playbooks.reorderCatalogs(ctx.caller, playbookId, sportId, catalogIds),
    renamePlaybookSport: (_p, { playbookId, sportId, name }, ctx) =>
      ctx.services.playbooks.renameSport(ctx.caller, playbookId, sportId, name),
    addCatalogProduct: (_p, { playbookId, input }, ctx) =>
      ctx.services.playbooks.addProduct(ctx.caller, playbookId, input),
    updateCatalogProduct: (_p, { id, input }, ctx) => ctx.services.playbooks.updateProduct(ctx.caller, id, input),
    moveCatalogProduct: (_p, { id, input }, ctx) => ctx.services.playbooks.moveProduct(ctx.caller, id, input),
    removeCatalogProduct: (_p, { id }, ctx) => ctx.services.playbooks.removeProduct(ctx.caller, id),
    setPlaybookFilters: (_p, { playbookId, input }, ctx) =>
      ctx.services.playbooks.setFilters(ctx.caller, playbookId, input),
  },
  Playbook: {
    ...projectFields,
    type: () => 'PLAYBOOK',
    showPrices: (p) => p.show_prices,
    template: (p) => (p.template === 'UA' ? 'UA' : 'FSG'),
    showCoverAndIndex: (p) => p.show_cover_and_index,
    sports: async (p, _a, ctx) => sportsInOrder(await catalogueLoader(ctx).load(p.id)).map((s) => s.sport),
    genderFilter: (p) => filtersOf(p.settings).genders as never,
    productTypeFilter: (p) => filtersOf(p.settings).productTypes as never,
    pages: (p, _a, ctx) => pagesOf(ctx, p),
    schoolCode: (p) => p.school_code,
    newSchool: (p) => p.new_school,
  },
  PlaybookSport: {
    id: (s) => s.sport_id,
    order: (s) => s.sort_order,
    sport: async (s, _a, { services }) => {
      const row = await services.projects.sport(s.sport_id);
      if (!row) throw new NotFoundError('Sport');
      return row;
    },
    catalogs: async (s, _a, ctx) =>
      sportsInOrder(await catalogueLoader(ctx).load(s.project_id)).find((x) => x.sport.id === s.id)?.catalogs ?? [],
    products: async (s, { first }, ctx) => {
      const catalogue = await catalogueLoader(ctx).load(s.project_id);
      const catalogs = sportsInOrder(catalogue).find((x) => x.sport.id === s.id)?.catalogs ?? [];
      const limit = Math.min(Math.max(first ?? 6, 0), MAX_SPORT_PRODUCTS);
      return catalogs.flatMap((c) => catalogProductsInOrder(catalogue, c.id)).slice(0, limit);
    },
  },
  PlaybookCatalog: {
    id: (c) => String(c.id),
    catalogType: (c) => c.catalog_type,
    gender: (c) => c.gender as never,
    order: (c) => c.sort_order,
    pageCount: async (c, _a, ctx) =>
      new Set(
        catalogProductsInOrder(await catalogueLoader(ctx).load(c.project_id), c.id).map((p) => p.catalog_page_index),
      ).size,
    products: async (c, _a, ctx) => catalogProductsInOrder(await catalogueLoader(ctx).load(c.project_id), c.id),
  },
  PlaybookProduct: {
    id: (p) => String(p.id),
    product: async (p, _a, { loaders }) => {
      const s = await loaders.style.load(p.style_id);
      if (!s) throw new NotFoundError('Product');
      return s;
    },
    name: async (p, _a, { loaders }) => p.name ?? (await loaders.style.load(p.style_id))?.name ?? p.style_id,
    catalog: async (p, _a, ctx) => {
      const c = (await catalogueLoader(ctx).load(p.project_id)).catalogs.find((k) => k.id === p.catalog_id);
      if (!c) throw new NotFoundError('Catalog');
      return c;
    },
    catalogPageIndex: (p) => p.catalog_page_index,
    catalogPageOrder: (p) => p.catalog_page_order,
    variant: (p, _a, { loaders }) => (p.variant_id ? loaders.variant.load(p.variant_id) : null),
    design: (p, _a, { loaders }) => (p.design_id ? loaders.design.load(p.design_id) : null),
    configuration: (p, _a, { loaders }) => (p.configuration_id ? loaders.configuration.load(p.configuration_id) : null),
    customized: (p) => p.customized,
    priceCents: async (p, _a, { loaders }) => (await loaders.pricing.catalogProductPrices(p)).priceCents,
    customPriceCents: (p) => p.custom_price_cents,
    dealerPriceCents: async (p, _a, ctx) => {
      const prices = await ctx.loaders.pricing.catalogProductPrices(p);
      return seesDealerPrices(ctx.dealer, prices.dealerId) ? prices.dealerPriceCents : null;
    },
    snapshot: async (p, { view }, ctx) =>
      ctx.services.render.snapshot(ctx, await catalogProductSpec(ctx, p), view ?? 'FRONT'),
  },
  PlaybookPage: {
    sport: (page) => page.sport,
    catalog: (page) => page.catalog,
    gender: (page) => page.gender as never,
  },
  School: {},
  SchoolQueueRecord: {
    id: (r) => String(r.id),
    project: async (r, _a, ctx) => (r.project_id ? ctx.loaders.project.load(r.project_id) : null),
    colors: async (r, _a, { loaders }) =>
      (await loaders.color.loadMany(r.color_ids)).filter((x) => x && !(x instanceof Error)) as never,
    createdAt: (r) => r.created_at,
  },
  TeamTravelQueueRecord: {
    id: (r) => String(r.id),
    project: async (r, _a, ctx) => (r.project_id ? ctx.loaders.project.load(r.project_id) : null),
    colors: async (r, _a, { loaders }) =>
      (await loaders.color.loadMany(r.color_ids)).filter((x) => x && !(x instanceof Error)) as never,
    rep: (r, _a, { loaders }) => (r.rep_id ? loaders.rep.load(r.rep_id) : null),
    createdAt: (r) => r.created_at,
  },
};
