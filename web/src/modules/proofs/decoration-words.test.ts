import { describe, expect, it } from 'vitest';
import { locationName, positionText } from './decoration-words';

describe('decoration words', () => {
  it('names locations and positions', () => {
    expect(locationName('left-chest')).toBe('Left chest');
    expect(locationName('leftSleeve')).toBe('Left sleeve');
    expect(positionText({ x: 0, y: 0, rotation: 0 })).toBe('Centred');
    expect(positionText({ x: -12.04, y: 5, rotation: 10, zoom: 1.5 })).toBe(
      '12 mm left, 5 mm up, rotated 10°, zoom 1.5',
    );
  });
});
