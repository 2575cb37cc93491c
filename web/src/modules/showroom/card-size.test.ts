import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, cardPictureSize } from './card-size';

describe('cardPictureSize (cards drawn at their displayed size)', () => {
  it('rounds the displayed width in device pixels up to 16 px, in the snapshots portrait', () => {
    expect(cardPictureSize(211.5, 1)).toEqual({ width: 224, height: 280 });
    expect(cardPictureSize(224, 1)).toEqual({ width: 224, height: 280 });
    expect(cardPictureSize(150, 2)).toEqual({ width: 304, height: 380 });
  });

  it('never draws larger than a snapshot, nor smaller than 96 px', () => {
    expect(cardPictureSize(300, 2)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(cardPictureSize(20, 1)).toEqual({ width: 96, height: 120 });
  });

  it('draws a card not laid out (width 0) at the full size, and treats a ratio under 1 as 1', () => {
    expect(cardPictureSize(0, 1)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(cardPictureSize(200, 0.5)).toEqual({ width: 208, height: 260 });
  });
});
