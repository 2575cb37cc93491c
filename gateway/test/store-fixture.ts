/**
 * The store the stores' gateway tests sell from, made through the API as a dealer makes one: a
 * snapsheet of the basketball jersey CG2100 at $42.50, a store made from it with two items of
 * that configuration, a jersey (S, M, L; $5.00 fundraising; names offered, numbers 0-99 unique
 * in the store) and a practice top at $20.00 (M, L; nothing printed), tax 8.25 %, closing in 48
 * hours (advertised 47), then opened.
 */
import type { Harness } from './harness.js';

/** A GraphQL call of the test's dealer that fails the test on errors; answers its data. */
export type DealerCall = (query: string, variables: Record<string, unknown>) => Promise<any>;

export interface TestStore {
  /** The store's public id (its project's). */
  storeId: string;
  /** Its project's row id (`stores.project_id`). */
  projectId: number;
  title: string;
  /** The short id of the items' configuration. */
  shortId: string;
  /** The two items' ids. */
  jersey: string;
  top: string;
}

const hours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();

/** Opens the test store of `team`, its settings with `settings` (StoreSettingsInput fields) over the usual ones. */
export async function openTestStore(
  h: Harness,
  ok: DealerCall,
  team: string,
  settings: Record<string, unknown> = {},
): Promise<TestStore> {
  const snap = await ok(
    `mutation($t: String!) { createSnapsheet(input: { teamName: $t, colorIds: ["19", "13", "25"] }) { id } }`,
    { t: team },
  );
  await ok(
    `mutation($id: ID!) { addSnapsheetProduct(snapsheetId: $id, input: { styleId: "CG2100", customPriceCents: 4250 }) { id } }`,
    { id: snap.createSnapsheet.id },
  );
  const created = await ok(
    `mutation($input: CreateStoreInput!) { createStore(input: $input) { id items { id configuration { shortId } } } }`,
    { input: { teamName: team, sourceType: 'SNAPSHEET', sourceId: snap.createSnapsheet.id } },
  );
  const storeId: string = created.createStore.id;
  const item = created.createStore.items[0];
  const set = await ok(
    `mutation($id: ID!, $items: [StoreItemInput!]!) { setStoreItems(storeId: $id, items: $items) { items { id } } }`,
    {
      id: storeId,
      items: [
        {
          id: item.id,
          name: 'Home Jersey',
          sizes: ['S', 'M', 'L'],
          fundraisingCents: 500,
          rules: { nameOffered: true, numberOffered: true, numberMin: 0, numberMax: 99, numberUnique: true },
        },
        {
          configurationShortId: item.configuration.shortId,
          name: 'Practice Top',
          sizes: ['M', 'L'],
          dealerPriceCents: 2000,
          rules: { nameOffered: false, numberOffered: false },
        },
      ],
    },
  );
  await ok(`mutation($id: ID!, $input: StoreSettingsInput!) { updateStore(storeId: $id, input: $input) { id } }`, {
    id: storeId,
    input: { advertisedCloseAt: hours(47), hardCloseAt: hours(48), taxRateBasisPoints: 825, ...settings },
  });
  await ok(`mutation($id: ID!) { openStore(storeId: $id) { state } }`, { id: storeId });
  const [jersey, top] = set.setStoreItems.items.map((i: { id: string }) => i.id as string);
  const project = await h.built.database.db
    .selectFrom('projects')
    .select(['id', 'title'])
    .where('public_id', '=', storeId)
    .executeTakeFirstOrThrow();
  return {
    storeId,
    projectId: project.id,
    title: project.title,
    shortId: item.configuration.shortId as string,
    jersey: jersey!,
    top: top!,
  };
}
