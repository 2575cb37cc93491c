/**
 * A picture soon after saving: a queued render job wakes the render worker
 * at once instead of waiting for its next poll, and the view asked for is drawn and stored before
 * the others. The render worker polls every RENDER_WORKER_POLL_SECONDS = 600 here, so a snapshot
 * READY before that interval has passed since the worker's first (start-up) look was picked up by
 * a wake-up, never by a poll. Against a render service over real HTTP (a local server that answers
 * like it, records the views of each call in order and can hold calls), on PGlite and PostgreSQL;
 * `render-wake-postgres.test.ts` wakes a second gateway by NOTIFY.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import {
  numberedProduct,
  readyView,
  renderEnv,
  saveNew,
  startRenderStand,
  type Stand,
  POLL_SECONDS,
  VIEWS_OF,
} from './render-stand.js';
import { waitUntil } from './processes.js';

describe('a render job wakes the render worker; the asked view comes first', () => {
  let h: Harness;
  let stand: Stand;
  let product: { styleId: string; location: string };
  /** Before the app (and its worker's first look for jobs) started. */
  let workerStartedBy: number;

  beforeAll(async () => {
    stand = await startRenderStand();
    workerStartedBy = Date.now();
    h = await startHarness({ env: { RENDER_WORKER: 'on', ...renderEnv(stand) } });
    product = await numberedProduct(h);
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => stand?.server.close(resolve));
  });

  it('a new configuration FRONT snapshot is READY long before the worker would poll: it was woken', async () => {
    const wakesBefore = h.built.jobs!.wakeCounts().local;
    const id = await saveNew(h, product, 1);
    await readyView(h, id);
    // The worker looked for jobs once as it started, and would look again only POLL_SECONDS later.
    expect(Date.now() - workerStartedBy).toBeLessThan(POLL_SECONDS * 1000);
    expect(h.built.jobs!.wakeCounts().local).toBe(wakesBefore + 1);
    expect(stand.calls.slice(-2)).toEqual([['FRONT'], ['RIGHT', 'LEFT', 'BACK']]);
  });

  it('stores the FRONT view while the other three are still being drawn', async () => {
    let release!: () => void;
    stand.holdRest = new Promise<void>((resolve) => (release = resolve));
    const before = stand.calls.length;
    try {
      const id = await saveNew(h, product, 2);
      await readyView(h, id);
      // The other views' request has arrived and is held: FRONT is READY, BACK still PENDING.
      await waitUntil('the request for the other views', () => (stand.calls.length === before + 2 ? true : undefined));
      const r = await h.gql(VIEWS_OF, { id });
      expect(r.data.configuration).toEqual({ front: { status: 'READY' }, back: { status: 'PENDING' } });
      expect(stand.calls.slice(before)).toEqual([['FRONT'], ['RIGHT', 'LEFT', 'BACK']]);
      release();
      await readyView(h, id, 'BACK');
    } finally {
      release();
      stand.holdRest = null;
    }
  });

  it('draws the view asked for first when it is not FRONT', async () => {
    const before = stand.calls.length;
    const id = await saveNew(h, product, 3);
    await readyView(h, id, 'BACK');
    await readyView(h, id, 'LEFT');
    expect(stand.calls.slice(before)).toEqual([['BACK'], ['FRONT', 'RIGHT', 'LEFT']]);
  });
});
