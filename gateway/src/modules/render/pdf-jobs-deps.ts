/**
 * What PDF jobs are given: the use cases (pdf-jobs.service.ts) and the runner
 * (pdf-job-runner.ts) share it, so it lives below both.
 */
import type { Config } from '../../config.js';
import type { BlobStore } from '../../plugins/files.js';
import type { ProjectsService } from '../projects/index.js';
import type { PrintGrants } from './print-grants.js';
import type { RenderClient } from './render-client.js';
import type { RenderLog, RenderQueue, RenderSettings } from './render-queue.js';
import type { SnapshotsService } from './snapshots.service.js';

/** What PDF jobs need besides the database (render.service.ts wires them). */
export interface PdfJobsDeps {
  queue: RenderQueue;
  /** Takes one PDF export from an address's budget (render-queue.ts `renderBudgets`). */
  allow: (ip: string) => Promise<boolean>;
  snapshots: Pick<SnapshotsService, 'queueSnapshots' | 'renderSnapshots'>;
  client: RenderClient;
  blobs: BlobStore;
  /** Finds the project a caller may change (exports). */
  projects: Pick<ProjectsService, 'editable' | 'byPublicId'>;
  /** Read grants of print pages (drafts print too). */
  printGrants: PrintGrants;
  /** Read at call time: tests set `publicUrl` after the app is built. */
  config: Pick<Config, 'publicUrl'>;
  settings: RenderSettings;
  log: RenderLog;
}
