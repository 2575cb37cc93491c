/**
 * Render jobs (R2, P7): PDF export of a snapsheet, polled for progress. Both answer the owning
 * dealer only (NOT_FOUND otherwise); the checks live in the render service.
 */
import type { Resolvers } from '../../generated/resolvers-types.js';

export const renderResolvers: Resolvers = {
  Query: {
    renderJob: (_p, { id }, ctx) => ctx.services.render.jobFor(ctx, id),
  },
  Mutation: {
    exportProjectPdf: (_p, { projectType, projectId }, ctx) =>
      ctx.services.render.exportPdf(ctx, projectType, projectId),
  },
  RenderJob: {
    id: (j) => String(j.id),
    url: (j, _a, { services }) => (j.status === 'DONE' && j.blob_key ? services.blobs.urlFor(j.blob_key) : null),
    createdAt: (j) => j.created_at,
  },
};
