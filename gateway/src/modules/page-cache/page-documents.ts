/**
 * Which GraphQL documents a cached answer may serve, decided once per document text: a query
 * whose every root field reads what every visitor of one dealer's page reads the same (a
 * project's page by dealer code and id, a showroom, a buyer's store page, the catalogue, a
 * locker by its code), and where each of those fields names its dealer or its locker (a literal
 * or a variable), so the answer can be keyed by that dealer's or locker's version. The web's
 * persisted documents (codegen's manifest, sha256 of the text) are looked up here too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** Root fields of a dealer's public pages: each names the dealer by `dealerCode` (`project`: `ref.dealerCode`). */
const DEALER_ROOTS = new Set(['snapsheet', 'playbook', 'showroom', 'store', 'project']);
/**
 * Root fields of the catalogue, read from tables no request writes (the seed writes them before
 * the app serves): keyed by the catalogue's version only.
 */
const CATALOGUE_ROOTS = new Set([
  'products',
  'product',
  'colors',
  'snapsheetColors',
  'sports',
  'fonts',
  'graphics',
  'graphicsAttribution',
  '__typename',
]);
/**
 * The root field of a saved configuration by its short id: never changed once saved. What its
 * answer reads besides (catalogue rows, a logo's picture, name or types) changes with `g`: the
 * dealers' logo writes bump it (page-cache.ts LOGO_MUTATIONS). Its reader may be asking for its
 * pictures to be drawn, which are queued within each client address's render budget: an answer
 * holding a picture not drawn yet is not kept, so every such read asks again.
 */
const CONFIGURATION_ROOT = 'configuration';
/**
 * The root field of a locker by its `code`: whoever holds the code reads the same locker (a
 * visitor sees customer prices only), so its answer is keyed by the locker's version and its
 * dealer's.
 */
const LOCKER_ROOT = 'locker';
/**
 * Fields whose answer depends on the visitor's key (`X-Visitor-Key`): the caller's own locker of
 * a project (below the root: the root `locker` names its locker by code). A keyed visitor's
 * document selecting one is never answered from the cache; every
 * other field answers every visitor alike (a visitor without a dealer or passcode session sees
 * customer prices, no customer, no lockers list).
 */
const VISITOR_FIELDS = new Set(['locker', 'lockerCode', 'lockers']);

/** Where a root field's dealer or locker code comes from: a literal, or a variable (`path` inside it). */
export type CodeSource = { literal: string } | { variable: string; path: readonly string[] };

/** The cacheability of one operation of a document. */
export type PageDocument =
  | { cacheable: false; operation: 'query' | 'mutation' | 'subscription' | null }
  | {
      cacheable: true;
      operation: 'query';
      /** One per root field of a dealer's page. */
      dealers: readonly CodeSource[];
      /** One per root field of a locker by code. */
      lockers: readonly CodeSource[];
      /** It selects a field that depends on the visitor's key. */
      readsVisitor: boolean;
      /** An answer holding a picture not drawn yet is kept (briefly); not where it reads a configuration. */
      keepsUndrawn: boolean;
    };

const NOT_CACHEABLE: PageDocument = { cacheable: false, operation: null };

/**
 * The cacheability of the operation `operationName` (or the document's only one) of `text`;
 * not cacheable when it does not parse (Apollo then answers the error).
 */
