/**
 * A project's logos (D6) and the default-logo rules of the original section 4: the first logo
 * of a project becomes its default, replacing the default makes the replacement default, and
 * removing the default clears it and the graphics that use it. Whoever may read a project sees
 * its logos (A5); its dealer or a passcode session of it changes them (A4); another dealer's
 * project or logo answers NOT_FOUND and changes nothing (A6).
 */
import type { Caller } from '../../lib/caller.js';
import { resolveProject } from '../projects/index.js';
import {
  addProjectLogo,
  deleteProjectLogo,
  insertProjectLogo,
  isProjectLogo,
  setProjectDefaultLogo,
} from '../projects/index.js';
import { insertUnhashedConfiguration } from '../configurations/index.js';
import { productConfigurationsOfProject, setProductConfiguration } from '../snapsheets/index.js';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database, LogoRow, ProjectRow, ProjectTypeValue, StoredDecoration } from '../../db/types.js';
import { NotFoundError } from '../../lib/errors.js';
import * as repo from './logos.repository.js';
import { deleteVisitorLogo, visitorLogosOfProject } from './visitor-logos.repository.js';

/** The result of a project-logo change (ProjectLogos in schema/files.graphql). */
export interface ProjectLogosResult {
  projectType: ProjectTypeValue;
  projectId: string;
  defaultLogoId: number | null;
  logos: LogoRow[];
  clearedDecorations: number;
}

/** Drops GRAPHICS/UPLOADS decorations that use `logoId`; returns the kept list and the count. */
export function withoutLogo(
  decorations: readonly StoredDecoration[],
  logoId: number,
): { kept: StoredDecoration[]; removed: number } {
  const kept = decorations.filter(
    (d) => !(d.logoId === logoId && (d.contentType === 'GRAPHICS' || d.contentType === 'UPLOADS')),
  );
  return { kept, removed: decorations.length - kept.length };
}

/** What other modules do when a logo module call changes a project's default logo. */
export interface LogoHooks {
  /**
   * Runs in the transaction that makes `logoId` the default logo of `project` (the row as it
   * was before): a snapsheet redraws its products in the team's look (P5).
   */
  onDefaultLogo?: (trx: Transaction<Database>, project: ProjectRow, logoId: number) => Promise<void>;
  /**
   * Runs in the transaction that gives logo `logoId` another picture (an Edit crop): the
   * configurations wearing it take their render hashes again, so their snapshots are drawn anew.
   */
  onPicture?: (trx: Db, logoId: number) => Promise<void>;
}

/** A project by public id that the caller may change (`edit`) or read; NOT_FOUND otherwise (A5, A6). */
export async function projectFor(
  db: Db,
  caller: Caller,
  type: ProjectTypeValue,
  id: string,
  edit: boolean,
): Promise<ProjectRow> {
  const row = await resolveProject(db, caller, { type, publicId: id }, edit ? 'edit' : 'read');
  if (!row) throw new NotFoundError('Project');
  return row;
}

/**
 * Clears the graphics using `logoId` in a project's products (section 4: removing the default
 * clears the uniform and spiritwear graphics). Configurations are immutable, so a product whose
 * configuration changes gets a new configuration (new short id). Returns the decorations removed.
 */
async function clearGraphics(trx: Db, projectId: number, logoId: number): Promise<number> {
  const products = await productConfigurationsOfProject(trx, projectId);
  let removed = 0;
  for (const p of products) {
    const decorations = (p.decorations ?? []) as StoredDecoration[];
    const { kept, removed: n } = withoutLogo(decorations, logoId);
    if (!n) continue;
    removed += n;
    const content = {
      styleId: p.style_id,
      variantId: p.variant_id,
      designId: p.design_id,
      colorIds: p.color_ids,
      reversibleView: p.reversible_view,
      decorations: kept,
    };
    const config = await insertUnhashedConfiguration(trx, content);
    await setProductConfiguration(trx, p.productId, config.id);
  }
  return removed;
}

/** Takes `logoId` out of a project; the default rule included. Returns decorations cleared. */
export async function detach(trx: Db, project: { id: number; default_logo_id: number | null }, logoId: number) {
  await deleteProjectLogo(trx, project.id, logoId);
  if (project.default_logo_id !== logoId) return 0;
  await setProjectDefaultLogo(trx, project.id, null);
  return clearGraphics(trx, project.id, logoId);
}

/**
 * The project-logo use cases; `ownLogo`: the dealer's live logo by id, NOT_FOUND otherwise
 * (logos.service.ts); `releaseLogo`: frees a logo's bytes from its uploader's quotas, in the
 * transaction that deletes it (upload-quotas.ts).
 */
