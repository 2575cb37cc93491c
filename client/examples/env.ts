/**
 * What every example runs with: `TAS_URL` (default http://127.0.0.1:4000) and `TAS_TOKEN`, an API
 * token (My Settings → API tokens). Run one with `npx tsx client/examples/<name>.ts`.
 */
import { pathToFileURL } from 'node:url';
import { TasClient } from '@tas/client';

export function clientFromEnv(): TasClient {
  const token = process.env.TAS_TOKEN;
  if (!token) throw new Error('Set TAS_TOKEN to an API token (My Settings → API tokens)');
  return new TasClient({ url: process.env.TAS_URL ?? 'http://127.0.0.1:4000', token });
}

/** True when `moduleUrl` is the script node was started with (not imported by a test). */
export const isMain = (moduleUrl: string) =>
  process.argv[1] !== undefined && pathToFileURL(process.argv[1]).href === moduleUrl;
