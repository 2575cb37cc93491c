/**
 * My Settings (D3) and API tokens (A7): thin resolvers over the settings service; every call is
 * the caller's own dealer (A6).
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { ForbiddenError } from '../../lib/errors.js';
import { requireDealer } from '../../lib/auth.js';

export const settingsResolvers: Resolvers = {
  Mutation: {
    updateDealerSettings: (_p, { input }, ctx) => ctx.services.settings.update(requireDealer(ctx).id, input),
    setDealerPasscode: (_p, { passcode }, ctx) => ctx.services.settings.setPasscode(requireDealer(ctx).id, passcode),
    setDealerLogo: (_p, { logoId }, ctx) => ctx.services.settings.setLogo(requireDealer(ctx).id, logoId),
    createApiToken: (_p, { name }, ctx) => ctx.services.settings.createToken(requireDealer(ctx).id, name),
    revokeApiToken: (_p, { id }, ctx) => ctx.services.settings.revokeToken(requireDealer(ctx).id, id),
  },
  Dealer: {
    requestQuoteEnabled: (d) => d.request_quote,
    proofLinkDays: (d, _a, ctx) => {
      if (ctx.dealer?.id !== d.id) throw new ForbiddenError();
      return d.proof_link_days;
    },
    convertWithoutApproval: (d, _a, ctx) => {
      if (ctx.dealer?.id !== d.id) throw new ForbiddenError();
      return d.convert_without_approval;
    },
    sharePhone: (d, _a, ctx) => {
      if (ctx.dealer?.id !== d.id) throw new ForbiddenError();
      return d.share_phone;
    },
    shareEmail: (d, _a, ctx) => {
      if (ctx.dealer?.id !== d.id) throw new ForbiddenError();
      return d.share_email;
    },
    quoteTerms: (d, _a, ctx) => {
      if (ctx.dealer?.id !== d.id) throw new ForbiddenError();
      return d.quote_terms;
    },
    quoteValidDays: (d, _a, ctx) => {
      if (ctx.dealer?.id !== d.id) throw new ForbiddenError();
      return d.quote_valid_days;
    },
    hasPasscode: (d, _a, ctx) => {
      if (ctx.dealer?.id !== d.id) throw new ForbiddenError();
      return d.passcode_hash != null;
    },
    passcodeChangeRequired: (d, _a, ctx) => {
      if (ctx.dealer?.id !== d.id) throw new ForbiddenError();
      return d.passcode_hash != null && d.passcode_change_required;
    },
    apiTokens: (d, _a, ctx) => {
      // Tokens are private to the dealer itself (A6, A7).
      if (ctx.dealer?.id !== d.id) throw new ForbiddenError();
      return ctx.services.settings.listTokens(d.id);
    },
  },
};
