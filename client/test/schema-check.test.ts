/**
 * The schema check of `npm run build` (scripts/schema-check.mjs) against a released schema that
 * has a field the current one lacks: a removed field fails the check until the changelog lists it
 * under Unreleased / Breaking, and passes once it does.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'tas-schema-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const check = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/schema-check.mjs', ...args], { cwd: root, encoding: 'utf8' });

const released = readFileSync(join(root, 'docs/api/schema.released.graphql'), 'utf8');
/** The released schema plus a field (and an enum value) the current schema does not have. */
const withRemoved = released
  .replace('type Query {\n', 'type Query {\n  legacyTotals(id: ID!): Int\n')
  .replace('enum AccessRule {\n', 'enum AccessRule {\n  ANYONE\n');

describe('the breaking-change check', () => {
  it('passes on the schema as released', () => {
    const run = check();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('fails on a removed field and enum value the changelog does not list', () => {
    writeFileSync(join(dir, 'released.graphql'), withRemoved);
    const run = check('--released', join(dir, 'released.graphql'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('breaking change (FIELD_REMOVED): Query.legacyTotals was removed.');
    expect(run.stderr).toContain('add "- `Query.legacyTotals`: <what to do instead>"');
    expect(run.stderr).toContain(
      'breaking change (VALUE_REMOVED_FROM_ENUM): ANYONE was removed from enum type AccessRule.',
    );
  });

  it('passes once the Unreleased section lists them under Breaking (and not elsewhere)', () => {
    const changelog = (breaking: string, added = '') =>
      `# API changelog\n\n## Unreleased\n\n### Breaking\n\n${breaking}\n### Added\n\n${added}\n## 1.0.0\n`;
    const listed = '- `Query.legacyTotals`: removed, read `Quote.totalCents`.\n- `AccessRule.ANYONE`: use PUBLIC.\n';
    writeFileSync(join(dir, 'listed.md'), changelog(listed));
    writeFileSync(join(dir, 'elsewhere.md'), changelog('', listed));
    const args = ['--released', join(dir, 'released.graphql'), '--changelog'];
    expect(check(...args, join(dir, 'listed.md')).status).toBe(0);
    const elsewhere = check(...args, join(dir, 'elsewhere.md'));
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.stderr).toContain('Query.legacyTotals was removed.');
  });
});

describe('the deprecation rule', () => {
  it('fails on a @deprecated without a reason, and passes with one', () => {
    const schemaDir = join(dir, 'schema');
    cpSync(join(root, 'schema'), schemaDir, { recursive: true });
    const added = (directive: string) =>
      writeFileSync(
        join(schemaDir, 'zz_legacy.graphql'),
        `extend type Query {\n  "Old."\n  legacyCount: Int @access(rule: PUBLIC) ${directive}\n}\n`,
      );
    added('@deprecated');
    const bare = check('--schema', schemaDir);
    expect(bare.status).toBe(1);
    expect(bare.stderr).toContain('Query.legacyCount: @deprecated without a reason');
    added('@deprecated(reason: "Read `quotes.totalCount`.")');
    const reasoned = check('--schema', schemaDir);
    expect(reasoned.stderr).toBe('');
    expect(reasoned.status).toBe(0);
  });
});
