/**
 * The owner's team stores the authorization matrix calls against: an open store with a passcode
 * (its items from the open snapsheet, two pay-later orders of a buyer with their private links), a
 * draft (settings and items change) and a draft ready to schedule and open; and what the store
 * recipes of recipes-stores.ts use; and a closed store (closed in SQL, as its close would) whose
 * round's production order is made and held. Every private string goes into the answer's `secrets`.
 */
import { sql } from 'kysely';
import type { Harness } from '../harness.js';

export interface StoreIds {
  /** The open store (public id), its first item, its order's private-link token and first line. */
  store: string;
  storeItem: string;
  storeOrderToken: string;
  storeOrderLine: string;
  /** The line of a second pay-later order of the open store (cancelled last). */
  storeUnpaidLine: string;
  /** A draft store (settings, items, cancelled last) and one ready to schedule and open. */
  storeDraft: string;
  storeReady: string;
  /** Open stores: one closed now (last), one closed and reopened (last), one closed and packed. */
  storeToClose: string;
  storeClosed: string;
  storeDecided: string;
  /** A store whose first round was processed: a second round opens (last). */
  storeProcessed: string;
  /** A closed store whose round 1 production order is held (sent by the owner's call). */
  storeHeld: string;
}

export interface StoreFixture {
  /** The open store's passcode access key and its order's number. */
  storeAccess: string;
  storeOrderNumber: string;
  /** The second order's number (its line is cancelled; the first, marked paid, is refunded). */
  storeUnpaidOrderNumber: string;
}

export const STORE_PASSCODE = 'matrix-store-pass';
export const CHECKOUT_KEY = 'matrix-checkout-key-0000000001';

