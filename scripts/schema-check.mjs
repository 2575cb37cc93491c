// Checks the GraphQL schema before it is built on (`npm run build`); prints every problem and
// exits 1 on any:
// - every Query and Mutation field declares who may call it with `@access(rule: PUBLIC | OWNER)`,
//   so a new operation cannot reach the authorization matrix unlabelled;
// - every `@deprecated` says why (`reason:`), which the API reference shows;
// - no breaking change against the last released schema (graphql-js's findBreakingChanges over
//   docs/api/schema.released.graphql) unless docs/api/CHANGELOG.md lists it, by its coordinate in
//   backticks, under `### Breaking` of its `## Unreleased` section.
// `--released <file>`, `--changelog <file>` and `--schema <dir>` (its *.graphql files) check
// others (tests); `--release` writes the current schema as the released one.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildASTSchema, findBreakingChanges, parse, printSchema, visit } from 'graphql';
import { typeDefs } from '@tas/schema';

const root = join(import.meta.dirname, '..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : join(root, fallback);
};
const releasedPath = option('--released', 'docs/api/schema.released.graphql');
const changelogPath = option('--changelog', 'docs/api/CHANGELOG.md');

const schemaDir = process.argv.includes('--schema') ? option('--schema', 'schema') : null;
const sdl = schemaDir
  ? readdirSync(schemaDir)
      .filter((f) => f.endsWith('.graphql'))
      .sort()
      .map((f) => readFileSync(join(schemaDir, f), 'utf8'))
  : typeDefs;
const document = parse(sdl.join('\n'));
const schema = buildASTSchema(document);

if (process.argv.includes('--release')) {
  writeFileSync(releasedPath, printSchema(schema));
  console.log(`Wrote ${releasedPath}.`);
  process.exit(0);
}

const problems = [];
for (const root of [schema.getQueryType(), schema.getMutationType()]) {
  for (const field of Object.values(root.getFields())) {
    const rules = (field.astNode?.directives ?? []).filter((d) => d.name.value === 'access');
    if (rules.length !== 1)
      problems.push(
        `${root.name}.${field.name}: ${rules.length} @access directives, not 1 (declare @access(rule: PUBLIC | OWNER))`,
      );
  }
}

visit(document, {
  Directive(node, _key, _parent, _path, ancestors) {
    if (node.name.value !== 'deprecated') return;
    const reason = node.arguments?.find((a) => a.name.value === 'reason')?.value;
    if (reason?.kind === 'StringValue' && reason.value.trim()) return;
    const owners = ancestors.filter((a) => a && a.name?.value).map((a) => a.name.value);
    problems.push(
      `${owners.join('.')}: @deprecated without a reason (say what replaces it: @deprecated(reason: "..."))`,
    );
  },
});

/** The schema coordinate a breaking change is about (`Type.field`, `Type.field(arg:)`, `Enum.VALUE`). */
export function coordinateOf(description) {
  const patterns = [
    [/^A required field (\w+) on input type (\w+)/, (m) => `${m[2]}.${m[1]}`],
    [/^A required arg (\w+) on (\w+\.\w+)/, (m) => `${m[2]}(${m[1]}:)`],
    [/^(\w+\.\w+) arg (\w+)/, (m) => `${m[1]}(${m[2]}:)`],
    [/^(\w+) was removed from (?:enum|union) type (\w+)/, (m) => `${m[2]}.${m[1]}`],
    [/^(\w+(?:\.\w+)?)\b/, (m) => m[1]],
  ];
  for (const [re, coordinate] of patterns) {
    const m = re.exec(description);
    if (m) return coordinate(m);
  }
  return description;
}

/** The `### Breaking` list of the changelog's `## Unreleased` section. */
function unreleasedBreaking(changelog) {
  const unreleased = changelog.split(/^## /m).find((s) => s.startsWith('Unreleased')) ?? '';
  return unreleased.split(/^### /m).find((s) => s.startsWith('Breaking')) ?? '';
}

const released = buildASTSchema(parse(readFileSync(releasedPath, 'utf8')));
const breaking = unreleasedBreaking(readFileSync(changelogPath, 'utf8'));
for (const change of findBreakingChanges(released, schema)) {
  const coordinate = coordinateOf(change.description);
  if (!breaking.includes(`\`${coordinate}\``))
    problems.push(
      `breaking change (${change.type}): ${change.description} Not in ${relative(root, changelogPath)} under "## Unreleased" / "### Breaking": add "- \`${coordinate}\`: <what to do instead>", or deprecate instead of removing.`,
    );
}

if (problems.length) {
  console.error(`The schema check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Every operation declares @access, every deprecation a reason; no unlisted breaking change.');
