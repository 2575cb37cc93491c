/**
 * What one GraphQL document may ask for ("limits on every caller"). Ad-hoc documents
 * are accepted from any caller (API.md), so each is bounded before it runs:
 *
 * - tokens: at most {@link GRAPHQL_LIMITS}.maxTokens lexical tokens, counted while parsing
 *   (graphql-js `maxTokens`), so an alias storm never reaches validation;
 * - aliases, depth, directives and cost: GraphQL Armor rules, which follow fragment spreads (a
 *   fragment reused at every level costs what it executes, not what its text weighs). Cost:
 *   1 per scalar, 2 per object, children weighted 1.5 per level, lists times a literal
 *   `first`/`last`;
 * - introspection: `__schema` is left to graphql-js's own MaxIntrospectionDepthRule (Armor skips
 *   it), so the standard introspection query works;
 * - session mutations: at most one `enterDashboard`/`enterWithPasscode`/`passcodeAccess` per
 *   document (A4: passcode tries cannot be batched), aliases and fragments counted;
 * - roster files: at most one `importRoster`/`previewRosterImport` per operation (each
 *   reads a spreadsheet in the CPU pool), aliases and fragments counted.
 *
 * Every refusal is a validation error, which the gateway answers as BAD_USER_INPUT (apollo.ts
 * formatError) with a message naming the limit. Every document of the web app passes
 * (test/graphql-limits.test.ts runs the persisted-documents manifest through these rules).
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export interface GraphQLLimits {
  /** Lexical tokens per document (the web app's largest document has under 200). */
  maxTokens: number;
  /** Aliases per operation, fragments expanded (`__typename` aliases are free). */
  maxAliases: number;
  /** Field nesting per operation, fragments expanded. */
  maxDepth: number;
  /** Directives per operation, fragments expanded. */
  maxDirectives: number;
  /** Armor cost per operation (the web app's dearest document costs about 3,300). */
  maxCost: number;
}

export const GRAPHQL_LIMITS: GraphQLLimits = {
  maxTokens: 3000,
  maxAliases: 30,
  maxDepth: 12,
  maxDirectives: 50,
  maxCost: 20000,
};

/** Fields that open a session; one per document. */
export const SESSION_MUTATIONS = new Set(['enterDashboard', 'enterWithPasscode', 'passcodeAccess']);

/** Fields that read a roster file (L2); one per operation, query or mutation. */
export const ROSTER_FILE_FIELDS = new Set(['importRoster', 'previewRosterImport']);

/**
 * Queries that count against the mutation rate limit (rate-limits.ts) as a mutation field does:
 * they cost as much as one (a roster file read).
 */
export const COSTLY_QUERY_FIELDS = new Set(['previewRosterImport']);

/** Parser options for Apollo (`parseOptions`): the token limit. */
export function parseOptions(limits: GraphQLLimits = GRAPHQL_LIMITS): ParseOptions {
  return { maxTokens: limits.maxTokens };
}

/** Armor reports 'Syntax Error: <what>'; the caller sees '<what>' as a validation error. */
function report(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
}

const armor = () => ({ propagateOnRejection: false, onReject: [report], exposeLimits: true });

/**
 * The distinct response keys of a selection set's fields named in `names`, fragments and inline
 * fragments expanded (each fragment once: a spread repeated merges into the same keys).
 */
function rootFieldKeys(
  selectionSet: SelectionSetNode,
  fragment: (name: string) => FragmentDefinitionNode | null | undefined,
  names: ReadonlySet<string>,
  keys = new Set<string>(),
  seen = new Set<string>(),
): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (names.has(selection.name.value)) keys.add(selection.alias?.value ?? selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rootFieldKeys(selection.selectionSet, fragment, names, keys, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const def = fragment(selection.name.value);
      if (def) rootFieldKeys(def.selectionSet, fragment, names, keys, seen);
    }
  }
  return keys;
}

/** A4: refuses a mutation that runs more than one session field (aliases count). */
export const oneSessionMutationRule: ValidationRule = (context) =>
  ({
    OperationDefinition(node) {
      if (node.operation !== 'mutation') return;
      const keys = rootFieldKeys(node.selectionSet, (n) => context.getFragment(n), SESSION_MUTATIONS);
      if (keys.size > 1)
        context.reportError(
          new GraphQLError(
            `Only one session mutation (${[...SESSION_MUTATIONS].join(', ')}) per request, found ${keys.size}.`,
            { nodes: [node] },
          ),
        );
    },
  }) satisfies ASTVisitor;

/** Refuses an operation that reads more than one roster file (aliases count). */
export const oneRosterFileRule: ValidationRule = (context) =>
  ({
    OperationDefinition(node) {
      const keys = rootFieldKeys(node.selectionSet, (n) => context.getFragment(n), ROSTER_FILE_FIELDS);
      if (keys.size > 1)
        context.reportError(
          new GraphQLError(
            `Only one roster file (${[...ROSTER_FILE_FIELDS].join(', ')}) per request, found ${keys.size}.`,
            { nodes: [node] },
          ),
        );
    },
  }) satisfies ASTVisitor;

/** The validation rules added to graphql-js's own (Apollo `validationRules`). */
export function limitRules(limits: GraphQLLimits = GRAPHQL_LIMITS): ValidationRule[] {
  return [
    maxAliasesRule({ ...armor(), n: limits.maxAliases }) as unknown as ValidationRule,
    maxDepthRule({ ...armor(), n: limits.maxDepth, flattenFragments: true }) as unknown as ValidationRule,
    maxDirectivesRule({ ...armor(), n: limits.maxDirectives }) as unknown as ValidationRule,
    costLimitRule({ ...armor(), maxCost: limits.maxCost }) as unknown as ValidationRule,
    oneSessionMutationRule,
    oneRosterFileRule,
  ];
}

/**
 * The distinct root fields an operation runs (fragments expanded), those named in `names` when
 * given: e.g. the mutation fields one request executes, for the per-address mutation limit.
 */
export function rootFieldCount(
  selectionSet: SelectionSetNode,
  fragment: (name: string) => FragmentDefinitionNode | null | undefined,
  names: ReadonlySet<string> = { has: () => true } as unknown as ReadonlySet<string>,
): number {
  return rootFieldKeys(selectionSet, fragment, names).size;
}
