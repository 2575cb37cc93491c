/**
 * Order lines a factory can produce: each item of an order with what the
 * proof showed, resolved to names and codes once, when the order is made, and kept with it.
 *
 * - SKU of a garment: `<style>-<colour code>-<size suffix>`, e.g. `CG2100-19-06`: the style id,
 *   the catalog number of the body colour (a stock variant's colour, else the primary), and the
 *   two-digit size suffix of original-spec section 9 (`skuSuffix`).
 * - Decorations as on the proof: location, content (the text, the logo's or graphic's name, or
 *   "from the roster"), font, fill and outlines by colour name, number and hex, height in mm
 *   (lettering only), position in mm from the location's centre and rotation in degrees.
 * - The version of the proof approved for the item; null when the order was made without one.
 *
 * Lookups are injected (`OrderLineLookups`), so the rules here stay pure.
 */
import type {
  OrderLine,
  OrderLineColor,
  OrderLineDecoration,
  QuoteItemSnapshot,
  StoredDecoration,
} from '../../db/types.js';

export type { OrderLine, OrderLineColor, OrderLineDecoration, OrderLineSize } from '../../db/types.js';
import { skuSuffix } from '../lockers/index.js';

/** What building lines looks up (the catalog and the configurations, batched by the caller). */
export interface OrderLineLookups {
  configuration(id: number): Promise<{
    style_id: string;
    design_id: string | null;
    variant_id: string | null;
    color_ids: number[];
    decorations: StoredDecoration[];
  } | null>;
  color(id: number): Promise<{ id: number; name: string; hex: string } | null>;
  design(id: string): Promise<{ code: string; name: string } | null>;
  /** A stock variant's body colour id. */
  variantColorId(id: string): Promise<number | null>;
  logoName(id: number): Promise<string | null>;
  graphicName(key: string): string | null;
  /** The approved proof's version of the quote item made from configuration `id`, or null. */
  proofVersion(configurationId: number): number | null;
}

/** The SKU of one garment: `<style>-<colour code>-<size suffix>`. */
export function skuOf(styleId: string, colorCode: string, size: string): string {
  return `${styleId}-${colorCode}-${skuSuffix(size)}`;
}

const colorOf = async (lookups: OrderLineLookups, id: number | null): Promise<OrderLineColor | null> => {
  if (id == null) return null;
  const c = await lookups.color(id);
  return c ? { name: c.name, code: String(c.id), hex: c.hex.toUpperCase() } : null;
};

/** What a decoration shows, in words. */
async function contentOf(lookups: OrderLineLookups, d: StoredDecoration): Promise<string> {
  if (d.contentType === 'PLAYER_NAME' || d.contentType === 'PLAYER_NUMBER') return 'From the roster';
  if (d.graphic) return lookups.graphicName(d.graphic) ?? d.graphic;
  if (d.logoId != null) return (await lookups.logoName(d.logoId)) ?? `Logo ${d.logoId}`;
  return d.text ?? '';
}

/** The lines of a quote's items (its snapshot), resolved for production. */
export async function orderLinesOf(
  items: readonly QuoteItemSnapshot[],
  lookups: OrderLineLookups,
): Promise<OrderLine[]> {
  const lines: OrderLine[] = [];
  for (const item of items) {
    const config = await lookups.configuration(item.configurationId);
    const colors = (await Promise.all((config?.color_ids ?? []).map((id) => colorOf(lookups, id)))).filter(
      (c): c is OrderLineColor => c != null,
    );
    const variantColor = config?.variant_id ? await lookups.variantColorId(config.variant_id) : null;
    const body = variantColor != null ? await colorOf(lookups, variantColor) : (colors[0] ?? null);
    const design = config?.design_id ? await lookups.design(config.design_id) : null;
    const decorations: OrderLineDecoration[] = [];
    for (const d of config?.decorations ?? []) {
      const art = d.contentType === 'UPLOADS' || d.contentType === 'GRAPHICS';
      decorations.push({
        location: d.location,
        contentType: d.contentType,
        content: await contentOf(lookups, d),
        font: art ? null : d.font,
        fill: d.contentType === 'UPLOADS' ? null : await colorOf(lookups, d.fillColorId),
        outline1: await colorOf(lookups, d.outline1ColorId),
        outline2: await colorOf(lookups, d.outline2ColorId),
        heightMm: art ? null : d.textHeight,
        offsetXMm: d.offsetX ?? 0,
        offsetYMm: d.offsetY ?? 0,
        rotationDeg: d.rotation,
      });
    }
    lines.push({
      styleId: item.styleId,
      productName: item.productName,
      configurationShortId: item.configurationShortId,
      designCode: design?.code ?? null,
      designName: design?.name ?? null,
      colors,
      decorations,
      proofVersion: lookups.proofVersion(item.configurationId),
      quantity: item.quantity,
      lineTotalCents: item.lineTotalCents,
      sizeLines: item.sizeLines.map((l) => ({
        sku: skuOf(item.styleId, body?.code ?? '00', l.size),
        size: l.size,
        quantity: l.quantity,
        playerName: l.playerName,
        playerNumber: l.playerNumber,
        ...(l.blank ? { blank: true as const } : {}),
        unitPriceCents: l.unitPriceCents,
      })),
    });
  }
  return lines;
}

const colorText = (c: OrderLineColor | null) => (c ? `${c.name} (${c.code})` : 'none');

/**
 * One decoration as one line of text (the orders CSV): `Front chest: Text 'HAWKS', full block,
 * 70 mm, fill White (25), outline Black (23)`, with the outlines, position and rotation when set.
 */
export function decorationText(d: OrderLineDecoration): string {
  const where = d.location.replace(/[-_]+/g, ' ');
  const what =
    d.contentType === 'UPLOADS'
      ? `logo '${d.content}'`
      : d.contentType === 'GRAPHICS'
        ? `graphic '${d.content}'`
        : d.contentType === 'CUSTOM_TEXT'
          ? `text '${d.content}'`
          : d.contentType === 'PLAYER_NAME'
            ? 'player name'
            : 'player number';
  const parts = [what];
  if (d.font) parts.push(d.font);
  if (d.heightMm != null) parts.push(`${d.heightMm} mm`);
  if (d.fill) parts.push(`fill ${colorText(d.fill)}`);
  if (d.outline1) parts.push(`outline ${colorText(d.outline1)}`);
  if (d.outline2) parts.push(`second outline ${colorText(d.outline2)}`);
  if (d.offsetXMm || d.offsetYMm) parts.push(`offset ${d.offsetXMm} mm right, ${d.offsetYMm} mm up`);
  if (d.rotationDeg) parts.push(`rotated ${d.rotationDeg}°`);
  return `${where}: ${parts.join(', ')}`;
}
