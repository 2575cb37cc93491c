/**
 * Compiled execution of `/graphql` operations (GRAPHQL_EXECUTOR=jit, the default): each distinct
 * document is compiled once by graphql-jit (the second time it comes) into a function of its own
 * selection, kept in a bounded LRU, and run for every later request of that document, in place of graphql-js's
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
 * - a document without the operation asked for, a subscription, one with a variable of an
 *   input type that holds itself, one using `@skip` or `@include`, or one graphql-jit cannot
 *   compile runs on graphql-js.
 */
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  execute,
  getNamedType,
  getVariableValues,
  isInputObjectType,
  Kind,
  locatedError,
  visit,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type GraphQLError,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** Which executor serves `/graphql` (config GRAPHQL_EXECUTOR). */
export type GraphQLExecutorKind = 'jit' | 'interpreter';

type Gateway = ApolloServerOptionsWithGateway<never>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;
type ExecutorRequest = Parameters<Executor>[0];

/** Distinct documents (per operation name) kept compiled. */
export const COMPILED_DOCUMENTS = 1000;

/** The entry of a document run once (on graphql-js): the next run compiles it. */
const SEEN_ONCE = Symbol('seen once');

/** graphql-js's bound on the variable errors it reports (its `execute` passes the same). */
const MAX_VARIABLE_ERRORS = 50;

interface Compiled {
  query: CompiledQuery['query'];
  /** The document's field nodes by the line and column where each starts (errors' locations). */
  fieldsAt: Map<string, FieldNode>;
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

  values(): V[] {
    return [...this.map.values()];
  }
}

/**
 * The field nodes of `document` by `<line>:<column>` of their first token, as graphql-jit locates
 * errors; null when the document uses `@skip` or `@include` (graphql-jit's conditions on a
 * fragment spread from several places are known to drop fields: graphql-js runs such documents).
 */
function fieldsByLocation(document: DocumentNode): Map<string, FieldNode> | null {
  const fields = new Map<string, FieldNode>();
  let conditional = false;
  visit(document, {
    Field(node) {
      if (node.loc) fields.set(`${node.loc.startToken.line}:${node.loc.startToken.column}`, node);
    },
    Directive(node) {
      if (node.name.value === 'skip' || node.name.value === 'include') conditional = true;
    },
  });
  return conditional ? null : fields;
}

/**
 * A field error of graphql-jit as graphql-js makes it (`locatedError` of what the resolver threw,
 * or of an Error with graphql-jit's message where graphql-js makes one: a null in a non-null
 * field, a value a scalar cannot serialize): graphql-jit's own errors carry locations but no
 * nodes (Apollo rebuilds errors from those), no extensions when the thrown error has none, and
 * a thrown value that is not an Error as it is.
 */
function asGraphQLJsError(error: GraphQLError, compiled: Compiled): GraphQLError {
  const nodes = (error.locations ?? []).flatMap(({ line, column }) => compiled.fieldsAt.get(`${line}:${column}`) ?? []);
  const thrown: unknown = error.originalError ?? new Error(error.message);
  return locatedError(thrown, nodes.length ? nodes : undefined, error.path);
}

/**
 * Whether input type `type` holds itself (an input field of it, at any depth, of its own type):
 * graphql-jit's compiled variable parsing does not end for such a type, so a document with a
 * variable of one runs on graphql-js.
 */
function isRecursiveInput(type: GraphQLNamedType, seen: Set<string> = new Set()): boolean {
  if (!isInputObjectType(type)) return false;
  if (seen.has(type.name)) return true;
  seen.add(type.name);
  const recursive = Object.values(type.getFields()).some((f) => isRecursiveInput(getNamedType(f.type), seen));
  seen.delete(type.name);
  return recursive;
}

/** The executor of GRAPHQL_EXECUTOR=jit for `schema` (see the module comment). */
export function compiledExecutor(
  schema: GraphQLSchema,
  cacheSize = COMPILED_DOCUMENTS,
): Executor & { compiledDocuments(): number } {
  // null: graphql-jit could not compile it; graphql-js runs it.
  const compiled = new Lru<Compiled | null | typeof SEEN_ONCE>(cacheSize);

  const interpret = (request: ExecutorRequest) =>
    execute({
      schema,
      document: request.document,
      contextValue: request.context,
      variableValues: request.request.variables,
      operationName: request.request.operationName,
    }) as Promise<ExecutionResult> | ExecutionResult;

  /** Input types by name: whether each holds itself (see `isRecursiveInput`). */
  const recursiveInputs = new Map<string, boolean>();
  const variablesCompile = (operation: OperationDefinitionNode) =>
    (operation.variableDefinitions ?? []).every(({ type }) => {
      let node = type;
      while (node.kind !== Kind.NAMED_TYPE) node = node.type;
      let recursive = recursiveInputs.get(node.name.value);
      if (recursive === undefined) {
        const named = schema.getType(node.name.value);
        recursive = named ? isRecursiveInput(named) : false;
        recursiveInputs.set(node.name.value, recursive);
      }
      return !recursive;
    });

  function compile(
    document: DocumentNode,
    operation: OperationDefinitionNode,
    operationName: string | undefined,
  ): Compiled | null {
    if (!variablesCompile(operation)) return null;
    const fieldsAt = fieldsByLocation(document);
    if (!fieldsAt) return null;
    const result = compileQuery(schema, document, operationName);
    if (!isCompiledQuery(result)) return null;
    return { query: result.query, fieldsAt };
  }

  const executor = async (request: ExecutorRequest) => {
    const { document, operation } = request;
    const operationName = request.request.operationName ?? undefined;
    // No operation of that name (graphql-js answers why) or a subscription: graphql-js.
    if (!operation || operation.operation === 'subscription') return interpret(request);
    const key = `${request.queryHash}:${operationName ?? ''}`;
    let entry = compiled.get(key);
    // A document is compiled when it comes again: compiling costs more than one interpreted
    // run, and a document sent once (a client's one-off, a flood of distinct ones) never pays it.
    if (entry === undefined) {
      compiled.set(key, SEEN_ONCE);
      return interpret(request);
    }
    if (entry === SEEN_ONCE) {
      entry = compile(document, operation, operationName);
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
  return Object.assign(executor, {
    compiledDocuments: () => compiled.values().filter((e) => e !== SEEN_ONCE && e !== null).length,
  });
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
