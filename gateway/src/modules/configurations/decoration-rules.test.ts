import { describe, expect, it } from 'vitest';
import { defaultTextHeight } from '@tas/garments';
import { BadUserInputError } from '../../lib/errors.js';
import {
  normalizeDecorations,
  type DecorationContext,
  type DecorationInput,
  type DecorationLocationRule,
} from './decoration-rules.js';

const locations: DecorationLocationRule[] = [
  {
    name: 'Front Center',
    view: 'FRONT',
    contentTypes: ['CUSTOM_TEXT', 'GRAPHICS', 'UPLOADS', 'PLAYER_NUMBER'],
    width: 300,
    height: 100,
  },
  { name: 'Back Number', view: 'BACK', contentTypes: ['PLAYER_NUMBER'], width: 300, height: 300 },
  { name: 'Back Name', view: 'BACK', contentTypes: ['PLAYER_NAME', 'CUSTOM_TEXT'], width: 380, height: 70 },
  { name: 'Left Sleeve', view: 'LEFT', contentTypes: ['PLAYER_NUMBER', 'GRAPHICS'], width: 110, height: 110 },
];
const context: DecorationContext = {
  fontKeys: ['full block', 'varsity', 'script'],
  colorIds: [13, 19, 23, 25, 40],
  isReversible: false,
};
const reversible: DecorationContext = { ...context, isReversible: true };

function run(decorations: DecorationInput[], ctx: DecorationContext = context) {
  return normalizeDecorations(locations, decorations, ctx);
}

function errorOf(decorations: DecorationInput[], ctx: DecorationContext = context): BadUserInputError {
  try {
    run(decorations, ctx);
  } catch (error) {
    expect(error).toBeInstanceOf(BadUserInputError);
    return error as BadUserInputError;
  }
  throw new Error('expected a BadUserInputError');
}

const fieldOf = (decorations: DecorationInput[], ctx: DecorationContext = context) => errorOf(decorations, ctx).field;

