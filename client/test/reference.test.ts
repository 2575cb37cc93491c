/**
 * The API reference (scripts/api-reference.mjs): the committed docs/api files are what the
 * generator makes of the schema now, every Query and Mutation field has its section with its
 * @access rule, and the gateway serves the page at /docs/api and the SDL and introspection to
 * token holders only.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildASTSchema, parse, validate, type GraphQLField } from 'graphql';
import { typeDefs } from '@tas/schema';
import { describe, expect, inject, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const html = readFileSync(`${root}/docs/api/index.html`, 'utf8');
const markdown = readFileSync(`${root}/docs/api/reference.md`, 'utf8');
const schema = buildASTSchema(parse(typeDefs.join('\n')));
const url = inject('gatewayUrl');

const accessOf = (field: GraphQLField<unknown, unknown>) => {
  const value = field.astNode?.directives?.find((d) => d.name.value === 'access')?.arguments?.[0]?.value;
  return value?.kind === 'EnumValue' ? value.value : null;
};

/** The text of one operation's section: from its anchor to the next one. */
function sectionOf(text: string, kind: string, name: string): string | null {
  const start = text.indexOf(`<a id="${kind}-${name}"></a>`);
  if (start < 0) return null;
  const next = text.indexOf('<a id="', start + 1);
  return text.slice(start, next < 0 ? undefined : next);
}

describe('the API reference', () => {
  it('is current: the generator writes the committed files again', () => {
    const out = execFileSync(process.execPath, ['scripts/api-reference.mjs', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('The API reference is current.');
  });

  for (const [kind, type] of [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const) {
    it(`has every ${type.name} field with its access rule, arguments and an example`, () => {
      const fields = Object.values(type.getFields());
      expect(fields.length).toBeGreaterThan(20);
      const missing: string[] = [];
      for (const field of fields) {
        const rule = accessOf(field);
        expect(rule === 'PUBLIC' || rule === 'OWNER', `${type.name}.${field.name} has @access`).toBe(true);
        for (const [format, text] of [
          ['HTML', html],
          ['Markdown', markdown],
        ] as const) {
          const section = sectionOf(text, kind, field.name);
          if (!section) {
            missing.push(`${format}: ${type.name}.${field.name} has no section`);
            continue;
          }
          if (!section.includes(`@access(rule: ${rule})`))
            missing.push(`${format}: ${type.name}.${field.name} lacks its rule`);
          for (const arg of field.args)
            if (!section.includes(arg.name))
              missing.push(`${format}: ${type.name}.${field.name} lacks argument ${arg.name}`);
          if (!section.includes(`${kind} ${field.name[0]!.toUpperCase()}${field.name.slice(1)}`))
            missing.push(`${format}: ${type.name}.${field.name} has no example`);
        }
      }
      expect(missing).toEqual([]);
    });
  }

  it('has examples that are valid documents of the schema', () => {
    const examples = [...markdown.slice(markdown.indexOf('\n## Queries')).matchAll(/```graphql\n([^`]+)```/g)];
    const counted =
      Object.keys(schema.getQueryType()!.getFields()).length +
      Object.keys(schema.getMutationType()!.getFields()).length;
    expect(examples).toHaveLength(counted);
    const invalid = examples.flatMap(([, text]) =>
      validate(schema, parse(text!)).map((e) => `${text!.split('\n')[0]}: ${e.message}`),
    );
    expect(invalid).toEqual([]);
  });

  it('names the errors an operation describes, and the guide the limits, CSRF rule and webhooks', () => {
    const convert = sectionOf(markdown, 'mutation', 'convertQuoteToOrder')!;
    expect(convert).toContain('**Errors:** `BAD_USER_INPUT`, `CONFLICT`, `FORBIDDEN`, `NOT_FOUND`, `UNAUTHENTICATED`');
    const ok = sectionOf(markdown, 'query', 'ok')!;
    expect(ok).toContain('**Errors:** none named');
    for (const words of [
      'createApiToken',
      'x-ratelimit-reset',
      'apollo-require-preflight',
      'X-TAS-Signature',
      'endCursor',
    ])
      expect(markdown).toContain(words);
  });

  it('is served at /docs/api, and the schema to token holders only', async () => {
    const page = await fetch(`${url}/docs/api`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // The limit headers the guide names, on every answer (the default limit: 1,200 a minute).
    expect(page.headers.get('x-ratelimit-limit')).toBe('1200');
    expect(Number(page.headers.get('x-ratelimit-remaining'))).toBeLessThan(1200);
    expect(Number(page.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    expect(await page.text()).toBe(html);
    for (const path of ['/docs/api/schema.graphql', '/docs/api/introspection.json']) {
      const refused = await fetch(`${url}${path}`);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as any).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const auth = { authorization: `Bearer ${inject('apiToken')}` };
    const sdl = await (await fetch(`${url}/docs/api/schema.graphql`, { headers: auth })).text();
    expect(sdl).toContain('createApiToken(name: String!): CreatedApiToken! @access(rule: OWNER)');
    const introspection = (await (await fetch(`${url}/docs/api/introspection.json`, { headers: auth })).json()) as any;
    const mutations = introspection.data.__schema.types.find((t: { name: string }) => t.name === 'Mutation');
    expect(mutations.fields.map((f: { name: string }) => f.name).sort()).toEqual(
      Object.keys(schema.getMutationType()!.getFields()).sort(),
    );
  });
});
