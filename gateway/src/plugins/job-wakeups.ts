/**
 * Cross-process wake-ups of job workers on PostgreSQL: a transaction that
 * enqueues a job also sends `pg_notify('tas_jobs', <queue>)`; PostgreSQL delivers it at commit to
 * every session LISTENing on the channel, here one dedicated `pg` client per gateway that has
 * workers. The client reconnects when its connection drops (server restart, terminated backend),
 * with a back-off of 0.25 s doubling to 10 s; once listening again it reports a wake-up of every
 * queue, since notifications sent while it was away are lost. Polling stays as the fallback.
 *
 * PGlite has one process: the in-process wake-up after commit (`Jobs.wake`) is enough there.
 */
import pg from 'pg';

/** The NOTIFY channel of job wake-ups; the payload is the queue's name. */
export const WAKE_CHANNEL = 'tas_jobs';
/** `application_name` of the listening session (tests find its backend in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'tas-jobs-listener';
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

export interface JobWakeListener {
  /** Resolves once the first attempt to listen has ended (listening, or failed and retrying). */
  ready: Promise<void>;
  /** Whether the session is LISTENing now. */
  listening(): boolean;
  /** Stops listening and reconnecting. */
  stop(): Promise<void>;
}

/**
 * LISTENs on {@link WAKE_CHANNEL} of the database at `connectionString`. `onWake(queue)` is called
 * for each notification with the queue's name, and with null (every queue) each time listening
 * starts again after a lost connection. `log` gets connection losses (no connection string).
 */
export function listenForJobWakeups(
  connectionString: string,
  onWake: (queue: string | null) => void,
  log: (msg: string) => void,
): JobWakeListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;
  let everListened = false;
  /** Clients already ended (a lost connection fires both 'error' and 'end'). */
  const ended = new WeakSet<pg.Client>();

  /** Ends `c` (once) and, unless stopped, tries again after the back-off. */
  const lose = (c: pg.Client, reason: string) => {
    if (ended.has(c)) return;
    ended.add(c);
    if (client === c) client = null;
    c.end().catch(() => undefined);
    if (stopped) return;
    log(`job wake-up listener lost its connection (${reason}); listening again in ${retryMs} ms`);
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const c = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    c.on('notification', (msg) => {
      if (msg.channel === WAKE_CHANNEL) onWake(msg.payload || null);
    });
    c.on('error', (err) => lose(c, err.message));
    c.on('end', () => lose(c, 'connection ended'));
    try {
      await c.connect();
      await c.query(`LISTEN ${WAKE_CHANNEL}`);
    } catch (err) {
      lose(c, (err as Error).message);
      return;
    }
    if (ended.has(c)) return;
    if (stopped) {
      ended.add(c);
      c.end().catch(() => undefined);
      return;
    }
    client = c;
    retryMs = FIRST_RETRY_MS;
    // Jobs enqueued while nobody listened were announced to no one.
    if (everListened) onWake(null);
    everListened = true;
  }

  const ready = connect();
  return {
    ready,
    listening: () => client !== null,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      if (c) {
        ended.add(c);
        await c.end().catch(() => undefined);
      }
    },
  };
}
