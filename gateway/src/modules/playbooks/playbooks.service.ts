/**
 * Editing stored playbook catalogues (P3): every editing call of the original section 7
 * 'Projects and catalogs' (bulk edit, sports, catalogs, catalog products, filters). Every change
 * needs the playbook's dealer or a passcode session of it (`canEditProject`); anything else
 * answers NOT_FOUND, like an id that does not exist (A6). An archived playbook answers CONFLICT.
 * Each change runs in one transaction (playbook-changes.ts). Composed of the playbook's own
 * fields and filters (playbook-settings.ts), its sports and catalogs (playbook-sports.ts) and
 * its catalog products (playbook-products.ts). Building, copying and printing a catalogue is
 * catalogue-builder.ts; the schools list and the publish queues are publish-queues.service.ts;
 * the SQL is in playbooks.repository.ts.
 */
import type { Db } from '../../db/index.js';
import type { configurationsService } from '../configurations/index.js';
import type { ProjectsService } from '../projects/index.js';
import { catalogueBuilder } from './catalogue-builder.js';
import { playbookChanges } from './playbook-changes.js';
import { playbookCreation } from './playbook-creation.js';
import { playbookProducts } from './playbook-products.js';
import { playbookSettings } from './playbook-settings.js';
import { playbookSports } from './playbook-sports.js';
import { cataloguesOf } from './playbooks.repository.js';

export type { CreatePlaybookInput } from './playbook-creation.js';
export type { AddCatalogProductInput, CatalogProductInput } from './playbook-products.js';
export type { PlaybookInput } from './playbook-settings.js';

type Configurations = ReturnType<typeof configurationsService>;

export function playbooksService(db: Db, deps: { configurations: Configurations; projects: ProjectsService }) {
  const { configurations, projects } = deps;
  const builder = catalogueBuilder(db, configurations);
  const changes = playbookChanges(db, projects);

  return {
    ...playbookCreation(db, { projects, builder }),
    productSpec: builder.productSpec,
    printSpecs: builder.printSpecs,
    copyCatalogue: builder.copyCatalogue,
    backfill: builder.backfill,

    /** Stored catalogues by playbook id (for the per-request loader). */
    catalogues: (projectIds: readonly number[]) => cataloguesOf(db, projectIds),

    ...playbookSettings(db, { projects, builder, changes }),
    ...playbookSports(db, { builder, changes }),
    ...playbookProducts(db, { configurations, builder, changes }),
  };
}

export type PlaybooksService = ReturnType<typeof playbooksService>;
