/**
 * Customers of a dealer (D5): create/update with the colour and rep rules, archive toggle,
 * search and paging. Every read and write is scoped to the caller's dealer (A6).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { CustomerRow } from '../../db/types.js';
import { BadUserInputError, NotFoundError } from '../../lib/errors.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';

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
    const row = await db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', id)
      .where('dealer_id', '=', dealerId)
      .executeTakeFirst();
    if (!row) throw new NotFoundError('Customer');
    return row;
  }

  return {
    ownCustomer,
    /** A customer id of the caller, or NOT_FOUND (A6). */
    async get(dealerId: number, id: string): Promise<CustomerRow> {
      const n = /^\d{1,9}$/.test(id) ? Number(id) : 0;
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
      const known = await db.selectFrom('colors').select('id').where('id', 'in', colorIds).execute();
      if (known.length !== colorIds.length) throw new BadUserInputError('colorIds', 'Unknown colour');
      const type = input.type ?? null;
      if (type !== null && !TYPES.includes(type)) throw new BadUserInputError('type', 'Unknown customer type');
      if (type === null && !input.id) throw new BadUserInputError('type', 'Choose a customer type');
      const name = (input.name ?? '').trim() || DEFAULT_CUSTOMER_NAME;
      if (name.length > 120) throw new BadUserInputError('name', 'Name is too long');
      const repId = input.repId ? parseIntId(input.repId, 'repId') : DEFAULT_REP_ID;
      const rep = await db
        .selectFrom('reps')
        .select('id')
        .where('id', '=', repId)
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('dealer_id', '=', dealerId), eb('dealer_id', 'is', null)]))
        .executeTakeFirst();
      if (!rep) throw new BadUserInputError('repId', 'Unknown rep');
      const logoIds = (input.logoIds ?? []).map((id, i) => parseIntId(id, `logoIds.${i}`));
      if (logoIds.length) {
        const own = await db
          .selectFrom('logos')
          .select('id')
          .where('id', 'in', logoIds)
          .where('dealer_id', '=', dealerId)
          .where('deleted_at', 'is', null)
          .execute();
        if (own.length !== new Set(logoIds).size) throw new BadUserInputError('logoIds', 'Unknown logo');
      }
      // Check ownership before the transaction: on PGlite a transaction holds the only session.
      const existingId = input.id ? (await ownCustomer(dealerId, parseIntId(input.id, 'id'))).id : null;
      return db.transaction().execute(async (trx) => {
        let row: CustomerRow;
        if (existingId != null) {
          const id = existingId;
          row = await trx
            .updateTable('customers')
            .set({ name, ...(type ? { type } : {}), rep_id: repId, color_ids: colorIds, updated_at: new Date() })
            .where('id', '=', id)
            .where('dealer_id', '=', dealerId)
            .returningAll()
            .executeTakeFirstOrThrow();
        } else {
          if (!type) throw new BadUserInputError('type', 'Choose a customer type');
          row = await trx
            .insertInto('customers')
            .values({ dealer_id: dealerId, name, type, rep_id: repId, color_ids: colorIds })
            .returningAll()
            .executeTakeFirstOrThrow();
        }
        if (input.logoIds) {
          await trx
            .updateTable('logos')
            .set({ customer_id: null })
            .where('customer_id', '=', row.id)
            .where('dealer_id', '=', dealerId)
            .execute();
          if (logoIds.length)
            await trx
              .updateTable('logos')
              .set({ customer_id: row.id })
              .where('id', 'in', logoIds)
              .where('dealer_id', '=', dealerId)
              .execute();
        }
        return row;
      });
    },

    /** D5 archive toggle. NOT_FOUND for another dealer's customer. */
    async setStatus(dealerId: number, id: string, status: 'ACTIVE' | 'ARCHIVED'): Promise<CustomerRow> {
      const n = /^\d{1,9}$/.test(id) ? Number(id) : 0;
      if (!n) throw new NotFoundError('Customer');
      const row = await db
        .updateTable('customers')
        .set({ status, updated_at: new Date() })
        .where('id', '=', n)
        .where('dealer_id', '=', dealerId)
        .returningAll()
        .executeTakeFirst();
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
      const first = Math.min(Math.max(args.first ?? 20, 1), 100);
      let q = db.selectFrom('customers').where('dealer_id', '=', dealerId);
      if (args.status) q = q.where('status', '=', args.status);
      if (args.search?.trim()) {
        const like = `%${args.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q = q.where('name', 'ilike', like);
      }
      const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      const afterId = args.after ? decodeCursor(args.after, 'after') : null;
      const rows = await q
        .selectAll()
        .$if(afterId != null, (qq) => qq.where('id', '<', afterId!))
        .orderBy('id', 'desc')
        .limit(first + 1)
        .execute();
      const page = rows.slice(0, first);
      return {
        edges: page.map((node) => ({ cursor: encodeCursor(node.id), node })),
        nodes: page,
        pageInfo: {
          hasNextPage: rows.length > first,
          endCursor: page.length ? encodeCursor(page[page.length - 1]!.id) : null,
        },
        totalCount: Number(total.n),
      };
    },

    /** D5: a customer's live logos, in upload order. */
    logos: (customer: CustomerRow) =>
      db
        .selectFrom('logos')
        .selectAll()
        .where('customer_id', '=', customer.id)
        .where('dealer_id', '=', customer.dealer_id)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute(),

    /** D5: a customer's snapsheets that are not archived, newest first. */
    projects: (customer: CustomerRow) =>
      db
        .selectFrom('projects')
        .selectAll()
        .where('customer_id', '=', customer.id)
        .where('dealer_id', '=', customer.dealer_id)
        .where('type', '=', 'SNAPSHEET')
        .where('deleted_at', 'is', null)
        .orderBy('id', 'desc')
        .execute(),
  };
}

export type CustomersService = ReturnType<typeof customersService>;
