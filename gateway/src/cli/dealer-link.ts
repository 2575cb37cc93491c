/**
 * A2: prints a signed dashboard entry URL for an operator.
 *   npm run dealer:link -- --code ABC123 --company "Acme Sports" [--email a@b.c] [--ttl 900]
 * The secret is DEALER_ENTRY_SECRET, else the one `npm start` keeps in DATA_DIR. `--ttl` is in
 * seconds, 900 by default and at most 86400 (the gateway refuses links valid for longer).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { buildEntryUrl, DEFAULT_ENTRY_TTL_SECONDS, MAX_ENTRY_TTL_SECONDS } from '../modules/dealers/entry-token.js';

const USAGE =
  'Usage: npm run dealer:link -- --code ABC123 [--company "Acme Sports"] [--email a@b.c] [--ttl seconds, at most 86400]';

/**
 * The command itself: `args` as after `--`, `env` for the secret, data directory and base URL,
 * `now` in unix seconds. Answers the exit code and what to print (the URL on stdout, else the
 * error on stderr).
 */
export function dealerLink(
  args: string[],
  env: NodeJS.ProcessEnv,
  now: number = Math.floor(Date.now() / 1000),
): { code: number; stdout: string; stderr: string } {
  const fail = (stderr: string) => ({ code: 2, stdout: '', stderr });
  let values: { code?: string; company?: string; email?: string; ttl?: string; 'base-url'?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        code: { type: 'string' },
        company: { type: 'string' },
        email: { type: 'string' },
        ttl: { type: 'string', default: String(DEFAULT_ENTRY_TTL_SECONDS) },
        'base-url': { type: 'string' },
      },
    }));
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
  if (!values.code) return fail(USAGE);
  const ttl = Number(values.ttl);
  if (!Number.isSafeInteger(ttl) || ttl <= 0 || ttl > MAX_ENTRY_TTL_SECONDS) {
    return fail(`--ttl must be a whole number of seconds from 1 to ${MAX_ENTRY_TTL_SECONDS} (24 hours).`);
  }
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const secretFile = join(dataDir, 'entry-secret');
  const secret = env.DEALER_ENTRY_SECRET ?? (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '');
  if (!secret) return fail(`No DEALER_ENTRY_SECRET set and no ${secretFile}: run npm start once or set the variable.`);
  const base = values['base-url'] ?? env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT ?? 4000}`;
  const fields: Record<string, string> = { code: values.code };
  if (values.company) fields.company = values.company;
  if (values.email) fields.email = values.email;
  return { code: 0, stdout: buildEntryUrl(base, secret, fields, ttl, now), stderr: '' };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = dealerLink(process.argv.slice(2), process.env);
  if (result.stdout) console.log(result.stdout);
  if (result.stderr) console.error(result.stderr);
  process.exitCode = result.code;
}
