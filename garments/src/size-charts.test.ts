import { describe, expect, it } from 'vitest';
import { sizeChartFor } from './size-charts.js';

describe('size charts', () => {
  it('gives adult tops their chest in inches and centimetres, in size order', () => {
    const chart = sizeChartFor('jersey-vneck', ['L', 'S']);
    expect(chart).toEqual({
      name: 'Adult tops',
      source: expect.stringContaining('teamwear size charts'),
      rows: [
        {
          size: 'S',
          measurements: [{ name: 'Chest', minInches: 34, maxInches: 36, minCentimetres: 86.4, maxCentimetres: 91.4 }],
        },
        {
          size: 'L',
          measurements: [{ name: 'Chest', minInches: 42, maxInches: 44, minCentimetres: 106.7, maxCentimetres: 111.8 }],
        },
      ],
    });
    expect(sizeChartFor('jersey-vneck', ['ONE SIZE'])).toBeNull();
  });
});
