/**
 * Draping in a Web Worker (drape.worker.ts), for pages that draw many garments (the showroom's
 * cards, P6): the worker is started on first use and kept; requests are answered in order.
 * Rejects when workers are unavailable or the worker fails (the caller drapes on the main thread).
 */
import type { PanelMeshData } from './panel-mesh';
import type { RenderSpec } from './render-spec';

type Answer = { id: number; meshes?: PanelMeshData[] | null; error?: string };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (m: PanelMeshData[] | null) => void; reject: (e: Error) => void }>();

function failAll(error: Error): void {
  for (const p of pending.values()) p.reject(error);
  pending.clear();
  worker?.terminate();
  worker = null;
}

function ensureWorker(): Worker {
  if (worker) return worker;
  if (typeof Worker === 'undefined') throw new Error('Web Workers are not available');
  const w = new Worker(new URL('./drape.worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (event: MessageEvent<Answer>) => {
    const { id, meshes, error } = event.data;
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    if (error !== undefined) p.reject(new Error(error));
    else p.resolve(meshes ?? null);
  };
  w.onerror = (event) => failAll(new Error(event.message || 'The drape worker failed'));
  worker = w;
  return w;
}

/** The draped meshes of `garment`, computed in the worker; null when it cannot be draped. */
export function drapeOffMainThread(garment: RenderSpec['garment']): Promise<PanelMeshData[] | null> {
  return new Promise((resolve, reject) => {
    let w: Worker;
    try {
      w = ensureWorker();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const id = nextId++;
    pending.set(id, { resolve, reject });
    w.postMessage({ id, garment });
  });
}
