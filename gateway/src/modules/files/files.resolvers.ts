/**
 * Logos (D6): thin resolvers over the logos service; every call is the caller's dealer's (A6),
 * except `uploadProjectLogo` (C3: anyone who may open the project).
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { requireDealer } from '../../lib/auth.js';
import type { ProjectLogosResult } from './logos.service.js';

async function toProjectLogos(r: ProjectLogosResult, ctx: GraphQLContext) {
  return {
    projectType: r.projectType,
    projectId: String(r.projectId),
    defaultLogo: r.defaultLogoId
      ? (r.logos.find((l) => l.id === r.defaultLogoId) ?? (await ctx.loaders.logo.load(r.defaultLogoId)))
      : null,
    logos: r.logos,
    // Read by the ProjectLogos.visitorLogos resolver, only when selected.
    visitorLogos: [],
    clearedDecorations: r.clearedDecorations,
  };
}

export const filesResolvers: Resolvers = {
  Query: {
    logos: (_p, args, ctx) => ctx.services.logos.list(requireDealer(ctx).id, args),
    projectLogos: async (_p, { projectType, projectId }, ctx) =>
      toProjectLogos(await ctx.services.logos.projectLogos(ctx.caller, projectType, projectId), ctx),
  },
  Mutation: {
    uploadLogo: (_p, { input }, ctx) => ctx.services.logos.upload(requireDealer(ctx).id, input),
    uploadProjectLogo: (_p, { projectType, projectId, input }, ctx) =>
      ctx.services.logos.uploadForProject(ctx.caller, projectType, projectId, input, ctx.ip),
    uploadFile: (_p, { input }, ctx) => ctx.services.logos.uploadFile(requireDealer(ctx).id, input),
    updateLogo: (_p, { id, input }, ctx) => ctx.services.logos.update(requireDealer(ctx).id, id, input),
    cropLogo: (_p, { id, input }, ctx) => ctx.services.logos.cropLogo(requireDealer(ctx).id, id, input),
    setLogoType: (_p, { logoId, types }, ctx) => ctx.services.logos.update(requireDealer(ctx).id, logoId, { types }),
    deleteLogo: (_p, { id }, ctx) => ctx.services.logos.delete(requireDealer(ctx).id, id),
    addProjectLogo: async (_p, a, ctx) =>
      toProjectLogos(
        await ctx.services.logos.addToProject(ctx.caller, a.projectType, a.projectId, a.logoId, a.replaceLogoId),
        ctx,
      ),
    removeProjectLogo: async (_p, a, ctx) =>
      toProjectLogos(await ctx.services.logos.removeFromProject(ctx.caller, a.projectType, a.projectId, a.logoId), ctx),
    setDefaultLogo: async (_p, a, ctx) =>
      toProjectLogos(await ctx.services.logos.setDefault(ctx.caller, a.projectType, a.projectId, a.logoId), ctx),
  },
  ProjectLogos: {
    visitorLogos: (p, _a, ctx) => ctx.services.logos.visitorLogos(ctx.caller, p.projectType, p.projectId),
  },
  Logo: {
    id: (l) => String(l.id),
    url: (l, _a, { services }) => services.blobs.urlFor(l.blob_key),
    // D6 Edit crop: the uncut image and the crop, the owning dealer's only (like its customer).
    originalUrl: (l, _a, { services, dealer }) =>
      l.original_blob_key && dealer?.id === l.dealer_id ? services.blobs.urlFor(l.original_blob_key) : null,
    crop: (l, _a, { dealer }) => (dealer?.id === l.dealer_id ? l.crop : null),
    name: (l) => l.name ?? l.filename,
    kind: (l) => l.kind,
    contentType: (l) => l.content_type,
    byteSize: (l) => l.byte_size,
    // The library's customer link is the owning dealer's only (A6).
    customerId: (l, _a, { dealer }) => (l.customer_id && dealer?.id === l.dealer_id ? String(l.customer_id) : null),
    createdAt: (l) => l.created_at,
  },
};
