/**
 * Customers of a dealer (D5): create/update with the colour and rep rules, archive toggle,
 * search and paging. Every read and write is scoped to the caller's dealer (A6).
 */
import { assignCustomerLogos } from '../files/index.js';
import type { Db } from '../../db/index.js';
import type { CustomerRow } from '../../db/types.js';
import { BadUserInputError, NotFoundError } from '../../lib/errors.js';
import { decodeCursor } from '../../lib/cursor.js';
import { connectionOf, pageSize } from '../../lib/paging.js';
import { parseId } from '../../lib/row-id.js';
import * as repo from './customers.repository.js';
import { knownColorIds } from '../catalog/index.js';
import { isUsableRep, liveLogoIdsOfDealer } from '../projects/index.js';
import { LISTED_PROJECT_TYPES } from '@tas/rules';

export const DEFAULT_REP_ID = 19;
export const DEFAULT_CUSTOMER_NAME = 'No name';
const TYPES = ['SCHOOL', 'TEAM', 'EVENT', 'ORGANIZATION', 'OTHER'] as const;

export interface CustomerInput {
  id?: string | null;
  name?: string | null;
  /** Required when creating; omitted on an update keeps the stored type. */
  type?: (typeof TYPES)[number] | null;
  repId?: string | null;
  colorIds: readonly string[];
  logoIds?: readonly string[] | null;
}

/** Parses a GraphQL ID holding a positive integer; BAD_USER_INPUT on `field` otherwise. */
export function parseIntId(value: string | number, field: string): number {
  const n = typeof value === 'number' ? value : /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n <= 0) throw new BadUserInputError(field, `${field} is not a valid id`);
  return n;
}

export function customersService(db: Db) {
  async function ownCustomer(dealerId: number, id: number): Promise<CustomerRow> {
    const row = await repo.customerOfDealer(db, dealerId, id);
    if (!row) throw new NotFoundError('Customer');
    return row;
  }

  return {
    ownCustomer,
    /** A customer id of the caller, or NOT_FOUND (A6). */
    async get(dealerId: number, id: string): Promise<CustomerRow> {
      const n = parseId(id);
      if (!n) throw new NotFoundError('Customer');
      return ownCustomer(dealerId, n);
    },

    /**
     * D5: creates (no id) or updates a customer. Name defaults to 'No name'; rep to 19;
     * colours: 3 to 6 distinct ids of the colour table; a type is required to create, and kept
     * when an update leaves it out.
     * Errors: BAD_USER_INPUT `colorIds` | `type` | `repId` | `logoIds` | `name`; NOT_FOUND for an id that
     * is not the caller's.
     */
    async save(dealerId: number, input: CustomerInput): Promise<CustomerRow> {
      const colorIds = input.colorIds.map((id, i) => parseIntId(id, `colorIds.${i}`));
      if (colorIds.length < 3) throw new BadUserInputError('colorIds', 'A customer needs 3 colours');
      if (colorIds.length > 6) throw new BadUserInputError('colorIds', 'A customer has at most 6 colours');
      if (new Set(colorIds).size !== colorIds.length)
        throw new BadUserInputError('colorIds', 'Colours must be different');
      if ((await knownColorIds(db, colorIds)).size !== colorIds.length)
        throw new BadUserInputError('colorIds', 'Unknown colour');
      const type = input.type ?? null;
      if (type !== null && !TYPES.includes(type)) throw new BadUserInputError('type', 'Unknown customer type');
      if (type === null && !input.id) throw new BadUserInputError('type', 'Choose a customer type');
      const name = (input.name ?? '').trim() || DEFAULT_CUSTOMER_NAME;
      if (name.length > 120) throw new BadUserInputError('name', 'Name is too long');
      const repId = input.repId ? parseIntId(input.repId, 'repId') : DEFAULT_REP_ID;
      if (!(await isUsableRep(db, dealerId, repId))) throw new BadUserInputError('repId', 'Unknown rep');
      const logoIds = (input.logoIds ?? []).map((id, i) => parseIntId(id, `logoIds.${i}`));
      if (logoIds.length && (await liveLogoIdsOfDealer(db, dealerId, logoIds)).size !== new Set(logoIds).size)
        throw new BadUserInputError('logoIds', 'Unknown logo');
      // Check ownership before the transaction: on PGlite a transaction holds the only session.
      const existingId = input.id ? (await ownCustomer(dealerId, parseIntId(input.id, 'id'))).id : null;
      return db.transaction().execute(async (trx) => {
        let row: CustomerRow;
        if (existingId != null) {
          const updated = await repo.updateCustomer(trx, dealerId, existingId, {
            name,
            ...(type ? { type } : {}),
            rep_id: repId,
            color_ids: colorIds,
          });
          if (!updated) throw new NotFoundError('Customer');
          row = updated;
        } else {
          if (!type) throw new BadUserInputError('type', 'Choose a customer type');
          row = await repo.insertCustomer(trx, { dealer_id: dealerId, name, type, rep_id: repId, color_ids: colorIds });
        }
        if (input.logoIds) await assignCustomerLogos(trx, dealerId, row.id, logoIds);
        return row;
      });
    },

    /** D5 archive toggle. NOT_FOUND for another dealer's customer. */
    async setStatus(dealerId: number, id: string, status: 'ACTIVE' | 'ARCHIVED'): Promise<CustomerRow> {
      const n = parseId(id);
      if (!n) throw new NotFoundError('Customer');
      const row = await repo.updateCustomer(db, dealerId, n, { status });
      if (!row) throw new NotFoundError('Customer');
      return row;
    },

    /** Search (name, case-insensitive), status filter, keyset paging by id (newest first). */
    async list(
      dealerId: number,
      args: {
        status?: 'ACTIVE' | 'ARCHIVED' | null;
        search?: string | null;
        first?: number | null;
        after?: string | null;
      },
    ) {
      const size = pageSize(args.first);
      const filter = { dealerId, status: args.status ?? null, search: args.search ?? null };
      const afterId = args.after ? decodeCursor(args.after, 'after') : null;
      const total = await repo.customerCount(db, filter);
      const rows = await repo.customerPage(db, filter, afterId, size + 1);
      return { ...connectionOf(rows, size, (c) => c.id), totalCount: total };
    },

    /** D5: a customer's live logos, in upload order. */
    logos: (customer: CustomerRow) => repo.liveLogosOfCustomer(db, customer),

    /** D5: a customer's snapsheets that are not archived, newest first. */
    /** A customer's snapsheets and playbooks (the listed kinds), not archived, newest first. */
    projects: (customer: CustomerRow) => repo.liveProjectsOfCustomer(db, customer, LISTED_PROJECT_TYPES),
  };
}

export type CustomersService = ReturnType<typeof customersService>;
