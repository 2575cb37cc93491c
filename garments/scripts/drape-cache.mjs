#!/usr/bin/env node
/**
 * Build step of @tas/garments (C2): drapes every garment template once and writes its draped
 * positions and each vertex's ambient occlusion, keyed by template id and content hash, as one
 * module per template under dist/drape-cache/, plus dist/drape-cache/index.js
 * (`loadDrapeCache(id)`, lazy imports) and its types. Templates whose hash and cache format are
 * unchanged since the last build are not draped again. Prints the draping time of each template.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DRAPE_CACHE_FORMAT, drapeGarment, drapeHash, encodeDrape, garments } from '../dist/index.js';

const dir = join(import.meta.dirname, '..', 'dist', 'drape-cache');
mkdirSync(dir, { recursive: true });
const ids = Object.keys(garments);
let total = 0;
for (const id of ids) {
  const file = join(dir, `${id}.js`);
  const hash = drapeHash(garments[id]);
  const kept = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (kept.includes(`"hash":"${hash}"`) && kept.includes(`"format":${DRAPE_CACHE_FORMAT},`)) {
    console.log(`drape ${id}: cached (${hash})`);
    continue;
  }
  const started = performance.now();
  const entry = encodeDrape(drapeGarment(garments[id]));
  const ms = performance.now() - started;
  total += ms;
  writeFileSync(file, `export default ${JSON.stringify(entry)};\n`);
  console.log(`drape ${id}: ${Math.round(ms)} ms`);
}
const cases = ids.map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`./${id}.js`)}),`).join('\n');
writeFileSync(
  join(dir, 'index.js'),
  `const loaders = {\n${cases}\n};\n\n/** The cached drape of a template (C2), or undefined when none was built. */\nexport function loadDrapeCache(id) {\n  const load = Object.hasOwn(loaders, id) ? loaders[id] : undefined;\n  return load ? load().then((m) => m.default) : Promise.resolve(undefined);\n}\n`,
);
writeFileSync(
  join(dir, 'index.d.ts'),
  `import type { DrapeCacheEntry } from '../index.js';\n\n/** The cached drape of a template (C2), or undefined when none was built. */\nexport declare function loadDrapeCache(id: string): Promise<DrapeCacheEntry | undefined>;\n`,
);
console.log(`drape cache: ${ids.length} templates, ${Math.round(total)} ms draping`);
