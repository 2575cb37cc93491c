/**
 * A store's closing documents: the packing list of a round (one bag per buyer's order, sorted
 * by group then player, each item with its own picture: the garment with the player's name and
 * number, as the receipts draw it), its bag labels (player, group, item count), and the payout
 * statement (per round and for the whole store: gross sales, refunds, the card provider's fees
 * as it reported them, tax collected, the fundraising owed to the team) as data, CSV and PDF.
 * The PDFs are printed by the render service from the web app's print pages
 * (`/print/stores/<id>/packing-list/<round>`, `/bag-labels/<round>`, `/payout-statement`), which
 * read this data with the job's print grant of the store's project. All amounts in cents.
 */
import { stringify } from 'csv-stringify/sync';
import { csvText } from '@tas/rules';
import type { Db } from '../../db/index.js';
import type { ProjectRow, RenderJobRow, StoreRow } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { BadUserInputError, NotFoundError } from '../../lib/errors.js';
import { safeFilename } from '../../lib/filename.js';
import { projectNoun, teamNameOf } from '../projects/index.js';
import { ownStore, type StoresDeps } from './store-deps.js';
import * as repo from './stores.repository.js';
import { packedLines, payoutRounds, type PackedLineRow } from './store-documents.repository.js';

export type StoreDocumentKind = 'PACKING_LIST' | 'BAG_LABELS' | 'PAYOUT_STATEMENT';

/**
 * The print page of store `storeId`'s (public id) `document` (the web app's store routes:
 * `/print/stores/<id>/packing-list/<round>`, `.../bag-labels/<round>`, `.../payout-statement`)
 * and the key that tells it from the store's other documents (`PACKING_LIST:2`).
 */
export function storeDocumentPage(
  storeId: string,
  document: StoreDocumentKind,
  round: number | null,
): { path: string; key: string } {
  const store = `/print/stores/${encodeURIComponent(storeId)}`;
  if (document === 'PAYOUT_STATEMENT') return { path: `${store}/payout-statement`, key: document };
  const page = document === 'PACKING_LIST' ? 'packing-list' : 'bag-labels';
  return { path: `${store}/${page}/${round ?? 1}`, key: `${document}:${round ?? 1}` };
}

/** One item of a bag: an item in a size with one name and number, `quantity` pieces of it. */
export interface PackingItem {
  itemName: string;
  size: string;
  quantity: number;
  playerName: string | null;
  playerNumber: string | null;
  /** The picture of the garment with its name and number (absolute address); null when none can be made. */
  pictureUrl: string | null;
}

/** A buyer's bag: one order of the round. */
export interface PackingBag {
  orderNumber: string;
  /** The order's player, else its first line's name, else the buyer's name. */
  player: string;
  group: string | null;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  /** Pieces in the bag (the sum of its items' quantities). */
  itemCount: number;
  items: PackingItem[];
}

export interface PackingList {
  storeId: string;
  round: number;
  teamName: string | null;
  /** What the store calls its groups ("Team", "Grade"); null when it has none. */
  groupLabel: string | null;
  bags: PackingBag[];
}

/** The money of a round, or of the whole store (`round` null). Cents. */
export interface PayoutFigures {
  round: number | null;
  /** Paid orders. */
  orders: number;
  /** Sales before tax of the paid orders' lines not cancelled (refunded ones included). */
  grossCents: number;
  /** Sales before tax of the lines refunded since. */
  refundsCents: number;
  /** The card provider's fees as it reported them (payments not reported yet count 0). */
  feesCents: number;
  /** Tax of the lines still sold. */
  taxCents: number;
  /** The fundraising of the lines still sold: owed to the team. */
  fundraisingCents: number;
  /** What the dealer keeps of the money taken: gross - refunds + tax - fees. */
  netCents: number;
}

export interface PayoutStatement {
  storeId: string;
  teamName: string | null;
  rounds: PayoutFigures[];
  total: PayoutFigures;
}

/** Columns of the payout CSV, in order (amounts in dollars with cents). */
export const PAYOUT_CSV_COLUMNS = [
  'round',
  'paid_orders',
  'gross_sales',
  'refunds',
  'card_fees',
  'tax_collected',
  'fundraising_owed',
  'net',
] as const;

