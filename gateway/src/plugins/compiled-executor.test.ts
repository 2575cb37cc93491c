import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  execute,
  getIntrospectionQuery,
  getOperationAST,
  parse,
  type ExecutionResult,
  type GraphQLError,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { ApiError, BadUserInputError, NotFoundError } from '../lib/errors.js';
import { compiledExecutor } from './compiled-executor.js';
import { rejectControlCharacters } from './input-text.js';

/**
 * A schema with what the gateway's answers depend on: typed errors thrown and rejected, null
 * propagation through non-null fields and list items, an interface resolved by
 * `__resolveType`, arguments of input objects and lists, and the control-character transform
 * (plugins/input-text.ts) wrapping resolvers.
 */
const schema = rejectControlCharacters(
  makeExecutableSchema({
    typeDefs: /* GraphQL */ `
      interface Node {
        id: ID!
      }
      type Item implements Node {
        id: ID!
        name: String
        strict: String!
        tags: [String!]!
        later: Int
      }
      type Other implements Node {
        id: ID!
        size: Int!
      }
      input Filter {
        name: String!
        sizes: [Int!]
        nested: Filter
      }
      input Range {
        min: Int!
        max: Int
        colours: [Colour!] = [RED]
      }
      enum Colour {
        RED
        BLUE
      }
      type Query {
        item(id: ID!): Item
        items(n: Int!, failAt: Int): [Item]!
        strictItems(n: Int!, failAt: Int): [Item!]
        node(id: ID!): Node
        fails(how: String!): String
        failsStrict: String!
        search(filter: Filter!, colour: Colour = RED): String
        sum(values: [Int!]!): Int!
        ranges(ranges: [Range!]!, id: ID): String
      }
      type Mutation {
        rename(id: ID!, name: String!): Item!
      }
    `,
    resolvers: {
      Node: { __resolveType: (n: { size?: number }) => (n.size === undefined ? 'Item' : 'Other') },
      Item: {
        strict: (i: { id: string }) => (i.id === 'null-strict' ? null : `strict ${i.id}`),
        tags: (i: { id: string }) => (i.id === 'bad-tags' ? ['a', null, 'b'] : ['a', 'b']),
        later: async (i: { id: string }) => {
          await new Promise((r) => setTimeout(r, 1));
          if (i.id === 'later-fails') throw new NotFoundError('Later');
          return i.id.length;
        },
      },
      Query: {
        item: (_: unknown, { id }: { id: string }) => (id === 'none' ? null : { id, name: `Item ${id}` }),
        items: (_: unknown, { n, failAt }: { n: number; failAt?: number }) =>
          Array.from({ length: n }, (_v, i) =>
            i === failAt ? new NotFoundError('Item') : { id: String(i), name: i % 2 ? null : `Item ${i}` },
          ),
        strictItems: async (_: unknown, { n, failAt }: { n: number; failAt?: number }) =>
          Array.from({ length: n }, (_v, i) => (i === failAt ? null : { id: String(i), name: `Item ${i}` })),
        node: (_: unknown, { id }: { id: string }) => (id.startsWith('o') ? { id, size: 3 } : { id, name: id }),
        fails: async (_: unknown, { how }: { how: string }) => {
          if (how === 'typed') throw new BadUserInputError('how', 'Not like that');
          if (how === 'http') throw new ApiError('FORBIDDEN', 'No', { http: { status: 403 } });
          if (how === 'plain') throw new Error('database gone');
          if (how === 'value') throw 'a string';
          return how;
        },
        failsStrict: () => {
          throw new NotFoundError('Strict');
        },
        search: (_: unknown, a: { filter: unknown; colour: string }) => JSON.stringify(a),
        sum: (_: unknown, { values }: { values: number[] }) => values.reduce((s, v) => s + v, 0),
        ranges: (_: unknown, a: unknown) => JSON.stringify(a),
      },
      Mutation: {
        rename: (_: unknown, { id, name }: { id: string; name: string }) => ({ id, name }),
      },
    },
  }),
);

/** An answer as Apollo reads it: data, and each error's JSON, thrown error and its class. */
function comparable(result: ExecutionResult) {
  return {
    data: result.data,
    errors: result.errors?.map((e: GraphQLError) => ({
      json: e.toJSON(),
      nodes: e.nodes?.map((n) => n.kind),
      original: e.originalError?.constructor.name,
      originalMessage: e.originalError?.message,
    })),
  };
}

let hashes = 0;
/** One document through the compiled executor, as Apollo hands it a request. */
async function compiled(
  run: ReturnType<typeof compiledExecutor>,
  text: string,
  variables = {},
  operationName?: string,
) {
  const document = parse(text);
  return run({
    document,
    operation: getOperationAST(document, operationName)!,
    operationName: operationName ?? null,
    queryHash: text,
    source: text,
    request: { query: text, variables, operationName },
    context: { n: hashes++ },
  } as never);
}

async function interpreted(text: string, variables = {}, operationName?: string) {
  return execute({ schema, document: parse(text), variableValues: variables, operationName, contextValue: {} });
}

