/**
 * Where a locker item's proof stands (issue 18, section 2): pure rules from the latest version
 * sent (what the customer said, the hashes frozen with it, its link's expiry) and the item as it
 * is now. Approval is frozen: a proof counts only while the item's configuration content hash and
 * roster hash are those recorded with it.
 */
import type { ProofStatus } from '@tas/garments';
import type { StoredProofStatus, StoredSizeLine } from '../../db/types.js';
import { sha256, stableJson } from '../configurations/content-hash.js';

export type { ProofStatus };

/**
 * The roster's content hash: SHA-256 (hex) of the stable JSON of its size lines in roster order
 * (size, quantity, player name and number; empty names and numbers as null).
 */
export function rosterHashOf(lines: readonly StoredSizeLine[]): string {
  return sha256(
    stableJson(
      lines.map((l) => ({
        size: l.size,
        quantity: l.quantity,
        playerName: l.playerName || null,
        playerNumber: l.playerNumber || null,
      })),
    ),
  );
}

/** The latest version of an item's proof, as far as its status goes. */
export interface SentProof {
  status: StoredProofStatus;
  configurationHash: string;
  rosterHash: string;
  expiresAt: Date;
  decidedAt: Date | null;
}

/** The item as it is now: its configuration's content hash and its roster's. */
export interface CurrentItem {
  configurationHash: string;
  rosterHash: string;
}

/** What a proof's status means, one sentence each. */
export interface ProofStanding {
  status: ProofStatus;
  message: string;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The status of an item's proof at `now`: NOT_SENT without a version; WITHDRAWN when the item
 * changed since the latest version (whatever the customer said of it); else what the customer
 * said, and EXPIRED for a version still waiting after its link expired.
 */
export function proofStanding(latest: SentProof | null | undefined, item: CurrentItem, now: Date): ProofStanding {
  if (!latest) return { status: 'NOT_SENT', message: 'No proof sent yet' };
  const changed = latest.configurationHash !== item.configurationHash || latest.rosterHash !== item.rosterHash;
  if (changed) {
    const what =
      latest.configurationHash !== item.configurationHash && latest.rosterHash !== item.rosterHash
        ? 'design and roster'
        : latest.configurationHash !== item.configurationHash
          ? 'design'
          : 'roster';
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
