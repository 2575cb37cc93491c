/**
 * The render job worker (R1, R2): takes jobs from the pg-boss `render` queue and runs them
 * through the render service. Runs inside the gateway process (RENDER_WORKER=on) or alone.
 * It is woken when a render job is queued, in this process or (PostgreSQL) in any gateway
 * (plugins/jobs.ts), and polls every RENDER_WORKER_POLL_SECONDS as a fallback.
 * Before it takes the first job it recovers work a dead worker left behind (crash recovery,
 * RENDER_RECOVER_AFTER_SECONDS), and again every minute when that threshold is above 0.
 */
import type { Jobs } from '../../plugins/jobs.js';
import { QUEUES } from '../../plugins/jobs.js';
import type { Services } from '../../services.js';
import type { ProjectKinds } from '../projects/index.js';
import type { PdfSource, RenderJobData } from './render.service.js';

/** How often the recovery sweep runs while the worker is up (RENDER_RECOVER_AFTER_SECONDS > 0), ms. */
const SWEEP_EVERY_MS = 60_000;

/**
 * R2: what a PDF job draws before printing, read with the job's own loaders (no GraphQL context):
 * the products of a project's print page (`ProjectKind.printSpecs` of `kinds`), a proof's
 * configuration as it was sent (its logos' frozen pictures), a quote's items.
 */
export function pdfSourceOf(services: Services, kinds: ProjectKinds): PdfSource {
  return {
    async specs(projectId, type) {
      const kind = kinds.of(type);
      if (!kind.printSpecs) throw new Error(`Projects of kind ${type} are not printed`);
      return kind.printSpecs(services, services.newLoaders(), projectId);
    },
    async proofSpec(proofId) {
      const loaders = services.newLoaders();
      const shown = await services.proofs.shownOf(proofId);
      const config = shown ? await loaders.configuration.load(shown.configurationId) : null;
      if (!shown || !config) throw new Error(`Proof ${proofId} has no configuration`);
      // The logos' pictures the proof was sent with, as its print page draws them.
      return services.configurations.renderSpec(loaders, { ...config, frozenLogos: shown.logoKeys });
    },
    async quoteSpecs(quoteId) {
      const loaders = services.newLoaders();
      const ids = await services.quotes.configurationIdsOf(quoteId);
      const configs = await Promise.all(ids.map((id) => loaders.configuration.load(id)));
      return Promise.all(configs.filter((c) => c != null).map((c) => services.configurations.renderSpec(loaders, c)));
    },
  };
}

/**
 * Starts the worker; resolves once it polls. The returned function stops the recovery sweep
 * (pg-boss itself is stopped by `jobs.stop()`).
 */
export async function startRenderWorker(
  jobs: Jobs,
  services: Services,
  /** The project kinds whose PDFs it prints (`ProjectKind.printSpecs`). */
  kinds: ProjectKinds,
  log: (level: 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) => void = () => undefined,
): Promise<() => void> {
  const pdfSource = pdfSourceOf(services, kinds);
  const staleAfter = services.config.RENDER_RECOVER_AFTER_SECONDS;
  await services.render.recover(staleAfter);
  let sweeping = false;
  const sweep =
    staleAfter > 0
      ? setInterval(() => {
          if (sweeping) return;
          sweeping = true;
          services.render
            .recover(staleAfter)
            .catch((err: unknown) => log('error', 'render recovery sweep failed', { error: (err as Error).message }))
            .finally(() => (sweeping = false));
        }, SWEEP_EVERY_MS)
      : undefined;
  sweep?.unref();

  // One pg-boss worker per warm page of the render service (RENDER_WORKER_CONCURRENCY): each
  // takes one job (the views of a spec, or a PDF) at a time and looks again at once when busy.
  for (let i = 0; i < services.config.RENDER_WORKER_CONCURRENCY; i++) {
    await jobs.work<RenderJobData>(
      QUEUES.render,
      { pollingIntervalSeconds: services.config.RENDER_WORKER_POLL_SECONDS },
      async (job) => {
        const data = job.data;
        const attempt = { lastAttempt: job.retryCount >= job.retryLimit };
        if (data.kind === 'snapshots') {
          await services.render.runSnapshotJob(data, attempt);
        } else if (data.kind === 'pdf') {
          await services.render.runPdfJob(data.renderJobId, pdfSource, attempt);
        }
      },
    );
  }
  return () => clearInterval(sweep);
}
