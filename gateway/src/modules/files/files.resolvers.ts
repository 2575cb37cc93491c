/**
 * Logos (D6).
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { requireDealer } from '../../lib/auth.js';

export const filesResolvers: Resolvers = {
  Mutation: {
    uploadLogo: (_p, { input }, ctx) => ctx.services.logos.upload(requireDealer(ctx).id, input),
  },
  Logo: {
    id: (l) => String(l.id),
    url: (l, _a, { services }) => services.blobs.urlFor(l.blob_key),
    contentType: (l) => l.content_type,
    byteSize: (l) => l.byte_size,
  },
};