describe('normalizeDecorations defaults (C3)', () => {
  it('fills in the defaults of each text content type', () => {
    const [number, name, text, frontNumber] = run([
      { contentType: 'PLAYER_NUMBER', location: 'Back Number' },
      { contentType: 'PLAYER_NAME', location: 'Back Name' },
      { contentType: 'CUSTOM_TEXT', location: 'Front Center' },
      { contentType: 'PLAYER_NUMBER', location: 'Front Center' },
    ]);
    expect(number).toEqual({
      contentType: 'PLAYER_NUMBER',
      location: 'Back Number',
      text: '00',
      fillColorId: 25,
      outline1ColorId: 23,
      outline2ColorId: null,
      textHeight: 200,
      font: 'full block',
      logoId: null,
      rotation: 0,
      zoom: 1,
      view: null,
    });
    expect(name).toMatchObject({
      text: 'Player Name',
      textHeight: 60,
      font: 'full block',
      fillColorId: 25,
    });
    expect(text).toMatchObject({ text: 'Team Name', textHeight: 70, outline1ColorId: 23 });
    expect(frontNumber).toMatchObject({ text: '00', textHeight: 100 });
  });

  it('treats null or blank text as absent and trims text', () => {
    const [a, b, c] = run([
      { contentType: 'PLAYER_NAME', location: 'Back Name', text: null },
      { contentType: 'CUSTOM_TEXT', location: 'Front Center', text: '   ' },
      { contentType: 'CUSTOM_TEXT', location: 'Front Center', text: '  Eagles ' },
    ]);
    expect(a!.text).toBe('Player Name');
    expect(b!.text).toBe('Team Name');
    expect(c!.text).toBe('Eagles');
  });

  it('keeps given values and parses string ids', () => {
    const [d] = run([
      {
        contentType: 'CUSTOM_TEXT',
        location: 'Front Center',
        text: 'Wildcats',
        fillColorId: '19',
        outline1ColorId: 13,
        outline2ColorId: '40',
        textHeight: 85.5,
        font: 'Varsity',
        rotation: -15,
        zoom: 1.5,
      },
    ]);
    expect(d).toEqual({
      contentType: 'CUSTOM_TEXT',
      location: 'Front Center',
      text: 'Wildcats',
      fillColorId: 19,
      outline1ColorId: 13,
      outline2ColorId: 40,
      textHeight: 85.5,
      font: 'varsity',
      logoId: null,
      rotation: -15,
      zoom: 1.5,
      view: null,
    });
  });

  it('null outline means none, null fill means the default fill', () => {
    const [d] = run([
      {
        contentType: 'PLAYER_NAME',
        location: 'Back Name',
        fillColorId: null,
        outline1ColorId: null,
      },
    ]);
    expect(d).toMatchObject({ fillColorId: 25, outline1ColorId: null, outline2ColorId: null });
  });

  it('logo decorations keep the logo, drop text, and take only the colours given', () => {
    const [graphic, upload] = run([
      { contentType: 'GRAPHICS', location: 'Left Sleeve', logoId: '12', text: 'ignored' },
      { contentType: 'UPLOADS', location: 'Front Center', logoId: 7, fillColorId: 19 },
    ]);
    expect(graphic).toMatchObject({
      logoId: 12,
      text: null,
      fillColorId: null,
      outline1ColorId: null,
      textHeight: 100,
    });
    expect(upload).toMatchObject({ logoId: 7, fillColorId: 19 });
  });

  it('text decorations ignore a logo id', () => {
    expect(run([{ contentType: 'CUSTOM_TEXT', location: 'Front Center', logoId: 5 }])[0]!.logoId).toBeNull();
  });

  it('reversible products default to OUTSIDE and accept INSIDE in any case', () => {
    const [a, b, c] = run(
      [
        { contentType: 'PLAYER_NUMBER', location: 'Back Number' },
        { contentType: 'PLAYER_NUMBER', location: 'Back Number', view: 'INSIDE' },
        { contentType: 'PLAYER_NUMBER', location: 'Back Number', view: 'Outside' },
      ],
      reversible,
    );
    expect([a!.view, b!.view, c!.view]).toEqual(['OUTSIDE', 'INSIDE', 'OUTSIDE']);
  });

  it('accepts boundary values', () => {
    const [low, high] = run([
      {
        contentType: 'CUSTOM_TEXT',
        location: 'Front Center',
        textHeight: 10,
        rotation: -360,
        zoom: 0.1,
        text: 'x'.repeat(40),
      },
      {
        contentType: 'CUSTOM_TEXT',
        location: 'Front Center',
        textHeight: 400,
        rotation: 360,
        zoom: 10,
      },
    ]);
    expect(low).toMatchObject({ textHeight: 10, rotation: -360, zoom: 0.1 });
    expect(high).toMatchObject({ textHeight: 400, rotation: 360, zoom: 10 });
    expect(
      run(
        Array.from({ length: 20 }, () => ({
          contentType: 'PLAYER_NAME' as const,
          location: 'Back Name',
        })),
      ),
    ).toHaveLength(20);
    expect(run([])).toEqual([]);
  });

  it('keeps a position inside the location and stores it only when not centred', () => {
    const [centred, edge, moved] = run([
      { contentType: 'CUSTOM_TEXT', location: 'Front Center', offsetX: 0, offsetY: null },
      { contentType: 'CUSTOM_TEXT', location: 'Front Center', offsetX: -150, offsetY: 50 },
      { contentType: 'PLAYER_NUMBER', location: 'Left Sleeve', offsetX: 12.5, offsetY: -55 },
    ]);
    expect(centred).not.toHaveProperty('offsetX');
    expect(centred).not.toHaveProperty('offsetY');
    expect(edge).toMatchObject({ offsetX: -150, offsetY: 50 });
    expect(moved).toMatchObject({ offsetX: 12.5, offsetY: -55 });
  });

  it('refuses a position whose centre leaves the location, naming the field', () => {
    const across = errorOf([
      { contentType: 'CUSTOM_TEXT', location: 'Front Center' },
      { contentType: 'CUSTOM_TEXT', location: 'Front Center', offsetX: 150.5 },
    ]);
    expect(across.field).toBe('decorations.1.offsetX');
    expect(across.message).toBe("Position across must be from -150 to 150 mm on 'Front Center'");
    const up = errorOf([{ contentType: 'PLAYER_NUMBER', location: 'Left Sleeve', offsetY: -56 }]);
    expect(up.field).toBe('decorations.0.offsetY');
    expect(up.message).toBe("Position up must be from -55 to 55 mm on 'Left Sleeve'");
    expect(fieldOf([{ contentType: 'PLAYER_NUMBER', location: 'Left Sleeve', offsetX: Number.NaN }])).toBe(
      'decorations.0.offsetX',
    );
  });

  it('defaultTextHeight: back number 200 mm, other numbers 100 mm', () => {
    expect(defaultTextHeight('PLAYER_NUMBER', { view: 'BACK' })).toBe(200);
    expect(defaultTextHeight('PLAYER_NUMBER', { view: 'LEFT' })).toBe(100);
    expect(defaultTextHeight('PLAYER_NAME', { view: 'BACK' })).toBe(60);
    expect(defaultTextHeight('CUSTOM_TEXT', { view: 'FRONT' })).toBe(70);
  });
});

