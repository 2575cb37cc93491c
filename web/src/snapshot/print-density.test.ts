import { describe, expect, it } from 'vitest';
import { snapshotMipmaps, snapshotPxPerMm } from './print-density';

describe('a snapshot print density (C5)', () => {
  it('draws the print at 1 px/mm at 588 px, up to 2 px/mm for big pictures, never under 1', () => {
    expect([120, 300, 588, 735, 882, 1176, 2400].map(snapshotPxPerMm)).toEqual([1, 1, 1, 1.25, 1.5, 2, 2]);
  });

  it('leaves the mipmaps out where the print is at most 1.6 times as dense as the garment shows', () => {
    // 588 px: 1 px/mm print, the garment at 0.7 px/mm (1.43 times); 540 px: 1.56 times.
    expect([588, 540, 1176, 882].map(snapshotMipmaps)).toEqual([false, false, false, false]);
    // 520 px: 1.62 times; thumbnails far more.
    expect([520, 490, 300, 120].map(snapshotMipmaps)).toEqual([true, true, true, true]);
  });
});
