/**
 * A bench run's data, set up through the public API as the contract (API.md) writes it: a
 * signed-in dealer, catalog products, snapsheets (published), a visitor's locker.
 */

import { SAVE_CONFIGURATION, ADD_TO_LOCKER } from './documents.mjs';
import { ENTRY_SECRET, GraphQLAnswerError, visitorKey } from './client.mjs';

export const TEAM_COLORS = ['19', '13', '25'];

/** Signs a dealer in through enterDashboard: `{ token, dealerCode }`. */
export async function signInDealer(gql, code) {
  const { signEntryToken } = await import('../../gateway/dist/src/modules/dealers/entry-token.js');
  const fields = {
    code,
    company: `${code} Sports`,
    email: `${code.toLowerCase()}@example.com`,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  const data = await gql(
    `mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken dealer { code } } }`,
    { input: { ...fields, token: signEntryToken(ENTRY_SECRET, fields) } },
  );
  return { token: data.enterDashboard.apiToken, dealerCode: data.enterDashboard.dealer.code };
}

/** `count` catalog products with at least 5 sizes, the product types taken in turn. */
export async function pickProducts(gql, token, count) {
  const { products } = await gql(
    `{ products(first: 100) { nodes { styleId productType sizes baseSize decorationLocations { name contentTypes } } } }`,
    {},
    { token },
  );
  const byType = new Map();
  for (const p of products.nodes.filter((n) => n.sizes.length >= 5)) {
    if (!byType.has(p.productType)) byType.set(p.productType, []);
    byType.get(p.productType).push(p);
  }
  const picked = [];
  while (picked.length < count && [...byType.values()].some((l) => l.length))
    for (const list of byType.values()) if (list.length && picked.length < count) picked.push(list.shift());
  if (picked.length < count) throw new Error(`the catalog has ${picked.length} products with 5 sizes, need ${count}`);
  return picked;
}

/** A team text and a player number where the product allows them. */
export function decorationsFor(product, number) {
  const decorations = [];
  const used = new Set();
  for (const [contentType, text] of [
    ['CUSTOM_TEXT', 'Bench Bears'],
    ['PLAYER_NUMBER', String(number)],
  ]) {
    const location = product.decorationLocations.find((l) => l.contentTypes.includes(contentType) && !used.has(l.name));
    if (!location) continue;
    used.add(location.name);
    decorations.push({ contentType, location: location.name, text });
  }
  return decorations;
}

/**
 * Publishes a project (P4). Resolves `{ published: true }`, or `{ published: false, reason }`
 * when the API has no publishProject yet; throws on any other error.
 */
export async function publishProject(gql, token, projectId) {
  try {
    await gql(
      `mutation($type: ProjectType!, $id: ID!) { publishProject(projectType: $type, projectId: $id) { id status } }`,
      { type: 'SNAPSHEET', id: projectId },
      { token },
    );
    return { published: true };
  } catch (err) {
    if (err instanceof GraphQLAnswerError && /Cannot query field "publishProject"/.test(err.message))
      return { published: false, reason: 'the API has no publishProject mutation yet (P4)' };
    throw err;
  }
}

/** A dealer's snapsheet with `products`; returns its id (the one the API returns). */
export async function createSnapsheet(gql, token, teamName, products) {
  const { createSnapsheet } = await gql(
    `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
    { input: { teamName, colorIds: TEAM_COLORS } },
    { token },
  );
  for (const p of products)
    await gql(
      `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }`,
      { id: createSnapsheet.id, input: { styleId: p.styleId } },
      { token },
    );
  return createSnapsheet.id;
}

/** Five roster lines: the product's sizes in turn, each with a player. */
export function sizeLinesFor(product, first) {
  return Array.from({ length: 5 }, (_, i) => ({
    size: product.sizes[i % product.sizes.length],
    quantity: 1 + (i % 3),
    playerName: `Player ${first + i}`,
    playerNumber: String(first + i),
  }));
}

/**
 * A visitor's locker on a new published snapsheet holding `products` (one item each, 5 size
 * lines). Returns `{ code, projectId, visitorKey }` (the locker's, its project's, and the key of
 * the visitor who owns it); notes what could not be done as the contract says.
 */
export async function visitorLocker(gql, token, products, notes) {
  const projectId = await createSnapsheet(gql, token, `Bench ${products.length}`, products);
  const published = await publishProject(gql, token, projectId);
  if (!published.published) notes.add(`not published: ${published.reason}; visitors used the draft`);
  const key = visitorKey();
  let locker = null;
  for (const [i, p] of products.entries()) {
    const { saveConfiguration } = await gql(
      SAVE_CONFIGURATION,
      { input: { styleId: p.styleId, colorIds: TEAM_COLORS, decorations: decorationsFor(p, 10 + i) } },
      { visitorKey: key },
    );
    ({ addToLocker: locker } = await gql(
      ADD_TO_LOCKER,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId,
          configurationShortId: saveConfiguration.shortId,
          sizeLines: sizeLinesFor(p, 1 + i * 5),
        },
      },
      { visitorKey: key },
    ));
  }
  if (locker.items.length !== products.length)
    throw new Error(`the locker holds ${locker.items.length} items, expected ${products.length}`);
  return { code: locker.code, projectId, visitorKey: key };
}
