/**
 * Print grants (R2, P7): a PDF job lets the render service's page read the one project
 * it prints, whatever its status (a draft is its dealer's only), and nothing else.
 *
 * Contract: the job puts a fresh token in the print page's URL fragment
 * (`/print/<snapsheets|catalogs>/<DEALERCODE>/<public id>#print-token=<token>`: a fragment is
 * never sent to a server, so it reaches no log), and the page sends it back as the
 * `X-Print-Token` header on its GraphQL requests. A valid token makes the request's caller
 * `{ kind: 'PRINT', projectId }` (lib/caller.ts): it reads that project as a visitor would see a
 * shared one, and every mutation is refused.
 *
 * A token is `tpg_` + 32 random bytes (base64url, 47 characters); only its SHA-256 (hex) is
 * stored, with the project, the render job and an expiry `PRINT_GRANT_TTL_SECONDS` ahead (the
 * job deletes it as soon as the PDF is printed or failed). Expired grants are deleted when a new
 * one is issued.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.js';
import type { Caller } from '../../lib/caller.js';
import * as repo from './render.repository.js';

/** The request header a print page sends its grant in (lower case, as Node has it). */
export const PRINT_TOKEN_HEADER = 'x-print-token';
/** The URL fragment parameter the print page finds its grant in: `#print-token=<token>`. */
export const PRINT_TOKEN_FRAGMENT = 'print-token';

/**
 * `text` with every print grant in it blanked (`print-token=<value>` -> `print-token=[redacted]`):
 * for error messages and log lines that may quote a print page's URL (the render service's
 * answers, a failed PDF job). No print token reaches an error or a log.
 */
export function redactPrintTokens(text: string): string {
  return text.replace(/(print-token=)[^\s&"'<>,;:]+/gi, '$1[redacted]');
}

const TOKEN_PREFIX = 'tpg_';
const TOKEN_SHAPE = /^tpg_[A-Za-z0-9_-]{43}$/;

/** The token of a header value when it has the shape of one, else null (no lookup then). */
export function parsePrintToken(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v && TOKEN_SHAPE.test(v) ? v : null;
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function printGrants(db: Db, opts: { ttlSeconds: number }) {
  return {
    /**
     * Issues a grant to read project `projectId` (row id) for `ttlSeconds` (default
     * PRINT_GRANT_TTL_SECONDS), for render job `renderJobId`; returns the token (never stored)
     * and its expiry. Deletes expired grants first.
     */
    async issue(
      projectId: number,
      renderJobId: number | null,
      ttlSeconds = opts.ttlSeconds,
    ): Promise<{ token: string; expiresAt: Date }> {
      await repo.deleteExpiredPrintGrants(db, new Date());
      const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      await repo.insertPrintGrant(db, { tokenHash: hashOf(token), projectId, renderJobId, expiresAt });
      return { token, expiresAt };
    },

    /** The PRINT caller of a token, or null when it is unknown, revoked or expired. */
    async callerOf(token: string): Promise<Extract<Caller, { kind: 'PRINT' }> | null> {
      const row = await repo.livePrintGrant(db, hashOf(token), new Date());
      return row ? { kind: 'PRINT', projectId: row.project_id, grantId: row.id } : null;
    },

    /** Ends a grant at once (the job printed its PDF, or gave up). */
    async revoke(token: string): Promise<void> {
      await repo.deletePrintGrant(db, hashOf(token));
    },
  };
}

export type PrintGrants = ReturnType<typeof printGrants>;
