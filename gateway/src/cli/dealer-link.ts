/**
 * A2: prints a signed dashboard entry URL for an operator.
 *   npm run dealer:link -- --code ABC123 --company "Acme Sports" [--email a@b.c] [--ttl 900]
 * The secret is DEALER_ENTRY_SECRET, else the one `npm start` keeps in DATA_DIR.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildEntryUrl } from '../modules/dealers/entry-token.js';

const { values } = parseArgs({
  options: {
    code: { type: 'string' },
    company: { type: 'string' },
    email: { type: 'string' },
    ttl: { type: 'string', default: '900' },
    'base-url': { type: 'string' },
  },
});

if (!values.code) {
  console.error(
    'Usage: npm run dealer:link -- --code ABC123 [--company "Acme Sports"] [--email a@b.c] [--ttl seconds]',
  );
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const secretFile = join(dataDir, 'entry-secret');
const secret =
  process.env.DEALER_ENTRY_SECRET ?? (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '');
if (!secret) {
  console.error(`No DEALER_ENTRY_SECRET set and no ${secretFile}: run npm start once or set the variable.`);
  process.exit(2);
}
const base = values['base-url'] ?? process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4000}`;
const fields: Record<string, string> = { code: values.code };
if (values.company) fields.company = values.company;
if (values.email) fields.email = values.email;
console.log(buildEntryUrl(base, secret, fields, Number(values.ttl)));
