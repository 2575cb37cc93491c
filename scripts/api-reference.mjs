// The API reference, generated from the schema (`schema/*.graphql`) and the hand-written guide
// (`docs/api/guide.md`): every Query and Mutation field with its description, arguments, the
// error codes its descriptions name, its @access rule and an example document; then every type.
// Writes docs/api/reference.md (read on the forge) and docs/api/index.html (served by the gateway
// at /docs/api). Deterministic: `npm run codegen` and `npm run codegen:check` run it, and the
// check fails when the committed files differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  parse,
  print,
} from 'graphql';
import { marked } from 'marked';
import { typeDefs } from '@tas/schema';

const root = join(import.meta.dirname, '..');
const CODES = ['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'INTERNAL'];
/** The refusals of an OWNER operation to any other caller (the AccessRule enum's description). */
const OWNER_REFUSALS = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'];

const anchor = (kind, name) => `${kind}-${name}`;
const typeLink = (type) => {
  const named = getNamedType(type).name;
  const text = String(type);
  return isScalarType(getNamedType(type)) ? `\`${text}\`` : `[\`${text}\`](#${anchor('type', named)})`;
};
/** One paragraph of a description (the schema's descriptions wrap at 100 columns). */
const prose = (text) => (text ?? '').trim();
const accessOf = (field) =>
  field.astNode?.directives?.find((d) => d.name.value === 'access')?.arguments?.[0]?.value?.value ?? null;

/** The codes named in `field`'s description and its arguments' input types' descriptions. */
function codesOf(field) {
  const texts = [field.description ?? ''];
  for (const arg of field.args) {
    texts.push(arg.description ?? '');
    const named = getNamedType(arg.type);
    if (isInputObjectType(named)) texts.push(named.description ?? '');
  }
  const text = texts.join(' ');
  const named = CODES.filter((c) => new RegExp(`\\b${c}\\b`).test(text));
  return accessOf(field) === 'OWNER' ? [...new Set([...named, ...OWNER_REFUSALS])].sort() : named.sort();
}

/** A placeholder value of `type` for an example's variables (input objects: their required fields). */
function sampleValue(type, depth = 0) {
  if (isNonNullType(type)) return sampleValue(type.ofType, depth);
  if (isListType(type)) return [sampleValue(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return Object.fromEntries(fields.map((f) => [f.name, sampleValue(f.type, depth + 1)]));
  }
  return { Int: 1, Float: 1.5, Boolean: true, ID: '1', DateTime: '2026-01-01T00:00:00.000Z' }[type.name] ?? 'text';
}

/** The selection of an example: the scalar fields without required arguments, and a connection's nodes. */
function selectionOf(type, depth = 0) {
  const named = getNamedType(type);
  if (isUnionType(named) || isInterfaceType(named)) return ' { __typename }';
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).filter((f) => !f.args.some((a) => isNonNullType(a.type)));
  const leaves = fields.filter((f) => isLeafType(getNamedType(f.type)) && !f.deprecationReason).slice(0, 6);
  const nested = depth === 0 ? fields.filter((f) => f.name === 'nodes' || f.name === 'pageInfo') : [];
  const parts = [...leaves.map((f) => f.name), ...nested.map((f) => `${f.name}${selectionOf(f.type, depth + 1)}`)];
  return ` { ${parts.length ? parts.join(' ') : '__typename'} }`;
}

function exampleOf(kind, field) {
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const vars = required.map((a) => `$${a.name}: ${a.type}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const name = field.name[0].toUpperCase() + field.name.slice(1);
  const doc = print(
    parse(
      `${kind} ${name}${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selectionOf(field.type)} }`,
    ),
  );
  const variables = Object.fromEntries(required.map((a) => [a.name, sampleValue(a.type)]));
  const lines = ['```graphql', doc, '```'];
  if (required.length) lines.push('', 'Variables:', '', '```json', JSON.stringify(variables, null, 2), '```');
  return lines;
}

function argumentLines(args) {
  return args.map((a) => {
    const dflt = a.defaultValue === undefined ? '' : ` (default \`${JSON.stringify(a.defaultValue)}\`)`;
    return `- \`${a.name}\`: ${typeLink(a.type)}${dflt}${a.description ? `: ${prose(a.description)}` : ''}`;
  });
}

