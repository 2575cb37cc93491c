/**
 * The scripts (`npm start`, `npm run bench`, the test runner) import one another and the built
 * gateway by relative paths, some only when a part runs (`await import(...)`): every relative
 * specifier of scripts/ names a file that exists, a built one (`<workspace>/dist/src/x.js`) by its
 * source (`<workspace>/src/x.ts`), so that moving a script cannot leave a part of the bench
 * importing nothing until someone runs it.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scripts = join(root, 'scripts');

function scriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? scriptFiles(join(dir, e.name)) : /\.m?js$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Relative specifiers of static imports and exports and of `import('...')` with a literal. */
function relativeSpecifiers(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\bfrom\s+'(\.\.?\/[^']+)'|\bimport\(\s*'(\.\.?\/[^']+)'\s*\)/g))
    found.push((m[1] ?? m[2])!);
  return found;
}

function exists(path: string): boolean {
  if (existsSync(path)) return true;
  const built = /^(.*)[/\\]dist[/\\]src[/\\](.*)\.js$/.exec(path);
  return !!built && existsSync(join(built[1]!, 'src', `${built[2]}.ts`));
}

describe("the scripts' relative imports", () => {
  it('name files that exist (built gateway files by their sources)', () => {
    const missing: string[] = [];
    let count = 0;
    for (const file of scriptFiles(scripts)) {
      for (const spec of relativeSpecifiers(readFileSync(file, 'utf8'))) {
        count += 1;
        if (!exists(resolve(dirname(file), spec))) missing.push(`${relative(root, file)}: ${spec}`);
      }
    }
    expect(missing).toEqual([]);
    // The scan reads the scripts' imports: the bench alone has dozens.
    expect(count).toBeGreaterThan(50);
  });
});
