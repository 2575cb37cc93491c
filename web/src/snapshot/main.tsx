/**
 * The headless snapshot page (C5, R1, R4): the garment scene with no UI, driven by the render
 * service through `window.tasSnapshot.render`. Protocol:
 * - `window.__TAS_SNAPSHOT_READY__ = true` once the code and every bundled font are loaded;
 * - `window.tasSnapshot.render(spec, { view, width, height })` draws the spec (after its fonts,
 *   logos and two rendered frames) and resolves with the canvas as PNG base64, without the
 *   `data:` prefix. Calls are served one at a time; the page stays loaded between calls and
 *   frees the previous garment's GPU resources. Same input → same pixels.
 * - `window.tasSnapshot.proof(spec, { pxPerMm })` gives the flat proof (all panels laid flat).
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { GarmentCanvas } from '../garment/GarmentCanvas';
import { loadAllFonts } from '../garment/fonts';
import { drawProof, type ProofOptions } from '../garment/texture';
import type { RenderSpec, View } from '../garment/render-spec';

export interface SnapshotOptions {
  view: View;
  /** Picture size in px (470x588 by default in the product, C5). */
  width: number;
  height: number;
}

interface SnapshotRequest extends SnapshotOptions {
  id: number;
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
    };
  }
}

const VIEWS = new Set<View>(['FRONT', 'RIGHT', 'LEFT', 'BACK']);
let submit: ((request: SnapshotRequest) => void) | null = null;
let nextId = 1;
let queue: Promise<unknown> = Promise.resolve();

function SnapshotApp() {
  const [request, setRequest] = useState<SnapshotRequest | null>(null);
  useEffect(() => {
    submit = setRequest;
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
      onReady={(canvas) => {
        try {
          const url = canvas.toDataURL('image/png');
          request.resolve(url.slice(url.indexOf(',') + 1));
        } catch (error) {
          request.reject(error instanceof Error ? error : new Error(String(error)));
        }
      }}
      onError={request.reject}
    />
  );
}

/**
 * Print texture density for a snapshot `height` px tall: 1 px/mm at 588 px (C5), more for
 * bigger pictures, at most the player's 2 px/mm.
 */
function snapshotPxPerMm(height: number): number {
  return Math.min(2, Math.max(1, Math.round((height / 588) * 4) / 4));
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

window.tasSnapshot = { render, proof };
/**
 * A one-panel garment drawn once before the page reports ready: it compiles the shader
 * programs every garment shares, so the first real snapshot does not pay for them (R3).
 */
const WARM_UP: RenderSpec = {
  garment: {
    id: 'warm-up',
    name: 'Warm-up swatch',
    panels: [
      {
        name: 'front',
        outline: [-100, 0, 100, 0, 100, 200, -100, 200],
        facing: 'FRONT',
        position: [0, 0, 0],
        rotation: [0, 0, 0],
        inflate: 20,
      },
    ],
    zones: [],
    locations: [],
  },
  colors: ['#1b2a4a', '#f2a900', '#ffffff'],
  decorations: [],
};

void loadAllFonts()
  .then(() => render(WARM_UP, { view: 'FRONT', width: 64, height: 80 }))
  .catch((error: unknown) => {
    console.warn('snapshot warm-up failed', error);
  })
  .then(() => {
    window.__TAS_SNAPSHOT_READY__ = true;
  });