function operationSection(kind, field) {
  const access = accessOf(field);
  const lines = [
    `<a id="${anchor(kind, field.name)}"></a>`,
    `### ${kind === 'query' ? 'Query' : 'Mutation'}.${field.name}`,
    '',
    `**Access:** \`@access(rule: ${access})\`${access === 'OWNER' ? ' (the owning dealer)' : ' (any caller)'} · **Returns:** ${typeLink(field.type)}`,
    '',
  ];
  if (field.deprecationReason) lines.push(`**Deprecated:** ${field.deprecationReason}`, '');
  if (field.description) lines.push(prose(field.description), '');
  if (field.args.length) lines.push('**Arguments:**', '', ...argumentLines(field.args), '');
  const codes = codesOf(field);
  lines.push(`**Errors:** ${codes.length ? codes.map((c) => `\`${c}\``).join(', ') : 'none named'}`, '');
  lines.push(...exampleOf(kind, field), '');
  return lines;
}

function typeSection(type) {
  const kind = isObjectType(type)
    ? 'type'
    : isInputObjectType(type)
      ? 'input'
      : isEnumType(type)
        ? 'enum'
        : isUnionType(type)
          ? 'union'
          : isInterfaceType(type)
            ? 'interface'
            : 'scalar';
  const lines = [`<a id="${anchor('type', type.name)}"></a>`, `### ${type.name} (${kind})`, ''];
  if (type.description) lines.push(prose(type.description), '');
  if (isEnumType(type))
    for (const v of type.getValues())
      lines.push(
        `- \`${v.name}\`${v.description ? `: ${prose(v.description)}` : ''}${v.deprecationReason ? ` **Deprecated:** ${v.deprecationReason}` : ''}`,
      );
  if (isUnionType(type)) lines.push(`One of: ${type.getTypes().map(typeLink).join(', ')}`);
  if (isObjectType(type) || isInputObjectType(type) || isInterfaceType(type))
    for (const f of Object.values(type.getFields())) {
      const args = f.args?.length ? `(${f.args.map((a) => `${a.name}: ${a.type}`).join(', ')})` : '';
      const deprecated = f.deprecationReason ? ` **Deprecated:** ${f.deprecationReason}` : '';
      lines.push(
        `- \`${f.name}${args}\`: ${typeLink(f.type)}${f.description ? `: ${prose(f.description)}` : ''}${deprecated}`,
      );
    }
  lines.push('');
  return lines;
}

/** The reference as Markdown, from the schema's SDL files and the guide's text. */
export function referenceMarkdown(sdl = typeDefs, guide = readFileSync(join(root, 'docs/api/guide.md'), 'utf8')) {
  const schema = buildASTSchema(parse(sdl.join('\n')));
  const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const queries = Object.values(schema.getQueryType().getFields()).sort(byName);
  const mutations = Object.values(schema.getMutationType().getFields()).sort(byName);
  const types = Object.values(schema.getTypeMap())
    .filter(
      (t) =>
        !t.name.startsWith('__') && !['Query', 'Mutation', 'String', 'Int', 'Float', 'Boolean', 'ID'].includes(t.name),
    )
    .sort(byName);
  return [
    '<!-- Generated by scripts/api-reference.mjs from schema/*.graphql and docs/api/guide.md: edit those. -->',
    '',
    guide.trim(),
    '',
    '## Queries',
    '',
    ...queries.flatMap((f) => operationSection('query', f)),
    '## Mutations',
    '',
    ...mutations.flatMap((f) => operationSection('mutation', f)),
    '## Types',
    '',
    ...types.flatMap(typeSection),
  ].join('\n');
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The reference as one HTML page (no script, the gateway's CSP allows its inline styles). */
export function referenceHtml(markdown) {
  const names = (kind) => [...markdown.matchAll(new RegExp(`<a id="${kind}-(\\w+)"></a>`, 'g'))].map((m) => m[1]);
  const nav = (title, kind) =>
    `<h2>${title}</h2><ul>${names(kind)
      .map((n) => `<li><a href="#${kind}-${n}">${escapeHtml(n)}</a></li>`)
      .join('')}</ul>`;
  const style = readFileSync(join(root, 'docs/api/reference.css'), 'utf8');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Team Apparel Studio API reference</title>
<style>
${style.trim()}
</style>
</head>
<body>
<nav aria-label="Operations and types">
<p class="brand"><a href="#top">TAS API</a></p>
<p class="downloads">For token holders: <a href="/docs/api/schema.graphql">SDL</a> · <a href="/docs/api/introspection.json">introspection</a></p>
${nav('Queries', 'query')}
${nav('Mutations', 'mutation')}
${nav('Types', 'type')}
</nav>
<main id="top">
${marked.parse(markdown, { async: false, gfm: true })}
</main>
</body>
</html>
`;
}

/** Writes both files; `check`: writes nothing, returns the paths that differ from what is committed. */
export function writeReference({ check = false } = {}) {
  const md = referenceMarkdown();
  const files = { 'docs/api/reference.md': md, 'docs/api/index.html': referenceHtml(md) };
  const stale = [];
  for (const [path, text] of Object.entries(files)) {
    let now = null;
    try {
      now = readFileSync(join(root, path), 'utf8');
    } catch {
      // not written yet
    }
    if (now !== text) stale.push(path);
    if (!check && now !== text) writeFileSync(join(root, path), text);
  }
  return stale;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  const stale = writeReference({ check });
  if (check && stale.length) {
    console.error(`The API reference is stale: ${stale.join(', ')} (run npm run codegen and commit them)`);
    process.exit(1);
  }
  console.log(
    check ? 'The API reference is current.' : `API reference: ${stale.length ? stale.join(', ') : 'unchanged'}`,
  );
}
