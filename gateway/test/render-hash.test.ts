/**
 * A configuration's render hash (fast reads): computed once when it is saved and
 * stored with it (migration 0014); reads find snapshots by the stored hash instead of hashing the
 * spec on every view; rows saved without one are filled at start. The hash takes the content of
 * the pictures a spec draws, not their URLs, and the renderer's look (@tas/garments
 * LOOK_VERSION): another look draws stored snapshots again, and start takes the stored hashes again.
 * Real app, real HTTP, real database (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAPE_VERSION, LOOK_VERSION } from '@tas/garments';
import { createLoaders } from '../src/loaders.js';
import {
  renderHashFrom,
  renderHashOf,
  rendererLook,
  specHashOf,
  type RenderSpec,
} from '../src/modules/configurations/configurations.service.js';
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

  it('takes the content of the pictures it draws, not their URLs', () => {
    const decoration = {
      contentType: 'UPLOADS' as const,
      location: 'left-chest',
      text: null,
      fill: '#ffffff',
      outline1: null,
      outline2: null,
      textHeight: 0,
      fontFamily: 'x',
      rotation: 0,
      zoom: 1,
    };
    const spec = (logoUrl: string, picture: string): RenderSpec => ({
      garment: { id: 'g' } as RenderSpec['garment'],
      colors: ['#000000'],
      decorations: [{ ...decoration, logoUrl, picture }],
      design: null,
    });
    const key = 'a'.repeat(64);
    // The same picture served from another address: the same hash.
    expect(renderHashOf(spec(`http://one/files/logos/${key}.png`, `logo:${key}`))).toBe(
      renderHashOf(spec(`https://two.example/files/logos/${key}.png`, `logo:${key}`)),
    );
    // Another picture: another hash.
    expect(renderHashOf(spec(`http://one/files/logos/${key}.png`, `logo:${'b'.repeat(64)}`))).not.toBe(
      renderHashOf(spec(`http://one/files/logos/${key}.png`, `logo:${key}`)),
    );
  });

  it('takes the look: a snapshot drawn by another LOOK_VERSION is drawn again, and start refills the hashes', async () => {
    const shortId = await save('78');
    const saved = await row(shortId);
    const look = rendererLook();
    expect(look).toBe(`${LOOK_VERSION}.${DRAPE_VERSION}`);
    expect(saved).toMatchObject({ look_version: look, render_hash: renderHashFrom(saved.spec_hash!, look) });
    const spec = await h.built.services.configurations.renderSpec(createLoaders(db()), saved);
    expect(saved.spec_hash).toBe(specHashOf(spec));
    expect(renderHashOf(spec)).toBe(saved.render_hash);

    // The row as the release before stored it (the look before a bump of LOOK_VERSION), with its
    // front drawn by that look: the same configuration, another render hash.
    const before = `${LOOK_VERSION - 1}.${DRAPE_VERSION}`;
    const oldHash = renderHashFrom(saved.spec_hash!, before);
    expect(oldHash).not.toBe(saved.render_hash);
    await db()
      .updateTable('configurations')
      .set({ render_hash: oldHash, look_version: before })
      .where('short_id', '=', shortId)
      .execute();
    await db()
      .insertInto('snapshots')
      .values({
        render_hash: oldHash,
        view: 'FRONT',
        width: 470,
        height: 588,
        status: 'READY',
        blob_key: `snapshots/${'c'.repeat(64)}.png`,
      })
      .execute();
    // Read before start refills the row: the old look's snapshot is not used, today's is drawn.
    expect((await h.gql(FRONT, { id: shortId })).data.configuration.snapshot.status).toBe('PENDING');
    const queued = await db()
      .selectFrom('snapshots')
      .select(['view', 'status'])
      .where('render_hash', '=', saved.render_hash!)
      .orderBy('view')
      .execute();
    expect(queued).toEqual(['BACK', 'FRONT', 'LEFT', 'RIGHT'].map((view) => ({ view, status: 'PENDING' })));
    // Start takes the render hash again from the spec hash (no spec built).
    expect(await h.built.services.configurations.backfillRenderHashes()).toBeGreaterThanOrEqual(1);
    expect(await row(shortId)).toEqual(saved);
    expect(await h.built.services.configurations.backfillRenderHashes()).toBe(0);
  });
});
