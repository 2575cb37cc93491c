/**
 * The SQL statements of a buyer's steps in a team store, as the web sends them (its persisted
 * documents): the store by its link, an item's page, the check of a number, a pay-later checkout
 * and the receipt's private link. Counted with the database's opt-in counter, the second buyer's
 * (the first warms the caches up); on PGlite and, with DATABASE_URL, on PostgreSQL. A checkout's
 * line adds only the reads of its picture (the receipt's); the order is written in the same
 * statements for one line and for two.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { openTestStore, type TestStore } from './store-fixture.js';

const DEALER = 'STM001';

/** The text of the web's operation `name` (its persisted-documents manifest). */
function webOperation(name: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const pattern = new RegExp(`(?:^|[ }])(?:query|mutation) ${name}\\b`);
  const found = Object.values(manifest).filter((text) => pattern.test(text));
  if (found.length !== 1) throw new Error(`the web has ${found.length} operations named ${name}`);
  return found[0]!;
}

describe('statements of a buyer in a team store', () => {
  let h: Harness;
  let store: TestStore;

  beforeAll(async () => {
    h = await startHarness({ countStatements: true });
    const { token } = await h.signIn(DEALER);
    store = await openTestStore(
      h,
      async (query, variables) => {
        const res = await h.gql(query, variables, token);
        expect(res.errors).toBeUndefined();
        return res.data;
      },
      'Statement Squad',
    );
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  /** SQL statements run while `fn` runs (nothing else runs on this harness meanwhile). */
  async function statementsOf<T>(fn: () => Promise<T>): Promise<{ n: number; value: T }> {
    const before = h.built.database.statementCount();
    const value = await fn();
    return { n: h.built.database.statementCount() - before, value };
  }

  async function ok(name: string, variables: Record<string, unknown>): Promise<any> {
    const res = await h.gql(webOperation(name), variables, undefined, { 'x-forwarded-for': '203.0.113.9' });
    expect(res.errors).toBeUndefined();
    return res.data;
  }

  /** Buyer `n`'s steps, each step's statements. */
  async function buyer(n: number, withTop: boolean): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    const link = { dealerCode: DEALER, id: store.storeId, access: null };
    const number = String(10 + n);
    let step = await statementsOf(() => ok('BuyerStore', link));
    counts['open store'] = step.n;
    expect(step.value.store.items.map((i: { id: string }) => i.id)).toEqual([store.jersey, store.top]);
    step = await statementsOf(() => ok('StoreItemSpec', { shortId: store.shortId }));
    counts['item page'] = step.n;
    step = await statementsOf(() =>
      ok('CheckStorePersonalisation', {
        dealerCode: DEALER,
        storeId: store.storeId,
        access: null,
        itemId: store.jersey,
        playerNumber: number,
      }),
    );
    counts.personalise = step.n;
    const lines = [
      { itemId: store.jersey, size: 'M', playerName: 'Casey', playerNumber: number },
      ...(withTop ? [{ itemId: store.top, size: 'L' }] : []),
    ];
    step = await statementsOf(() =>
      ok('CheckoutStore', {
        idempotencyKey: `statements-key-${n}-abcdefghijklmnop`,
        input: {
          dealerCode: DEALER,
          storeId: store.storeId,
          access: null,
          lines,
          buyerName: 'Casey Parent',
          buyerEmail: `casey${n}@family.example`,
          buyerPhone: null,
          playerName: 'Casey',
          group: null,
          paymentMethod: 'PAY_LATER',
        },
      }),
    );
    counts.checkout = step.n;
    const token = step.value.checkoutStore.token as string;
    step = await statementsOf(() => ok('BuyerStoreOrder', { token }));
    counts.receipt = step.n;
    expect(step.value.storeOrder.order.lines.map((l: { itemName: string }) => l.itemName)).toEqual(
      withTop ? ['Home Jersey', 'Practice Top'] : ['Home Jersey'],
    );
    return counts;
  }

  it('runs a fixed number of statements per step; a checkout two more for a second line (its picture)', async () => {
    const first = await buyer(0, true);
    const two = await buyer(1, true);
    const one = await buyer(2, false);
    console.log(`[stores] SQL statements per buyer's step (${h.built.database.kind}):`, two);
    // On PostgreSQL the transaction that queues the pictures' render also wakes every gateway's
    // render workers (a NOTIFY).
    const notify = h.built.database.kind === 'postgres' ? 1 : 0;
    // The receipt's lines name their items through the request's item loader: one batched
    // statement, whichever way the request reached the lines.
    // The item page reads a saved configuration: the first buyer's read makes the answer, the
    // next buyers' come from the page cache.
    expect(first['item page']).toBe(1);
    expect(two).toEqual({ 'open store': 7, 'item page': 0, personalise: 3, checkout: 24 + notify, receipt: 8 });
    expect(one).toEqual({ ...two, checkout: 22 + notify });
  });
});
