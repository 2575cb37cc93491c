#!/usr/bin/env node
// How far a project kind reaches: the source files outside the team store's own module folders
// that name the store kind. A kind is meant to live in its own modules behind the kinds' seam
// (gateway: ProjectKind and project-kinds.registry.ts; web and gateway facts: @tas/rules
// PROJECT_KINDS); every other file that names it is a place a new kind would have to be added
// by hand too. `node scripts/kind-files.mjs` prints the files and their count;
// gateway/test/kind-files.test.ts fails when the count exceeds KIND_FILES_LIMIT.
//
// The rule, precisely:
// - Files looked at: *.ts, *.tsx, *.mjs and *.graphql under gateway/src, web/src, garments/src,
//   rules/src, client/src and schema/, except tests (*.test.ts(x), test folders) and generated code
//   (gateway/src/generated, web/src/gql, client/src/gql, garments/src/generated,
//   rules/src/generated).
// - The store's own folders, not counted: gateway/src/modules/stores/, web/src/modules/store/
//   (and any web/src/modules/store*/), its schema files schema/store*.graphql, its table file
//   gateway/src/db/tables/stores.ts, its service wiring gateway/src/services-stores.ts, its
//   routes' pages web/src/routes/*store*.tsx, and its shared rules rules/src/store-*.ts.
// - A file names the store kind when a line holds one of:
//   the project type literal `'STORE'` (any quotes);
//   an identifier of the store kind's own types: `TeamStore…`, or `Store…` as a whole word
//   starting an identifier in PascalCase (`StoreRow`, `StoreRound`; not `BlobStore`, whose
//   `Store` does not start the word), or `store…`/`stores…` starting a camelCase or snake_case
//   identifier (`storeId`, `store_id`, `storesService`);
//   an import of the store's modules (`modules/stores`, `modules/store/`, `services-stores`);
//   a store route (`/stores` or `/store/` inside a string).
//   Comments count too: a comment that must name the store is knowledge of it.
//   Not the store kind, so not counted: the verb "to store" and other libraries' names
//   (NOT_THE_KIND: `storeProducts`, `storeShots`, `storeReadySnapshot`, Redis's `storeClient`,
//   Apollo's `StoreObject`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const KIND_FILES_LIMIT = 10;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['gateway/src', 'web/src', 'garments/src', 'rules/src', 'client/src', 'schema'];
const EXTENSIONS = /\.(ts|tsx|mjs|graphql)$/;
const SKIPPED = [
  /\.test\.tsx?$/,
  /(^|\/)test\//,
  /^gateway\/src\/generated\//,
  /^web\/src\/gql\//,
  /^client\/src\/gql\//,
  /^garments\/src\/generated\//,
  /^rules\/src\/generated\//,
  /\.d\.ts$/,
];
/** The team store's own files: where naming the store is its module's business. */
const OWN = [
  /^gateway\/src\/modules\/stores\//,
  /^web\/src\/modules\/store[^/]*\//,
  /^schema\/store[^/]*\.graphql$/,
  /^gateway\/src\/db\/tables\/stores\.ts$/,
  /^gateway\/src\/services-stores\.ts$/,
  /^rules\/src\/store-[^/]*\.ts$/,
];
/** A page of the store's routes: web/src/routes/*store*.tsx. */
const isStoreRoutePage = (f) =>
  f.startsWith('web/src/routes/') && !f.slice(15).includes('/') && f.slice(15).includes('store') && f.endsWith('.tsx');
/** Words that look like the kind's names and are not (the verb "to store", other libraries'). */
const NOT_THE_KIND = /\b(?:storeProducts|storeShots|storeReadySnapshot|storeClient|StoreObject)\b/g;
const NAMES = [
  /['"`]STORE['"`]/,
  /\bTeamStore/,
  /\bStore(?:[A-Z][A-Za-z0-9]*)?\b(?!\s+(?:the|a|an|it|its|them|each|every|one|all)\b)(?=[\s.,;:<>()[\]{}|&!?'"`=]|$)/m,
  /\bstores?(?:[A-Z_][A-Za-z0-9_]*)\b/,
  /modules\/stores?\b|services-stores/,
  /['"`][^'"`\n]*\/stores?(?:\/|['"`?#])/,
];

function walk(dir, out) {
  let entries;
  try {
    entries = readdirSync(join(root, dir));
  } catch {
    return out;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) walk(path, out);
    else if (EXTENSIONS.test(name)) out.push(path);
  }
  return out;
}

/** The files outside the store's own folders that name the store kind, sorted. */
export function storeKindFiles() {
  const files = ROOTS.flatMap((r) => walk(r, []))
    .filter((f) => !SKIPPED.some((re) => re.test(f)))
    .filter((f) => !OWN.some((re) => re.test(f)) && !isStoreRoutePage(f));
  return files
    .filter((f) => {
      const text = readFileSync(join(root, f), 'utf8').replace(NOT_THE_KIND, '');
      return NAMES.some((re) => re.test(text));
    })
    .sort();
}

if (relative(process.argv[1] ?? '', fileURLToPath(import.meta.url)) === '') {
  const files = storeKindFiles();
  for (const f of files) console.log(f);
  console.log(
    `${files.length} files outside the team store's own modules name the store kind (limit ${KIND_FILES_LIMIT})`,
  );
  if (process.argv.includes('--check') && files.length > KIND_FILES_LIMIT) process.exit(1);
}
