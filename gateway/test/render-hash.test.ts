/**
 * A configuration's render hash (issue 16, fast reads): computed once when it is saved and
 * stored with it (migration 0014); reads find snapshots by the stored hash instead of hashing the
 * spec on every view; rows saved without one are filled at start. Real app, real HTTP, real
 * database (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoaders } from '../src/loaders.js';
import { renderHashOf } from '../src/modules/render/render.service.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
let styleId: string;
let location: string;

beforeAll(async () => {
  h = await startHarness();
  const r = await h.gql(`{ products(first: 100) { nodes { styleId decorationLocations { name contentTypes } } } }`);
  const product = r.data.products.nodes.find((p: any) =>
    p.decorationLocations.some((l: any) => l.contentTypes.includes('PLAYER_NUMBER')),
  );
  styleId = product.styleId;
  location = product.decorationLocations.find((l: any) => l.contentTypes.includes('PLAYER_NUMBER')).name;
});
afterAll(async () => h?.close());

const db = () => h.built.database.db;

async function save(text: string): Promise<string> {
  const r = await h.gql(`mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`, {
    input: {
      styleId,
      colorIds: ['19', '13', '25'],
      decorations: [{ contentType: 'PLAYER_NUMBER', location, text }],
    },
  });
  expect(r.errors).toBeUndefined();
  return r.data.saveConfiguration.shortId;
}

const row = (shortId: string) =>
  db().selectFrom('configurations').selectAll().where('short_id', '=', shortId).executeTakeFirstOrThrow();

const FRONT = `query($id: ID!) { configuration(shortId: $id) { snapshot(view: FRONT) { status } } }`;

describe('render hash of a configuration', () => {
  it('is stored when it is saved: the hash of its RenderSpec', async () => {
    const config = await row(await save('12'));
    const spec = await h.built.services.configurations.renderSpec(createLoaders(db()), config);
    expect(config.render_hash).toBe(renderHashOf(spec));
    expect(config.render_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is what reads find snapshots by (the spec is not hashed again)', async () => {
    const shortId = await save('34');
    // Another hash stored with the row: the snapshot asked for is keyed by it, not by the spec's.
    const stored = 'f'.repeat(64);
    await db().updateTable('configurations').set({ render_hash: stored }).where('short_id', '=', shortId).execute();
    const r = await h.gql(FRONT, { id: shortId });
    expect(r.errors).toBeUndefined();
    expect(r.data.configuration.snapshot.status).toBe('PENDING');
    const views = await db()
      .selectFrom('snapshots')
      .select('view')
      .where('render_hash', '=', stored)
      .orderBy('view')
      .execute();
    expect(views.map((v) => v.view)).toEqual(['BACK', 'FRONT', 'LEFT', 'RIGHT']);
  });

  it('is filled at start for rows saved without one, and computed on read meanwhile', async () => {
    const shortId = await save('56');
    const { render_hash: saved } = await row(shortId);
    await db().updateTable('configurations').set({ render_hash: null }).where('short_id', '=', shortId).execute();
    // Read without a stored hash: the spec's hash, as before migration 0014.
    const r = await h.gql(FRONT, { id: shortId });
    expect(r.errors).toBeUndefined();
    const snapshot = await db()
      .selectFrom('snapshots')
      .select('render_hash')
      .where('render_hash', '=', saved!)
      .executeTakeFirst();
    expect(snapshot?.render_hash).toBe(saved);
    expect(await h.built.services.configurations.backfillRenderHashes()).toBeGreaterThanOrEqual(1);
    expect((await row(shortId)).render_hash).toBe(saved);
    expect(await h.built.services.configurations.backfillRenderHashes()).toBe(0);
  });
});
