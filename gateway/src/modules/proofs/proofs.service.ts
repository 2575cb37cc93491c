/**
 * Proofs and their approval.
 *
 * - The dealer sends the proofs of an open quote's items (or some of them): each item gets a new
 *   version frozen as it is now (configuration and roster with their content hashes), all sent
 *   with one link (`tpp_` + 32 random bytes, base64url; only its SHA-256 is kept) valid the
 *   dealer's `proof_link_days`, emailed to the quote's contact through the notices outbox in the
 *   same transaction.
 * - Whoever holds the link reads those proofs and approves one (typed name and a tick) or asks
 *   for changes (a comment); the dealer hears of it by email. Only the latest version of an
 *   item, still unchanged and not yet decided, can be decided, and only before the link expires.
 * - A proof counts while its item is what was sent (proof-status.ts): a later change withdraws it,
 *   an Edit crop of a logo it wears too. It shows the logos' pictures it was sent with.
 *
 * Dealer calls are scoped to the caller's dealer: another dealer's quote answers NOT_FOUND (A6).
 */
import type { Db } from '../../db/index.js';
import type { DealerRow, LogoKeys, QuoteRow } from '../../db/types.js';
import { sharedContact } from '../../lib/dealer-contact.js';
import { NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import type { Caller } from '../../lib/caller.js';
import { lockerItemId } from '../lockers/index.js';
import { lockerCodeById } from '../lockers/index.js';
import { findProjectById } from '../projects/index.js';
import { dealerById } from '../dealers/index.js';
import { quoteOfDealer } from '../quotes/index.js';
import * as repo from './proofs.repository.js';
import { proofDecisions } from './proof-decisions.js';
import {
  proofReads,
  type ProofApprovalView,
  type ProofsDeps,
  type ProofView,
  type QuoteItemProofView,
} from './proof-reads.js';
import { proofSending } from './proof-sending.js';
import { teamNameOf } from '../projects/index.js';
import { changedParts, changesSummary, type ProofPart } from './proof-status.js';

/** What a version changed since the one before it (Proof.changes). */
export interface ProofChangesView {
  sinceVersion: number;
  changed: ProofPart[];
  summary: string;
  answers: string | null;
  requestedAt: Date | null;
}

export type { ProofApprovalView, ProofDeliveryView, ProofView, QuoteItemProofView } from './proof-reads.js';

/** Composes the proof use cases: sending (proof-sending.ts), decisions (proof-decisions.ts) and the reads here. */
export function proofsService(db: Db, deps: ProofsDeps) {
  const now = deps.now ?? (() => new Date());
  const reads = proofReads(db, now);
  const { withStanding, linkOf, itemsWithProofs } = reads;

  return {
    ...proofSending(db, deps, reads),
    ...proofDecisions(db, deps, reads),

    /** What the link of `token` opens; null for an unknown token (an expired one still answers). */
    async approval(token: string): Promise<ProofApprovalView | null> {
      const link = await linkOf(token).catch(() => null);
      if (!link) return null;
      const [dealer, quote] = await Promise.all([
        dealerById(db, link.dealer_id),
        deps.quotes.ownQuote(link.dealer_id, String(link.quote_id)).catch(() => null),
      ]);
      if (!dealer || !quote) return null;
      const project = quote.project_id ? await findProjectById(db, quote.project_id) : undefined;
      return {
        teamName: project?.team_name || null,
        projectTitle: project?.title || null,
        customerName: quote.contact_name,
        sender: sharedContact(dealer),
        expiresAt: link.expires_at,
        expired: link.expires_at.getTime() <= now().getTime(),
        proofs: await withStanding(db, await repo.proofsOfLink(db, link.id)),
      };
    },

    /**
     * The team and the sending dealer of a proof (Proof.teamName, Proof.sender), the dealer as the
     * customer sees it (phone and email only where it shares them).
     */
    async contextOf(proof: ProofView): Promise<{ teamName: string | null; sender: DealerRow }> {
      const [dealer, quote] = await Promise.all([
        dealerById(db, proof.dealer_id),
        quoteOfDealer(db, proof.dealer_id, proof.quote_id),
      ]);
      if (!dealer || !quote) throw new NotFoundError('Proof');
      const project = quote.project_id ? await findProjectById(db, quote.project_id) : undefined;
      return { teamName: teamNameOf(project), sender: sharedContact(dealer) };
    },

    /**
     * Proof.changes: what this version changed since the one before it (design, logo,
     * roster), and the change request it answers (the comment of the version before, when the
     * customer asked for changes on it). Versions are frozen and only the latest can be decided,
     * so the version before is the one the dealer answered. Null for version 1.
     */
    async changesOf(proof: ProofView): Promise<ProofChangesView | null> {
      if (proof.version <= 1) return null;
      const before = await repo.proofOfItemVersion(db, proof.locker_item_id, proof.version - 1);
      if (!before) return null;
      const frozen = (p: { configuration_hash: string; logo_keys: LogoKeys; roster_hash: string }) => ({
        configurationHash: p.configuration_hash,
        logoKeys: p.logo_keys,
        rosterHash: p.roster_hash,
      });
      const changed = changedParts(frozen(before), frozen(proof));
      const asked = before.status === 'CHANGES_REQUESTED';
      return {
        sinceVersion: before.version,
        changed,
        summary: changesSummary(before.version, changed),
        answers: asked ? before.comment : null,
        requestedAt: asked ? before.decided_at : null,
      };
    },

    /**
     * QuoteItemProof.versions: every version of the item's proof, newest first, each with where
     * it stands now (the dealer's history of a change request and its answers).
     */
    async versionsOf(view: QuoteItemProofView): Promise<ProofView[]> {
      return withStanding(db, await repo.proofsOfItem(db, view.itemRowId));
    },

    /**
     * What proof `proofId` shows, for its PDF job: its configuration (row id) and the pictures of
     * the logos it wore when sent (blob keys by logo id); null when the proof is gone.
     */
    async shownOf(proofId: number): Promise<{ configurationId: number; logoKeys: LogoKeys } | null> {
      const proof = await repo.proofById(db, proofId);
      return proof ? { configurationId: proof.configuration_id, logoKeys: proof.logo_keys } : null;
    },

    /**
     * The proofs approved and still standing (the item unchanged since) of the items of project
     * `projectId`'s lockers, latest versions only, in item order: what a store made from the
     * project freezes its items as.
     */
    async approvedOfProject(
      projectId: number,
    ): Promise<{ proofId: number; version: number; configurationId: number }[]> {
      const latest = await withStanding(db, await repo.latestProofsOfProject(db, projectId));
      return latest
        .filter((p) => p.standing.status === 'APPROVED')
        .map((p) => ({ proofId: p.id, version: p.version, configurationId: p.configuration_id }));
    },

    /** Proof.pdf: the render job of a proof sheet's PDF, or null (none queued, or gone). */
    async pdfJob(proof: ProofView) {
      return proof.pdf_job_id == null ? null : ((await deps.pdfs.jobById(proof.pdf_job_id)) ?? null);
    },

    /**
     * The proof `id` for the print page of its PDF: its dealer, or a print grant of the
     * project of its quote; null for anyone else and for an unknown id (the same answer).
     */
    async forPrint(caller: Caller, id: string): Promise<ProofView | null> {
      const n = parseId(id);
      if (!n) return null;
      const row = await repo.proofById(db, n);
      if (!row) return null;
      const allowed =
        (caller.kind === 'DEALER' && caller.dealer.id === row.dealer_id) ||
        (caller.kind === 'PRINT' && row.project_id != null && caller.projectId === row.project_id);
      if (!allowed) return null;
      return (await withStanding(db, [row]))[0]!;
    },

    /**
     * QuoteLink.approvedProofs: the latest proof of each current item of the quote's locker
     * whose approval stands, in locker order; for the customer who holds the quote's link and
     * approved them (its PDF and version, nothing of the dealer's).
     */
    async approvedOfQuote(quote: QuoteRow): Promise<ProofView[]> {
      const items = await itemsWithProofs(db, quote);
      return items.flatMap(({ proof, standing }) =>
        proof && standing.status === 'APPROVED' ? [{ ...proof, standing }] : [],
      );
    },

    /**
     * Quote.proofs: each current item of the quote's locker with its latest proof, for the
     * quote's dealer only; [] for anyone else who reads the quote (the visitor who asked for it,
     * a passcode session, a print grant): the customer's decisions and comments are the dealer's.
     */
    async ofQuote(caller: Caller, quote: QuoteRow): Promise<QuoteItemProofView[]> {
      if (caller.kind !== 'DEALER' || caller.dealer.id !== quote.dealer_id) return [];
      const code = await lockerCodeById(db, quote.locker_id);
      const items = await itemsWithProofs(db, quote);
      return Promise.all(
        items.map(async ({ item, proof, standing }) => ({
          lockerItemId: lockerItemId(code, item.id),
          itemRowId: item.id,
          styleId: item.style_id,
          configurationId: item.configuration_id,
          productName: item.product_name,
          standing,
          latest: proof ? { ...proof, standing } : null,
        })),
      );
    },

    /**
     * The version of the approved proof of each current item of a quote's locker, by the
     * item's configuration (row id): what an order made now records.
     */
    async approvedVersions(quote: QuoteRow): Promise<Map<number, number>> {
      const items = await itemsWithProofs(db, quote);
      return new Map(
        items
          .filter((i) => i.standing.status === 'APPROVED' && i.proof)
          .map((i) => [i.item.configuration_id, i.proof!.version]),
      );
    },

    /**
     * The items of locker `lockerId` whose proof is not APPROVED now, as `<product>: <status>`
     * (the conversion's rule, quotes.service `convert`); [] when every item is approved.
     */
    async approvalGaps(quote: QuoteRow): Promise<string[]> {
      const items = await itemsWithProofs(db, quote);
      return items
        .filter((i) => i.standing.status !== 'APPROVED')
        .map((i) => `${i.item.product_name}: ${i.standing.status.toLowerCase().replace(/_/g, ' ')}`);
    },
  };
}

export type ProofsService = ReturnType<typeof proofsService>;
