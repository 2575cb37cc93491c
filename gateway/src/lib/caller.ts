/**
 * Who is calling (A3, A4, A5): every service that reads or writes a dealer-owned row is
 * handed the caller and decides from it. Four kinds:
 * - DEALER: a dashboard session or API token of one dealer (everything of that dealer);
 * - PROJECT: a passcode session (A4): dealer mode for one project of one dealer only (no
 *   dashboard, no tokens, no settings); ended when the dealer's passcode changes;
 * - VISITOR: no token. Reads published or shared projects; owns the lockers it creates, which
 *   its browser finds again by its visitor key (header `X-Visitor-Key`) or the locker code.
 * - PRINT: the render service's page printing one project's PDF (R2), with the print
 *   grant of that PDF job (header `X-Print-Token`, render/print-grants.ts). It reads that one
 *   project whatever its status (a draft too, not an archived one) and everything else as a
 *   visitor without a key would; it sees customer prices only, owns no locker and never writes
 *   (the GraphQL plugin refuses every mutation of a PRINT caller with FORBIDDEN).
 */
import { createHash } from 'node:crypto';
import type { DealerRow, ProjectRow } from '../db/types.js';

export type Caller =
  | { kind: 'DEALER'; dealer: DealerRow; tokenId: number }
  | { kind: 'PROJECT'; dealer: DealerRow; tokenId: number; projectId: number }
  | { kind: 'VISITOR'; visitorKey: string | null }
  | { kind: 'PRINT'; projectId: number; grantId: number };

/** The visitor key header: 16 to 128 URL-safe characters the browser keeps (localStorage). */
export const VISITOR_KEY_HEADER = 'x-visitor-key';
const VISITOR_KEY = /^[A-Za-z0-9_-]{16,128}$/;

/** The visitor key of a header value, or null when absent or malformed. */
export function parseVisitorKey(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v && VISITOR_KEY.test(v) ? v : null;
}

/** A visitor without a key (jobs, scripts). */
export const ANONYMOUS: Caller = { kind: 'VISITOR', visitorKey: null };

/** The dealer whose session or token this is (DEALER and PROJECT callers), else null. */
export function dealerOf(caller: Caller): DealerRow | null {
  return caller.kind === 'DEALER' || caller.kind === 'PROJECT' ? caller.dealer : null;
}

/**
 * The owner key of lockers the caller creates (L1): `dealer:<id>` for a dealer,
 * `passcode:<dealer id>:<project id>` for a passcode session (its lockers are never the
 * dealer's own), `visitor:<sha256 hex of the key>` for a visitor with a key (never the key
 * itself), null for a visitor without one (each add then makes a new locker) and for a print
 * grant (it never adds).
 */
export function lockerOwnerKey(caller: Caller): string | null {
  if (caller.kind === 'DEALER') return `dealer:${caller.dealer.id}`;
  if (caller.kind === 'PROJECT') return `passcode:${caller.dealer.id}:${caller.projectId}`;
  if (caller.kind === 'PRINT' || !caller.visitorKey) return null;
  return `visitor:${createHash('sha256').update(caller.visitorKey).digest('hex')}`;
}

/** A4/A6: the caller may change the project (its owning dealer, or a passcode session of it). */
export function canEditProject(caller: Caller, project: Pick<ProjectRow, 'id' | 'dealer_id'>): boolean {
  if (caller.kind === 'DEALER') return caller.dealer.id === project.dealer_id;
  if (caller.kind === 'PROJECT') return caller.projectId === project.id && caller.dealer.id === project.dealer_id;
  return false;
}

/**
 * A5/P4: visitors read a project only when it is shared: not archived and not a draft
 * (published, or a snapsheet's link-shared statuses: open, locker, quote, complete, closed).
 */
export function isSharedProject(project: Pick<ProjectRow, 'status' | 'deleted_at'>): boolean {
  return project.deleted_at == null && project.status !== 'DRAFT';
}

/** The project's visibility as the API shows it: PRIVATE, LINK or PUBLISHED. */
export function projectVisibility(
  project: Pick<ProjectRow, 'status' | 'deleted_at'>,
): 'PRIVATE' | 'LINK' | 'PUBLISHED' {
  if (!isSharedProject(project)) return 'PRIVATE';
  return project.status === 'PUBLISHED' ? 'PUBLISHED' : 'LINK';
}

/**
 * The caller may read the project: it can edit it, the project is shared (A5), or the caller is
 * the print grant of this project and it is not archived (R2).
 */
export function canReadProject(
  caller: Caller,
  project: Pick<ProjectRow, 'id' | 'dealer_id' | 'status' | 'deleted_at'>,
): boolean {
  if (caller.kind === 'PRINT' && caller.projectId === project.id && project.deleted_at == null) return true;
  return canEditProject(caller, project) || isSharedProject(project);
}

/**
 * Whether `viewer` may see the msrp and dealer prices of something priced for `ownerDealerId`
 * (A5): only the signed-in dealer who owns it. Visitors and other dealers see customer prices.
 */
export function seesDealerPrices(viewer: Pick<DealerRow, 'id'> | null, ownerDealerId: number | null): boolean {
  return viewer != null && ownerDealerId != null && viewer.id === ownerDealerId;
}
