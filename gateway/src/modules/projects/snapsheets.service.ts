/**
 * Snapsheets (P5): create, add products, read by dealer code and id, pages of three.
 * Writes are the owning dealer's or a passcode session's of the snapsheet (A4, A6); reads go
 * through `projects.readable` (A5).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ProjectRow, SnapsheetProductRow } from '../../db/types.js';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../errors.js';
import type { Loaders } from '../../loaders.js';
import { offeredDesigns } from '../catalog/catalog.service.js';
import { canEditProject, type Caller } from '../../lib/caller.js';
import { isProjectPublicId, newProjectPublicId } from './public-id.js';

/** Products per snapsheet page (section 9). */
export const SNAPSHEET_PAGE_SIZE = 3;

/** Splits products (in order) into pages of three, numbered from 1 (P5). */
export function snapsheetPages<T>(products: readonly T[]): { number: number; products: T[] }[] {
  const pages: { number: number; products: T[] }[] = [];
  for (let i = 0; i < products.length; i += SNAPSHEET_PAGE_SIZE) {
    pages.push({ number: pages.length + 1, products: products.slice(i, i + SNAPSHEET_PAGE_SIZE) });
  }
  return pages;
}

/** Locked (section 4): a static template, or status quote or closed. */
export function isLocked(project: Pick<ProjectRow, 'is_static_template' | 'status'>): boolean {
  return project.is_static_template || ['QUOTE', 'CLOSED'].includes(project.status);
}

const GENDERS = ['MEN', 'WOMEN', 'YOUTH', 'UNISEX'];

function parseId(id: string): number {
  return /^\d{1,9}$/.test(id) ? Number(id) : 0;
}

