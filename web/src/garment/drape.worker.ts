/**
 * A Web Worker that drapes garments (draped-meshes.ts) off the page's main thread: answers
 * `{ id, garment }` with `{ id, meshes }` (the arrays transferred, not copied) or `{ id, error }`.
 * Started by drape-off-thread.ts.
 */
import { drapedMeshes } from './draped-meshes';
import type { RenderSpec } from './render-spec';

self.onmessage = async (event: MessageEvent<{ id: number; garment: RenderSpec['garment'] }>) => {
  const { id, garment } = event.data;
  try {
    const meshes = await drapedMeshes(garment);
    const buffers = new Set<ArrayBuffer>();
    for (const m of meshes ?? [])
      for (const array of [m.positions, m.flat, m.indices, m.occlusion])
        if (array) buffers.add(array.buffer as ArrayBuffer);
    self.postMessage({ id, meshes }, { transfer: [...buffers] });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
