/**
 * The orders CSV export (D10): one row per size line of every order of a dealer, user text
 * defused against spreadsheet formulas (@tas/garments `csvText`). Issue 18 section 4 adds, at the end,
 * what the factory needs: the SKU, the design code, the garment colours, the decorations as
 * text (`decorationText`) and the approved proof's version.
 */
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/index.js';
import { csvText } from '@tas/garments';
import { decorationText } from './order-lines.js';
import { orderNumber } from './order-webhook.js';
import { ordersForCsv } from './orders.repository.js';
import type { OrderSyncStatusValue } from './orders.service.js';

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
  // Issue 18 section 4: what the factory produces (empty for orders made before).
  'sku',
  'design_code',
  'garment_colors',
  'decorations',
  'proof_version',
] as const;

/** D10: the dealer's orders as CSV (`ORDER_CSV_COLUMNS`, schema `ordersCsv`), one row per size line, newest first. */
export async function ordersCsv(db: Db, dealerId: number, syncStatus?: OrderSyncStatusValue | null): Promise<string> {
  const rows = await ordersForCsv(db, dealerId, syncStatus ?? null);
  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');
  const records: (string | number)[][] = [];
  for (const o of rows) {
    for (const [i, item] of o.items.entries()) {
      const production = o.lines?.[i];
      for (const [j, line] of item.sizeLines.entries()) {
        records.push([
          orderNumber(o.id),
          o.id,
          iso(o.created_at),
          o.sync_status,
          o.sync_attempts,
          iso(o.synced_at),
          o.quote_id,
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
        ]);
      }
    }
  }
  return stringify(records, { header: true, columns: ORDER_CSV_COLUMNS as unknown as string[] });
}
