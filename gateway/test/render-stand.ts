/**
 * A stand-in render service for the wake-up tests: a local HTTP server that
 * answers `/v1/snapshots` like the render service, records the views of each call in order and can
 * hold calls of more than one view; and the calls those tests make (a numbered product, a new
 * configuration, a view until READY).
 */
import { expect } from 'vitest';
import type { Harness } from './harness.js';
import { waitUntil } from './processes.js';
import { serveStandIn, type StandIn } from './render-service-stand-in.js';

export const RENDER_TOKEN = 'render-wake-test-token-0123456789';
/** The render worker's polling interval in these tests, seconds: far beyond any wait here. */
export const POLL_SECONDS = 600;

export interface Stand extends StandIn {
  /** The views of every snapshot call, in the order the calls arrived. */
  calls: string[][];
  /** While set, snapshot calls of more than one view wait for it before answering. */
  holdRest: Promise<void> | null;
}

export async function startRenderStand(): Promise<Stand> {
  const stand = { calls: [] as string[][], holdRest: null as Promise<void> | null };
  const served = await serveStandIn(RENDER_TOKEN, {
    async snapshots({ views }) {
      stand.calls.push(views);
      if (views.length > 1 && stand.holdRest) await stand.holdRest;
    },
  });
  return Object.assign(stand, served);
}

const SAVE = `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`;
export const VIEWS_OF = `query($id: ID!) { configuration(shortId: $id) {
  front: snapshot(view: FRONT) { status } back: snapshot(view: BACK) { status } } }`;
const ONE_VIEW = `query($id: ID!, $view: View!) { configuration(shortId: $id) { snapshot(view: $view) { status } } }`;

export interface Product {
  styleId: string;
  decorationLocations: { name: string; contentTypes: string[] }[];
}

/** A jersey-like product with a player number location (each number makes a new configuration). */
export async function numberedProduct(h: Harness): Promise<{ styleId: string; location: string }> {
  const r = await h.gql<{ products: { nodes: Product[] } }>(
    `{ products(first: 100) { nodes { styleId decorationLocations { name contentTypes } } } }`,
  );
  for (const p of r.data!.products.nodes) {
    const location = p.decorationLocations.find((l) => l.contentTypes.includes('PLAYER_NUMBER'));
    if (location) return { styleId: p.styleId, location: location.name };
  }
  throw new Error('no product with a player number location');
}

/** Saves a configuration never drawn before (its own player number); returns its short id. */
export async function saveNew(h: Harness, product: { styleId: string; location: string }, n: number): Promise<string> {
  const r = await h.gql(SAVE, {
    input: {
      styleId: product.styleId,
      colorIds: ['19', '13', '25'],
      decorations: [{ contentType: 'PLAYER_NUMBER', location: product.location, text: String(n) }],
    },
  });
  expect(r.errors).toBeUndefined();
  return r.data.saveConfiguration.shortId as string;
}

/** Asks for `view` of configuration `id` (queuing its render) until it is READY. */
export function readyView(h: Harness, id: string, view = 'FRONT'): Promise<true> {
  return waitUntil(`${view} of ${id} READY`, async () => {
    const r = await h.gql(ONE_VIEW, { id, view });
    expect(r.errors).toBeUndefined();
    const status = r.data.configuration.snapshot.status as string;
    if (status === 'FAILED') throw new Error(`${view} of ${id} FAILED`);
    return status === 'READY' ? true : undefined;
  });
}

export const renderEnv = (stand: Stand) => ({
  RENDER_SERVICE_URL: stand.url,
  RENDER_SERVICE_TOKEN: RENDER_TOKEN,
  RENDER_WORKER_POLL_SECONDS: String(POLL_SECONDS),
});
