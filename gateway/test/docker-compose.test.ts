/**
 * The deployment: docker-compose.yml runs two gateway replicas behind a reverse
 * proxy, MinIO (and its bucket), Redis, PostgreSQL and two render replicas. Docker Compose is not
 * installed on the development machine, so instead of `docker compose config` this test parses
 * the file (js-yaml) and checks what compose would: every `${VAR}` interpolation well-formed and
 * documented in .env.example, and what matters for scaling out: the services, the replicas, the
 * gateway's settings (every variable one the gateway reads, and the whole set valid for its
 * config once interpolated), the proxy's config file. The proxy's log keeps no secret of a URL
 * (passcodes, entry and proof-link tokens): its config is parsed and its redacting maps run on
 * such URLs here.
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

/** One nginx directive: its name, its arguments (quotes removed) and its block, if any. */
interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

const ESCAPES: Record<string, string> = { '"': '"', "'": "'", '\\': '\\', t: '\t', r: '\r', n: '\n' };

/** Parses nginx configuration text: `#` comments, single or double quotes with `\` escapes, blocks. */
function parseNginx(text: string): Directive[] {
  const tokens: { value: string; quoted: boolean }[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '#') while (i < text.length && text[i] !== '\n') i++;
    else if (c === '{' || c === '}' || c === ';') tokens.push({ value: text[i++]!, quoted: false });
    else if (c === '"' || c === "'") {
      let value = '';
      for (i++; text[i] !== c; i++) {
        // nginx turns \" \' \\ \t \r \n into their character and keeps any other backslash.
        const escaped = text[i] === '\\' ? ESCAPES[text[i + 1]!] : undefined;
        if (escaped !== undefined) i++;
        value += escaped ?? text[i];
      }
      i++;
      tokens.push({ value, quoted: true });
    } else {
      let value = '';
      while (i < text.length && !/[\s{};]/.test(text[i]!)) value += text[i++];
      tokens.push({ value, quoted: false });
    }
  }
  let at = 0;
  const block = (): Directive[] => {
    const out: Directive[] = [];
    while (at < tokens.length && !(tokens[at]!.value === '}' && !tokens[at]!.quoted)) {
      const name = tokens[at++]!.value;
      const args: string[] = [];
      while (!['{', ';'].includes(tokens[at]!.value) || tokens[at]!.quoted) args.push(tokens[at++]!.value);
      if (tokens[at++]!.value === '{') {
        out.push({ name, args, block: block() });
        at++; // '}'
      } else out.push({ name, args });
    }
    return out;
  };
  return block();
}

/**
 * The value nginx's `map` gives `input` (its `default`, else the first regex that matches, `~*`
 * ignoring case; `${name}` and `$name` in the value are the named captures). The maps here use
 * regexes whose PCRE and JavaScript meanings are the same.
 */
function mapValue(map: Directive, input: string): string {
  let fallback = '';
  for (const entry of map.block!) {
    if (entry.name === 'default') {
      fallback = entry.args[0]!;
      continue;
    }
    const source = entry.name;
    expect(source.startsWith('~'), `map entry ${source} is a regex`).toBe(true);
    const regex = source.startsWith('~*') ? new RegExp(source.slice(2), 'i') : new RegExp(source.slice(1));
    const m = regex.exec(input);
    if (m) return entry.args[0]!.replace(/\$\{(\w+)\}|\$(\w+)/g, (_x, a: string, b: string) => m.groups![a ?? b]!);
  }
  expect(fallback, 'the default is the input itself').toMatch(/^\$\w+$/);
  return input;
}

