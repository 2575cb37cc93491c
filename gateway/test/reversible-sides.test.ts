/**
 * The two sides of a reversible (C3 "Reversible products have an Outside and an Inside view")
 * over real HTTP on the configured database: a configuration of the Reversible
 * Basketball Jersey with a number printed on each side draws, in its render spec (what its
 * snapshots are rendered from), the side it names: the Outside in the team colours with its
 * design and its own number; the Inside with primary and secondary swapped, no design and only
 * the Inside's number. A library graphic is drawn from the gateway's graphic route in its fill.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
let designId: string;

const STYLE = 'CG2170';
const SAVE = `mutation($input: ConfigurationInput!) {
  saveConfiguration(input: $input) {
    shortId
    reversibleView
    decorations { text view graphic { key } }
    renderSpec { garment { id } colors design { code } decorations { contentType text logoUrl } }
  }
}`;

beforeAll(async () => {
  h = await startHarness();
  const r = await h.gql(`query($s: ID!) { product(styleId: $s) { designs { id code } } }`, { s: STYLE });
  designId = r.data.product.designs.find((d: { code: string }) => d.code !== 'STD')?.id ?? r.data.product.designs[0].id;
});

afterAll(async () => h?.close());

function input(reversibleView: 'OUTSIDE' | 'INSIDE' | null) {
  return {
    styleId: STYLE,
    designId,
    // Maroon, orange, Columbia blue (sublimation palette ids of the seed).
    colorIds: ['39', '43', '45'],
    reversibleView,
    decorations: [
      { contentType: 'PLAYER_NUMBER', location: 'front-number', text: '4', view: 'OUTSIDE' },
      { contentType: 'PLAYER_NUMBER', location: 'back-number', text: '15', view: 'INSIDE' },
      { contentType: 'GRAPHICS', location: 'left-chest', graphicKey: 'lion', fillColorId: '42' },
    ],
  };
}

describe('reversible sides (C3)', () => {
  it('draws the Outside: team colours, the design, the Outside number and the graphic in its fill', async () => {
    const colours = await h.gql(`{ colors { id hex } }`);
    const hex = new Map<string, string>(colours.data.colors.map((c: { id: string; hex: string }) => [c.id, c.hex]));
    const r = await h.gql(SAVE, { input: input('OUTSIDE') });
    expect(r.errors).toBeUndefined();
    const saved = r.data.saveConfiguration;
    expect(saved.reversibleView).toBe('OUTSIDE');
    expect(saved.decorations).toEqual([
      { text: '4', view: 'OUTSIDE', graphic: null },
      { text: '15', view: 'INSIDE', graphic: null },
      { text: null, view: 'OUTSIDE', graphic: { key: 'lion' } },
    ]);
    const spec = saved.renderSpec;
    expect(spec.garment.id).toBe('jersey-reversible');
    expect(spec.colors).toEqual(['39', '43', '45'].map((id) => hex.get(id)));
    expect(spec.design).not.toBeNull();
    expect(spec.decorations.map((d: { text: string | null }) => d.text)).toEqual(['4', null]);
    const gold = hex.get('42')!.slice(1).toLowerCase();
    expect(spec.decorations[1].logoUrl).toMatch(new RegExp(`^https?://[^/]+/graphics/lion\\.svg\\?fill=${gold}$`));
  });

  it('draws the Inside: primary and secondary swapped, no design, only the Inside number', async () => {
    const outside = (await h.gql(SAVE, { input: input(null) })).data.saveConfiguration;
    const r = await h.gql(SAVE, { input: input('INSIDE') });
    expect(r.errors).toBeUndefined();
    const spec = r.data.saveConfiguration.renderSpec;
    // No side named draws the Outside.
    expect(outside.reversibleView).toBeNull();
    expect(outside.renderSpec.decorations.map((d: { text: string | null }) => d.text)).toEqual(['4', null]);
    const [primary, secondary, tertiary] = outside.renderSpec.colors;
    expect(spec.colors).toEqual([secondary, primary, tertiary]);
    expect(spec.design).toBeNull();
    expect(spec.decorations).toEqual([{ contentType: 'PLAYER_NUMBER', text: '15', logoUrl: null }]);
  });
});