/** Plants the owner's stores through the API as `token`'s dealer from `snapsheet` (public id). */
export async function plantStores(
  h: Harness,
  token: string,
  dealerCode: string,
  snapsheet: string,
  shortId: string,
): Promise<{ ids: StoreIds; fixture: StoreFixture; secrets: string[] }> {
  async function ok<T = any>(
    query: string,
    variables: Record<string, unknown> = {},
    as: string | undefined = token,
  ): Promise<T> {
    const r = await h.gql(query, variables, as);
    if (r.errors) throw new Error(`${query.slice(0, 80)}: ${JSON.stringify(r.errors)}`);
    return r.data as T;
  }
  const create = async (teamName: string, source: Record<string, unknown>) =>
    (
      await ok(`mutation($input: CreateStoreInput!) { createStore(input: $input) { id items { id } } }`, {
        input: { teamName, ...source },
      })
    ).createStore as { id: string; items: { id: string }[] };
  const dates = (id: string, extra: Record<string, unknown> = {}) =>
    ok(`mutation($id: ID!, $input: StoreSettingsInput!) { updateStore(storeId: $id, input: $input) { id } }`, {
      id,
      input: {
        opensAt: new Date(Date.now() + 86_400_000).toISOString(),
        advertisedCloseAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        hardCloseAt: new Date(Date.now() + 21 * 86_400_000).toISOString(),
        ...extra,
      },
    });
  const open = await create('Zq Store Team', { sourceType: 'SNAPSHEET', sourceId: snapsheet });
  await dates(open.id, { passcode: STORE_PASSCODE });
  await ok(`mutation($id: ID!) { openStore(storeId: $id) { id } }`, { id: open.id });
  const access = (
    await ok(
      `mutation($c: String!, $id: ID!, $p: String!) { enterStore(dealerCode: $c, storeId: $id, passcode: $p) { access } }`,
      { c: dealerCode, id: open.id, p: STORE_PASSCODE },
      undefined,
    )
  ).enterStore.access as string;
  const buy = async (key: string, playerNumber: string) =>
    (
      await ok(
        `mutation($input: StoreCheckoutInput!, $key: String!) { checkoutStore(input: $input, idempotencyKey: $key) {
        token order { number lines { id } } } }`,
        {
          key,
          input: {
            dealerCode,
            storeId: open.id,
            access,
            lines: [{ itemId: open.items[0]!.id, size: 'L', playerName: 'Zq Buyer', playerNumber }],
            buyerName: 'Zq Store Buyer',
            buyerEmail: 'zq-buyer@secret.example',
            paymentMethod: 'PAY_LATER',
          },
        },
        undefined,
      )
    ).checkoutStore;
  const checkout = await buy('matrix-buyer-key-00000000000001', '7');
  const unpaid = await buy('matrix-buyer-key-00000000000002', '8');
  const draft = await create('Zq Draft Store', { sourceType: 'NONE' });
  const ready = await create('Zq Ready Store', { sourceType: 'SNAPSHEET', sourceId: snapsheet });
  await dates(ready.id);
  // A closed store with a held production order: opened, one order bought, closed in SQL.
  const held = await create('Zq Held Store', { sourceType: 'SNAPSHEET', sourceId: snapsheet });
  await dates(held.id);
  await ok(`mutation($id: ID!) { openStore(storeId: $id) { id } }`, { id: held.id });
  await ok(
    `mutation($input: StoreCheckoutInput!, $key: String!) { checkoutStore(input: $input, idempotencyKey: $key) { token } }`,
    {
      key: 'matrix-buyer-key-00000000000003',
      input: {
        dealerCode,
        storeId: held.id,
        lines: [{ itemId: held.items[0]!.id, size: 'L', playerName: 'Zq Held', playerNumber: '9' }],
        buyerName: 'Zq Held Store Buyer',
        buyerEmail: 'zq-held-buyer@secret.example',
        paymentMethod: 'PAY_LATER',
      },
    },
    undefined,
  );
  const db = h.built.database.db;
  const { id: heldProject } = await db
    .selectFrom('projects')
    .select('id')
    .where('public_id', '=', held.id)
    .executeTakeFirstOrThrow();
  await sql`UPDATE stores SET state = 'CLOSED' WHERE project_id = ${heldProject}`.execute(db);
  await sql`INSERT INTO store_rounds (store_id, round, closed_at) VALUES (${heldProject}, 1, now())`.execute(db);
  await db.transaction().execute((trx) => h.built.services.stores.production.make(trx, heldProject, 1));
  void shortId;
  const openStore = async (teamName: string) => {
    const made = await create(teamName, { sourceType: 'SNAPSHEET', sourceId: snapsheet });
    await dates(made.id);
    await ok(`mutation($id: ID!) { openStore(storeId: $id) { id } }`, { id: made.id });
    return made.id;
  };
  const closedStore = async (teamName: string) => {
    const id = await openStore(teamName);
    await ok(`mutation($id: ID!) { closeStoreNow(storeId: $id) { id } }`, { id });
    return id;
  };
  const toClose = await openStore('Zq Closing Store');
  const closed = await closedStore('Zq Closed Store');
  const decided = await closedStore('Zq Decided Store');
  const processed = await closedStore('Zq Processed Store');
  // Its production order sent: PROCESSING.
  await ok(`mutation($id: ID!) { sendStoreProductionOrder(storeId: $id, round: 1) { id } }`, { id: processed });
  return {
    ids: {
      store: open.id,
      storeItem: open.items[0]!.id,
      storeOrderToken: checkout.token,
      storeOrderLine: checkout.order.lines[0].id,
      storeUnpaidLine: unpaid.order.lines[0].id,
      storeDraft: draft.id,
      storeReady: ready.id,
      storeToClose: toClose,
      storeClosed: closed,
      storeDecided: decided,
      storeProcessed: processed,
      storeHeld: held.id,
    },
    fixture: {
      storeAccess: access,
      storeOrderNumber: checkout.order.number,
      storeUnpaidOrderNumber: unpaid.order.number,
    },
    secrets: [
      'Zq Store Buyer',
      'zq-buyer@secret.example',
      checkout.token,
      unpaid.token,
      access,
      draft.id,
      ready.id,
      'Zq Draft Store',
      'Zq Ready Store',
      toClose,
      closed,
      decided,
      processed,
      held.id,
      'Zq Held Store',
      'Zq Held',
      'Zq Held Store Buyer',
      'zq-held-buyer@secret.example',
    ],
  };
}
