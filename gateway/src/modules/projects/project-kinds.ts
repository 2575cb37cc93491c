/**
 * Project kinds (issue 17 section 1): what is particular to one kind of project (a snapsheet, a
 * playbook) is declared by the kind's own module as a `ProjectKind` and registered once, by the
 * composition root (resolvers.ts). Code that serves every kind (the dashboard's lists, D7) asks
 * the registry instead of branching on the type string or importing the kind's module.
 */
import type { GraphQLContext } from '../../context.js';
import type { ProjectRow, ProjectTypeValue } from '../../db/types.js';
import type { RenderSpec } from '../configurations/configurations.service.js';

/** One kind of project, as its module declares it. */
export interface ProjectKind {
  /** The kind's `projects.type`. */
  readonly type: ProjectTypeValue;
  /** The kind's name in messages ('Snapsheet', 'Playbook'). */
  readonly noun: string;
  /**
   * The render spec of each project's first product, its thumbnail in lists (D7), null for a
   * project without products; `projects` are all of this kind, the answer in their order.
   * Batched: one call per request and kind, whatever the number of projects.
   */
  thumbnailSpecs(ctx: GraphQLContext, projects: readonly ProjectRow[]): Promise<(RenderSpec | null)[]>;
}

/** The registered kinds, by type. */
export interface ProjectKinds {
  /** The kind of `type`; throws for a type no module registered (a wiring bug, not bad input). */
  of(type: ProjectTypeValue): ProjectKind;
  /** Every registered kind, in registration order. */
  all(): readonly ProjectKind[];
}

/** The registry of `kinds`; throws when two declare the same type. */
export function projectKinds(kinds: readonly ProjectKind[]): ProjectKinds {
  const byType = new Map<ProjectTypeValue, ProjectKind>();
  for (const kind of kinds) {
    if (byType.has(kind.type)) throw new Error(`Project kind ${kind.type} is registered twice`);
    byType.set(kind.type, kind);
  }
  return {
    of(type) {
      const kind = byType.get(type);
      if (!kind) throw new Error(`No project kind is registered for ${type}`);
      return kind;
    },
    all: () => [...byType.values()],
  };
}
