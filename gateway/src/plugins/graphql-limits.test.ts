import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { typeDefs } from '@tas/schema';
import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fanOut } from '../../test/documents.js';
import { GRAPHQL_LIMITS, limitRules, parseOptions, rootFieldCount } from './graphql-limits.js';

// graphql's own schema builder: the test shares one graphql module with the rules.
const schema = buildSchema(typeDefs.join('\n'));
const manifestPath = fileURLToPath(new URL('../../../web/src/gql/persisted-documents.json', import.meta.url));
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>;

/** Parses and validates as Apollo does (graphql-js rules + ours); answers the error messages. */
function check(text: string): string[] {
  let doc;
  try {
    doc = parse(text, parseOptions());
  } catch (err) {
    return [(err as Error).message];
  }
  return validate(schema, doc, [...specifiedRules, ...limitRules()]).map((e) => e.message);
}

describe('GraphQL limits', () => {
  it('let every document of the web app through (persisted-documents manifest)', () => {
    const entries = Object.entries(manifest);
    expect(entries.length).toBeGreaterThan(40);
    for (const [hash, text] of entries) expect({ hash, errors: check(text) }).toEqual({ hash, errors: [] });
  });

  it('let the standard introspection query through', () => {
    expect(check(getIntrospectionQuery())).toEqual([]);
  });

  it('refuse a document over the token limit while parsing', () => {
    const storm = `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect(check(storm)).toEqual([
      `Syntax Error: Document contains more that ${GRAPHQL_LIMITS.maxTokens} tokens. Parsing aborted.`,
    ]);
  });

  it('refuse more aliases than allowed, counted through fragments', () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `p${i}: products(first: 1) { totalCount }`);
    expect(check(`{ ${aliases(30).join(' ')} }`)).toEqual([]);
    expect(check(`{ ${aliases(31).join(' ')} }`)).toEqual(['Aliases limit of 30 exceeded, found 31.']);
    // 16 aliases in a fragment spread twice: 32.
    const twice = `query { ...F q: products(first: 1) { nodes { ...G } } } fragment F on Query { ${aliases(15).join(' ')} }
      fragment G on Product { ${Array.from({ length: 16 }, (_, i) => `n${i}: name`).join(' ')} }`;
    expect(check(twice)).toEqual(['Aliases limit of 30 exceeded, found 32.']);
  });

  it('refuse a fragment fanned out at every level by what it executes, not by its text', () => {
    // Each level runs the level below twice: 2^10 leaves from a few hundred characters.
    const text = fanOut(10);
    expect(text.length).toBeLessThan(1200);
    expect(check(text)).toEqual([
      'Aliases limit of 30 exceeded, found 2046.',
      expect.stringMatching(/^Query Cost limit of 20000 exceeded, found \d+/),
    ]);
  });

  it('refuse nesting deeper than 12 levels, fragments flattened', () => {
    const nested = (depth: number) => {
      let sel = 'name';
      for (let i = 0; i < depth - 1; i++) sel = `ofType { ${sel} }`;
      return sel;
    };
    expect(check(`{ __type(name: "Query") { ${nested(11)} } }`)).toEqual([]);
    expect(check(`{ __type(name: "Query") { ${nested(12)} } }`)).toEqual([
      'Query depth limit of 12 exceeded, found 13.',
    ]);
  });

  it('refuse more than one session mutation per document, aliases and fragments counted', () => {
    const passcode = (alias: string) =>
      `${alias}: enterWithPasscode(dealerCode: "A1", projectId: "1", passcode: "x") { apiToken }`;
    expect(check(`mutation { ${passcode('a')} }`)).toEqual([]);
    const message =
      'Only one session mutation (enterDashboard, enterWithPasscode, passcodeAccess) per request, found 2.';
    expect(check(`mutation { ${passcode('a')} ${passcode('b')} }`)).toEqual([message]);
    expect(check(`mutation { ${passcode('a')} ...F } fragment F on Mutation { ${passcode('b')} }`)).toEqual([message]);
    expect(
      check(
        `mutation { ${passcode('a')} logout enterDashboard(input: { code: "A1", token: "t", exp: 1 }) { apiToken } }`,
      ),
    ).toEqual([message]);
  });

  it('refuse more than one roster file per operation (import or preview), aliases and fragments counted', () => {
    const file = '{ filename: "r.csv", contentBase64: "c2l6ZQo=" }';
    const preview = (alias: string) => `${alias}: previewRosterImport(styleId: "CG2100", file: ${file}) { rowCount }`;
    const message = 'Only one roster file (importRoster, previewRosterImport) per request, found 2.';
    expect(check(`{ ${preview('a')} }`)).toEqual([]);
    expect(check(`{ ${preview('a')} ${preview('b')} }`)).toEqual([message]);
    expect(check(`{ ${preview('a')} ...F } fragment F on Query { ${preview('b')} }`)).toEqual([message]);
    const imports = (n: number) =>
      Array.from({ length: n }, (_, i) => `i${i}: importRoster(lockerItemId: "x.1", file: ${file}) { code }`);
    expect(check(`mutation { ${imports(1).join(' ')} }`)).toEqual([]);
    expect(check(`mutation { ${imports(5).join(' ')} }`)).toEqual([
      'Only one roster file (importRoster, previewRosterImport) per request, found 5.',
    ]);
  });

  it('count the root fields an operation runs, fragments expanded and merged keys once', () => {
    const doc = parse(
      `mutation { logout a: logout ...F ... on Mutation { b: logout } } fragment F on Mutation { logout c: logout }`,
    );
    const op = doc.definitions[0]!;
    if (op.kind !== 'OperationDefinition') throw new Error('no operation');
    const fragments = new Map(
      doc.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [[d.name.value, d]] : [])),
    );
    expect(rootFieldCount(op.selectionSet, (n) => fragments.get(n))).toBe(4);
  });
});
