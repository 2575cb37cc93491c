/**
 * A store round's production order: made once the close decided the round's minimums, held
 * until the dealer sends it; discarded (while held) when the dealer reopens the round.
 *
 * `make` reads the round's live lines (orders PAID or UNPAID, lines neither cancelled nor
 * refunded) and the team's pieces of its decision (`store_rounds.minimums`), and makes the order
 * through the orders use case (unique per store and round: a second call changes nothing).
 *
 * The order has one line per item (a style in its colours with its decorations), one size line
 * per size ordered, each with the names and numbers printed (one per personalised garment, in
 * the order bought) and the team's blank pieces; every garment at the item's dealer price.
 * The team's pieces come from the decision as the close wrote them: per item and size
 * (`teamPieces: [{ itemId, size, quantity }]`); a bare count (`teamPieces: 5`) goes to the
 * minimum's first item in its most-ordered size of the round (ties to the item's size order; its
 * middle size when none was ordered). Anything unreadable in the decision counts as no pieces.
 */
import { sortBySize } from '@tas/garments';
import type { Db, Executor } from '../../db/index.js';
import type { OrderRow, ProjectRow, StoreItemRow } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { BadUserInputError, NotFoundError } from '../../lib/errors.js';
import type { StoreFacts, StoreOrderInput, StoreOrderItem } from '../../db/types.js';
import { ownStore, type ProductionDesk, type ProductionOrders, type StoresDeps } from './store-deps.js';
import { liveLinesOf, roundOf, storeProjectOf, type LiveLine } from './store-production.repository.js';
import { moveStore } from './store-states.js';
import * as repo from './stores.repository.js';

export type { ProductionDesk, ProductionOrders } from './store-deps.js';

/** The orders module's use cases a production order is made with (composition root). */
export interface ProductionOrdersPort {
  createForStore(exec: Executor, input: StoreOrderInput): Promise<unknown>;
  discardStoreOrder(exec: Executor, storeId: number, round: number): Promise<boolean>;
  sendStoreOrder(exec: Executor, storeId: number, round: number): Promise<OrderRow>;
  storeOrders(exec: Executor, storeId: number): Promise<OrderRow[]>;
}

/** Pieces the team buys of an item: in `size`, or (null) in the item's most-ordered size. */
export interface TeamPieces {
  itemId: number;
  size: string | null;
  quantity: number;
}

const positiveInt = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The team's pieces of a round's decision (`store_rounds.minimums`), read defensively: the
 * decision is a list of minimums (or `{ minimums: [...] }`), each with `teamPieces` either per
 * item and size (`[{ itemId, size, quantity }]`) or a count for its first item (`itemIds[0]`).
 * Missing, null or malformed entries are no pieces.
 */
export function teamPiecesOfDecision(decision: unknown): TeamPieces[] {
  const list: unknown[] = Array.isArray(decision)
    ? decision
    : decision && typeof decision === 'object' && Array.isArray((decision as { minimums?: unknown }).minimums)
      ? (decision as { minimums: unknown[] }).minimums
      : [];
  const pieces: TeamPieces[] = [];
  for (const m of list) {
    if (!m || typeof m !== 'object') continue;
    const { teamPieces, itemIds } = m as { teamPieces?: unknown; itemIds?: unknown };
    if (Array.isArray(teamPieces)) {
      for (const t of teamPieces) {
        if (!t || typeof t !== 'object') continue;
        const { itemId, size, quantity } = t as { itemId?: unknown; size?: unknown; quantity?: unknown };
        const id = positiveInt(itemId);
        const q = positiveInt(quantity);
        if (id != null && q != null)
          pieces.push({ itemId: id, size: typeof size === 'string' && size ? size : null, quantity: q });
      }
    } else {
      const q = positiveInt(teamPieces);
      const first = Array.isArray(itemIds) ? positiveInt(itemIds[0]) : null;
      if (q != null && first != null) pieces.push({ itemId: first, size: null, quantity: q });
    }
  }
  return pieces;
}

/** The size a bare count of team pieces of `item` goes to: its most-ordered, else its middle size. */
function sizeForTeam(item: StoreItemRow, lines: readonly LiveLine[]): string {
  const counts = new Map<string, number>();
  for (const l of lines) if (l.item_id === item.id) counts.set(l.size, (counts.get(l.size) ?? 0) + 1);
  const ordered = sortBySize([...counts.keys()], (s) => s);
  const inItemOrder = [...item.sizes.filter((s) => counts.has(s)), ...ordered.filter((s) => !item.sizes.includes(s))];
  let best: string | null = null;
  for (const s of inItemOrder) if (best == null || counts.get(s)! > counts.get(best)!) best = s;
  return best ?? item.sizes[Math.floor((item.sizes.length - 1) / 2)] ?? 'OS';
}

