/**
 * The headless snapshot page (C5, R1, R4): the garment scene with no UI, driven by the render
 * service through `window.tasSnapshot.render`. Protocol:
 * - `window.__TAS_SNAPSHOT_READY__ = true` once the code and every bundled font are loaded;
 * - `window.tasSnapshot.render(spec, { view, width, height })` draws the spec once, as soon as
 *   its fonts, logos and garment are in (no frame waits), reads the pixels at once and resolves
 *   with them as PNG base64, without the `data:` prefix; `tasSnapshot.timings()` gives the last
 *   render's time breakdown. Calls are served one at a time; the page stays loaded between calls and
 *   frees the previous garment's GPU resources. Same input → same pixels.
 * - `window.tasSnapshot.proof(spec, { pxPerMm })` gives the flat proof (all panels laid flat).
 */
import '../lib/zod-jitless';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { GARMENT_IDS, getGarment } from '@tas/garments';
import { loadDrapeCache } from '@tas/garments/drape-cache';
import { GarmentCanvas } from '../garment/GarmentCanvas';
import { loadAllFonts } from '../garment/fonts';
import { drawProof, type ProofOptions } from '../garment/texture';
import type { RenderSpec, View } from '../garment/render-spec';
import type { ReadyInfo } from '../garment/GarmentScene';
import { toBase64 } from '../lib/base64';
import { encodePng, readScanlines } from './png';
import { snapshotMipmaps, snapshotPxPerMm } from './print-density';

/**
 * Where the last render's time went in the page, ms (`npm run bench`): `meshMs` and
 * `textureMs` of a newly built garment (0 when reused), `uploadMs` (its textures to the GPU),
 * `drawMs` (render until the GPU is done),
 * `readMs` (readPixels), `encodeMs` (PNG), `totalMs` (from the request to the PNG).
 */
export interface SnapshotTimings extends ReadyInfo {
  readMs: number;
  encodeMs: number;
  totalMs: number;
}
let lastTimings: SnapshotTimings | null = null;

export interface SnapshotOptions {
  view: View;
  /** Picture size in px (470x588 by default in the product, C5). */
  width: number;
  height: number;
}

interface SnapshotRequest extends SnapshotOptions {
  id: number;
  /** performance.now() when the page took the request. */
  submittedAt: number;
  spec: RenderSpec;
  resolve: (png: string) => void;
  reject: (error: Error) => void;
}

declare global {
  interface Window {
    __TAS_SNAPSHOT_READY__?: boolean;
    tasSnapshot?: {
      render(spec: RenderSpec, options: SnapshotOptions): Promise<string>;
      proof(spec: RenderSpec, options?: ProofOptions): Promise<string>;
      /** The last render's time breakdown, or null before the first. */
      timings(): SnapshotTimings | null;
    };
  }
}

const VIEWS = new Set<View>(['FRONT', 'RIGHT', 'LEFT', 'BACK']);
let submit: ((request: SnapshotRequest) => void) | null = null;
let mounted!: () => void;
/** Resolves once the app is mounted and takes requests. */
const whenMounted = new Promise<void>((resolve) => (mounted = resolve));
let nextId = 1;
let queue: Promise<unknown> = Promise.resolve();

function SnapshotApp() {
  const [request, setRequest] = useState<SnapshotRequest | null>(null);
  useEffect(() => {
    submit = setRequest;
    mounted();
    return () => {
      submit = null;
    };
  }, []);
  if (!request) return null;
  return (
    <GarmentCanvas
      spec={request.spec}
      view={request.view}
      width={request.width}
      height={request.height}
      readyKey={request.id}
      pxPerMm={snapshotPxPerMm(request.height)}
      mipmaps={snapshotMipmaps(request.height)}
      onReady={(canvas, info) => {
        capture(canvas, request, info).then(request.resolve, (error: unknown) =>
          request.reject(error instanceof Error ? error : new Error(String(error))),
        );
      }}
      onError={request.reject}
    />
  );
}

/**
 * The picture now in `canvas`'s drawing buffer as PNG base64 (called in the task that drew it).
 * The pixels are read with readPixels and encoded here, which on a software GPU is several times
 * faster than `toDataURL`; a canvas that is not opaque goes through `toDataURL`.
 */
async function capture(canvas: HTMLCanvasElement, request: SnapshotRequest, info: ReadyInfo): Promise<string> {
  const started = performance.now();
  const gl = canvas.getContext('webgl2');
  const lines = gl ? readScanlines(gl, canvas.width, canvas.height) : null;
  const readMs = performance.now() - started;
  let base64: string;
  if (lines) {
    base64 = toBase64(encodePng(lines, canvas.width, canvas.height));
  } else {
    const url = canvas.toDataURL('image/png');
    base64 = url.slice(url.indexOf(',') + 1);
  }
  lastTimings = {
    ...info,
    readMs,
    encodeMs: performance.now() - started - readMs,
    totalMs: performance.now() - request.submittedAt,
  };
  return base64;
}

function checkOptions(spec: RenderSpec, options: SnapshotOptions): void {
  if (!spec || !spec.garment || !Array.isArray(spec.garment.panels)) throw new Error('render: spec.garment is missing');
  if (!VIEWS.has(options?.view)) throw new Error(`render: unknown view ${String(options?.view)}`);
  for (const key of ['width', 'height'] as const) {
    const v = options[key];
    if (!Number.isInteger(v) || v < 16 || v > 4096)
      throw new Error(`render: ${key} must be an integer from 16 to 4096`);
  }
}

function render(spec: RenderSpec, options: SnapshotOptions): Promise<string> {
  const run = (): Promise<string> =>
    new Promise<string>((resolve, reject) => {
      checkOptions(spec, options);
      if (!submit) throw new Error('render: the snapshot page is not mounted');
      submit({
        id: nextId++,
        submittedAt: performance.now(),
        spec,
        view: options.view,
        width: options.width,
        height: options.height,
        resolve,
        reject,
      });
    });
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

const container = document.getElementById('snapshot');
if (!container) throw new Error('snapshot.html has no #snapshot element');
createRoot(container).render(<SnapshotApp />);
/** The flat proof picture of a spec (print pages, C2) as PNG base64; not queued with renders. */
async function proof(spec: RenderSpec, options: ProofOptions = {}): Promise<string> {
  const canvas = await drawProof(spec, options);
  const url = canvas.toDataURL('image/png');
  canvas.width = 0;
  canvas.height = 0;
  return url.slice(url.indexOf(',') + 1);
}

window.tasSnapshot = { render, proof, timings: () => lastTimings };
/**
 * A plain T-shirt drawn once, at the product's picture size, before the page reports ready: it
 * compiles the shader programs every garment shares and SwiftShader's routines for them, and
 * loads the drape code and every template's cached drape, so the first real snapshot does not
 * pay for them (R3; seconds).
 */
const WARM_UP: RenderSpec = {
  garment: getGarment('tshirt')!,
  colors: ['#1b2a4a', '#f2a900', '#ffffff'],
  decorations: [],
};

// The app mounts in a later task than this one: the warm-up waits for it (else it is refused).
void Promise.all([loadAllFonts(), whenMounted])
  .then(() => render(WARM_UP, { view: 'FRONT', width: 470, height: 588 }))
  // Every template's cached drape (small modules), so no snapshot waits for its download.
  .then(() => Promise.all(GARMENT_IDS.map((id) => loadDrapeCache(id))))
  .catch((error: unknown) => {
    console.warn('snapshot warm-up failed', error);
  })
  .then(() => {
    window.__TAS_SNAPSHOT_READY__ = true;
  });
