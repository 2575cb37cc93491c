/**
 * Notices: thin resolvers over the notices service; the caller's own only
 * (dealer only, A6).
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { requireDealer } from '../../lib/auth.js';
import { shownText } from './notices.service.js';

export const noticesResolvers: Resolvers = {
  Query: {
    notices: (_p, args, ctx) => ctx.services.notices.list(requireDealer(ctx).id, args),
    noticesDelivered: (_p, _a, ctx) => {
      requireDealer(ctx);
      return ctx.services.notices.delivers();
    },
  },
  // The customer's confirmation and the dealer's dialogs say whether an email goes.
  Quote: {
    emailsDelivered: (_q, _a, ctx) => ctx.services.notices.delivers(),
  },
  Notice: {
    id: (n) => String(n.id),
    // A link's secret (a proof link's token, the unsubscribe token) shows as `[hidden]`.
    text: (n) => shownText(n.text_body),
    lastError: (n) => n.last_error,
    createdAt: (n) => n.created_at,
    sentAt: (n) => n.sent_at,
  },
};
