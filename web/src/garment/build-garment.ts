import {
  BackSide,
  Box3,
  CanvasTexture,
  Color,
  FrontSide,
  Group,
  LinearFilter,
  LinearMipmapLinearFilter,
  Mesh,
  MeshStandardMaterial,
  RepeatWrapping,
  SRGBColorSpace,
  Vector2,
  type BufferGeometry,
} from 'three';
import { clothOutsideMaterial } from './cloth-material';
import { drapedMeshes } from './draped-meshes';
import { drapeOffMainThread } from './drape-off-thread';
import { ATLAS_PX_PER_MM, layoutAtlas, type AtlasLayout } from './atlas';
import { analyzePanels, buildPanelMesh, panelGeometry, type PanelMeshData, type PanelShape } from './panel-mesh';
import { hashString } from './prng';
import type { RenderSpec } from './render-spec';
import { KNIT_MM_PER_TILE, knitNormalTile } from './knit';
import { loadDecorationAssets } from './draw-decoration';
import { drawAtlas } from './texture';

/** A garment ready to add to a scene; `dispose` frees every GPU resource it made. */
export interface BuiltGarment {
  /** The garment in metres (the templates are in mm), y up, front towards +z. */
  group: Group;
  /** World bounds of the garment, metres. */
  bounds: Box3;
  /** The drawn texture atlas (also what the proof is made of). */
  atlas: HTMLCanvasElement;
  /** Where each panel lies in the atlas: turns a hit's texture coordinates back into panel mm. */
  layout: AtlasLayout;
  /** Where the build's time went, ms: panel meshes (0 on a cache hit) and the print texture. */
  timings: { meshMs: number; textureMs: number };
  dispose(): void;
}

export interface BuildOptions {
  /** Texture density, px per mm; default 2. */
  pxPerMm?: number;
  /** Largest texture side the GPU allows; the atlas stays within it. */
  maxTextureSize?: number;
  /** Anisotropic filtering for the atlas; default 8. */
  anisotropy?: number;
  /**
   * Mipmaps of the atlas (trilinear filtering); default true. A picture drawn near the atlas's
   * own density (a showroom card) needs none, and a software GPU spends a card's time making them.
   */
  mipmaps?: boolean;
  /**
   * Hang the garment on the body form (the cloth solver of `@tas/garments`, cached at build
   * time) instead of inflating its panels (C2); default true.
   */
  drape?: boolean;
  /**
   * Drape in a Web Worker (drape-off-thread.ts), so that a page drawing many garments stays
   * responsive; the same meshes as on the main thread, which it falls back to. Default false.
   */
  meshesOffMainThread?: boolean;
}

/** The User Timing mark set when draping off the main thread failed and the page drapes itself. */
export const DRAPE_ON_MAIN_THREAD_MARK = 'garment-drape-on-main-thread';

/** Meshes of recently drawn garments, by template content: recolouring skips triangulation. */
const meshCache = new Map<string, Promise<{ shapes: PanelShape[]; meshes: PanelMeshData[] }>>();
const MESH_CACHE_SIZE = 16;

/**
 * The panel shapes and plain mesh arrays of a garment template, cached by its content: draped
 * on the body form, or inflated panels (`drape` false, or a garment that cannot be draped).
 */
export function garmentMeshes(
  garment: RenderSpec['garment'],
  drape = true,
  offMainThread = false,
): Promise<{
  shapes: PanelShape[];
  meshes: PanelMeshData[];
}> {
  const key = `${garment.id}:${drape ? 'drape:' : ''}${hashString(JSON.stringify(garment.panels))}`;
  const hit = meshCache.get(key);
  if (hit) {
    meshCache.delete(key);
    meshCache.set(key, hit);
    return hit;
  }
  const entry = (async () => {
    const shapes = analyzePanels(garment.panels);
    const draped = !drape
      ? null
      : offMainThread
        ? await drapeOffMainThread(garment).catch(() => {
            // Seen by tests and the browser's performance panel: the page drapes on its main thread.
            performance.mark(DRAPE_ON_MAIN_THREAD_MARK);
            return drapedMeshes(garment);
          })
        : await drapedMeshes(garment);
    return { shapes, meshes: draped ?? shapes.map((shape) => buildPanelMesh(shape)) };
  })();
  entry.catch(() => meshCache.delete(key));
  meshCache.set(key, entry);
  while (meshCache.size > MESH_CACHE_SIZE) meshCache.delete(meshCache.keys().next().value!);
  return entry;
}

