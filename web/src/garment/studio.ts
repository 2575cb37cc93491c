import {
  AmbientLight,
  Box3,
  CanvasTexture,
  DirectionalLight,
  Group,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  PMREMGenerator,
  SRGBColorSpace,
  Vector3,
  type Scene,
  type WebGLRenderer,
  type WebGLRenderTarget,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import type { View } from './render-spec';

/**
 * Edge of the studio environment's cube, px. The default 256 px one cost about 7 s of CPU per
 * mount on a software GPU (SwiftShader: a machine without a GPU, every e2e page); on this matte
 * cloth the pictures drawn with either differ in no pixel at the visual test's threshold
 * (visual/visual.config.json, 2026-11-29).
 */
export const ENVIRONMENT_CUBE_PX = 64;
/** How much the environment lights the scene (three's `Scene.environmentIntensity`). */
export const ENVIRONMENT_INTENSITY = 0.45;

/**
 * Lights `scene` with the studio's image-based light: three's RoomEnvironment prefiltered
 * (PMREM, blur sigma 0.04) into a {@link ENVIRONMENT_CUBE_PX} px cube on `renderer`'s context.
 * Used by the player, the snapshot page (GarmentScene) and the showroom cards alike. Returns the
 * render target holding it: dispose it when the scene goes.
 */
export function lightWithEnvironment(renderer: WebGLRenderer, scene: Scene): WebGLRenderTarget {
  const pmrem = new PMREMGenerator(renderer);
  const room = new RoomEnvironment();
  const target = pmrem.fromScene(room, 0.04, 0.1, 100, { size: ENVIRONMENT_CUBE_PX });
  room.dispose();
  pmrem.dispose();
  scene.environment = target.texture;
  scene.environmentIntensity = ENVIRONMENT_INTENSITY;
  return target;
}

/** Vertical field of view of every garment camera, degrees. */
export const CAMERA_FOV = 28;
/** Camera elevation above the garment centre, radians: a touch high, to see into the neck. */
const ELEVATION = 0.1;
/** Studio background behind snapshots. */
export const STUDIO_BACKGROUND = '#eef0f3';

/** Azimuth of each named view, radians about +y from the front (C1, C5). */
export const VIEW_AZIMUTH: Record<View, number> = {
  FRONT: 0,
  LEFT: Math.PI / 2,
  BACK: Math.PI,
  RIGHT: -Math.PI / 2,
};

/** A studio: a light rig that turns with the camera, and a soft contact shadow on the floor. */
export interface Studio {
  root: Group;
  /** Turns the light rig to face a camera at this azimuth (radians). */
  aim(azimuth: number): void;
  /** Puts the floor shadow under a garment with these bounds (metres). */
  fit(bounds: Box3): void;
  dispose(): void;
}

function shadowTexture(): CanvasTexture {
  const size = 128;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  const g = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
  g.addColorStop(0, 'rgba(0,0,0,0.55)');
  g.addColorStop(0.45, 'rgba(0,0,0,0.28)');
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, size, size);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

/**
 * Builds the studio lighting of the garment scene (C1, C5): a soft key light from the upper
 * front-left that casts shadows on the garment, a fill from the right, a rim light behind, a
 * sky/ground hemisphere, and a blurred contact shadow under the garment.
 *
 * `shadowMapSize` (px, a power of two; 1024 by default, as the player and the snapshots draw):
 * the key light's shadow map. Smaller pictures (showroom cards) need less.
 */
export function createStudio({ shadowMapSize = 1024 }: { shadowMapSize?: number } = {}): Studio {
  const root = new Group();
  root.name = 'studio';
  const rig = new Group();
  root.add(rig);

  const hemisphere = new HemisphereLight('#ffffff', '#8d877d', 0.75);
  const ambient = new AmbientLight('#ffffff', 0.12);
  const key = new DirectionalLight('#fffaf2', 2.7);
  key.position.set(-2.6, 2.4, 2.2);
  key.castShadow = true;
  key.shadow.mapSize.set(shadowMapSize, shadowMapSize);
  key.shadow.camera.left = -1;
  key.shadow.camera.right = 1;
  key.shadow.camera.top = 1;
  key.shadow.camera.bottom = -1;
  key.shadow.camera.near = 0.5;
  key.shadow.camera.far = 8;
  key.shadow.bias = -0.0004;
  key.shadow.normalBias = 0.012;
  key.shadow.radius = 4;
  const fill = new DirectionalLight('#f2f5ff', 0.6);
  fill.position.set(2.6, 0.6, 1.6);
  const rim = new DirectionalLight('#ffffff', 1.2);
  rim.position.set(0.6, 2.4, -3);
  rig.add(hemisphere, ambient, key, key.target, fill, rim);

  const shadowMap = shadowTexture();
  const floorMaterial = new MeshBasicMaterial({
    map: shadowMap,
    transparent: true,
    depthWrite: false,
  });
  const floor = new Mesh(new PlaneGeometry(1, 1), floorMaterial);
  floor.rotation.x = -Math.PI / 2;
  floor.renderOrder = -1;
  root.add(floor);

  return {
    root,
    aim(azimuth) {
      rig.rotation.y = azimuth;
    },
    fit(bounds) {
      const size = bounds.getSize(new Vector3());
      const centre = bounds.getCenter(new Vector3());
      floor.position.set(centre.x, bounds.min.y - 0.03, centre.z);
      floor.scale.set(size.x * 1.25, Math.max(size.z, 0.2) * 2.2, 1);
      key.target.position.copy(centre);
    },
    dispose() {
      floor.geometry.dispose();
      floorMaterial.dispose();
      shadowMap.dispose();
      key.shadow.map?.dispose();
    },
  };
}

/**
 * Frames a garment for a named view (C5): the same distance for every view, so front, side and
 * back snapshots share one scale; the garment fills the frame (470x588 portrait) with a margin.
 */
export function frameCamera(camera: PerspectiveCamera, bounds: Box3, view: View, aspect: number, margin = 1.1): void {
  frameCameraAt(camera, bounds, VIEW_AZIMUTH[view], aspect, margin);
}

/** Frames the garment from any azimuth (radians); see `frameCamera`. */
export function frameCameraAt(
  camera: PerspectiveCamera,
  bounds: Box3,
  azimuth: number,
  aspect: number,
  margin = 1.1,
): void {
  const size = bounds.getSize(new Vector3());
  const centre = bounds.getCenter(new Vector3());
  const halfHeight = (size.y / 2) * margin;
  const halfWidth = (Math.max(size.x, size.z) / 2) * margin;
  const tan = Math.tan(((CAMERA_FOV / 2) * Math.PI) / 180);
  const depth = Math.max(size.x, size.z) / 2;
  const distance = Math.max(halfHeight / tan, halfWidth / (tan * aspect)) + depth;
  camera.fov = CAMERA_FOV;
  camera.aspect = aspect;
  camera.near = Math.max(0.01, distance - depth * 3);
  camera.far = distance + depth * 4 + 2;
  camera.position.set(
    centre.x + Math.sin(azimuth) * Math.cos(ELEVATION) * distance,
    centre.y + Math.sin(ELEVATION) * distance,
    centre.z + Math.cos(azimuth) * Math.cos(ELEVATION) * distance,
  );
  camera.up.set(0, 1, 0);
  camera.lookAt(centre);
  camera.updateProjectionMatrix();
}