describe('normalizeDecorations errors (C3)', () => {
  it('rejects an unknown location with the message of the spec', () => {
    const error = errorOf([
      { contentType: 'CUSTOM_TEXT', location: 'Front Center' },
      { contentType: 'CUSTOM_TEXT', location: 'Pocket' },
    ]);
    expect(error.field).toBe('decorations.1.location');
    expect(error.message).toBe("Unknown decoration location 'Pocket'");
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('rejects a location that does not allow the content type', () => {
    expect(fieldOf([{ contentType: 'PLAYER_NAME', location: 'Back Number' }])).toBe('decorations.0.location');
    expect(fieldOf([{ contentType: 'UPLOADS', location: 'Left Sleeve', logoId: 1 }])).toBe('decorations.0.location');
  });

  it('rejects an unknown content type', () => {
    expect(fieldOf([{ contentType: 'EMOJI' as never, location: 'Front Center' }])).toBe('decorations.0.contentType');
  });

  it('rejects an unknown font', () => {
    expect(fieldOf([{ contentType: 'CUSTOM_TEXT', location: 'Front Center', font: 'Comic Sans' }])).toBe(
      'decorations.0.font',
    );
  });

  it('rejects colours outside the palette, naming the colour field', () => {
    expect(fieldOf([{ contentType: 'CUSTOM_TEXT', location: 'Front Center', fillColorId: 99 }])).toBe(
      'decorations.0.fillColorId',
    );
    expect(fieldOf([{ contentType: 'CUSTOM_TEXT', location: 'Front Center', outline1ColorId: '7' }])).toBe(
      'decorations.0.outline1ColorId',
    );
    expect(fieldOf([{ contentType: 'CUSTOM_TEXT', location: 'Front Center', outline2ColorId: 'red' }])).toBe(
      'decorations.0.outline2ColorId',
    );
    expect(fieldOf([{ contentType: 'CUSTOM_TEXT', location: 'Front Center', fillColorId: '25.0' }])).toBe(
      'decorations.0.fillColorId',
    );
  });

  it('rejects a view on a non-reversible product and a bad view value', () => {
    expect(fieldOf([{ contentType: 'PLAYER_NUMBER', location: 'Back Number', view: 'OUTSIDE' }])).toBe(
      'decorations.0.view',
    );
    expect(fieldOf([{ contentType: 'PLAYER_NUMBER', location: 'Back Number', view: 'BACK' }], reversible)).toBe(
      'decorations.0.view',
    );
  });

  it('rejects GRAPHICS and UPLOADS without a logo', () => {
    expect(fieldOf([{ contentType: 'GRAPHICS', location: 'Front Center' }])).toBe('decorations.0.logoId');
    expect(fieldOf([{ contentType: 'UPLOADS', location: 'Front Center', logoId: null }])).toBe('decorations.0.logoId');
    expect(fieldOf([{ contentType: 'UPLOADS', location: 'Front Center', logoId: 'abc' }])).toBe('decorations.0.logoId');
    expect(fieldOf([{ contentType: 'UPLOADS', location: 'Front Center', logoId: 0 }])).toBe('decorations.0.logoId');
  });

  it('skipLogoCheck lets a logo decoration without a logo through, but not a malformed id', () => {
    const skip = { ...context, skipLogoCheck: true };
    expect(run([{ contentType: 'GRAPHICS', location: 'Front Center' }], skip)[0]!.logoId).toBeNull();
    expect(fieldOf([{ contentType: 'UPLOADS', location: 'Front Center', logoId: 'abc' }], skip)).toBe(
      'decorations.0.logoId',
    );
  });

  it('rejects text over 40 characters and player numbers that are not 1-3 digits', () => {
    expect(fieldOf([{ contentType: 'CUSTOM_TEXT', location: 'Front Center', text: 'x'.repeat(41) }])).toBe(
      'decorations.0.text',
    );
    for (const text of ['1234', 'AB', '-1']) {
      expect(fieldOf([{ contentType: 'PLAYER_NUMBER', location: 'Back Number', text }])).toBe('decorations.0.text');
    }
  });

  it('rejects text heights, rotations and zooms out of range', () => {
    const base = { contentType: 'CUSTOM_TEXT' as const, location: 'Front Center' };
    for (const textHeight of [9.99, 400.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(fieldOf([{ ...base, textHeight }])).toBe('decorations.0.textHeight');
    }
    for (const rotation of [-360.5, 361]) expect(fieldOf([{ ...base, rotation }])).toBe('decorations.0.rotation');
    for (const zoom of [0.09, 10.5, 0]) expect(fieldOf([{ ...base, zoom }])).toBe('decorations.0.zoom');
  });

  it('allows at most 20 decorations', () => {
    const many = Array.from({ length: 21 }, () => ({
      contentType: 'PLAYER_NAME' as const,
      location: 'Back Name',
    }));
    expect(fieldOf(many)).toBe('decorations');
  });
});
