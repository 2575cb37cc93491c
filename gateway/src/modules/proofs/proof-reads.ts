/**
 * What every proof use case reads: the views the API shows (a proof with where it
 * stands now), the link of a token, and a quote's current items with their latest proofs. The
 * services' shared dependencies (`ProofsDeps`) are declared here too.
 */
import { createHash } from 'node:crypto';
import type { Db, Executor } from '../../db/index.js';
import type { DealerRow, QuoteRow } from '../../db/types.js';
import { NotFoundError } from '../../lib/errors.js';
import type { NoticesService } from '../notices/index.js';
import type { QuotesService } from '../quotes/index.js';
import type { RenderService } from '../render/index.js';
import { proofStanding, rosterHashOf, type ProofStanding } from './proof-status.js';
import * as repo from './proofs.repository.js';

/** A proof version as the API shows it: the row, its link's expiry, and where it stands now. */
export type ProofView = repo.SentProofRow & { standing: ProofStanding };

/** A locker item of a quote with its latest proof (Quote.proofs). */
export interface QuoteItemProofView {
  lockerItemId: string;
  /** The locker item's row id (its proofs' history). */
  itemRowId: number;
  /** The item's style and configuration (row id) as they are now. */
  styleId: string;
  configurationId: number;
  productName: string;
  standing: ProofStanding;
  latest: ProofView | null;
}

/** What a proof link opens (ProofApproval). */
export interface ProofApprovalView {
  teamName: string | null;
  projectTitle: string | null;
  customerName: string;
  sender: DealerRow;
  expiresAt: Date;
  expired: boolean;
  proofs: ProofView[];
}

/** What `sendProofs` answers (ProofDelivery). */
export interface ProofDeliveryView {
  url: string;
  expiresAt: Date;
  proofs: ProofView[];
  /** False when no email goes (no SMTP server: the notice is HELD); the dealer gives the link. */
  emailed: boolean;
}

/** What the proof use cases need besides the database (services.ts wires them). */
export interface ProofsDeps {
  /** The quote lookup and the items snapshot a sending refreshes (quotes.service.ts). */
  quotes: Pick<QuotesService, 'ownQuote' | 'snapshotOfLocker'>;
  notices: Pick<NoticesService, 'queue' | 'wake' | 'delivers'>;
  /** Each proof sheet's PDF, queued as it is sent (render service, pdf-jobs.service.ts). */
  pdfs: Pick<RenderService, 'queueProofPdf' | 'wakePdfJobs' | 'jobById'>;
  /** The app's public URL (read when used): the customer's link and the dealer's quote link. */
  publicUrl: () => string;
  /** The clock (default the system's). */
  now?: () => Date;
}

export const TOKEN_PREFIX = 'tpp_';
const TOKEN_SHAPE = /^tpp_[A-Za-z0-9_-]{43}$/;
/** SHA-256 (hex) of a proof link's token: what `proof_links` keeps. */
export const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
/** `YYYY-MM-DD` of a moment. */
export const day = (d: Date) => d.toISOString().slice(0, 10);

/** An item as it is now, as a proof's standing compares it. */
export const currentOf = (item: repo.ItemForProof) => ({
  configurationHash: item.configuration_hash,
  logoKeys: item.logo_keys,
  rosterHash: rosterHashOf(item.size_lines),
});

/** The shared reads, on the clock `now`. */
export function proofReads(db: Db, now: () => Date) {
  /** Each row with its standing against its item as it is now (read with `exec`). */
  async function withStanding(exec: Executor, rows: repo.SentProofRow[]): Promise<ProofView[]> {
    const at = now();
    return Promise.all(
      rows.map(async (row) => {
        const item = await repo.itemForProof(exec, row.locker_item_id);
        const latest = await repo.lastVersionOfItem(exec, row.locker_item_id);
        const current = item ? currentOf(item) : { configurationHash: '', logoKeys: {}, rosterHash: '' };
        const standing =
          latest > row.version
            ? { status: 'WITHDRAWN' as const, message: `Version ${latest} was sent after this one` }
            : proofStanding(toSent(row), current, at);
        return { ...row, standing };
      }),
    );
  }

  const toSent = (row: repo.SentProofRow) => ({
    status: row.status,
    configurationHash: row.configuration_hash,
    logoKeys: row.logo_keys,
    rosterHash: row.roster_hash,
    expiresAt: row.expires_at,
    decidedAt: row.decided_at,
  });

  /** The link of a token; NOT_FOUND ('Proof') for anything else. */
  async function linkOf(token: string) {
    const link = TOKEN_SHAPE.test(token) ? await repo.proofLinkByHash(db, hashOf(token)) : undefined;
    if (!link) throw new NotFoundError('Proof');
    return link;
  }

  /** Current items of a quote's locker with the latest version of each one's proof. */
  async function itemsWithProofs(exec: Executor, quote: QuoteRow) {
    const items = await repo.itemsForProof(exec, quote.locker_id);
    const latest = await repo.latestProofsOfItems(
      exec,
      items.map((i) => i.id),
    );
    const at = now();
    return items.map((item) => {
      const proof = latest.get(item.id);
      return { item, proof, standing: proofStanding(proof && toSent(proof), currentOf(item), at) };
    });
  }

  return { withStanding, toSent, linkOf, itemsWithProofs };
}

export type ProofReads = ReturnType<typeof proofReads>;