export function analyseDocument(text: string, operationName: string | null): PageDocument {
  let document: DocumentNode;
  try {
    document = parse(text, { noLocation: true, maxTokens: 20_000 });
  } catch {
    return NOT_CACHEABLE;
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return NOT_CACHEABLE;
  if (operation.operation !== 'query') return { cacheable: false, operation: operation.operation };
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

  const dealers: CodeSource[] = [];
  const lockers: CodeSource[] = [];
  let keepsUndrawn = true;
  let ok = true;
  const visitRoot = (set: SelectionSetNode, seen: Set<string>) => {
    for (const s of set.selections) {
      if (s.kind === Kind.INLINE_FRAGMENT) visitRoot(s.selectionSet, seen);
      else if (s.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments.get(s.name.value);
        if (!f) ok = false;
        else if (!seen.has(f.name.value)) visitRoot(f.selectionSet, new Set(seen).add(f.name.value));
      } else if (CATALOGUE_ROOTS.has(s.name.value)) continue;
      else if (s.name.value === CONFIGURATION_ROOT) keepsUndrawn = false;
      else if (DEALER_ROOTS.has(s.name.value)) {
        const arg = s.arguments?.find((a) => a.name.value === (s.name.value === 'project' ? 'ref' : 'dealerCode'));
        const source = arg ? codeSource(arg.value, s.name.value === 'project' ? ['dealerCode'] : []) : null;
        if (source) dealers.push(source);
        else ok = false;
      } else if (s.name.value === LOCKER_ROOT) {
        const arg = s.arguments?.find((a) => a.name.value === 'code');
        const source = arg ? codeSource(arg.value, []) : null;
        if (source) lockers.push(source);
        else ok = false;
      } else ok = false;
    }
  };
  visitRoot(operation.selectionSet, new Set());
  if (!ok) return { cacheable: false, operation: 'query' };

  let readsVisitor = false;
  const seenFragments = new Set<string>();
  const visit = (set: SelectionSetNode, root: boolean) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (VISITOR_FIELDS.has(s.name.value) && !(root && s.name.value === LOCKER_ROOT)) readsVisitor = true;
        if (s.selectionSet) visit(s.selectionSet, false);
      } else if (s.kind === Kind.INLINE_FRAGMENT) visit(s.selectionSet, root);
      else if (!seenFragments.has(`${root}:${s.name.value}`)) {
        seenFragments.add(`${root}:${s.name.value}`);
        const f = fragments.get(s.name.value);
        if (f) visit(f.selectionSet, root);
      }
    }
  };
  visit(operation.selectionSet, true);
  return { cacheable: true, operation: 'query', dealers, lockers, readsVisitor, keepsUndrawn };
}

/** The code of a root field's argument: a string literal, a variable, or an object's field. */
function codeSource(value: ValueNode, path: readonly string[]): CodeSource | null {
  if (value.kind === Kind.VARIABLE) return { variable: value.name.value, path };
  if (path.length === 0) return value.kind === Kind.STRING ? { literal: value.value } : null;
  if (value.kind !== Kind.OBJECT) return null;
  const field = value.fields.find((f) => f.name.value === path[0]);
  return field ? codeSource(field.value, path.slice(1)) : null;
}

/**
 * The code a source names with these variables, as given (a locker's code is case-sensitive);
 * null when the variables do not hold a string there (Apollo answers that error).
 */
export function codeOf(source: CodeSource, variables: Record<string, unknown>): string | null {
  if ('literal' in source) return source.literal;
  let value: unknown = variables[source.variable];
  for (const key of source.path)
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : null;
}

/** The dealer code a source names, lower case (dealer codes are matched case-insensitively); null as `codeOf`. */
export function dealerCodeOf(source: CodeSource, variables: Record<string, unknown>): string | null {
  return codeOf(source, variables)?.toLowerCase() ?? null;
}

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The web's persisted documents (codegen's `persisted-documents.json`: sha256 hex of each
 * document's text -> the text), read from `path` or from the repository's web sources; empty
 * when there is none (a gateway built without the web).
 */
export function loadPersistedDocuments(path?: string): ReadonlyMap<string, string> {
  const candidates = path
    ? [resolve(path)]
    : [4, 5, 6].map((up) => resolve(here, ...Array<string>(up).fill('..'), 'web/src/gql/persisted-documents.json'));
  const file = candidates.find((c) => existsSync(c));
  if (!file) return new Map();
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return new Map(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
