// Loads the SDL files of this folder as one string per module, in a stable order.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Absolute paths of every `.graphql` file of the schema, sorted by name. */
export const schemaFiles = readdirSync(here)
  .filter((f) => f.endsWith('.graphql'))
  .sort()
  .map((f) => join(here, f));

/** The SDL of every module, in the order of `schemaFiles`. */
export const typeDefs = schemaFiles.map((f) => readFileSync(f, 'utf8'));
