/**
 * Render jobs (R2, P7): PDF export of a snapsheet, polled for progress.
 */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { BadUserInputError, NotFoundError } from '../../errors.js';

export const renderResolvers: Resolvers = {
  Query: {
    renderJob: async (_p, { id }, { services, caller }) => {
      const n = /^\d{1,9}$/.test(id) ? Number(id) : 0;
      const job = await services.render.renderJob(n);
      // Only the job's owner (its dealer, or a passcode session of its project) sees it.
      if (!job || caller.kind === 'VISITOR' || job.dealer_id !== caller.dealer.id) return null;
      if (caller.kind === 'PROJECT' && job.project_id !== caller.projectId) return null;
      return job;
    },
  },
  Mutation: {
    exportProjectPdf: async (_p, { projectType, projectId }, ctx) => {
      if (projectType !== 'SNAPSHEET')
        throw new BadUserInputError('projectType', 'Only snapsheets can be exported for now');
      const project = await ctx.services.projects.editable(ctx.caller, 'SNAPSHEET', projectId);
      if (project.deleted_at) throw new NotFoundError('Snapsheet');
      return ctx.services.render.queuePdf({ projectId: project.id, dealerId: project.dealer_id });
    },
  },
  RenderJob: {
    id: (j) => String(j.id),
    url: (j, _a, { services }) => (j.status === 'DONE' && j.blob_key ? services.blobs.urlFor(j.blob_key) : null),
    createdAt: (j) => j.created_at,
  },
};
