import { describe, expect, it } from 'vitest';
import { defaultDecorationLocation, defaultTextHeight, isLogoContentType, isReversibleGarment } from './decorations.js';
import { graphicPath } from './graphics.js';
import { getGarment } from './templates.js';
import { sizeRank, sortBySize, sortSizes } from './sizes.js';

describe('decoration rules (C3)', () => {
  it('gives the default text heights in mm by content type and view', () => {
    expect(defaultTextHeight('PLAYER_NUMBER', { view: 'BACK' })).toBe(200);
    expect(defaultTextHeight('PLAYER_NUMBER', { view: 'FRONT' })).toBe(100);
    expect(defaultTextHeight('PLAYER_NAME', { view: 'BACK' })).toBe(60);
    expect(defaultTextHeight('CUSTOM_TEXT', { view: 'LEFT' })).toBe(70);
    expect(defaultTextHeight('UPLOADS', { view: 'FRONT' })).toBe(100);
  });

  it('knows logo content types and reversible templates', () => {
    expect(
      ['CUSTOM_TEXT', 'GRAPHICS', 'UPLOADS', 'PLAYER_NUMBER', 'PLAYER_NAME'].filter((t) =>
        isLogoContentType(t as never),
      ),
    ).toEqual(['GRAPHICS', 'UPLOADS']);
    expect(isReversibleGarment('jersey-reversible')).toBe(true);
    expect(isReversibleGarment('jersey-sleeveless')).toBe(false);
  });
});

describe('default decoration locations (C3)', () => {
  const shorts = getGarment('shorts')!.locations;
  const jersey = getGarment('jersey-crew')!.locations;

  it('prefers the named location of each content type', () => {
    expect(defaultDecorationLocation('CUSTOM_TEXT', jersey)?.name).toBe('front-chest');
    expect(defaultDecorationLocation('UPLOADS', jersey)?.name).toBe('left-chest');
    expect(defaultDecorationLocation('PLAYER_NUMBER', jersey)?.name).toBe('back-number');
    expect(defaultDecorationLocation('PLAYER_NAME', jersey)?.name).toBe('back-name');
  });

  it('never chooses a taken location: custom text on the left hip, then on the legs', () => {
    expect(defaultDecorationLocation('PLAYER_NUMBER', shorts)?.name).toBe('left-leg');
    expect(defaultDecorationLocation('CUSTOM_TEXT', shorts)?.name).toBe('left-hip');
    expect(defaultDecorationLocation('CUSTOM_TEXT', shorts, { taken: ['left-hip', 'left-leg'] })?.name).toBe(
      'right-leg',
    );
    expect(defaultDecorationLocation('PLAYER_NUMBER', shorts, { taken: ['left-leg', 'right-leg'] })).toBeNull();
    expect(
      defaultDecorationLocation('CUSTOM_TEXT', shorts, { taken: ['left-hip', 'left-leg', 'right-leg'] })?.name,
    ).toBe('back-waist');
  });

  it('orders front views first for the team look', () => {
    expect(defaultDecorationLocation('PLAYER_NUMBER', jersey, { order: 'front-first' })?.view).toBe('FRONT');
    expect(defaultDecorationLocation('PLAYER_NAME', shorts, { order: 'front-first' })).toBeNull();
  });
});

describe('size order (L2)', () => {
  it('ranks adult sizes, then youth sizes, case-insensitively; unknown sizes have no rank', () => {
    expect(sizeRank('XXS')).toBe(0);
    expect(sizeRank(' 6xl ')).toBe(10);
    expect(sizeRank('YXS')).toBe(11);
    expect(sizeRank('OSFA')).toBeUndefined();
  });

  it('sorts stably with unknown sizes last in their given order', () => {
    expect(sortSizes(['YM', 'OSFA', 'XL', 'S', 'Tall', 'm'])).toEqual(['S', 'm', 'XL', 'YM', 'OSFA', 'Tall']);
    const lines = [
      { name: 'B', size: 'L' },
      { name: 'A', size: 'M' },
      { name: 'C', size: 'L' },
    ];
    expect(sortBySize(lines, (l) => l.size).map((l) => l.name)).toEqual(['A', 'B', 'C']);
  });
});

describe('graphicPath (C3 graphics)', () => {
  it('names the gateway route of a graphic in a lower-case fill, white for a bad colour', () => {
    expect(graphicPath('lion', '#FFB81C')).toBe('/graphics/lion.svg?fill=ffb81c');
    expect(graphicPath('eagle-head')).toBe('/graphics/eagle-head.svg?fill=ffffff');
    expect(graphicPath('a b', 'red')).toBe('/graphics/a%20b.svg?fill=ffffff');
  });
});
