/**
 * The render job worker (R1, R2): takes jobs from the pg-boss `render` queue and runs them
 * through the render service. Runs inside the gateway process (RENDER_WORKER=on) or alone.
 */
import type { Jobs } from '../../plugins/jobs.js';
import { QUEUES } from '../../plugins/jobs.js';
import type { Services } from '../../services.js';
import { createLoaders } from '../../loaders.js';
import type { GraphQLContext } from '../../context.js';
import { snapsheetProductSpec } from '../projects/projects.resolvers.js';
import type { RenderJobData } from './render.service.js';
import { ANONYMOUS } from '../../lib/caller.js';

export async function startRenderWorker(jobs: Jobs, services: Services): Promise<void> {
  const pdfSource = {
    async specs(projectId: number) {
      const loaders = createLoaders(services.db);
      const ctx = {
        services,
        loaders,
        caller: ANONYMOUS,
        dealer: null,
        tokenId: null,
        ip: '',
      } satisfies GraphQLContext;
      const products = await services.snapsheets.products(projectId);
      return Promise.all(products.map((p) => snapsheetProductSpec(ctx, p)));
    },
    async printUrl(projectId: number) {
      const project = await services.db
        .selectFrom('projects as p')
        .innerJoin('dealers as d', 'd.id', 'p.dealer_id')
        .select(['p.public_id', 'd.code'])
        .where('p.id', '=', projectId)
        .executeTakeFirstOrThrow();
      return `${services.config.publicUrl}/print/snapsheets/${encodeURIComponent(project.code)}/${project.public_id}`;
    },
  };
  await jobs.boss.work<RenderJobData>(QUEUES.render, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const data = job.data;
    if (data.kind === 'snapshots') {
      await services.render.renderSnapshots(data.spec, data.width, data.height);
    } else if (data.kind === 'pdf') {
      await services.render.runPdfJob(data.renderJobId, pdfSource);
    }
  });
}
