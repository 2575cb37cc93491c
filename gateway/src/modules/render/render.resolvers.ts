/**
 * Render jobs (R2, P7): PDF export of a snapsheet or a playbook, polled for progress. Both answer
 * the owning dealer (or a passcode session of the project) only (NOT_FOUND otherwise); the checks
 * live in the render service.
 */
import type { Resolvers } from '../../generated/resolvers-types.js';

export const renderResolvers: Resolvers = {
  Query: {
    renderJob: (_p, { id }, ctx) => ctx.services.render.jobFor(ctx, id),
    sharedProjectPdf: (_p, { projectType, projectId }, ctx) => ctx.services.render.sharedPdf(projectType, projectId),
  },
  Mutation: {
    exportProjectPdf: (_p, { projectType, projectId }, ctx) =>
      ctx.services.render.exportPdf(ctx, projectType, projectId),
    requestSharedProjectPdf: (_p, { projectType, projectId }, ctx) =>
      ctx.services.render.requestSharedPdf(ctx, projectType, projectId),
  },
  RenderJob: {
    id: (j) => String(j.id),
    // `/files/pdfs/<sha256>.pdf?download=<filename>`: served as an attachment under that name.
    url: (j, _a, { services }) => {
      if (j.status !== 'DONE' || !j.blob_key) return null;
      const path = services.blobs.urlFor(j.blob_key);
      return j.filename ? `${path}?download=${encodeURIComponent(j.filename)}` : path;
    },
    filename: (j) => j.filename,
    createdAt: (j) => j.created_at,
  },
};
