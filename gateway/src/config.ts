/**
 * Gateway settings from environment variables, validated once at start (zod). A bad value
 * stops the process with a message naming the variable. Documented in `.env.example`.
 */
import { resolve } from 'node:path';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  /** Public base URL of the gateway, used in links and by the render service to reach pages. */
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** When set, PostgreSQL is used instead of the embedded PGlite database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEALER_ENTRY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  DEALER_ENTRY_VALIDATION: z.enum(['hmac', 'remote']).default('hmac'),
  DEALER_ENTRY_CHECK_URL: z.string().url().optional(),
  /** Lifetime of a dashboard session token, hours. */
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  RENDER_SERVICE_URL: z.string().url().default('http://127.0.0.1:4100'),
  /** Run the render job worker in this process. */
  RENDER_WORKER: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /** Directory of the built web app served by the gateway (production mode). */
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof schema> & { dataDir: string; publicUrl: string };

/**
 * Parses `env` into a Config. Throws an Error whose message lists every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dataDir: resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://127.0.0.1:${c.PORT}`).replace(/\/$/, ''),
  };
}
