/**
 * Sending proofs: the dealer sends the proofs of an open quote's items (or
 * some of them): each item gets a new version frozen as it is now (configuration and roster with
 * their content hashes, and the pictures of the logos it wears), all sent with one link (`tpp_` + 32 random bytes, base64url; only its
 * SHA-256 is kept) valid the dealer's `proof_link_days`, emailed to the quote's contact through
 * the notices outbox in the same transaction, each with its proof sheet's PDF queued.
 * The outbox keeps the token only as a hidden secret of the email until it is sent.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.js';
import type { DealerRow, StoredSizeLine } from '../../db/types.js';
import { sharedContact } from '../../lib/dealer-contact.js';
import { BadUserInputError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { lockerItemId } from '../lockers/index.js';
import { lockLockerForQuote, lockerCodeById, lockingQuoteOf } from '../lockers/index.js';
import { proofSentMessage } from '../notices/index.js';
import { lockerOpenUrl } from '../projects/index.js';
import { findProjectById } from '../projects/index.js';
import { dealerById } from '../dealers/index.js';
import { setQuoteItems } from '../quotes/index.js';
import { safeFilename } from '../../lib/filename.js';
import { changedParts, changesSummary, rosterHashOf } from './proof-status.js';
import * as repo from './proofs.repository.js';
import {
  currentOf,
  hashOf,
  TOKEN_PREFIX,
  type ProofDeliveryView,
  type ProofReads,
  type ProofsDeps,
} from './proof-reads.js';
import { teamNameOf } from '../projects/index.js';

export function proofSending(db: Db, deps: ProofsDeps, reads: ProofReads) {
  const now = deps.now ?? (() => new Date());
  const { withStanding, itemsWithProofs, toSent } = reads;
  return {
    /**
     * Sends the proofs of quote `quoteId`'s items (`lockerItemIds`, default
     * all) to its contact. Errors as `sendProofs` (schema/proofs.graphql).
     */
    async send(
      dealer: DealerRow,
      quoteId: string,
      lockerItemIds?: readonly string[] | null,
    ): Promise<ProofDeliveryView> {
      const quote = await deps.quotes.ownQuote(dealer.id, quoteId);
      if (quote.status !== 'OPEN') throw new ConflictError('Proofs are sent for open quotes only');
      const code = await lockerCodeById(db, quote.locker_id);
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
        const locking = await lockingQuoteOf(trx, quote.locker_id);
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
        const team = teamNameOf(project);
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
            // The logos' pictures as shown: the proof draws these, whatever an Edit crop does later.
            logoKeys: item.logo_keys,
            sizeLines,
            rosterHash: rosterHashOf(sizeLines),
          });
          // The proof sheet as a PDF, named after the team and the product.
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
        if (locking == null) await lockLockerForQuote(trx, quote.locker_id, quote.id);
        // Last (its limits may refuse, rolling everything back). The outbox keeps the link's
        // token hidden, and only until the email is sent.
        const notice = await deps.notices.queue(trx, {
          dealerId: dealer.id,
          event: 'PROOF_SENT',
          recipient: quote.contact_email,
          message: (hide) =>
            proofSentMessage({
              dealerName: settings.name ?? settings.code,
              // The customer's email shows what the proof page shows: what the dealer shares.
              dealerEmail: sharedContact(settings).email,
              dealerPhone: sharedContact(settings).phone,
              teamName: team,
              customerName: quote.contact_name,
              proofs: toSend.map((c, i) => ({
                productName: c.item.product_name,
                version: rows[i]!.version,
                // What the customer reads of a new version: what changed since the last one.
                changes: c.proof
                  ? changesSummary(c.proof.version, changedParts(toSent(c.proof), currentOf(c.item)))
                  : null,
              })),
              url: `${deps.publicUrl()}/proofs/${hide(token)}`,
              expiresAt,
              // The locker opens by its code on the customer's other devices (its code hidden too).
              lockerUrl: project ? lockerOpenUrl(deps.publicUrl(), project, settings.code, hide(code)) : null,
            }),
        });
        return { rows, emailed: notice.emailed };
      });
      deps.notices.wake();
      deps.pdfs.wakePdfJobs();
      // Emailed only when the email is to go: not HELD (no SMTP server), nor SUPPRESSED (unsubscribed).
      return { url, expiresAt, proofs: await withStanding(db, sent.rows), emailed: sent.emailed };
    },
  };
}
