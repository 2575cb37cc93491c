/** Card pictures are drawn at the snapshot size (C5, section 9: 470 by 588 px). */
export const CARD_WIDTH = 470;
export const CARD_HEIGHT = 588;