const CASES: [string, string, Record<string, unknown>?, string?][] = [
  [
    'data of nested objects, lists and aliases',
    `{ a: item(id: "1") { id name strict tags } b: items(n: 3) { id name } }`,
  ],
  ['a nullable field that is null', `{ item(id: "none") { id } }`],
  ['a typed error with a field', `{ fails(how: "typed") }`],
  ['a typed error with an HTTP status', `{ fails(how: "http") }`],
  ['an unexpected error', `{ fails(how: "plain") }`],
  ['a thrown value that is not an error', `{ fails(how: "value") }`],
  ['a non-null field that throws', `{ ok: fails(how: "fine") failsStrict }`],
  ['a non-null leaf that is null, inside an object', `{ item(id: "null-strict") { id strict } }`],
  ['a null in a list of non-null items', `{ item(id: "bad-tags") { tags } }`],
  ['an error value in a list of nullable items', `{ items(n: 3, failAt: 1) { id } }`],
  ['a null in a list of non-null items of a nullable list', `{ strictItems(n: 3, failAt: 2) { id } }`],
  ['an async error in a list', `{ items(n: 2) { id later } i: item(id: "later-fails") { id later } }`],
  [
    'an interface resolved by __resolveType',
    `{ a: node(id: "x") { id ... on Item { name } } b: node(id: "o1") { __typename ... on Other { size } } }`,
  ],
  [
    'variables of input objects, lists and enums, and defaults',
    `query($f: Filter!, $c: Colour) { search(filter: $f, colour: $c) d: search(filter: { name: "lit", sizes: 3 }) }`,
    { f: { name: 'x', sizes: [1, 2], nested: { name: 'y' } }, c: 'BLUE' },
  ],
  [
    'variables of a list of input objects (compiled variable parsing)',
    `query($r: [Range!]!, $id: ID) { ranges(ranges: $r, id: $id) }`,
    { r: [{ min: 1 }, { min: 2, max: 3, colours: ['BLUE'] }], id: 7 },
  ],
  ['a bad input object in a list', `query($r: [Range!]!) { ranges(ranges: $r) }`, { r: [{ min: 1 }, { max: 2 }] }],
  ['a missing required variable', `query($f: Filter!) { search(filter: $f) }`, {}],
  [
    'a variable of the wrong type, nested',
    `query($f: Filter!) { search(filter: $f) }`,
    { f: { name: 'x', sizes: ['a'] } },
  ],
  ['an unknown enum value', `query($c: Colour) { search(filter: { name: "x" }, colour: $c) }`, { c: 'GREEN' }],
  ['a list coerced from one value', `query($v: [Int!]!) { sum(values: $v) }`, { v: 4 }],
  ['control characters in an argument (a wrapped resolver)', `{ search(filter: { name: "a\\u0001b" }) }`],
  [
    'control characters in a variable',
    `query($f: Filter!) { search(filter: $f) }`,
    { f: { name: 'ok', nested: { name: 'x\u0007' } } },
  ],
  [
    'a mutation, run in order',
    `mutation { a: rename(id: "1", name: "A") { id name } b: rename(id: "2", name: "B") { name } }`,
  ],
  ['one operation of several, by name', `query A { item(id: "a") { id } } query B { item(id: "b") { id } }`, {}, 'B'],
  ['an operation name that is not there', `query A { item(id: "a") { id } }`, {}, 'Z'],
  ['introspection', getIntrospectionQuery()],
  [
    'a fragment spread under @skip and @include (on graphql-js)',
    `query($only: Boolean!) { item(id: "1") { a: strict @skip(if: $only) b: strict @include(if: $only) ...F @skip(if: $only) } i: item(id: "2") { ...F @include(if: $only) } } fragment F on Item { name }`,
    { only: true },
  ],
  ['several operations and no name', `query A { item(id: "a") { id } } query B { item(id: "b") { id } }`],
];

describe('the compiled executor', () => {
  it.each(CASES)('answers as graphql-js does: %s', async (_name, text, variables = {}, operationName) => {
    const run = compiledExecutor(schema);
    const expected = comparable(await interpreted(text, variables, operationName));
    // The first run is on graphql-js, the next ones of the compiled document.
    for (let i = 0; i < 3; i++)
      expect(comparable(await compiled(run, text, variables, operationName))).toEqual(expected);
  });

  it('compiles a distinct document once, when it comes again, and keeps at most the number it is given', async () => {
    const run = compiledExecutor(schema, 2);
    const twice = async (text: string) => {
      await compiled(run, text);
      await compiled(run, text);
    };
    await compiled(run, `{ item(id: "1") { id } }`);
    expect(run.compiledDocuments()).toBe(0);
    await twice(`{ item(id: "1") { id } }`);
    expect(run.compiledDocuments()).toBe(1);
    await twice(`{ item(id: "2") { id } }`);
    await twice(`{ item(id: "3") { id } }`);
    expect(run.compiledDocuments()).toBe(2);
    // A recursive input variable, or @skip/@include, is never compiled.
    await twice(`query($f: Filter!) { search(filter: $f) }`);
    expect(run.compiledDocuments()).toBe(1);
    await twice(`{ item(id: "1") { id @skip(if: true) name } }`);
    expect(run.compiledDocuments()).toBe(0);
    expect((await compiled(run, `{ item(id: "1") { name } }`)).data).toEqual({ item: { name: 'Item 1' } });
  });
});
