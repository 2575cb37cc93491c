// Fails when the committed generated files (gateway resolver types, web typed documents and the
// persisted-documents manifest, the API client's typed documents and SDL, the API reference) differ from what `npm run codegen` produces now, on every machine
// (not only in CI): a schema or document edit without `npm run codegen` fails `npm test` once, with
// the files regenerated for the commit.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const files = [
  'rules/src/generated/schema-enums.ts',
  'gateway/src/generated/resolvers-types.ts',
  'web/src/gql/graphql.ts',
  'web/src/gql/gql.ts',
  'web/src/gql/persisted-documents.json',
  'client/src/gql/graphql.ts',
  'client/src/gql/gql.ts',
  'client/src/gql/index.ts',
  'client/schema.graphql',
  'docs/api/reference.md',
  'docs/api/index.html',
];
const before = new Map(files.map((f) => [f, existsSync(join(root, f)) ? readFileSync(join(root, f), 'utf8') : null]));
run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']);
run('node', ['scripts/api-reference.mjs']);
const stale = files.filter((f) => before.get(f) !== readFileSync(join(root, f), 'utf8'));
if (stale.length) {
  console.error(`Generated files were stale (now regenerated): ${stale.join(', ')}\nCommit them.`);
  process.exit(1);
}
