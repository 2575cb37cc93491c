/**
 * Proofs and their approval: thin resolvers over the proofs
 * service. Sending is the dealer's (A6); reading and deciding is for whoever holds a proof link's
 * token, which opens its proofs and nothing else.
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { requireDealer } from '../../lib/auth.js';
import { NotFoundError } from '../../lib/errors.js';

export const proofsResolvers: Resolvers = {
  Query: {
    proofApproval: (_p, { token }, ctx) => ctx.services.proofs.approval(token),
    proof: (_p, { id }, ctx) => ctx.services.proofs.forPrint(ctx.caller, id),
  },
  Mutation: {
    sendProofs: (_p, { quoteId, lockerItemIds }, ctx) =>
      ctx.services.proofs.send(requireDealer(ctx), quoteId, lockerItemIds),
    approveProof: (_p, { token, proofId, approverName, agreed }, ctx) =>
      ctx.services.proofs.approve(token, proofId, approverName, agreed),
    requestProofChanges: (_p, { token, proofId, comment }, ctx) =>
      ctx.services.proofs.requestChanges(token, proofId, comment),
  },
  Quote: {
    proofs: (q, _a, ctx) => ctx.services.proofs.ofQuote(ctx.caller, q),
  },
  QuoteLink: {
    approvedProofs: (q, _a, ctx) => ctx.services.proofs.approvedOfQuote(q),
  },
  Order: {
    approvalWaived: (o) => o.approval_waived,
  },
  QuoteItemProof: {
    status: (i) => i.standing.status,
    statusMessage: (i) => i.standing.message,
    versions: (i, _a, ctx) => ctx.services.proofs.versionsOf(i),
    configurationShortId: async (i, _a, { loaders }) => {
      const c = await loaders.configuration.load(i.configurationId);
      if (!c) throw new NotFoundError('Configuration');
      return c.short_id;
    },
  },
  Proof: {
    id: (p) => String(p.id),
    status: (p) => p.standing.status,
    statusMessage: (p) => p.standing.message,
    // The design as proofed: its logos drawn with the pictures the proof was sent with.
    configuration: async (p, _a, { loaders }) => {
      const c = await loaders.configuration.load(p.configuration_id);
      if (!c) throw new NotFoundError('Configuration');
      return { ...c, frozenLogos: p.logo_keys };
    },
    sizeLines: (p) => p.size_lines,
    quantity: (p) => p.size_lines.reduce((n, l) => n + l.quantity, 0),
    productionDays: async (p, _a, { loaders }) => {
      const c = await loaders.configuration.load(p.configuration_id);
      const s = c ? await loaders.style.load(c.style_id) : null;
      if (!s) throw new NotFoundError('Product');
      return s.production_days;
    },
    sentAt: (p) => p.created_at,
    decidedAt: (p) => p.decided_at,
    approverName: (p) => p.approver_name,
    expiresAt: (p) => p.expires_at,
    pdf: (p, _a, ctx) => ctx.services.proofs.pdfJob(p),
    changes: (p, _a, ctx) => ctx.services.proofs.changesOf(p),
    teamName: async (p, _a, ctx) => (await ctx.services.proofs.contextOf(p)).teamName,
    sender: async (p, _a, ctx) => (await ctx.services.proofs.contextOf(p)).sender,
  },
  ProofSender: {
    name: (d) => d.name ?? d.code,
    logo: (d, _a, { loaders }) => (d.logo_id ? loaders.logo.load(d.logo_id) : null),
  },
};