/**
 * The one garment generator (C2): builds the 3D garment of a render spec. Waits for the spec's
 * fonts and logos, draws the texture atlas, builds one mesh per panel (outside: textured cloth
 * with a knit normal map; inside: the base colour in shade, seen through the openings). Same
 * spec → same meshes and texture, bit for bit (R1). Throws when a panel outline is unusable.
 */
export async function buildGarment(spec: RenderSpec, options: BuildOptions = {}): Promise<BuiltGarment> {
  const meshStarted = performance.now();
  const { shapes, meshes } = await garmentMeshes(
    spec.garment,
    options.drape ?? true,
    options.meshesOffMainThread ?? false,
  );
  const meshMs = performance.now() - meshStarted;
  const maxSide = Math.min(8192, options.maxTextureSize ?? 4096);
  let pxPerMm = options.pxPerMm ?? ATLAS_PX_PER_MM;
  let layout = layoutAtlas(spec.garment.panels, pxPerMm, maxSide);
  while (layout.height > maxSide && pxPerMm > 0.5) {
    pxPerMm *= 0.75;
    layout = layoutAtlas(spec.garment.panels, pxPerMm, maxSide);
  }
  const images = await loadDecorationAssets(spec);
  const textureStarted = performance.now();
  const atlas = drawAtlas(spec, layout, shapes, images, meshes);
  const textureMs = performance.now() - textureStarted;

  const map = new CanvasTexture(atlas);
  map.colorSpace = SRGBColorSpace;
  map.anisotropy = options.anisotropy ?? 8;
  if (options.mipmaps ?? true) map.minFilter = LinearMipmapLinearFilter;
  else {
    map.generateMipmaps = false;
    map.minFilter = LinearFilter;
  }
  const normalMap = new CanvasTexture(knitNormalTile());
  normalMap.wrapS = RepeatWrapping;
  normalMap.wrapT = RepeatWrapping;
  normalMap.anisotropy = options.anisotropy ?? 8;
  normalMap.repeat.set(
    layout.width / layout.pxPerMm / KNIT_MM_PER_TILE,
    layout.height / layout.pxPerMm / KNIT_MM_PER_TILE,
  );
  const outside = clothOutsideMaterial({
    map,
    normalMap,
    normalScale: new Vector2(0.45, 0.45),
    roughness: 0.86,
    metalness: 0,
    side: FrontSide,
  });
  // The inside is the base colour in shade, without the print: a back name or number must not
  // show through the front neck.
  const inside = new MeshStandardMaterial({
    color: new Color(spec.colors[0] ?? '#808080').multiplyScalar(0.55),
    roughness: 0.95,
    metalness: 0,
    side: BackSide,
  });

  // A hood's inside is its lining (colour 2): lying back, it frames the neckline from the front.
  const lining = new MeshStandardMaterial({
    color: new Color(spec.colors[2] ?? spec.colors[0] ?? '#808080').multiplyScalar(0.8),
    roughness: 0.95,
    metalness: 0,
    side: BackSide,
  });

  const group = new Group();
  group.name = `garment:${spec.garment.id}`;
  const geometries: BufferGeometry[] = [];
  for (const [i, shape] of shapes.entries()) {
    const geometry = panelGeometry(meshes[i]!, layout, shape.panel.name);
    geometries.push(geometry);
    const outer = new Mesh(geometry, outside);
    outer.name = shape.panel.name;
    outer.castShadow = true;
    outer.receiveShadow = true;
    const inner = new Mesh(geometry, shape.panel.name === 'hood' ? lining : inside);
    inner.name = `${shape.panel.name}:inside`;
    inner.receiveShadow = true;
    group.add(outer, inner);
  }
  group.scale.setScalar(0.001);
  group.updateMatrixWorld(true);
  const bounds = new Box3().setFromObject(group);

  let disposed = false;
  return {
    group,
    bounds,
    atlas,
    layout,
    timings: { meshMs, textureMs },
    dispose() {
      if (disposed) return;
      disposed = true;
      group.removeFromParent();
      for (const g of geometries) g.dispose();
      outside.dispose();
      inside.dispose();
      lining.dispose();
      map.dispose();
      normalMap.dispose();
      atlas.width = 0;
      atlas.height = 0;
    },
  };
}
