/**
 * The draped panel meshes of a garment (C2) with each vertex's ambient occlusion:
 * the build's cached drape when its content hash matches (`@tas/garments/drape-cache`), else
 * draped here (seconds of CPU), or null when the garment cannot be draped (no front and back
 * panel). Pure data in and out: runs on the main thread (build-garment.ts) or in a Web Worker
 * (drape.worker.ts) with the same result.
 */
import {
  decodeDrape,
  decodeOcclusion,
  drapeGarment,
  drapeHash,
  drapeMeshes,
  quantizeOcclusion,
  vertexOcclusion,
} from '@tas/garments';
import { loadDrapeCache } from '@tas/garments/drape-cache';
import type { PanelMeshData } from './panel-mesh';
import type { RenderSpec } from './render-spec';

export async function drapedMeshes(garment: RenderSpec['garment']): Promise<PanelMeshData[] | null> {
  const entry = await loadDrapeCache(garment.id).catch(() => undefined);
  if (entry && entry.hash === drapeHash(garment)) {
    const layout = drapeMeshes(garment);
    const positions = decodeDrape(entry);
    if (layout.every((m, i) => positions[i]?.length === (m.flat.length / 2) * 3)) {
      const meshes = layout.map((m, i) => ({ positions: positions[i]!, flat: m.flat, indices: m.indices }));
      return withOcclusion(meshes, decodeOcclusion(entry));
    }
  }
  try {
    const meshes = drapeGarment(garment).panels.map((d) => ({
      positions: d.positions,
      flat: d.flat,
      indices: d.indices,
    }));
    return withOcclusion(meshes);
  } catch {
    return null;
  }
}

/** `meshes` with their ambient occlusion: the cached values, else computed (in the cache's 1/255 steps). */
function withOcclusion(meshes: PanelMeshData[], cached?: Float32Array[]): PanelMeshData[] {
  const occlusion =
    cached ?? vertexOcclusion(meshes).map((values) => Float32Array.from(quantizeOcclusion(values), (b) => b / 255));
  return meshes.map((m, i) => ({ ...m, occlusion: occlusion[i] }));
}