describe('deploy/nginx.conf', () => {
  const conf = parseNginx(readFileSync(join(repoRoot, 'deploy/nginx.conf'), 'utf8'));
  const server = conf.find((d) => d.name === 'server')!;
  const maps = new Map(conf.filter((d) => d.name === 'map').map((d) => [d.args[1]!, d]));

  /** URLs that carry a secret (the routes of web/src/app/router.tsx and the gateway's), with it. */
  const SECRET_URLS: [string, string][] = [
    ['/snapsheets/DEMO01/a1b2c3d4e5f6g7h8/?passcode=hunter2-hunter2&page=1', 'hunter2-hunter2'],
    ['/catalogs/DEMO01/a1b2c3d4e5f6g7h8?passcode=hunter2-hunter2', 'hunter2-hunter2'],
    ['/showroom/DEMO01?passcode=hunter2-hunter2', 'hunter2-hunter2'],
    ['/dashboard/?code=ABC123&token=signed.entry-token&exp=1', 'signed.entry-token'],
    ['/proofs/tpp_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG', 'tpp_0123456789abcdefghij'],
    ['/proofs/tpp_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG/?utm=1', 'tpp_0123456789abcdefghij'],
    ['//PROOFS/tpp_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG', 'tpp_0123456789abcdefghij'],
    ['/pro%66fs/tpp_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG', 'tpp_0123456789abcdefghij'],
    ['/graphql?query=q&variables=%7B%22token%22%3A%22tpp_0123%22%7D', 'tpp_0123'],
    ['/uploads?projectId=a1b2c3d4e5f6g7h8&lockerCode=secret-locker', 'secret-locker'],
  ];

  it('logs requests in the redacting format only, and the error log (raw request lines) only at crit', () => {
    const logs = server.block!.filter((d) => d.name === 'access_log');
    expect(logs).toEqual([{ name: 'access_log', args: ['/var/log/nginx/access.log', 'redacted'] }]);
    // Nothing at the top level (included into the image's http block) logs in another format.
    expect(conf.filter((d) => d.name === 'access_log')).toEqual([]);
    expect(server.block!.filter((d) => d.name === 'error_log')).toEqual([
      { name: 'error_log', args: ['/var/log/nginx/error.log', 'crit'] },
    ]);
    expect(server.block!.some((d) => d.block?.some((l) => /_log$/.test(l.name)))).toBe(false);
  });

  it('logs no raw URL, query string, Referer or credential: only the redacted ones', () => {
    const format = conf.find((d) => d.name === 'log_format' && d.args[0] === 'redacted')!;
    const text = format.args.slice(1).join('');
    const variables = [...text.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g)].map((m) => m[1]!);
    for (const raw of ['request', 'request_uri', 'args', 'query_string', 'uri', 'document_uri', 'http_referer'])
      expect(variables, raw).not.toContain(raw);
    expect(variables.filter((v) => /^(arg_|cookie_|http_authorization|http_cookie|request_body)/.test(v))).toEqual([]);
    expect(variables).toEqual([
      'remote_addr',
      'time_local',
      'request_method',
      'redacted_uri',
      'server_protocol',
      'status',
      'body_bytes_sent',
      'redacted_referer',
      'http_user_agent',
      'upstream_addr',
      'upstream_status',
      'request_time',
    ]);
    expect(maps.get('$redacted_uri')!.args[0]).toBe('$request_uri');
    expect(maps.get('$redacted_referer')!.args[0]).toBe('$http_referer');
  });

  it('caches GraphQL GETs as their Cache-Control says, never with a session', () => {
    const path = conf.find((d) => d.name === 'proxy_cache_path')!;
    expect(path.args).toContain('keys_zone=graphql_pages:10m');
    expect(path.args.some((a) => a.startsWith('max_size='))).toBe(true);
    const graphql = server.block!.find((d) => d.name === 'location' && d.args.join(' ') === '= /graphql')!;
    const directive = (name: string) => graphql.block!.filter((d) => d.name === name).map((d) => d.args);
    expect(directive('proxy_pass')).toEqual([['http://gateways']]);
    expect(directive('proxy_cache')).toEqual([['graphql_pages']]);
    expect(directive('proxy_cache_methods')).toEqual([['GET', 'HEAD']]);
    // Only what the answer's Cache-Control allows: no fixed validity, nothing ignored.
    expect(directive('proxy_cache_valid')).toEqual([]);
    expect(directive('proxy_ignore_headers')).toEqual([]);
    expect(directive('proxy_cache_key')).toEqual([['$scheme$host$request_uri']]);
    expect(directive('proxy_cache_bypass')).toEqual([['$graphql_session']]);
    expect(directive('proxy_no_cache')).toEqual([['$graphql_session']]);
    expect(directive('proxy_set_header')).toContainEqual(['X-Forwarded-For', '$proxy_add_x_forwarded_for']);
    // A session is any Authorization or print grant: the map is 0 only when both are empty.
    const session = maps.get('$graphql_session')!;
    expect(session.args[0]).toBe('$http_authorization$http_x_print_token');
    expect(session.block).toEqual([
      { name: 'default', args: ['1'] },
      { name: '', args: ['0'] },
    ]);
  });

  it('redacts every query string and proof token of a request line and a Referer, and keeps the path', () => {
    for (const [url, secret] of SECRET_URLS) {
      const logged = mapValue(maps.get('$redacted_uri')!, url);
      expect(logged, url).not.toContain(secret);
      expect(logged, url).toContain('[redacted]');
      const referer = mapValue(maps.get('$redacted_referer')!, `https://studio.example${url}`);
      expect(referer, url).not.toContain(secret);
    }
    expect(mapValue(maps.get('$redacted_uri')!, '/snapsheets/DEMO01/a1?passcode=x&page=1')).toBe(
      '/snapsheets/DEMO01/a1?[redacted]',
    );
    expect(mapValue(maps.get('$redacted_uri')!, '/proofs/tpp_abc?x=1')).toBe('/proofs/[redacted]');
    expect(mapValue(maps.get('$redacted_uri')!, '/files/logos/ab/cd.png')).toBe('/files/logos/ab/cd.png');
    expect(mapValue(maps.get('$redacted_referer')!, 'https://studio.example/s/#print-token=abc')).toBe(
      'https://studio.example/s/?[redacted]',
    );
    expect(mapValue(maps.get('$redacted_referer')!, 'https://studio.example/dashboard/quotes')).toBe(
      'https://studio.example/dashboard/quotes',
    );
  });
});
