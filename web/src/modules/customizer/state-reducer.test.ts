import { describe, expect, it } from 'vitest';
import { toConfigurationInput } from './saved-configuration';
import { defaultLocation, initialState, takenLocations } from './state';
import { customizerReducer } from './state-reducer';
import { locations, product } from './state-test-fixtures';

describe('customizerReducer', () => {
  const start = initialState(product);

  it('adds, edits and removes a text decoration through its text', () => {
    const number = locations[4]!;
    let s = customizerReducer(start, { type: 'setText', contentType: 'PLAYER_NUMBER', text: '1', location: number });
    s = customizerReducer(s, { type: 'setText', contentType: 'PLAYER_NUMBER', text: '12', location: number });
    expect(s.decorations).toHaveLength(1);
    expect(s.decorations[0]).toMatchObject({
      contentType: 'PLAYER_NUMBER',
      location: 'back-number',
      text: '12',
      fillColorId: '25',
      outline1ColorId: '23',
      font: 'full block',
      textHeight: 200,
    });
    s = customizerReducer(s, { type: 'setText', contentType: 'PLAYER_NUMBER', text: '', location: number });
    expect(s.decorations).toHaveLength(0);
  });

  it('gives every number of the design the number typed: the back does not keep 00 where the front shows 12', () => {
    const back = locations[4]!;
    let s = customizerReducer(start, { type: 'setText', contentType: 'PLAYER_NUMBER', text: '00', location: back });
    // A second number (the sleeve), as a team look or the advanced editor places one.
    s = { ...s, decorations: [...s.decorations, { ...s.decorations[0]!, location: 'sleeve' }] };
    s = customizerReducer(s, { type: 'setText', contentType: 'PLAYER_NUMBER', text: '12', location: back });
    expect(s.decorations.map((d) => [d.location, d.text])).toEqual([
      ['back-number', '12'],
      ['sleeve', '12'],
    ]);
  });

  it('moves a decoration, recomputing its text height and turning the camera', () => {
    let s = customizerReducer(start, {
      type: 'setText',
      contentType: 'PLAYER_NUMBER',
      text: '7',
      location: locations[4]!,
    });
    s = customizerReducer(s, { type: 'setLocation', contentType: 'PLAYER_NUMBER', location: locations[5]! });
    expect(s.decorations[0]).toMatchObject({ location: 'sleeve', textHeight: 100 });
    expect(s.view).toBe('RIGHT');
  });

  it('adds a second number at a free location with the default text, style and height', () => {
    let s = customizerReducer(start, {
      type: 'setText',
      contentType: 'PLAYER_NUMBER',
      text: '7',
      location: locations[4]!,
    });
    const free = defaultLocation('PLAYER_NUMBER', locations, takenLocations(s))!;
    expect(free.name).toBe('sleeve');
    s = customizerReducer(s, { type: 'addDecoration', contentType: 'PLAYER_NUMBER', location: free });
    expect(s.decorations).toHaveLength(2);
    expect(s.decorations[1]).toEqual({
      contentType: 'PLAYER_NUMBER',
      location: 'sleeve',
      text: '00',
      fillColorId: '25',
      outline1ColorId: '23',
      outline2ColorId: null,
      textHeight: 100,
      font: 'full block',
      logoId: null,
      logoUrl: null,
      graphicKey: null,
      rotation: 0,
      zoom: 1,
      offsetX: 0,
      offsetY: 0,
      view: null,
    });
    expect(s.view).toBe('RIGHT');
  });

  it('adds a logo decoration with the logo given and no text fields', () => {
    const s = customizerReducer(start, {
      type: 'addDecoration',
      contentType: 'UPLOADS',
      location: locations[2]!,
      logo: { id: '5', url: '/files/logos/5.png' },
    });
    expect(s.decorations[0]).toMatchObject({
      contentType: 'UPLOADS',
      location: 'leftChest',
      text: null,
      fillColorId: null,
      outline1ColorId: null,
      textHeight: null,
      font: null,
      logoId: '5',
      logoUrl: '/files/logos/5.png',
      zoom: 1,
    });
  });

  it('edits outline 2, text height, rotation and zoom of one decoration only', () => {
    let s = customizerReducer(start, { type: 'addDecoration', contentType: 'PLAYER_NUMBER', location: locations[4]! });
    s = customizerReducer(s, { type: 'addDecoration', contentType: 'PLAYER_NUMBER', location: locations[5]! });
    s = customizerReducer(s, {
      type: 'updateDecoration',
      index: 1,
      patch: { outline2ColorId: '13', textHeight: 120, rotation: -15, zoom: 1.5 },
    });
    expect(s.decorations[0]).toMatchObject({ outline2ColorId: null, textHeight: 200, rotation: 0, zoom: 1 });
    expect(s.decorations[1]).toMatchObject({ outline2ColorId: '13', textHeight: 120, rotation: -15, zoom: 1.5 });
    expect(toConfigurationInput('ST-1', s).decorations[1]).toMatchObject({
      outline2ColorId: '13',
      textHeight: 120,
      rotation: -15,
      zoom: 1.5,
    });
  });

  it('keeps a position per decoration; a new location starts centred', () => {
    let s = customizerReducer(start, { type: 'addDecoration', contentType: 'PLAYER_NUMBER', location: locations[4]! });
    s = customizerReducer(s, { type: 'updateDecoration', index: 0, patch: { offsetX: -40, offsetY: 12.5 } });
    expect(toConfigurationInput('ST-1', s).decorations[0]).toMatchObject({ offsetX: -40, offsetY: 12.5 });
    s = customizerReducer(s, { type: 'updateDecoration', index: 0, patch: {}, location: locations[5]! });
    expect(s.decorations[0]).toMatchObject({ location: 'sleeve', offsetX: 0, offsetY: 0 });
  });

  it('moves a decoration to another location: its default height, the camera follows', () => {
    let s = customizerReducer(start, { type: 'addDecoration', contentType: 'PLAYER_NUMBER', location: locations[5]! });
    s = customizerReducer(s, { type: 'updateDecoration', index: 0, patch: {}, location: locations[4]! });
    expect(s.decorations[0]).toMatchObject({ location: 'back-number', textHeight: 200 });
    expect(s.view).toBe('BACK');
    // A height given with the move wins over the default.
    s = customizerReducer(s, {
      type: 'updateDecoration',
      index: 0,
      patch: { textHeight: 90 },
      location: locations[5]!,
    });
    expect(s.decorations[0]).toMatchObject({ location: 'sleeve', textHeight: 90 });
  });

  it('cancel restores the original of an edited decoration and drops a new one (C3)', () => {
    let s = customizerReducer(start, { type: 'addDecoration', contentType: 'PLAYER_NUMBER', location: locations[4]! });
    const original = s.decorations[0]!;
    s = customizerReducer(s, { type: 'updateDecoration', index: 0, patch: { text: '9', rotation: 30 } });
    s = customizerReducer(s, { type: 'updateDecoration', index: 0, patch: {}, location: locations[5]! });
    s = customizerReducer(s, { type: 'restoreDecoration', index: 0, original });
    expect(s.decorations).toEqual([original]);

    s = customizerReducer(s, { type: 'addDecoration', contentType: 'CUSTOM_TEXT', location: locations[1]! });
    s = customizerReducer(s, { type: 'restoreDecoration', index: 1, original: null });
    expect(s.decorations).toEqual([original]);
  });

  it('refuses more decorations than the limit (20)', () => {
    let s = start;
    for (let i = 0; i < 21; i++) {
      s = customizerReducer(s, { type: 'addDecoration', contentType: 'CUSTOM_TEXT', location: locations[1]! });
    }
    expect(s.decorations).toHaveLength(20);
  });

  it('sets the zone colour of one index only', () => {
    const s = customizerReducer(start, { type: 'setColor', index: 2, colorId: '7' });
    expect(s.colorIds).toEqual([start.colorIds[0], start.colorIds[1], '7']);
  });
});