export function projectLogoRules(
  db: Db,
  hooks: LogoHooks,
  deps: {
    ownLogo: (dealerId: number, id: string | number) => Promise<LogoRow>;
    releaseLogo: (trx: Db, logoId: number) => Promise<void>;
  },
) {
  const { ownLogo } = deps;

  async function projectLogos(project: ProjectRow, clearedDecorations = 0): Promise<ProjectLogosResult> {
    const defaultLogoId = await repo.defaultLogoIdOfProject(db, project.id);
    const logos = await repo.liveLogosOfProject(db, project.id);
    return {
      projectType: project.type,
      projectId: project.public_id,
      defaultLogoId,
      logos,
      clearedDecorations,
    };
  }

  return {
    /** D6: a project's logos and default logo, for whoever may read the project (A5). */
    async projectLogos(caller: Caller, type: ProjectTypeValue, projectId: string) {
      return projectLogos(await projectFor(db, caller, type, projectId, false));
    },

    /**
     * Section 4: the first logo of a project becomes its default; replacing the default makes the
     * replacement default. The project's dealer or a passcode session of it (A4); NOT_FOUND for
     * another dealer's project or logo.
     */
    async addToProject(
      caller: Caller,
      type: ProjectTypeValue,
      projectId: string,
      logoId: string,
      replaceLogoId?: string | null,
    ): Promise<ProjectLogosResult> {
      const project = await projectFor(db, caller, type, projectId, true);
      const dealerId = project.dealer_id;
      const logo = await ownLogo(dealerId, logoId);
      const replaced = replaceLogoId ? await ownLogo(dealerId, replaceLogoId) : null;
      const current = await repo.projectLogoIds(db, project.id);
      // The library is the dealer's (A4, A6): a passcode session only rearranges the project's own logos.
      if (caller.kind !== 'DEALER' && !current.includes(logo.id)) throw new NotFoundError('Logo');
      await db.transaction().execute(async (trx) => {
        if (!current.includes(logo.id)) await insertProjectLogo(trx, project.id, logo.id);
        let makeDefault = project.default_logo_id == null;
        if (replaced && replaced.id !== logo.id) {
          await deleteProjectLogo(trx, project.id, replaced.id);
          if (project.default_logo_id === replaced.id) makeDefault = true;
        }
        if (makeDefault) {
          await setProjectDefaultLogo(trx, project.id, logo.id);
          if (project.default_logo_id !== logo.id) await hooks.onDefaultLogo?.(trx, project, logo.id);
        }
      });
      return projectLogos(project);
    },

    /**
     * Removing the default clears it and the graphics that use it (section 4). A logo a visitor
     * uploaded for the project (C3) is deleted by its dealer (its bytes leave the visitors'
     * quotas; NOT_FOUND for a passcode session).
     */
    async removeFromProject(caller: Caller, type: ProjectTypeValue, projectId: string, logoId: string) {
      const project = await projectFor(db, caller, type, projectId, true);
      const logo = await ownLogo(project.dealer_id, logoId);
      const visitors = logo.project_id === project.id && !!logo.uploaded_by?.startsWith('visitor:');
      if (visitors && caller.kind !== 'DEALER') throw new NotFoundError('Logo');
      const cleared = await db.transaction().execute(async (trx) => {
        const n = await detach(trx, project, logo.id);
        if (visitors) {
          await deps.releaseLogo(trx, logo.id);
          await deleteVisitorLogo(trx, logo.id);
        }
        return n;
      });
      return projectLogos(project, cleared);
    },

    /** Logos visitors uploaded for a project (C3), newest first: its dealer's only, [] for others. */
    async visitorLogos(caller: Caller, type: ProjectTypeValue, projectId: string): Promise<LogoRow[]> {
      if (caller.kind !== 'DEALER') return [];
      const project = await projectFor(db, caller, type, projectId, true);
      return visitorLogosOfProject(db, project.id);
    },

    /** Makes a logo the project's default (adding it to the project when missing). */
    async setDefault(caller: Caller, type: ProjectTypeValue, projectId: string, logoId: string) {
      const project = await projectFor(db, caller, type, projectId, true);
      const logo = await ownLogo(project.dealer_id, logoId);
      if (caller.kind !== 'DEALER') {
        if (!(await isProjectLogo(db, project.id, logo.id))) throw new NotFoundError('Logo');
      }
      await db.transaction().execute(async (trx) => {
        await addProjectLogo(trx, project.id, logo.id);
        await setProjectDefaultLogo(trx, project.id, logo.id);
        if (project.default_logo_id !== logo.id) await hooks.onDefaultLogo?.(trx, project, logo.id);
      });
      return projectLogos(project);
    },
  };
}
