/**
 * Compiled execution of `/graphql` operations (GRAPHQL_EXECUTOR=jit, the default): each distinct
 * document is compiled once by graphql-jit into a function of its own selection, kept in a
 * bounded LRU, and run for every later request of that document, in place of graphql-js's
 * interpreter walking the selection field by field. GRAPHQL_EXECUTOR=interpreter serves with
 * Apollo's own graphql-js execution.
 *
 * Apollo Server 5 has no executor option; a `gateway` (its interface for federated gateways)
 * hands it this schema and an executor, and everything else of a request stays Apollo's: parsing,
 * validation (our limit rules), the plugins' hooks (didResolveOperation, the mutation rate limit,
 * error logging) and `formatError`. The schema's resolvers are the ones graphql-js calls,
 * wrappers included (the control-character check of plugins/input-text.ts).
 *
 * Answers and errors are those of graphql-js:
 * - variables are coerced by graphql-js first (the same refusal, message and nodes: Apollo's
 *   BAD_USER_INPUT for them and `formatError`'s field come from these);
 * - an error of a field is made again as graphql-js makes it (`locatedError`): its message,
 *   locations, path, the thrown error as `originalError` and that error's extensions;
 * - a document without the operation asked for, a subscription, or one graphql-jit cannot
 *   compile runs on graphql-js.
 */
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  execute,
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type Source,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** Which executor serves `/graphql` (config GRAPHQL_EXECUTOR). */
export type GraphQLExecutorKind = 'jit' | 'interpreter';

type Gateway = ApolloServerOptionsWithGateway<never>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;
type ExecutorRequest = Parameters<Executor>[0];

/** Distinct documents (per operation name) kept compiled. */
export const COMPILED_DOCUMENTS = 1000;

/** graphql-js's bound on the variable errors it reports (its `execute` passes the same). */
const MAX_VARIABLE_ERRORS = 50;

interface Compiled {
  query: CompiledQuery['query'];
  /** The document's text, for errors' locations as graphql-js gives them. */
  source: Source | undefined;
  /** Offset of each line's first character in `source`. */
  lineStarts: number[];
}

/** A bounded map, least recently used first out. */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly size: number) {}

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value!);
  }

  get count(): number {
    return this.map.size;
  }
}

/** Offsets of the first character of each line (graphql-js counts \r\n, \n and \r as breaks). */
function lineStartsOf(body: string): number[] {
  const starts = [0];
  for (const m of body.matchAll(/\r\n|[\n\r]/g)) starts.push(m.index + m[0].length);
  return starts;
}

/**
 * A field error of graphql-jit as graphql-js's `locatedError` makes it. graphql-jit's own errors
 * carry locations but no nodes, source or positions (Apollo rebuilds errors from those) and no
 * extensions when the thrown error has none.
 */
function asGraphQLJsError(error: GraphQLError, compiled: Compiled): GraphQLError {
  const original = error.originalError;
  // graphql-js keeps an error that already names its path as it was thrown.
  if (original instanceof GraphQLError && Array.isArray(original.path)) return original;
  const { source, lineStarts } = compiled;
  const positions =
    source && error.locations?.length
      ? error.locations.map(({ line, column }) => (lineStarts[line - 1] ?? 0) + column - 1)
      : undefined;
  return new GraphQLError(error.message, {
    source: positions ? source : undefined,
    positions,
    path: error.path,
    originalError: original,
  });
}

/** The executor of GRAPHQL_EXECUTOR=jit for `schema` (see the module comment). */
export function compiledExecutor(
  schema: GraphQLSchema,
  cacheSize = COMPILED_DOCUMENTS,
): Executor & { compiledDocuments(): number } {
  // null: graphql-jit could not compile it; graphql-js runs it.
  const compiled = new Lru<Compiled | null>(cacheSize);

  const interpret = (request: ExecutorRequest) =>
    execute({
      schema,
      document: request.document,
      contextValue: request.context,
      variableValues: request.request.variables,
      operationName: request.request.operationName,
    }) as Promise<ExecutionResult> | ExecutionResult;

  function compile(document: DocumentNode, operationName: string | undefined): Compiled | null {
    const result = compileQuery(schema, document, operationName);
    if (!isCompiledQuery(result)) return null;
    const source = document.loc?.source;
    return { query: result.query, source, lineStarts: source ? lineStartsOf(source.body) : [] };
  }

  const executor = async (request: ExecutorRequest) => {
    const { document, operation } = request;
    const operationName = request.request.operationName ?? undefined;
    // No operation of that name (graphql-js answers why) or a subscription: graphql-js.
    if (!operation || operation.operation === 'subscription') return interpret(request);
    const key = `${request.queryHash}:${operationName ?? ''}`;
    let entry = compiled.get(key);
    if (entry === undefined) {
      entry = compile(document, operationName);
      compiled.set(key, entry);
    }
    if (!entry) return interpret(request);
    const variables = request.request.variables ?? {};
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, {
      maxErrors: MAX_VARIABLE_ERRORS,
    });
    if (coerced.errors) return { errors: coerced.errors };
    const result = await entry.query(undefined, request.context, variables);
    if (!result.errors?.length) return result;
    const errors = result.errors.map((e) => asGraphQLJsError(e, entry));
    return { ...result, errors };
  };
  return Object.assign(executor, { compiledDocuments: () => compiled.count });
}

/**
 * Apollo's `gateway` option serving `schema` with {@link compiledExecutor}: the schema is handed
 * over once at load and never changes.
 */
export function compiledExecutionGateway(schema: GraphQLSchema, cacheSize = COMPILED_DOCUMENTS): Gateway {
  const executor = compiledExecutor(schema, cacheSize);
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    load: async () => ({ executor }),
    stop: async () => undefined,
  };
}
