import { describe, expect, it } from 'vitest';
import { configurationKey, stateFromConfiguration, toConfigurationInput } from './saved-configuration';
import { initialState } from './state';
import { customizerReducer } from './state-reducer';
import { locations, product } from './state-test-fixtures';

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
