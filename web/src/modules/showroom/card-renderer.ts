/**
 * One offscreen WebGL renderer for every product card of a showroom (P6 customisation box).
 * Browsers cap live WebGL contexts (about 16), and a catalogue shows dozens of products: each
 * card asks this queue for a picture of its render spec, which is drawn with the shared garment
 * generator and studio (web/src/garment: the same scene as the player and the snapshots, C5)
 * and handed back as a bitmap the card paints into its own canvas. One job runs at a time;
 * visible cards go first; a card's newer request replaces its older one still waiting; recent
 * pictures are kept by spec, so going back to a look is instant. Loaded lazily (three.js).
 *
 * The page stays responsive while dozens of cards redraw: each job is a task of its own, the
 * next one starts only once the GPU has finished the last picture (a fence: WebGL calls return
 * before the GPU draws, and a queue of 48 unfinished pictures held the page's frames back for
 * 10 s), in a task of its own; garments are draped in a Web Worker (`meshesOffMainThread`), and
 * `warm()`, called while the page is idle, makes the GPU context and compiles the garment's
 * shaders before the first change of the look needs them. A card is drawn at its displayed size
 * (`cardPictureSize`, card-size.ts), not the snapshots' 470x588. The WebGL stage itself is
 * card-stage.ts's.
 */
import { buildGarment, garmentMeshes } from '../../garment/build-garment';
import type { RenderSpec } from '../../garment/render-spec';
import { frameCamera } from '../../garment/studio';
import { addWarmUpMeshes, createStage, disposeStage, gpuFinished, type Stage } from './card-stage';
import { CARD_HEIGHT, CARD_WIDTH, type CardPictureSize } from './card-size';

export { cardPictureSize, type CardPictureSize } from './card-size';

/** Print density of card pictures, px per mm: the snapshots' at 470x588 (C5). */
const PX_PER_MM = 1;
/** The lowest print density of a small card, px per mm. */
const MIN_PX_PER_MM = 0.5;
/** Pictures kept for instant reuse (at most 1.1 MB each, about 0.2 MB at a card's size). */
const CACHE_SIZE = 64;
/**
 * The User Timing measure of each picture drawn: from the card's request to its picture, with
 * `detail` { key, width and height (device px), startedAt (`performance.now()` when this card's turn came, ms), meshMs (draping,
 * or waiting for the worker), textureMs (the print atlas), drawMs (WebGL, the GPU and the
 * bitmap), gpuMs (waiting for the GPU to finish drawing) }.
 */
export const CARD_DRAW_MEASURE = 'showroom-card-draw';
/** The User Timing measure of `warm()`: `detail` { stageMs (the GPU context and the studio) }. */
export const CARD_WARM_MEASURE = 'showroom-card-renderer-warm';
/** The GPU context is given back this long after the last card left the page, ms. */
const IDLE_RELEASE_MS = 15_000;

/** A card's request: its spec, a key naming it, and whether the card is on screen now. */
export interface CardDrawRequest {
  spec: RenderSpec;
  /** Equal keys, equal pictures (e.g. the configuration's short id and the look). */
  key: string;
  /**
   * The picture's size in device pixels (`cardPictureSize`): the card as displayed, at most
   * CARD_WIDTH x CARD_HEIGHT. A GPU's cost grows with the pixels drawn.
   */
  size: CardPictureSize;
  isVisible: () => boolean;
}

interface Job extends CardDrawRequest {
  owner: object;
  /** `performance.now()` when the card asked, ms. */
  askedAt: number;
  resolve: (picture: ImageBitmap) => void;
  reject: (error: Error) => void;
}

/** A request replaced by a newer one of the same card, or cancelled when the card left. */
export class CardDrawCancelled extends Error {
  constructor() {
    super('The card asked for another picture');
    this.name = 'CardDrawCancelled';
  }
}