const byText = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

const dollars = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`;

export function storeDocuments(db: Db, deps: StoresDeps) {
  /**
   * The store `storeId` (its project's public id) for its documents: its dealer's (or a passcode
   * session of it), or the print page of a PDF job holding the store project's grant. NOT_FOUND
   * ('Store') for anyone else and for ids that do not exist.
   */
  async function documentStore(caller: Caller, storeId: string): Promise<{ project: ProjectRow; store: StoreRow }> {
    if (caller.kind !== 'PRINT') return ownStore(db, deps, caller, storeId);
    const project = await deps.projects.byPublicId('STORE', storeId);
    if (!project || project.id !== caller.projectId || project.deleted_at) throw new NotFoundError('Store');
    const store = await repo.storeOf(db, project.id);
    if (!store) throw new NotFoundError('Store');
    return { project, store };
  }

  /** `round` of `store` checked: a whole number from 1 to the store's current round. */
  function checkRound(store: StoreRow, round: number): number {
    if (!Number.isSafeInteger(round) || round < 1 || round > store.round)
      throw new BadUserInputError(
        'round',
        store.round === 1 ? 'This store has one round: 1' : `The round is 1 to ${store.round}`,
      );
    return round;
  }

  /** The bags of `lines` (one per order), sorted by group, then player, then order number. */
  async function bagsOf(lines: readonly PackedLineRow[]): Promise<PackingBag[]> {
    const pictures = new Map<string, Promise<string | null>>();
    const pictureOf = (l: PackedLineRow) => {
      const key = JSON.stringify([l.configurationId, l.playerName, l.playerNumber]);
      let found = pictures.get(key);
      if (!found) {
        found = deps.pictures
          ? deps.pictures
              .of(l.configurationId, { playerName: l.playerName, playerNumber: l.playerNumber }, 'PRINT')
              .catch(() => null)
          : Promise.resolve(null);
        pictures.set(key, found);
      }
      return found;
    };
    const bags = new Map<number, { bag: PackingBag; keys: Map<string, PackingItem> }>();
    const pending: Promise<void>[] = [];
    for (const l of lines) {
      let entry = bags.get(l.orderId);
      if (!entry) {
        entry = {
          bag: {
            orderNumber: l.orderNumber,
            player: l.orderPlayer || l.playerName || l.buyerName,
            group: l.groupName || null,
            buyerName: l.buyerName,
            buyerEmail: l.buyerEmail,
            buyerPhone: l.buyerPhone || null,
            itemCount: 0,
            items: [],
          },
          keys: new Map(),
        };
        bags.set(l.orderId, entry);
      }
      if (!l.orderPlayer && !entry.bag.items.length && l.playerName) entry.bag.player = l.playerName;
      entry.bag.itemCount += 1;
      const key = JSON.stringify([l.itemId, l.size, l.playerName, l.playerNumber]);
      const same = entry.keys.get(key);
      if (same) {
        same.quantity += 1;
        continue;
      }
      const item: PackingItem = {
        itemName: l.itemName,
        size: l.size,
        quantity: 1,
        playerName: l.playerName,
        playerNumber: l.playerNumber,
        pictureUrl: null,
      };
      entry.keys.set(key, item);
      entry.bag.items.push(item);
      pending.push(pictureOf(l).then((url) => void (item.pictureUrl = url)));
    }
    await Promise.all(pending);
    return [...bags.values()]
      .map((e) => e.bag)
      .sort((a, b) => byText(a.group, b.group) || byText(a.player, b.player) || byText(a.orderNumber, b.orderNumber));
  }

  async function statementOf(project: ProjectRow): Promise<PayoutStatement> {
    const rows = await payoutRounds(db, project.id);
    const fees = deps.paymentFees ? await deps.paymentFees(rows.flatMap((r) => r.paymentIds)) : new Map();
    const figures = (round: number | null, of: typeof rows): PayoutFigures => {
      const sum = (f: (r: (typeof rows)[number]) => number) => of.reduce((n, r) => n + f(r), 0);
      const grossCents = sum((r) => r.grossCents);
      const refundsCents = sum((r) => r.refundsCents);
      const taxCents = sum((r) => r.taxCents);
      const feesCents = sum((r) => r.paymentIds.reduce((n, id) => n + (fees.get(id) ?? 0), 0));
      return {
        round,
        orders: sum((r) => r.orders),
        grossCents,
        refundsCents,
        feesCents,
        taxCents,
        fundraisingCents: sum((r) => r.fundraisingCents),
        netCents: grossCents - refundsCents + taxCents - feesCents,
      };
    };
    return {
      storeId: project.public_id,
      teamName: teamNameOf(project),
      rounds: rows.map((r) => figures(r.round, [r])),
      total: figures(null, rows),
    };
  }

  return {
    /**
     * The packing list of store `storeId`'s round `round`: a bag per order PAID or UNPAID with
     * live lines (neither cancelled nor refunded), sorted by group (none last), then player, then
     * order number; identical lines (item, size, name, number) made one item with their quantity.
     * Errors: NOT_FOUND ('Store') for anyone but its dealer and the print page of its PDF;
     * BAD_USER_INPUT `round` outside 1 to the store's current round.
     */
    async packingList(caller: Caller, storeId: string, round: number): Promise<PackingList> {
      const { project, store } = await documentStore(caller, storeId);
      const bags = await bagsOf(await packedLines(db, project.id, checkRound(store, round)));
      return { storeId: project.public_id, round, teamName: teamNameOf(project), groupLabel: store.group_label, bags };
    },

    /** The payout statement of store `storeId`: per round with paid orders, and the whole store's. Errors as `packingList`. */
    async payoutStatement(caller: Caller, storeId: string): Promise<PayoutStatement> {
      return statementOf((await documentStore(caller, storeId)).project);
    },

    /**
     * The payout statement as CSV (`PAYOUT_CSV_COLUMNS`): a row per round, then `all` for the
     * whole store; amounts in dollars with cents. Errors as `packingList`.
     */
    async payoutCsv(caller: Caller, storeId: string): Promise<string> {
      const s = await statementOf((await documentStore(caller, storeId)).project);
      const row = (f: PayoutFigures) => [
        f.round === null ? 'all' : String(f.round),
        String(f.orders),
        ...[f.grossCents, f.refundsCents, f.feesCents, f.taxCents, f.fundraisingCents, f.netCents].map(dollars),
      ];
      return stringify([[...PAYOUT_CSV_COLUMNS], ...s.rounds.map(row), row(s.total)].map((r) => r.map(csvText)));
    },

    /**
     * Queues the PDF of `document` of store `storeId` (a packing list or bag labels of `round`;
     * the payout statement takes none), named `<team> packing list round <n>.pdf` and so on. Poll
     * the render job. Errors: NOT_FOUND ('Store') for anyone but its dealer; BAD_USER_INPUT
     * `round` (missing or out of range for a round's document); RATE_LIMITED while the store's
     * documents are being made.
     */
    async exportDocument(
      caller: Caller,
      storeId: string,
      document: StoreDocumentKind,
      round: number | null | undefined,
    ): Promise<RenderJobRow> {
      if (caller.kind === 'PRINT') throw new NotFoundError('Store');
      const { project, store } = await ownStore(db, deps, caller, storeId);
      if (!deps.storePdfs) throw new NotFoundError('Store');
      const perRound = document !== 'PAYOUT_STATEMENT';
      if (perRound && round == null) throw new BadUserInputError('round', 'Choose the round to print');
      const which = perRound ? checkRound(store, round!) : null;
      const team = teamNameOf(project) ?? 'store';
      const noun = document === 'PACKING_LIST' ? 'packing list' : document === 'BAG_LABELS' ? 'bag labels' : 'payout';
      return deps.storePdfs.queuePagePdf({
        dealerId: project.dealer_id,
        projectId: project.id,
        filename: safeFilename(`${team} ${noun}${which === null ? '' : ` round ${which}`}`, 'store'),
        page: storeDocumentPage(project.public_id, document, which),
        noun: projectNoun(project.type),
      });
    },
  };
}

export type StoreDocuments = ReturnType<typeof storeDocuments>;