/** The items of a round's production order, from its live lines and the team's pieces (store items in their order). */
export function productionItemsOf(
  items: readonly StoreItemRow[],
  lines: readonly LiveLine[],
  team: readonly TeamPieces[],
): StoreOrderItem[] {
  const result: StoreOrderItem[] = [];
  for (const item of items) {
    const sizes = new Map<string, StoreOrderItem['sizes'][number]>();
    const sizeOf = (size: string) => {
      let s = sizes.get(size);
      if (!s) sizes.set(size, (s = { size, buyerPieces: 0, players: [], teamPieces: 0 }));
      return s;
    };
    for (const l of lines) {
      if (l.item_id !== item.id) continue;
      const s = sizeOf(l.size);
      s.buyerPieces++;
      if (l.player_name != null || l.player_number != null)
        s.players.push({ name: l.player_name, number: l.player_number });
    }
    for (const t of team) if (t.itemId === item.id) sizeOf(t.size ?? sizeForTeam(item, lines)).teamPieces += t.quantity;
    if (!sizes.size) continue;
    const known = item.sizes.filter((s) => sizes.has(s));
    const others = sortBySize(
      [...sizes.keys()].filter((s) => !item.sizes.includes(s)),
      (s) => s,
    );
    result.push({
      configurationId: item.configuration_id,
      styleId: item.style_id,
      productName: item.name,
      proofVersion: item.proof_version,
      unitPriceCents: item.dealer_price_cents,
      sizes: [...known, ...others].map((s) => sizes.get(s)!),
    });
  }
  return result;
}

/** The production orders of stores, made, read and sent with the orders module's use cases (`port`). */
export function productionOrders(port: ProductionOrdersPort): ProductionOrders & ProductionDesk {
  return {
    async make(exec, storeId, round) {
      const project = await storeProjectOf(exec, storeId);
      if (!project) throw new NotFoundError('Store');
      const lines = await liveLinesOf(exec, storeId, round);
      const team = teamPiecesOfDecision((await roundOf(exec, storeId, round))?.minimums ?? null);
      const ids = new Set([...lines.map((l) => l.item_id), ...team.map((t) => t.itemId)]);
      const listed = await repo.itemsOf(exec, storeId);
      const missing = [...ids].filter((id) => !listed.some((i) => i.id === id));
      // An item removed since (its lines stay) is still produced, after the store's own.
      const gone = (await repo.itemsByIds(exec, missing)).filter((i) => i.store_id === storeId);
      await port.createForStore(exec, {
        dealerId: project.dealer_id,
        storeId,
        round,
        items: productionItemsOf([...listed, ...gone], lines, team),
      });
    },
    discard: (exec, storeId, round) => port.discardStoreOrder(exec, storeId, round),
    send: (exec, storeId, round) => port.sendStoreOrder(exec, storeId, round),
    ofStore: (exec, storeId) => port.storeOrders(exec, storeId),
  };
}

/** What an order says of store `storeId`'s round `round`, read in `exec` (the orders module's port). */
export async function storeFactsOf(exec: Executor, storeId: number, round: number): Promise<StoreFacts | null> {
  const project = await storeProjectOf(exec, storeId);
  const store = project ? await repo.storeOf(exec, storeId) : undefined;
  if (!project || !store) return null;
  const row = await roundOf(exec, storeId, round);
  return {
    id: project.public_id,
    name: project.title,
    teamName: project.team_name,
    round,
    closedAt: row?.closed_at ?? null,
    fulfilment: store.fulfilment,
    groupLabel: store.group_label,
  };
}

/** The dealer's use cases of a store's production orders. */
export function storeProduction(db: Db, deps: StoresDeps) {
  return {
    /** The production orders of `project`'s store, by round: its dealer's; [] for anyone else. */
    productionOrders: (dealerId: number | null, project: ProjectRow): Promise<OrderRow[]> =>
      dealerId === project.dealer_id ? deps.productionDesk.ofStore(db, project.id) : Promise.resolve([]),

    /**
     * Sends round `round`'s held production order of store `storeId` (its public id): the order
     * is delivered to the dealer's webhook, and the store, when CLOSED in that round, becomes
     * PROCESSING, in one transaction. Errors: NOT_FOUND ('Store') for anyone but its dealer;
     * BAD_USER_INPUT `round` for a round the store has not reached; CONFLICT when the round has
     * no production order yet or it was sent already.
     */
    async sendProductionOrder(caller: Caller, storeId: string, round: number): Promise<OrderRow> {
      const { store } = await ownStore(db, deps, caller, storeId);
      if (!Number.isSafeInteger(round) || round < 1 || round > store.round)
        throw new BadUserInputError('round', `The store has rounds 1 to ${store.round}`);
      return db.transaction().execute(async (trx) => {
        const order = await deps.productionDesk.send(trx, store.project_id, round);
        if (store.state === 'CLOSED' && round === store.round) await moveStore(trx, store, 'PROCESSING', deps.now());
        return order;
      });
    },
  };
}