class CardRenderer {
  private stage: Stage | null = null;
  private readonly queue: Job[] = [];
  private running = false;
  private readonly cache = new Map<string, ImageBitmap>();
  private users = 0;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  /** A picture of `request.spec` for `owner` (one card): cached, or queued. */
  draw(owner: object, request: CardDrawRequest): Promise<ImageBitmap> {
    const hit = this.cache.get(cacheKeyOf(request));
    this.cancel(owner);
    if (hit) {
      // Most recently used last.
      this.cache.delete(cacheKeyOf(request));
      this.cache.set(cacheKeyOf(request), hit);
      return Promise.resolve(hit);
    }
    return new Promise<ImageBitmap>((resolve, reject) => {
      this.queue.push({ ...request, owner, askedAt: performance.now(), resolve, reject });
      void this.pump();
    });
  }

  /** Drops the card's waiting request, if any (its promise rejects with CardDrawCancelled). */
  cancel(owner: object): void {
    for (let i = this.queue.length - 1; i >= 0; i -= 1) {
      const job = this.queue[i]!;
      if (job.owner !== owner) continue;
      this.queue.splice(i, 1);
      job.reject(new CardDrawCancelled());
    }
  }

  /** A card using the renderer arrived: keep the GPU context. */
  retain(): void {
    this.users += 1;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** A card left: once none is left for a while, the GPU context and the pictures are freed. */
  release(): void {
    this.users = Math.max(0, this.users - 1);
    if (this.users === 0 && !this.idleTimer) this.scheduleIdleRelease();
  }

  private scheduleIdleRelease(): void {
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.users > 0) return;
      // Busy (drawing, or compiling shaders): look again later rather than pull the stage away.
      if (this.running || this.warming) this.scheduleIdleRelease();
      else this.dispose();
    }, IDLE_RELEASE_MS);
  }

  private next(): Job | undefined {
    const visible = this.queue.findIndex((j) => j.isVisible());
    const index = visible >= 0 ? visible : 0;
    return this.queue.splice(index, 1)[0];
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let job = this.next(); job; job = this.next()) {
        try {
          const cached = this.cache.get(cacheKeyOf(job));
          job.resolve(cached ?? (await this.render(job)));
        } catch (error) {
          job.reject(error instanceof Error ? error : new Error(String(error)));
        }
        // Each picture in a task of its own: input and painting go between them.
        await yieldToBrowser();
      }
    } finally {
      this.running = false;
    }
  }

  private readonly prefetched = new Set<string>();

  /**
   * Drapes a garment template in the Web Worker ahead of its first picture (one request per
   * template id), so that a change of the look finds its meshes ready. Costs the page nothing.
   */
  prefetch(garment: RenderSpec['garment']): void {
    if (this.prefetched.has(garment.id)) return;
    this.prefetched.add(garment.id);
    garmentMeshes(garment, true, true).catch(() => this.prefetched.delete(garment.id));
  }

  /**
   * Makes the GPU context and compiles the shaders a garment is drawn with (build-garment.ts:
   * a textured, normal-mapped outside and a plain inside, with the studio's lights and shadows),
   * so that the first picture does not pay for them. Call when the page is idle; a no-op once done.
   */
  warm(): void {
    if (this.stage && !this.stage.lost) return;
    const started = performance.now();
    const stage = this.ensureStage();
    const { renderer, scene, camera } = stage;
    const stageMs = performance.now() - started;
    const meshes = addWarmUpMeshes(stage);
    // Compiled in parallel where the browser can (KHR_parallel_shader_compile): linking the
    // garment's shaders on a software GPU held the page's main thread for seconds.
    const warming: Promise<void> = renderer
      .compileAsync(scene, camera)
      .catch(() => undefined)
      .then(() => {
        // One picture of the warm-up meshes, in this idle time: it compiles what compileAsync
        // does not (the shadow map's depth material) and the GPU's first-use work.
        if (!stage.lost) renderer.render(scene, camera);
        for (const mesh of meshes) mesh.removeFromParent();
        performance.measure(CARD_WARM_MEASURE, { start: started, detail: { stageMs } });
      })
      .finally(() => {
        if (this.warming === warming) this.warming = null;
      });
    this.warming = warming;
  }

  /** Shaders being compiled by `warm()`; a picture waits for them instead of compiling anew. */
  private warming: Promise<void> | null = null;

  private ensureStage(): Stage {
    if (this.stage && !this.stage.lost) return this.stage;
    if (this.stage) this.dispose();
    this.stage = createStage();
    return this.stage;
  }

  private async render(job: Job): Promise<ImageBitmap> {
    // A first picture the page gave no idle time before readies the renderer as `warm()` does
    // (shaders compiled in parallel, not in this picture's task).
    if (!this.stage || this.stage.lost) this.warm();
    // A picture waits for the shaders being compiled, but not for ever (a lost context may
    // leave compileAsync pending); its own time starts after.
    if (this.warming) await Promise.race([this.warming, delay(WARM_WAIT_LIMIT_MS)]);
    const startedAt = performance.now();
    const stage = this.ensureStage();
    const { renderer, scene, camera, studio } = stage;
    // Drawn in the drawing buffer's top-left corner at the card's size, then cut out: resizing
    // the WebGL canvas instead blocked the page for 0.3 to 2 s (a new multisampled buffer).
    const { width, height } = job.size;
    renderer.setViewport(0, CARD_HEIGHT - height, width, height);
    const garment = await buildGarment(job.spec, {
      meshesOffMainThread: true,
      // The print's density follows the picture's size: a smaller card shows fewer texels.
      pxPerMm: Math.max(MIN_PX_PER_MM, (PX_PER_MM * width) / CARD_WIDTH),
      maxTextureSize: renderer.capabilities.maxTextureSize,
      anisotropy: Math.min(8, renderer.capabilities.getMaxAnisotropy()),
      mipmaps: false,
    });
    if (stage.lost || this.stage !== stage) {
      garment.dispose();
      throw new Error('The GPU context was lost');
    }
    const drawStarted = performance.now();
    const previous = stage.garment;
    previous?.group.removeFromParent();
    scene.add(garment.group);
    stage.garment = garment;
    frameCamera(camera, garment.bounds, 'FRONT', CARD_WIDTH / CARD_HEIGHT);
    studio.fit(garment.bounds);
    studio.aim(0);
    renderer.render(scene, camera);
    previous?.dispose();
    // The GPU draws after this call returns; the next picture waits until it has, so the GPU's
    // queue never holds more than one card and the page's frames go between them.
    const gpuMs = await gpuFinished(renderer);
    if (stage.lost || this.stage !== stage) throw new Error('The GPU context was lost');
    const picture = await createImageBitmap(renderer.domElement, 0, 0, width, height);
    this.remember(cacheKeyOf(job), picture);
    // Seen by tests and the browser's performance panel: where a card's picture spent its time.
    performance.measure(CARD_DRAW_MEASURE, {
      start: job.askedAt,
      end: performance.now(),
      detail: {
        key: job.key,
        width,
        height,
        startedAt,
        ...garment.timings,
        drawMs: performance.now() - drawStarted,
        gpuMs,
      },
    });
    return picture;
  }

  private remember(key: string, picture: ImageBitmap): void {
    this.cache.set(key, picture);
    while (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value!;
      this.cache.get(oldest)?.close();
      this.cache.delete(oldest);
    }
  }

  private dispose(): void {
    const stage = this.stage;
    this.stage = null;
    this.warming = null;
    for (const picture of this.cache.values()) picture.close();
    this.cache.clear();
    if (!stage) return;
    disposeStage(stage);
  }
}

/** A picture's key in the cache: the card's key at its size. */
function cacheKeyOf(request: CardDrawRequest): string {
  return `${request.key}@${request.size.width}x${request.size.height}`;
}

/** How long a picture waits for `warm()`'s shaders before drawing anyway, ms. */
const WARM_WAIT_LIMIT_MS = 5_000;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Lets the browser run input and paint before the next job: the next job is a task of its own.
 * It does not wait for an animation frame: on a software GPU a frame of the page costs as much as
 * a card, and waiting for one after every card held the cards in view back by half (4.8 s instead
 * of 7.0 s for 8 cards, e2e showroom-responsive); the browser still draws frames between tasks.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The one renderer of the page. */
export const cardRenderer = new CardRenderer();
