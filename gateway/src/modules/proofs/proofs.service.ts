/**
 * Proofs and their approval (issue 18, sections 1 and 2).
 *
 * - The dealer sends the proofs of an open quote's items (or some of them): each item gets a new
 *   version frozen as it is now (configuration and roster with their content hashes), all sent
 *   with one link (`tpp_` + 32 random bytes, base64url; only its SHA-256 is kept) valid the
 *   dealer's `proof_link_days`, emailed to the quote's contact through the notices outbox in the
 *   same transaction.
 * - Whoever holds the link reads those proofs and approves one (typed name and a tick) or asks
 *   for changes (a comment); the dealer hears of it by email. Only the latest version of an
 *   item, still unchanged and not yet decided, can be decided, and only before the link expires.
 * - A proof counts while its item is what was sent (proof-status.ts): a later change withdraws it.
 *
 * Dealer calls are scoped to the caller's dealer: another dealer's quote answers NOT_FOUND (A6).
 */
import { createHash, randomBytes } from 'node:crypto';
import { MAX_APPROVER_NAME_LENGTH, MAX_PROOF_COMMENT_LENGTH, MIN_APPROVER_NAME_LENGTH } from '@tas/garments';
import type { Db, Executor } from '../../db/index.js';
import type { DealerRow, QuoteRow, StoredSizeLine } from '../../db/types.js';
import { BadUserInputError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import type { Caller } from '../../lib/caller.js';
import { lockerItemId } from '../lockers/locker-items.js';
import * as lockersRepo from '../lockers/lockers.repository.js';
import { proofDecidedMessage, proofSentMessage } from '../notices/notice-messages.js';
import type { NoticesService } from '../notices/notices.service.js';
import { findProjectById } from '../projects/projects.repository.js';
import { dealerById, quoteOfDealer, setQuoteItems } from '../quotes/quotes.repository.js';
import type { QuotesService } from '../quotes/quotes.service.js';
import type { RenderService } from '../render/render.service.js';
import { safeFilename } from '../../lib/filename.js';
import { proofStanding, rosterHashOf, type ProofStanding } from './proof-status.js';
import * as repo from './proofs.repository.js';

/** A proof version as the API shows it: the row, its link's expiry, and where it stands now. */
export type ProofView = repo.SentProofRow & { standing: ProofStanding };

/** A locker item of a quote with its latest proof (Quote.proofs). */
export interface QuoteItemProofView {
  lockerItemId: string;
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
}

const TOKEN_PREFIX = 'tpp_';
const TOKEN_SHAPE = /^tpp_[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const day = (d: Date) => d.toISOString().slice(0, 10);

export function proofsService(
  db: Db,
  deps: {
    /** The quote lookup and the items snapshot a sending refreshes (quotes.service.ts). */
    quotes: Pick<QuotesService, 'ownQuote' | 'snapshotOfLocker'>;
    notices: Pick<NoticesService, 'queue' | 'wake'>;
    /** Each proof sheet's PDF, queued as it is sent (render service, pdf-jobs.service.ts). */
    pdfs: Pick<RenderService, 'queueProofPdf' | 'wakePdfJobs' | 'jobById'>;
    /** The app's public URL (read when used): the customer's link and the dealer's quote link. */
    publicUrl: () => string;
    /** The clock (tests move it past a link's expiry). */
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());

  /** Each row with its standing against its item as it is now (read with `exec`). */
  async function withStanding(exec: Executor, rows: repo.SentProofRow[]): Promise<ProofView[]> {
    const at = now();
    return Promise.all(
      rows.map(async (row) => {
        const item = await repo.itemForProof(exec, row.locker_item_id);
        const latest = await repo.lastVersionOfItem(exec, row.locker_item_id);
        const current = item
          ? { configurationHash: item.configuration_hash, rosterHash: rosterHashOf(item.size_lines) }
          : { configurationHash: '', rosterHash: '' };
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
      const current = { configurationHash: item.configuration_hash, rosterHash: rosterHashOf(item.size_lines) };
      return { item, proof, standing: proofStanding(proof && toSent(proof), current, at) };
    });
  }

  /**
   * Records the customer's decision on proof `proofId` of the link of `token`, and tells the
   * dealer. The errors of `approveProof` (schema/proofs.graphql).
   */
  async function decide(
    token: string,
    proofId: string,
    decision: { approved: true; approverName: string } | { approved: false; comment: string },
  ): Promise<ProofView> {
    const link = await linkOf(token);
    const dealer = await dealerById(db, link.dealer_id);
    const dealerName = dealer?.name ?? dealer?.code ?? 'your dealer';
    if (link.expires_at.getTime() <= now().getTime())
      throw new ForbiddenError(`This link expired on ${day(link.expires_at)}; ask ${dealerName} for a new one`);
    const id = parseId(proofId);
    const decided = await db.transaction().execute(async (trx) => {
      const proof = id ? await repo.proofOfLinkForUpdate(trx, id, link.id) : undefined;
      if (!proof) throw new NotFoundError('Proof');
      const quote = await quoteOfDealer(trx, link.dealer_id, proof.quote_id);
      if (!quote || quote.status !== 'OPEN') throw new ConflictError('This quote is closed: the proof cannot change');
      if ((await repo.lastVersionOfItem(trx, proof.locker_item_id)) > proof.version)
        throw new ConflictError('A newer version of this proof was sent: open the latest link');
      if (proof.status === 'APPROVED') throw new ConflictError('This proof was already approved');
      if (proof.status === 'CHANGES_REQUESTED') throw new ConflictError('Changes were already asked for this proof');
      const item = await repo.itemForProof(trx, proof.locker_item_id);
      if (
        !item ||
        item.configuration_hash !== proof.configuration_hash ||
        rosterHashOf(item.size_lines) !== proof.roster_hash
      )
        throw new ConflictError(`This item changed after the proof was sent; ${dealerName} will send a new one`);
      const row = await repo.decideProof(trx, proof.id, {
        status: decision.approved ? 'APPROVED' : 'CHANGES_REQUESTED',
        approverName: decision.approved ? decision.approverName : null,
        comment: decision.approved ? null : decision.comment,
      });
      if (dealer?.email) {
        const project = quote.project_id ? await findProjectById(trx, quote.project_id) : undefined;
        await deps.notices.queue(trx, {
          dealerId: link.dealer_id,
          event: decision.approved ? 'PROOF_APPROVED' : 'PROOF_CHANGES_REQUESTED',
          recipient: dealer.email,
          message: proofDecidedMessage({
            dealerName,
            teamName: project?.team_name || project?.title || null,
            productName: item.product_name,
            version: row.version,
            customerName: quote.contact_name,
            decision,
            quoteUrl: `${deps.publicUrl()}/dashboard/quotes/${quote.id}`,
          }),
        });
      }
      return { ...row, expires_at: link.expires_at };
    });
    deps.notices.wake();
    return (await withStanding(db, [decided]))[0]!;
  }

  return {
    /**
     * Issue 18 section 2: sends the proofs of quote `quoteId`'s items (`lockerItemIds`, default
     * all) to its contact. Errors as `sendProofs` (schema/proofs.graphql).
     */
    async send(
      dealer: DealerRow,
      quoteId: string,
      lockerItemIds?: readonly string[] | null,
    ): Promise<ProofDeliveryView> {
      const quote = await deps.quotes.ownQuote(dealer.id, quoteId);
      if (quote.status !== 'OPEN') throw new ConflictError('Proofs are sent for open quotes only');
      const code = await lockersRepo.lockerCodeById(db, quote.locker_id);
      const current = await itemsWithProofs(db, quote);
      if (current.length === 0) throw new BadUserInputError('lockerItemIds', 'The locker has no items');
      let chosen = current;
      if (lockerItemIds) {
        const byId = new Map(current.map((c) => [lockerItemId(code, c.item.id), c]));
        chosen = lockerItemIds.map((id) => {
          const c = byId.get(id);
          if (!c) throw new NotFoundError('Locker item');
          return c;
        });
      }
      const toSend = chosen.filter((c) => c.standing.status !== 'APPROVED');
      if (toSend.length === 0)
        throw new BadUserInputError('lockerItemIds', "Every item's proof is approved: there is nothing to send");
      const settings = (await dealerById(db, dealer.id)) ?? dealer;
      const snapshot = await deps.quotes.snapshotOfLocker(quote.locker_id);
      const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
      const url = `${deps.publicUrl()}/proofs/${token}`;
      const expiresAt = new Date(now().getTime() + settings.proof_link_days * 86_400_000);
      const sent = await db.transaction().execute(async (trx) => {
        await repo.lockQuote(trx, quote.id);
        const locking = await lockersRepo.lockingQuoteOf(trx, quote.locker_id);
        if (locking != null && locking !== quote.id)
          throw new ConflictError('The locker is locked by another quote: send the proofs from that quote');
        const link = await repo.insertProofLink(trx, {
          dealerId: dealer.id,
          quoteId: quote.id,
          tokenHash: hashOf(token),
          recipient: quote.contact_email,
          expiresAt,
        });
        const project = quote.project_id ? await findProjectById(trx, quote.project_id) : undefined;
        const team = project?.team_name || project?.title || null;
        const rows: repo.SentProofRow[] = [];
        for (const { item } of toSend) {
          const version = (await repo.lastVersionOfItem(trx, item.id)) + 1;
          const sizeLines: StoredSizeLine[] = item.size_lines;
          const row = await repo.insertProof(trx, {
            dealerId: dealer.id,
            linkId: link.id,
            quoteId: quote.id,
            lockerItemId: item.id,
            version,
            configurationId: item.configuration_id,
            configurationHash: item.configuration_hash,
            sizeLines,
            rosterHash: rosterHashOf(sizeLines),
          });
          // Issue 18 section 1: the proof sheet as a PDF, named after the team and the product.
          const pdfJobId = project
            ? await deps.pdfs.queueProofPdf(trx, {
                proofId: row.id,
                dealerId: dealer.id,
                projectId: project.id,
                filename: safeFilename(
                  `${team ? `${team} ` : ''}${item.product_name} proof v${version}`,
                  `proof-v${version}`,
                ),
              })
            : null;
          if (pdfJobId != null) await repo.setProofPdfJob(trx, row.id, pdfJobId);
          rows.push({ ...row, pdf_job_id: pdfJobId, expires_at: expiresAt });
        }
        // The quote shows what is proofed, and the locker stays as proofed while they are out.
        await setQuoteItems(trx, quote.id, snapshot.items, snapshot.totalCents);
        if (locking == null) await lockersRepo.lockLockerForQuote(trx, quote.locker_id, quote.id);
        await deps.notices.queue(trx, {
          dealerId: dealer.id,
          event: 'PROOF_SENT',
          recipient: quote.contact_email,
          message: proofSentMessage({
            dealerName: settings.name ?? settings.code,
            dealerEmail: settings.email,
            dealerPhone: settings.phone,
            teamName: team,
            customerName: quote.contact_name,
            proofs: toSend.map((c, i) => ({ productName: c.item.product_name, version: rows[i]!.version })),
            url,
            expiresAt,
          }),
        });
        return rows;
      });
      deps.notices.wake();
      deps.pdfs.wakePdfJobs();
      return { url, expiresAt, proofs: await withStanding(db, sent) };
    },

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
        sender: dealer,
        expiresAt: link.expires_at,
        expired: link.expires_at.getTime() <= now().getTime(),
        proofs: await withStanding(db, await repo.proofsOfLink(db, link.id)),
      };
    },

    /** The customer approves: `approverName` 2 to 100 characters, `agreed` true. */
    approve(token: string, proofId: string, approverName: string, agreed: boolean): Promise<ProofView> {
      const name = approverName.trim().replace(/\s+/g, ' ');
      if (name.length < MIN_APPROVER_NAME_LENGTH || name.length > MAX_APPROVER_NAME_LENGTH)
        throw new BadUserInputError(
          'approverName',
          `Type your full name (${MIN_APPROVER_NAME_LENGTH} to ${MAX_APPROVER_NAME_LENGTH} characters) to approve`,
        );
      if (!agreed) throw new BadUserInputError('agreed', 'Tick the box to confirm the proof is right');
      return decide(token, proofId, { approved: true, approverName: name });
    },

    /** The customer asks for changes: `comment` 1 to 2,000 characters. */
    requestChanges(token: string, proofId: string, comment: string): Promise<ProofView> {
      const text = comment.trim();
      if (text.length < 1 || text.length > MAX_PROOF_COMMENT_LENGTH)
        throw new BadUserInputError(
          'comment',
          `Say what should change (1 to ${MAX_PROOF_COMMENT_LENGTH.toLocaleString('en-US')} characters)`,
        );
      return decide(token, proofId, { approved: false, comment: text });
    },

    /** The team and the sending dealer of a proof (Proof.teamName, Proof.sender). */
    async contextOf(proof: ProofView): Promise<{ teamName: string | null; sender: DealerRow }> {
      const [dealer, quote] = await Promise.all([
        dealerById(db, proof.dealer_id),
        quoteOfDealer(db, proof.dealer_id, proof.quote_id),
      ]);
      if (!dealer || !quote) throw new NotFoundError('Proof');
      const project = quote.project_id ? await findProjectById(db, quote.project_id) : undefined;
      return { teamName: project?.team_name || project?.title || null, sender: dealer };
    },

    /** The configuration (row id) of proof `proofId`, for its PDF job; null when it is gone. */
    async configurationIdOf(proofId: number): Promise<number | null> {
      return (await repo.proofById(db, proofId))?.configuration_id ?? null;
    },

    /** Proof.pdf: the render job of a proof sheet's PDF, or null (none queued, or gone). */
    async pdfJob(proof: ProofView) {
      return proof.pdf_job_id == null ? null : ((await deps.pdfs.jobById(proof.pdf_job_id)) ?? null);
    },

    /**
     * The proof `id` for the print page of its PDF (issue 18): its dealer, or a print grant of the
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

    /** Quote.proofs: each current item of the quote's locker with its latest proof. */
    async ofQuote(quote: QuoteRow): Promise<QuoteItemProofView[]> {
      const code = await lockersRepo.lockerCodeById(db, quote.locker_id);
      const items = await itemsWithProofs(db, quote);
      return Promise.all(
        items.map(async ({ item, proof, standing }) => ({
          lockerItemId: lockerItemId(code, item.id),
          productName: item.product_name,
          standing,
          latest: proof ? { ...proof, standing } : null,
        })),
      );
    },

    /**
     * The version of the approved proof of each current item of a quote's locker, by the
     * item's configuration (row id): what an order made now records (issue 18 section 4).
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
