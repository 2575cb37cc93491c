/**
 * The fuzz test's operations: one document per Query and Mutation field of the
 * executable schema, every argument a variable, selecting two levels of fields below the root
 * (pictures included: `thumbnail`, `snapshot` and `snapshots` queue renders when read), and the
 * plan of calls: every operation gets the same number of calls, three in four with valid values
 * (`ValueDrawer.validValue`) and one in four hostile, over the callers in turn.
 */
import {
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { ValueDrawer } from './values.js';

/** Levels of object fields selected below the root field (two). */
const SELECTION_DEPTH = 2;

export interface Operation {
  kind: 'query' | 'mutation';
  field: string;
  document: string;
  definition: GraphQLField<unknown, unknown>;
  /** The object and interface types the document selects fields of. */
  selects: ReadonlySet<string>;
}

/**
 * A selection of `type`: its leaf fields and, `SELECTION_DEPTH` levels down, those of its
 * objects; the object and interface types it selects fields of are added to `selects`.
 */
function selection(type: GraphQLOutputType, selects: Set<string>, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) && !isInterfaceType(named)) return '{ __typename }';
  selects.add(named.name);
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    if (isLeafType(getNamedType(field.type))) parts.push(field.name);
    else if (depth < SELECTION_DEPTH) parts.push(`${field.name} ${selection(field.type, selects, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/** Every root field of `schema` as a document with one variable per argument. */
export function operations(schema: GraphQLSchema): Operation[] {
  const ops: Operation[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const) {
    for (const field of Object.values(root.getFields())) {
      const vars = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const selects = new Set<string>();
      const document = `${kind} Fuzz${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(field.type, selects)} }`;
      ops.push({ kind, field: field.name, document, definition: field, selects });
    }
  }
  return ops;
}

export interface Call<C extends string> {
  index: number;
  op: Operation;
  caller: C;
  valid: boolean;
  variables: Record<string, unknown>;
}

/**
 * `perOperation` calls of every operation, shuffled: valid values in three of every four calls
 * of an operation and hostile ones in the fourth (a hostile call leaves out an argument, required
 * ones too, in 6 % of its arguments); callers taken in turn per operation. With three callers
 * (four and three have no common factor) every caller gets valid and hostile calls of every
 * operation.
 */
export function planCalls<C extends string>(
  ops: readonly Operation[],
  callers: readonly C[],
  perOperation: number,
  values: ValueDrawer,
): Call<C>[] {
  const plan: { op: Operation; caller: C; valid: boolean }[] = [];
  for (const [o, op] of ops.entries())
    for (let k = 0; k < perOperation; k++)
      plan.push({ op, caller: callers[(k + o) % callers.length]!, valid: k % 4 !== 3 });
  // Fisher-Yates with the seeded stream: the order is the seed's.
  for (let i = plan.length - 1; i > 0; i--) {
    const j = Math.floor(values.rand() * (i + 1));
    [plan[i], plan[j]] = [plan[j]!, plan[i]!];
  }
  return plan.map((p, index) => {
    const variables: Record<string, unknown> = {};
    for (const arg of p.op.definition.args) {
      if (p.valid) {
        if (isNonNullType(arg.type) || values.chance(0.7)) variables[arg.name] = values.validValue(arg.type);
      } else if (!values.chance(0.06)) variables[arg.name] = values.hostileValue(arg.type);
    }
    return { index, ...p, variables };
  });
}

/** A short, printable description of a call for failure messages. */
export function describeCall(c: Call<string>): string {
  const vars = JSON.stringify(c.variables, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 60 ? `${v.slice(0, 60)}…(${v.length})` : v,
  );
  return `#${c.index} ${c.caller} ${c.valid ? 'valid' : 'hostile'} ${c.op.field} ${vars.slice(0, Number(process.env.FUZZ_DESCRIBE ?? 600))}`;
}
