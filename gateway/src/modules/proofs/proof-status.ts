/**
 * Where a locker item's proof stands: pure rules from the latest version
 * sent (what the customer said, the hashes and pictures frozen with it, its link's expiry) and
 * the item as it is now. Approval is frozen: a proof counts only while the item's configuration
 * content hash, its logos' pictures (an Edit crop keeps a logo's id, not its picture) and its
 * roster hash are those recorded with it.
 */
import type { ProofStatus } from '@tas/rules';
import type { LogoKeys, StoredProofStatus, StoredSizeLine } from '../../db/types.js';
import { sha256, stableJson } from '../configurations/index.js';

export type { ProofStatus };

/**
 * The roster's content hash: SHA-256 (hex) of the stable JSON of its size lines in roster order
 * (size, quantity, player name and number; empty names and numbers as null; the blank mark only
 * where set, so rosters without one keep the hash they had before the mark existed).
 */
export function rosterHashOf(lines: readonly StoredSizeLine[]): string {
  return sha256(
    stableJson(
      lines.map((l) => ({
        size: l.size,
        quantity: l.quantity,
        playerName: l.playerName || null,
        playerNumber: l.playerNumber || null,
        ...(l.blank ? { blank: true } : {}),
      })),
    ),
  );
}

/** The latest version of an item's proof, as far as its status goes. */
export interface SentProof {
  status: StoredProofStatus;
  configurationHash: string;
  logoKeys: LogoKeys;
  rosterHash: string;
  expiresAt: Date;
  decidedAt: Date | null;
}

/** The item as it is now: its configuration's content hash, its logos' pictures and its roster's hash. */
export interface CurrentItem {
  configurationHash: string;
  logoKeys: LogoKeys;
  rosterHash: string;
}

/** Whether two records of logos' pictures are the same (the same logos showing the same pictures). */
export const sameLogoKeys = (a: LogoKeys, b: LogoKeys) => stableJson(a) === stableJson(b);

/** A part of a locker item a proof freezes, as a change names it. */
export type ProofPart = 'design' | 'logo' | 'roster';

/**
 * What differs between two frozen states of an item (a version and the item now, or two
 * versions), in the order design, logo, roster: the design counts a logo's new picture too,
 * named `logo` apart when it is all that changed of the design. [] when nothing did.
 */
export function changedParts(before: CurrentItem, after: CurrentItem): ProofPart[] {
  const design =
    before.configurationHash !== after.configurationHash
      ? 'design'
      : sameLogoKeys(before.logoKeys, after.logoKeys)
        ? null
        : 'logo';
  const roster = before.rosterHash !== after.rosterHash ? 'roster' : null;
  return [design, roster].filter((p): p is ProofPart => p !== null);
}

/**
 * The line a customer reads of a new version: `Changed since version 1: design and
 * roster`, or `Sent again: unchanged since version 1`.
 */
export function changesSummary(sinceVersion: number, changed: readonly ProofPart[]): string {
  return changed.length
    ? `Changed since version ${sinceVersion}: ${changed.join(' and ')}`
    : `Sent again: unchanged since version ${sinceVersion}`;
}

/** What a proof's status means, one sentence each. */
export interface ProofStanding {
  status: ProofStatus;
  message: string;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The status of an item's proof at `now`: NOT_SENT without a version; WITHDRAWN when the item
 * changed since the latest version (its configuration, a logo's picture or its roster; whatever
 * the customer said of it); else what the customer said, and EXPIRED for a version still waiting
 * after its link expired.
 */
export function proofStanding(latest: SentProof | null | undefined, item: CurrentItem, now: Date): ProofStanding {
  if (!latest) return { status: 'NOT_SENT', message: 'No proof sent yet' };
  const changed = changedParts(latest, item);
  if (changed.length) {
    const what = changed.join(' and ');
    return {
      status: 'WITHDRAWN',
      message:
        latest.status === 'APPROVED'
          ? `Approval withdrawn: the ${what} changed after it was approved; send a new proof`
          : `The ${what} changed after this proof was sent; send a new proof`,
    };
  }
  if (latest.status === 'APPROVED') return { status: 'APPROVED', message: `Approved on ${day(latest.decidedAt!)}` };
  if (latest.status === 'CHANGES_REQUESTED')
    return { status: 'CHANGES_REQUESTED', message: `Changes asked on ${day(latest.decidedAt!)}` };
  if (latest.expiresAt.getTime() <= now.getTime())
    return { status: 'EXPIRED', message: `The link expired on ${day(latest.expiresAt)}; send the proof again` };
  return { status: 'SENT', message: `Waiting for the customer (link open until ${day(latest.expiresAt)})` };
}
