/**
 * Builds the garment scene's input (`RenderSpec`, schema/configurations.graphql) on the client
 * from the product's garment and the customiser state, so the player redraws on every change
 * without a round trip. Rules match the server's resolved decorations (C3): default texts
 * ('00', 'Player Name', 'Team Name'), fill white (25), outline black (23), font 'full block';
 * a library graphic's picture in its fill colour (@tas/garments `graphicPath`); a reversible
 * drawn on the side shown (@tas/garments `reversible.ts`), as the gateway draws its snapshots.
 */
import { designKind, graphicPath, isOnSide, isReversibleGarment, sideColors, sideDesign } from '@tas/garments';
import type { Garment, RenderDecoration, RenderDesign, RenderSpec } from '../../gql/graphql';
import {
  DEFAULT_FILL_COLOR_ID,
  DEFAULT_FONT,
  DEFAULT_OUTLINE_COLOR_ID,
  DEFAULT_TEXT,
  defaultTextHeight,
  type CustomizerState,
  type DecorationDraft,
  type LocationInfo,
} from './state';

/** Used when a colour id is unknown (e.g. the colour table is still loading). */
export const FALLBACK_HEX = '#d4d4d8';

export interface RenderSpecInput {
  garment: Garment;
  /** The selected design (layout) of the product, drawn as its pattern (C1); null for none. */
  design?: { code: string; name: string } | null;
  state: Pick<CustomizerState, 'colorIds' | 'decorations'> & Partial<Pick<CustomizerState, 'reversibleView'>>;
  /** Colour id -> `#rrggbb`. */
  hexById: ReadonlyMap<string, string>;
  /** Font key -> CSS font-family. */
  familyByFont: ReadonlyMap<string, string>;
  /** Locations by name, for default text heights. */
  locations: readonly LocationInfo[];
  /** Turns a `/files/...` path into an absolute URL the scene can load. */
  resolveUrl: (url: string) => string;
}

function hexOf(id: string | null, hexById: ReadonlyMap<string, string>, fallback: string): string {
  return (id !== null && hexById.get(id)) || fallback;
}

/** One decoration resolved for drawing. */
export function renderDecoration(
  d: DecorationDraft,
  input: Omit<RenderSpecInput, 'garment' | 'state'>,
): RenderDecoration {
  const location = input.locations.find((l) => l.name === d.location) ?? null;
  const isLogo = d.contentType === 'UPLOADS' || d.contentType === 'GRAPHICS';
  const fontKey = d.font ?? DEFAULT_FONT;
  const fill = hexOf(d.fillColorId ?? DEFAULT_FILL_COLOR_ID, input.hexById, '#ffffff');
  const picture = d.contentType === 'GRAPHICS' && d.graphicKey ? graphicPath(d.graphicKey, fill) : d.logoUrl;
  return {
    contentType: d.contentType,
    location: d.location,
    text: isLogo ? null : d.text || DEFAULT_TEXT[d.contentType] || null,
    fill,
    outline1: hexOf(d.outline1ColorId ?? DEFAULT_OUTLINE_COLOR_ID, input.hexById, '#000000'),
    outline2: d.outline2ColorId ? hexOf(d.outline2ColorId, input.hexById, '#000000') : null,
    // Logos fit their location; their nominal height matches the server's (100 mm).
    textHeight: d.textHeight ?? defaultTextHeight(d.contentType, location) ?? 100,
    fontFamily: input.familyByFont.get(fontKey) ?? fontKey,
    logoUrl: isLogo && picture ? input.resolveUrl(picture) : null,
    rotation: d.rotation,
    zoom: d.zoom,
    // As the server's spec: no position when centred.
    ...(d.offsetX ? { offsetX: d.offsetX } : {}),
    ...(d.offsetY ? { offsetY: d.offsetY } : {}),
  };
}

/** The design of a spec as the gateway resolves it (C1): code, name and pattern kind. */
export function renderDesign(design: { code: string; name: string } | null | undefined): RenderDesign | null {
  return design ? { code: design.code, name: design.name, kind: designKind(design.code) } : null;
}

/**
 * The RenderSpec of a state: zone colours as hex in zone colour order (unknown ids fall back
 * to {@link FALLBACK_HEX}), decorations in list order, the selected design. Logos without a
 * picture (no URL, no graphic) are left out. A reversible shows the side in
 * `state.reversibleView` (Outside when null): the Inside swaps primary and secondary, has no
 * design and only the decorations printed on it.
 */
export function buildRenderSpec(input: RenderSpecInput): RenderSpec {
  const { garment, state } = input;
  const side = isReversibleGarment(garment.id) && state.reversibleView === 'INSIDE' ? 'INSIDE' : 'OUTSIDE';
  const colors = sideColors(
    state.colorIds.map((id) => hexOf(id, input.hexById, FALLBACK_HEX)),
    side,
  );
  const decorations = state.decorations
    .filter((d) => isOnSide(d.view, side))
    .filter((d) => !((d.contentType === 'UPLOADS' || d.contentType === 'GRAPHICS') && !d.logoUrl && !d.graphicKey))
    .map((d) => renderDecoration(d, input));
  return { garment, colors, decorations, design: sideDesign(renderDesign(input.design), side) };
}
