/**
 * A decoration's numeric position (C3) over real HTTP on the configured database: saved
 * with `offsetX`/`offsetY` (mm from the location's centre), read back on the decoration and in
 * the render spec; a centred decoration reads 0 and its spec has no position (earlier specs and
 * their snapshot hashes stay as they were); a centre outside the location is BAD_USER_INPUT
 * naming the field, in the saving and in the pricing of the configuration; nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

let h: Harness;
let styleId: string;

const SAVE = `mutation($input: ConfigurationInput!) {
  saveConfiguration(input: $input) {
    shortId
    decorations { contentType location text rotation offsetX offsetY }
    renderSpec { decorations { location text rotation offsetX offsetY } }
  }
}`;

async function configurationCount(): Promise<number> {
  const row = await h.built.database.db
    .selectFrom('configurations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  h = await startHarness();
  const products = await h.gql(`{ products(first: 100) { nodes { styleId garment { id } } } }`);
  styleId = products.data.products.nodes.find((p: any) => p.garment.id === 'jersey-crew').styleId;
});

afterAll(async () => h?.close());

describe('decoration position (C3)', () => {
  it('saves a position and reads it back on the decoration and in the render spec', async () => {
    // jersey-crew: front-number 220 x 190 mm, left-sleeve 110 x 110 mm.
    const r = await h.gql(SAVE, {
      input: {
        styleId,
        decorations: [
          { contentType: 'PLAYER_NUMBER', location: 'front-number', text: '7', offsetX: -110, offsetY: 25.5 },
          { contentType: 'PLAYER_NUMBER', location: 'left-sleeve', text: '12', rotation: -10 },
        ],
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.saveConfiguration.decorations).toEqual([
      { contentType: 'PLAYER_NUMBER', location: 'front-number', text: '7', rotation: 0, offsetX: -110, offsetY: 25.5 },
      { contentType: 'PLAYER_NUMBER', location: 'left-sleeve', text: '12', rotation: -10, offsetX: 0, offsetY: 0 },
    ]);
    expect(r.data.saveConfiguration.renderSpec.decorations).toEqual([
      { location: 'front-number', text: '7', rotation: 0, offsetX: -110, offsetY: 25.5 },
      { location: 'left-sleeve', text: '12', rotation: -10, offsetX: null, offsetY: null },
    ]);
    const again = await h.gql(`query($s: ID!) { configuration(shortId: $s) { decorations { offsetX offsetY } } }`, {
      s: r.data.saveConfiguration.shortId,
    });
    expect(again.data.configuration.decorations).toEqual([
      { offsetX: -110, offsetY: 25.5 },
      { offsetX: 0, offsetY: 0 },
    ]);
    const stored = await h.built.database.db
      .selectFrom('configurations')
      .select('decorations')
      .where('short_id', '=', r.data.saveConfiguration.shortId)
      .executeTakeFirstOrThrow();
    const decorations = (
      typeof stored.decorations === 'string' ? JSON.parse(stored.decorations) : stored.decorations
    ) as Record<string, unknown>[];
    expect(decorations[0]).toMatchObject({ offsetX: -110, offsetY: 25.5 });
    expect(decorations[1]).not.toHaveProperty('offsetX');
  });

  it('refuses a centre outside the location, naming the field, and writes nothing', async () => {
    const before = await configurationCount();
    const across = await h.gql(SAVE, {
      input: {
        styleId,
        decorations: [
          { contentType: 'PLAYER_NUMBER', location: 'back-number' },
          { contentType: 'PLAYER_NUMBER', location: 'front-number', offsetX: 110.5 },
        ],
      },
    });
    expect(errorOf(across)).toEqual({ code: 'BAD_USER_INPUT', field: 'decorations.1.offsetX' });
    expect(across.errors?.[0]?.message).toBe("Position across must be from -110 to 110 mm on 'front-number'");
    const up = await h.gql(SAVE, {
      input: { styleId, decorations: [{ contentType: 'PLAYER_NUMBER', location: 'left-sleeve', offsetY: -60 }] },
    });
    expect(errorOf(up)).toEqual({ code: 'BAD_USER_INPUT', field: 'decorations.0.offsetY' });
    expect(await configurationCount()).toBe(before);
    // Pricing checks the same rules (one rule, L3 and C3).
    const priced = await h.gql(
      `query($d: [DecorationInput!]!, $s: ID!) { decorationPrices(decorations: $d, quantity: 1, styleId: $s) }`,
      { s: styleId, d: [{ contentType: 'PLAYER_NUMBER', location: 'front-number', offsetY: 95.5 }] },
    );
    expect(errorOf(priced)).toEqual({ code: 'BAD_USER_INPUT', field: 'decorations.0.offsetY' });
  });
});
