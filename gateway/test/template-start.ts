/**
 * Run by database-template.ts in a child process (`node --import tsx`): starts the app on the
 * database its environment names (DATA_DIR's PGlite, or DATABASE_URL), which migrates and seeds
 * it, then closes it. Exits non-zero, with the error on stderr, when the start fails.
 */
import { buildApp } from '../src/app.js';

const built = await buildApp({ env: process.env, logger: false });
await built.close();
