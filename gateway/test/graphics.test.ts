/**
 * The graphics library (C3 Graphics) over HTTP: the `graphics` query, the SVG route,
 * GRAPHICS decorations naming a library graphic (saved, drawn in the fill colour, priced), and
 * the typed errors of a bad graphic key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

let h: Harness;

const SAVE = `mutation($input: ConfigurationInput!) {
  saveConfiguration(input: $input) {
    shortId
    decorations { contentType location fillColor { id } logo { id } graphic { key name category url } }
    renderSpec { decorations { contentType logoUrl fill } }
  }
}`;
const save = (decorations: Record<string, unknown>[]) =>
  h.gql(SAVE, { input: { styleId: 'CG2100', colorIds: ['19', '13', '25'], decorations } });

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('graphics library (C3)', () => {
  it('lists mascots, sports and emblems with the credit their licence asks for', async () => {
    const all = await h.gql(`{ graphics { key name category url } graphicsAttribution }`);
    expect(all.data.graphics).toHaveLength(41);
    expect(all.data.graphics[0]).toEqual({
      key: 'lion',
      name: 'Lion',
      category: 'MASCOT',
      url: '/graphics/lion.svg?fill=ffffff',
    });
    expect(all.data.graphicsAttribution).toContain('CC BY 3.0');
    const sports = await h.gql(`{ graphics(category: SPORT) { key } }`);
    expect(sports.data.graphics.map((g: { key: string }) => g.key)).toEqual([
      'basketball-ball',
      'american-football-ball',
      'american-football-helmet',
      'baseball-bat',
      'baseball-glove',
      'soccer-ball',
      'volleyball-ball',
      'tennis-ball',
      'hockey',
    ]);
  });

  it('serves each graphic as an SVG in the colour asked for; unknown ones are not found', async () => {
    const res = await fetch(`${h.url}/graphics/eagle-head.svg?fill=FFB81C`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await res.text();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="512" height="512" viewBox="0 0 512 512" color="#ffb81c">/,
    );
    expect(await (await fetch(`${h.url}/graphics/eagle-head.svg?fill=javascript`)).text()).toContain('color="#ffffff"');
    for (const path of ['/graphics/no-such.svg', '/graphics/eagle-head.png', '/graphics/..%2Fpackage.json'])
      expect((await fetch(`${h.url}${path}`)).status, path).toBe(404);
  });

  it('saves a GRAPHICS decoration naming a library graphic, drawn in its fill colour', async () => {
    const r = await save([
      { contentType: 'GRAPHICS', location: 'left-chest', graphicKey: 'eagle-head', fillColorId: '7' },
    ]);
    expect(r.errors).toBeUndefined();
    const [decoration] = r.data.saveConfiguration.decorations;
    expect(decoration).toEqual({
      contentType: 'GRAPHICS',
      location: 'left-chest',
      fillColor: { id: '7' },
      logo: null,
      graphic: { key: 'eagle-head', name: 'Eagle', category: 'MASCOT', url: '/graphics/eagle-head.svg?fill=ffffff' },
    });
    const [drawn] = r.data.saveConfiguration.renderSpec.decorations;
    expect(drawn.fill.toLowerCase()).toBe('#ffb81c');
    expect(drawn.logoUrl).toMatch(/^https?:\/\/[^/]+\/graphics\/eagle-head\.svg\?fill=ffb81c$/);
    // Without a fill it is white; reloaded by short id it is the same.
    const white = await save([{ contentType: 'GRAPHICS', location: 'left-chest', graphicKey: 'trophy' }]);
    expect(white.data.saveConfiguration.decorations[0].fillColor).toEqual({ id: '25' });
    const again = await h.gql(`query($id: ID!) { configuration(shortId: $id) { decorations { graphic { key } } } }`, {
      id: white.data.saveConfiguration.shortId,
    });
    expect(again.data.configuration.decorations).toEqual([{ graphic: { key: 'trophy' } }]);
  });

  it('prices a library graphic like any GRAPHICS decoration (a screen-printed stock tee)', async () => {
    const prices = await h.gql(
      `query($d: [DecorationInput!]!) { decorationPrices(decorations: $d, quantity: 12, styleId: "BD4120") }`,
      {
        d: [
          { contentType: 'GRAPHICS', location: 'left-chest', graphicKey: 'lion' },
          { contentType: 'GRAPHICS', location: 'left-chest' },
        ],
      },
    );
    expect(prices.errors).toBeUndefined();
    expect(prices.data.decorationPrices[0]).toBe(prices.data.decorationPrices[1]);
    // Screen print on the front, one colour, the 12-piece break: 600 x 0.8 (seed decoration-prices.ts).
    expect(prices.data.decorationPrices[0]).toBe(480);
  });

  it('refuses an unknown graphic, a graphic on another content type, and a logo beside a graphic', async () => {
    const field = { code: 'BAD_USER_INPUT', field: 'decorations.0.graphicKey' };
    expect(errorOf(await save([{ contentType: 'GRAPHICS', location: 'left-chest', graphicKey: 'unicorn' }]))).toEqual(
      field,
    );
    expect(
      errorOf(await save([{ contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'HAWKS', graphicKey: 'lion' }])),
    ).toEqual(field);
    expect(
      errorOf(await save([{ contentType: 'GRAPHICS', location: 'left-chest', graphicKey: 'lion', logoId: '1' }])),
    ).toEqual(field);
    expect(errorOf(await save([{ contentType: 'GRAPHICS', location: 'left-chest' }]))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'decorations.0.logoId',
    });
  });
});
