/**
 * The application's services, built once per app and shared by resolvers (through the
 * context) and job workers.
 */
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { BlobStore } from './plugins/files.js';
import type { Jobs } from './plugins/jobs.js';
import type { UploadStaging } from './plugins/uploads.js';
import { dealersService } from './modules/dealers/dealers.service.js';
import { customersService } from './modules/customers/customers.service.js';
import { logosService } from './modules/files/logos.service.js';
import { configurationsService } from './modules/configurations/configurations.service.js';
import { snapsheetsService } from './modules/projects/snapsheets.service.js';
import { projectsService } from './modules/projects/projects.service.js';
import { lockersService } from './modules/lockers/lockers.service.js';
import { renderService } from './modules/render/render.service.js';
import type { RenderClient } from './modules/render/render-client.js';
import { quotesService } from './modules/quotes/quotes.service.js';
import { settingsService } from './modules/settings/settings.service.js';
import { repsService } from './modules/reps/reps.service.js';
import { catalogRepository } from './modules/catalog/catalog.repository.js';

export function createServices(deps: {
  config: Config;
  db: Db;
  blobs: BlobStore;
  jobs: Jobs | null;
  renderClient: RenderClient;
  entrySecret: string | undefined;
  /** Files staged by `POST /uploads` (D6). */
  uploads?: UploadStaging;
}) {
  const { config, db, blobs } = deps;
  const configurations = configurationsService(db, { publicUrl: config.publicUrl, urlForBlob: (k) => blobs.urlFor(k) });
  return {
    config,
    db,
    blobs,
    dealers: dealersService(db, {
      entrySecret: deps.entrySecret,
      sessionTtlHours: config.SESSION_TTL_HOURS,
      entryValidation: config.DEALER_ENTRY_VALIDATION,
      entryCheckUrl: config.DEALER_ENTRY_CHECK_URL,
      passcode: {
        maxPerProject: config.PASSCODE_MAX_FAILURES_PER_PROJECT,
        maxPerAddress: config.PASSCODE_MAX_FAILURES_PER_ADDRESS,
        windowSeconds: config.PASSCODE_WINDOW_SECONDS,
        concurrency: config.PASSCODE_HASH_CONCURRENCY,
        queue: config.PASSCODE_HASH_QUEUE,
      },
    }),
    catalog: catalogRepository(db),
    customers: customersService(db),
    logos: logosService(db, blobs, deps.uploads),
    configurations,
    snapsheets: snapsheetsService(db),
    projects: projectsService(db),
    lockers: lockersService(db, configurations),
    settings: settingsService(db),
    reps: repsService(db),
    render: renderService(db, { jobs: deps.jobs, blobs, client: deps.renderClient }),
    quotes: quotesService(db, {
      jobs: deps.jobs,
      sync: {
        retryLimit: config.ORDER_SYNC_RETRY_LIMIT,
        retryDelaySeconds: config.ORDER_SYNC_RETRY_DELAY_SECONDS,
        timeoutMs: config.ORDER_SYNC_TIMEOUT_MS,
        allowPrivate: config.ORDER_WEBHOOK_ALLOW_PRIVATE,
      },
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
