/**
 * The orders CSV export (D10): one row per size line of every order of a dealer, user text
 * defused against spreadsheet formulas (@tas/rules `csvText`). At the end of each row,
 * what the factory needs: the SKU, the design code, the garment colours, the decorations as
 * text (`decorationText`) and the approved proof's version.
 */
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/index.js';
import { csvText, type OrderSyncStatus } from '@tas/rules';
import { decorationText } from './order-lines.js';
import { orderNumber } from './order-webhook.js';
import { ordersForCsv } from './orders.repository.js';
import type { StoreFacts, StoreFactsPort } from './store-production-orders.js';

/** Columns of the orders CSV export (D10), in order. */
export const ORDER_CSV_COLUMNS = [
  'order_number',
  'order_id',
  'order_created_at',
  'sync_status',
  'sync_attempts',
  'synced_at',
  'quote_id',
  'project_id',
  'project_type',
  'project_title',
  'contact_name',
  'contact_email',
  'contact_phone',
  'contact_organization',
  'style_id',
  'product_name',
  'configuration_short_id',
  'size',
  'quantity',
  'player_name',
  'player_number',
  'unit_price_cents',
  'line_total_cents',
  'order_total_cents',
  // What the factory produces (empty for orders made before).
  'sku',
  'design_code',
  'garment_colors',
  'decorations',
  'proof_version',
  // A team store's production order (empty for a quote's): the store, its round, when the
  // dealer sent it, and per size line the names and numbers printed and the team's pieces.
  'store_id',
  'store_name',
  'store_round',
  'store_sent_at',
  'players',
  'team_pieces',
] as const;

/** D10: the dealer's orders as CSV (`ORDER_CSV_COLUMNS`, schema `ordersCsv`), one row per size line, newest first. */
export async function ordersCsv(
  db: Db,
  dealerId: number,
  syncStatus?: OrderSyncStatus | null,
  stores: StoreFactsPort | null = null,
): Promise<string> {
  const rows = await ordersForCsv(db, dealerId, syncStatus ?? null);
  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');
  const records: (string | number)[][] = [];
  for (const o of rows) {
    if (o.store_id != null && o.store_round != null) {
      const facts = stores ? await stores.factsOf(db, o.store_id, o.store_round) : null;
      records.push(...storeOrderRecords(o, facts, iso));
      continue;
    }
    for (const [i, item] of (o.items ?? []).entries()) {
      const production = o.lines?.[i];
      for (const [j, line] of item.sizeLines.entries()) {
        records.push([
          orderNumber(o.id),
          o.id,
          iso(o.created_at),
          o.sync_status,
          o.sync_attempts,
          iso(o.synced_at),
          o.quote_id ?? '',
          o.project_id ?? '',
          o.project_type ?? '',
          csvText(o.project_title),
          csvText(o.contact_name),
          csvText(o.contact_email),
          csvText(o.contact_phone),
          csvText(o.contact_organization),
          item.styleId,
          item.productName,
          item.configurationShortId,
          line.size,
          line.quantity,
          csvText(line.playerName),
          csvText(line.playerNumber),
          line.unitPriceCents,
          line.unitPriceCents * line.quantity,
          o.total_cents,
          production?.sizeLines[j]?.sku ?? '',
          production?.designCode ?? '',
          production ? production.colors.map((c) => `${c.name} (${c.code})`).join('; ') : '',
          production ? csvText(production.decorations.map(decorationText).join('; ')) : '',
          production?.proofVersion ?? '',
          '',
          '',
          '',
          '',
          '',
          '',
        ]);
      }
    }
  }
  return stringify(records, { header: true, columns: ORDER_CSV_COLUMNS as unknown as string[] });
}

/** A name and number as one text: `SMITH #23`, `#7`, `ANA`. */
const playerText = (p: { name: string | null; number: string | null }) =>
  [p.name, p.number != null ? `#${p.number}` : null].filter(Boolean).join(' ');

/** The rows of a store's production order: one per size line, from its production lines. */
function storeOrderRecords(
  o: Awaited<ReturnType<typeof ordersForCsv>>[number],
  facts: StoreFacts | null,
  iso: (d: Date | string | null) => string,
): (string | number)[][] {
  const records: (string | number)[][] = [];
  for (const line of o.lines ?? []) {
    for (const size of line.sizeLines) {
      records.push([
        orderNumber(o.id),
        o.id,
        iso(o.created_at),
        o.sync_status,
        o.sync_attempts,
        iso(o.synced_at),
        '',
        '',
        'STORE',
        csvText(facts?.name ?? ''),
        '',
        '',
        '',
        '',
        line.styleId,
        csvText(line.productName),
        line.configurationShortId,
        size.size,
        size.quantity,
        '',
        '',
        size.unitPriceCents,
        size.unitPriceCents * size.quantity,
        o.total_cents,
        size.sku,
        line.designCode ?? '',
        line.colors.map((c) => `${c.name} (${c.code})`).join('; '),
        csvText(line.decorations.map(decorationText).join('; ')),
        line.proofVersion ?? '',
        facts?.id ?? '',
        csvText(facts?.name ?? ''),
        o.store_round ?? '',
        iso(o.sent_at),
        csvText((size.players ?? []).map(playerText).join('; ')),
        size.teamPieces ?? 0,
      ]);
    }
  }
  return records;
}
