/**
 * A migrated and seeded database made once per test run (vitest `globalSetup`), which every
 * harness copies instead of migrating and seeding its own (a harness started
 * in 3 to 6 s on PGlite, most of it the migrations and the catalogue seed, and the suite starts
 * about 50).
 *
 * PGlite: the template's data directory, copied into the harness's `DATA_DIR/pglite`. PostgreSQL
 * (DATABASE_URL): a template database, cloned with `CREATE DATABASE ... TEMPLATE`. The gateway
 * at start finds the migrations applied and the catalogue seeded, as on any restart; what a
 * harness asks beyond them (the demo dealer) it still seeds itself.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** What the harnesses copy: a PGlite data directory, or a PostgreSQL template database's name. */
export interface DatabaseTemplate {
  pgliteDir?: string;
  postgresName?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** The environment every template start uses: no render worker, no secrets in files. */
function templateEnv(dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEALER_ENTRY_SECRET: 'template-entry-secret-0123456789abcdef',
    RENDER_WORKER: 'off',
    RENDER_SERVICE_URL: 'http://127.0.0.1:9',
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: '',
  };
}

/** `baseUrl` with another database name. */
export function databaseUrlOf(baseUrl: string, name: string): string {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * Starts the app once on `env`'s database and closes it: the migrations and the seed run. In a
 * child Node process through tsx (template-start.ts), which loads the sources in about 2 s;
 * vite's module runner, where this setup runs, took about 11 s to load them.
 */
async function migrateAndSeed(env: NodeJS.ProcessEnv): Promise<void> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const script = fileURLToPath(new URL('./template-start.ts', import.meta.url));
  await promisify(execFile)(process.execPath, ['--import', tsx, script], { env: { ...process.env, ...env } });
}

/** Makes the template of this run's database (DATABASE_URL's server, or PGlite); returns its teardown. */
async function makeTemplate(): Promise<{ template: DatabaseTemplate; teardown(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tas-template-'));
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `tas_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
    await migrateAndSeed(templateEnv(dataDir, databaseUrlOf(baseUrl, name)));
    rmSync(dataDir, { recursive: true, force: true });
    return {
      template: { postgresName: name },
      teardown: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  await migrateAndSeed(templateEnv(dataDir));
  return {
    template: { pgliteDir: join(dataDir, 'pglite') },
    teardown: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** One template per run, shared by the projects of the config (each runs this setup). */
const shared = globalThis as { __tasDatabaseTemplate?: ReturnType<typeof makeTemplate>; __tasTemplateUsers?: number };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.__tasDatabaseTemplate ??= makeTemplate();
  shared.__tasTemplateUsers = (shared.__tasTemplateUsers ?? 0) + 1;
  const { template, teardown } = await shared.__tasDatabaseTemplate;
  project.provide('databaseTemplate', template);
  return async () => {
    shared.__tasTemplateUsers = (shared.__tasTemplateUsers ?? 1) - 1;
    if (shared.__tasTemplateUsers === 0) await teardown();
  };
}
