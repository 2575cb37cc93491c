/**
 * Every document of the web app selects the key fields of the types the cache keys by field
 * (lib/apollo.ts `typePolicies`): Apollo refuses to write an object without them, and the query
 * fails on screen ('Could not load the templates' once read `product { name }` without
 * `styleId`). The documents are the persisted-documents manifest, checked against the schema.
 */
import { typeDefs } from '@tas/schema';
import {
  buildASTSchema,
  getNamedType,
  isObjectType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import documents from '../gql/persisted-documents.json';

/** The types the cache keys by fields of their own (lib/apollo.ts), and those fields. */
const KEY_FIELDS: Record<string, string[]> = {
  Product: ['styleId'],
  Configuration: ['shortId'],
  Font: ['key'],
  Garment: ['id'],
  Locker: ['code'],
};

const schema = buildASTSchema(parse(typeDefs.join('\n')));

/** The field names a selection set selects, through its fragments and inline fragments. */
function selectedFields(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): Set<string> {
  const out = new Set<string>();
  for (const s of set.selections) {
    if (s.kind === 'Field') out.add(s.name.value);
    else if (s.kind === 'InlineFragment') for (const f of selectedFields(s.selectionSet, fragments)) out.add(f);
    else {
      const fragment = fragments.get(s.name.value);
      if (fragment) for (const f of selectedFields(fragment.selectionSet, fragments)) out.add(f);
    }
  }
  return out;
}

/** `Operation: path.to.field lacks styleId` for each selection of a keyed type without its keys. */
function missingKeys(source: string): string[] {
  const doc = parse(source);
  const fragments = new Map(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition')
      .map((d) => [d.name.value, d]),
  );
  const problems: string[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    doc,
    visitWithTypeInfo(typeInfo, {
      Field(node: FieldNode) {
        const type = getNamedType(typeInfo.getType());
        if (!type || !isObjectType(type) || !node.selectionSet) return;
        const keys = KEY_FIELDS[type.name];
        if (!keys) return;
        const selected = selectedFields(node.selectionSet, fragments);
        for (const key of keys) if (!selected.has(key)) problems.push(`${node.name.value}: ${type.name} lacks ${key}`);
      },
    }),
  );
  return problems;
}

describe('cache key fields in every web document', () => {
  it('finds a missing key', () => {
    expect(missingKeys('query { products { nodes { name } } }')).toEqual(['nodes: Product lacks styleId']);
    expect(missingKeys('query { products { nodes { ...P } } } fragment P on Product { styleId }')).toEqual([]);
  });

  it('holds for every persisted document', () => {
    const problems = Object.values(documents as Record<string, string>).flatMap((source) => {
      const name = /(?:query|mutation|subscription)\s+(\w+)/.exec(source)?.[1] ?? 'anonymous';
      return missingKeys(source).map((p) => `${name}: ${p}`);
    });
    expect(problems).toEqual([]);
  });
});
