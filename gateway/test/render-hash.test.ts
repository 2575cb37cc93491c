/**
 * A configuration's render hash (issue 16, fast reads): computed once when it is saved and
 * stored with it (migration 0014); reads find snapshots by the stored hash instead of hashing the
 * spec on every view; rows saved without one are filled at start. The hash takes the content of
 * the pictures a spec draws, not their URLs, and the renderer's look (@tas/garments LOOK_VERSION,
 * issue 35): another look draws stored snapshots again, and start takes the stored hashes again.
 * Real app, real HTTP, real database (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRAPE_VERSION } from '@tas/garments';
import { createLoaders } from '../src/loaders.js';
import { renderHashFrom, renderHashOf, type RenderSpec } from '../src/modules/configurations/configurations.service.js';
import { startHarness, type Harness } from './harness.js';

/** The look LOOK_VERSION reads as while set (a new release of the garments' look). */
const look = vi.hoisted(() => ({ version: undefined as number | undefined }));
vi.mock('@tas/garments', async (importOriginal) => {
  const real = await importOriginal<typeof import('@tas/garments')>();
  return {
    ...real,
    get LOOK_VERSION() {
      return look.version ?? real.LOOK_VERSION;
    },
  };
});

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

  it('takes the look: another LOOK_VERSION draws a stored snapshot again, and start refills the hashes', async () => {
    const shortId = await save('78');
    const saved = await row(shortId);
    const realLook = `${saved.look_version}`;
    expect(realLook).toMatch(new RegExp(`^\\d+\\.${DRAPE_VERSION}$`));
    expect(saved.render_hash).toBe(renderHashFrom(saved.spec_hash!, realLook));
    // Its front drawn by today's look.
    await db()
      .insertInto('snapshots')
      .values({
        render_hash: saved.render_hash!,
        view: 'FRONT',
        width: 470,
        height: 588,
        status: 'READY',
        blob_key: `snapshots/${'c'.repeat(64)}.png`,
      })
      .execute();
    expect((await h.gql(FRONT, { id: shortId })).data.configuration.snapshot.status).toBe('READY');

    // A release with another look: the same configuration has another render hash, and its
    // stored snapshot is not used (a new one is drawn), before start refills the row and after.
    look.version = Number(realLook.split('.')[0]) + 1;
    try {
      const newLook = `${look.version}.${DRAPE_VERSION}`;
      const renderHash = renderHashFrom(saved.spec_hash!, newLook);
      expect(renderHash).not.toBe(saved.render_hash);
      const spec = await h.built.services.configurations.renderSpec(createLoaders(db()), saved);
      expect(renderHashOf(spec)).toBe(renderHash);
      expect((await h.gql(FRONT, { id: shortId })).data.configuration.snapshot.status).toBe('PENDING');
      const queued = await db()
        .selectFrom('snapshots')
        .select(['view', 'status'])
        .where('render_hash', '=', renderHash)
        .orderBy('view')
        .execute();
      expect(queued).toEqual(['BACK', 'FRONT', 'LEFT', 'RIGHT'].map((view) => ({ view, status: 'PENDING' })));
      expect(await h.built.services.configurations.backfillRenderHashes()).toBeGreaterThanOrEqual(1);
      expect(await row(shortId)).toMatchObject({
        spec_hash: saved.spec_hash,
        render_hash: renderHash,
        look_version: newLook,
      });
      expect((await h.gql(FRONT, { id: shortId })).data.configuration.snapshot.status).toBe('PENDING');
    } finally {
      look.version = undefined;
    }
    // Back to today's look: the row's hash and its stored snapshot again.
    expect(await h.built.services.configurations.backfillRenderHashes()).toBeGreaterThanOrEqual(1);
    expect(await row(shortId)).toMatchObject({ render_hash: saved.render_hash, look_version: realLook });
    expect((await h.gql(FRONT, { id: shortId })).data.configuration.snapshot.status).toBe('READY');
  });
});
