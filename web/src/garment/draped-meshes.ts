/**
 * The draped panel meshes of a garment (C2): the build's cached drape when its content hash
 * matches (`@tas/garments/drape-cache`), else draped here (seconds of CPU), or null when the
 * garment cannot be draped (no front and back panel). Pure data in and out: runs on the main
 * thread (build-garment.ts) or in a Web Worker (drape.worker.ts) with the same result.
 */
import { decodeDrape, drapeGarment, drapeHash, drapeMeshes } from '@tas/garments';
import { loadDrapeCache } from '@tas/garments/drape-cache';
import type { PanelMeshData } from './panel-mesh';
import type { RenderSpec } from './render-spec';

export async function drapedMeshes(garment: RenderSpec['garment']): Promise<PanelMeshData[] | null> {
  const entry = await loadDrapeCache(garment.id).catch(() => undefined);
  if (entry && entry.hash === drapeHash(garment)) {
    const layout = drapeMeshes(garment);
    const positions = decodeDrape(entry);
    if (layout.every((m, i) => positions[i]?.length === (m.flat.length / 2) * 3)) {
      return layout.map((m, i) => ({ positions: positions[i]!, flat: m.flat, indices: m.indices }));
    }
  }
  try {
    return drapeGarment(garment).panels.map((d) => ({ positions: d.positions, flat: d.flat, indices: d.indices }));
  } catch {
    return null;
  }
}
