/**
 * A migrated and seeded database made once per test run (vitest `globalSetup`), which every
 * harness copies instead of migrating and seeding its own (issue 17 section 6: a harness started
 * in 3 to 6 s on PGlite, most of it the migrations and the catalogue seed, and the suite starts
 * about 50).
 *
 * PGlite: the template's data directory, copied into the harness's `DATA_DIR/pglite`. PostgreSQL
 * (DATABASE_URL): a template database, cloned with `CREATE DATABASE ... TEMPLATE`. The gateway
 * at start finds the migrations applied and the catalogue seeded, as on any restart; what a
 * harness asks beyond them (the demo dealer) it still seeds itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.js';

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
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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

/** Makes the template of this run's database (DATABASE_URL's server, or PGlite); returns its teardown. */
async function makeTemplate(): Promise<{ template: DatabaseTemplate; teardown(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tas-template-'));
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `tas_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
    const built = await buildApp({ env: templateEnv(dataDir, databaseUrlOf(baseUrl, name)), logger: false });
    await built.close();
    rmSync(dataDir, { recursive: true, force: true });
    return {
      template: { postgresName: name },
      teardown: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const built = await buildApp({ env: templateEnv(dataDir), logger: false });
  await built.close();
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
