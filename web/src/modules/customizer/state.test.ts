import { describe, expect, it } from 'vitest';
import {
  configurationKey,
  customizerReducer,
  defaultLocation,
  initialState,
  takenLocations,
  stateFromConfiguration,
  toPaletteIds,
  toConfigurationInput,
  type LocationInfo,
} from './state';

const locations: LocationInfo[] = [
  { name: 'right-chest', view: 'FRONT', contentTypes: ['UPLOADS', 'CUSTOM_TEXT'], width: 90, height: 90 },
  { name: 'Front Chest', view: 'FRONT', contentTypes: ['CUSTOM_TEXT'], width: 250, height: 80 },
  { name: 'leftChest', view: 'FRONT', contentTypes: ['UPLOADS'], width: 90, height: 90 },
  { name: 'back-name', view: 'BACK', contentTypes: ['PLAYER_NAME'], width: 250, height: 60 },
  { name: 'back-number', view: 'BACK', contentTypes: ['PLAYER_NUMBER'], width: 250, height: 250 },
  { name: 'sleeve', view: 'RIGHT', contentTypes: ['PLAYER_NUMBER'], width: 80, height: 80 },
];

const product = {
  variants: [
    { id: 'v-red', color: { id: '13' } },
    { id: 'v-navy', color: { id: '19' } },
  ],
  designs: [{ id: 'd1' }, { id: 'd2' }],
  isSublimable: false,
};

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

describe('save and restore (C4)', () => {
  it('restores exactly what was saved', () => {
    let s = initialState(product, { variantId: 'v-navy', designId: 'd2' });
    s = customizerReducer(s, { type: 'setText', contentType: 'CUSTOM_TEXT', text: 'EAGLES', location: locations[1]! });
    s = customizerReducer(s, { type: 'setText', contentType: 'PLAYER_NAME', text: 'SMITH', location: locations[3]! });
    s = customizerReducer(s, {
      type: 'setTextStyle',
      style: { fillColorId: '7', outline1ColorId: '19', font: 'varsity' },
    });
    s = customizerReducer(s, {
      type: 'setLogo',
      contentType: 'UPLOADS',
      logoId: '5',
      logoUrl: '/files/logos/5.png',
      location: locations[2]!,
    });
    const input = toConfigurationInput('ST-100', s);

    // What the API returns for that input.
    const saved = {
      variant: { id: input.variantId! },
      design: { id: input.designId! },
      colors: input.colorIds!.map((id) => ({ id })),
      reversibleView: null,
      decorations: input.decorations.map((d) => ({
        contentType: d.contentType,
        location: d.location,
        text: d.text,
        fillColor: d.fillColorId ? { id: d.fillColorId } : null,
        outline1Color: d.outline1ColorId ? { id: d.outline1ColorId } : null,
        outline2Color: d.outline2ColorId ? { id: d.outline2ColorId } : null,
        textHeight: d.textHeight ?? 0,
        font: d.font ?? 'full block',
        logo: d.logoId ? { id: d.logoId, url: '/files/logos/5.png' } : null,
        rotation: d.rotation ?? 0,
        zoom: d.zoom ?? 1,
        view: d.view ?? null,
      })),
    };
    const restored = stateFromConfiguration(saved);
    expect(toConfigurationInput('ST-100', restored)).toEqual({
      ...input,
      decorations: input.decorations.map((d) =>
        d.contentType === 'UPLOADS' ? { ...d, textHeight: 0, font: 'full block' } : d,
      ),
    });
    expect(restored.textStyle).toEqual({ fillColorId: '7', outline1ColorId: '19', font: 'varsity' });
    expect(restored.decorations.find((d) => d.contentType === 'UPLOADS')?.logoUrl).toBe('/files/logos/5.png');
  });

  it('restores two numbers with their own outline 2, height and rotation; the key is unchanged', () => {
    let s = initialState(product);
    s = customizerReducer(s, { type: 'addDecoration', contentType: 'PLAYER_NUMBER', location: locations[4]! });
    s = customizerReducer(s, { type: 'addDecoration', contentType: 'PLAYER_NUMBER', location: locations[5]! });
    s = customizerReducer(s, {
      type: 'updateDecoration',
      index: 1,
      patch: { text: '12', outline2ColorId: '13', textHeight: 80, rotation: 10, offsetX: 15 },
    });
    const input = toConfigurationInput('ST-1', s);
    const restored = stateFromConfiguration({
      colors: input.colorIds!.map((id) => ({ id })),
      decorations: input.decorations.map((d) => ({
        contentType: d.contentType,
        location: d.location,
        text: d.text,
        fillColor: d.fillColorId ? { id: d.fillColorId } : null,
        outline1Color: d.outline1ColorId ? { id: d.outline1ColorId } : null,
        outline2Color: d.outline2ColorId ? { id: d.outline2ColorId } : null,
        textHeight: d.textHeight!,
        font: d.font!,
        rotation: d.rotation!,
        zoom: d.zoom!,
        offsetX: d.offsetX,
        offsetY: d.offsetY,
      })),
      variant: { id: input.variantId! },
      design: { id: input.designId! },
    });
    expect(configurationKey('ST-1', restored)).toBe(configurationKey('ST-1', s));
    expect(restored.decorations[1]).toMatchObject({
      text: '12',
      outline2ColorId: '13',
      textHeight: 80,
      rotation: 10,
      offsetX: 15,
      offsetY: 0,
    });
  });

  it('saves and restores a library graphic and the reversible side shown', () => {
    let s = initialState(product);
    s = customizerReducer(s, { type: 'setReversibleView', side: 'INSIDE' });
    s = customizerReducer(s, {
      type: 'addDecoration',
      contentType: 'GRAPHICS',
      location: { name: 'leftChest', view: 'FRONT', contentTypes: ['GRAPHICS'], width: 90, height: 90 },
      graphicKey: 'lion',
    });
    const input = toConfigurationInput('ST-9', s);
    expect(input.reversibleView).toBe('INSIDE');
    expect(input.decorations).toEqual([
      {
        contentType: 'GRAPHICS',
        location: 'leftChest',
        text: null,
        fillColorId: '25',
        outline1ColorId: null,
        outline2ColorId: null,
        textHeight: null,
        font: null,
        logoId: null,
        graphicKey: 'lion',
        rotation: 0,
        zoom: 1,
        offsetX: 0,
        offsetY: 0,
        view: 'INSIDE',
      },
    ]);
    const restored = stateFromConfiguration({
      colors: input.colorIds!.map((id) => ({ id })),
      reversibleView: 'INSIDE',
      decorations: [
        {
          contentType: 'GRAPHICS',
          location: 'leftChest',
          fillColor: { id: '25' },
          textHeight: 100,
          font: 'full block',
          graphic: { key: 'lion' },
          rotation: 0,
          zoom: 1,
          view: 'INSIDE',
        },
      ],
    });
    expect(restored.reversibleView).toBe('INSIDE');
    expect(restored.decorations[0]).toMatchObject({ graphicKey: 'lion', logoId: null, view: 'INSIDE' });
    expect(toConfigurationInput('ST-9', restored).decorations[0]?.graphicKey).toBe('lion');
  });

  it('tells a changed state from a saved one', () => {
    const s = initialState(product);
    const key = configurationKey('ST-1', s);
    expect(configurationKey('ST-1', { ...s, view: 'BACK' })).toBe(key);
    expect(configurationKey('ST-1', customizerReducer(s, { type: 'setDesign', designId: 'd2' }))).not.toBe(key);
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
