/**
 * zod without its eval probe: zod 4 compiles object parsers with `new Function` when it may,
 * and finds out by trying, which the app's Content-Security-Policy (script-src 'self', no
 * 'unsafe-eval'; gateway plugins/security-headers.ts) reports as a violation. Jitless parsing
 * never tries. Imported first by every entry (main.tsx, snapshot/main.tsx).
 */
import { z } from 'zod';

z.config({ jitless: true });
