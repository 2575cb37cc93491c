/**
 * The customer's decisions on proofs: whoever holds a link approves a proof
 * (typed name and a tick) or asks for changes (a comment); the dealer hears of it by email. Only
 * the latest version of an item, still unchanged and not yet decided, can be decided, and only
 * before the link expires and while the quote is open.
 */
import { MAX_APPROVER_NAME_LENGTH, MAX_PROOF_COMMENT_LENGTH, MIN_APPROVER_NAME_LENGTH } from '@tas/rules';
import type { Db } from '../../db/index.js';
import { BadUserInputError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/row-id.js';
import { proofDecidedMessage } from '../notices/index.js';
import { findProjectById } from '../projects/index.js';
import { dealerById } from '../dealers/index.js';
import { quoteOfDealer } from '../quotes/index.js';
import { rosterHashOf, sameLogoKeys } from './proof-status.js';
import * as repo from './proofs.repository.js';
import { day, type ProofReads, type ProofsDeps, type ProofView } from './proof-reads.js';
import { teamNameOf } from '../projects/index.js';
import { safeFilename } from '../../lib/filename.js';

export function proofDecisions(db: Db, deps: ProofsDeps, reads: ProofReads) {
  const now = deps.now ?? (() => new Date());
  const { withStanding, linkOf } = reads;

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
        !sameLogoKeys(item.logo_keys, proof.logo_keys) ||
        rosterHashOf(item.size_lines) !== proof.roster_hash
      )
        throw new ConflictError(`This item changed after the proof was sent; ${dealerName} will send a new one`);
      const row = await repo.decideProof(trx, proof.id, {
        status: decision.approved ? 'APPROVED' : 'CHANGES_REQUESTED',
        approverName: decision.approved ? decision.approverName : null,
        comment: decision.approved ? null : decision.comment,
      });
      const project = quote.project_id ? await findProjectById(trx, quote.project_id) : undefined;
      // The approved sheet is printed again, saying who approved it and when (the print page
      // reads the proof as it is now): the PDF the dealer keeps is the record of the approval.
      if (decision.approved && project) {
        const team = teamNameOf(project);
        const pdfJobId = await deps.pdfs.queueProofPdf(trx, {
          proofId: row.id,
          dealerId: link.dealer_id,
          projectId: project.id,
          filename: safeFilename(
            `${team ? `${team} ` : ''}${item.product_name} proof v${row.version} approved`,
            `proof-v${row.version}-approved`,
          ),
        });
        await repo.setProofPdfJob(trx, row.id, pdfJobId);
      }
      if (dealer?.email) {
        await deps.notices.queue(trx, {
          dealerId: link.dealer_id,
          event: decision.approved ? 'PROOF_APPROVED' : 'PROOF_CHANGES_REQUESTED',
          recipient: dealer.email,
          message: proofDecidedMessage({
            dealerName,
            teamName: teamNameOf(project),
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
    if (decision.approved) deps.pdfs.wakePdfJobs();
    return (await withStanding(db, [decided]))[0]!;
  }

  return {
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
  };
}
