import { describe, expect, it } from 'vitest';
import { defaultLocation, initialState, takenLocations, toPaletteIds, type LocationInfo } from './state';
import { customizerReducer } from './state-reducer';
import { locations, product } from './state-test-fixtures';

describe('defaultLocation', () => {
  it('prefers the named location of each content type', () => {
    expect(defaultLocation('CUSTOM_TEXT', locations)?.name).toBe('Front Chest');
    expect(defaultLocation('UPLOADS', locations)?.name).toBe('leftChest');
    expect(defaultLocation('PLAYER_NUMBER', locations)?.name).toBe('back-number');
    expect(defaultLocation('PLAYER_NAME', locations)?.name).toBe('back-name');
  });

  it('never picks a location that holds a decoration: a number and a text on shorts take both legs', () => {
    const shorts: LocationInfo[] = [
      {
        name: 'left-leg',
        view: 'LEFT',
        contentTypes: ['GRAPHICS', 'UPLOADS', 'PLAYER_NUMBER', 'CUSTOM_TEXT'],
        width: 100,
        height: 100,
      },
      {
        name: 'right-leg',
        view: 'RIGHT',
        contentTypes: ['GRAPHICS', 'UPLOADS', 'PLAYER_NUMBER', 'CUSTOM_TEXT'],
        width: 100,
        height: 100,
      },
    ];
    let s = initialState(product);
    const numberAt = defaultLocation('PLAYER_NUMBER', shorts, takenLocations(s))!;
    s = customizerReducer(s, { type: 'setText', contentType: 'PLAYER_NUMBER', text: '7', location: numberAt });
    const textAt = defaultLocation('CUSTOM_TEXT', shorts, takenLocations(s))!;
    s = customizerReducer(s, { type: 'setText', contentType: 'CUSTOM_TEXT', text: 'OWLS', location: textAt });
    expect(s.decorations.map((d) => [d.contentType, d.location])).toEqual([
      ['PLAYER_NUMBER', 'left-leg'],
      ['CUSTOM_TEXT', 'right-leg'],
    ]);
    expect(defaultLocation('PLAYER_NUMBER', shorts, takenLocations(s))).toBeNull();
  });

  it('falls back to the first allowed location, or null', () => {
    expect(defaultLocation('UPLOADS', [locations[0]!])?.name).toBe('right-chest');
    expect(defaultLocation('GRAPHICS', locations)).toBeNull();
  });
});

describe('initialState', () => {
  it('uses the first variant and design; a stock variant is the primary colour', () => {
    const s = initialState(product, { teamColorIds: ['7', '8', '9'] });
    expect(s.variantId).toBe('v-red');
    expect(s.designId).toBe('d1');
    expect(s.colorIds).toEqual(['13', '8', '9']);
    expect(s.decorations).toEqual([]);
    expect(s.view).toBe('FRONT');
  });

  it('keeps team colours inside the product palette, topping up with defaults', () => {
    const s = initialState(
      { ...product, isSublimable: true },
      { teamColorIds: ['7', '99', '8'], paletteColorIds: new Set(['7', '8', '19', '13', '25']) },
    );
    expect(s.variantId).toBeNull();
    expect(s.colorIds).toEqual(['7', '8', '19']);
  });

  it('honours a given variant and design', () => {
    const s = initialState(product, { variantId: 'v-navy', designId: 'd2' });
    expect(s.variantId).toBe('v-navy');
    expect(s.designId).toBe('d2');
    expect(s.colorIds[0]).toBe('19');
  });
});

describe('toPaletteIds', () => {
  it('keeps palette ids and maps other colours by hex', () => {
    const palette = [
      { id: '31', hex: '#1F2A44' },
      { id: '41', hex: '#FFB81C' },
      { id: '33', hex: '#FFFFFF' },
    ];
    expect(
      toPaletteIds(
        [
          { id: '19', hex: '#1f2a44' },
          { id: '41', hex: '#FFB81C' },
          { id: '99', hex: '#123456' },
          { id: '25', hex: '#FFFFFF' },
        ],
        palette,
      ),
    ).toEqual(['31', '41', '33']);
  });
});
