/**
 * Building a playbook's stored catalogue (P3): the default catalogs and products of its sports,
 * each drawn in the team's look from a configuration of its own; copying a catalogue (D7); the
 * catalogue of playbooks made before it was stored; and what the print page draws (P7, R2).
 * The editing calls are in playbooks.service.ts; the SQL is in playbooks.repository.ts.
 */
import type { Db, Executor } from '../../db/index.js';
import type { CatalogProductRow, ProjectRow, StyleRow } from '../../db/types.js';
import type { Loaders } from '../../loaders.js';
import { stableJson, type configurationsService, type RenderSpec } from '../configurations/index.js';
import { defaultCatalogs, filtersOf, playbookPages } from './playbook-pages.js';
import * as repo from './playbooks.repository.js';
import { stylesByIds, stylesOfSports } from '../catalog/index.js';
import { findProjectById as projectById } from '../projects/index.js';
import { lookOfProject, teamLookConfigurations } from '../configurations/index.js';

type Configurations = ReturnType<typeof configurationsService>;

export function catalogueBuilder(db: Db, configurations: Configurations) {
  const looks = teamLookConfigurations(configurations);

  /** The team's look of a product (P3) stored as a configuration, in `exec`. */
  const lookConfiguration = (
    exec: Executor,
    project: Pick<ProjectRow, 'color_ids' | 'team_name' | 'default_logo_id'>,
    style: StyleRow,
    variantId: string | null,
    designId: string | null,
  ) => looks.compose(exec, style, variantId, designId, lookOfProject(project));

  /**
   * Stores the default catalogs and products of `sportIds` (P3) for `project`, after its
   * existing sports, each product with the team's look.
   */
  async function addSports(
    exec: Executor,
    project: ProjectRow,
    sports: readonly { sportId: string; name: string }[],
    firstOrder: number,
  ): Promise<void> {
    const styles = await stylesOfSports(
      exec,
      sports.map((s) => s.sportId),
    );
    for (const [i, s] of sports.entries()) {
      const playbookSportId = await repo.insertPlaybookSport(exec, {
        project_id: project.id,
        sport_id: s.sportId,
        name: s.name,
        sort_order: firstOrder + i,
      });
      const catalogs = defaultCatalogs(styles.filter((st) => st.sports.includes(s.sportId)));
      for (const [j, c] of catalogs.entries()) {
        const catalogId = await repo.insertPlaybookCatalog(exec, {
          project_id: project.id,
          playbook_sport_id: playbookSportId,
          name: c.name,
          catalog_type: c.catalogType,
          gender: c.gender,
          sort_order: j + 1,
        });
        const rows = [];
        for (const p of c.products) {
          const style = styles.find((st) => st.id === p.styleId)!;
          const config = await lookConfiguration(exec, project, style, null, null);
          rows.push({
            project_id: project.id,
            catalog_id: catalogId,
            style_id: style.id,
            name: null,
            variant_id: null,
            design_id: null,
            custom_price_cents: null,
            configuration_id: config.id,
            catalog_page_index: p.pageIndex,
            catalog_page_order: p.pageOrder,
          });
        }
        await repo.insertCatalogProducts(exec, rows);
      }
    }
  }

  /** The catalogue of one playbook, read in `exec`. */
  const catalogueOf = async (exec: Executor, projectId: number) =>
    (await repo.cataloguesOf(exec, [projectId])).get(projectId)!;

  /** The viewer's pages of a playbook (styles read in `exec`). */
  async function pagesWithStyles(
    exec: Executor,
    project: ProjectRow,
    catalogue: Awaited<ReturnType<typeof catalogueOf>>,
  ) {
    const ids = [...new Set(catalogue.products.map((p) => p.style_id))];
    const styles = await stylesByIds(exec, ids);
    const byId = new Map(styles.map((s) => [s.id, s]));
    return playbookPages(
      {
        showCoverAndIndex: project.show_cover_and_index,
        teamName: project.team_name,
        filters: filtersOf(project.settings),
      },
      catalogue,
      (id) => byId.get(id),
    );
  }

  /**
   * The spec a catalog product is drawn from (P3, C5): its saved configuration, else the team's
   * look computed from `project` (a product stored before its configuration was made). Reads
   * through `loaders` (a request's, or a job's own). NOT_FOUND `Product` for an unknown style.
   */
  async function productSpec(
    loaders: Loaders,
    project: Pick<ProjectRow, 'color_ids' | 'team_name' | 'default_logo_id'>,
    p: CatalogProductRow,
  ): Promise<RenderSpec> {
    if (p.configuration_id) {
      const config = await loaders.configuration.load(p.configuration_id);
      if (config) return configurations.renderSpec(loaders, config);
    }
    return looks.spec(loaders, p, lookOfProject(project));
  }

  return {
    looks,
    lookConfiguration,
    addSports,
    catalogueOf,
    pagesWithStyles,
    productSpec,

    /**
     * P7, R2: the render specs of every product shown on the pages of playbook `projectId` (the
     * PDF's pages, after page gender and filters), in page order, each spec once. A PDF job
     * draws them before printing, so the print page finds every snapshot stored. [] for a
     * playbook that does not exist.
     */
    async printSpecs(loaders: Loaders, projectId: number): Promise<RenderSpec[]> {
      const project = await projectById(db, projectId);
      if (!project || project.type !== 'PLAYBOOK') return [];
      const pages = await pagesWithStyles(db, project, await catalogueOf(db, project.id));
      const specs = await Promise.all(
        pages.flatMap((page) => page.products).map((p) => productSpec(loaders, project, p)),
      );
      const seen = new Set<string>();
      return specs.filter((spec) => {
        const key = stableJson(spec);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },

    /**
     * D8/P3: stores the catalogue of a new playbook in `exec` (the creating transaction): each
     * sport in order with its default catalogs and products drawn in the team's look.
     */
    createCatalogue: (exec: Executor, project: ProjectRow, sports: readonly { sportId: string; name: string }[]) =>
      addSports(exec, project, sports, 1),

    /**
     * D7: copies the catalogue of playbook `source` to its copy `copy` in `exec` (the
     * duplicating transaction): sports, catalogs and products with their places, names,
     * prices and configurations (configurations are immutable, so they are shared).
     */
    async copyCatalogue(exec: Executor, source: ProjectRow, copy: ProjectRow): Promise<void> {
      const c = await catalogueOf(exec, source.id);
      const sportIds = new Map<number, number>();
      for (const s of c.sports) {
        const id = await repo.insertPlaybookSport(exec, {
          project_id: copy.id,
          sport_id: s.sport_id,
          name: s.name,
          sort_order: s.sort_order,
        });
        sportIds.set(s.id, id);
      }
      const catalogIds = new Map<number, number>();
      for (const k of c.catalogs) {
        const id = await repo.insertPlaybookCatalog(exec, {
          project_id: copy.id,
          playbook_sport_id: sportIds.get(k.playbook_sport_id)!,
          name: k.name,
          catalog_type: k.catalog_type,
          gender: k.gender,
          sort_order: k.sort_order,
        });
        catalogIds.set(k.id, id);
      }
      await repo.insertCatalogProducts(
        exec,
        c.products.map((p) => ({
          project_id: copy.id,
          catalog_id: catalogIds.get(p.catalog_id)!,
          style_id: p.style_id,
          name: p.name,
          variant_id: p.variant_id,
          design_id: p.design_id,
          custom_price_cents: p.custom_price_cents,
          configuration_id: p.configuration_id,
          customized: p.customized,
          catalog_page_index: p.catalog_page_index,
          catalog_page_order: p.catalog_page_order,
        })),
      );
    },

    /**
     * Stores the catalogue of playbooks that still keep their sports only in
     * `projects.settings.sports` (made before migration 0009, or by the demo seed). Idempotent;
     * returns how many playbooks it stored.
     */
    async backfill(): Promise<number> {
      const rows = await repo.playbooksWithoutSports(db);
      let n = 0;
      for (const project of rows) {
        const raw = (project.settings as { sports?: unknown }).sports;
        if (!Array.isArray(raw)) continue;
        const sports = raw
          .filter((s): s is { sportId: string; name?: string } => !!s && typeof s.sportId === 'string')
          .map((s) => ({ sportId: s.sportId, name: typeof s.name === 'string' && s.name ? s.name : s.sportId }));
        const known = await repo.knownSportIds(
          db,
          sports.map((s) => s.sportId),
        );
        const keep = sports.filter(
          (s, i) => known.includes(s.sportId) && sports.findIndex((o) => o.sportId === s.sportId) === i,
        );
        await db.transaction().execute((trx) => addSports(trx, project, keep, 1));
        n += 1;
      }
      return n;
    },
  };
}

export type CatalogueBuilder = ReturnType<typeof catalogueBuilder>;
