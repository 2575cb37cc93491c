/**
 * A showroom's products (P6): drawn as the team's (P3 rules, `team-look.ts`) in the showroom's
 * look and stored as configurations, cached per showroom and style in `showroom_products` with
 * the hash of the look they were made for. A save of the look composes them again in the same
 * transaction; a read composes only what is missing or stale (e.g. after the default logo was
 * deleted); showrooms without any (the demo seed's) are drawn at start.
 */
import type { Transaction } from 'kysely';
import type { Db, Executor } from '../../db/index.js';
import type { Database, ProjectRow } from '../../db/types.js';
import { stylesByIds } from '../catalog/index.js';
import { garmentOf } from '../catalog/index.js';
import { sha256, stableJson, type ConfigurationsService } from '../configurations/index.js';
import { teamLookDecorations } from '../configurations/index.js';
import { lookOnStyle } from '../configurations/index.js';
import { lookKindOf } from '@tas/garments';
import {
  allStyleIds,
  lookKey,
  showroomSettingsOf,
  showroomTeamLook,
  templateCatalogs,
  type ShowroomDrawing,
  type TemplateCatalog,
} from './showroom-catalogs.js';
import { cachedProducts, showroomsWithoutProducts, storeProducts, templateData } from './showrooms.repository.js';

/** The template of a showroom row (FSG unless UA is stored). */
export const templateOf = (p: Pick<ProjectRow, 'template'>): 'FSG' | 'UA' => (p.template === 'UA' ? 'UA' : 'FSG');

/** What a showroom's products are drawn with, from its row. */
export function drawingOf(p: ProjectRow): ShowroomDrawing {
  const s = showroomSettingsOf(p.settings);
  return { colorIds: p.color_ids, teamName: p.team_name, mascot: s.mascot, logoId: p.default_logo_id, look: s.look };
}

/** The hash of the look a showroom's products are drawn in (`showroom_products.look_hash`). */
export const lookHashOf = (p: ProjectRow): string => sha256(stableJson(lookKey(drawingOf(p))));

export function showroomProducts(db: Db, deps: { configurations: ConfigurationsService }) {
  /** The catalogs of a template (sports with products), read in `exec`. */
  async function catalogsOfTemplate(exec: Executor, template: 'FSG' | 'UA'): Promise<TemplateCatalog[]> {
    const { sports, styles } = await templateData(exec, template);
    return templateCatalogs(sports, styles);
  }

  /**
   * Composes and stores, in `exec`, the products of `styleIds` of a showroom whose cached look
   * is missing or not the current one; answers the configuration id of every style given.
   */
  async function ensureProducts(
    exec: Executor,
    project: ProjectRow,
    styleIds: readonly string[],
  ): Promise<Map<string, number>> {
    const hash = lookHashOf(project);
    const out = new Map<string, number>();
    for (const r of await cachedProducts(exec, project.id, styleIds))
      if (r.look_hash === hash) out.set(r.style_id, r.configuration_id);
    const missing = styleIds.filter((id) => !out.has(id));
    if (!missing.length) return out;
    const styles = await stylesByIds(exec, missing);
    const look = showroomTeamLook(drawingOf(project));
    const configs = await deps.configurations.composeManyTrusted(
      exec,
      styles.map((style) => ({
        style,
        variantId: null,
        designId: null,
        colorIds: [...project.color_ids],
        decorations: teamLookDecorations(garmentOf(style).locations, lookOnStyle(style, look), lookKindOf(style)),
      })),
    );
    await storeProducts(
      exec,
      configs.map((c, i) => ({
        project_id: project.id,
        style_id: styles[i]!.id,
        configuration_id: c.id,
        look_hash: hash,
      })),
    );
    configs.forEach((c, i) => out.set(styles[i]!.id, c.id));
    return out;
  }

  /** Composes, in `trx`, every product of the showroom's template that is not drawn in its look. */
  async function drawAll(trx: Transaction<Database>, project: ProjectRow): Promise<void> {
    await ensureProducts(trx, project, allStyleIds(await catalogsOfTemplate(trx, templateOf(project))));
  }

  return {
    catalogsOfTemplate,
    drawAll,

    /**
     * P6: the configuration ids the products of `styleIds` are drawn from, in the showroom's
     * current look; those missing or stale are composed and stored first (one transaction).
     */
    async configurationIds(project: ProjectRow, styleIds: readonly string[]): Promise<Map<string, number>> {
      const hash = lookHashOf(project);
      const cached = await cachedProducts(db, project.id, styleIds);
      if (cached.length === styleIds.length && cached.every((r) => r.look_hash === hash))
        return new Map(cached.map((r) => [r.style_id, r.configuration_id]));
      return db.transaction().execute((trx) => ensureProducts(trx, project, styleIds));
    },

    /**
     * Draws the products of showrooms that have none stored yet (the demo seed's, or made before
     * migration 0012), one transaction each. Idempotent; returns how many showrooms it drew.
     */
    async backfill(): Promise<number> {
      const rows = await showroomsWithoutProducts(db);
      for (const row of rows) await db.transaction().execute((trx) => drawAll(trx, row));
      return rows.length;
    },
  };
}

export type ShowroomProducts = ReturnType<typeof showroomProducts>;
