/**
 * Products drawn as the team's (P3, P5, P6): the team's look of a product stored as a
 * configuration of its own, redrawn when the team's colours, name or logo change, and the
 * spec of a product stored before it had one. Shared by playbooks (catalogue-builder.ts) and
 * snapsheets (snapsheets.service.ts); the decorations themselves are `team-look.ts` (pure).
 *
 * Configurations are immutable: every change stores a new one (keyed by content hash).
 */
import type { Executor } from '../../db/index.js';
import type { ConfigurationRow, StyleRow } from '../../db/types.js';
import type { ConfigurationLoaders as Loaders } from './configuration-loaders.js';
import { NotFoundError } from '../../lib/errors.js';
import { garmentOf } from '../catalog/index.js';
import type { ConfigurationsService, RenderSpec } from './configurations.service.js';
import { configurationsByIds } from './configurations.repository.js';
import { stylesByIds } from '../catalog/index.js';
import { DECORATION_DEFAULTS, isReversibleGarment, lookKindOf } from '@tas/garments';
import { normalizeDecorations } from './decoration-rules.js';
import { followTeamLook, teamLookDecorations, type TeamLook } from './team-look.js';

/** A project's team look with its colours (a playbook's or snapsheet's row, see `lookOfProject`). */
export interface TeamLookSource {
  /** The team colours, colour ids (three). */
  colorIds: readonly number[];
  look: TeamLook;
}

/** What a redraw needs of a stored product (a catalog or snapsheet product row). */
export interface LookProduct {
  style_id: string;
  variant_id: string | null;
  design_id: string | null;
  configuration_id: number | null;
  /** True: drawn from the dealer's own configuration, which keeps its decorations. */
  customized: boolean;
}

/** The team-look source of a project row; `number` adds a player number ('00' on snapsheets). */
export function lookOfProject(
  project: { color_ids: readonly number[]; team_name: string; default_logo_id: number | null },
  extra: Pick<TeamLook, 'number' | 'textStyle'> = {},
): TeamLookSource {
  return {
    colorIds: [...project.color_ids],
    look: { teamName: project.team_name, logoId: project.default_logo_id, ...extra },
  };
}

/**
 * The look drawn on `style`: the project's, with spiritwear's sub-mascot line ('ATHLETICS',
 * C3 and original section 9) on a SPIRITWEAR style.
 */
export function lookOnStyle(style: Pick<StyleRow, 'category'>, look: TeamLook): TeamLook {
  return style.category === 'SPIRITWEAR' ? { subMascot: DECORATION_DEFAULTS.subMascot, ...look } : look;
}

export function teamLookConfigurations(configurations: ConfigurationsService) {
  /** Stores the team's look of `style` (with its variant and design) as a configuration, in `exec`. */
  function compose(
    exec: Executor,
    style: StyleRow,
    variantId: string | null,
    designId: string | null,
    source: TeamLookSource,
  ): Promise<ConfigurationRow> {
    return configurations.composeTrusted(exec, {
      style,
      variantId,
      designId,
      colorIds: [...source.colorIds],
      decorations: teamLookDecorations(garmentOf(style).locations, lookOnStyle(style, source.look), lookKindOf(style)),
    });
  }

  return {
    compose,

    /**
     * Redraws products after the team's look changed from `before` to `after` (P3 bulk edit,
     * P5 settings), in `exec`: a product not customised gets a new team-look configuration; a
     * customised one keeps its decorations in the new colours, its team text and default logo
     * following (`followTeamLook`). Returns each product's new configuration, in order; a
     * product whose style or configuration is gone is left out.
     */
    async redraw<P extends LookProduct>(
      exec: Executor,
      products: readonly P[],
      before: TeamLook,
      after: TeamLookSource,
    ): Promise<{ product: P; configuration: ConfigurationRow }[]> {
      const configIds = [...new Set(products.map((p) => p.configuration_id).filter((id): id is number => id != null))];
      const configs = await configurationsByIds(exec, configIds);
      const styles = await stylesByIds(exec, [...new Set(products.map((p) => p.style_id))]);
      const out: { product: P; configuration: ConfigurationRow }[] = [];
      for (const p of products) {
        const config = configs.find((c) => c.id === p.configuration_id);
        if (p.customized && config) {
          const decorations = followTeamLook(config.decorations, before, after.look);
          out.push({
            product: p,
            configuration: await configurations.recolor(exec, config, [...after.colorIds], decorations),
          });
          continue;
        }
        const style = styles.find((s) => s.id === p.style_id);
        if (style)
          out.push({ product: p, configuration: await compose(exec, style, p.variant_id, p.design_id, after) });
      }
      return out;
    },

    /**
     * The spec of a product drawn in the team's look without a stored configuration (one
     * stored before it got one): the decorations `compose` would store, with their C3
     * defaults. NOT_FOUND `Product` for an unknown style.
     */
    async spec(
      loaders: Loaders,
      product: { style_id: string; variant_id: string | null; design_id?: string | null },
      source: TeamLookSource,
    ): Promise<RenderSpec> {
      const style = await loaders.style.load(product.style_id);
      if (!style) throw new NotFoundError('Product');
      const garment = garmentOf(style);
      const inputs = teamLookDecorations(garment.locations, lookOnStyle(style, source.look), lookKindOf(style));
      const text = source.look.textStyle;
      const decorations = normalizeDecorations(garment.locations, inputs, {
        fontKeys: [DECORATION_DEFAULTS.font, ...(text?.font ? [text.font] : [])],
        colorIds: [text?.fillColorId, text?.outline1ColorId].filter((c): c is number => c != null),
        isReversible: isReversibleGarment(style.garment_id),
      });
      return configurations.renderSpec(loaders, {
        style_id: product.style_id,
        variant_id: product.variant_id,
        design_id: product.design_id ?? null,
        color_ids: [...source.colorIds],
        decorations,
      });
    },
  };
}

export type TeamLookConfigurations = ReturnType<typeof teamLookConfigurations>;
