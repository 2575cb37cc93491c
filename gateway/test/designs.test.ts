/**
 * Designs change the drawing (C1): a product offers at most 7 designs and never 588R; a saved
 * configuration's renderSpec carries its design (code, name, pattern kind), and the snapshot of
 * a configuration is keyed by a content hash that includes the design. Real app, real HTTP,
 * real database.
 */
import { designKind } from '@tas/garments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStyleCatalog } from '../migrations/seed/styles.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness();
  ({ token } = await h.signIn('ABC123'));
});
afterAll(async () => h?.close());

const catalog = buildStyleCatalog();
const seedDesigns = (styleId: string) =>
  catalog.designs.filter((d) => d.style_id === styleId).sort((a, b) => a.sort_order - b.sort_order);
/** A style of the seed with 588R among its designs and Chevron among the ones it offers. */
const style = catalog.styles.find((s) => {
  const codes = seedDesigns(s.id).map((d) => d.code);
  return (
    codes.includes('588R') &&
    codes
      .filter((c) => c !== '588R')
      .slice(0, 7)
      .includes('506F')
  );
})!;

const SPEC = `renderSpec { garment { id } colors design { code name kind } }`;

async function save(designId: string | null) {
  const r = await h.gql(
    `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId design { code } ${SPEC} } }`,
    {
      input: {
        styleId: style.id,
        designId,
        colorIds: ['19', '13', '25'],
        decorations: [{ contentType: 'PLAYER_NUMBER', location: 'back-number', text: '7' }],
      },
    },
    token,
  );
  expect(r.errors).toBeUndefined();
  return r.data.saveConfiguration;
}

describe('designs change the drawing (C1)', () => {
  it('has a seed style to test with, and a pattern for every layout the seed offers', () => {
    expect(style).toBeDefined();
    const codes = new Set(catalog.designs.map((d) => d.code));
    for (const code of codes) expect(designKind(code) === 'PLAIN', code).toBe(code === 'STD' || code === '588R');
  });

  it('offers the style designs in catalog order, 588R skipped, at most 7', async () => {
    const r = await h.gql(`query($s: ID!) { product(styleId: $s) { designs { id code name } } }`, { s: style.id });
    expect(r.errors).toBeUndefined();
    const expected = seedDesigns(style.id)
      .filter((d) => d.code !== '588R')
      .slice(0, 7)
      .map((d) => ({ id: d.id, code: d.code, name: d.name }));
    expect(r.data.product.designs).toEqual(expected);
    expect(r.data.product.designs.length).toBeLessThanOrEqual(7);
  });

  it("puts a saved configuration's design in its renderSpec, read back by short id", async () => {
    const chevron = await save(`${style.id}-506F`);
    expect(chevron.design).toEqual({ code: '506F' });
    expect(chevron.renderSpec.design).toEqual({ code: '506F', name: 'Chevron', kind: 'CHEVRON' });
    const again = await h.gql(`query($s: ID!) { configuration(shortId: $s) { ${SPEC} } }`, { s: chevron.shortId });
    expect(again.errors).toBeUndefined();
    expect(again.data.configuration.renderSpec).toEqual(chevron.renderSpec);

    const classic = await save(`${style.id}-501A`);
    expect(classic.renderSpec.design).toEqual({ code: '501A', name: 'Classic', kind: 'CLASSIC_STRIPES' });
    const none = await save(null);
    expect(none.renderSpec.design).toBeNull();
    expect(none.renderSpec.colors).toEqual(chevron.renderSpec.colors);
  });

  it('refuses 588R like any design the style does not offer', async () => {
    const r = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      { input: { styleId: style.id, designId: `${style.id}-588R`, decorations: [] } },
      token,
    );
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'designId' });
  });

  it('keys snapshots by a hash that includes the design', async () => {
    const hashes = async (): Promise<string[]> =>
      (await h.built.database.db.selectFrom('snapshots').select('render_hash').distinct().execute())
        .map((r) => r.render_hash)
        .sort();
    const snapshot = async (designId: string | null): Promise<void> => {
      const saved = await save(designId);
      const r = await h.gql(`query($s: ID!) { configuration(shortId: $s) { snapshot(view: FRONT) { status } } }`, {
        s: saved.shortId,
      });
      expect(r.errors).toBeUndefined();
      expect(r.data.configuration.snapshot.status).toBe('PENDING');
    };
    const other = seedDesigns(style.id).find((d) => !['588R', '506F', '501A'].includes(d.code))!;
    const start = await hashes();
    await snapshot(`${style.id}-506F`);
    await snapshot(other.id);
    await snapshot(null);
    const three = await hashes();
    expect(three.length).toBe(start.length + 3);
    // The same content again (a new short id) is the same picture: no new hash.
    await snapshot(`${style.id}-506F`);
    expect(await hashes()).toEqual(three);
  });
});
