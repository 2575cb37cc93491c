import { describe, expect, it } from 'vitest';
import type { Garment } from '../../gql/graphql';
import { FALLBACK_HEX, buildRenderSpec } from './render-spec';
import { initialState, type LocationInfo } from './state';
import { customizerReducer } from './state-reducer';

const garment: Garment = {
  id: 'jersey-crew',
  name: 'Jersey',
  panels: [],
  zones: [],
  locations: [],
};

const locations: LocationInfo[] = [
  { name: 'front-chest', view: 'FRONT', contentTypes: ['CUSTOM_TEXT'], width: 250, height: 80 },
  { name: 'left-chest', view: 'FRONT', contentTypes: ['UPLOADS', 'GRAPHICS'], width: 90, height: 90 },
  { name: 'back-number', view: 'BACK', contentTypes: ['PLAYER_NUMBER'], width: 250, height: 250 },
];

const hexById = new Map([
  ['19', '#1f2a44'],
  ['13', '#9d2235'],
  ['25', '#ffffff'],
  ['23', '#000000'],
  ['7', '#ffb81c'],
]);
const familyByFont = new Map([
  ['full block', 'TAS Full Block'],
  ['varsity', 'Graduate'],
]);

const base = { garment, hexById, familyByFont, locations, resolveUrl: (u: string) => `http://gw${u}` };

function stateWith(...actions: Parameters<typeof customizerReducer>[1][]) {
  return actions.reduce(customizerReducer, initialState({ variants: [], designs: [], isSublimable: true }));
}

