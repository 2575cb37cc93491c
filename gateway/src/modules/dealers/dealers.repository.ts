/**
 * Dealer, session/API token and rep SQL (A1, A3, A7, D4).
 */
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/index.js';
import type { DealerRow, DealersTable, ProjectTypeValue } from '../../db/types.js';
import type { Insertable, Updateable } from 'kysely';

export function dealersRepository(db: Db) {
  return {
    /** Case-insensitive match on the dealer code (A4). */
    byCode: (code: string, ex: Executor = db) =>
      ex
        .selectFrom('dealers')
        .selectAll()
        .where(sql`lower(code)`, '=', code.toLowerCase())
        .executeTakeFirst(),
    byId: (id: number) => db.selectFrom('dealers').selectAll().where('id', '=', id).executeTakeFirst(),
    /**
     * Records entry token `tokenHash` as used until `expiresAt` (forgetting the ones expired by
     * `now`); false when it was used already (an entry link opens one session).
     */
    useEntryToken: async (ex: Executor, tokenHash: string, expiresAt: Date, now: Date): Promise<boolean> => {
      await ex.deleteFrom('used_entry_tokens').where('expires_at', '<', now).execute();
      const row = await ex
        .insertInto('used_entry_tokens')
        .values({ token_hash: tokenHash, expires_at: expiresAt })
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .returning('token_hash')
        .executeTakeFirst();
      return row !== undefined;
    },
    /**
     * A4: the not-archived project a passcode session may open: the dealer's project with public
     * id `publicId` (of `type` when given), or with `publicId` null its first of `type` (the
     * showroom by dealer code, P6).
     */
    passcodeProject: (dealerId: number, type: ProjectTypeValue | null, publicId: string | null) =>
      db
        .selectFrom('projects')
        .select(['id', 'public_id'])
        .$if(publicId != null, (q) => q.where('public_id', '=', publicId!))
        .$if(type != null, (q) => q.where('type', '=', type!))
        .where('dealer_id', '=', dealerId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),
    /** A passcode sign-in showed the dealer's passcode has 8 characters or more (migration 0032). */
    passcodeRuleMet: (dealerId: number) =>
      db
        .updateTable('dealers')
        .set({ passcode_change_required: false })
        .where('id', '=', dealerId)
        .where('passcode_change_required', '=', true)
        .execute(),
    insert: (ex: Executor, values: Insertable<DealersTable>) =>
      ex.insertInto('dealers').values(values).returningAll().executeTakeFirstOrThrow(),
    update: (ex: Executor, id: number, values: Updateable<DealersTable>) =>
      ex
        .updateTable('dealers')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    insertToken: (
      ex: Executor,
      values: {
        dealer_id: number;
        kind: 'SESSION' | 'API' | 'PASSCODE';
        name: string | null;
        token_hash: string;
        expires_at: Date | null;
        project_id?: number | null;
      },
    ) => ex.insertInto('api_tokens').values(values).returning('id').executeTakeFirstOrThrow(),
    /**
     * The dealer of a live (not revoked, not expired) token hash, with the token's id, when it
     * last authenticated a request (A7) and, for a PASSCODE session, the project it is limited to.
     */
    async byTokenHash(hash: string): Promise<{
      dealer: DealerRow;
      tokenId: number;
      projectId: number | null;
      kind: string;
      lastUsedAt: Date | null;
    } | null> {
      const row = await db
        .selectFrom('api_tokens as t')
        .innerJoin('dealers as d', 'd.id', 't.dealer_id')
        .selectAll('d')
        .select([
          't.id as token_id',
          't.kind as token_kind',
          't.project_id as token_project_id',
          't.last_used_at as token_last_used_at',
        ])
        .where('t.token_hash', '=', hash)
        .where('t.revoked_at', 'is', null)
        .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', new Date())]))
        .executeTakeFirst();
      if (!row) return null;
      const { token_id, token_kind, token_project_id, token_last_used_at, ...dealer } = row;
      return {
        dealer: dealer as DealerRow,
        tokenId: token_id,
        kind: token_kind,
        projectId: token_project_id,
        lastUsedAt: token_last_used_at,
      };
    },
    /**
     * A7: records that a token authenticated a request; written at most once a minute per token
     * (the condition holds across gateways), so that busy automation does not turn reads into writes.
     */
    touchToken: (id: number) =>
      db
        .updateTable('api_tokens')
        .set({ last_used_at: new Date() })
        .where('id', '=', id)
        .where((eb) =>
          eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]),
        )
        .execute(),
    revokeToken: (id: number) =>
      db
        .updateTable('api_tokens')
        .set({ revoked_at: new Date() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute(),
    reps: (dealerId: number) =>
      db
        .selectFrom('reps')
        .selectAll()
        .where('dealer_id', '=', dealerId)
        .where('deleted_at', 'is', null)
        .orderBy('name')
        .execute(),
    /**
     * D4's fallback: the reps the dealer's live projects name (removed ones and the house rep
     * included), each once, by name.
     */
    projectReps: (dealerId: number) =>
      db
        .selectFrom('reps as r')
        .selectAll('r')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('projects as p')
              .select('p.id')
              .whereRef('p.rep_id', '=', 'r.id')
              .where('p.dealer_id', '=', dealerId)
              .where('p.deleted_at', 'is', null),
          ),
        )
        .orderBy('r.name')
        .orderBy('r.id')
        .execute(),
    /** The id of the price group named `id` (case-insensitive); null when there is none (A1 `pricegroup`). */
    priceGroupId: async (ex: Executor, id: string): Promise<string | null> =>
      (await ex.selectFrom('price_groups').select('id').where('id', '=', id.toLowerCase()).executeTakeFirst())?.id ??
      null,
    /** D1: the dealer's live projects (static snapsheet templates aside) counted by type. */
    liveProjectCounts: async (dealerId: number): Promise<Map<ProjectTypeValue, number>> => {
      const rows = await db
        .selectFrom('projects')
        .select(['type', (eb) => eb.fn.countAll<string>().as('n')])
        .where('dealer_id', '=', dealerId)
        .where('deleted_at', 'is', null)
        .where('is_static_template', '=', false)
        .groupBy('type')
        .execute();
      return new Map(rows.map((r) => [r.type, Number(r.n)]));
    },
    /** D1: the dealer's ACTIVE customers. */
    activeCustomerCount: async (dealerId: number): Promise<number> => {
      const row = await db
        .selectFrom('customers')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('dealer_id', '=', dealerId)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type DealersRepository = ReturnType<typeof dealersRepository>;

/** The dealers of `ids` (any order; ids without a row are absent). */
export function dealersByIds(exec: Executor, ids: readonly number[]): Promise<DealerRow[]> {
  return exec
    .selectFrom('dealers')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** The dealer row `id`; undefined when there is none. */
export function dealerById(exec: Executor, id: number): Promise<DealerRow | undefined> {
  return exec.selectFrom('dealers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The dealer row `id` (which must exist: the caller's, an order's). */
export function existingDealerById(exec: Executor, id: number): Promise<DealerRow> {
  return exec.selectFrom('dealers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