export function snapsheetsService(db: Db) {
  /** A snapsheet the caller may change (its dealer, or a passcode session of it); NOT_FOUND otherwise. */
  async function own(caller: Caller, id: string): Promise<ProjectRow> {
    const row = isProjectPublicId(id)
      ? await db
          .selectFrom('projects')
          .selectAll()
          .where('public_id', '=', id)
          .where('type', '=', 'SNAPSHEET')
          .executeTakeFirst()
      : undefined;
    if (!row || !canEditProject(caller, row)) throw new NotFoundError('Snapsheet');
    return row;
  }

  async function checkColors(colorIds: readonly string[], field: string): Promise<number[]> {
    if (colorIds.length !== 3) throw new BadUserInputError(field, 'Choose three team colours');
    const ids = colorIds.map((c, i) => {
      const n = parseId(c);
      if (!n) throw new BadUserInputError(`${field}.${i}`, 'Unknown colour');
      return n;
    });
    const known = await db.selectFrom('colors').select('id').where('id', 'in', ids).execute();
    if (new Set(known.map((k) => k.id)).size !== new Set(ids).size)
      throw new BadUserInputError(field, 'Unknown colour');
    return ids;
  }

  return {
    own,
    /**
     * P5/D8: creates a snapsheet of the caller. `templateId`: one of the caller's snapsheets or
     * a static template, not archived. Errors: BAD_USER_INPUT `teamName`, `colorIds`,
     * `customerId`, `gender`, `templateId`, `logoId`.
     */
    async create(
      dealerId: number,
      input: {
        title?: string | null;
        teamName: string;
        customerId?: string | null;
        colorIds: readonly string[];
        gender?: string | null;
        templateId?: string | null;
        showPrices?: boolean | null;
        /** One of the caller's logos, the default logo (D8). */
        logoId?: string | null;
      },
    ): Promise<ProjectRow> {
      const teamName = input.teamName.trim();
      if (!teamName) throw new BadUserInputError('teamName', 'Team name is required');
      if (teamName.length > 80) throw new BadUserInputError('teamName', 'Team name is too long');
      const colorIds = await checkColors(input.colorIds, 'colorIds');
      let customerId: number | null = null;
      if (input.customerId) {
        const c = await db
          .selectFrom('customers')
          .select('id')
          .where('id', '=', parseId(input.customerId))
          .where('dealer_id', '=', dealerId)
          .executeTakeFirst();
        if (!c) throw new BadUserInputError('customerId', 'Unknown customer');
        customerId = c.id;
      }
      if (input.gender && !GENDERS.includes(input.gender)) throw new BadUserInputError('gender', 'Unknown gender');
      let templateId: number | null = null;
      if (input.templateId) {
        const t = await db
          .selectFrom('projects')
          .select('id')
          .where('public_id', '=', isProjectPublicId(input.templateId) ? input.templateId : '')
          .where('type', '=', 'SNAPSHEET')
          .where((eb) => eb.or([eb('dealer_id', '=', dealerId), eb('is_static_template', '=', true)]))
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!t) throw new BadUserInputError('templateId', 'Unknown snapsheet template');
        templateId = t.id;
      }
      let logoId: number | null = null;
      if (input.logoId) {
        const logo = await db
          .selectFrom('logos')
          .select('id')
          .where('id', '=', parseId(input.logoId))
          .where('dealer_id', '=', dealerId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!logo) throw new BadUserInputError('logoId', 'Unknown logo');
        logoId = logo.id;
      }
      return db.transaction().execute(async (trx) => {
        const project = await trx
          .insertInto('projects')
          .values({
            dealer_id: dealerId,
            public_id: newProjectPublicId(),
            type: 'SNAPSHEET',
            title: input.title?.trim() || teamName,
            team_name: teamName,
            customer_id: customerId,
            color_ids: colorIds,
            gender: input.gender ?? null,
            status: 'OPEN',
            show_prices: input.showPrices ?? true,
            template: null,
            template_id: templateId,
            default_logo_id: logoId,
            locker_code: null,
            deleted_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (templateId) {
          // Clone the template's products (P5 clone from template).
          const products = await trx
            .selectFrom('snapsheet_products')
            .selectAll()
            .where('project_id', '=', templateId)
            .orderBy('sort_order')
            .execute();
          for (const p of products) {
            await trx
              .insertInto('snapsheet_products')
              .values({
                project_id: project.id,
                sort_order: p.sort_order,
                style_id: p.style_id,
                variant_id: p.variant_id,
                design_id: p.design_id,
                custom_price_cents: p.custom_price_cents,
                configuration_id: p.configuration_id,
              })
              .execute();
          }
        }
        return project;
      });
    },

    /**
     * P5: appends a product. Errors: NOT_FOUND (not the caller's snapsheet), FORBIDDEN (locked),
     * BAD_USER_INPUT `styleId`, `variantId`, `designId`, `customPriceCents`, `configurationShortId`.
     */
    async addProduct(
      loaders: Loaders,
      caller: Caller,
      snapsheetId: string,
      input: {
        styleId: string;
        variantId?: string | null;
        designId?: string | null;
        customPriceCents?: number | null;
        configurationShortId?: string | null;
      },
    ): Promise<ProjectRow> {
      const project = await own(caller, snapsheetId);
      if (isLocked(project)) throw new ForbiddenError('The snapsheet is locked');
      const style = await loaders.style.load(input.styleId);
      if (!style) throw new BadUserInputError('styleId', `Unknown style '${input.styleId}'`);
      if (input.variantId) {
        const v = await loaders.variant.load(input.variantId);
        if (!v || v.style_id !== style.id) throw new BadUserInputError('variantId', 'Unknown variant for this style');
      }
      if (input.designId) {
        const designs = offeredDesigns(await loaders.designsByStyle.load(style.id));
        if (!designs.some((d) => d.id === input.designId))
          throw new BadUserInputError('designId', 'Unknown design for this style');
      }
      const custom = input.customPriceCents;
      if (custom != null && (!Number.isInteger(custom) || custom < 0 || custom > 10_000_000)) {
        throw new BadUserInputError('customPriceCents', 'The price must be whole cents between 0 and 100000.00');
      }
      let configurationId: number | null = null;
      if (input.configurationShortId) {
        const c = await db
          .selectFrom('configurations')
          .select(['id', 'style_id'])
          .where('short_id', '=', input.configurationShortId)
          .executeTakeFirst();
        if (!c || c.style_id !== style.id)
          throw new BadUserInputError('configurationShortId', 'Unknown configuration for this style');
        configurationId = c.id;
      }
      await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('snapsheet_products')
          .select(sql<number>`coalesce(max(sort_order), 0)::int`.as('n'))
          .where('project_id', '=', project.id)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('snapsheet_products')
          .values({
            project_id: project.id,
            sort_order: Number(last.n) + 1,
            style_id: style.id,
            variant_id: input.variantId ?? null,
            design_id: input.designId ?? null,
            custom_price_cents: custom ?? null,
            configuration_id: configurationId,
          })
          .execute();
        await trx.updateTable('projects').set({ updated_at: new Date() }).where('id', '=', project.id).execute();
      });
      return own(caller, snapsheetId);
    },

    products: (projectId: number): Promise<SnapsheetProductRow[]> =>
      db
        .selectFrom('snapsheet_products')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('sort_order')
        .execute(),
  };
}

export type SnapsheetsService = ReturnType<typeof snapsheetsService>;
