import { describe, expect, it } from 'vitest';
import { initialState } from '../customizer/state';
import {
  applyLookToSpec,
  applyLookToState,
  choiceOfLook,
  lookInput,
  lookKey,
  resolveLook,
  sameLook,
  type ResolvedLook,
} from './showroom-look';

const colors = [
  { id: '25', hex: '#ffffff' },
  { id: '23', hex: '#000000' },
  { id: '13', hex: '#9e1b32' },
  { id: '19', hex: '#1f2a44' },
];
const fonts = [
  { key: 'full block', family: 'Graduate' },
  { key: 'anton', family: 'Anton' },
];

const spec = {
  colors: ['#1f2a44', '#9e1b32', '#ffffff'],
  garment: { id: 'jersey-crew' },
  decorations: [
    {
      contentType: 'CUSTOM_TEXT' as const,
      location: 'front-chest',
      text: 'EAGLES',
      fill: '#ffffff',
      outline1: '#000000',
      outline2: null,
      fontFamily: 'Graduate',
      textHeight: 70,
      rotation: 0,
      zoom: 1,
      logoUrl: null,
    },
    {
      contentType: 'UPLOADS' as const,
      location: 'left-chest',
      text: null,
      fill: '#ffffff',
      outline1: null,
      outline2: null,
      fontFamily: 'Graduate',
      textHeight: 0,
      rotation: 0,
      zoom: 1,
      logoUrl: 'http://x/files/logos/1.png',
    },
    {
      contentType: 'PLAYER_NUMBER' as const,
      location: 'front-number',
      text: '00',
      fill: '#ffffff',
      outline1: '#000000',
      outline2: '#9e1b32',
      fontFamily: 'Graduate',
      textHeight: 100,
      rotation: 0,
      zoom: 1,
      logoUrl: null,
    },
    {
      contentType: 'PLAYER_NAME' as const,
      location: 'back-name',
      text: 'Ortiz',
      fill: '#ffffff',
      outline1: null,
      outline2: null,
      fontFamily: 'Graduate',
      textHeight: 60,
      rotation: 0,
      zoom: 1,
      logoUrl: null,
    },
  ],
};

const cardinalOnNavy: ResolvedLook = { fill: '#9e1b32', outline: '#1f2a44', fontFamily: 'Anton' };

describe('the customisation box on a render spec (P6)', () => {
  it('gives every text, number and name decoration the fill, first outline and font', () => {
    const out = applyLookToSpec(spec, cardinalOnNavy);
    expect(out.decorations.map((d) => [d.contentType, d.fill, d.outline1, d.outline2, d.fontFamily])).toEqual([
      ['CUSTOM_TEXT', '#9e1b32', '#1f2a44', null, 'Anton'],
      ['UPLOADS', '#ffffff', null, null, 'Graduate'],
      ['PLAYER_NUMBER', '#9e1b32', '#1f2a44', '#9e1b32', 'Anton'],
      ['PLAYER_NAME', '#9e1b32', '#1f2a44', null, 'Anton'],
    ]);
  });

  it('keeps everything else and never changes its input', () => {
    const before = JSON.stringify(spec);
    const out = applyLookToSpec(spec, cardinalOnNavy);
    expect(JSON.stringify(spec)).toBe(before);
    expect(out.colors).toBe(spec.colors);
    expect(out.garment).toBe(spec.garment);
    expect(out.decorations[1]).toBe(spec.decorations[1]);
    expect(out.decorations[0]).toMatchObject({ text: 'EAGLES', location: 'front-chest', textHeight: 70 });
  });

  it('returns the same spec when the look is already applied', () => {
    const once = applyLookToSpec(spec, cardinalOnNavy);
    expect(applyLookToSpec(once, cardinalOnNavy)).toBe(once);
    const logosOnly = { decorations: [spec.decorations[1]!] };
    expect(applyLookToSpec(logosOnly, cardinalOnNavy)).toBe(logosOnly);
  });
});

describe('the box as a choice', () => {
  const saved = { decorationFill: { id: '25' }, decorationOutline: { id: '23' }, font: 'full block' };

  it('reads the saved look and compares choices by value', () => {
    const choice = choiceOfLook(saved);
    expect(choice).toEqual({ fillColorId: '25', outlineColorId: '23', font: 'full block' });
    expect(lookKey(choice)).toBe('25|23|full block');
    expect(sameLook(choice, { fillColorId: '25', outlineColorId: '23', font: 'full block' })).toBe(true);
    expect(sameLook(choice, { ...choice, font: 'anton' })).toBe(false);
    expect(sameLook(choice, { ...choice, outlineColorId: '13' })).toBe(false);
  });

  it('resolves hex colours and the CSS family, or null when one is unknown', () => {
    expect(resolveLook({ fillColorId: '13', outlineColorId: '19', font: 'anton' }, colors, fonts)).toEqual(
      cardinalOnNavy,
    );
    expect(resolveLook({ fillColorId: '99', outlineColorId: '19', font: 'anton' }, colors, fonts)).toBeNull();
    expect(resolveLook({ fillColorId: '13', outlineColorId: '19', font: 'comic' }, colors, fonts)).toBeNull();
  });

  it('names the saveShowroomLook input fields', () => {
    expect(lookInput({ fillColorId: '13', outlineColorId: '19', font: 'anton' })).toEqual({
      decorationFillColorId: '13',
      decorationOutlineColorId: '19',
      font: 'anton',
    });
  });
});

describe('the box on the product page (P6)', () => {
  it('puts the look on the text style and every text decoration the visitor saves', () => {
    const base = initialState({ variants: [], designs: [], isSublimable: true });
    const state = {
      ...base,
      decorations: [
        {
          contentType: 'CUSTOM_TEXT' as const,
          location: 'front-chest',
          text: 'EAGLES',
          fillColorId: '25',
          outline1ColorId: '23',
          outline2ColorId: null,
          textHeight: 70,
          font: 'full block',
          logoId: null,
          logoUrl: null,
          graphicKey: null,
          rotation: 0,
          zoom: 1,
          view: null,
        },
        {
          contentType: 'UPLOADS' as const,
          location: 'left-chest',
          text: null,
          fillColorId: null,
          outline1ColorId: null,
          outline2ColorId: null,
          textHeight: null,
          font: null,
          logoId: '7',
          logoUrl: '/files/logos/7.png',
          graphicKey: null,
          rotation: 0,
          zoom: 1,
          view: null,
        },
      ],
    };
    const out = applyLookToState(state, { fillColorId: '13', outlineColorId: '19', font: 'anton' });
    expect(out.textStyle).toEqual({ fillColorId: '13', outline1ColorId: '19', font: 'anton' });
    expect(out.decorations[0]).toMatchObject({
      fillColorId: '13',
      outline1ColorId: '19',
      font: 'anton',
      text: 'EAGLES',
    });
    expect(out.decorations[1]).toEqual(state.decorations[1]);
  });
});