describe('buildRenderSpec (C2, C3)', () => {
  it('maps zone colours to hex in order, unknown ids to the fallback', () => {
    const spec = buildRenderSpec({ ...base, state: { colorIds: ['19', '13', '999'], decorations: [] } });
    expect(spec.colors).toEqual(['#1f2a44', '#9d2235', FALLBACK_HEX]);
    expect(spec.garment).toBe(garment);
    expect(spec.decorations).toEqual([]);
  });

  it('carries the selected design as the gateway resolves it (C1), none without one', () => {
    const state = { colorIds: ['19', '13', '25'], decorations: [] };
    expect(buildRenderSpec({ ...base, state, design: { code: '508H', name: 'Digital Camo' } }).design).toEqual({
      code: '508H',
      name: 'Digital Camo',
      kind: 'DIGITAL_CAMO',
    });
    expect(buildRenderSpec({ ...base, state, design: { code: 'STD', name: 'Standard' } }).design).toEqual({
      code: 'STD',
      name: 'Standard',
      kind: 'PLAIN',
    });
    expect(buildRenderSpec({ ...base, state, design: null }).design).toBeNull();
    expect(buildRenderSpec({ ...base, state }).design).toBeNull();
  });

  it('resolves a text decoration with default colours, font family and height', () => {
    const state = stateWith({ type: 'setText', contentType: 'CUSTOM_TEXT', text: 'EAGLES', location: locations[0]! });
    const [deco] = buildRenderSpec({ ...base, state }).decorations;
    expect(deco).toEqual({
      contentType: 'CUSTOM_TEXT',
      location: 'front-chest',
      text: 'EAGLES',
      fill: '#ffffff',
      outline1: '#000000',
      outline2: null,
      textHeight: 70,
      fontFamily: 'TAS Full Block',
      logoUrl: null,
      rotation: 0,
      zoom: 1,
    });
  });

  it('applies the text style to every text decoration', () => {
    const state = stateWith(
      { type: 'setText', contentType: 'PLAYER_NUMBER', text: '12', location: locations[2]! },
      { type: 'setTextStyle', style: { fillColorId: '7', font: 'varsity' } },
    );
    const [deco] = buildRenderSpec({ ...base, state }).decorations;
    expect(deco?.fill).toBe('#ffb81c');
    expect(deco?.fontFamily).toBe('Graduate');
    expect(deco?.textHeight).toBe(200);
  });

  it('draws the default text when a saved decoration has none', () => {
    const state = {
      colorIds: ['19'],
      decorations: [
        {
          contentType: 'PLAYER_NUMBER' as const,
          location: 'back-number',
          text: null,
          fillColorId: null,
          outline1ColorId: null,
          outline2ColorId: '13',
          textHeight: null,
          font: null,
          logoId: null,
          logoUrl: null,
          graphicKey: null,
          rotation: 0,
          zoom: 1,
          view: null,
        },
      ],
    };
    const [deco] = buildRenderSpec({ ...base, state }).decorations;
    expect(deco?.text).toBe('00');
    expect(deco?.outline2).toBe('#9d2235');
    expect(deco?.fontFamily).toBe('TAS Full Block');
    expect(deco).not.toHaveProperty('offsetX');
    const moved = { ...state, decorations: state.decorations.map((d) => ({ ...d, offsetX: -12, offsetY: 0 })) };
    const [placed] = buildRenderSpec({ ...base, state: moved }).decorations;
    expect(placed?.offsetX).toBe(-12);
    expect(placed).not.toHaveProperty('offsetY');
  });

  it('makes logo URLs absolute and leaves out logos without one', () => {
    const state = stateWith({
      type: 'setLogo',
      contentType: 'UPLOADS',
      logoId: '5',
      logoUrl: '/files/logos/5.png',
      location: locations[1]!,
    });
    const [deco] = buildRenderSpec({ ...base, state }).decorations;
    expect(deco?.logoUrl).toBe('http://gw/files/logos/5.png');
    expect(deco?.text).toBeNull();
    const noUrl = { ...state, decorations: state.decorations.map((d) => ({ ...d, logoUrl: null })) };
    expect(buildRenderSpec({ ...base, state: noUrl }).decorations).toEqual([]);
  });

  it('draws a library graphic from the gateway route in its fill colour, which follows the fill', () => {
    const state = stateWith(
      { type: 'setTextStyle', style: { fillColorId: '7' } },
      { type: 'addDecoration', contentType: 'GRAPHICS', location: locations[1]!, graphicKey: 'eagle-head' },
    );
    const [deco] = buildRenderSpec({ ...base, state }).decorations;
    expect(deco?.contentType).toBe('GRAPHICS');
    expect(deco?.logoUrl).toBe('http://gw/graphics/eagle-head.svg?fill=ffb81c');
    expect(deco?.fill).toBe('#ffb81c');
    const navy = customizerReducer(state, { type: 'updateDecoration', index: 0, patch: { fillColorId: '19' } });
    expect(buildRenderSpec({ ...base, state: navy }).decorations[0]?.logoUrl).toBe(
      'http://gw/graphics/eagle-head.svg?fill=1f2a44',
    );
  });

  it("draws a reversible's Inside: primary and secondary swapped, no design, only the Inside's decorations", () => {
    const reversible = { ...base, garment: { ...garment, id: 'jersey-reversible' } };
    const outsideNumber = stateWith(
      { type: 'setColor', index: 0, colorId: '19' },
      { type: 'setColor', index: 1, colorId: '13' },
      { type: 'setText', contentType: 'PLAYER_NUMBER', text: '7', location: locations[2]! },
    );
    const inside = [
      { type: 'setReversibleView', side: 'INSIDE' } as const,
      { type: 'setText', contentType: 'PLAYER_NUMBER', text: '12', location: locations[2]! } as const,
    ].reduce(customizerReducer, outsideNumber);
    expect(inside.decorations.map((d) => [d.text, d.view])).toEqual([
      ['7', null],
      ['12', 'INSIDE'],
    ]);
    const design = { code: '508H', name: 'Digital Camo' };
    const inSpec = buildRenderSpec({ ...reversible, state: inside, design });
    expect(inSpec.colors).toEqual(['#9d2235', '#1f2a44', '#ffffff']);
    expect(inSpec.design).toBeNull();
    expect(inSpec.decorations.map((d) => d.text)).toEqual(['12']);
    const outSpec = buildRenderSpec({ ...reversible, state: { ...inside, reversibleView: 'OUTSIDE' }, design });
    expect(outSpec.colors).toEqual(['#1f2a44', '#9d2235', '#ffffff']);
    expect(outSpec.design?.kind).toBe('DIGITAL_CAMO');
    expect(outSpec.decorations.map((d) => d.text)).toEqual(['7']);
    // A garment that is not reversible ignores the side.
    expect(buildRenderSpec({ ...base, state: inside }).decorations.map((d) => d.text)).toEqual(['7']);
  });
});
