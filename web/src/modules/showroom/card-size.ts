/** The largest card picture: the snapshot size (C5, section 9: 470 by 588 px). */
export const CARD_WIDTH = 470;
export const CARD_HEIGHT = 588;

/** A card picture's size, device px (CARD_WIDTH / CARD_HEIGHT portrait). */
export interface CardPictureSize {
  width: number;
  height: number;
}

/** Card widths are rounded up to this step, px, so that cards of one grid share a size. */
const CARD_WIDTH_STEP = 16;
/** The narrowest picture drawn, px. */
const MIN_CARD_WIDTH = 96;

/**
 * The picture size for a card displayed `cssWidth` CSS px wide on a screen of `pixelRatio`
 * device px per CSS px: rounded up to CARD_WIDTH_STEP, between MIN_CARD_WIDTH and CARD_WIDTH
 * (the snapshots' 470 x 588), in the snapshots' portrait. A width of 0 (not laid out) is the
 * full size.
 */
export function cardPictureSize(cssWidth: number, pixelRatio: number): CardPictureSize {
  const wanted =
    cssWidth > 0 ? Math.ceil((cssWidth * Math.max(pixelRatio, 1)) / CARD_WIDTH_STEP) * CARD_WIDTH_STEP : CARD_WIDTH;
  const width = Math.min(CARD_WIDTH, Math.max(MIN_CARD_WIDTH, wanted));
  return { width, height: Math.round((width * CARD_HEIGHT) / CARD_WIDTH) };
}
