/**
 * What every part of the app knows about a project kind (P1, P6, D7, R2):
 * its nouns, the segment of its routes, how a URL or a request names one, whether the dashboard
 * lists it and whether it prints as a PDF. Declared once here, for the gateway and the web; a
 * kind's behaviour (how it is read, its thumbnails, its PDF's products) is registered by its own
 * module in the gateway (`modules/projects/project-kinds.ts`). Keyed by the schema's
 * `ProjectType`, so a new value of the enum does not compile until it is declared here.
 */
import type { ProjectStatus, ProjectType } from './generated/schema-enums.js';

/** How a URL or a request names a project of a kind. */
export type ProjectNaming =
  /** By its dealer's code and its own public id: `/snapsheets/ABC123/k3x9p2/` (P1). */
  | 'publicId'
  /** By its dealer's code alone, one per dealer: `/showrooms/ABC123/` (P6). */
  | 'dealerCode';

/** The facts of one project kind. */
export interface ProjectKindFacts {
  /** Its name in titles and messages: 'Snapsheet'. */
  readonly noun: string;
  /** Lower case, one and many: 'snapsheet', 'snapsheets'. */
  readonly one: string;
  readonly many: string;
  /** The first segment of its routes (original section 2): `catalogs` for playbooks. */
  readonly pathSegment: string;
  /** Older first segments that still lead to it (`playbooks`). */
  readonly formerPathSegments: readonly string[];
  /** How a URL or a request names one of its projects. */
  readonly naming: ProjectNaming;
  /** Listed, created and counted on the dealer's dashboard (D7). */
  readonly listed: boolean;
  /** Exported as a PDF from a print page (R2). */
  readonly printable: boolean;
  /**
   * The status a new project of the kind starts in (original section 4): a snapsheet is shared
   * from the start (OPEN), a playbook or a showroom is a DRAFT until published (P4).
   */
  readonly initialStatus: Extract<ProjectStatus, 'OPEN' | 'DRAFT'>;
  /**
   * The query parameter of the product page naming the project's product its dealer is
   * customising (saving there replaces that product's configuration: P3, P5); null when the
   * kind's products are never edited from the product page (P6).
   */
  readonly editedProductParam: string | null;
}

/** Every project kind's facts, by `ProjectType` (literal types: see {@link ProjectTypeNamedBy}). */
export const PROJECT_KINDS = {
  SNAPSHEET: {
    noun: 'Snapsheet',
    one: 'snapsheet',
    many: 'snapsheets',
    pathSegment: 'snapsheets',
    formerPathSegments: [],
    naming: 'publicId',
    listed: true,
    printable: true,
    initialStatus: 'OPEN',
    editedProductParam: 'snapsheet_product',
  },
  PLAYBOOK: {
    noun: 'Playbook',
    one: 'playbook',
    many: 'playbooks',
    pathSegment: 'catalogs',
    formerPathSegments: ['playbooks'],
    naming: 'publicId',
    listed: true,
    printable: true,
    initialStatus: 'DRAFT',
    editedProductParam: 'catalog_product',
  },
  SHOWROOM: {
    noun: 'Showroom',
    one: 'showroom',
    many: 'showrooms',
    pathSegment: 'showrooms',
    formerPathSegments: [],
    naming: 'dealerCode',
    listed: false,
    printable: false,
    initialStatus: 'DRAFT',
    editedProductParam: null,
  },
  STORE: {
    noun: 'Store',
    one: 'store',
    many: 'stores',
    pathSegment: 'stores',
    formerPathSegments: [],
    naming: 'publicId',
    listed: true,
    printable: false,
    initialStatus: 'DRAFT',
    editedProductParam: null,
  },
} as const satisfies Readonly<Record<ProjectType, ProjectKindFacts>>;

/** The kinds named by `naming` in URLs and requests: `ProjectTypeNamedBy<'publicId'>` is 'PLAYBOOK' | 'SNAPSHEET'. */
export type ProjectTypeNamedBy<N extends ProjectNaming> = {
  [T in ProjectType]: (typeof PROJECT_KINDS)[T]['naming'] extends N ? T : never;
}[ProjectType];

/** The kinds the dashboard lists (D7): 'PLAYBOOK' | 'SNAPSHEET' | 'STORE'. */
export type ListedProjectType = {
  [T in ProjectType]: (typeof PROJECT_KINDS)[T]['listed'] extends true ? T : never;
}[ProjectType];

/** The kinds whose projects print to a PDF (P7): 'PLAYBOOK' | 'SNAPSHEET'. */
export type PrintableProjectType = {
  [T in ProjectType]: (typeof PROJECT_KINDS)[T]['printable'] extends true ? T : never;
}[ProjectType];

/**
 * The kind of a project route whose first segment names no kind (original section 2: a route
 * that is not a playbook's or a showroom's is a snapsheet's).
 */
export const DEFAULT_ROUTE_PROJECT_TYPE: ProjectType = 'SNAPSHEET';

/** Every `ProjectType`, in declaration order. */
export const PROJECT_TYPES = Object.keys(PROJECT_KINDS) as ProjectType[];

/** The kinds the dashboard lists (D7). */
export const LISTED_PROJECT_TYPES = PROJECT_TYPES.filter(
  (t): t is ListedProjectType => PROJECT_KINDS[t].listed,
) as readonly ListedProjectType[];

/**
 * Every kind's facts by type: the schema's kinds ({@link PROJECT_KINDS}) and those declared at
 * start with {@link declareProjectKind}.
 */
const declaredKinds = new Map<string, ProjectKindFacts>(Object.entries(PROJECT_KINDS));

/**
 * Declares the facts of a kind the schema's `ProjectType` does not list at build time: a kind
 * that extends the schema when the gateway starts (a plug-in's, such as the fourth kind of
 * `gateway/test/fourth-kind.test.ts`). Call it once, before anything reads the kind. Throws
 * when `type` is already declared or `facts.pathSegment` (or a former segment) is taken.
 */
export function declareProjectKind(type: string, facts: ProjectKindFacts): void {
  if (declaredKinds.has(type)) throw new Error(`Project kind ${type} is declared twice`);
  for (const segment of [facts.pathSegment, ...facts.formerPathSegments]) {
    if (projectTypeOfSegment(segment)) throw new Error(`Route segment ${segment} already names a project kind`);
  }
  declaredKinds.set(type, facts);
}

/** The facts of `type`'s kind, or null when no kind of that type is declared. */
export function findProjectKind(type: string): ProjectKindFacts | null {
  return declaredKinds.get(type) ?? null;
}

/** The facts of `type`'s kind. Throws for a type no one declared (a wiring bug, not bad input). */
export function projectKindOf(type: ProjectType): ProjectKindFacts {
  const facts = declaredKinds.get(type);
  if (!facts) throw new Error(`No project kind is declared for ${type}`);
  return facts;
}

/** Whether a project of `type` is named by its dealer's code alone (P6). */
export function isNamedByDealerCode(type: ProjectType): type is ProjectTypeNamedBy<'dealerCode'> {
  return projectKindOf(type).naming === 'dealerCode';
}

/**
 * The kind whose routes a path's first segment (after an optional `/print`) names, or null:
 * `/catalogs/ABC123/x/` and `/playbooks/...` are playbooks, `/showrooms/ABC123/` a showroom.
 */
export function projectTypeOfSegment(segment: string): ProjectType | null {
  for (const [type, kind] of declaredKinds) {
    if (kind.pathSegment === segment || kind.formerPathSegments.includes(segment)) return type as ProjectType;
  }
  return null;
}
