import { describe, expect, it } from 'vitest';
import { checkLogoCrop } from './logo-crop.js';

const crop = { x: 0.1, y: 0.2, width: 0.5, height: 0.25, zoom: 2, aspect: '1:1' };

describe('checkLogoCrop (D6)', () => {
  it('keeps a crop inside the picture, rounded', () => {
    expect(checkLogoCrop(crop)).toEqual(crop);
    expect(checkLogoCrop({ ...crop, x: 0.5, width: 0.5000000004, zoom: 1.23456 })).toEqual({
      ...crop,
      x: 0.5,
      width: 0.5,
      zoom: 1.235,
    });
    expect(checkLogoCrop({ x: 0, y: 0, width: 1, height: 1, zoom: 1, aspect: 'free' })).toMatchObject({ width: 1 });
  });

  it('names the field of a crop outside the picture, empty, or with an unknown zoom or aspect', () => {
    const fieldOf = (c: Partial<typeof crop>) => {
      try {
        checkLogoCrop({ ...crop, ...c });
        return null;
      } catch (e) {
        return (e as { field?: string }).field;
      }
    };
    expect(fieldOf({ x: -0.1 })).toBe('crop.x');
    expect(fieldOf({ y: 1.5 })).toBe('crop.y');
    expect(fieldOf({ width: 0 })).toBe('crop.width');
    expect(fieldOf({ x: 0.6, width: 0.5 })).toBe('crop.width');
    expect(fieldOf({ y: 0.9, height: 0.2 })).toBe('crop.height');
    expect(fieldOf({ zoom: 0.5 })).toBe('crop.zoom');
    expect(fieldOf({ zoom: Number.NaN })).toBe('crop.zoom');
    expect(fieldOf({ aspect: '3:2' })).toBe('crop.aspect');
    expect(fieldOf({ width: Number.POSITIVE_INFINITY })).toBe('crop.width');
  });
});
