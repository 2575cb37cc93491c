/**
 * Project kinds: what is particular to one kind of project (a snapsheet, a
 * playbook, a showroom) in the gateway's behaviour is declared by the kind's own module as a
 * `ProjectKind` and registered once (`project-kinds.registry.ts`); its facts (nouns, routes,
 * naming, listed, printable) are declared once for gateway and web in @tas/rules
 * `PROJECT_KINDS`. Code that serves every kind (the dashboard's lists, D7; the `project` query
 * and the `Project` interface's type; the PDF job's products, R2) asks the registry instead of
 * branching on the type string or importing the kind's module.
 */
import type { Transaction } from 'kysely';
import type { Database, ProjectRow, ProjectTypeValue } from '../../db/types.js';
import type { HashedSpec, RenderSpec } from '../configurations/index.js';
import type { RequestContext, RootLoaders, RootServices } from './root-types.js';

/** One kind of project, as its module declares it. */
export interface ProjectKind {
  /** The kind's `projects.type` (its facts: @tas/rules `PROJECT_KINDS[type]`). */
  readonly type: ProjectTypeValue;
  /** The GraphQL object type of the kind's projects (the `Project` interface's implementation). */
  readonly graphqlType: string;
  /**
   * What the kind adds to the schema when `schema/` does not hold it: a kind that extends the
   * schema at start (`extend enum ProjectType`, its object type, its query) with the resolvers of
   * its types, merged into the gateway's. Absent for the schema's own kinds.
   */
  readonly schema?: { readonly typeDefs: string; readonly resolvers: Readonly<Record<string, object>> };
  /**
   * The resolvers of the kind's part of `schema/` (its queries, mutations and types: its
   * module's `Resolvers` maps), merged into the gateway's with every registered kind's. Absent
   * for a kind whose schema is all its own (`schema`).
   */
  readonly resolvers?: readonly Readonly<Record<string, object>>[];
  /** The pg-boss queues of the kind's own jobs, made at start beside the gateway's (`QUEUES`). */
  readonly queues?: readonly string[];
  /**
   * The project of this kind that `ref` names (its dealer's code and public id; a kind named by
   * dealer code alone ignores `id`) when the caller may read it (A5), as the kind's own query
   * answers it (`snapsheet`, `playbook`, `showroom`); null otherwise.
   */
  read(ctx: RequestContext, ref: { dealerCode: string; id: string | null }): Promise<ProjectRow | null>;
  /**
   * The render spec (or a stored configuration's hashed spec) of each project's first product, its thumbnail in lists (D7), null for a
   * project without products; `projects` are all of this kind, the answer in their order.
   * Batched: one call per request and kind, whatever the number of projects.
   */
  thumbnailSpecs(ctx: RequestContext, projects: readonly ProjectRow[]): Promise<(RenderSpec | HashedSpec | null)[]>;
  /**
   * The specs of every product the print page of project `projectId` (row id) shows, in page
   * order, read with a PDF job's own loaders (no GraphQL context); their snapshots are drawn
   * before printing (R2). Absent for a kind that is not printable.
   */
  printSpecs?(services: RootServices, loaders: RootLoaders, projectId: number): Promise<RenderSpec[]>;
  /**
   * D7: what a duplicate of `source` gets besides the project row (its products; a playbook's
   * catalogue), written in `trx`, the duplicate's transaction. Absent: the project row only.
   */
  copyProducts?(
    services: RootServices,
    trx: Transaction<Database>,
    source: ProjectRow,
    copy: ProjectRow,
  ): Promise<void>;
  /**
   * D6: what a new default logo `logoId` of `project` (the row as it was before) changes besides
   * the project's row and logos, in `trx`, the logo's transaction (a snapsheet redraws its
   * products in the team's look, P5). Absent: nothing.
   */
  onDefaultLogo?(
    services: RootServices,
    trx: Transaction<Database>,
    project: ProjectRow,
    logoId: number,
  ): Promise<void>;
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
