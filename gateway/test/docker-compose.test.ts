/**
 * The deployment (issue 16): docker-compose.yml runs two gateway replicas behind a reverse
 * proxy, MinIO (and its bucket), Redis, PostgreSQL and two render replicas. Docker Compose is not
 * installed on the development machine, so instead of `docker compose config` this test parses
 * the file (js-yaml) and checks what compose would: every `${VAR}` interpolation well-formed and
 * documented in .env.example, and what matters for scaling out: the services, the replicas, the
 * gateway's settings (every variable one the gateway reads, and the whole set valid for its
 * config once interpolated), the proxy's config file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, loadConfig } from '../src/config.js';
import { repoRoot } from './processes.js';

const raw = readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8');
const envExample = readFileSync(join(repoRoot, '.env.example'), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean>;
  deploy?: { replicas?: number };
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
}
const compose = load(raw) as { services: Record<string, Service> };
const services = compose.services;

/** Compose's interpolations: `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?err}`, `${VAR?err}`, `$$`. */
const INTERPOLATION = /\$\{([A-Z_][A-Z0-9_]*)(?:(:?[-?])([^}]*))?\}/g;

/** Values for the variables the file requires, as an operator would set them. */
const OPERATOR_ENV: Record<string, string> = {
  DEALER_ENTRY_SECRET: 'an-entry-secret-of-32-characters',
  RENDER_SERVICE_TOKEN: 'a-render-token-of-32-characters!',
  S3_SECRET_ACCESS_KEY: 'a-minio-secret',
};

/** Interpolates `value` like compose with `env`; throws as compose does for a missing `:?` variable. */
function interpolate(value: string, env: Record<string, string>): string {
  return value
    .replace(INTERPOLATION, (_m, name: string, op: string | undefined, arg: string) => {
      const set = env[name];
      if (op === ':-') return set ? set : arg;
      if (op === '-') return set ?? arg;
      if ((op === ':?' && !set) || (op === '?' && set === undefined)) throw new Error(`${name}: ${arg}`);
      return set ?? '';
    })
    .replaceAll('$$', '$');
}

describe('docker-compose.yml', () => {
  it('has only well-formed interpolations, each documented in .env.example', () => {
    // Every `$` starts `$$` (a literal) or a braced interpolation of a known form.
    const stray = raw.replace(/\$\$/g, '').replace(INTERPOLATION, '');
    expect(stray.includes('$')).toBe(false);
    const names = new Set([...raw.matchAll(INTERPOLATION)].map((m) => m[1]!));
    expect([...names].sort()).toEqual([
      'DEALER_ENTRY_SECRET',
      'RENDER_SERVICE_TOKEN',
      'S3_ACCESS_KEY_ID',
      'S3_BUCKET',
      'S3_SECRET_ACCESS_KEY',
    ]);
    for (const name of names) expect(envExample, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    // Without one of the required secrets compose stops and names it.
    expect(() => interpolate(raw, OPERATOR_ENV)).not.toThrow();
    for (const name of Object.keys(OPERATOR_ENV)) {
      const { [name]: _missing, ...rest } = OPERATOR_ENV;
      expect(() => interpolate(raw, rest)).toThrow(`${name}: set ${name}`);
    }
  });

  it('runs PostgreSQL, Redis, MinIO with its bucket, two gateways behind a proxy and two render replicas', () => {
    expect(Object.keys(services).sort()).toEqual([
      'gateway',
      'minio',
      'minio-setup',
      'postgres',
      'proxy',
      'redis',
      'render-service',
    ]);
    expect(services.postgres!.image).toMatch(/^postgres:/);
    expect(services.redis!.image).toMatch(/^redis:/);
    expect(services.minio!.image).toMatch(/^minio\/minio/);
    expect(JSON.stringify(services['minio-setup'])).toContain('mc mb --ignore-existing');
    expect(services.gateway!.deploy?.replicas).toBe(2);
    expect(services['render-service']!.deploy?.replicas).toBe(2);
    // Only the proxy is published; it reaches the replicas by the service name.
    expect(services.gateway!.ports).toBeUndefined();
    expect(services.proxy!.image).toMatch(/^nginx:/);
    expect(services.proxy!.ports).toEqual(['8080:8080']);
    const mount = services.proxy!.volumes![0]!.split(':');
    const nginx = readFileSync(join(repoRoot, mount[0]!), 'utf8');
    expect(nginx).toMatch(/server gateway:4000;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(nginx).toMatch(/client_max_body_size 6m;/);
    expect(services.gateway!.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      'minio-setup': { condition: 'service_completed_successfully' },
    });
  });

  it('gives the gateways shared PostgreSQL, Redis and S3, one trusted proxy hop, and only settings the gateway reads', () => {
    const env = Object.fromEntries(
      Object.entries(services.gateway!.environment!).map(([k, v]) => [k, interpolate(String(v), OPERATOR_ENV)]),
    );
    // SEED_DEMO is read by the server itself (gateway/src/server.ts), not by the config.
    for (const key of Object.keys(env)) expect([...CONFIG_KEYS, 'SEED_DEMO'], key).toContain(key);
    expect(env).toMatchObject({
      DATABASE_URL: 'postgres://postgres:postgres@postgres:5432/tas',
      REDIS_URL: 'redis://redis:6379',
      BLOB_STORE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'tas-files',
      S3_FORCE_PATH_STYLE: 'true',
      TRUST_PROXY_HOPS: '1',
      RENDER_SERVICE_URL: 'http://render-service:4100',
    });
    const config = loadConfig(env);
    expect(config).toMatchObject({ BLOB_STORE: 's3', S3_FORCE_PATH_STYLE: true, TRUST_PROXY_HOPS: 1 });
    // The render replicas open the pages through the proxy, which is also the gateways' public URL.
    const render = services['render-service']!.environment!;
    expect(render.SNAPSHOT_PAGE_URL).toBe(`${env.PUBLIC_URL}/snapshot.html`);
    expect(render.RENDER_ALLOWED_ORIGINS).toBe(env.PUBLIC_URL);
    // MinIO's root user is the gateways' key pair.
    expect(interpolate(String(services.minio!.environment!.MINIO_ROOT_USER), OPERATOR_ENV)).toBe(env.S3_ACCESS_KEY_ID);
    expect(interpolate(String(services.minio!.environment!.MINIO_ROOT_PASSWORD), OPERATOR_ENV)).toBe(
      env.S3_SECRET_ACCESS_KEY,
    );
  });
});
